import { bloodEndocrineMindConditions } from '../../criteria/common/blood-endocrine-mind.en';
import { builtInResult, codesNotOwnedByTheirEntry } from '../support/built-in';

/**
 * Blood and immune, endocrine, mental, nervous-system, congenital and status entries
 * (criteria/common/blood-endocrine-mind.en.ts). Each entry: a note that supports it, and one
 * that does not for a reason a reviewer would see.
 */

const resultOf = builtInResult;

describe('blood, endocrine and mind entries', () => {
  it('resolve each code to its own pack', () => {
    expect(codesNotOwnedByTheirEntry(bloodEndocrineMindConditions)).toEqual([]);
  });
});

describe('blood and immune', () => {
  it.each([
    ['D52.9', 'Macrocytic anemia with low serum folate: folate deficiency anemia. Started folic acid 1 mg daily.', 'Supported'],
    ['D52.9', 'Folate deficiency anemia.', 'NoDetermination'],
    ['D55.0', 'G6PD deficiency with hemolysis after dapsone; haptoglobin undetectable, dapsone avoided going forward.', 'Supported'],
    ['D55.0', 'G6PD level normal; no G6PD deficiency. Rasburicase given.', 'Unsupported'],
    ['D59.11', 'Warm autoimmune hemolytic anemia, DAT positive for IgG; prednisone 1 mg/kg and transfusion.', 'Supported'],
    ['D59.11', 'Cold agglutinin disease with hemolysis; kept warm, rituximab started.', 'Unsupported'],
    ['D59.12', 'Cold agglutinin disease with hemolysis; kept warm, rituximab started.', 'Supported'],
    ['D59.10', 'Autoimmune hemolytic anemia; prednisone started, haptoglobin and LDH trended.', 'Supported'],
    ['D59.10', 'Anemia work-up: haptoglobin normal, no evidence of hemolysis.', 'Unsupported'],
    ['D59.31', 'STEC HUS after bloody diarrhea, stool shiga toxin positive; hemodialysis and supportive care.', 'Supported'],
    ['D59.31', 'Atypical hemolytic uremic syndrome; eculizumab started.', 'Unsupported'],
    ['D59.32', 'Atypical hemolytic uremic syndrome; eculizumab started.', 'Supported'],
    ['D59.9', 'Hemolytic anemia with elevated LDH and low haptoglobin; transfused 1 unit.', 'Supported'],
    ['D59.9', 'Potassium falsely elevated due to hemolysis of the sample; repeat normal.', 'NoDetermination'],
    ['D56.1', 'Transfusion dependent beta thalassemia; transfused 2 units and deferasirox continued.', 'Supported'],
    ['D56.1', 'Beta thalassemia trait; hemoglobin electrophoresis confirmed, no iron given.', 'Unsupported'],
    ['D56.3', 'Microcytic anemia explained by beta thalassemia trait on hemoglobin electrophoresis.', 'Supported'],
    ['D61.9', 'Severe aplastic anemia on bone marrow biopsy; horse ATG and cyclosporine started, transfused.', 'Supported'],
    ['D61.9', 'Pancytopenia; bone marrow biopsy showed no aplastic anemia.', 'Unsupported'],
    ['D66', 'Severe hemophilia A; recombinant factor VIII given before the procedure.', 'Supported'],
    ['D66', 'Hemophilia B; factor IX replacement.', 'Unsupported'],
    ['D67', 'Hemophilia B; factor IX replacement.', 'Supported'],
    ['D68.01', 'Type 1 von Willebrand disease; DDAVP given before the biopsy.', 'Supported'],
    ['D68.01', 'Type 2A von Willebrand disease; Humate P given.', 'Unsupported'],
    ['D68.04', 'GI bleeding from angiodysplasia with acquired von Willebrand syndrome on the LVAD; Humate P and octreotide.', 'Supported'],
    ['D68.52', 'Heterozygous prothrombin gene mutation with recurrent DVT; apixaban continued indefinitely.', 'Supported'],
    ['D73.5', 'CT: wedge shaped splenic infarct; heparin drip and TEE for embolic source.', 'Supported'],
    ['D73.5', 'CT abdomen without splenic infarct.', 'Unsupported'],
    ['Z90.81', 'History of splenectomy after trauma in 2010.', 'Supported'],
    ['Z90.81', 'Splenectomy was considered for refractory ITP; rituximab chosen instead.', 'NoDetermination'],
    ['D74.8', 'Cyanosis with methemoglobin 22% from dapsone: dapsone induced methemoglobinemia. Methylene blue given.', 'Supported'],
    ['D74.8', 'Congenital methemoglobinemia from cytochrome b5 reductase deficiency; methylene blue.', 'Unsupported'],
    ['D76.1', 'HLH with ferritin 45,000 and soluble IL-2 receptor elevated; dexamethasone and etoposide per HLH-94.', 'Supported'],
    ['D76.1', 'Ferritin 900; HLH was considered and ruled out.', 'Unsupported'],
    ['D83.9', 'CVID on monthly IVIG; IgG trough 750.', 'Supported'],
    ['D84.1', 'Hereditary angioedema attack with lip swelling; icatibant given.', 'Supported'],
    ['D84.1', 'Angioedema due to lisinopril: ACE inhibitor induced angioedema; icatibant given.', 'Unsupported'],
    ['D86.85', 'Cardiac sarcoidosis with VT; ICD placed and prednisone started.', 'Supported'],
    ['D89.810', 'Acute GVHD of the skin and gut after allogeneic transplant; methylprednisolone 2 mg/kg and ruxolitinib.', 'Supported'],
    ['D89.810', 'Chronic GVHD of the skin; ruxolitinib continued.', 'Unsupported'],
    ['D89.811', 'Chronic GVHD of the skin; ruxolitinib continued.', 'Supported'],
    ['D89.812', 'Acute on chronic GVHD; methylprednisolone.', 'Supported'],
    ['D89.832', 'Grade 2 CRS after CAR T infusion; tocilizumab given.', 'Supported'],
    ['D89.832', 'Grade 1 CRS after CAR T infusion; supportive care, tocilizumab given.', 'Unsupported'],
    ['D89.839', 'Cytokine release syndrome after teclistamab; tocilizumab given.', 'Supported'],
  ])('%s: %s -> %s', (code, text, expected) => {
    expect(resultOf(code, text)).toBe(expected);
  });
});

