import type { MeasurementRole, OxygenSupport } from './lab-values';
import type { AssumeRule, MeasurementKind } from './units';

/**
 * One way of writing a measurement's name, with the cautions that come with it. A plain string
 * in a name list is the same as `{ name }`: matched ignoring case, with spaces and hyphens
 * optional ("T-max", "T max", "Tmax").
 */
export interface NameVariant {
  readonly name: string;
  /** Match the letters case-exactly: "Cr" but not "cr", "HR" but not "hr" (hour). @default false */
  readonly exactCase?: boolean;
  /**
   * The value must follow at once, with only spaces, ":" or "=" between ("T 38.6", "K 2.9").
   * Used for one-letter names, which are everywhere in prose. @default false
   */
  readonly adjacent?: boolean;
  /** Kept only beside another vital sign ("P 88" in "T 98.6, P 88, R 18"). @default false */
  readonly inVitals?: boolean;
  /** Needs a decimal or a written unit: "CR 2.1" is creatinine, "CR 2 years" is not. @default false */
  readonly needsDecimal?: boolean;
  /** The role the name itself implies: "Tmax 102.3" is a peak. */
  readonly role?: MeasurementRole;
  /** Unit rules that replace the kind's when no unit is written ("hs-troponin 120" is ng/L). */
  readonly assume?: readonly AssumeRule[];
  /** Read as this kind right after a pH: "CO2" is bicarbonate in a BMP, pCO2 in "pH 7.30, CO2 60". */
  readonly afterPh?: MeasurementKind;
}

export type NameSpec = string | NameVariant;

/**
 * How the values of a name that covers several kinds are separated.
 *
 * @example 'slash-or-over' reads "BP 120/80" and "blood pressure 120 over 80".
 */
export type TupleStyle = 'slash' | 'slash-or-over' | 'slash-or-and' | 'fishbone';

/**
 * Names of one kind, or of a fixed tuple of kinds written together ("BP 120/80", "H/H 8.1/24",
 * "ABG 7.21/68/55"). For a tuple, values are assigned in order; with `partial`, fewer values than
 * kinds are allowed ("BP 90" is a systolic pressure).
 */
export interface LabNameEntry {
  readonly kinds: readonly [MeasurementKind, ...MeasurementKind[]];
  readonly names: readonly NameSpec[];
  /** @default 'slash' */
  readonly tuple?: TupleStyle;
  /** @default false */
  readonly partial?: boolean;
  /** With `partial`, the fewest values that make a reading ("BMP 137/4.1/101" is a panel; "BMP 2" is not). @default 1 */
  readonly minimum?: number;
}

const hsTroponin: readonly AssumeRule[] = [
  { unit: 'ng/mL', min: 0, max: 0.999 },
  { unit: 'ng/L', min: 1, max: 1_000_000 },
];

/**
 * The names and abbreviations each kind goes by in discharge summaries. Longest match wins, so
 * "serum creatinine" beats "creatinine" and "pulse ox" beats "pulse".
 *
 * @example "Hgb dropped from 11.2 to 7.9" is found through the hemoglobin name "Hgb".
 */
