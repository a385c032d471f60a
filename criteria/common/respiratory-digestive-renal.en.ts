import type { CommonCondition } from './condition';
import {
  acidSuppression, antibiotics, antiemetics, biliaryManagement, bronchodilatorsAndInhaledSteroids, endoscopy, infectionWorkup, painCare, qualified, sided,
  steroidsSystemic, transfusion, urinaryWorkup, words,
} from './vocabulary.en';

/**
 * Respiratory (J00-J99), digestive (K00-K95) and genitourinary (N00-N99) conditions where no other
 * entry answers: upper airway infections (J02, J03, J04.0, J05, J36), bronchiolitis and lower
 * respiratory infection (J21, J22), rhinitis, sinus, septum and larynx (J30-J38), bronchitis and
 * chemical pneumonitis (J40, J68), pleural conditions (J94), bronchospasm and other lung disorders
 * (J98); mouth, esophagus, stomach and anorectum (K04-K63), appendicitis with peritonitis,
 * perforation or gangrene (K35), femoral and umbilical hernias (K41, K42), peritoneum, liver, biliary
 * tree and pancreas (K65-K86), stoma and bariatric complications (K94, K95); glomerular disease,
 * renal colic and other kidney conditions (N00-N28), bladder, urethra and incontinence (N21-N39),
 * prostate and male genital organs (N41-N52), breast (N61, N63), female pelvic organs (N73-N95)
 * and postprocedural kidney failure (N99.0). Appended to the common-conditions table
 * (./conditions.en.ts); `conditionPack` turns each entry into a pack.
 *
 * Siblings that differ by side, organism, obstruction, gangrene or cause document and contradict one
 * another with `specificity`: what the note writes otherwise is Unsupported, what it does not write
 * is NoDetermination. The longest phrase wins where two overlap, so names that hold a specificity
 * word are listed there too.
 *
 * Not here: acute pharyngitis of other organisms (J02.8), recurrent tonsillitis (J03.01, J03.91),
 * influenza codes (J09-J11: the influenza entries of the table, and J09/J10.01 are rare enough to
 * leave), chronic bronchitis (J41, J42: its table entry), Barrett's esophagus (K22.7-), umbilical
 * and ventral hernias without obstruction, cholangitis (K83.0-), and every code `is-covered` lists
 * as answered by another pack.
 */

// ------------------------------------------------------------------ shared care

/** Drainage of an abscess: the procedure that treats it, with the culture of what came out. */
const drainage = [
  'incision and drainage', 'i&d', 'i and d', 'drained', 'drainage', 'percutaneous drain', 'percutaneous drainage', 'ct guided drainage', 'ct guided drain',
  'ir drain', 'drain placement', 'needle aspiration', 'aspirated', 'abscess culture', 'wound culture',
];
const surgeryConsult = ['general surgery', 'colorectal surgery', 'surgery consulted', 'surgical consult'];
const entCare = ['ent', 'otolaryngology', 'laryngoscopy', 'nasopharyngoscopy', 'fiberoptic laryngoscopy', 'direct laryngoscopy', 'flexible laryngoscopy'];
const urologyCare = ['urology', 'urology consult', 'urology consulted', 'cystoscopy', 'scrotal ultrasound', 'testicular ultrasound', 'renal ultrasound'];
const gynecologyCare = ['gynecology', 'gyn', 'ob/gyn', 'obgyn', 'pelvic ultrasound', 'transvaginal ultrasound', 'pelvic exam'];
const gastroenterologyCare = words(endoscopy, ['gastroenterology', 'gi consult', 'gi consulted']);

// ------------------------------------------------------------------ upper airway (J02, J03, J04.0, J05, J36)

const strepPharyngitisNames = [
  'strep pharyngitis', 'streptococcal pharyngitis', 'group a strep pharyngitis', 'group a streptococcal pharyngitis', 'strep throat', 'streptococcal sore throat',
  'gas pharyngitis',
];
const pharyngitisNames = ['pharyngitis', 'acute pharyngitis', 'viral pharyngitis', 'exudative pharyngitis', 'sore throat due to pharyngitis'];
const strepTonsillitisNames = ['strep tonsillitis', 'streptococcal tonsillitis', 'acute streptococcal tonsillitis', 'group a strep tonsillitis'];
const tonsillitisNames = ['tonsillitis', 'acute tonsillitis', 'exudative tonsillitis', 'tonsillopharyngitis', 'acute tonsillopharyngitis', 'viral tonsillitis'];
const peritonsillarNames = ['peritonsillar abscess', 'peritonsillar cellulitis', 'quinsy', 'peritonsillar phlegmon'];
const pharyngitisCare = words(antibiotics, ['penicillin', 'penicillin vk', 'bicillin', 'benzathine penicillin', 'rapid strep', 'rapid strep test', 'throat culture', 'dexamethasone', 'viscous lidocaine', 'cepacol', 'throat lozenges']);
const stripResults = ['rapid strep negative', 'negative rapid strep', 'strep test negative', 'throat culture negative', 'negative throat culture'];

const epiglottitisNames = ['epiglottitis', 'acute epiglottitis', 'supraglottitis', 'acute supraglottitis'];
const airwayObstruction = [
  'airway obstruction', 'airway compromise', 'obstructing the airway', 'stridor', 'impending airway obstruction', 'intubated for airway protection',
  'emergent intubation', 'awake fiberoptic intubation', 'tracheostomy', 'surgical airway',
];
const epiglottitisCare = words(antibiotics, entCare, steroidsSystemic, ['dexamethasone', 'lateral neck x ray', 'lateral neck film', 'ct neck', 'icu', 'intensive care unit', 'airway watch', 'heliox']);

// ------------------------------------------------------------------ lower airway (J21, J22, J40, J68, J98.01)

const rsvNames = ['rsv bronchiolitis', 'respiratory syncytial virus bronchiolitis', 'bronchiolitis due to rsv', 'bronchiolitis due to respiratory syncytial virus', 'rsv positive bronchiolitis'];
const hmpvBronchiolitisNames = ['metapneumovirus bronchiolitis', 'human metapneumovirus bronchiolitis', 'hmpv bronchiolitis', 'bronchiolitis due to human metapneumovirus'];
const bronchiolitisNames = ['bronchiolitis', 'acute bronchiolitis', 'viral bronchiolitis'];
const bronchiolitisCare = [
  'nasal suctioning', 'deep suctioning', 'suctioning', 'high flow nasal cannula', 'hfnc', 'supplemental oxygen', 'nasal cannula', 'hypertonic saline',
  'nebulized hypertonic saline', 'ng feeds', 'nasogastric feeds', 'iv fluids', 'respiratory viral panel', 'rsv pcr', 'respiratory pathogen panel', 'cpap',
];

const respiratoryCare = words(bronchodilatorsAndInhaledSteroids, ['supplemental oxygen', 'nasal cannula', 'chest x ray', 'chest xray', 'cxr', 'guaifenesin', 'benzonatate', 'incentive spirometry']);

// ------------------------------------------------------------------ pleura (J94)

const chestTubeCare = [
  'chest tube', 'thoracostomy', 'tube thoracostomy', 'pigtail catheter', 'thoracentesis', 'thoracic surgery', 'cardiothoracic surgery', 'vats',
  'video assisted thoracoscopic surgery', 'decortication', 'pleurodesis', 'pleural fluid', 'interventional pulmonology', 'pulmonology',
];

// ------------------------------------------------------------------ mouth (K04.7, K11, K12)

const mucositisCare = [
  'magic mouthwash', 'viscous lidocaine', 'lidocaine mouthwash', 'salt and baking soda rinse', 'mouth care', 'oral care', 'caphosol', 'palifermin',
  'benzydamine', 'doxepin rinse', 'pain control', 'pca', 'morphine pca', 'hydromorphone pca', 'tpn', 'parenteral nutrition', 'soft diet', 'dose reduced',
  'chemotherapy held', 'held chemotherapy', 'radiation held',
];
const mucositisNames = ['oral mucositis', 'mucositis', 'stomatitis due to chemotherapy', 'oral mucositis grade 1', 'oral mucositis grade 2', 'oral mucositis grade 3', 'oral mucositis grade 4', 'ulcerative mucositis', 'ulcerative oral mucositis'];
const chemoMucositis = [
  'chemotherapy induced mucositis', 'chemotherapy induced oral mucositis', 'chemo induced mucositis', 'mucositis due to chemotherapy', 'oral mucositis due to chemotherapy',
  'mucositis from chemotherapy', 'mucositis secondary to chemotherapy', 'mucositis due to antineoplastic therapy', 'mucositis after chemotherapy', 'methotrexate mucositis',
  'mucositis due to methotrexate', 'fluorouracil mucositis', '5 fu mucositis', 'stomatitis due to chemotherapy', 'chemotherapy related mucositis', 'melphalan mucositis',
];
const radiationMucositis = [
  'radiation mucositis', 'radiation induced mucositis', 'radiation induced oral mucositis', 'mucositis due to radiation', 'mucositis from radiation',
  'mucositis secondary to radiation', 'radiation related mucositis', 'mucositis due to radiotherapy', 'chemoradiation mucositis', 'mucositis from chemoradiation',
];
const drugMucositis = ['drug induced mucositis', 'drug induced stomatitis', 'medication induced mucositis', 'mucositis due to medication', 'mucositis due to drug'];
/** Chemotherapy plus radiation gives both causes: neither contradicts the other. */
const mucositisAll = words(mucositisNames, chemoMucositis, radiationMucositis, drugMucositis);

// ------------------------------------------------------------------ esophagus, stomach (K22, K28, K30, K31.8)

const malloryWeissNames = ['mallory weiss tear', 'mallory weiss syndrome', 'mallory weiss', 'gastroesophageal laceration hemorrhage syndrome'];
const esophagealStrictureNames = [
  'esophageal stricture', 'stricture of the esophagus', 'esophageal stenosis', 'esophageal obstruction', 'peptic stricture', 'peptic esophageal stricture',
  'benign esophageal stricture', 'schatzki ring', 'esophageal ring', 'esophageal web', 'esophageal food impaction', 'food impaction', 'food bolus impaction',
];
const marginalUlcerNames = [
  'marginal ulcer', 'anastomotic ulcer', 'gastrojejunal ulcer', 'marginal ulceration', 'stomal ulcer', 'gastrojejunal anastomotic ulcer', 'jejunal ulcer',
  'ulcer at the gastrojejunal anastomosis', 'ulcer at the gastrojejunostomy',
];
const ulcerBleeding = ['bleeding marginal ulcer', 'marginal ulcer with hemorrhage', 'hemorrhage', 'bleeding', 'visible vessel', 'adherent clot', 'active oozing', 'melena', 'hematemesis', 'coffee ground emesis'];
const ulcerPerforation = ['perforated marginal ulcer', 'perforation', 'perforated', 'free air', 'pneumoperitoneum'];
const angiodysplasiaNames = [
  'gastric angiodysplasia', 'angiodysplasia of the stomach', 'gastric avm', 'gastric arteriovenous malformation', 'gastric angioectasia', 'gastric angioectasias',
  'angioectasia of the stomach', 'gastric vascular ectasia', 'gastric antral vascular ectasia', 'watermelon stomach',
];
const angiodysplasiaBleeding = ['bleeding', 'hemorrhage', 'bleed', 'actively bleeding', 'oozing', 'melena', 'hematemesis', 'acute blood loss anemia', 'transfused', 'transfusion'];

// ------------------------------------------------------------------ appendix (K35)

const appendicitisCare = words(antibiotics, surgeryConsult, drainage, ['appendectomy', 'laparoscopic appendectomy', 'open appendectomy', 'lap appy', 'interval appendectomy', 'ileocecectomy', 'ct abdomen', 'ct abdomen and pelvis']);
const perforatedAppendicitis = [
  'perforated appendicitis', 'ruptured appendicitis', 'perforated appendix', 'ruptured appendix', 'appendiceal perforation', 'appendicitis with perforation',
  'acute appendicitis with perforation', 'complicated appendicitis with perforation',
];
const appendicealAbscess = [
  'appendiceal abscess', 'periappendiceal abscess', 'periappendicular abscess', 'perforated appendicitis with abscess', 'ruptured appendicitis with abscess',
  'appendicitis with abscess', 'appendiceal phlegmon with abscess',
];
const gangrenousAppendicitis = ['gangrenous appendicitis', 'gangrenous appendix', 'necrotic appendix', 'appendicitis with gangrene', 'acute gangrenous appendicitis'];
const generalizedPeritonitis = [
  'generalized peritonitis', 'diffuse peritonitis', 'generalized purulent peritonitis', 'diffuse purulent peritonitis', 'feculent peritonitis', 'four quadrant peritonitis',
  'purulent peritonitis',
];

// ------------------------------------------------------------------ hernias (K41, K42)

const herniaObstructed = ['incarcerated', 'incarceration', 'strangulated', 'strangulation', 'obstructed', 'obstruction', 'irreducible', 'nonreducible', 'non reducible'];
const herniaGangrene = ['gangrene', 'gangrenous', 'necrotic bowel', 'nonviable bowel', 'non viable bowel', 'gangrenous bowel', 'bowel necrosis'];
const herniaCare = [
  'hernia repair', 'herniorrhaphy', 'hernioplasty', 'mesh repair', 'general surgery', 'manual reduction', 'reduced at bedside', 'bedside reduction',
  'exploratory laparotomy', 'laparoscopic repair', 'small bowel resection', 'bowel resection', 'ng tube', 'nasogastric tube', 'bowel rest',
];

/** A hernia kept in by obstruction: "incarcerated umbilical hernia", or the name with an obstruction word in its sentence. */
function obstructedHernia(names: readonly string[]): Pick<CommonCondition, 'terms' | 'namedInParts' | 'refutedBy' | 'backing'> {
  return {
    terms: words(qualified(['incarcerated', 'strangulated', 'obstructed', 'irreducible', 'nonreducible'], names), names.flatMap((n) => [`${n} with obstruction`, `${n} with incarceration`])),
    namedInParts: { terms: names, inSentenceWith: herniaObstructed },
    refutedBy: { instead: words(qualified(['reducible', 'non incarcerated', 'nonincarcerated', 'uncomplicated'], names), names.map((n) => `${n} was reducible`)) },
    backing: { terms: words(names.map((n) => `${n} repair`), herniaCare), abbreviations: ['NGT', 'NPO'] },
  };
}
const umbilicalNames = ['umbilical hernia', 'periumbilical hernia', 'paraumbilical hernia'];
const femoralNames = ['femoral hernia', 'right femoral hernia', 'left femoral hernia'];

// ------------------------------------------------------------------ anorectum (K60-K62)

const anorectalCare = words(antibiotics, drainage, surgeryConsult, [
  'sitz bath', 'sitz baths', 'exam under anesthesia', 'examination under anesthesia', 'seton', 'seton placement', 'fistulotomy', 'fistulectomy', 'stool softener',
  'docusate', 'fiber', 'topical nifedipine', 'nitroglycerin ointment', 'diltiazem ointment', 'botox injection', 'lateral internal sphincterotomy', 'mri pelvis',
]);
const analFissureNames = ['anal fissure', 'fissure in ano', 'anal fissures', 'posterior anal fissure', 'anterior anal fissure', 'acute anal fissure', 'chronic anal fissure'];
const analFistulaNames = ['anal fistula', 'fistula in ano', 'perianal fistula', 'anorectal fistula', 'transsphincteric fistula', 'intersphincteric fistula', 'perianal fistulas'];
const perianalAbscessNames = ['perianal abscess', 'anal abscess', 'perianal abscesses'];
const perirectalAbscessNames = ['perirectal abscess', 'rectal abscess', 'submucosal rectal abscess'];
const anorectalAbscessNames = ['anorectal abscess', 'anorectal abscesses'];
const ischiorectalAbscessNames = ['ischiorectal abscess', 'ischioanal abscess', 'horseshoe abscess', 'ischiorectal fossa abscess'];
const rectalProlapseNames = ['rectal prolapse', 'prolapsed rectum', 'procidentia', 'full thickness rectal prolapse', 'prolapse of the rectum'];
const radiationProctitisNames = ['radiation proctitis', 'radiation proctopathy', 'chronic radiation proctitis', 'radiation induced proctitis', 'proctitis due to radiation'];

