import { respiratoryDigestiveRenalConditions } from '../../criteria/common/respiratory-digestive-renal.en';
import { builtInResult, codesNotOwnedByTheirEntry } from '../support/built-in';

/**
 * Respiratory, digestive and genitourinary entries not answered elsewhere
 * (criteria/common/respiratory-digestive-renal.en.ts). Each entry: a note that supports it, and one
 * that does not for a reason a reviewer would see (ruled out, another side, kind or cause, history
 * only, named but not managed).
 */

const resultOf = builtInResult;

describe('respiratory, digestive and renal entries', () => {
  it('resolve each code to its own pack', () => {
    expect(codesNotOwnedByTheirEntry(respiratoryDigestiveRenalConditions)).toEqual([]);
  });
});

describe('upper and lower airway', () => {
  it.each([
    ['J02.0', 'Rapid strep positive: strep pharyngitis. Treated with amoxicillin.', 'Supported'],
    ['J02.0', 'Sore throat. Rapid strep negative and throat culture negative; no strep. Viral pharyngitis, lozenges.', 'Unsupported'],
    ['J02.9', 'Acute pharyngitis, viral; throat lozenges and acetaminophen.', 'Supported'],
    ['J02.9', 'Strep throat confirmed; penicillin VK.', 'Unsupported'],
    ['J03.00', 'Streptococcal tonsillitis; penicillin given.', 'Supported'],
    ['J03.90', 'Acute tonsillitis with exudate; dexamethasone and amoxicillin.', 'Supported'],
    ['J03.90', 'Peritonsillar abscess drained by ENT.', 'Unsupported'],
    ['J36', 'Peritonsillar abscess on CT neck; needle aspiration by ENT and clindamycin.', 'Supported'],
    ['J36', 'Concern for peritonsillar abscess; CT neck showed no abscess. Tonsillitis treated with amoxicillin.', 'Unsupported'],
    ['J04.0', 'Acute laryngitis; voice rest and humidified air.', 'Supported'],
    ['J04.0', 'History of laryngitis years ago.', 'NoDetermination'],
    ['J05.0', 'Barky cough and stridor: croup. Dexamethasone and racemic epinephrine.', 'Supported'],
    ['J05.0', 'No croup; stridor from foreign body.', 'Unsupported'],
    ['J05.10', 'Epiglottitis on lateral neck film; ceftriaxone, ENT evaluation; airway patent.', 'Supported'],
    ['J05.10', 'Epiglottitis with stridor and impending airway obstruction; awake fiberoptic intubation, ceftriaxone.', 'Unsupported'],
    ['J05.11', 'Epiglottitis with stridor and impending airway obstruction; awake fiberoptic intubation, ceftriaxone.', 'Supported'],
    ['J05.11', 'Epiglottitis; ceftriaxone and dexamethasone.', 'NoDetermination'],
    ['J21.0', 'RSV bronchiolitis; nasal suctioning and high flow nasal cannula.', 'Supported'],
    ['J21.0', 'Bronchiolitis; RSV PCR negative, rhinovirus detected. Suctioning.', 'Unsupported'],
    ['J21.1', 'Human metapneumovirus bronchiolitis; suctioning and supplemental oxygen.', 'Supported'],
    ['J21.9', 'Viral bronchiolitis in a 4 month old; nasal suctioning, supplemental oxygen.', 'Supported'],
    ['J21.9', 'RSV bronchiolitis; nasal suctioning.', 'Unsupported'],
    ['J22', 'Lower respiratory tract infection; CXR clear, treated with doxycycline.', 'Supported'],
    ['J22', 'Community acquired pneumonia on CXR; ceftriaxone and azithromycin.', 'Unsupported'],
    ['J40', 'Bronchitis with productive cough; albuterol inhaler and guaifenesin.', 'Supported'],
    ['J40', 'Chronic bronchitis on tiotropium.', 'Unsupported'],
    ['J68.0', 'Chlorine gas inhalation at work with chemical pneumonitis; nebulized albuterol and supplemental oxygen, poison control consulted.', 'Supported'],
    ['J68.0', 'Aspiration pneumonitis after vomiting; supportive care.', 'Unsupported'],
    ['J98.01', 'Acute bronchospasm after extubation; albuterol nebulizers and methylprednisolone.', 'Supported'],
    ['J98.01', 'No bronchospasm; lungs clear.', 'Unsupported'],
    ['J98.6', 'Right hemidiaphragm paralysis confirmed on sniff test; nocturnal BiPAP.', 'Supported'],
    ['J38.4', 'Post extubation laryngeal edema with stridor; dexamethasone and racemic epinephrine.', 'Supported'],
    ['J38.4', 'No laryngeal edema on laryngoscopy.', 'Unsupported'],
    ['J38.3', 'Vocal cord dysfunction mimicking asthma on laryngoscopy; speech therapy referral.', 'Supported'],
    ['J38.01', 'Left vocal cord paralysis after thyroidectomy; ENT performed injection laryngoplasty.', 'Supported'],
    ['J38.01', 'Bilateral vocal cord paralysis; tracheostomy.', 'Unsupported'],
    ['J38.02', 'Bilateral vocal cord paralysis with stridor; tracheostomy by ENT.', 'Supported'],
    ['J38.02', 'Left vocal cord paralysis; speech therapy.', 'Unsupported'],
  ])('%s: %s -> %s', (code, text, expected) => {
    expect(resultOf(code, text)).toBe(expected);
  });
});