export const labNames: readonly LabNameEntry[] = [
  {
    kinds: ['creatinine'],
    names: [
      'creatinine', 'creat', 'serum creatinine', 'creatinine level', 'serum Cr', 'plasma creatinine',
      { name: 'Cr', exactCase: true }, { name: 'Cre', exactCase: true }, { name: 'SCr', exactCase: true }, { name: 'sCr', exactCase: true },
      { name: 'CR', exactCase: true, needsDecimal: true },
      // "renal function went up from 2.08 to 2.67": a creatinine; the decimal keeps an eGFR of 45 out.
      { name: 'renal function', needsDecimal: true }, { name: 'kidney function', needsDecimal: true },
    ],
  },
  {
    kinds: ['bun'],
    names: [
      'BUN', 'blood urea nitrogen', 'urea nitrogen', 'serum urea nitrogen',
      // Urea is reported in mmol/L where it is named that way.
      { name: 'urea', assume: [{ unit: 'mmol/L', min: 0.5, max: 100 }] },
      { name: 'serum urea', assume: [{ unit: 'mmol/L', min: 0.5, max: 100 }] },
    ],
  },
  // The condition names the value it was measured by: "hyponatremia to 126", "Hypokalemia to 3.1 this morning".
  // A potassium so named needs its decimal: "hypokalemia 2/2 diuresis" gives no value.
  {
    kinds: ['sodium'],
    names: ['sodium', 'serum sodium', 'sodium level', { name: 'Na', exactCase: true }, { name: 'Na+', exactCase: true }, 'hyponatremia', 'hyponatraemia'],
  },
  {
    kinds: ['potassium'],
    names: [
      'potassium', 'serum potassium', 'potassium level', { name: 'K', exactCase: true, adjacent: true }, { name: 'K+', exactCase: true },
      { name: 'hypokalemia', needsDecimal: true }, { name: 'hypokalaemia', needsDecimal: true },
    ],
  },
  {
    kinds: ['bicarbonate'],
    names: [
      'bicarbonate', 'bicarb', 'serum bicarbonate', 'HCO3', 'HCO3-', 'total CO2', 'tCO2', 'serum CO2', 'serum bicarb',
      { name: 'CO2', afterPh: 'pco2' },
    ],
  },
  { kinds: ['chloride'], names: ['chloride', 'serum chloride', { name: 'Cl', exactCase: true }, { name: 'Cl-', exactCase: true }] },
  {
    kinds: ['glucose'],
    names: [
      'glucose', 'gluc', 'blood glucose', 'serum glucose', 'blood sugar', 'blood sugars', 'fingerstick glucose', 'fingerstick', 'finger stick',
      'FSBG', 'FSBS', 'POC glucose', 'point of care glucose', 'accucheck', 'accuchecks', 'Accu-Chek', 'glucose level', 'glucoses', 'sugars',
      { name: 'BG', exactCase: true }, { name: 'BGs', exactCase: true },
    ],
  },
  {
    kinds: ['lactate'],
    names: ['lactate', 'lactic acid', 'lactic', 'serum lactate', 'lactate level', 'lactic acid level', { name: 'LA', exactCase: true }],
  },
  {
    kinds: ['wbc'],
    names: [
      'WBC', 'WBC count', 'white count', 'white blood cell count', 'white blood cells', 'white blood cell', 'white blood count',
      'white cell count', 'white cells', 'leukocyte count', 'leukocytes', 'leukocytosis', 'total white count',
      // British and Commonwealth reports.
      'WCC', 'leucocytes', 'leucocyte count',
    ],
  },
  {
    kinds: ['hemoglobin'],
    names: ['hemoglobin', 'haemoglobin', 'Hgb', 'Hb', 'hemoglobin level', 'serum hemoglobin'],
  },
  { kinds: ['hematocrit'], names: ['hematocrit', 'haematocrit', 'Hct', 'crit'] },
  {
    kinds: ['hemoglobin', 'hematocrit'],
    names: [
      'H/H', 'H&H', 'H and H', 'H & H', 'hemoglobin and hematocrit', 'hemoglobin/hematocrit', 'haemoglobin and haematocrit',
      'Hgb/Hct', 'Hgb and Hct', 'Hgb & Hct', 'Hb/Hct',
    ],
    tuple: 'slash-or-and',
    partial: true,
  },
  { kinds: ['platelets'], names: ['platelets', 'platelet', 'platelet count', 'plt', 'plts', 'PLT count', 'platelet level'] },
  { kinds: ['inr'], names: ['INR', 'PT/INR', 'PT-INR', 'PT INR', 'international normalized ratio'] },
  {
    kinds: ['bilirubin'],
    names: ['bilirubin', 'total bilirubin', 'T bili', 'T. bili', 'Tbili', 'bili', 'total bili', 'serum bilirubin', 'T bilirubin'],
  },
  { kinds: ['albumin'], names: ['albumin', 'serum albumin', 'alb', 'albumin level'] },
  {
    kinds: ['troponin'],
    names: [
      'troponin', 'troponins', 'troponin I', 'troponin T', 'trop', 'trops', 'trop I', 'trop T', 'TnI', 'TnT', 'cTnI', 'cTnT', 'troponin level',
      'cardiac troponin',
      { name: 'hs-troponin', assume: hsTroponin }, { name: 'hs troponin I', assume: hsTroponin }, { name: 'hs troponin T', assume: hsTroponin },
      { name: 'high-sensitivity troponin', assume: hsTroponin }, { name: 'high sensitivity troponin I', assume: hsTroponin },
      { name: 'high sensitivity troponin T', assume: hsTroponin }, { name: 'hsTnI', assume: hsTroponin }, { name: 'hsTnT', assume: hsTroponin },
      { name: 'hs-cTnI', assume: hsTroponin }, { name: 'hs-cTnT', assume: hsTroponin }, { name: 'hs-trop', assume: hsTroponin },
      { name: 'hs-TnI', assume: hsTroponin }, { name: 'hs-TnT', assume: hsTroponin }, { name: 'hs trop', assume: hsTroponin },
    ],
  },
  { kinds: ['bnp'], names: ['BNP', 'B-type natriuretic peptide', 'brain natriuretic peptide', 'B-natriuretic peptide', 'BNP level'] },
  { kinds: ['nt-probnp'], names: ['NT-proBNP', 'NT-pro BNP', 'proBNP', 'pro-BNP', 'N-terminal pro-BNP', 'N-terminal proBNP', 'NT-pBNP'] },
  { kinds: ['ph'], names: [{ name: 'pH', exactCase: true }, 'arterial pH', 'venous pH', 'blood pH', 'serum pH'] },
  // Dictation often writes a zero for the letter O ("pC02 32, p02 46").
  { kinds: ['pco2'], names: ['pCO2', 'PaCO2', 'PvCO2', 'pC02', 'PaC02', 'arterial CO2', 'venous pCO2', 'partial pressure of carbon dioxide'] },
  { kinds: ['po2'], names: ['pO2', 'PaO2', 'PvO2', 'p02', 'Pa02', 'arterial oxygen tension', 'partial pressure of oxygen'] },
  {
    kinds: ['ph', 'pco2', 'po2', 'bicarbonate'],
    names: ['ABG', 'ABGs', 'arterial blood gas', 'arterial blood gases', 'VBG', 'venous blood gas', 'blood gas'],
    tuple: 'slash',
    partial: true,
  },
  { kinds: ['fio2'], names: ['FiO2', 'FIO2', 'F1O2', 'Fi02', 'fraction of inspired oxygen'] },
  {
    kinds: ['pf-ratio'],
    names: ['P/F ratio', 'P/F', 'PF ratio', 'P:F ratio', 'P:F', 'P to F ratio', 'PaO2/FiO2', 'PaO2/FiO2 ratio', 'PaO2:FiO2', 'P/F ratios'],
  },
  {
    kinds: ['spo2'],
    names: [
      'SpO2', 'SaO2', 'O2 sat', 'O2 sats', 'O2 saturation', 'O2 saturations', 'oxygen saturation', 'oxygen saturations', 'oxygen sat',
      'oxygen sats', 'sat', 'sats', 'saturation', 'saturations', 'pulse ox', 'pulse oximetry', 'pulse oximeter', 'pulse oxygen',
      'satting', 'sating', 'saturating', 'desatted', 'desaturated', 'desaturating', 'desats', 'desat', 'desaturation', 'desaturations',
      'O2 sat level', 'POx', 'Sp02', 'O2sat', 'oximetry',
    ],
  },
  {
    kinds: ['temperature'],
    names: [
      'temperature', 'temp', 'temps', 'body temperature', { name: 'T', exactCase: true, adjacent: true },
      { name: 'Tmax', role: 'peak' }, { name: 'T max', role: 'peak' }, { name: 'T-max', role: 'peak' },
      { name: 'max temp', role: 'peak' }, { name: 'maximum temperature', role: 'peak' }, { name: 'max temperature', role: 'peak' },
      { name: 'Tc', exactCase: true, adjacent: true }, { name: 'Tcurrent', role: 'current' },
      'febrile', 'fever', 'fevers', 'febrile episode', 'hypothermic', 'temperatures', 'oral temperature', 'rectal temperature',
    ],
  },
  {
    kinds: ['heart-rate'],
    names: [
      'heart rate', 'heart rates', 'pulse', 'pulse rate', { name: 'HR', exactCase: true }, { name: 'HRs', exactCase: true },
      { name: 'P', exactCase: true, adjacent: true, inVitals: true }, 'tachycardic', 'tachycardia', 'bradycardic', 'bradycardia',
      'ventricular rate', 'ventricular rates',
    ],
  },
  {
    kinds: ['respiratory-rate'],
    names: [
      'respiratory rate', 'respiratory rates', 'respirations', 'respiration', 'resp rate', 'resps', 'resp', 'breathing rate',
      { name: 'RR', exactCase: true }, { name: 'R', exactCase: true, adjacent: true, inVitals: true }, 'tachypneic', 'tachypnea',
      'tachypnoeic', 'tachypnoea',
    ],
  },
  {
    kinds: ['systolic-bp', 'diastolic-bp'],
    names: [
      'blood pressure', 'blood pressures', 'BP', 'BPs', 'B/P', 'NIBP', 'arterial blood pressure', 'hypotensive', 'hypertensive',
      'blood pressure reading', 'blood pressure readings', 'BP reading',
    ],
    tuple: 'slash-or-over',
    partial: true,
  },
  { kinds: ['systolic-bp'], names: ['SBP', 'SBPs', 'systolic blood pressure', 'systolic BP', 'systolic pressure', 'systolic', 'systolics'] },
  { kinds: ['diastolic-bp'], names: ['DBP', 'diastolic blood pressure', 'diastolic BP', 'diastolic pressure', 'diastolic', 'diastolics'] },
  { kinds: ['map'], names: [{ name: 'MAP', exactCase: true }, { name: 'MAPs', exactCase: true }, 'mean arterial pressure', 'mean arterial pressures'] },
  { kinds: ['gcs'], names: ['GCS', 'Glasgow coma scale', 'Glasgow coma score', 'Glasgow', 'GCS score'] },
  { kinds: ['bmi'], names: ['BMI', 'body mass index'] },
  {
    kinds: ['weight'],
    names: ['weight', 'weighs', 'weighed', 'weighing', 'body weight', 'dry weight', 'wt', 'admission weight', 'discharge weight', 'birth weight', 'birthweight'],
  },
  { kinds: ['height'], names: ['height', 'ht', 'stature'] },
  // A panel written as a fishbone on one line: "BMP 137/2.8/101/26/18/0.8<131" (Na/K/Cl/CO2/BUN/Cr<glucose),
  // "CBC 14.2>9.1/27.4<88" (WBC>Hgb/Hct<platelets).
  {
    kinds: ['sodium', 'potassium', 'chloride', 'bicarbonate', 'bun', 'creatinine', 'glucose'],
    names: ['BMP', 'Chem 7', 'Chem7', 'Chem-7', 'chem 7', 'basic metabolic panel'],
    tuple: 'fishbone',
    partial: true,
    minimum: 4,
  },
  {
    kinds: ['wbc', 'hemoglobin', 'hematocrit', 'platelets'],
    names: ['CBC', 'complete blood count'],
    tuple: 'fishbone',
    partial: true,
    minimum: 3,
  },
  {
    kinds: ['bun', 'creatinine'],
    names: ['BUN/Cr', 'BUN/creatinine', 'BUN/Creat', 'BUN and creatinine', 'BUN & creatinine', 'BUN and Cr', 'BUN/Cre'],
    tuple: 'slash-or-and',
  },
  {
    kinds: ['ejection-fraction'],
    names: ['ejection fraction', 'EF', 'LVEF', 'LV ejection fraction', 'left ventricular ejection fraction', 'LV EF', 'EF of', 'EF estimated at'],
  },
  { kinds: ['anion-gap'], names: ['anion gap', { name: 'AG', exactCase: true }, 'gap of'] },
  { kinds: ['beta-hydroxybutyrate'], names: ['beta-hydroxybutyrate', 'beta hydroxybutyrate', 'beta-hydroxybutyric acid', 'BHB', 'b-hydroxybutyrate', 'beta-OHB', 'serum beta-hydroxybutyrate',
      // A blood (capillary) ketone meter reads beta-hydroxybutyrate in mmol/L; urine ketones are not this.
      'capillary ketones', 'capillary ketone', 'blood ketones', 'blood ketone', 'capillary blood ketones', 'POC ketones', 'point of care ketones'] },
  { kinds: ['bands'], names: ['bands', 'band forms', 'bandemia', 'band neutrophils', 'band count'] },
  { kinds: ['blood-loss'], names: ['estimated blood loss', 'EBL', 'blood loss of', 'estimated blood loss of'] },
  { kinds: ['egfr'], names: ['eGFR', 'GFR', 'estimated GFR', 'estimated glomerular filtration rate', 'glomerular filtration rate', 'eGFRcr', 'eGFR (CKD-EPI)'] },
  { kinds: ['nihss'], names: ['NIHSS', 'NIHSS score', 'NIH stroke scale', 'NIH stroke scale score', 'NIH stroke score', 'National Institutes of Health Stroke Scale', 'NIH SS'] },
  { kinds: ['ciwa'], names: ['CIWA', 'CIWA-Ar', 'CIWA score', 'CIWA scores', 'CIWA-Ar score', 'CIWA-Ar scores', 'CIWA-Ar scale', 'CIWA scale'] },
  { kinds: ['fena'], names: ['FENa', 'FE Na', 'FE-Na', 'FENa%', 'fractional excretion of sodium', 'fractional sodium excretion'] },
  {
    kinds: ['magnesium'],
    names: ['magnesium', 'serum magnesium', 'magnesium level', 'Mg level', { name: 'Mg', exactCase: true }, { name: 'Mg2+', exactCase: true }, { name: 'Mg++', exactCase: true }, { name: 'MAG', exactCase: true }],
  },
  {
    kinds: ['calcium'],
    names: ['calcium', 'serum calcium', 'total calcium', 'calcium level', 'total Ca', 'serum Ca', { name: 'Ca', exactCase: true }],
  },
  {
    kinds: ['ionized-calcium'],
    names: ['ionized calcium', 'ionised calcium', 'free calcium', 'ionized Ca', 'iCa', 'iCal', 'whole blood ionized calcium', { name: 'Ca++', exactCase: true }, { name: 'Ca2+', exactCase: true }],
  },
  {
    kinds: ['corrected-calcium'],
    names: [
      'corrected calcium', 'albumin-corrected calcium', 'albumin corrected calcium', 'calcium corrected for albumin', 'corrected Ca',
      'corrected total calcium', 'adjusted calcium', 'albumin-adjusted calcium', 'calcium (corrected)', 'Ca corrected for albumin',
      'Ca: corrected for albumin', 'calcium: corrected for albumin', 'Ca corrected', 'calcium corrected',
    ],
  },
  {
    kinds: ['phosphorus'],
    names: ['phosphorus', 'phosphate', 'serum phosphorus', 'serum phosphate', 'phosphorus level', 'phosphate level', 'inorganic phosphorus', 'phos', { name: 'PO4', exactCase: true }],
  },
  {
    kinds: ['vitamin-d'],
    names: [
      // The "25-" prefix is left to the text: a name starts with a letter ("25-OH vitamin D" reads by its "OH vitamin D").
      'vitamin D', 'OH vitamin D', 'hydroxyvitamin D', 'hydroxy vitamin D', 'vitamin D level', 'vitamin D, 25-hydroxy', 'vitamin D 25-hydroxy', 'vit D',
      'vit D level', 'OH vit D',
    ],
  },
  {
    kinds: ['ck'],
    names: [
      'creatine kinase', 'creatine phosphokinase', 'total CK', 'CK level', 'CPK level', 'serum CK',
      // A frequent misspelling, read as the enzyme and never as creatinine.
      'creatinine kinase', 'creatinine phosphokinase',
      { name: 'CK', exactCase: true }, { name: 'CPK', exactCase: true },
    ],
  },
  // Liver transaminases. The bare abbreviations are case-exact: "alt" and "Ast" are words in prose.
  {
    kinds: ['ast'],
    names: [
      'SGOT', 'aspartate aminotransferase', 'aspartate transaminase', 'aspartate aminotransferase level', 'serum AST', 'AST level',
      { name: 'AST', exactCase: true },
    ],
  },
  {
    kinds: ['alt'],
    names: [
      'SGPT', 'alanine aminotransferase', 'alanine transaminase', 'alanine aminotransferase level', 'serum ALT', 'ALT level',
      { name: 'ALT', exactCase: true },
    ],
  },
  // "AST/ALT 245/310": the pair written in one order or the other.
  { kinds: ['ast', 'alt'], names: ['AST/ALT', 'SGOT/SGPT', 'AST / ALT'], tuple: 'slash' },
  { kinds: ['alt', 'ast'], names: ['ALT/AST', 'SGPT/SGOT', 'ALT / AST'], tuple: 'slash' },
  { kinds: ['tsh'], names: ['TSH', 'thyroid stimulating hormone', 'thyroid-stimulating hormone', 'thyrotropin', 'TSH level', 'sensitive TSH'] },
  {
    kinds: ['hba1c'],
    names: [
      'A1c', 'HbA1c', 'hemoglobin A1c', 'haemoglobin A1c', 'Hgb A1c', 'Hb A1c', 'glycated hemoglobin', 'glycosylated hemoglobin', 'A1c level',
      'hemoglobin A1c level',
    ],
  },
  {
    kinds: ['pcwp'],
    names: ['PCWP', 'PAWP', 'wedge pressure', 'pulmonary capillary wedge pressure', 'pulmonary artery wedge pressure', 'pulmonary wedge pressure'],
  },
  { kinds: ['lvedp'], names: ['LVEDP', 'LV end-diastolic pressure', 'left ventricular end-diastolic pressure', 'LV end diastolic pressure'] },
  { kinds: ['osmolality'], names: ['serum osmolality', 'osmolality', 'serum osm', 'plasma osmolality', 'serum osmolarity'] },
  {
    kinds: ['urine-output'],
    names: ['urine output', 'urine outputs', 'urinary output', 'UOP', 'UO', 'U/O', 'urine production'],
  },
];