// ------------------------------------------------------------------ intestine, peritoneum (K56.1, K63, K65, K66, K68)

const perforationNames = [
  'bowel perforation', 'intestinal perforation', 'perforated bowel', 'perforated viscus', 'small bowel perforation', 'colonic perforation', 'perforated colon',
  'perforation of the colon', 'perforation of the small bowel', 'cecal perforation', 'perforated cecum', 'sigmoid perforation', 'hollow viscus perforation',
];
const perforationCare = words(antibiotics, surgeryConsult, [
  'exploratory laparotomy', 'ex lap', 'bowel resection', 'small bowel resection', 'colectomy', 'hartmann procedure', 'hartmann', 'end colostomy',
  'primary repair', 'oversew', 'bowel rest', 'npo', 'ng tube', 'ct abdomen',
]);
const intestinalFistulaNames = ['enterocutaneous fistula', 'enteroenteric fistula', 'enterovesical fistula', 'colovesical fistula', 'colocutaneous fistula', 'enterocolic fistula', 'intestinal fistula', 'enteric fistula', 'colovaginal fistula', 'enterovaginal fistula'];
const fistulaCare = words(surgeryConsult, antibiotics, ['wound ostomy nurse', 'ostomy nurse', 'wocn', 'fistula output', 'fistula bag', 'wound vac', 'tpn', 'parenteral nutrition', 'octreotide', 'fistulogram', 'ct abdomen', 'colectomy', 'bowel resection', 'fistula takedown']);
const colonPolypNames = ['colon polyp', 'colonic polyp', 'polyp of the colon', 'polyp of colon', 'colon polyps', 'colonic polyps', 'sessile polyp', 'pedunculated polyp', 'sigmoid polyp', 'cecal polyp', 'transverse colon polyp', 'hyperplastic polyp', 'tubular adenoma', 'tubulovillous adenoma'];
const polypCare = ['polypectomy', 'snare polypectomy', 'cold snare', 'hot snare', 'endoscopic mucosal resection', 'emr', 'colonoscopy', 'flexible sigmoidoscopy', 'gastroenterology', 'pathology', 'surveillance colonoscopy', 'repeat colonoscopy'];
const intussusceptionNames = ['intussusception', 'ileocolic intussusception', 'small bowel intussusception', 'enteroenteric intussusception', 'colocolic intussusception', 'jejunojejunal intussusception'];
const peritonitisNames = ['peritonitis', 'acute peritonitis', 'bacterial peritonitis', 'secondary peritonitis', 'generalized peritonitis', 'diffuse peritonitis', 'purulent peritonitis', 'fecal peritonitis', 'feculent peritonitis', 'peritonitis due to perforation'];
const adhesionNames = ['peritoneal adhesions', 'abdominal adhesions', 'intraabdominal adhesions', 'intra abdominal adhesions', 'adhesive disease', 'dense adhesions', 'extensive adhesions', 'pelvic adhesions'];
const psoasAbscessNames = ['psoas abscess', 'iliopsoas abscess', 'psoas muscle abscess', 'right psoas abscess', 'left psoas abscess'];
const retroperitonealAbscessNames = ['retroperitoneal abscess', 'retroperitoneal abscesses', 'retroperitoneal fluid collection with abscess'];

// ------------------------------------------------------------------ liver, biliary, pancreas (K73, K75, K82, K83.1, K86)

const liverAbscessNames = ['liver abscess', 'hepatic abscess', 'pyogenic liver abscess', 'amebic liver abscess', 'liver abscesses', 'hepatic abscesses', 'abscess of the liver', 'klebsiella liver abscess', 'cholangitic abscess'];
const autoimmuneHepatitisNames = ['autoimmune hepatitis', 'type 1 autoimmune hepatitis', 'lupoid hepatitis'];
const chronicHepatitisNames = ['chronic hepatitis', 'chronic active hepatitis', 'chronic persistent hepatitis', 'chronic hepatitis unspecified'];
/** Chronic viral hepatitis is B18-: a virus named is another code. */
const viralChronicHepatitis = ['chronic hepatitis b', 'chronic hepatitis c', 'hepatitis c', 'hepatitis b', 'chronic hbv', 'chronic hcv', 'hcv', 'hbv'];
const biliaryObstructionNames = [
  'biliary obstruction', 'bile duct obstruction', 'obstruction of the bile duct', 'common bile duct obstruction', 'cbd obstruction', 'biliary stricture',
  'bile duct stricture', 'common bile duct stricture', 'cbd stricture', 'malignant biliary obstruction', 'obstructive jaundice', 'extrahepatic biliary obstruction',
  'benign biliary stricture', 'hilar stricture',
];
/** Stones in the duct are choledocholithiasis (K80.3-/K80.5-), another code. */
const ductStones = ['choledocholithiasis', 'common bile duct stone', 'cbd stone', 'bile duct stone', 'retained stone', 'cholangitis'];
const gallbladderSludgeNames = ['gallbladder sludge', 'biliary sludge', 'sludge in the gallbladder', 'gallbladder sludge ball', 'sludge ball'];
const gallbladderHydropsNames = ['hydrops of the gallbladder', 'gallbladder hydrops', 'mucocele of the gallbladder', 'gallbladder mucocele'];
const gallbladderPerforationNames = ['gallbladder perforation', 'perforated gallbladder', 'perforation of the gallbladder', 'ruptured gallbladder'];
const pseudocystNames = ['pancreatic pseudocyst', 'pseudocyst of the pancreas', 'pseudocyst', 'peripancreatic pseudocyst', 'infected pseudocyst', 'pancreatic pseudocysts'];
const pseudocystCare = ['cystgastrostomy', 'endoscopic cystgastrostomy', 'endoscopic drainage', 'eus guided drainage', 'percutaneous drain', 'percutaneous drainage', 'lumen apposing metal stent', 'axios stent', 'ct abdomen', 'mri abdomen', 'gastroenterology', 'interventional radiology', 'surgery'];

// ------------------------------------------------------------------ stomas and bariatric (K94, K95)

const gastrostomyNames = ['gastrostomy', 'gastrostomy tube', 'g tube', 'peg tube', 'peg', 'percutaneous endoscopic gastrostomy', 'peg site', 'g tube site', 'gastrostomy site', 'gj tube', 'gastrojejunostomy tube'];
const colostomyNames = ['colostomy', 'colostomy site', 'end colostomy', 'loop colostomy', 'sigmoid colostomy', 'transverse colostomy'];
const ileostomyNames = ['ileostomy', 'ileostomy site', 'end ileostomy', 'loop ileostomy', 'diverting ileostomy', 'jejunostomy', 'enterostomy'];
const stomaInfection = ['infection', 'infected', 'cellulitis', 'abscess', 'purulent drainage', 'erythema and induration'];
const stomaMalfunction = [
  'malfunction', 'malfunctioning', 'dislodged', 'dislodgement', 'dislodgment', 'fell out', 'pulled out', 'clogged', 'occluded', 'blocked', 'obstructed', 'leaking',
  'leakage', 'buried bumper', 'migrated', 'displaced', 'not functioning', 'retracted', 'prolapsed', 'stenosis', 'stomal stenosis', 'high output', 'no output',
];
const stomaHemorrhage = ['bleeding', 'hemorrhage', 'bloody output'];
const gastrostomyCare = [
  'g tube replaced', 'replaced g tube', 'peg replaced', 'gastrostomy tube replaced', 'g tube exchange', 'tube exchange', 'replacement g tube', 'ir exchange',
  'interventional radiology', 'replaced at bedside', 'replaced by ir', 'foley placed in the tract', 'tube declogged', 'clog zapper', 'flushed', 'gastrostomy tube study',
  'tube study', 'contrast study', 'gastroenterology', 'general surgery', 'wound care', 'antibiotics', 'cephalexin', 'keflex', 'bactrim', 'doxycycline',
];
const ostomyCare = words(antibiotics, surgeryConsult, ['wound ostomy nurse', 'ostomy nurse', 'wocn', 'wound care', 'stoma revision', 'ostomy revision', 'pouching system', 'stoma appliance', 'loperamide', 'iv fluids', 'ct abdomen', 'drained']);
const gastricBandNames = ['gastric band', 'lap band', 'laparoscopic adjustable gastric band', 'adjustable gastric band', 'lap band port', 'gastric band port'];
const bariatricCare = ['band removal', 'lap band removal', 'band deflated', 'band deflation', 'port removal', 'bariatric surgery', 'general surgery', 'upper gi series', 'egd', 'antibiotics', 'cefazolin', 'vancomycin'];

// ------------------------------------------------------------------ kidney (N00-N28)

const glomerularCare = [
  'nephrology', 'renal biopsy', 'kidney biopsy', 'urine protein creatinine ratio', 'upcr', 'urine protein to creatinine ratio', '24 hour urine protein',
  'proteinuria', 'urine microscopy', 'complement levels', 'anca', 'anti gbm', 'pla2r', 'prednisone', 'methylprednisolone', 'pulse steroids', 'cyclophosphamide',
  'rituximab', 'tacrolimus', 'mycophenolate', 'plasmapheresis', 'plasma exchange', 'lisinopril', 'losartan', 'acei', 'arb', 'furosemide', 'albumin and furosemide',
  'statin', 'atorvastatin', 'anticoagulation',
];
const nephroticNames = ['nephrotic syndrome', 'nephrotic range proteinuria with edema', 'nephrosis', 'nephrotic'];
const nephroticKinds = ['minimal change disease', 'minimal change nephrotic syndrome', 'membranous nephropathy', 'focal segmental glomerulosclerosis', 'fsgs', 'membranoproliferative glomerulonephritis', 'diabetic nephropathy', 'lupus nephritis', 'amyloidosis'];
const glomerulonephritisNames = ['glomerulonephritis', 'nephritic syndrome', 'nephritis', 'glomerular disease', 'proliferative glomerulonephritis'];
const renalFailureNames = ['renal failure', 'kidney failure', 'renal insufficiency', 'renal impairment', 'impaired renal function', 'renal dysfunction', 'kidney dysfunction'];
/** A stated acuity is AKI (N17) or CKD (N18): another code than the unspecified failure. */
const renalFailureKinds = [
  'acute renal failure', 'acute kidney failure', 'acute kidney injury', 'aki', 'acute renal insufficiency', 'chronic renal failure', 'chronic kidney failure',
  'chronic kidney disease', 'ckd', 'chronic renal insufficiency', 'end stage renal disease', 'esrd', 'acute on chronic renal failure', 'acute on chronic kidney injury',
];
const renalColicNames = ['renal colic', 'ureteral colic', 'flank pain due to stone', 'nephrolithiasis with renal colic', 'kidney stone pain'];
const renalColicCare = words(painCare, ['ketorolac', 'toradol', 'tamsulosin', 'flomax', 'medical expulsive therapy', 'strain urine', 'strained urine', 'ct renal stone protocol', 'ct stone protocol', 'ct kub', 'renal ultrasound', 'urology']);
const renalAbscessNames = ['renal abscess', 'perinephric abscess', 'perirenal abscess', 'kidney abscess', 'renal carbuncle', 'intrarenal abscess'];
const pyonephrosisNames = ['pyonephrosis', 'infected hydronephrosis', 'obstructed infected kidney', 'infected obstructed kidney', 'obstructive pyelonephritis'];
const renalInfarctNames = ['renal infarct', 'renal infarction', 'kidney infarct', 'kidney infarction', 'infarction of the kidney', 'renal artery embolism', 'renal artery thrombosis'];
const hydroStone = ['hydronephrosis', 'hydroureteronephrosis', 'hydroureter'];
const stoneWords = ['stone', 'calculus', 'obstructing stone', 'obstructing calculus', 'ureteral stone', 'ureteral calculus', 'ureterolithiasis', 'nephrolithiasis', 'ureterovesical junction stone', 'uvj stone', 'upj stone', 'kidney stone'];
const stoneDecompression = ['ureteral stent', 'double j stent', 'ureteral stent placement', 'cystoscopy with stent', 'nephrostomy', 'percutaneous nephrostomy', 'ureteroscopy', 'laser lithotripsy', 'lithotripsy', 'eswl', 'tamsulosin', 'flomax', 'urology'];

// ------------------------------------------------------------------ bladder, urethra, incontinence (N21, N32, N35, N39)

const bladderStoneNames = ['bladder stone', 'bladder calculus', 'vesical calculus', 'bladder stones', 'cystolithiasis', 'bladder calculi'];
const urethralStrictureNames = ['urethral stricture', 'stricture of the urethra', 'urethral stenosis', 'urethral stricture disease', 'bulbar urethral stricture', 'meatal stenosis'];
const urethralStrictureCare = ['urethral dilation', 'urethral dilatation', 'dilated', 'filiform and followers', 'coude catheter', 'council catheter', 'flexible cystoscopy', 'cystoscopy', 'suprapubic catheter', 'urethroplasty', 'urethrotomy', 'direct vision internal urethrotomy', 'urology'];
const urethritisNames = ['urethritis', 'nongonococcal urethritis', 'non gonococcal urethritis', 'nonspecific urethritis'];
const incontinenceCare = ['pelvic floor physical therapy', 'pelvic floor exercises', 'kegel exercises', 'oxybutynin', 'ditropan', 'tolterodine', 'detrol', 'solifenacin', 'vesicare', 'trospium', 'mirabegron', 'myrbetriq', 'vibegron', 'gemtesa', 'fesoterodine', 'toviaz', 'timed voiding', 'bladder training', 'urology', 'urogynecology', 'pessary', 'sling', 'midurethral sling', 'incontinence pads', 'briefs', 'bladder scan', 'post void residual', 'straight catheterization', 'intermittent catheterization'];
const stressIncontinenceNames = ['stress incontinence', 'stress urinary incontinence', 'genuine stress incontinence'];
const urgeIncontinenceNames = ['urge incontinence', 'urge urinary incontinence', 'urgency incontinence'];
const mixedIncontinenceNames = ['mixed incontinence', 'mixed urinary incontinence', 'mixed stress and urge incontinence', 'stress and urge incontinence'];
const overflowIncontinenceNames = ['overflow incontinence', 'overflow urinary incontinence'];

// ------------------------------------------------------------------ male genital (N41-N52)