describe('nose, sinuses and pleura', () => {
  it.each([
    ['J30.9', 'Allergic rhinitis; continue Flonase and cetirizine.', 'Supported'],
    ['J30.9', 'Seasonal allergic rhinitis on loratadine.', 'Unsupported'],
    ['J30.2', 'Seasonal allergies, loratadine continued.', 'Supported'],
    ['J30.2', 'Seasonal allergies.', 'NoDetermination'],
    ['J32.9', 'Chronic sinusitis; nasal saline irrigation and fluticasone nasal spray continued.', 'Supported'],
    ['J32.9', 'Acute bacterial sinusitis, not chronic sinusitis; augmentin.', 'Unsupported'],
    ['J33.9', 'Nasal polyposis; on dupilumab per ENT.', 'Supported'],
    ['J34.2', 'Deviated septum; septoplasty planned as outpatient by ENT.', 'Supported'],
    ['J34.2', 'Deviated septum noted.', 'NoDetermination'],
    ['J94.0', 'Chylothorax after esophagectomy, pleural fluid triglycerides 480; chest tube, octreotide and MCT diet.', 'Supported'],
    ['J94.0', 'Pseudochylothorax in longstanding rheumatoid effusion; thoracentesis.', 'Unsupported'],
    ['J94.1', 'Trapped lung on CT; VATS decortication by thoracic surgery.', 'Supported'],
    ['J94.2', 'Spontaneous hemothorax on apixaban; chest tube placed, anticoagulation held and 2 units PRBC transfused.', 'Supported'],
    ['J94.2', 'Hemothorax with multiple rib fractures after motor vehicle collision; chest tube.', 'Unsupported'],
    ['J94.8', 'Diffuse pleural thickening on CT chest; pulmonology follow up ct chest in 3 months.', 'Supported'],
  ])('%s: %s -> %s', (code, text, expected) => {
    expect(resultOf(code, text)).toBe(expected);
  });
});