describe('endocrine and metabolic', () => {
  it.each([
    ['E20.9', 'Idiopathic hypoparathyroidism with calcium 6.9; calcium gluconate and calcitriol.', 'Supported'],
    ['E20.9', 'Postoperative hypoparathyroidism after total thyroidectomy; calcitriol.', 'Unsupported'],
    ['E89.2', 'Postoperative hypoparathyroidism after total thyroidectomy; calcitriol and calcium carbonate.', 'Supported'],
    ['E89.2', 'Calcium 8.9 and PTH normal after thyroidectomy: no postoperative hypoparathyroidism.', 'Unsupported'],
    ['E24.9', 'Cushing syndrome: urine free cortisol elevated; endocrinology arranged petrosal sinus sampling.', 'Supported'],
    ['E24.2', 'Iatrogenic Cushing syndrome from chronic prednisone; steroid taper with endocrinology.', 'Supported'],
    ['E26.01', 'Conn syndrome from a left aldosterone producing adenoma; spironolactone until adrenalectomy.', 'Supported'],
    ['E26.09', 'Primary aldosteronism due to bilateral adrenal hyperplasia; spironolactone titrated.', 'Supported'],
    ['E26.09', 'Primary aldosteronism from an aldosterone producing adenoma; adrenalectomy planned.', 'Unsupported'],
    ['E28.2', 'PCOS on metformin and spironolactone.', 'Supported'],
    ['E28.2', 'Pelvic ultrasound without polycystic ovaries; no PCOS.', 'Unsupported'],
    ['E23.2', 'Central diabetes insipidus after transsphenoidal surgery; DDAVP with sodium checks.', 'Supported'],
    ['E23.2', 'Polyuria on lithium: nephrogenic diabetes insipidus; free water.', 'Unsupported'],
    ['E80.4', "Gilbert's syndrome explains isolated indirect bilirubin of 2.4; no work-up needed.", 'Supported'],
    ['E85.82', 'Wild type transthyretin amyloidosis on PYP scan; tafamidis started.', 'Supported'],
    ['E85.82', 'AL amyloidosis with cardiac involvement; daratumumab with CyBorD.', 'Unsupported'],
    ['E85.81', 'AL amyloidosis with cardiac involvement; daratumumab with CyBorD.', 'Supported'],
    ['E85.4', 'Cardiac amyloidosis on cardiac MRI; diuresed with furosemide.', 'Supported'],
    ['E88.810', 'Metabolic syndrome; atorvastatin and lifestyle modification counseling.', 'Supported'],
    ['E51.2', "Confusion, ataxia and ophthalmoplegia in an alcoholic: Wernicke's encephalopathy. High dose IV thiamine.", 'Supported'],
    ['E51.2', 'Alcohol withdrawal on CIWA; thiamine given to prevent Wernicke encephalopathy.', 'NoDetermination'],
    ['E54', 'Scurvy with perifollicular hemorrhages; vitamin C level undetectable, ascorbic acid started.', 'Supported'],
    ['E73.9', 'Lactose intolerance; lactose free diet.', 'Supported'],
  ])('%s: %s -> %s', (code, text, expected) => {
    expect(resultOf(code, text)).toBe(expected);
  });
});