const prostatitisCare = words(antibiotics, urologyCare, ['tamsulosin', 'urine culture', 'prostate ultrasound', 'transrectal ultrasound', 'ct pelvis', 'foley', 'suprapubic catheter']);
const acuteProstatitisNames = ['acute prostatitis', 'acute bacterial prostatitis'];
const chronicProstatitisNames = ['chronic prostatitis', 'chronic bacterial prostatitis', 'chronic pelvic pain syndrome'];
const prostateAbscessNames = ['prostatic abscess', 'prostate abscess', 'abscess of the prostate'];
const scrotalCare = words(antibiotics, urologyCare, ['scrotal elevation', 'scrotal support', 'ice packs', 'ibuprofen', 'nsaids', 'ceftriaxone and doxycycline', 'gonorrhea and chlamydia testing', 'gc/chlamydia', 'urine culture', 'urinalysis']);
const epididymitisNames = ['epididymitis', 'acute epididymitis'];
const orchitisNames = ['orchitis', 'acute orchitis', 'mumps orchitis'];
const epididymoOrchitisNames = ['epididymo orchitis', 'epididymoorchitis', 'orchiepididymitis', 'epididymitis and orchitis', 'orchitis and epididymitis'];
const scrotalAbscessNames = ['testicular abscess', 'epididymal abscess', 'abscess of the epididymis', 'abscess of the testis', 'intratesticular abscess'];
const torsionNames = ['testicular torsion', 'torsion of the testis', 'torsion of testis', 'spermatic cord torsion', 'torsion of the spermatic cord', 'torsed testicle', 'torsed testis', 'right testicular torsion', 'left testicular torsion'];
const torsionCare = ['orchiopexy', 'bilateral orchiopexy', 'scrotal exploration', 'emergent scrotal exploration', 'detorsion', 'manual detorsion', 'orchiectomy', 'orchidectomy', 'scrotal ultrasound', 'testicular ultrasound', 'doppler ultrasound', 'urology'];
const hydroceleNames = ['hydrocele', 'scrotal hydrocele', 'communicating hydrocele', 'noncommunicating hydrocele', 'right hydrocele', 'left hydrocele', 'bilateral hydroceles'];
const fournierNames = ['fournier gangrene', "fournier's gangrene", 'fourniers gangrene', 'necrotizing fasciitis of the perineum', 'perineal necrotizing fasciitis', 'necrotizing fasciitis of the scrotum', 'scrotal necrotizing fasciitis', 'fournier'];
const fournierCare = words(antibiotics, urologyCare, surgeryConsult, ['surgical debridement', 'debridement', 'serial debridement', 'radical debridement', 'wound vac', 'negative pressure wound therapy', 'diverting colostomy', 'suprapubic catheter', 'clindamycin', 'hyperbaric oxygen', 'icu']);
const edNames = ['erectile dysfunction', 'impotence', 'vasculogenic erectile dysfunction', 'organic impotence'];
const edCare = ['sildenafil', 'viagra', 'tadalafil', 'cialis', 'vardenafil', 'levitra', 'avanafil', 'alprostadil', 'caverject', 'penile prosthesis', 'vacuum erection device', 'pde5 inhibitor', 'urology'];

// ------------------------------------------------------------------ breast and female pelvic organs (N61, N63, N70-N95)

const mastitisNames = ['mastitis', 'breast cellulitis', 'cellulitis of the breast', 'acute mastitis', 'nonpuerperal mastitis', 'periductal mastitis', 'infective mastitis'];
const breastAbscessNames = ['breast abscess', 'abscess of the breast', 'subareolar abscess', 'periareolar abscess', 'mammary abscess'];
const breastCare = words(antibiotics, drainage, ['breast ultrasound', 'ultrasound guided aspiration', 'breast surgery', 'general surgery', 'warm compresses']);
const breastLumpNames = ['breast mass', 'breast lump', 'lump in the breast', 'mass in the breast', 'palpable breast mass', 'breast nodule', 'right breast mass', 'left breast mass'];
const breastLumpCare = ['mammogram', 'diagnostic mammogram', 'mammography', 'breast ultrasound', 'breast biopsy', 'core needle biopsy', 'ultrasound guided biopsy', 'breast surgery', 'breast clinic', 'breast mri'];
const pidNames = ['pelvic inflammatory disease', 'salpingitis', 'pelvic inflammatory disease due to chlamydia', 'acute pelvic inflammatory disease'];
const pidCare = words(antibiotics, gynecologyCare, ['ceftriaxone and doxycycline', 'cefoxitin and doxycycline', 'cefotetan', 'clindamycin and gentamicin', 'gonorrhea and chlamydia testing', 'gc/chlamydia', 'nucleic acid amplification test', 'naat', 'partner treatment', 'expedited partner therapy']);
const tuboOvarianNames = ['tubo ovarian abscess', 'tuboovarian abscess', 'salpingo oophoritis', 'salpingoophoritis', 'tubo ovarian complex', 'pyosalpinx'];
const bartholinAbscessNames = ['bartholin abscess', "bartholin's abscess", 'bartholin gland abscess', 'abscess of bartholin gland', 'bartholin duct abscess'];
const bartholinCare = words(antibiotics, gynecologyCare, ['word catheter', 'marsupialization', 'incision and drainage', 'i&d', 'sitz bath', 'sitz baths', 'drained']);
const vulvarAbscessNames = ['vulvar abscess', 'labial abscess', 'abscess of the vulva', 'abscess of the labia', 'labia majora abscess', 'vulvar cellulitis with abscess'];
const endometriosisNames = ['endometriosis', 'pelvic endometriosis', 'endometrioma', 'endometriomas', 'ovarian endometrioma', 'deep infiltrating endometriosis', 'peritoneal endometriosis'];
const endometriosisCare = words(gynecologyCare, ['leuprolide', 'lupron', 'elagolix', 'orilissa', 'relugolix', 'norethindrone', 'dienogest', 'oral contraceptive', 'combined oral contraceptive', 'depo provera', 'medroxyprogesterone', 'levonorgestrel iud', 'mirena', 'diagnostic laparoscopy', 'laparoscopic excision', 'ablation of endometriosis', 'hysterectomy', 'nsaids', 'ketorolac', 'naproxen', 'ibuprofen']);
const prolapseCare = ['pessary', 'pessary fitting', 'pessary removed', 'pessary replaced', 'urogynecology', 'gynecology', 'vaginal estrogen', 'estradiol cream', 'premarin cream', 'colporrhaphy', 'anterior colporrhaphy', 'posterior colporrhaphy', 'sacrocolpopexy', 'vaginal hysterectomy', 'pelvic floor physical therapy', 'post void residual', 'bladder scan'];
const cystoceleNames = ['cystocele', 'anterior vaginal wall prolapse', 'bladder prolapse', 'prolapsed bladder', 'anterior compartment prolapse'];
const rectoceleNames = ['rectocele', 'posterior vaginal wall prolapse', 'posterior compartment prolapse'];
const uterineProlapseNames = ['uterine prolapse', 'uterovaginal prolapse', 'prolapsed uterus', 'pelvic organ prolapse', 'uterine procidentia', 'uterine descensus'];
const ovarianCystPatterns = ['{side} ovarian cyst', '{side} ovary cyst', '{side} adnexal cyst', 'cyst of the {side} ovary', '{side} hemorrhagic ovarian cyst', '{side} simple ovarian cyst', 'ruptured {side} ovarian cyst', '{side} ruptured ovarian cyst', '{side} functional ovarian cyst', '{side} corpus luteum cyst', '{side} follicular cyst', '{side} hemorrhagic cyst'];
const ovarianCystUnsided = ['ovarian cyst', 'ovarian cysts', 'adnexal cyst', 'hemorrhagic ovarian cyst', 'simple ovarian cyst', 'ruptured ovarian cyst', 'functional ovarian cyst', 'corpus luteum cyst', 'hemorrhagic corpus luteum cyst'];
const ovarianCystCare = words(gynecologyCare, painCare, ['repeat ultrasound', 'follow up ultrasound', 'cystectomy', 'ovarian cystectomy', 'laparoscopic cystectomy', 'oophorectomy', 'diagnostic laparoscopy', 'ca 125', 'ca-125', 'serial hemoglobin']);
const torsionPatterns = ['{side} ovarian torsion', 'torsion of the {side} ovary', '{side} adnexal torsion', 'torsed {side} ovary', '{side} ovary torsed', '{side} ovary torsion', 'torsion of {side} ovary'];
const torsionUnsided = ['ovarian torsion', 'adnexal torsion', 'torsion of the ovary', 'torsed ovary', 'ovarian and adnexal torsion'];
/** What the work-up of a suspected torsion finds instead. */
const torsionExcluded = ['no torsion', 'normal ovarian flow', 'normal doppler flow to both ovaries'];
const ovarianTorsionCare = words(gynecologyCare, ['detorsion', 'laparoscopic detorsion', 'diagnostic laparoscopy', 'oophorectomy', 'salpingo oophorectomy', 'oophoropexy', 'doppler ultrasound', 'pelvic ultrasound with doppler']);
const ovaryRight = sided(['right'], torsionPatterns);
const ovaryLeft = sided(['left'], torsionPatterns);
const cystRight = sided(['right'], ovarianCystPatterns);
const cystLeft = sided(['left'], ovarianCystPatterns);
const pmbNames = ['postmenopausal bleeding', 'post menopausal bleeding', 'postmenopausal vaginal bleeding', 'postmenopausal uterine bleeding', 'bleeding after menopause'];
const pmbCare = words(gynecologyCare, ['endometrial biopsy', 'endometrial stripe', 'endometrial thickness', 'hysteroscopy', 'dilation and curettage', 'd&c', 'pap smear', 'tranexamic acid', 'transfusion']);
const aubNames = ['abnormal uterine bleeding', 'dysfunctional uterine bleeding', 'abnormal vaginal bleeding', 'irregular uterine bleeding', 'metrorrhagia', 'menometrorrhagia'];
const aubCare = words(gynecologyCare, transfusion, ['medroxyprogesterone', 'provera', 'norethindrone', 'oral contraceptive', 'high dose estrogen', 'premarin iv', 'tranexamic acid', 'lysteda', 'endometrial biopsy', 'dilation and curettage', 'd&c', 'hysteroscopy', 'iron', 'ferrous sulfate', 'iv iron']);

// ------------------------------------------------------------------ entries