describe('mouth, esophagus and stomach', () => {
  it.each([
    ['K04.7', 'Dental abscess of the left lower molar; clindamycin and tooth extraction by oral surgery.', 'Supported'],
    ['K04.7', 'Facial swelling; no dental abscess on panorex. Cellulitis treated with cephalexin.', 'Unsupported'],
    ['K11.21', 'Acute suppurative parotitis; IV fluids, sialogogues and ampicillin sulbactam.', 'Supported'],
    ['K11.20', 'Mumps parotitis; supportive care.', 'NoDetermination'],
    ['K11.5', 'Submandibular stone obstructing Wharton duct; sialendoscopy with stone removal by ENT.', 'Supported'],
    ['K12.1', 'Aphthous stomatitis; triamcinolone dental paste.', 'Supported'],
    ['K12.1', 'Chemotherapy induced oral mucositis; magic mouthwash.', 'Unsupported'],
    ['K12.2', "Ludwig's angina; CT neck, ampicillin sulbactam, oral and maxillofacial surgery drained the submandibular space.", 'Supported'],
    ['K12.30', 'Oral mucositis grade 2; magic mouthwash and oral care.', 'Supported'],
    ['K12.30', 'Oral mucositis due to chemotherapy; magic mouthwash.', 'Unsupported'],
    ['K12.31', 'Grade 3 oral mucositis after high dose melphalan; morphine PCA and magic mouthwash.', 'Supported'],
    ['K12.31', 'Oral mucositis; magic mouthwash.', 'NoDetermination'],
    ['K12.31', 'Radiation induced oral mucositis during head and neck radiation; magic mouthwash.', 'Unsupported'],
    ['K12.32', 'Drug induced stomatitis from everolimus; dexamethasone rinse and magic mouthwash.', 'Supported'],
    ['K12.33', 'Radiation mucositis during head and neck radiotherapy; lidocaine mouthwash and TPN.', 'Supported'],
    ['K12.33', 'Mucositis due to chemotherapy with 5-FU; magic mouthwash.', 'Unsupported'],
    ['K22.0', 'Achalasia on high resolution manometry; peroral endoscopic myotomy performed.', 'Supported'],
    ['K22.2', 'Food bolus impaction from a Schatzki ring; EGD with foreign body removal and esophageal dilation.', 'Supported'],
    ['K22.2', 'Dysphagia; EGD showed no stricture.', 'Unsupported'],
    ['K22.4', 'Diffuse esophageal spasm on manometry; started nifedipine.', 'Supported'],
    ['K22.5', "Zenker's diverticulum on barium swallow; endoscopic diverticulotomy.", 'Supported'],
    ['K22.6', 'Hematemesis after retching; EGD showed a Mallory-Weiss tear, hemoclip placed, pantoprazole.', 'Supported'],
    ['K22.6', 'EGD: no Mallory-Weiss tear, gastritis only; pantoprazole.', 'Unsupported'],
    ['K28.9', 'Marginal ulcer after Roux-en-Y gastric bypass on EGD; open capsule PPI and sucralfate.', 'Supported'],
    ['K28.9', 'Marginal ulcer.', 'NoDetermination'],
    ['K28.9', 'Bleeding marginal ulcer with visible vessel; hemoclips, pantoprazole drip, 2 units PRBC.', 'Unsupported'],
    ['K28.4', 'Bleeding marginal ulcer with visible vessel; hemoclips, pantoprazole drip, 2 units PRBC.', 'Supported'],
    ['K28.4', 'Marginal ulcer, clean based, no stigmata of recent hemorrhage; PPI.', 'Unsupported'],
    ['K30', 'Functional dyspepsia; H pylori stool antigen negative, pantoprazole started.', 'Supported'],
    ['K30', 'Dyspepsia.', 'NoDetermination'],
    ['K31.811', 'Melena from bleeding gastric angioectasias; argon plasma coagulation on EGD and transfusion.', 'Supported'],
    ['K31.819', 'Gastric angiodysplasia noted on EGD, non bleeding; argon plasma coagulation done.', 'Supported'],
    ['K31.819', 'Gastric angiodysplasia actively bleeding; argon plasma coagulation.', 'Unsupported'],
  ])('%s: %s -> %s', (code, text, expected) => {
    expect(resultOf(code, text)).toBe(expected);
  });
});