/**
 * Phrases that contain a measurement name but are not that measurement: salts and drugs
 * ("potassium chloride 40 mEq PO"), other specimens ("urine sodium"), other analytes
 * ("hemoglobin A1c") and non-values ("weight loss"). A pseudo-name found in the text hides every
 * name inside it, the way NegEx pseudo-triggers do.
 *
 * @example "KCl" is not a name at all; "potassium chloride" is a pseudo-name, so neither
 * "potassium" nor "chloride" is read from "potassium chloride 20 mEq".
 */
export const pseudoNames: readonly string[] = [
  'potassium chloride', 'potassium phosphate', 'potassium citrate', 'potassium bicarbonate', 'potassium iodide', 'potassium supplement',
  'potassium supplements', 'potassium supplementation', 'potassium replacement', 'potassium protocol', 'potassium rider', 'potassium-sparing',
  'losartan potassium', 'penicillin V potassium', 'K rider', 'K-Dur', 'K Dur', 'K-Tab', 'K-Lor', 'Klor-Con', 'K-Phos', 'vitamin K', 'K-Ciel',
  'sodium chloride', 'sodium bicarbonate', 'sodium phosphate', 'sodium citrate', 'sodium polystyrene', 'sodium polystyrene sulfonate',
  'docusate sodium', 'heparin sodium', 'naproxen sodium', 'levothyroxine sodium', 'enoxaparin sodium', 'dalteparin sodium',
  'warfarin sodium', 'pantoprazole sodium', 'diclofenac sodium', 'valproate sodium', 'divalproex sodium', 'phenytoin sodium',
  'ceftriaxone sodium', 'sodium ferric gluconate', 'low sodium diet', 'low-sodium diet', 'sodium restriction', 'sodium-restricted',
  'sodium diet', 'fluid and sodium restriction', 'urine sodium', 'urinary sodium', 'urine Na',
  'calcium chloride', 'magnesium chloride', 'ammonium chloride', 'urine chloride', 'chloride channel',
  // Salts, drugs and other uses of the calcium and phosphate words.
  'calcium gluconate', 'calcium carbonate', 'calcium acetate', 'calcium citrate', 'calcium channel blocker', 'calcium channel blockers',
  // Vitamin D the medicine and the diagnosis: "vitamin D3 2000 units daily", "vitamin D deficiency".
  'vitamin D3', 'vitamin D2', 'vitamin D supplement', 'vitamin D supplements', 'vitamin D supplementation', 'vitamin D replacement', 'vitamin D repletion',
  'vitamin D deficiency', 'vitamin D insufficiency', 'vitamin D deficient', 'vitamin D analog', 'vitamin D analogue', 'high-dose vitamin D',
  'calcium score', 'coronary artery calcium', 'coronary calcium', 'calcium and vitamin D', 'calcium with vitamin D', 'calcium supplement',
  'calcium supplements', 'calcium oxalate', 'calcium pyrophosphate', 'calcium phosphate', 'calcium infusion', 'calcium drip', 'calcium repletion',
  'calcium replacement', 'urine calcium', 'urinary calcium', 'calcium/creatinine', 'CA 19-9', 'CA19-9', 'CA-125', 'CA 125', 'CA 15-3', 'CA 27-29',
  'phosphate binder', 'phosphate binders', 'phosphorus supplement', 'phosphorus supplements', 'phosphorus repletion', 'phosphorus replacement',
  'phosphate repletion', 'phosphate replacement', 'phosphate enema', 'neutra-phos', 'Phos-NaK', 'urine phosphorus', 'urine phosphate',
  'alkaline phosphatase', 'glucose-6-phosphate dehydrogenase', 'pyridoxal phosphate', 'oseltamivir phosphate',
  'clindamycin phosphate', 'sitagliptin phosphate', 'codeine phosphate', 'fosphenytoin', 'chloroquine phosphate', 'primaquine phosphate',
  'bicarbonate drip', 'bicarb drip', 'bicarbonate infusion', 'bicarbonate solution', 'bicarbonate tablets', 'bicarb tabs',
  'end-tidal CO2', 'end tidal CO2', 'CO2 retainer', 'CO2 retention', 'CO2 narcosis', 'CO2 detector',
  'urine creatinine', 'urinary creatinine', 'creatinine clearance', 'urine protein/creatinine',
  'CK-MB', 'CKMB', 'CK MB', 'CPK-MB', 'CK isoenzymes',
  'magnesium sulfate', 'magnesium sulphate', 'magnesium oxide', 'magnesium citrate', 'magnesium hydroxide', 'magnesium gluconate',
  'magnesium supplement', 'magnesium supplements', 'magnesium supplementation', 'magnesium replacement', 'magnesium repletion',
  'magnesium protocol', 'magnesium drip', 'magnesium infusion', 'magnesium bolus', 'magnesium load', 'Mg sulfate', 'Mg oxide',
  'MgSO4', 'Mag-Ox', 'mag ox', 'milk of magnesia', 'urine magnesium',
  // A ratio of the transaminases is no value of either.
  'AST/ALT ratio', 'ALT/AST ratio', 'AST:ALT ratio', 'ALT:AST ratio', 'AST to ALT ratio', 'ALT to AST ratio', 'AST ratio', 'ALT ratio',
  'De Ritis ratio', 'De Ritis', 'SGOT/SGPT ratio', 'SGPT/SGOT ratio',
  'protein/creatinine', 'albumin/creatinine', 'BUN/creatinine ratio', 'BUN/Cr ratio', 'BUN to creatinine ratio',
  'hemoglobin electrophoresis', 'urine hemoglobin', 'fetal hemoglobin', 'free hemoglobin', 'hemoglobin S', 'hemoglobin C',
  'platelet transfusion', 'platelet transfusions', 'platelets transfused', 'platelet aggregation', 'platelet function', 'platelet antibody',
  'platelet antibodies', 'antiplatelet', 'platelet inhibitor', 'platelet pheresis', 'units of platelets', 'unit of platelets',
  'albumin infusion', 'albumin 25%', 'albumin 5%', 'urine albumin', 'microalbumin', 'albumin/globulin',
  'urine glucose', 'glucose tablets', 'glucose tablet', 'glucose gel', 'glucose tolerance', 'glucose tolerance test', 'glucose-6-phosphate',
  'CSF glucose', 'urine pH', 'urinary pH', 'pH probe', 'stool pH', 'esophageal pH', 'gastric pH', 'pH study',
  'lactic acidosis', 'lactate dehydrogenase', 'lactated ringers', "lactated Ringer's", 'lactated Ringer',
  'weight loss', 'weight gain', 'weight-bearing', 'weight bearing', 'ideal body weight', 'IBW', 'weight-based', 'weight based',
  // Weights derived for dosing or surgery, not weighed: "ideal body weight at BMI 21: 57 kg; excess body weight 72.8 kg".
  'ideal body weight at BMI', 'IBW at BMI', 'ideal weight at BMI', 'excess body weight', 'excess weight', 'adjusted body weight', 'AdjBW',
  'weight change', 'lost weight', 'fetal weight', 'estimated fetal weight', 'EFW', 'weight-bearing status', 'non-weight-bearing', 'weight reduction', 'weight management',
  'blood pressure medication', 'blood pressure medications', 'blood pressure control', 'blood pressure cuff', 'BP cuff', 'BP meds',
  'heart rate control', 'rate control', 'pulse deficit', 'pulse ox probe', 'temperature probe',
  'troponin leak', 'fever curve', 'fever of unknown origin', 'sat down', 'sat up', 'Glasgow outcome',
  'urine WBC', 'urine white count', 'WBC casts', 'WBC clumps', 'WBC esterase',
  'direct bilirubin', 'direct bili', 'conjugated bilirubin', 'indirect bilirubin', 'unconjugated bilirubin', 'urine bilirubin',
  'PA systolic', 'PA pressure', 'PA pressures', 'pulmonary artery systolic', 'pulmonary artery pressure', 'pulmonary artery pressures',
  'RV systolic', 'right ventricular systolic', 'RVSP', 'PASP', 'systolic function', 'systolic dysfunction', 'systolic murmur',
  'systolic ejection murmur', 'systolic heart failure', 'diastolic function', 'diastolic dysfunction', 'diastolic murmur',
  'diastolic heart failure', 'pulse pressure',
];