describe('mental and behavioural', () => {
  it.each([
    ['F06.0', 'Psychotic disorder due to another medical condition (lupus cerebritis) with visual hallucinations; olanzapine.', 'Supported'],
    ['F06.4', 'Anxiety disorder due to another medical condition (hyperthyroidism); hydroxyzine and psychiatry follow up.', 'Supported'],
    ['F07.81', 'Post concussion syndrome with headaches and poor concentration; amitriptyline, concussion clinic.', 'Supported'],
    ['F13.20', 'Benzodiazepine use disorder, severe; diazepam taper and addiction medicine consult.', 'Supported'],
    ['F13.239', 'Benzodiazepine withdrawal in a patient with benzodiazepine dependence; phenobarbital taper.', 'Supported'],
    ['F13.239', 'Benzodiazepine withdrawal after abrupt stop of prescribed alprazolam; phenobarbital taper.', 'NoDetermination'],
    ['F22', 'Delusional disorder, persecutory type; risperidone started by psychiatry.', 'Supported'],
    ['F23', 'Brief psychotic disorder after bereavement; olanzapine, psychiatry followed.', 'Supported'],
    ['F30.9', 'Acute mania, first episode; olanzapine and lithium.', 'Supported'],
    ['F30.9', 'Bipolar I disorder, current episode manic; lithium restarted.', 'Unsupported'],
    ['F39', 'Mood disorder, unspecified; sertraline continued.', 'Supported'],
    ['F44.5', 'Events captured on video EEG without electrographic correlate: psychogenic nonepileptic seizures. Levetiracetam discontinued; psychology referral.', 'Supported'],
    ['F44.5', 'Video EEG captured electrographic seizures; no PNES.', 'Unsupported'],
    ['F44.4', 'Functional weakness of the left leg with positive Hoover sign; MRI negative, physical therapy.', 'Supported'],
    ['F53.0', 'Postpartum depression, EPDS 18; sertraline and perinatal psychiatry.', 'Supported'],
    ['F53.0', 'Tearful on day 3: postpartum blues; reassurance.', 'Unsupported'],
    ['F53.1', 'Postpartum psychosis; olanzapine and inpatient psychiatry.', 'Supported'],
    ['F71', 'Moderate intellectual disability; lives in a group home with a legal guardian.', 'Supported'],
    ['F71', 'Mild intellectual disability; lives in a group home.', 'Unsupported'],
    ['F70', 'Intellectual disability; lives in a group home.', 'NoDetermination'],
    ['F95.2', 'Tourette syndrome; guanfacine continued.', 'Supported'],
    ['F40.240', 'Claustrophobia: MRI under sedation with lorazepam before MRI.', 'Supported'],
    ['F64.0', 'Gender dysphoria on estradiol and spironolactone.', 'Supported'],
  ])('%s: %s -> %s', (code, text, expected) => {
    expect(resultOf(code, text)).toBe(expected);
  });
});