describe('appendix, hernias, anorectum and intestine', () => {
  it.each([
    ['K35.32', 'Perforated appendicitis with localized peritonitis on CT; laparoscopic appendectomy and piperacillin tazobactam.', 'Supported'],
    ['K35.32', 'Perforated appendicitis with periappendiceal abscess; percutaneous drainage and interval appendectomy.', 'Unsupported'],
    ['K35.33', 'Perforated appendicitis with periappendiceal abscess; percutaneous drainage and interval appendectomy.', 'Supported'],
    ['K35.33', 'Perforated appendicitis, no abscess; laparoscopic appendectomy.', 'Unsupported'],
    ['K35.891', 'Gangrenous appendicitis at laparoscopic appendectomy, no perforation.', 'Supported'],
    ['K35.891', 'Acute appendicitis; laparoscopic appendectomy.', 'NoDetermination'],
    ['K35.20', 'Ruptured appendicitis with generalized peritonitis; open appendectomy and washout, piperacillin tazobactam.', 'Supported'],
    ['K35.20', 'Perforated appendicitis with localized peritonitis; laparoscopic appendectomy.', 'Unsupported'],
    ['K42.0', 'Incarcerated umbilical hernia; reduced at bedside then umbilical hernia repair, bowel viable.', 'Supported'],
    ['K42.0', 'Reducible umbilical hernia noted; no intervention.', 'Unsupported'],
    ['K42.1', 'Strangulated umbilical hernia with gangrenous bowel; small bowel resection and repair.', 'Supported'],
    ['K42.1', 'Incarcerated umbilical hernia repaired; bowel was viable.', 'Unsupported'],
    ['K42.1', 'Incarcerated umbilical hernia; umbilical hernia repair.', 'NoDetermination'],
    ['K43.1', 'Incisional hernia with gangrene of the incarcerated loop; small bowel resection and mesh repair.', 'Supported'],
    ['K41.90', 'Right femoral hernia, reducible; femoral hernia repair as outpatient scheduled with general surgery.', 'Supported'],
    ['K41.90', 'Incarcerated femoral hernia; emergent repair.', 'Unsupported'],
    ['K41.30', 'Incarcerated femoral hernia with small bowel obstruction; NG tube and femoral hernia repair.', 'Supported'],
    ['K60.2', 'Posterior anal fissure; sitz baths, stool softener and topical nifedipine.', 'Supported'],
    ['K60.3', 'Perianal fistula; seton placement by colorectal surgery.', 'Supported'],
    ['K61.0', 'Perianal abscess; incision and drainage at bedside, sitz baths.', 'Supported'],
    ['K61.0', 'No perianal abscess on exam; thrombosed hemorrhoid.', 'Unsupported'],
    ['K61.1', 'Perirectal abscess on CT; exam under anesthesia with drainage.', 'Supported'],
    ['K61.2', 'Anorectal abscess drained in the OR; ciprofloxacin and metronidazole.', 'Supported'],
    ['K61.31', 'Horseshoe abscess; examination under anesthesia with drainage and seton.', 'Supported'],
    ['K62.3', 'Full thickness rectal prolapse, manual reduction; perineal proctosigmoidectomy planned by colorectal surgery.', 'Supported'],
    ['K62.7', 'Chronic radiation proctitis with hematochezia; argon plasma coagulation on flexible sigmoidoscopy.', 'Supported'],
    ['K62.7', 'History of prostate radiation; no radiation proctitis on sigmoidoscopy.', 'Unsupported'],
    ['K56.1', 'Ileocolic intussusception with lead point; laparoscopic ileocecectomy by general surgery.', 'Supported'],
    ['K56.1', 'Transient intussusception on CT, resolved on repeat imaging; no intervention.', 'Unsupported'],
    ['K63.1', 'Sigmoid perforation with free air; Hartmann procedure and piperacillin tazobactam.', 'Supported'],
    ['K63.1', 'Concern for bowel perforation; CT with no free air.', 'Unsupported'],
    ['K63.2', 'Enterocutaneous fistula after laparotomy; TPN, octreotide and fistula bag, wound ostomy nurse following.', 'Supported'],
    ['K63.5', 'Colonoscopy: 12 mm sigmoid polyp removed by snare polypectomy.', 'Supported'],
    ['K63.5', 'Colonoscopy: no polyps, diverticulosis only.', 'Unsupported'],
    ['K62.1', 'Rectal polyp removed by cold snare.', 'Supported'],
  ])('%s: %s -> %s', (code, text, expected) => {
    expect(resultOf(code, text)).toBe(expected);
  });
});

