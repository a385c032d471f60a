import type { ConceptDefinition } from './concepts';

/**
 * The default lexicon `analyze` matches when the caller passes none: the conditions clinval's
 * criteria packs validate, plus the signs and treatments their criteria read. Criteria packs
 * bring their own, richer concept lists; this one exists so a data scientist gets useful
 * mentions from `analyze(text)` alone.
 */
export const baseLexicon = [
  { id: 'sepsis', terms: ['sepsis', 'septicemia', 'urosepsis', 'septic', 'severe sepsis', 'bacteremia with sepsis'], pseudo: ['sepsis screen', 'sepsis protocol', 'sepsis bundle', 'septic joint', 'septic arthritis'] },
  { id: 'septic-shock', terms: ['septic shock'] },
  { id: 'shock', terms: ['shock', 'cardiogenic shock', 'hypovolemic shock', 'hemorrhagic shock', 'distributive shock'], pseudo: ['shock liver', 'shockable rhythm'] },
  { id: 'sirs', terms: ['systemic inflammatory response syndrome'], abbreviations: ['SIRS'] },
  { id: 'respiratory-failure', terms: ['respiratory failure', 'hypoxic respiratory failure', 'hypoxemic respiratory failure', 'hypercapnic respiratory failure', 'hypercarbic respiratory failure', 'ventilatory failure', 'respiratory insufficiency'], abbreviations: ['AHRF'] },
  { id: 'respiratory-distress', terms: ['respiratory distress', 'increased work of breathing', 'accessory muscle use', 'use of accessory muscles'] },
  { id: 'hypoxia', terms: ['hypoxia', 'hypoxemia', 'hypoxic', 'hypoxemic', 'desaturation', 'desaturated', 'desatting'] },
  { id: 'acute-kidney-injury', terms: ['acute kidney injury', 'acute renal failure', 'acute renal insufficiency', 'acute tubular necrosis', 'acute on chronic kidney injury', 'acute on chronic renal failure'], abbreviations: ['AKI', 'ATN', 'ARF'] },
  { id: 'chronic-kidney-disease', terms: ['chronic kidney disease', 'chronic renal failure', 'chronic renal insufficiency', 'end stage renal disease', 'end-stage renal disease'], abbreviations: ['CKD', 'ESRD', 'CRI'] },
  { id: 'anemia', terms: ['anemia', 'anaemia', 'acute blood loss anemia', 'posthemorrhagic anemia', 'acute posthemorrhagic anemia'], abbreviations: ['ABLA'] },
  { id: 'transfusion', terms: ['transfusion', 'transfused', 'packed red blood cells', 'packed red cells', 'units of blood', 'unit of blood'], abbreviations: ['PRBC', 'PRBCs', 'pRBC'] },
  { id: 'malnutrition', terms: ['malnutrition', 'protein calorie malnutrition', 'protein-calorie malnutrition', 'cachexia', 'cachectic', 'undernutrition', 'malnourished', 'kwashiorkor', 'marasmus'], abbreviations: ['PCM'] },
  { id: 'encephalopathy', terms: ['encephalopathy', 'metabolic encephalopathy', 'toxic encephalopathy', 'septic encephalopathy', 'hepatic encephalopathy', 'toxic metabolic encephalopathy', 'encephalopathic'] },
  { id: 'altered-mental-status', terms: ['altered mental status', 'confusion', 'confused', 'delirium', 'disoriented', 'obtunded', 'lethargic', 'altered sensorium', 'mental status changes'], abbreviations: ['AMS'] },
  { id: 'hyponatremia', terms: ['hyponatremia', 'hyponatraemia', 'low sodium'] },
  { id: 'hypokalemia', terms: ['hypokalemia', 'hypokalaemia', 'low potassium'] },
  { id: 'hyperkalemia', terms: ['hyperkalemia', 'hyperkalaemia', 'high potassium'] },
  { id: 'pneumonia', terms: ['pneumonia', 'bronchopneumonia', 'pneumonitis', 'lobar pneumonia', 'aspiration pneumonia', 'community acquired pneumonia', 'hospital acquired pneumonia', 'healthcare associated pneumonia', 'ventilator associated pneumonia'], abbreviations: ['PNA', 'CAP', 'HCAP', 'HAP', 'VAP'] },
  { id: 'infiltrate', terms: ['infiltrate', 'infiltrates', 'consolidation', 'opacity', 'opacities', 'airspace disease'] },
  { id: 'heart-failure', terms: ['heart failure', 'congestive heart failure', 'cardiac failure', 'systolic heart failure', 'diastolic heart failure', 'chf exacerbation', 'decompensated heart failure', 'cardiomyopathy'], abbreviations: ['CHF', 'HFrEF', 'HFpEF', 'ADHF'] },
  { id: 'pulmonary-edema', terms: ['pulmonary edema', 'pulmonary vascular congestion', 'pulmonary congestion', 'volume overload', 'fluid overload'] },
  { id: 'lactic-acidosis', terms: ['lactic acidosis', 'hyperlactatemia', 'elevated lactate'] },
  { id: 'acidosis', terms: ['acidosis', 'metabolic acidosis', 'respiratory acidosis', 'acidemia'] },
  { id: 'myocardial-infarction', terms: ['myocardial infarction', 'heart attack', 'type 2 myocardial infarction', 'demand ischemia', 'non st elevation myocardial infarction', 'st elevation myocardial infarction'], abbreviations: ['MI', 'NSTEMI', 'STEMI', 'AMI'] },
  { id: 'obesity', terms: ['obesity', 'obese', 'morbid obesity', 'morbidly obese', 'severe obesity', 'class iii obesity', 'class 3 obesity'] },
  { id: 'pressure-injury', terms: ['pressure ulcer', 'pressure injury', 'decubitus ulcer', 'decubitus', 'bedsore', 'pressure sore', 'sacral ulcer', 'sacral decubitus'] },
  { id: 'copd', terms: ['chronic obstructive pulmonary disease', 'chronic obstructive lung disease', 'emphysema', 'chronic bronchitis', 'copd exacerbation'], abbreviations: ['COPD', 'AECOPD'] },
  { id: 'thrombocytopenia', terms: ['thrombocytopenia', 'low platelets', 'low platelet count'] },
  { id: 'diabetic-ketoacidosis', terms: ['diabetic ketoacidosis', 'ketoacidosis'], abbreviations: ['DKA'] },
  { id: 'diabetes', terms: ['diabetes', 'diabetes mellitus', 'type 2 diabetes', 'type 1 diabetes', 'insulin dependent diabetes', 'non insulin dependent diabetes'], abbreviations: ['DM', 'DM2', 'T2DM', 'IDDM', 'NIDDM'] },
  { id: 'hypertension', terms: ['hypertension', 'high blood pressure', 'hypertensive'], abbreviations: ['HTN'] },
  { id: 'hypotension', terms: ['hypotension', 'hypotensive', 'low blood pressure'] },
  { id: 'fever', terms: ['fever', 'fevers', 'febrile', 'pyrexia', 'temperature spike'] },
  { id: 'tachycardia', terms: ['tachycardia', 'tachycardic'] },
  { id: 'tachypnea', terms: ['tachypnea', 'tachypneic', 'tachypnoea'] },
  { id: 'dyspnea', terms: ['dyspnea', 'shortness of breath', 'dyspneic', 'breathlessness', 'short of breath'], abbreviations: ['SOB', 'DOE'] },
  { id: 'vasopressor', terms: ['vasopressor', 'vasopressors', 'pressors', 'pressor', 'norepinephrine', 'levophed', 'vasopressin', 'phenylephrine', 'neosynephrine', 'dopamine', 'epinephrine drip'] },
  { id: 'mechanical-ventilation', terms: ['mechanical ventilation', 'intubated', 'intubation', 'ventilator', 'bipap', 'cpap', 'non invasive ventilation', 'noninvasive ventilation', 'high flow nasal cannula', 'non rebreather', 'nonrebreather'], abbreviations: ['NIV', 'NIPPV', 'HFNC'] },
  { id: 'antibiotics', terms: ['antibiotics', 'antibiotic', 'vancomycin', 'zosyn', 'piperacillin', 'ceftriaxone', 'cefepime', 'levaquin', 'levofloxacin', 'azithromycin', 'meropenem', 'rocephin', 'unasyn', 'ampicillin', 'cefazolin', 'clindamycin', 'metronidazole', 'flagyl', 'doxycycline', 'ciprofloxacin', 'cipro', 'bactrim'] },
  { id: 'atrial-fibrillation', terms: ['atrial fibrillation', 'a fib', 'afib', 'atrial flutter'], abbreviations: ['AF', 'AFib'] },
  { id: 'coronary-artery-disease', terms: ['coronary artery disease', 'coronary disease', 'ischemic heart disease'], abbreviations: ['CAD'] },
  { id: 'pulmonary-embolism', terms: ['pulmonary embolism', 'pulmonary emboli', 'pulmonary embolus'], abbreviations: ['PE'] },
  { id: 'urinary-tract-infection', terms: ['urinary tract infection', 'pyelonephritis', 'cystitis'], abbreviations: ['UTI'] },
  { id: 'bacteremia', terms: ['bacteremia', 'positive blood cultures', 'blood cultures positive'] },
] as const satisfies readonly ConceptDefinition[];

export type BaseConceptId = (typeof baseLexicon)[number]['id'];