describe('nervous system', () => {
  it.each([
    ['G00.1', 'Pneumococcal meningitis: lumbar puncture with CSF neutrophilic pleocytosis; vancomycin, ceftriaxone and dexamethasone.', 'Supported'],
    ['G00.9', 'Fever and headache. Lumbar puncture: no pleocytosis. Bacterial meningitis was ruled out.', 'Unsupported'],
    ['G00.9', 'Viral meningitis with lymphocytic pleocytosis; supportive care, acyclovir stopped when HSV PCR negative.', 'Unsupported'],
    ['G03.0', 'Aseptic meningitis after IVIG; supportive care, IVIG discontinued.', 'Supported'],
    ['G04.81', 'Anti NMDA receptor encephalitis; IVIG, methylprednisolone and pelvic ultrasound for teratoma.', 'Supported'],
    ['G06.1', 'MRI spine: lumbar epidural abscess; neurosurgery performed laminectomy, vancomycin and cefepime.', 'Supported'],
    ['G06.1', 'Back pain with fever; MRI: no spinal epidural abscess. Treated for pyelonephritis.', 'Unsupported'],
    ['G06.0', 'Brain abscess on MRI; stereotactic aspiration and ceftriaxone with metronidazole.', 'Supported'],
    ['G24.02', 'Acute dystonic reaction after metoclopramide; diphenhydramine given and metoclopramide discontinued.', 'Supported'],
    ['G24.01', 'Tardive dyskinesia from years of haloperidol; valbenazine started.', 'Supported'],
    ['G25.3', 'Multifocal myoclonus from gabapentin in ESRD; gabapentin held and hemodialysis.', 'Supported'],
    ['G36.0', 'Neuromyelitis optica relapse, AQP4 positive; IV methylprednisolone and plasma exchange.', 'Supported'],
    ['G37.3', 'Acute transverse myelitis at T6 on MRI spine; IV methylprednisolone.', 'Supported'],
    ['G37.3', 'Myelopathy; MRI showed spinal cord compression from metastasis, not transverse myelitis.', 'Unsupported'],
    ['G44.209', 'Tension type headache; acetaminophen and ibuprofen.', 'Supported'],
    ['G44.209', 'Migraine without aura; sumatriptan.', 'Unsupported'],
    ['G44.209', 'Headache; acetaminophen.', 'NoDetermination'],
    ['G50.0', 'Trigeminal neuralgia flare; carbamazepine increased.', 'Supported'],
    ['G51.0', "Right Bell's palsy; prednisone and valacyclovir, eye patch at night.", 'Supported'],
    ['G51.0', 'Facial droop; MRI showed acute ischemic stroke, not Bell palsy.', 'Unsupported'],
    ['G56.01', 'Right carpal tunnel syndrome; wrist splint and EMG.', 'Supported'],
    ['G56.01', 'Left carpal tunnel syndrome; wrist splint.', 'Unsupported'],
    ['G56.02', 'Left carpal tunnel syndrome; wrist splint.', 'Supported'],
    ['G57.31', 'Right peroneal nerve palsy with foot drop after prolonged squatting; ankle foot orthosis.', 'Supported'],
    ['G61.81', 'CIDP relapse; IVIG 2 g/kg.', 'Supported'],
    ['G72.0', 'Statin induced myopathy with CK 2,400; atorvastatin discontinued.', 'Supported'],
    ['G83.4', 'Cauda equina syndrome from L4-5 disc herniation; emergent decompression by neurosurgery.', 'Supported'],
    ['G83.4', 'Back pain. No saddle anesthesia; no cauda equina syndrome. Physical therapy.', 'Unsupported'],
    ['G93.82', 'Declared brain dead after apnea test; organ procurement organization notified.', 'Supported'],
    ['G93.82', 'Brain death exam performed: corneal reflexes present, does not meet criteria.', 'NoDetermination'],
    ['G95.20', 'Metastatic spinal cord compression at T8; dexamethasone and palliative radiation.', 'Supported'],
    ['G95.20', 'Back pain in a patient with prostate cancer; MRI total spine without cord compression.', 'Unsupported'],
    ['G97.1', 'Post dural puncture headache after the lumbar puncture; epidural blood patch with relief.', 'Supported'],
    ['G96.00', 'Clear rhinorrhea positive for beta 2 transferrin: CSF leak; lumbar drain and neurosurgery.', 'Supported'],
    ['G47.411', 'Narcolepsy with cataplexy; sodium oxybate continued.', 'Supported'],
    ['G47.419', 'Narcolepsy with cataplexy; sodium oxybate continued.', 'Unsupported'],
  ])('%s: %s -> %s', (code, text, expected) => {
    expect(resultOf(code, text)).toBe(expected);
  });
});