describe('peritoneum, liver, biliary and pancreas', () => {
  it.each([
    ['K65.0', 'Feculent peritonitis from anastomotic leak; exploratory laparotomy with washout, piperacillin tazobactam.', 'Supported'],
    ['K65.9', 'Spontaneous bacterial peritonitis; ceftriaxone and albumin.', 'Unsupported'],
    ['K66.0', 'Dense peritoneal adhesions at laparoscopy; extensive lysis of adhesions performed.', 'Supported'],
    ['K66.0', 'Adhesive small bowel obstruction; NG tube decompression.', 'Unsupported'],
    ['K66.1', 'Spontaneous hemoperitoneum on warfarin; reversal of anticoagulation with Kcentra, serial hemoglobin, 3 units PRBC transfused.', 'Supported'],
    ['K66.1', 'Hemoperitoneum from grade III splenic laceration after motor vehicle collision; angioembolization.', 'Unsupported'],
    ['K68.12', 'Right psoas abscess with MRSA; CT guided drainage and vancomycin.', 'Supported'],
    ['K68.19', 'Retroperitoneal abscess after pancreatitis; percutaneous drain and meropenem.', 'Supported'],
    ['K75.0', 'Klebsiella pyogenic liver abscess; IR drain placement and ceftriaxone, then oral ciprofloxacin.', 'Supported'],
    ['K75.0', 'Liver lesion on CT felt to be a simple hepatic cyst, not an abscess; no antibiotics.', 'Unsupported'],
    ['K75.4', 'Autoimmune hepatitis flare; prednisone and azathioprine per hepatology.', 'Supported'],
    ['K73.9', 'Chronic hepatitis of unclear cause; liver biopsy by hepatology.', 'Supported'],
    ['K73.9', 'Chronic hepatitis C; glecaprevir pibrentasvir.', 'Unsupported'],
    ['K83.1', 'Malignant biliary obstruction from pancreatic head mass; ERCP with metal biliary stent.', 'Supported'],
    ['K83.1', 'MRCP without biliary dilation; no biliary obstruction. LFTs trended down.', 'Unsupported'],
    ['K83.2', 'Bile leak from cystic duct stump after cholecystectomy on HIDA scan; ERCP with stent.', 'Supported'],
    ['K82.8', 'Gallbladder sludge on RUQ ultrasound; ursodiol started.', 'Supported'],
    ['K82.1', 'Hydrops of the gallbladder; laparoscopic cholecystectomy.', 'Supported'],
    ['K82.A1', 'Gangrenous cholecystitis at laparoscopic cholecystectomy; piperacillin tazobactam.', 'Supported'],
    ['K82.A2', 'Acute cholecystitis with perforation and pericholecystic abscess; percutaneous cholecystostomy and piperacillin tazobactam.', 'Supported'],
    ['K82.A2', 'Acute cholecystitis without perforation; laparoscopic cholecystectomy.', 'Unsupported'],
    ['K82.A2', 'Acute calculous cholecystitis; laparoscopic cholecystectomy.', 'NoDetermination'],
    ['K86.3', 'Symptomatic 9 cm pancreatic pseudocyst; endoscopic cystgastrostomy with lumen apposing metal stent.', 'Supported'],
    ['K86.3', 'Collection was walled off necrosis, not a pseudocyst; endoscopic necrosectomy.', 'Unsupported'],
    ['K86.2', 'Pancreatic cyst 2 cm; EUS with fine needle aspiration.', 'Supported'],
  ])('%s: %s -> %s', (code, text, expected) => {
    expect(resultOf(code, text)).toBe(expected);
  });
});