export const respiratoryDigestiveRenalConditions: readonly CommonCondition[] = [
  // ================================================================ upper airway
  {
    id: 'strep-pharyngitis',
    title: 'Streptococcal pharyngitis',
    kind: 'episodic',
    codes: ['J020'],
    terms: strepPharyngitisNames,
    backing: { terms: pharyngitisCare },
    refutedBy: { absent: ['strep', 'group a strep', 'rapid strep', 'streptococcal infection'], instead: words(stripResults, ['viral pharyngitis']) },
  },
  {
    // Unspecified (J02.9): strep named is J02.0.
    id: 'pharyngitis',
    title: 'Acute pharyngitis, unspecified',
    kind: 'episodic',
    codes: ['J029'],
    terms: pharyngitisNames,
    pseudo: ['chronic pharyngitis'],
    backing: { terms: pharyngitisCare },
    specificity: { otherKinds: words(strepPharyngitisNames, peritonsillarNames) },
  },
  {
    id: 'strep-tonsillitis',
    title: 'Acute streptococcal tonsillitis, unspecified',
    kind: 'episodic',
    codes: ['J0300'],
    terms: strepTonsillitisNames,
    backing: { terms: pharyngitisCare },
    refutedBy: { instead: stripResults },
  },
  {
    id: 'tonsillitis',
    title: 'Acute tonsillitis, unspecified',
    kind: 'episodic',
    codes: ['J0390'],
    terms: tonsillitisNames,
    backing: { terms: words(pharyngitisCare, entCare) },
    specificity: { otherKinds: words(strepTonsillitisNames, peritonsillarNames, ['recurrent tonsillitis', 'chronic tonsillitis']) },
  },
  {
    id: 'peritonsillar-abscess',
    title: 'Peritonsillar abscess',
    kind: 'episodic',
    codes: ['J36'],
    terms: peritonsillarNames,
    abbreviations: ['PTA'],
    backing: { terms: words(antibiotics, entCare, drainage, steroidsSystemic, ['ct neck', 'ct soft tissue neck', 'dexamethasone', 'tonsillectomy', 'quinsy tonsillectomy']) },
    refutedBy: { absent: ['abscess', 'drainable collection', 'fluid collection'], instead: ['tonsillitis without abscess', 'peritonsillar cellulitis without abscess'] },
  },
  {
    id: 'acute-laryngitis',
    title: 'Acute laryngitis',
    kind: 'episodic',
    codes: ['J040'],
    terms: ['laryngitis', 'acute laryngitis', 'viral laryngitis'],
    pseudo: ['chronic laryngitis', 'reflux laryngitis'],
    backing: { terms: words(entCare, ['voice rest', 'humidified air', 'dexamethasone', 'racemic epinephrine']) },
  },
  {
    id: 'croup',
    title: 'Acute obstructive laryngitis [croup]',
    kind: 'episodic',
    codes: ['J050'],
    terms: ['croup', 'viral croup', 'laryngotracheobronchitis', 'laryngotracheitis', 'acute obstructive laryngitis', 'spasmodic croup'],
    backing: { terms: ['dexamethasone', 'decadron', 'racemic epinephrine', 'nebulized epinephrine', 'heliox', 'humidified air', 'cool mist', 'westley croup score', 'westley score'] },
  },
  {
    id: 'epiglottitis',
    title: 'Acute epiglottitis without obstruction',
    kind: 'episodic',
    codes: ['J0510'],
    terms: epiglottitisNames,
    backing: { terms: epiglottitisCare },
    specificity: { contradictedBy: airwayObstruction },
  },
  {
    id: 'epiglottitis-with-obstruction',
    title: 'Acute epiglottitis with obstruction',
    kind: 'episodic',
    codes: ['J0511'],
    terms: words(epiglottitisNames, ['obstructing epiglottitis', 'epiglottitis with airway obstruction', 'epiglottitis with obstruction']),
    backing: { terms: epiglottitisCare },
    specificity: { documentedBy: words(airwayObstruction, ['obstructing epiglottitis', 'epiglottitis with airway obstruction', 'epiglottitis with obstruction']), contradictedBy: ['no airway obstruction', 'airway patent', 'airway was patent', 'no stridor', 'without obstruction'] },
  },

  // ================================================================ lower airway
  {
    id: 'rsv-bronchiolitis',
    title: 'Acute bronchiolitis due to respiratory syncytial virus',
    kind: 'episodic',
    codes: ['J210'],
    terms: rsvNames,
    namedInParts: { terms: bronchiolitisNames, inSentenceWith: ['rsv', 'respiratory syncytial virus', 'rsv positive', 'positive for rsv'] },
    backing: { terms: bronchiolitisCare },
    refutedBy: { instead: ['rsv negative', 'negative for rsv', 'rsv pcr negative', 'rsv not detected'] },
  },
  {
    id: 'hmpv-bronchiolitis',
    title: 'Acute bronchiolitis due to human metapneumovirus',
    kind: 'episodic',
    codes: ['J211'],
    terms: hmpvBronchiolitisNames,
    namedInParts: { terms: bronchiolitisNames, inSentenceWith: ['metapneumovirus', 'human metapneumovirus', 'hmpv'] },
    backing: { terms: bronchiolitisCare },
  },
  {
    // Unspecified (J21.9): a virus named is J21.0 / J21.1 / J21.8.
    id: 'bronchiolitis',
    title: 'Acute bronchiolitis, unspecified',
    kind: 'episodic',
    codes: ['J219'],
    terms: bronchiolitisNames,
    pseudo: ['bronchiolitis obliterans', 'obliterative bronchiolitis', 'respiratory bronchiolitis'],
    backing: { terms: bronchiolitisCare },
    specificity: { otherKinds: words(rsvNames, hmpvBronchiolitisNames), contradictedBy: ['rsv positive', 'positive for rsv', 'rsv detected', 'metapneumovirus detected', 'rhinovirus detected'] },
  },
  {
    id: 'acute-lower-respiratory-infection',
    title: 'Unspecified acute lower respiratory infection',
    kind: 'episodic',
    codes: ['J22'],
    terms: ['lower respiratory tract infection', 'acute lower respiratory tract infection', 'acute lower respiratory infection', 'lower respiratory infection', 'chest infection'],
    abbreviations: ['LRTI'],
    backing: { terms: words(antibiotics, respiratoryCare, ['sputum culture', 'respiratory viral panel']) },
    // Pneumonia or bronchitis named is a more specific code.
    specificity: { otherKinds: ['pneumonia', 'community acquired pneumonia', 'acute bronchitis', 'bronchitis'] },
  },
  {
    // Bronchitis not specified as acute or chronic (J40).
    id: 'bronchitis-unspecified',
    title: 'Bronchitis, not specified as acute or chronic',
    kind: 'episodic',
    codes: ['J40'],
    terms: ['bronchitis', 'tracheobronchitis', 'catarrhal bronchitis'],
    pseudo: ['bronchitis obliterans'],
    backing: { terms: words(antibiotics, respiratoryCare) },
    specificity: { otherKinds: ['acute bronchitis', 'chronic bronchitis', 'chronic obstructive bronchitis'] },
  },
  {
    id: 'chemical-pneumonitis',
    title: 'Bronchitis and pneumonitis due to chemicals, gases, fumes and vapors',
    kind: 'episodic',
    codes: ['J680'],
    terms: [
      'chemical pneumonitis', 'inhalation injury', 'toxic inhalation injury', 'smoke inhalation injury', 'chemical bronchitis', 'pneumonitis due to fumes',
      'pneumonitis due to chemical inhalation', 'chlorine gas inhalation', 'toxic fume inhalation', 'inhalational lung injury', 'chemical inhalation injury',
    ],
    backing: { terms: words(respiratoryCare, steroidsSystemic, ['bronchoscopy', 'carboxyhemoglobin', 'hyperbaric oxygen', 'poison control', 'toxicology', 'intubated', 'mechanical ventilation', 'nebulized heparin']) },
    refutedBy: { instead: ['aspiration pneumonitis', 'gastric aspiration', 'chemical pneumonitis from aspiration', 'chemical pneumonitis due to aspiration'] },
  },
  {
    id: 'acute-bronchospasm',
    title: 'Acute bronchospasm',
    kind: 'episodic',
    codes: ['J9801'],
    terms: ['bronchospasm', 'acute bronchospasm', 'reactive airway', 'bronchospastic', 'wheezing due to bronchospasm'],
    pseudo: ['exercise induced bronchospasm'],
    backing: { terms: words(bronchodilatorsAndInhaledSteroids, steroidsSystemic, ['magnesium sulfate', 'epinephrine', 'terbutaline']) },
    specificity: { otherKinds: ['asthma exacerbation', 'copd exacerbation', 'status asthmaticus'] },
  },
  {
    id: 'diaphragm-disorder',
    title: 'Disorders of diaphragm',
    kind: 'chronic',
    codes: ['J986'],
    terms: ['diaphragmatic paralysis', 'paralyzed diaphragm', 'hemidiaphragm paralysis', 'paralyzed hemidiaphragm', 'diaphragm paralysis', 'diaphragmatic eventration', 'eventration of the diaphragm', 'phrenic nerve palsy', 'diaphragmatic weakness', 'diaphragmatic dysfunction'],
    backing: { terms: ['sniff test', 'fluoroscopic sniff test', 'diaphragm ultrasound', 'pulmonary function tests', 'bipap', 'noninvasive ventilation', 'diaphragm plication', 'pulmonology'] },
  },
  {
    id: 'laryngeal-edema',
    title: 'Edema of larynx',
    kind: 'episodic',
    codes: ['J384'],
    terms: ['laryngeal edema', 'edema of the larynx', 'supraglottic edema', 'glottic edema', 'post extubation laryngeal edema', 'airway edema', 'vocal cord edema'],
    pseudo: ['cuff leak'],
    backing: { terms: words(entCare, steroidsSystemic, ['dexamethasone', 'racemic epinephrine', 'heliox', 'cuff leak test', 'reintubated', 'reintubation']) },
  },
  {
    id: 'vocal-cord-dysfunction',
    title: 'Other diseases of vocal cords (vocal cord dysfunction)',
    kind: 'chronic',
    codes: ['J383'],
    terms: ['vocal cord dysfunction', 'paradoxical vocal cord motion', 'paradoxical vocal fold motion', 'vocal fold dysfunction', 'inducible laryngeal obstruction', 'vocal cord nodules', 'vocal cord polyp', 'vocal fold nodules'],
    abbreviations: ['VCD', 'PVFM'],
    backing: { terms: words(entCare, ['speech therapy', 'speech language pathology', 'laryngeal control therapy', 'heliox', 'breathing exercises']) },
    refutedBy: { instead: ['vocal cord paralysis', 'vocal fold paralysis'] },
  },
  {
    id: 'vocal-cord-paralysis-unilateral',
    title: 'Paralysis of vocal cords and larynx, unilateral',
    kind: 'chronic',
    codes: ['J3801'],
    terms: words(sided(['right', 'left'], ['{side} vocal cord paralysis', '{side} vocal fold paralysis', '{side} vocal cord paresis', '{side} vocal fold paresis', 'paralysis of the {side} vocal cord', '{side} recurrent laryngeal nerve palsy', '{side} recurrent laryngeal nerve injury']), ['unilateral vocal cord paralysis', 'unilateral vocal fold paralysis', 'unilateral vocal cord paresis']),
    backing: { terms: words(entCare, ['speech therapy', 'speech language pathology', 'swallow evaluation', 'modified barium swallow', 'injection laryngoplasty', 'medialization', 'thyroplasty']) },
    specificity: { otherKinds: ['bilateral vocal cord paralysis', 'bilateral vocal fold paralysis', 'bilateral vocal cord paresis', 'bilateral vocal fold immobility'] },
  },
  {
    id: 'vocal-cord-paralysis-bilateral',
    title: 'Paralysis of vocal cords and larynx, bilateral',
    kind: 'chronic',
    codes: ['J3802'],
    terms: ['bilateral vocal cord paralysis', 'bilateral vocal fold paralysis', 'bilateral vocal cord paresis', 'bilateral vocal fold immobility', 'bilateral recurrent laryngeal nerve palsy'],
    backing: { terms: words(entCare, ['tracheostomy', 'cordotomy', 'arytenoidectomy', 'speech therapy', 'swallow evaluation']) },
    specificity: { otherKinds: sided(['right', 'left'], ['{side} vocal cord paralysis', '{side} vocal fold paralysis', '{side} vocal cord paresis']) },
  },

  // ================================================================ nose, sinuses
  {
    id: 'allergic-rhinitis',
    title: 'Allergic rhinitis, unspecified',
    kind: 'chronic',
    codes: ['J309'],
    terms: ['allergic rhinitis', 'hay fever', 'nasal allergies', 'allergic rhinosinusitis', 'perennial allergic rhinitis'],
    backing: { terms: ['fluticasone nasal', 'flonase', 'nasal steroid', 'intranasal steroid', 'mometasone nasal', 'nasonex', 'budesonide nasal', 'triamcinolone nasal', 'nasacort', 'azelastine', 'astelin', 'loratadine', 'claritin', 'cetirizine', 'zyrtec', 'fexofenadine', 'allegra', 'levocetirizine', 'xyzal', 'montelukast', 'singulair', 'antihistamine', 'olopatadine nasal'] },
    specificity: { otherKinds: ['seasonal allergic rhinitis', 'seasonal allergies'] },
  },
  {
    id: 'seasonal-allergic-rhinitis',
    title: 'Allergic rhinitis due to pollen / other seasonal allergic rhinitis',
    kind: 'chronic',
    codes: ['J302', 'J301'],
    terms: ['seasonal allergic rhinitis', 'seasonal allergies', 'pollen allergy', 'allergic rhinitis due to pollen', 'seasonal rhinitis'],
    backing: { terms: ['fluticasone nasal', 'flonase', 'nasal steroid', 'intranasal steroid', 'nasonex', 'nasacort', 'azelastine', 'loratadine', 'claritin', 'cetirizine', 'zyrtec', 'fexofenadine', 'allegra', 'levocetirizine', 'montelukast', 'antihistamine'] },
  },
  {
    id: 'chronic-sinusitis',
    title: 'Chronic sinusitis, unspecified',
    kind: 'chronic',
    codes: ['J329'],
    terms: ['chronic sinusitis', 'chronic rhinosinusitis', 'chronic pansinusitis', 'chronic sinus disease', 'chronic rhinosinusitis without nasal polyps'],
    abbreviations: ['CRS'],
    backing: { terms: words(entCare, ['nasal saline irrigation', 'saline rinses', 'neti pot', 'fluticasone nasal', 'flonase', 'budesonide irrigation', 'nasal steroid', 'functional endoscopic sinus surgery', 'fess', 'ct sinuses', 'ct sinus', 'amoxicillin clavulanate', 'augmentin', 'doxycycline']) },
    refutedBy: { instead: ['acute sinusitis', 'acute bacterial sinusitis', 'acute rhinosinusitis'] },
  },
  {
    id: 'nasal-polyp',
    title: 'Nasal polyp, unspecified',
    kind: 'chronic',
    codes: ['J339'],
    terms: ['nasal polyp', 'nasal polyposis', 'sinonasal polyposis', 'chronic rhinosinusitis with nasal polyps', 'sinus polyp'],
    abbreviations: ['CRSwNP'],
    backing: { terms: words(entCare, ['polypectomy', 'nasal polypectomy', 'functional endoscopic sinus surgery', 'fess', 'fluticasone nasal', 'flonase', 'budesonide irrigation', 'dupilumab', 'dupixent', 'mepolizumab', 'omalizumab', 'prednisone burst', 'ct sinuses']) },
  },
  {
    id: 'deviated-septum',
    title: 'Deviated nasal septum',
    kind: 'chronic',
    codes: ['J342'],
    terms: ['deviated septum', 'deviated nasal septum', 'nasal septal deviation', 'septal deviation', 'nasal septum deviation'],
    backing: { terms: words(entCare, ['septoplasty', 'septorhinoplasty', 'nasal steroid', 'flonase', 'ct sinuses', 'nasal endoscopy', 'nasotracheal intubation avoided']) },
  },

  // ================================================================ pleura
  {
    id: 'chylothorax',
    title: 'Chylous effusion (chylothorax)',
    kind: 'episodic',
    codes: ['J940'],
    terms: ['chylothorax', 'chylous effusion', 'chylous pleural effusion', 'chyle leak into the pleura', 'thoracic duct leak'],
    backing: { terms: words(chestTubeCare, ['pleural triglycerides', 'pleural fluid triglyceride', 'chylomicrons', 'octreotide', 'low fat diet', 'medium chain triglyceride diet', 'mct diet', 'mct oil', 'npo', 'tpn', 'thoracic duct ligation', 'thoracic duct embolization', 'lymphangiogram']) },
    refutedBy: { instead: ['pseudochylothorax', 'pseudochylous effusion'] },
  },
  {
    id: 'fibrothorax',
    title: 'Fibrothorax',
    kind: 'chronic',
    codes: ['J941'],
    terms: ['fibrothorax', 'trapped lung', 'entrapped lung', 'pleural peel', 'fibrous pleural peel'],
    backing: { terms: chestTubeCare },
  },
  {
    id: 'hemothorax-nontraumatic',
    title: 'Hemothorax (nontraumatic)',
    kind: 'episodic',
    codes: ['J942'],
    terms: ['hemothorax', 'hemorrhagic pleural effusion', 'hemopneumothorax', 'spontaneous hemothorax', 'retained hemothorax'],
    backing: { terms: words(chestTubeCare, transfusion, ['pleural fluid hematocrit', 'reversal of anticoagulation', 'anticoagulation held', 'held anticoagulation', 'vitamin k', 'kcentra', 'thoracotomy']) },
    // A hemothorax from trauma is S27.1.
    specificity: { contradictedBy: ['traumatic hemothorax', 'rib fractures', 'rib fracture', 'motor vehicle collision', 'stab wound', 'gunshot wound', 'blunt chest trauma'] },
  },
  {
    id: 'pleural-thickening',
    title: 'Other specified pleural conditions (pleural thickening)',
    kind: 'chronic',
    codes: ['J948'],
    terms: ['pleural thickening', 'pleural fibrosis', 'diffuse pleural thickening', 'pleural scarring', 'pleural nodularity', 'apical pleural thickening'],
    backing: { terms: ['ct chest', 'pulmonology', 'pleural biopsy', 'pulmonary function tests', 'repeat ct chest', 'follow up ct chest'] },
  },

  // ================================================================ mouth
  {
    id: 'dental-abscess',
    title: 'Periapical abscess without sinus (dental abscess)',
    kind: 'episodic',
    codes: ['K047'],
    terms: ['dental abscess', 'tooth abscess', 'periapical abscess', 'abscessed tooth', 'dentoalveolar abscess', 'odontogenic abscess', 'dental infection with abscess'],
    backing: { terms: words(antibiotics, drainage, ['dental extraction', 'tooth extraction', 'extraction', 'oral surgery', 'oral and maxillofacial surgery', 'dentistry', 'dental consult', 'panorex', 'root canal', 'penicillin', 'ct face', 'ct maxillofacial']) },
    pseudo: ['dental abscess with sinus'],
  },
  {
    id: 'sialadenitis',
    title: 'Sialoadenitis, unspecified / acute',
    kind: 'episodic',
    codes: ['K1120', 'K1121'],
    terms: ['sialadenitis', 'sialoadenitis', 'acute sialadenitis', 'parotitis', 'acute parotitis', 'suppurative parotitis', 'submandibular sialadenitis', 'bacterial parotitis'],
    pseudo: ['mumps parotitis', 'chronic sialadenitis'],
    backing: { terms: words(antibiotics, entCare, ['sialogogues', 'lemon drops', 'sour candy', 'warm compresses', 'gland massage', 'parotid massage', 'ct neck', 'iv fluids']) },
  },
  {
    id: 'sialolithiasis',
    title: 'Sialolithiasis',
    kind: 'episodic',
    codes: ['K115'],
    terms: ['sialolithiasis', 'salivary stone', 'salivary gland stone', 'submandibular stone', 'parotid stone', 'sialolith', 'salivary calculus'],
    backing: { terms: words(entCare, antibiotics, ['sialendoscopy', 'stone removal', 'sialogogues', 'warm compresses', 'gland massage', 'ct neck', 'submandibular gland excision']) },
  },
  {
    id: 'stomatitis',
    title: 'Stomatitis and aphthae',
    kind: 'episodic',
    codes: ['K121', 'K120'],
    terms: ['stomatitis', 'aphthous stomatitis', 'aphthous ulcers', 'aphthous ulcer', 'oral ulcers', 'mouth ulcers', 'canker sores', 'angular stomatitis', 'recurrent aphthous stomatitis'],
    pseudo: ['herpetic stomatitis', 'candidal stomatitis', 'candida stomatitis'],
    backing: { terms: ['magic mouthwash', 'viscous lidocaine', 'triamcinolone dental paste', 'kenalog in orabase', 'dexamethasone elixir', 'chlorhexidine', 'chlorhexidine mouthwash', 'oral care', 'mouth care', 'colchicine'] },
    specificity: { otherKinds: words(mucositisAll, ['herpetic gingivostomatitis', 'oral thrush']) },
  },
  {
    id: 'oral-cellulitis',
    title: 'Cellulitis and abscess of mouth',
    kind: 'episodic',
    codes: ['K122'],
    terms: ['cellulitis of the floor of the mouth', 'floor of mouth cellulitis', 'ludwig angina', "ludwig's angina", 'abscess of the floor of the mouth', 'submandibular space infection', 'oral cavity abscess', 'buccal space abscess', 'buccal cellulitis', 'sublingual abscess'],
    backing: { terms: words(antibiotics, entCare, drainage, ['oral and maxillofacial surgery', 'oral surgery', 'ct neck', 'dental extraction', 'airway monitoring', 'intubated', 'icu']) },
  },
  {
    // Mucositis with no cause stated (K12.30): a cause named is K12.31-K12.33.
    id: 'oral-mucositis-unspecified',
    title: 'Oral mucositis (ulcerative), unspecified',
    kind: 'episodic',
    codes: ['K1230'],
    terms: mucositisAll,
    pseudo: ['gi mucositis', 'gastrointestinal mucositis', 'intestinal mucositis'],
    backing: { terms: mucositisCare },
    specificity: { contradictedBy: words(chemoMucositis, radiationMucositis, drugMucositis) },
  },
  {
    id: 'oral-mucositis-antineoplastic',
    title: 'Oral mucositis (ulcerative) due to antineoplastic therapy',
    kind: 'episodic',
    codes: ['K1231'],
    terms: mucositisAll,
    pseudo: ['gi mucositis', 'gastrointestinal mucositis', 'intestinal mucositis'],
    backing: { terms: mucositisCare },
    // Antineoplastic therapy includes radiation: K12.31 covers chemotherapy, K12.33 names radiation.
    specificity: { documentedBy: words(chemoMucositis, ['chemotherapy', 'chemo', 'methotrexate', 'fluorouracil', '5 fu', 'melphalan', 'high dose melphalan', 'cytarabine', 'doxorubicin', 'capecitabine', 'conditioning regimen', 'antineoplastic']), contradictedBy: radiationMucositis },
  },
  {
    id: 'oral-mucositis-other-drugs',
    title: 'Oral mucositis (ulcerative) due to other drugs',
    kind: 'episodic',
    codes: ['K1232'],
    terms: mucositisAll,
    pseudo: ['gi mucositis', 'gastrointestinal mucositis', 'intestinal mucositis'],
    backing: { terms: mucositisCare },
    specificity: { documentedBy: drugMucositis, contradictedBy: words(chemoMucositis, radiationMucositis) },
  },
  {
    id: 'oral-mucositis-radiation',
    title: 'Oral mucositis (ulcerative) due to radiation',
    kind: 'episodic',
    codes: ['K1233'],
    terms: mucositisAll,
    pseudo: ['gi mucositis', 'gastrointestinal mucositis', 'intestinal mucositis'],
    backing: { terms: mucositisCare },
    specificity: { documentedBy: words(radiationMucositis, ['radiation therapy', 'radiotherapy', 'chemoradiation', 'chemoradiotherapy', 'head and neck radiation', 'xrt']), contradictedBy: words(chemoMucositis, drugMucositis) },
  },

  // ================================================================ esophagus, stomach
  {
    id: 'achalasia',
    title: 'Achalasia of cardia',
    kind: 'chronic',
    codes: ['K220'],
    terms: ['achalasia', 'achalasia of the cardia', 'esophageal achalasia', 'type i achalasia', 'type ii achalasia', 'type iii achalasia', 'cardiospasm'],
    pseudo: ['pseudoachalasia'],
    backing: { terms: words(gastroenterologyCare, ['esophageal manometry', 'high resolution manometry', 'barium swallow', 'timed barium esophagram', 'peroral endoscopic myotomy', 'poem', 'heller myotomy', 'pneumatic dilation', 'botulinum toxin injection', 'botox injection', 'nifedipine', 'pureed diet']) },
  },
  {
    id: 'esophageal-obstruction',
    title: 'Obstruction of esophagus (stricture, ring, food impaction)',
    kind: 'episodic',
    codes: ['K222'],
    terms: esophagealStrictureNames,
    pseudo: ['malignant esophageal stricture', 'malignant esophageal obstruction'],
    backing: { terms: words(gastroenterologyCare, ['esophageal dilation', 'balloon dilation', 'savary dilation', 'bougie dilation', 'dilated', 'food bolus removed', 'foreign body removal', 'glucagon', 'barium swallow', 'esophagram', 'esophageal stent', 'pureed diet', 'soft diet']) },
    refutedBy: { absent: ['stricture', 'esophageal stricture', 'esophageal obstruction'] },
  },
  {
    id: 'esophageal-spasm',
    title: 'Dyskinesia of esophagus (esophageal spasm)',
    kind: 'chronic',
    codes: ['K224'],
    terms: ['esophageal spasm', 'diffuse esophageal spasm', 'distal esophageal spasm', 'esophageal dysmotility', 'esophageal dyskinesia', 'nutcracker esophagus', 'jackhammer esophagus', 'corkscrew esophagus', 'ineffective esophageal motility'],
    backing: { terms: words(gastroenterologyCare, ['esophageal manometry', 'high resolution manometry', 'barium swallow', 'nifedipine', 'diltiazem', 'nitroglycerin', 'isosorbide', 'peppermint oil', 'trazodone', 'imipramine', 'botox injection']) },
  },
  {
    id: 'esophageal-diverticulum',
    title: 'Diverticulum of esophagus, acquired',
    kind: 'chronic',
    codes: ['K225'],
    terms: ['zenker diverticulum', "zenker's diverticulum", 'zenkers diverticulum', 'esophageal diverticulum', 'epiphrenic diverticulum', 'pharyngoesophageal diverticulum', 'midesophageal diverticulum'],
    backing: { terms: words(gastroenterologyCare, entCare, ['barium swallow', 'esophagram', 'modified barium swallow', 'cricopharyngeal myotomy', 'diverticulotomy', 'endoscopic diverticulotomy', 'diverticulectomy', 'speech therapy', 'dysphagia diet', 'aspiration precautions']) },
  },
  {
    id: 'mallory-weiss-tear',
    title: 'Gastro-esophageal laceration-hemorrhage syndrome (Mallory-Weiss tear)',
    kind: 'episodic',
    codes: ['K226'],
    terms: malloryWeissNames,
    backing: { terms: words(acidSuppression, endoscopy, transfusion, antiemetics, ['hemoclip', 'endoscopic clip', 'epinephrine injection', 'serial hemoglobin', 'gastroenterology']), abbreviations: ['PPI', 'EGD'] },
    refutedBy: { absent: ['mallory weiss tear', 'tear'] },
  },
  {
    id: 'marginal-ulcer',
    title: 'Gastrojejunal ulcer, unspecified as acute or chronic, without hemorrhage or perforation',
    kind: 'episodic',
    codes: ['K289'],
    // With the bleeding and perforated names: the longest phrase wins, and those contradict this code.
    terms: words(marginalUlcerNames, ['bleeding marginal ulcer', 'marginal ulcer with hemorrhage', 'perforated marginal ulcer']),
    backing: { terms: words(acidSuppression, gastroenterologyCare, ['sucralfate', 'carafate', 'open capsule ppi', 'smoking cessation', 'stopped nsaids', 'nsaids discontinued', 'h pylori']), abbreviations: ['PPI', 'EGD'] },
    specificity: { contradictedBy: words(ulcerBleeding, ulcerPerforation) },
  },
  {
    id: 'marginal-ulcer-with-hemorrhage',
    title: 'Gastrojejunal ulcer, unspecified as acute or chronic, with hemorrhage',
    kind: 'episodic',
    codes: ['K284'],
    terms: words(marginalUlcerNames, ['bleeding marginal ulcer', 'marginal ulcer with hemorrhage', 'bleeding anastomotic ulcer', 'bleeding gastrojejunal ulcer']),
    namedInParts: { terms: marginalUlcerNames, inSentenceWith: ulcerBleeding },
    backing: { terms: words(acidSuppression, endoscopy, transfusion, ['hemoclip', 'endoscopic clip', 'epinephrine injection', 'pantoprazole drip', 'serial hemoglobin']), abbreviations: ['PPI', 'EGD', 'PRBC'] },
    specificity: { documentedBy: ulcerBleeding, contradictedBy: words(ulcerPerforation, ['no bleeding', 'without bleeding', 'no stigmata of bleeding', 'no stigmata of recent hemorrhage', 'clean based']) },
  },
  {
    id: 'dyspepsia',
    title: 'Functional dyspepsia',
    kind: 'chronic',
    codes: ['K30'],
    terms: ['dyspepsia', 'functional dyspepsia', 'indigestion', 'nonulcer dyspepsia', 'non ulcer dyspepsia', 'postprandial distress syndrome', 'epigastric pain syndrome'],
    backing: { terms: words(acidSuppression, ['h pylori testing', 'h pylori breath test', 'h pylori stool antigen', 'egd', 'upper endoscopy', 'amitriptyline', 'nortriptyline', 'metoclopramide', 'simethicone', 'gastroenterology']), abbreviations: ['PPI'] },
  },
  {
    id: 'gastric-angiodysplasia-bleeding',
    title: 'Angiodysplasia of stomach and duodenum with bleeding',
    kind: 'episodic',
    codes: ['K31811'],
    terms: words(angiodysplasiaNames, ['bleeding gastric angiodysplasia', 'bleeding gastric avm', 'bleeding angioectasia', 'bleeding gave', 'duodenal angiodysplasia', 'duodenal avm', 'duodenal angioectasia']),
    abbreviations: ['GAVE'],
    namedInParts: { terms: words(angiodysplasiaNames, ['duodenal angiodysplasia', 'duodenal avm', 'duodenal angioectasia']), inSentenceWith: angiodysplasiaBleeding },
    backing: { terms: words(endoscopy, transfusion, acidSuppression, ['argon plasma coagulation', 'apc', 'octreotide', 'iron', 'iv iron', 'hemoclip', 'cautery', 'serial hemoglobin']), abbreviations: ['APC', 'EGD', 'PRBC'] },
    specificity: { documentedBy: angiodysplasiaBleeding, contradictedBy: ['no bleeding', 'not bleeding', 'without bleeding', 'no active bleeding', 'nonbleeding', 'non bleeding'] },
  },
  {
    id: 'gastric-angiodysplasia',
    title: 'Angiodysplasia of stomach and duodenum without bleeding',
    kind: 'chronic',
    codes: ['K31819'],
    terms: words(angiodysplasiaNames, ['nonbleeding gastric angiodysplasia', 'non bleeding gastric avm', 'duodenal angiodysplasia', 'duodenal avm', 'duodenal angioectasia']),
    abbreviations: ['GAVE'],
    backing: { terms: words(endoscopy, ['argon plasma coagulation', 'octreotide', 'iron', 'iv iron']), abbreviations: ['APC', 'EGD'] },
    specificity: { contradictedBy: words(['bleeding gastric angiodysplasia', 'bleeding gastric avm', 'bleeding angioectasia', 'actively bleeding', 'active bleeding', 'oozing', 'melena', 'hematemesis']) },
  },

  // ================================================================ appendix
  {
    id: 'appendicitis-perforated-localized',
    title: 'Acute appendicitis with perforation, localized peritonitis, without abscess',
    kind: 'episodic',
    codes: ['K3532'],
    terms: perforatedAppendicitis,
    backing: { terms: appendicitisCare },
    specificity: { contradictedBy: words(appendicealAbscess, generalizedPeritonitis, ['nonperforated appendicitis', 'non perforated appendicitis', 'no perforation', 'without perforation', 'uncomplicated appendicitis']) },
  },
  {
    id: 'appendicitis-perforated-abscess',
    title: 'Acute appendicitis with perforation, localized peritonitis and abscess',
    kind: 'episodic',
    codes: ['K3533'],
    terms: words(perforatedAppendicitis, appendicealAbscess),
    backing: { terms: appendicitisCare },
    specificity: { documentedBy: words(appendicealAbscess, ['abscess', 'drainable collection', 'rim enhancing collection']), contradictedBy: words(generalizedPeritonitis, ['no abscess', 'without abscess', 'no drainable collection']) },
  },
  {
    id: 'appendicitis-gangrenous',
    title: 'Other acute appendicitis without perforation, with gangrene',
    kind: 'episodic',
    codes: ['K35891'],
    terms: gangrenousAppendicitis,
    backing: { terms: appendicitisCare },
    specificity: { contradictedBy: words(perforatedAppendicitis, appendicealAbscess, generalizedPeritonitis) },
  },
  {
    id: 'appendicitis-generalized-peritonitis',
    title: 'Acute appendicitis with generalized peritonitis',
    kind: 'episodic',
    codes: ['K3520', 'K3521'],
    terms: words(perforatedAppendicitis, gangrenousAppendicitis, ['acute appendicitis', 'appendicitis', 'appendicitis with generalized peritonitis', 'appendicitis with diffuse peritonitis']),
    backing: { terms: appendicitisCare },
    specificity: { documentedBy: words(generalizedPeritonitis, ['appendicitis with generalized peritonitis', 'appendicitis with diffuse peritonitis']), contradictedBy: ['localized peritonitis', 'local peritonitis', 'contained perforation', 'no peritonitis'] },
  },

  // ================================================================ hernias with obstruction or gangrene
  {
    id: 'umbilical-hernia-with-obstruction',
    title: 'Umbilical hernia with obstruction, without gangrene',
    kind: 'episodic',
    codes: ['K420'],
    ...obstructedHernia(umbilicalNames),
    specificity: { contradictedBy: herniaGangrene },
  },
  {
    id: 'umbilical-hernia-with-gangrene',
    title: 'Umbilical hernia with gangrene',
    kind: 'episodic',
    codes: ['K421'],
    terms: words(qualified(['gangrenous', 'strangulated', 'incarcerated'], umbilicalNames), umbilicalNames.map((n) => `${n} with gangrene`)),
    namedInParts: { terms: umbilicalNames, inSentenceWith: herniaGangrene },
    backing: { terms: words(umbilicalNames.map((n) => `${n} repair`), herniaCare) },
    specificity: { documentedBy: herniaGangrene, contradictedBy: ['viable bowel', 'bowel was viable', 'bowel viable', 'no gangrene', 'no necrosis', 'healthy bowel', 'pink and viable'] },
  },
  {
    id: 'ventral-hernia-with-gangrene',
    title: 'Ventral hernia with gangrene',
    kind: 'episodic',
    codes: ['K431', 'K437'],
    terms: words(qualified(['gangrenous'], ['ventral hernia', 'incisional hernia', 'abdominal wall hernia']), ['ventral hernia with gangrene', 'incisional hernia with gangrene']),
    namedInParts: { terms: ['ventral hernia', 'incisional hernia', 'abdominal wall hernia', 'spigelian hernia', 'epigastric hernia'], inSentenceWith: herniaGangrene },
    backing: { terms: words(['ventral hernia repair', 'incisional hernia repair'], herniaCare) },
    specificity: { documentedBy: herniaGangrene, contradictedBy: ['viable bowel', 'bowel was viable', 'bowel viable', 'no gangrene', 'no necrosis', 'healthy bowel', 'pink and viable'] },
  },
  {
    id: 'femoral-hernia',
    title: 'Unilateral femoral hernia, without obstruction or gangrene',
    kind: 'chronic',
    codes: ['K4190'],
    terms: words(femoralNames, ['reducible femoral hernia']),
    backing: { terms: words(['femoral hernia repair'], herniaCare) },
    specificity: { contradictedBy: words(herniaObstructed, herniaGangrene, ['bilateral femoral hernias']) },
  },
  {
    id: 'femoral-hernia-with-obstruction',
    title: 'Unilateral femoral hernia, with obstruction, without gangrene',
    kind: 'episodic',
    codes: ['K4130'],
    ...obstructedHernia(femoralNames),
    specificity: { contradictedBy: words(herniaGangrene, ['bilateral femoral hernias']) },
  },

  // ================================================================ anorectum
  {
    id: 'anal-fissure',
    title: 'Anal fissure',
    kind: 'chronic',
    codes: ['K600', 'K601', 'K602'],
    terms: analFissureNames,
    backing: { terms: anorectalCare },
  },
  {
    id: 'anal-fistula',
    title: 'Anal fistula',
    kind: 'chronic',
    codes: ['K603'],
    terms: analFistulaNames,
    pseudo: ['rectovaginal fistula'],
    backing: { terms: anorectalCare },
  },
  {
    id: 'perianal-abscess',
    title: 'Anal (perianal) abscess',
    kind: 'episodic',
    codes: ['K610'],
    terms: perianalAbscessNames,
    backing: { terms: anorectalCare },
    specificity: { otherKinds: words(ischiorectalAbscessNames, ['supralevator abscess']) },
  },
  {
    id: 'perirectal-abscess',
    title: 'Rectal (perirectal) abscess',
    kind: 'episodic',
    codes: ['K611'],
    terms: perirectalAbscessNames,
    backing: { terms: anorectalCare },
    specificity: { otherKinds: words(ischiorectalAbscessNames, perianalAbscessNames) },
  },
  {
    id: 'anorectal-abscess',
    title: 'Anorectal abscess',
    kind: 'episodic',
    codes: ['K612'],
    terms: anorectalAbscessNames,
    backing: { terms: anorectalCare },
  },
  {
    id: 'ischiorectal-abscess',
    title: 'Ischiorectal abscess',
    kind: 'episodic',
    codes: ['K613'],
    terms: ischiorectalAbscessNames,
    backing: { terms: anorectalCare },
  },
  {
    id: 'rectal-prolapse',
    title: 'Rectal prolapse',
    kind: 'chronic',
    codes: ['K623'],
    terms: rectalProlapseNames,
    pseudo: ['mucosal prolapse', 'hemorrhoidal prolapse'],
    backing: { terms: words(surgeryConsult, ['manual reduction', 'reduced', 'sugar applied', 'granulated sugar', 'rectopexy', 'perineal proctosigmoidectomy', 'altemeier procedure', 'delorme procedure', 'defecography', 'stool softener']) },
  },
  {
    id: 'radiation-proctitis',
    title: 'Radiation proctitis',
    kind: 'chronic',
    codes: ['K627'],
    terms: radiationProctitisNames,
    backing: { terms: words(gastroenterologyCare, transfusion, ['argon plasma coagulation', 'formalin application', 'sucralfate enema', 'hydrocortisone enema', 'mesalamine suppository', 'hyperbaric oxygen', 'iron']), abbreviations: ['APC'] },
  },

  // ================================================================ intestine, peritoneum, retroperitoneum
  {
    id: 'intussusception',
    title: 'Intussusception',
    kind: 'episodic',
    codes: ['K561'],
    terms: intussusceptionNames,
    backing: { terms: words(surgeryConsult, ['air enema', 'contrast enema reduction', 'hydrostatic reduction', 'pneumatic reduction', 'reduced', 'laparoscopy', 'exploratory laparotomy', 'small bowel resection', 'bowel resection', 'ultrasound', 'ct abdomen', 'npo', 'ng tube']) },
    refutedBy: { instead: ['transient intussusception', 'nonobstructing transient intussusception'] },
  },
  {
    id: 'intestinal-perforation',
    title: 'Perforation of intestine (nontraumatic)',
    kind: 'episodic',
    codes: ['K631'],
    terms: perforationNames,
    // Perforation in a named disease has its own code (diverticulitis K57, appendicitis K35, ulcer K25-K28).
    pseudo: ['perforated diverticulitis', 'perforated appendicitis', 'perforated ulcer', 'perforated duodenal ulcer', 'perforated gastric ulcer', 'iatrogenic perforation'],
    backing: { terms: perforationCare },
    refutedBy: { absent: ['free air', 'pneumoperitoneum', 'perforation', 'extraluminal air'] },
  },
  {
    id: 'intestinal-fistula',
    title: 'Fistula of intestine',
    kind: 'chronic',
    codes: ['K632'],
    terms: intestinalFistulaNames,
    abbreviations: ['ECF'],
    backing: { terms: fistulaCare },
  },
  {
    id: 'intestinal-abscess',
    title: 'Abscess of intestine',
    kind: 'episodic',
    codes: ['K630'],
    terms: ['abscess of the intestine', 'intestinal abscess', 'bowel wall abscess', 'intramural abscess', 'abscess of the bowel'],
    backing: { terms: words(antibiotics, drainage, surgeryConsult) },
  },
  {
    id: 'colon-polyp',
    title: 'Polyp of colon',
    kind: 'episodic',
    codes: ['K635'],
    terms: colonPolypNames,
    pseudo: ['history of colon polyps', 'rectal polyp'],
    backing: { terms: polypCare, abbreviations: ['EMR'] },
    refutedBy: { absent: ['polyp', 'polyps'] },
  },
  {
    id: 'rectal-polyp',
    title: 'Rectal polyp',
    kind: 'episodic',
    codes: ['K621'],
    terms: ['rectal polyp', 'polyp of the rectum', 'rectal polyps', 'rectosigmoid polyp'],
    backing: { terms: polypCare, abbreviations: ['EMR'] },
  },
  {
    id: 'peritonitis',
    title: 'Generalized acute peritonitis / peritonitis, unspecified',
    kind: 'episodic',
    codes: ['K650', 'K659'],
    terms: peritonitisNames,
    // Spontaneous bacterial peritonitis (K65.2), peritoneal dialysis peritonitis (T85.71), appendicitis with peritonitis (K35) are their own codes.
    pseudo: ['peritonitis signs', 'appendicitis with generalized peritonitis', 'localized peritonitis'],
    backing: { terms: words(antibiotics, surgeryConsult, ['exploratory laparotomy', 'ex lap', 'washout', 'abdominal washout', 'peritoneal lavage', 'source control', 'bowel resection', 'icu', 'peritoneal fluid culture']) },
    refutedBy: { absent: ['peritonitis', 'peritoneal signs', 'rebound', 'guarding'] },
    specificity: { otherKinds: ['spontaneous bacterial peritonitis', 'peritoneal dialysis peritonitis', 'pd peritonitis'] },
  },
  {
    id: 'peritoneal-adhesions',
    title: 'Peritoneal adhesions (postprocedural) (postinfection)',
    kind: 'chronic',
    codes: ['K660'],
    terms: adhesionNames,
    backing: { terms: ['lysis of adhesions', 'adhesiolysis', 'laparoscopic lysis of adhesions', 'extensive lysis of adhesions', 'enterolysis', 'laparotomy', 'diagnostic laparoscopy'] },
    specificity: { otherKinds: ['adhesive small bowel obstruction', 'small bowel obstruction due to adhesions', 'sbo from adhesions'] },
  },
  {
    id: 'hemoperitoneum',
    title: 'Hemoperitoneum (nontraumatic)',
    kind: 'episodic',
    codes: ['K661'],
    terms: ['hemoperitoneum', 'intraperitoneal hemorrhage', 'intraperitoneal bleeding', 'intra abdominal hemorrhage', 'spontaneous hemoperitoneum'],
    backing: { terms: words(transfusion, surgeryConsult, ['exploratory laparotomy', 'embolization', 'angioembolization', 'interventional radiology', 'reversal of anticoagulation', 'held anticoagulation', 'serial hemoglobin', 'ct angiography', 'massive transfusion protocol']) },
    specificity: { contradictedBy: ['splenic laceration', 'liver laceration', 'blunt abdominal trauma', 'motor vehicle collision', 'ruptured ectopic pregnancy', 'ruptured ectopic'] },
  },
  {
    id: 'psoas-abscess',
    title: 'Psoas muscle abscess',
    kind: 'episodic',
    codes: ['K6812'],
    terms: psoasAbscessNames,
    backing: { terms: words(antibiotics, drainage, infectionWorkup) },
  },
  {
    id: 'retroperitoneal-abscess',
    title: 'Other retroperitoneal abscess',
    kind: 'episodic',
    codes: ['K6819'],
    terms: retroperitonealAbscessNames,
    backing: { terms: words(antibiotics, drainage, infectionWorkup) },
    specificity: { otherKinds: words(psoasAbscessNames, ['perinephric abscess', 'renal abscess']) },
  },

  // ================================================================ liver, biliary, pancreas
  {
    id: 'liver-abscess',
    title: 'Abscess of liver',
    kind: 'episodic',
    codes: ['K750'],
    terms: liverAbscessNames,
    pseudo: ['allograft abscess', 'hepatic abscess of the allograft'],
    backing: { terms: words(antibiotics, drainage, infectionWorkup, ['metronidazole', 'paromomycin', 'entamoeba serology', 'ct abdomen', 'interventional radiology', 'ir drainage', 'repeat ct', 'drain output']) },
    refutedBy: { instead: ['hepatic cyst', 'simple hepatic cyst', 'liver cyst', 'hemangioma', 'liver metastases', 'hepatic metastases'] },
  },
  {
    id: 'autoimmune-hepatitis',
    title: 'Autoimmune hepatitis',
    kind: 'chronic',
    codes: ['K754'],
    terms: autoimmuneHepatitisNames,
    abbreviations: ['AIH'],
    backing: { terms: ['prednisone', 'budesonide', 'azathioprine', 'imuran', 'mycophenolate', 'liver biopsy', 'hepatology', 'anti smooth muscle antibody', 'igg level', 'lfts', 'liver function tests'] },
  },
  {
    id: 'chronic-hepatitis',
    title: 'Chronic hepatitis, unspecified',
    kind: 'chronic',
    codes: ['K739'],
    terms: chronicHepatitisNames,
    backing: { terms: ['hepatology', 'liver biopsy', 'lfts', 'liver function tests', 'hepatic function panel', 'fibroscan', 'elastography', 'ursodiol'] },
    specificity: { otherKinds: words(viralChronicHepatitis, autoimmuneHepatitisNames, ['alcoholic hepatitis']) },
  },
  {
    id: 'biliary-obstruction',
    title: 'Obstruction of bile duct',
    kind: 'episodic',
    codes: ['K831'],
    terms: biliaryObstructionNames,
    backing: { terms: words(biliaryManagement, ['ercp', 'biliary stent', 'metal biliary stent', 'plastic biliary stent', 'percutaneous transhepatic cholangiography', 'ptc', 'biliary drain', 'percutaneous biliary drain', 'brushings', 'eus', 'mrcp', 'bilirubin trend', 'cholestyramine']), abbreviations: ['ERCP', 'PTC', 'PTBD', 'EUS', 'MRCP'] },
    refutedBy: { absent: ['biliary dilation', 'biliary ductal dilation', 'ductal dilation', 'bile duct dilation', 'biliary obstruction'] },
    specificity: { otherKinds: ductStones },
  },
  {
    id: 'bile-duct-perforation',
    title: 'Perforation of bile duct (bile leak)',
    kind: 'episodic',
    codes: ['K832'],
    terms: ['bile duct perforation', 'perforation of the bile duct', 'bile leak', 'biliary leak', 'cystic duct stump leak', 'bile duct leak', 'duct of luschka leak'],
    pseudo: ['allograft bile leak'],
    backing: { terms: words(['ercp with stent', 'biliary stent', 'sphincterotomy', 'hida scan', 'percutaneous drain', 'drain placement', 'biloma drainage', 'interventional radiology', 'antibiotics']), abbreviations: ['ERCP'] },
    refutedBy: { absent: ['bile leak', 'biliary leak', 'extravasation'] },
  },
  {
    id: 'gallbladder-other',
    title: 'Other specified diseases of gallbladder (sludge)',
    kind: 'chronic',
    codes: ['K828'],
    terms: gallbladderSludgeNames,
    backing: { terms: words(biliaryManagement, ['ursodiol', 'repeat ultrasound', 'low fat diet']) },
    specificity: { otherKinds: ['cholelithiasis', 'gallstones', 'acute cholecystitis', 'choledocholithiasis'] },
  },
  {
    id: 'gallbladder-hydrops',
    title: 'Hydrops of gallbladder',
    kind: 'episodic',
    codes: ['K821'],
    terms: gallbladderHydropsNames,
    backing: { terms: biliaryManagement },
  },
  {
    id: 'gallbladder-perforation',
    title: 'Perforation of gallbladder',
    kind: 'episodic',
    codes: ['K822'],
    terms: gallbladderPerforationNames,
    // Perforation in cholecystitis is K82.A2.
    backing: { terms: words(biliaryManagement, antibiotics, drainage) },
    specificity: { otherKinds: ['cholecystitis with perforation', 'perforated cholecystitis'] },
  },
  {
    id: 'gangrenous-cholecystitis',
    title: 'Gangrene of gallbladder in cholecystitis',
    kind: 'episodic',
    codes: ['K82A1'],
    terms: ['gangrenous cholecystitis', 'gangrenous gallbladder', 'gangrene of the gallbladder', 'necrotic gallbladder', 'emphysematous cholecystitis'],
    backing: { terms: words(biliaryManagement, antibiotics, ['pathology']) },
  },
  {
    id: 'perforated-cholecystitis',
    title: 'Perforation of gallbladder in cholecystitis',
    kind: 'episodic',
    codes: ['K82A2'],
    // Cholecystitis is the name; the perforation is what the code adds.
    terms: ['perforated cholecystitis', 'cholecystitis with perforation', 'perforated gallbladder with cholecystitis', 'ruptured gallbladder due to cholecystitis', 'cholecystitis', 'acute cholecystitis', 'gangrenous cholecystitis', 'acute calculous cholecystitis', 'acute acalculous cholecystitis'],
    backing: { terms: words(biliaryManagement, antibiotics, drainage) },
    specificity: {
      documentedBy: words(gallbladderPerforationNames, ['perforated cholecystitis', 'cholecystitis with perforation', 'perforation', 'perforated', 'pericholecystic abscess']),
      contradictedBy: ['no perforation', 'without perforation', 'gallbladder wall intact', 'intact gallbladder wall'],
    },
  },
  {
    id: 'pancreatic-pseudocyst',
    title: 'Pseudocyst of pancreas',
    kind: 'episodic',
    codes: ['K863'],
    terms: pseudocystNames,
    backing: { terms: pseudocystCare, abbreviations: ['EUS', 'LAMS'] },
    refutedBy: { instead: ['walled off necrosis', 'walled off pancreatic necrosis', 'intraductal papillary mucinous neoplasm', 'ipmn', 'mucinous cystic neoplasm', 'serous cystadenoma'] },
  },
  {
    id: 'pancreatic-cyst',
    title: 'Cyst of pancreas',
    kind: 'chronic',
    codes: ['K862'],
    terms: ['pancreatic cyst', 'pancreatic cystic lesion', 'cyst of the pancreas', 'pancreatic cysts', 'cystic pancreatic lesion'],
    backing: { terms: ['eus', 'endoscopic ultrasound', 'fine needle aspiration', 'cyst fluid cea', 'mrcp', 'mri abdomen', 'pancreas protocol ct', 'surveillance mri', 'gastroenterology'], abbreviations: ['EUS', 'MRCP'] },
    specificity: { otherKinds: words(pseudocystNames, ['ipmn', 'intraductal papillary mucinous neoplasm', 'mucinous cystic neoplasm', 'serous cystadenoma']) },
  },

  // ================================================================ stomas and bariatric
  {
    id: 'gastrostomy-infection',
    title: 'Gastrostomy infection',
    kind: 'episodic',
    codes: ['K9422'],
    terms: words(gastrostomyNames.flatMap((g) => [`${g} infection`, `infected ${g}`, `${g} site infection`, `${g} site cellulitis`, `cellulitis at the ${g} site`, `${g} abscess`, `cellulitis around the ${g}`])),
    backing: { terms: words(antibiotics, ['wound culture', 'wound care', 'general surgery', 'interventional radiology', 'drained', 'incision and drainage']) },
    refutedBy: { instead: ['granulation tissue', 'hypergranulation', 'peristomal leakage', 'leakage around the g tube', 'skin irritation'] },
  },
  {
    id: 'gastrostomy-malfunction',
    title: 'Gastrostomy malfunction',
    kind: 'episodic',
    codes: ['K9423'],
    terms: words(gastrostomyNames.flatMap((g) => [`${g} malfunction`, `dislodged ${g}`, `${g} dislodgement`, `${g} dislodgment`, `${g} dislodged`, `clogged ${g}`, `${g} clogged`, `occluded ${g}`, `${g} occlusion`, `${g} fell out`, `${g} pulled out`, `${g} leaking`, `leaking ${g}`, `malfunctioning ${g}`, `${g} migration`, `migrated ${g}`])),
    namedInParts: { terms: gastrostomyNames, inSentenceWith: stomaMalfunction },
    backing: { terms: gastrostomyCare, abbreviations: ['IR'] },
  },
  {
    id: 'gastrostomy-hemorrhage',
    title: 'Gastrostomy hemorrhage',
    kind: 'episodic',
    codes: ['K9421'],
    terms: words(gastrostomyNames.flatMap((g) => [`bleeding from the ${g}`, `${g} site bleeding`, `${g} bleeding`, `bleeding ${g} site`, `${g} hemorrhage`])),
    backing: { terms: words(transfusion, ['silver nitrate', 'pressure dressing', 'held anticoagulation', 'anticoagulation held', 'egd', 'gastroenterology', 'serial hemoglobin', 'interventional radiology']) },
  },
  {
    id: 'colostomy-infection',
    title: 'Colostomy infection',
    kind: 'episodic',
    codes: ['K9402'],
    terms: words(colostomyNames.flatMap((c) => [`${c} infection`, `infected ${c}`, `peristomal abscess at the ${c}`, `${c} site cellulitis`, `cellulitis around the ${c}`, `${c} abscess`])),
    namedInParts: { terms: ['peristomal abscess', 'peristomal cellulitis', 'parastomal abscess', 'stoma infection', 'stomal infection'], inSentenceWith: colostomyNames },
    backing: { terms: ostomyCare },
  },
  {
    id: 'colostomy-malfunction',
    title: 'Colostomy malfunction',
    kind: 'episodic',
    codes: ['K9403'],
    terms: words(colostomyNames.flatMap((c) => [`${c} malfunction`, `${c} obstruction`, `obstructed ${c}`, `${c} stenosis`, `${c} prolapse`, `prolapsed ${c}`, `retracted ${c}`, `${c} retraction`, `nonfunctioning ${c}`])),
    namedInParts: { terms: ['stomal stenosis', 'stoma prolapse', 'stomal prolapse', 'stoma retraction', 'stomal retraction', 'stoma malfunction'], inSentenceWith: colostomyNames },
    backing: { terms: ostomyCare },
  },
  {
    id: 'ileostomy-infection',
    title: 'Enterostomy (ileostomy) infection',
    kind: 'episodic',
    codes: ['K9412'],
    terms: words(ileostomyNames.flatMap((c) => [`${c} infection`, `infected ${c}`, `${c} site cellulitis`, `cellulitis around the ${c}`, `${c} abscess`])),
    namedInParts: { terms: ['peristomal abscess', 'peristomal cellulitis', 'parastomal abscess', 'stoma infection', 'stomal infection'], inSentenceWith: ileostomyNames },
    backing: { terms: ostomyCare },
  },
  {
    id: 'ileostomy-malfunction',
    title: 'Enterostomy (ileostomy) malfunction',
    kind: 'episodic',
    codes: ['K9413'],
    terms: words(ileostomyNames.flatMap((c) => [`${c} malfunction`, `${c} obstruction`, `obstructed ${c}`, `${c} stenosis`, `${c} prolapse`, `prolapsed ${c}`, `retracted ${c}`, `${c} retraction`, `high output ${c}`, `${c} with high output`])),
    namedInParts: { terms: ['stomal stenosis', 'stoma prolapse', 'stomal prolapse', 'stoma retraction', 'high ostomy output', 'high output ostomy', 'high stoma output', 'stoma malfunction'], inSentenceWith: ileostomyNames },
    backing: { terms: words(ostomyCare, ['loperamide', 'imodium', 'diphenoxylate', 'lomotil', 'octreotide', 'oral rehydration', 'fiber supplement', 'psyllium', 'opium tincture']) },
  },
  {
    id: 'gastric-band-infection',
    title: 'Infection due to gastric band procedure',
    kind: 'episodic',
    codes: ['K9501'],
    terms: words(gastricBandNames.flatMap((b) => [`${b} infection`, `infected ${b}`, `${b} site infection`, `${b} abscess`])),
    backing: { terms: words(bariatricCare, antibiotics) },
  },
  {
    id: 'gastric-band-complication',
    title: 'Other complications of gastric band procedure',
    kind: 'episodic',
    codes: ['K9509'],
    terms: words(gastricBandNames.flatMap((b) => [`${b} slippage`, `slipped ${b}`, `${b} erosion`, `eroded ${b}`, `${b} malfunction`, `${b} complication`, `${b} intolerance`, `${b} too tight`, `${b} obstruction`]), ['band slippage', 'band erosion', 'gastric prolapse through the band', 'pouch dilation']),
    backing: { terms: bariatricCare },
  },

  // ================================================================ kidney
  {
    id: 'nephrotic-syndrome',
    title: 'Nephrotic syndrome with unspecified morphologic changes',
    kind: 'chronic',
    codes: ['N049'],
    terms: nephroticNames,
    pseudo: ['nephrotic range proteinuria'],
    backing: { terms: glomerularCare, abbreviations: ['UPCR', 'ACEi', 'ARB'] },
    specificity: { otherKinds: nephroticKinds },
  },
  {
    id: 'minimal-change-disease',
    title: 'Nephrotic syndrome with minor glomerular abnormality (minimal change disease)',
    kind: 'chronic',
    codes: ['N040'],
    terms: ['minimal change disease', 'minimal change nephrotic syndrome', 'minimal change nephropathy', 'minimal change glomerulopathy', 'nil disease'],
    abbreviations: ['MCD'],
    backing: { terms: glomerularCare, abbreviations: ['UPCR'] },
    refutedBy: { instead: ['focal segmental glomerulosclerosis', 'membranous nephropathy'] },
  },
  {
    id: 'fsgs-nephrotic',
    title: 'Nephrotic syndrome with focal and segmental glomerular lesions',
    kind: 'chronic',
    codes: ['N041'],
    terms: ['focal segmental glomerulosclerosis', 'fsgs', 'collapsing fsgs', 'collapsing glomerulopathy', 'primary fsgs', 'focal segmental glomerulosclerosis with nephrotic syndrome'],
    abbreviations: ['FSGS'],
    backing: { terms: glomerularCare, abbreviations: ['UPCR'] },
    refutedBy: { instead: ['minimal change disease', 'membranous nephropathy'] },
  },
  {
    id: 'membranous-nephropathy',
    title: 'Nephrotic syndrome with diffuse membranous glomerulonephritis',
    kind: 'chronic',
    codes: ['N042'],
    terms: ['membranous nephropathy', 'membranous glomerulonephritis', 'membranous glomerulopathy', 'primary membranous nephropathy', 'pla2r positive membranous nephropathy'],
    backing: { terms: glomerularCare, abbreviations: ['UPCR'] },
  },
  {
    id: 'iga-nephropathy',
    title: 'Recurrent and persistent hematuria with other morphologic changes (IgA nephropathy)',
    kind: 'chronic',
    codes: ['N028'],
    terms: ['iga nephropathy', 'iga glomerulonephritis', 'berger disease', "berger's disease", 'immunoglobulin a nephropathy', 'iga nephritis'],
    abbreviations: ['IgAN'],
    backing: { terms: glomerularCare, abbreviations: ['UPCR'] },
    // IgA vasculitis (HSP) nephritis is D69.0 with N08.
    refutedBy: { instead: ['iga vasculitis', 'henoch schonlein purpura', 'hsp nephritis'] },
  },
  {
    id: 'acute-glomerulonephritis',
    title: 'Acute nephritic syndrome, unspecified',
    kind: 'episodic',
    codes: ['N009'],
    terms: ['acute glomerulonephritis', 'acute nephritic syndrome', 'acute nephritis', 'post infectious glomerulonephritis', 'postinfectious glomerulonephritis', 'poststreptococcal glomerulonephritis', 'post streptococcal glomerulonephritis'],
    abbreviations: ['PSGN'],
    backing: { terms: glomerularCare },
    refutedBy: { instead: ['acute tubular necrosis', 'acute interstitial nephritis', 'prerenal azotemia'] },
  },
  {
    id: 'rapidly-progressive-glomerulonephritis',
    title: 'Rapidly progressive nephritic syndrome, unspecified',
    kind: 'episodic',
    codes: ['N019'],
    terms: ['rapidly progressive glomerulonephritis', 'crescentic glomerulonephritis', 'rapidly progressive nephritic syndrome', 'pauci immune glomerulonephritis', 'pauci immune crescentic glomerulonephritis'],
    abbreviations: ['RPGN'],
    backing: { terms: glomerularCare, abbreviations: ['ANCA', 'PLEX'] },
  },
  {
    id: 'glomerulonephritis',
    title: 'Unspecified nephritic syndrome',
    kind: 'chronic',
    codes: ['N059'],
    terms: glomerulonephritisNames,
    pseudo: ['interstitial nephritis', 'acute interstitial nephritis', 'lupus nephritis', 'radiation nephritis', 'hereditary nephritis', 'acute glomerulonephritis', 'rapidly progressive glomerulonephritis'],
    backing: { terms: glomerularCare, abbreviations: ['UPCR', 'ANCA'] },
    specificity: { otherKinds: ['acute glomerulonephritis', 'rapidly progressive glomerulonephritis', 'iga nephropathy', 'membranous nephropathy', 'lupus nephritis', 'anca vasculitis', 'anti gbm disease'] },
  },
  {
    // Kidney failure with no acuity stated (N19): acute is N17, chronic N18.
    id: 'renal-failure-unspecified',
    title: 'Unspecified kidney failure',
    kind: 'episodic',
    codes: ['N19'],
    terms: renalFailureNames,
    pseudo: words(['renal failure diet', 'renally dosed', 'renal dosing', 'history of renal failure', 'risk of renal failure', 'renal function', 'renal function panel']),
    backing: { terms: ['nephrology', 'renal ultrasound', 'bladder scan', 'foley', 'urine output', 'strict intake and output', 'urine sodium', 'fractional excretion of sodium', 'fena', 'held lisinopril', 'held nephrotoxins', 'avoid nephrotoxins', 'renally dosed medications', 'hemodialysis', 'dialysis', 'bmp', 'basic metabolic panel', 'creatinine', 'iv fluids'], abbreviations: ['BMP', 'FENa'] },
    refutedBy: { instead: ['normal renal function', 'creatinine at baseline', 'renal function normal', 'preserved renal function'] },
    specificity: { otherKinds: renalFailureKinds },
  },
  {
    id: 'renal-colic',
    title: 'Unspecified renal colic',
    kind: 'episodic',
    codes: ['N23'],
    terms: renalColicNames,
    backing: { terms: renalColicCare, abbreviations: ['NSAID'] },
  },
  {
    id: 'renal-abscess',
    title: 'Renal and perinephric abscess',
    kind: 'episodic',
    codes: ['N151'],
    terms: renalAbscessNames,
    backing: { terms: words(antibiotics, drainage, infectionWorkup, ['ct abdomen', 'urology', 'interventional radiology', 'nephrostomy']) },
  },
  {
    id: 'pyonephrosis',
    title: 'Pyonephrosis',
    kind: 'episodic',
    codes: ['N136'],
    terms: pyonephrosisNames,
    backing: { terms: words(antibiotics, stoneDecompression, ['decompression', 'urgent decompression', 'emergent decompression', 'urine culture', 'blood culture']) },
  },
  {
    id: 'hydronephrosis-with-stone',
    title: 'Hydronephrosis with renal and ureteral calculous obstruction',
    kind: 'episodic',
    codes: ['N132'],
    terms: [
      'obstructing stone with hydronephrosis', 'obstructing ureteral stone with hydronephrosis', 'hydronephrosis due to stone', 'hydronephrosis due to obstructing stone',
      'hydronephrosis secondary to ureteral stone', 'hydronephrosis from ureteral stone', 'calculous hydronephrosis', 'obstructive uropathy due to stone',
    ],
    namedInParts: { terms: hydroStone, inSentenceWith: stoneWords },
    backing: { terms: words(stoneDecompression, renalColicCare), abbreviations: ['ESWL', 'PCN'] },
    refutedBy: { absent: ['hydronephrosis', 'hydroureteronephrosis'] },
    // Infection behind the obstruction is pyonephrosis (N13.6) when named.
    specificity: { otherKinds: pyonephrosisNames },
  },
  {
    id: 'renal-infarct',
    title: 'Ischemia and infarction of kidney',
    kind: 'episodic',
    codes: ['N280'],
    terms: renalInfarctNames,
    backing: { terms: ['heparin', 'heparin drip', 'anticoagulation', 'apixaban', 'warfarin', 'ldh', 'ct abdomen with contrast', 'ct angiography', 'echocardiogram', 'telemetry', 'nephrology', 'interventional radiology', 'thrombectomy'] },
  },
  {
    id: 'bladder-stone',
    title: 'Calculus in bladder',
    kind: 'episodic',
    codes: ['N210'],
    terms: bladderStoneNames,
    backing: { terms: words(urologyCare, ['cystolitholapaxy', 'cystolithotomy', 'laser lithotripsy', 'lithotripsy', 'ct abdomen', 'foley']) },
  },
  {
    id: 'bladder-neck-obstruction',
    title: 'Bladder-neck obstruction',
    kind: 'chronic',
    codes: ['N320'],
    terms: ['bladder neck obstruction', 'bladder outlet obstruction', 'bladder neck contracture', 'bladder neck stenosis', 'vesical neck obstruction'],
    abbreviations: ['BOO'],
    // With BPH the obstruction is the prostate's (N40.1).
    pseudo: ['bladder outlet obstruction due to bph', 'bladder outlet obstruction from bph'],
    backing: { terms: words(urologyCare, ['foley', 'foley catheter', 'suprapubic catheter', 'bladder scan', 'post void residual', 'tamsulosin', 'flomax', 'alfuzosin', 'transurethral incision', 'voiding trial', 'intermittent catheterization']), abbreviations: ['PVR'] },
    specificity: { otherKinds: ['benign prostatic hyperplasia', 'bph with luts', 'urethral stricture'] },
  },
  {
    id: 'urethral-stricture',
    title: 'Urethral stricture, unspecified',
    kind: 'chronic',
    codes: ['N359'],
    terms: urethralStrictureNames,
    backing: { terms: urethralStrictureCare },
  },
  {
    id: 'urethritis',
    title: 'Urethritis (nonspecific / other)',
    kind: 'episodic',
    codes: ['N341', 'N342'],
    terms: urethritisNames,
    pseudo: ['gonococcal urethritis', 'chlamydial urethritis', 'candidal urethritis', 'candida urethritis'],
    backing: { terms: words(antibiotics, urinaryWorkup, ['ceftriaxone and doxycycline', 'gc/chlamydia', 'gonorrhea and chlamydia testing', 'naat', 'trichomonas testing', 'urology']) },
    specificity: { otherKinds: ['gonococcal urethritis', 'chlamydial urethritis', 'gonorrhea', 'chlamydia'] },
  },
  {
    id: 'stress-incontinence',
    title: 'Stress incontinence (female) (male)',
    kind: 'chronic',
    codes: ['N393'],
    terms: stressIncontinenceNames,
    abbreviations: ['SUI'],
    backing: { terms: incontinenceCare },
    specificity: { otherKinds: mixedIncontinenceNames },
  },
  {
    id: 'urge-incontinence',
    title: 'Urge incontinence',
    kind: 'chronic',
    codes: ['N3941'],
    terms: urgeIncontinenceNames,
    backing: { terms: incontinenceCare },
    specificity: { otherKinds: mixedIncontinenceNames },
  },
  {
    id: 'mixed-incontinence',
    title: 'Mixed incontinence',
    kind: 'chronic',
    codes: ['N3946'],
    terms: mixedIncontinenceNames,
    backing: { terms: incontinenceCare },
  },
  {
    id: 'overflow-incontinence',
    title: 'Overflow incontinence',
    kind: 'chronic',
    codes: ['N39490'],
    terms: overflowIncontinenceNames,
    backing: { terms: words(incontinenceCare, ['foley', 'foley catheter', 'tamsulosin', 'flomax', 'bethanechol', 'voiding trial']), abbreviations: ['PVR'] },
  },

  // ================================================================ prostate, male genital
  {
    id: 'acute-prostatitis',
    title: 'Acute prostatitis',
    kind: 'episodic',
    codes: ['N410'],
    terms: acuteProstatitisNames,
    backing: { terms: prostatitisCare },
    specificity: { otherKinds: words(chronicProstatitisNames, prostateAbscessNames) },
  },
  {
    id: 'prostatic-abscess',
    title: 'Abscess of prostate',
    kind: 'episodic',
    codes: ['N412'],
    terms: prostateAbscessNames,
    backing: { terms: words(prostatitisCare, drainage, ['transurethral unroofing', 'transurethral drainage', 'transrectal drainage']) },
  },
  {
    id: 'prostatitis',
    title: 'Inflammatory disease of prostate, unspecified',
    kind: 'episodic',
    codes: ['N419'],
    terms: ['prostatitis', 'bacterial prostatitis'],
    backing: { terms: prostatitisCare },
    specificity: { otherKinds: words(acuteProstatitisNames, chronicProstatitisNames, prostateAbscessNames) },
  },
  {
    id: 'hydrocele',
    title: 'Hydrocele, unspecified',
    kind: 'chronic',
    codes: ['N433'],
    terms: hydroceleNames,
    pseudo: ['infected hydrocele', 'encysted hydrocele'],
    backing: { terms: words(urologyCare, ['hydrocelectomy', 'aspiration', 'scrotal support']) },
  },
  {
    id: 'testicular-torsion',
    title: 'Torsion of testis, unspecified',
    kind: 'episodic',
    codes: ['N4400'],
    terms: torsionNames,
    pseudo: ['torsion of appendix testis'],
    backing: { terms: torsionCare },
    refutedBy: { absent: ['torsion', 'testicular torsion'], instead: ['torsion of the appendix testis', 'appendix testis torsion', 'epididymitis'] },
  },
  {
    id: 'epididymitis',
    title: 'Epididymitis',
    kind: 'episodic',
    codes: ['N451'],
    terms: epididymitisNames,
    backing: { terms: scrotalCare },
    specificity: { otherKinds: words(epididymoOrchitisNames, scrotalAbscessNames) },
    refutedBy: { instead: torsionNames },
  },
  {
    id: 'orchitis',
    title: 'Orchitis',
    kind: 'episodic',
    codes: ['N452'],
    terms: orchitisNames,
    backing: { terms: scrotalCare },
    specificity: { otherKinds: words(epididymoOrchitisNames, scrotalAbscessNames) },
  },
  {
    id: 'epididymo-orchitis',
    title: 'Epididymo-orchitis',
    kind: 'episodic',
    codes: ['N453'],
    terms: epididymoOrchitisNames,
    backing: { terms: scrotalCare },
    refutedBy: { instead: torsionNames },
    specificity: { otherKinds: scrotalAbscessNames },
  },
  {
    id: 'scrotal-abscess',
    title: 'Abscess of epididymis or testis',
    kind: 'episodic',
    codes: ['N454'],
    terms: scrotalAbscessNames,
    backing: { terms: words(scrotalCare, drainage, ['orchiectomy', 'scrotal exploration']) },
  },
  {
    id: 'fournier-gangrene',
    title: 'Fournier gangrene (male)',
    kind: 'episodic',
    codes: ['N493'],
    terms: fournierNames,
    backing: { terms: fournierCare, abbreviations: ['NPWT', 'ICU'] },
    refutedBy: { instead: ['scrotal cellulitis', 'scrotal abscess without necrosis', 'no necrotizing infection'], absent: ['necrotizing infection', 'necrotizing fasciitis', 'fournier gangrene', 'subcutaneous gas'] },
  },
  {
    id: 'scrotal-abscess-cellulitis',
    title: 'Inflammatory disorders of scrotum (scrotal abscess or cellulitis)',
    kind: 'episodic',
    codes: ['N492'],
    terms: ['scrotal abscess', 'scrotal cellulitis', 'abscess of the scrotum', 'cellulitis of the scrotum', 'scrotal wall abscess', 'scrotal wall cellulitis'],
    backing: { terms: words(antibiotics, drainage, urologyCare) },
    specificity: { otherKinds: fournierNames },
  },
  {
    id: 'erectile-dysfunction',
    title: 'Male erectile dysfunction, unspecified',
    kind: 'chronic',
    codes: ['N529'],
    terms: edNames,
    pseudo: ['drug induced erectile dysfunction', 'erectile dysfunction due to medication'],
    backing: { terms: edCare, abbreviations: ['PDE5'] },
  },

  // ================================================================ breast
  {
    id: 'mastitis',
    title: 'Inflammatory disorders of breast: mastitis without abscess',
    kind: 'episodic',
    codes: ['N610'],
    terms: mastitisNames,
    pseudo: ['puerperal mastitis', 'lactational mastitis', 'postpartum mastitis', 'granulomatous mastitis'],
    backing: { terms: breastCare },
    specificity: { otherKinds: words(breastAbscessNames, ['puerperal mastitis', 'lactational mastitis', 'postpartum mastitis']), contradictedBy: breastAbscessNames },
  },
  {
    id: 'breast-abscess',
    title: 'Abscess of the breast and nipple',
    kind: 'episodic',
    codes: ['N611'],
    terms: breastAbscessNames,
    pseudo: ['puerperal breast abscess', 'lactational breast abscess'],
    backing: { terms: breastCare },
    refutedBy: { absent: ['abscess', 'drainable fluid collection', 'fluid collection'] },
  },
  {
    id: 'breast-lump',
    title: 'Unspecified lump in breast',
    kind: 'episodic',
    codes: ['N630'],
    terms: breastLumpNames,
    backing: { terms: breastLumpCare },
    refutedBy: { absent: ['breast mass', 'breast lump', 'palpable mass'] },
    // A malignancy diagnosed is C50-.
    specificity: { otherKinds: ['breast cancer', 'invasive ductal carcinoma', 'ductal carcinoma in situ', 'fibroadenoma'] },
  },

  // ================================================================ female pelvic organs
  {
    id: 'pelvic-inflammatory-disease',
    title: 'Female pelvic inflammatory disease, unspecified',
    kind: 'episodic',
    codes: ['N739'],
    terms: pidNames,
    abbreviations: ['PID'],
    backing: { terms: pidCare, abbreviations: ['NAAT'] },
    specificity: { otherKinds: tuboOvarianNames },
  },
  {
    id: 'tubo-ovarian-abscess',
    title: 'Salpingitis and oophoritis, unspecified (tubo-ovarian abscess)',
    kind: 'episodic',
    codes: ['N7093'],
    terms: tuboOvarianNames,
    abbreviations: ['TOA'],
    backing: { terms: words(pidCare, drainage, ['ir drainage', 'transvaginal drainage', 'laparoscopy', 'salpingectomy', 'salpingo oophorectomy']), abbreviations: ['IR'] },
    refutedBy: { absent: ['tubo ovarian abscess', 'abscess', 'adnexal abscess'] },
  },
  {
    id: 'bartholin-abscess',
    title: 'Abscess of Bartholin gland',
    kind: 'episodic',
    codes: ['N751'],
    terms: bartholinAbscessNames,
    backing: { terms: bartholinCare },
    specificity: { otherKinds: ['bartholin cyst', "bartholin's cyst", 'bartholin gland cyst'] },
  },
  {
    id: 'bartholin-cyst',
    title: 'Cyst of Bartholin gland',
    kind: 'chronic',
    codes: ['N750'],
    terms: ['bartholin cyst', "bartholin's cyst", 'bartholin gland cyst', 'bartholin duct cyst'],
    backing: { terms: bartholinCare },
    specificity: { otherKinds: bartholinAbscessNames },
  },
  {
    id: 'vulvar-abscess',
    title: 'Abscess of vulva',
    kind: 'episodic',
    codes: ['N764'],
    terms: vulvarAbscessNames,
    backing: { terms: words(antibiotics, drainage, gynecologyCare, ['sitz bath', 'sitz baths']) },
    specificity: { otherKinds: bartholinAbscessNames },
  },
  {
    id: 'endometriosis',
    title: 'Endometriosis, unspecified',
    kind: 'chronic',
    codes: ['N809'],
    terms: endometriosisNames,
    backing: { terms: endometriosisCare, abbreviations: ['OCP', 'GnRH', 'NSAID'] },
  },
  {
    id: 'cystocele',
    title: 'Cystocele, unspecified',
    kind: 'chronic',
    codes: ['N8110'],
    terms: cystoceleNames,
    backing: { terms: prolapseCare },
  },
  {
    id: 'rectocele',
    title: 'Rectocele',
    kind: 'chronic',
    codes: ['N816'],
    terms: rectoceleNames,
    backing: { terms: prolapseCare },
  },
  {
    id: 'uterovaginal-prolapse',
    title: 'Uterovaginal prolapse, unspecified',
    kind: 'chronic',
    codes: ['N814'],
    terms: words(uterineProlapseNames, ['complete uterovaginal prolapse', 'incomplete uterovaginal prolapse', 'third degree uterine prolapse', 'second degree uterine prolapse', 'first degree uterine prolapse']),
    abbreviations: ['POP'],
    backing: { terms: prolapseCare },
    specificity: { contradictedBy: ['complete uterovaginal prolapse', 'incomplete uterovaginal prolapse', 'third degree uterine prolapse', 'second degree uterine prolapse', 'first degree uterine prolapse'] },
  },
  {
    id: 'ovarian-cyst-right',
    title: 'Unspecified ovarian cyst, right side',
    kind: 'episodic',
    codes: ['N83201'],
    terms: cystRight,
    backing: { terms: ovarianCystCare },
    specificity: { otherKinds: words(cystLeft, ['bilateral ovarian cysts']) },
  },
  {
    id: 'ovarian-cyst-left',
    title: 'Unspecified ovarian cyst, left side',
    kind: 'episodic',
    codes: ['N83202'],
    terms: cystLeft,
    backing: { terms: ovarianCystCare },
    specificity: { otherKinds: words(cystRight, ['bilateral ovarian cysts']) },
  },
  {
    id: 'ovarian-cyst-unspecified-side',
    title: 'Unspecified ovarian cyst, unspecified side',
    kind: 'episodic',
    codes: ['N83209'],
    terms: words(ovarianCystUnsided, cystRight, cystLeft),
    pseudo: ['polycystic ovaries', 'polycystic ovary syndrome', 'dermoid cyst', 'endometrioma'],
    backing: { terms: ovarianCystCare },
    specificity: { contradictedBy: words(cystRight, cystLeft) },
  },
  {
    id: 'ovarian-torsion-right',
    title: 'Torsion of right ovary and ovarian pedicle',
    kind: 'episodic',
    codes: ['N83511'],
    terms: ovaryRight,
    backing: { terms: ovarianTorsionCare },
    specificity: { otherKinds: ovaryLeft },
    refutedBy: { instead: torsionExcluded },
  },
  {
    id: 'ovarian-torsion-left',
    title: 'Torsion of left ovary and ovarian pedicle',
    kind: 'episodic',
    codes: ['N83512'],
    terms: ovaryLeft,
    backing: { terms: ovarianTorsionCare },
    specificity: { otherKinds: ovaryRight },
    refutedBy: { instead: torsionExcluded },
  },
  {
    id: 'ovarian-torsion-unspecified-side',
    title: 'Torsion of ovary and ovarian pedicle, unspecified side',
    kind: 'episodic',
    codes: ['N83519'],
    terms: words(torsionUnsided, ovaryRight, ovaryLeft),
    backing: { terms: ovarianTorsionCare },
    specificity: { contradictedBy: words(ovaryRight, ovaryLeft) },
    refutedBy: { absent: ['torsion', 'ovarian torsion', 'adnexal torsion'] },
  },
  {
    id: 'postmenopausal-bleeding',
    title: 'Postmenopausal bleeding',
    kind: 'episodic',
    codes: ['N950'],
    terms: pmbNames,
    abbreviations: ['PMB'],
    backing: { terms: pmbCare },
  },
  {
    id: 'abnormal-uterine-bleeding',
    title: 'Abnormal uterine and vaginal bleeding, unspecified',
    kind: 'episodic',
    codes: ['N939'],
    terms: aubNames,
    abbreviations: ['AUB', 'DUB'],
    backing: { terms: aubCare, abbreviations: ['TXA', 'OCP'] },
    specificity: { otherKinds: words(pmbNames, ['menorrhagia', 'heavy menstrual bleeding']) },
  },
  {
    // Kidney failure after a procedure (N99.0): the procedure named as its cause.
    id: 'postprocedural-kidney-failure',
    title: 'Postprocedural (acute) (chronic) kidney failure',
    kind: 'episodic',
    codes: ['N990'],
    terms: [
      'postoperative acute kidney injury', 'postoperative aki', 'post operative acute kidney injury', 'postoperative renal failure', 'post operative renal failure',
      'postprocedural kidney failure', 'postprocedural acute kidney injury', 'acute kidney injury after surgery', 'renal failure after surgery', 'postoperative kidney injury',
      'acute kidney injury following surgery', 'aki after cardiac surgery', 'acute kidney injury after cardiac surgery', 'post op aki', 'post op acute kidney injury',
    ],
    backing: { terms: ['nephrology', 'hemodialysis', 'crrt', 'renal replacement therapy', 'held nephrotoxins', 'avoid nephrotoxins', 'iv fluids', 'urine output', 'foley', 'renal ultrasound', 'diuresis', 'creatinine peaked', 'creatinine trended'], abbreviations: ['CRRT'] },
    // Contrast nephropathy is N14.1 with a drug code, not N99.0.
    specificity: { contradictedBy: ['contrast induced nephropathy', 'contrast nephropathy', 'contrast induced acute kidney injury'] },
  },
];