describe('congenital', () => {
  it.each([
    ['Q21.0', 'Small muscular VSD on transthoracic echocardiogram; cardiology follow up.', 'Supported'],
    ['Q21.0', 'S/p VSD repair in childhood; echocardiogram without residual shunt.', 'Unsupported'],
    ['Q21.12', 'Cryptogenic stroke; TEE with bubble study showed a PFO with shunt; PFO closure planned.', 'Supported'],
    ['Q21.12', 'TEE with bubble study: no PFO.', 'Unsupported'],
    ['Q21.11', 'Secundum atrial septal defect with RV dilation; percutaneous device closure.', 'Supported'],
    ['Q21.11', 'Sinus venosus atrial septal defect; surgical repair planned.', 'Unsupported'],
    ['Q23.1', 'Bicuspid aortic valve with moderate stenosis on echocardiogram; cardiology following.', 'Supported'],
    ['Q25.1', 'Coarctation of the aorta with arm-leg gradient; balloon angioplasty and coarctation stent.', 'Supported'],
    ['Q20.3', 'Congenitally corrected transposition of the great arteries; cardiology.', 'Unsupported'],
    ['Q61.2', 'ADPKD with CKD 4; tolvaptan held, nephrology following.', 'Supported'],
    ['Q61.2', 'Simple renal cysts on ultrasound; no polycystic kidney disease.', 'Unsupported'],
    ['Q90.9', 'Down syndrome; lives in a group home with a legal guardian.', 'Supported'],
    ['Q90.9', 'Prenatal screen negative for trisomy 21.', 'Unsupported'],
    ['Q85.1', 'Tuberous sclerosis with seizures; everolimus and levetiracetam continued.', 'Supported'],
    ['Q05.9', 'Spina bifida occulta on x-ray, incidental.', 'NoDetermination'],
    ['Q28.2', 'Ruptured cerebral AVM with hemorrhage; embolization by neurointerventional radiology.', 'Supported'],
    ['Q79.63', 'Hypermobile Ehlers Danlos syndrome; physical therapy and bracing.', 'Unsupported'],
    ['Q79.62', 'Hypermobile Ehlers Danlos syndrome; physical therapy and bracing.', 'Supported'],
  ])('%s: %s -> %s', (code, text, expected) => {
    expect(resultOf(code, text)).toBe(expected);
  });
});