describe('stomas and bariatric complications', () => {
  it.each([
    ['K94.22', 'Gastrostomy site infection with purulent drainage; cephalexin and wound care.', 'Supported'],
    ['K94.22', 'G tube site with hypergranulation tissue, no infection; silver nitrate applied.', 'Unsupported'],
    ['K94.23', 'Dislodged G tube; replaced by IR with a contrast study confirming position.', 'Supported'],
    ['K94.23', 'PEG tube in place and functioning; tube feeds continued.', 'NoDetermination'],
    ['K94.21', 'Bleeding from the PEG site; silver nitrate and pressure dressing, hemoglobin stable.', 'Supported'],
    ['K94.02', 'Peristomal abscess at the colostomy; incision and drainage and cephalexin.', 'Supported'],
    ['K94.03', 'Prolapsed colostomy; stoma revision by colorectal surgery.', 'Supported'],
    ['K94.12', 'Infected ileostomy site with cellulitis; cefazolin and wound ostomy nurse.', 'Supported'],
    ['K94.13', 'High output ileostomy with AKI; loperamide, IV fluids and oral rehydration.', 'Supported'],
    ['K94.13', 'Ileostomy functioning well; pouching system changed by wound ostomy nurse.', 'NoDetermination'],
    ['K95.01', 'Lap band port infection; port removal and vancomycin.', 'Supported'],
    ['K95.09', 'Lap band slippage on upper GI series; band deflated and band removal by bariatric surgery.', 'Supported'],
  ])('%s: %s -> %s', (code, text, expected) => {
    expect(resultOf(code, text)).toBe(expected);
  });
});

describe('kidney and urinary tract', () => {
  it.each([
    ['N04.9', 'Nephrotic syndrome with edema and UPCR 9 g; furosemide, lisinopril and nephrology consult, renal biopsy pending.', 'Supported'],
    ['N04.9', 'Diabetic nephropathy with proteinuria; lisinopril.', 'Unsupported'],
    ['N04.0', 'Minimal change disease on renal biopsy; prednisone 60 mg daily.', 'Supported'],
    ['N04.0', 'Renal biopsy: FSGS, not minimal change disease; tacrolimus.', 'Unsupported'],
    ['N04.1', 'Collapsing FSGS on kidney biopsy; nephrology started tacrolimus.', 'Supported'],
    ['N04.2', 'PLA2R positive membranous nephropathy; rituximab per nephrology.', 'Supported'],
    ['N02.8', 'IgA nephropathy on renal biopsy; losartan and nephrology follow up.', 'Supported'],
    ['N02.8', 'Henoch Schonlein purpura with nephritis, not primary IgA nephropathy; prednisone.', 'Unsupported'],
    ['N00.9', 'Poststreptococcal glomerulonephritis with low complement; furosemide and nephrology.', 'Supported'],
    ['N01.9', 'Rapidly progressive glomerulonephritis, ANCA positive; pulse steroids and rituximab, plasma exchange.', 'Supported'],
    ['N05.9', 'Glomerulonephritis with active sediment; nephrology, renal biopsy.', 'Supported'],
    ['N05.9', 'Interstitial nephritis from omeprazole; prednisone.', 'NoDetermination'],
    ['N19', 'Renal failure, creatinine 3.1; nephrology consulted, renally dosed medications.', 'Supported'],
    ['N19', 'Acute kidney injury from dehydration; creatinine 2.4 improved with IV fluids.', 'Unsupported'],
    ['N23', 'Renal colic from a 4 mm UVJ stone; ketorolac and tamsulosin, strain urine.', 'Supported'],
    ['N23', 'Flank pain; CT stone protocol without stone, no renal colic. Musculoskeletal strain.', 'Unsupported'],
    ['N15.1', 'Perinephric abscess on CT; percutaneous drainage by interventional radiology and ceftriaxone.', 'Supported'],
    ['N13.6', 'Pyonephrosis behind an obstructing ureteral stone; emergent decompression with percutaneous nephrostomy and cefepime.', 'Supported'],
    ['N13.2', 'Obstructing 7 mm left ureteral stone with moderate hydronephrosis; cystoscopy with stent by urology.', 'Supported'],
    ['N13.2', 'Nonobstructing 3 mm renal stone, no hydronephrosis; tamsulosin.', 'Unsupported'],
    ['N28.0', 'Left renal infarct on CT with LDH 900 in atrial fibrillation; heparin drip then apixaban.', 'Supported'],
    ['N21.0', 'Large bladder stone; cystolitholapaxy by urology.', 'Supported'],
    ['N32.0', 'Bladder neck contracture after prostatectomy; transurethral incision by urology.', 'Supported'],
    ['N35.9', 'Urethral stricture preventing Foley placement; urology dilated with filiform and followers.', 'Supported'],
    ['N35.9', 'Urethral stricture.', 'NoDetermination'],
    ['N34.1', 'Nongonococcal urethritis; doxycycline.', 'Supported'],
    ['N39.3', 'Stress urinary incontinence; pelvic floor physical therapy.', 'Supported'],
    ['N39.3', 'Mixed urinary incontinence on oxybutynin.', 'Unsupported'],
    ['N39.41', 'Urge incontinence; oxybutynin continued.', 'Supported'],
    ['N39.46', 'Mixed incontinence; mirabegron and pelvic floor exercises.', 'Supported'],
    ['N39.490', 'Overflow incontinence with PVR 600; Foley catheter and tamsulosin.', 'Supported'],
  ])('%s: %s -> %s', (code, text, expected) => {
    expect(resultOf(code, text)).toBe(expected);
  });
});