/**
 * Specimens other than blood: a lab name shortly after one of these is not a serum value
 * ("UA with WBC 25", "CSF glucose 40"). "urine output" is its own measurement.
 */
export const otherSpecimenCues: readonly string[] = [
  'UA', 'U/A', 'urinalysis', 'urine', 'CSF', 'spinal fluid', 'cerebrospinal fluid', 'pleural fluid', 'peritoneal fluid',
  'ascitic fluid', 'ascites fluid', 'synovial fluid', 'joint fluid', 'body fluid', 'drain fluid', 'fluid analysis', 'paracentesis',
  'thoracentesis', 'lumbar puncture',
];

/**
 * A venous or capillary blood gas: its pCO2 and pH stand in for arterial ones (a few mmHg higher),
 * but its oxygen tension and saturation say nothing about the patient's oxygenation.
 */
export const venousGasCues: readonly string[] = [
  'VBG', 'VBGs', 'CBG', 'venous blood gas', 'venous blood gases', 'venous gas', 'venous gases', 'capillary blood gas',
  'capillary gas', 'mixed venous', 'central venous', 'SvO2', 'ScvO2', 'venous saturation', 'venous sat',
];

/**
 * Words that make a number a target, not a finding ("MAP goal > 65", "keep SBP < 160",
 * "target INR 2-3"). Such values are not reported.
 */