describe('status and encounters', () => {
  it.each([
    ['Z17.0', 'Invasive ductal carcinoma of the left breast, ER positive, PR positive, HER2 negative; letrozole.', 'Supported'],
    ['Z17.0', 'Triple negative breast cancer; carboplatin and paclitaxel.', 'Unsupported'],
    ['Z17.1', 'Triple negative breast cancer; carboplatin and paclitaxel.', 'Supported'],
    ['Z17.1', 'Breast cancer, ER positive; anastrozole.', 'Unsupported'],
    ['Z15.01', 'BRCA1 mutation carrier; seen by the high risk breast clinic.', 'Supported'],
    ['Z15.01', 'Genetic testing: BRCA negative.', 'Unsupported'],
    ['Z19.2', 'Metastatic castration resistant prostate cancer on enzalutamide.', 'Supported'],
    ['Z19.2', 'Metastatic hormone sensitive prostate cancer; ADT started with abiraterone.', 'Unsupported'],
    ['Z67.40', 'Type and screen sent before surgery: blood type O positive.', 'Supported'],
    ['Z67.40', 'Blood type A negative; RhoGAM given.', 'Unsupported'],
    ['Z67.91', 'Rh negative; RhoGAM given at 28 weeks.', 'Supported'],
    ['Z67.91', 'Rh positive, rubella immune.', 'Unsupported'],
    ['Z23', 'Influenza vaccine given prior to discharge.', 'Supported'],
    ['Z23', 'Offered influenza vaccine; patient declined the influenza vaccine.', 'NoDetermination'],
    ['Z28.21', 'Offered influenza vaccine; patient declined the influenza vaccine.', 'Supported'],
    ['Z43.3', 'Admitted for colostomy takedown with primary anastomosis; tolerated diet.', 'Supported'],
    ['Z43.1', 'Dislodged G tube; replaced by IR.', 'Unsupported'],
    ['Z53.31', 'Laparoscopic cholecystectomy converted to open because of dense adhesions.', 'Supported'],
    ['Z53.31', 'VATS lobectomy converted to thoracotomy for bleeding.', 'Unsupported'],
    ['Z53.29', 'Surgery recommended for the fracture; the patient declined surgery after discussion of risks.', 'Supported'],
    ['Z53.1', "Patient is a Jehovah's Witness and refused blood transfusion; iron and epoetin given.", 'Supported'],
    ['Z59.86', 'Unable to afford her insulin; social work arranged a patient assistance program.', 'Supported'],
    ['Z63.4', 'Recently widowed and grieving; chaplain visited.', 'Supported'],
    ['Z65.1', 'Admitted from county jail with an incarcerated inguinal hernia.', 'Supported'],
    ['Z65.1', 'Incarcerated inguinal hernia repaired.', 'NoDetermination'],
    ['Z71.6', 'Current smoker; counseled on smoking cessation for 5 minutes.', 'Supported'],
    ['Z75.1', 'Medically ready for discharge on day 4 and remained hospitalized awaiting SNF placement.', 'Supported'],
    ['Z78.1', 'Pulling at lines; bilateral wrist restraints placed overnight.', 'Supported'],
    ['Z78.1', 'Restrained driver in a motor vehicle collision.', 'NoDetermination'],
    ['Z78.0', 'Postmenopausal woman on calcium and vitamin D.', 'Supported'],
    ['Z78.0', 'Postmenopausal with hot flashes; started venlafaxine.', 'Unsupported'],
    ['Z62.810', 'History of childhood sexual abuse; follows with a therapist.', 'Supported'],
  ])('%s: %s -> %s', (code, text, expected) => {
    expect(resultOf(code, text)).toBe(expected);
  });
});