describe('male genital organs and breast', () => {
  it.each([
    ['N41.0', 'Acute bacterial prostatitis with tender prostate; ciprofloxacin for 4 weeks.', 'Supported'],
    ['N41.0', 'Chronic prostatitis; tamsulosin.', 'Unsupported'],
    ['N41.2', 'Prostatic abscess on CT pelvis; transurethral unroofing by urology and ceftriaxone.', 'Supported'],
    ['N41.9', 'Prostatitis; ciprofloxacin.', 'Supported'],
    ['N43.3', 'Large right hydrocele; hydrocelectomy by urology.', 'Supported'],
    ['N44.00', 'Testicular torsion on scrotal ultrasound; emergent scrotal exploration with detorsion and bilateral orchiopexy.', 'Supported'],
    ['N44.00', 'Scrotal pain; testicular ultrasound with normal flow, no torsion. Epididymitis treated with ceftriaxone and doxycycline.', 'Unsupported'],
    ['N45.1', 'Epididymitis; ceftriaxone and doxycycline, scrotal elevation.', 'Supported'],
    ['N45.1', 'Epididymo-orchitis; levofloxacin.', 'Unsupported'],
    ['N45.2', 'Mumps orchitis.', 'NoDetermination'],
    ['N45.3', 'Epididymo-orchitis on scrotal ultrasound; levofloxacin.', 'Supported'],
    ['N45.4', 'Testicular abscess; orchiectomy by urology.', 'Supported'],
    ['N49.3', "Fournier's gangrene; emergent surgical debridement, vancomycin, piperacillin tazobactam and clindamycin.", 'Supported'],
    ['N49.3', 'Scrotal cellulitis without necrosis; CT without subcutaneous gas, no necrotizing infection. Cefazolin.', 'Unsupported'],
    ['N49.2', 'Scrotal abscess; incision and drainage and clindamycin.', 'Supported'],
    ['N52.9', 'Erectile dysfunction; sildenafil as needed.', 'Supported'],
    ['N52.9', 'Erectile dysfunction.', 'NoDetermination'],
    ['N61.0', 'Mastitis of the left breast; cephalexin, breast ultrasound without abscess.', 'Supported'],
    ['N61.0', 'Breast abscess drained under ultrasound guidance; clindamycin.', 'Unsupported'],
    ['N61.1', 'Breast abscess drained under ultrasound guidance; clindamycin.', 'Supported'],
    ['N61.1', 'Breast ultrasound without abscess; mastitis treated with cephalexin.', 'Unsupported'],
    ['N63.0', 'Palpable left breast mass; diagnostic mammogram and ultrasound guided biopsy arranged.', 'Supported'],
  ])('%s: %s -> %s', (code, text, expected) => {
    expect(resultOf(code, text)).toBe(expected);
  });
});