export const goalCues: readonly string[] = ['goal', 'goals', 'target', 'targets', 'keep', 'maintain', 'titrate', 'titrated', 'titrating', 'parameters', 'parameter'];

/** Oxygen delivery as written after a saturation ("92% on 4L NC"), by support type. */
export const oxygenDeviceNames: Readonly<Record<OxygenSupport, readonly string[]>> = {
  'room-air': ['room air', 'RA', 'r/a', 'ambient air', 'roomair'],
  'nasal-cannula': ['nasal cannula', 'nasal canula', 'NC', 'N/C', 'nasal prongs', 'cannula', 'nasal cannulae'],
  'face-mask': ['face mask', 'facemask', 'face tent', 'simple mask', 'venti mask', 'venturi mask', 'ventimask', 'aerosol mask', 'mask', 'FM', 'VM', 'shovel mask'],
  'non-rebreather': ['non-rebreather', 'nonrebreather', 'non rebreather', 'non-rebreather mask', 'nonrebreather mask', 'NRB', 'NRBM', 'NRM'],
  'high-flow': ['high flow nasal cannula', 'high-flow nasal cannula', 'high flow', 'high-flow', 'HFNC', 'HFNO', 'HHFNC', 'Optiflow', 'Vapotherm', 'heated high flow'],
  bipap: ['BiPAP', 'Bi-PAP', 'NIPPV', 'NIV', 'noninvasive ventilation', 'non-invasive ventilation', 'noninvasive positive pressure ventilation', 'AVAPS'],
  cpap: ['CPAP'],
  ventilator: ['ventilator', 'vent', 'mechanical ventilation', 'mechanical ventilator', 'the vent', 'AC', 'SIMV', 'PRVC', 'pressure support', 'vent settings'],
  other: ['O2', 'oxygen', 'supplemental oxygen', 'supplemental O2', 'home O2', 'home oxygen', 'trach collar', 'T-piece', 'blow-by', 'blow by', 'oxygen therapy'],
};