describe('female pelvic organs and postprocedural kidney failure', () => {
  it.each([
    ['N73.9', 'Pelvic inflammatory disease with cervical motion tenderness; ceftriaxone and doxycycline, GC/chlamydia sent.', 'Supported'],
    ['N73.9', 'No pelvic inflammatory disease; ovarian cyst on pelvic ultrasound.', 'Unsupported'],
    ['N70.93', 'Right tubo-ovarian abscess on transvaginal ultrasound; cefoxitin and doxycycline, IR drainage.', 'Supported'],
    ['N75.1', 'Bartholin abscess; Word catheter placed and sitz baths.', 'Supported'],
    ['N75.1', 'Bartholin cyst, no abscess; sitz baths.', 'Unsupported'],
    ['N75.0', 'Bartholin cyst; sitz baths and gynecology follow up.', 'Supported'],
    ['N76.4', 'Labial abscess; incision and drainage and Bactrim.', 'Supported'],
    ['N80.9', 'Endometriosis with dysmenorrhea; leuprolide per gynecology.', 'Supported'],
    ['N80.9', 'Endometriosis.', 'NoDetermination'],
    ['N81.10', 'Symptomatic cystocele; pessary fitting by urogynecology.', 'Supported'],
    ['N81.6', 'Rectocele; posterior colporrhaphy.', 'Supported'],
    ['N81.4', 'Uterovaginal prolapse; pessary replaced.', 'Supported'],
    ['N81.4', 'Complete uterovaginal prolapse; vaginal hysterectomy.', 'Unsupported'],
    ['N83.201', 'Right ovarian cyst 5 cm on pelvic ultrasound; repeat ultrasound in 6 weeks with gynecology.', 'Supported'],
    ['N83.201', 'Left ovarian cyst 5 cm on pelvic ultrasound; repeat ultrasound in 6 weeks.', 'Unsupported'],
    ['N83.202', 'Ruptured left hemorrhagic ovarian cyst; serial hemoglobin and pain control.', 'Supported'],
    ['N83.209', 'Ovarian cyst on pelvic ultrasound; gynecology follow up.', 'Supported'],
    ['N83.209', 'Right ovarian cyst; gynecology follow up.', 'Unsupported'],
    ['N83.511', 'Right ovarian torsion; laparoscopic detorsion by gynecology.', 'Supported'],
    ['N83.511', 'Left ovarian torsion; laparoscopic detorsion by gynecology.', 'Unsupported'],
    ['N83.512', 'Left ovarian torsion; laparoscopic detorsion by gynecology.', 'Supported'],
    ['N83.519', 'Ovarian torsion; diagnostic laparoscopy with detorsion.', 'Supported'],
    ['N83.519', 'Pelvic pain; doppler ultrasound with normal flow, no ovarian torsion.', 'Unsupported'],
    ['N95.0', 'Postmenopausal bleeding; endometrial biopsy and transvaginal ultrasound.', 'Supported'],
    ['N95.0', 'Denies postmenopausal bleeding.', 'Unsupported'],
    ['N93.9', 'Abnormal uterine bleeding with hemoglobin 6.8; 2 units PRBC transfused and medroxyprogesterone.', 'Supported'],
    ['N93.9', 'Postmenopausal bleeding; endometrial biopsy.', 'Unsupported'],
    ['N99.0', 'Postoperative acute kidney injury after CABG; creatinine peaked at 2.8, nephrology followed, CRRT for 3 days.', 'Supported'],
    ['N99.0', 'Postoperative acute kidney injury from contrast induced nephropathy; IV fluids.', 'Unsupported'],
  ])('%s: %s -> %s', (code, text, expected) => {
    expect(resultOf(code, text)).toBe(expected);
  });
});
