import { above, allOf, anyOf, atLeast, atMost, below, between, measured, measuredThroughout, not, reported } from '../../lib/criteria/define';
import type { CommonCondition } from './condition';
import { obstetricConditions } from './obstetric.en';
import { rupturedNames, surgicalConditions } from './surgical.en';
import { underdosing } from './underdosing';
import { neurologyConditions } from './neurology.en';
import { hepatologyInfectionConditions } from './hepatology-infection.en';
import { fastStage, toxicologyPsychiatryConditions } from './toxicology-psychiatry.en';
import { injuryPoisoningConditions } from './injury-poisoning.en';
import { skinEyeEarJointConditions } from './skin-eye-ear-joint.en';
import { respiratoryDigestiveRenalConditions } from './respiratory-digestive-renal.en';
import { neoplasmConditions } from './neoplasm.en';
import { bloodEndocrineMindConditions } from './blood-endocrine-mind.en';
import {
  acidIndications,
  anemiaMonitoring,
  bloodPressureIndications,
  coronaryIndications,
  heartFailureIndications,
  indications,
  lipidIndications,
  otherRhythmIndications,
  protocolIndications,
  psychiatricIndications,
  rhythmIndications,
  thromboembolismIndications,
  vascularIndications,
  antianginals,
  antibiotics,
  anticoagulation,
  antidepressants,
  antidiarrheals,
  antiemetics,
  antiepileptics,
  antihypertensives,
  antiplatelets,
  antipsychotics,
  antithyroid,
  anxiolytics,
  acidSuppression,
  alcoholCare,
  backCare,
  biliaryManagement,
  bronchodilatorsAndInhaledSteroids,
  cancerCare,
  cardiacWorkup,
  coronaryWorkup,
  ckdAny,
  ckdStage5,
  ckdStages,
  ckdStages1to4,
  ckdUnstaged,
  dementiaCare,
  diabetesManagement,
  dialysisManagement,
  dialysisTerms,
  dmards,
  echoMonitoring,
  ecgMonitoring,
  endoscopy,
  erythropoiesisAgents,
  esrdTerms,
  fractureCare,
  goutTherapy,
  glucoseLowering,
  insulinForPotassium,
  growthFactors,
  heartFailureTherapy,
  hematologicCancerTherapy,
  homeInsulin,
  hormonalCancerTherapy,
  hypoglycemiaTreatment,
  infectionWorkup,
  injectableNonInsulin,
  ironTherapy,
  isolationPrecautions,
  ivFluids,
  jointCare,
  kidneyMonitoring,
  laxatives,
  lipidLowering,
  liverManagement,
  longTermAnticoagulation,
  loopDiuretics,
  mentalHealthCare,
  moodStabilizers,
  muscleRelaxants,
  neuropathicPain,
  oncologyTherapy,
  opioidUseCare,
  opioids,
  oralAnticoagulants,
  oralHypoglycemics,
  osteoporosisTherapy,
  oxygenTherapy,
  painCare,
  parkinsonTherapy,
  poisoningCare,
  qualified,
  rateAndRhythmControl,
  rateAndRhythmTreatment,
  rehabilitation,
  sided,
  smokingCessation,
  solidTumorCare,
  steroidsSystemic,
  strokeWorkup,
  substanceCounseling,
  thyroidReplacement,
  thyroidTests,
  transfusion,
  urinaryWorkup,
  woundCare,
  words,
} from './vocabulary.en';

/**
 * The common-conditions documentation table: routine, chronic and status diagnoses that real
 * inpatient claims carry beside the principal diagnosis, each with the words it goes by and what
 * in a discharge summary shows it was managed this stay. `conditionPack` (./condition.ts) turns
 * each entry into a criteria pack; the four kinds (chronic, episodic, history, status) are
 * explained there.
 *
 * Scope: codes that clinval's diagnosis-family packs do not own. Left to the families (more
 * specific packs, written separately): A40, A41, R65, J96, J80, R09.2, N17, D62, E40-E46, R64,
 * G92, G93.4x, E87.1, E87.2x, E87.6, J12-J18, J69, I50, I21, E66, Z68, L89, J44, R57, D69.6,
 * D69.59 and the ketoacidosis codes E08-E13 .10/.11.
 *
 * How to read an entry: `codes` are undotted prefixes; the registry picks the longest matching
 * prefix across all packs, so a broad prefix here never takes a code a family or a narrower
 * entry lists. Where an entry names a specific subcode (stage, side, type), its terms are the
 * words that document that specificity; the unspecified sibling lists every variant, since an
 * unspecified code is validated on presence alone.
 *
 * Matching rules to keep in mind when editing (lib/match/concepts.ts): all packs' phrases are
 * matched together and the longest phrase wins for every pack, so a narrower sibling's longer
 * phrase hides the shorter term from a broader entry unless that entry lists it too (the shared
 * lists in ./vocabulary.en.ts exist for this). A `pseudo` phrase removes every pack's mention at
 * its span, so a pseudo must never be a phrase another entry uses as a term: "pulmonary
 * hypertension" is the pulmonary-hypertension entry's term, and being longer than
 * "hypertension" it already keeps essential hypertension from matching there.
 */

// ------------------------------------------------------------------ shared condition phrases

const chronicRespiratoryFailure = (() => {
  const kinds = (adjectives: readonly string[]) =>
    adjectives.flatMap((a) => [`chronic ${a} respiratory failure`, `${a} chronic respiratory failure`]);
  const hypoxic = [...kinds(['hypoxic', 'hypoxemic']), 'chronic respiratory failure with hypoxia', 'chronic respiratory failure with hypoxemia', 'chronic hypoxic and hypercapnic respiratory failure', 'chronic hypoxemic and hypercapnic respiratory failure'];
  const hypercapnic = [...kinds(['hypercapnic', 'hypercarbic', 'hypercapneic']), 'chronic respiratory failure with hypercapnia', 'chronic respiratory failure with hypercarbia', 'chronic hypoxic and hypercapnic respiratory failure', 'chronic hypoxemic and hypercapnic respiratory failure'];
  return { hypoxic, hypercapnic, any: [...new Set(['chronic respiratory failure', 'chronic ventilatory failure', ...hypoxic, ...hypercapnic])] };
})();

/** What keeps chronic respiratory failure compensated at home. */
const chronicVentilatorySupport = [
  'home oxygen', 'home o2', 'chronic home oxygen', 'baseline oxygen requirement', 'oxygen at baseline', 'on home oxygen',
  'continuous home oxygen', 'nocturnal oxygen', 'home bipap', 'nocturnal bipap', 'bipap at night', 'home niv', 'home ventilator',
  'chronic ventilator', 'trach collar', 'tracheostomy collar', 'pulmonology follow up', 'pulmonary rehabilitation',
];

/** Management of heavy menstrual bleeding, regular or not. */
const heavyMenstrualBleedingCare = {
  terms: ['hysterectomy', 'endometrial ablation', 'dilation and curettage', 'tranexamic acid', 'medroxyprogesterone', 'oral contraceptives', 'iron', 'ferrous sulfate', 'transfusion', 'pelvic ultrasound', 'endometrial biopsy'],
  abbreviations: ['D&C'],
};

/** Management that shows a weight problem was addressed this stay. */
const weightCare = [
  'dietitian', 'nutrition consult', 'weight loss counseling', 'counseled on weight loss', 'diet and exercise', 'weight management',
  'bariatric', 'bariatric surgery', 'bariatric bed', 'orlistat', 'phentermine', 'semaglutide', 'liraglutide', 'tirzepatide',
  'wegovy', 'saxenda', 'zepbound', 'lifestyle modification', 'calorie restriction', 'low calorie diet',
];

/** Every charted BMI outside [low, high). */
function bmiOutside(low: number, high: number) {
  return anyOf(measuredThroughout('bmi', below(low, 'kg/m2')), measuredThroughout('bmi', atLeast(high, 'kg/m2')));
}

/** A weight class by BMI, [low, high) kg/m², with its own words: shown or excluded by the charted BMI. */
function weightClass(id: string, title: string, code: string, low: number, high: number, terms: readonly string[]): CommonCondition {
  return {
    id,
    title,
    kind: 'chronic',
    codes: [code],
    values: { shows: measured('bmi', between(low, high - 0.01, 'kg/m2')), excludes: bmiOutside(low, high) },
    terms,
    backing: { terms: weightCare },
  };
}

/** An adult BMI code: valid on the charted BMI, [low, high) kg/m² (no lower bound for Z68.1). */
function bmiCode(code: string, title: string, low: number | undefined, high: number): CommonCondition {
  const inRange = low === undefined ? below(high, 'kg/m2') : between(low, high - 0.01, 'kg/m2');
  return {
    id: `bmi-${code.slice(3)}`,
    title,
    kind: 'chronic',
    codes: [code],
    values: { shows: measured('bmi', inRange), excludes: low === undefined ? measuredThroughout('bmi', atLeast(high, 'kg/m2')) : bmiOutside(low, high) },
    terms: ['bmi', 'body mass index'],
  };
}

const hypertensionTerms = [
  'hypertension', 'essential hypertension', 'primary hypertension', 'benign hypertension', 'benign essential hypertension',
  'systemic hypertension', 'chronic hypertension', 'high blood pressure', 'uncontrolled hypertension', 'poorly controlled hypertension',
];
const heartFailureTerms = [
  'heart failure', 'congestive heart failure', 'systolic heart failure', 'diastolic heart failure', 'chronic systolic heart failure',
  'chronic diastolic heart failure', 'acute on chronic systolic heart failure', 'acute on chronic diastolic heart failure',
  'acute systolic heart failure', 'acute diastolic heart failure', 'heart failure with reduced ejection fraction',
  'heart failure with preserved ejection fraction', 'heart failure with mildly reduced ejection fraction',
  'combined systolic and diastolic heart failure', 'decompensated heart failure', 'chf exacerbation', 'hypertensive heart failure',
  'hypertensive heart disease with heart failure',
];
const heartFailureAbbreviations = ['CHF', 'HF', 'HFrEF', 'HFpEF', 'HFmrEF', 'ADHF'];
const hypertensiveCkdTerms = [
  'hypertensive chronic kidney disease', 'hypertensive kidney disease', 'hypertensive nephropathy', 'hypertensive nephrosclerosis',
  'hypertensive renal disease', 'ckd due to hypertension', 'chronic kidney disease due to hypertension',
  'ckd secondary to hypertension', 'chronic kidney disease secondary to hypertension', 'hypertensive heart and chronic kidney disease',
  'hypertensive heart and kidney disease',
];

const afBase = ['atrial fibrillation', 'afib', 'a fib', 'atrial fib'];
const afOf = (qualifiers: readonly string[]) => qualifiers.flatMap((q) => afBase.map((b) => `${q} ${b}`));
/** "Paroxysmal AF": the kind written out before the case-exact abbreviation, in the cases notes use. */
const afAbbreviatedOf = (qualifiers: readonly string[]) =>
  qualifiers.flatMap((q) => [q, `${q.charAt(0).toUpperCase()}${q.slice(1)}`, q.toUpperCase()].map((w) => `${w} AF`));
const afParoxysmal = afOf(['paroxysmal', 'intermittent', 'parox']);
const afLongstandingPersistent = afOf(['longstanding persistent', 'long standing persistent']);
const afPersistent = afOf(['persistent']);
const afPermanent = afOf(['permanent']);
const afChronic = afOf(['chronic', 'longstanding', 'long standing']);
/** The kinds of atrial fibrillation written out, and with "AF" (a term, so any case: "permanent AF"). */
// Also the kind said after the name: "his AF is paroxysmal", "atrial fibrillation, persistent".
const afKindAfter = (qualifiers: readonly string[]) =>
  qualifiers.flatMap((q) => ['af', 'afib', 'a fib', 'atrial fibrillation'].flatMap((name) => [`${name} is ${q}`, `${name} was ${q}`, `${name}, ${q}`]));
const afKinds = (qualifiers: readonly string[]) => words(afOf(qualifiers), qualifiers.map((q) => `${q} af`), afKindAfter(qualifiers));
/** AF first found this stay: not yet a year long, nor accepted as permanent. */
const afNewOnset = [
  'new onset atrial fibrillation', 'new onset af', 'new onset afib', 'new onset a fib', 'newly diagnosed atrial fibrillation', 'newly diagnosed af',
  'newly diagnosed afib', 'new diagnosis of atrial fibrillation', 'first episode of atrial fibrillation', 'first detected atrial fibrillation',
  'first diagnosed atrial fibrillation',
];
const afAll = words(afBase, afParoxysmal, afLongstandingPersistent, afPersistent, afPermanent, afChronic, afNewOnset, [
  'atrial fibrillation with rapid ventricular response', 'atrial fibrillation with rvr', 'afib with rvr',
]);
const flutterBase = ['atrial flutter', 'aflutter', 'a flutter', 'atrial flutter with variable block'];
const flutterTypical = ['typical atrial flutter', 'typical flutter', 'cavotricuspid isthmus dependent atrial flutter', 'cti dependent atrial flutter', 'cti dependent flutter'];
const flutterAtypical = ['atypical atrial flutter', 'atypical flutter'];

const cadTerms = [
  'coronary artery disease', 'coronary atherosclerosis', 'atherosclerotic heart disease', 'atherosclerotic coronary artery disease',
  'ischemic heart disease', 'coronary disease', 'coronary heart disease', 'multivessel coronary artery disease',
  'three vessel coronary artery disease', 'two vessel coronary artery disease', 'single vessel coronary artery disease',
  'native coronary artery disease', 'nonobstructive coronary artery disease', 'obstructive coronary artery disease',
];
const anginaTerms = ['angina', 'angina pectoris', 'stable angina', 'exertional angina', 'chronic stable angina', 'anginal chest pain', 'anginal symptoms'];
const unstableAnginaTerms = ['unstable angina', 'crescendo angina', 'rest angina', 'preinfarction angina'];
const miTerms = [
  'myocardial infarction', 'heart attack', 'non st elevation myocardial infarction', 'st elevation myocardial infarction',
  'old myocardial infarction', 'remote myocardial infarction', 'prior myocardial infarction', 'old mi', 'remote mi', 'prior mi',
];

const pulmonaryHypertensionGroup2 = [
  'pulmonary hypertension due to left heart disease', 'group 2 pulmonary hypertension', 'who group 2 pulmonary hypertension',
  'pulmonary venous hypertension', 'postcapillary pulmonary hypertension', 'pulmonary hypertension secondary to left heart disease',
  'pulmonary hypertension due to diastolic dysfunction',
];
const pulmonaryHypertensionGroup3 = [
  'pulmonary hypertension due to lung disease', 'pulmonary hypertension due to copd', 'pulmonary hypertension secondary to copd',
  'group 3 pulmonary hypertension', 'who group 3 pulmonary hypertension', 'pulmonary hypertension due to hypoxia',
  'pulmonary hypertension due to interstitial lung disease', 'pulmonary hypertension due to obstructive sleep apnea',
];
const pulmonaryHypertensionCteph = ['chronic thromboembolic pulmonary hypertension', 'group 4 pulmonary hypertension', 'who group 4 pulmonary hypertension'];
const pulmonaryHypertensionPrimary = [
  'primary pulmonary hypertension', 'idiopathic pulmonary arterial hypertension', 'idiopathic pulmonary hypertension',
  'heritable pulmonary arterial hypertension', 'group 1 pulmonary hypertension', 'who group 1 pulmonary hypertension',
];
const pulmonaryHypertensionAll = words(pulmonaryHypertensionPrimary, pulmonaryHypertensionGroup2, pulmonaryHypertensionGroup3, pulmonaryHypertensionCteph, [
  'pulmonary hypertension', 'pulmonary arterial hypertension', 'secondary pulmonary hypertension', 'severe pulmonary hypertension',
  'moderate pulmonary hypertension', 'mild pulmonary hypertension', 'portopulmonary hypertension',
]);
const pulmonaryHypertensionCare = words(loopDiuretics, [
  'sildenafil', 'revatio', 'tadalafil', 'adcirca', 'bosentan', 'tracleer', 'ambrisentan', 'letairis', 'macitentan', 'opsumit',
  'riociguat', 'adempas', 'epoprostenol', 'flolan', 'veletri', 'treprostinil', 'remodulin', 'tyvaso', 'orenitram', 'selexipag',
  'uptravi', 'sotatercept', 'right heart catheterization', 'pulmonary hypertension clinic', 'rvsp', 'right ventricular systolic pressure',
  'pulmonary artery systolic pressure', 'pasp', 'home oxygen', 'supplemental oxygen', 'echocardiogram',
]);

const dvtNouns = ['dvt', 'deep vein thrombosis', 'deep venous thrombosis', 'deep vein thrombus'];
const dvtBase = words(dvtNouns, ['acute dvt', 'acute deep vein thrombosis', 'acute deep venous thrombosis', 'occlusive dvt', 'nonocclusive dvt', 'provoked dvt', 'unprovoked dvt']);
const dvtLegPatterns = [
  '{side} lower extremity dvt', '{side} leg dvt', '{side} le dvt', 'dvt of the {side} lower extremity', 'dvt of the {side} leg',
  'dvt in the {side} leg', 'dvt in the {side} lower extremity', '{side} lower extremity deep vein thrombosis',
  '{side} lower extremity deep venous thrombosis', 'deep vein thrombosis of the {side} lower extremity',
  'deep vein thrombosis of the {side} leg', 'deep venous thrombosis of the {side} lower extremity', '{side} femoral dvt',
  '{side} popliteal dvt', '{side} femoral vein thrombosis', '{side} popliteal vein thrombosis', '{side} femoral vein dvt',
  '{side} popliteal vein dvt', '{side} common femoral vein thrombosis', '{side} peroneal vein thrombosis', '{side} posterior tibial vein thrombosis',
  '{side} calf dvt', '{side} distal dvt', '{side} proximal dvt', '{side} iliac vein thrombosis',
  // The veins named between side and clot, or after the clot: "L femoral-popliteal DVT", "acute DVT L common femoral and femoral veins".
  '{side} femoral popliteal dvt', '{side} femoropopliteal dvt', '{side} common femoral dvt', '{side} iliofemoral dvt', '{side} femoral and popliteal vein thrombosis',
  ...['femoral', 'common femoral', 'popliteal', 'iliac', 'external iliac', 'femoral and popliteal', 'common femoral and femoral', 'peroneal', 'posterior tibial'].flatMap((vein) => [
    `dvt {side} ${vein}`, `dvt of the {side} ${vein} vein`, `dvt in the {side} ${vein} vein`, `dvt of the {side} ${vein} veins`, `dvt in the {side} ${vein} veins`,
  ]),
];
const dvtRight = words(sided(['right'], dvtLegPatterns), ['rle dvt', 'dvt of the rle', 'dvt in the rle']);
const dvtLeft = words(sided(['left'], dvtLegPatterns), ['lle dvt', 'dvt of the lle', 'dvt in the lle']);
const dvtBilateral = [
  'bilateral lower extremity dvt', 'bilateral lower extremity deep vein thrombosis', 'bilateral lower extremity deep venous thrombosis',
  'bilateral dvt', 'bilateral deep vein thrombosis', 'bilateral leg dvt', 'dvt of both legs', 'dvt in both legs',
  'bilateral femoral vein thrombosis', 'bilateral popliteal vein thrombosis', 'ble dvt',
];
const dvtUpper = [
  'upper extremity dvt', 'upper extremity deep vein thrombosis', 'upper extremity deep venous thrombosis', 'arm dvt',
  'axillary vein thrombosis', 'subclavian vein thrombosis', 'internal jugular vein thrombosis', 'brachial vein thrombosis',
  'picc associated dvt', 'picc associated thrombosis', 'catheter associated dvt', 'catheter related thrombosis',
  ...sided(['right', 'left'], ['{side} upper extremity dvt', '{side} arm dvt', '{side} upper extremity deep vein thrombosis', '{side} axillary vein thrombosis', '{side} subclavian vein thrombosis', '{side} internal jugular vein thrombosis', '{side} brachial vein thrombosis']),
  'rue dvt', 'lue dvt',
  // The vein named before the thrombosis's full name: "right brachial vein deep vein thrombosis".
  ...sided(['right', 'left'], ['axillary', 'subclavian', 'internal jugular', 'brachial'].flatMap((vein) => [
    `${vein} vein deep vein thrombosis`, `${vein} vein dvt`, `${vein} dvt`, `{side} ${vein} vein deep vein thrombosis`, `{side} ${vein} vein dvt`, `{side} ${vein} dvt`,
    `dvt of the {side} ${vein} vein`, `deep vein thrombosis of the {side} ${vein} vein`, `dvt of the ${vein} vein`, `deep vein thrombosis of the ${vein} vein`,
  ])),
];
const dvtChronic = ['chronic dvt', 'chronic deep vein thrombosis', 'chronic deep venous thrombosis', 'chronic venous thrombosis', 'chronic thrombus', 'chronic nonocclusive thrombus', 'chronic occlusive thrombus', 'chronic clot'];
const dvtLower = words(dvtBase, dvtRight, dvtLeft, dvtBilateral);
const dvtAll = words(dvtLower, dvtUpper, dvtChronic);
/**
 * No virus this stay after treatment: a chronic hepatitis C is then a history. A sustained
 * virologic response reported from past records alone leaves it open.
 */
const hcvCured = ['undetectable hcv rna', 'hcv rna undetectable', 'hcv rna not detected', 'hcv viral load undetectable', 'undetectable hcv viral load', 'hcv rna negative'];
const dvtPseudo = ['dvt prophylaxis', 'vte prophylaxis', 'dvt ppx', 'dvt prevention', 'no dvt prophylaxis'];
/** A duplex that finds no clot answers for a leg DVT carried only from the past ("Bilateral LE venous duplex: no DVT bilaterally"). */
const dvtLookedFor = { absent: ['dvt', 'deep vein thrombosis', 'deep venous thrombosis', 'dvts', 'lower extremity dvt', 'le dvt'] };
const dvtCare = words(anticoagulation, ['ivc filter', 'inferior vena cava filter', 'thrombectomy', 'venous duplex', 'lower extremity duplex', 'venous doppler', 'doppler ultrasound', 'duplex ultrasound', 'vascular surgery', 'catheter directed thrombolysis']);

const peTerms = [
  'pulmonary embolism', 'pulmonary emboli', 'pulmonary embolus', 'pulmonary thromboembolism', 'acute pulmonary embolism',
  'bilateral pulmonary emboli', 'bilateral pulmonary embolism', 'segmental pulmonary embolism', 'segmental pulmonary emboli',
  'lobar pulmonary embolism', 'submassive pulmonary embolism', 'massive pulmonary embolism', 'provoked pulmonary embolism',
  'unprovoked pulmonary embolism', 'acute pe', 'bilateral pe', 'segmental pe',
];
/** A pneumothorax's care, whatever caused it. */
const pneumothoraxCare = ['chest tube', 'pigtail catheter', 'needle decompression', 'serial chest x rays', 'repeat chest x ray', 'supplemental oxygen', 'thoracic surgery'];
const peSaddle = ['saddle pulmonary embolism', 'saddle embolus', 'saddle pe', 'saddle pulmonary embolus'];
const peSubsegmentalSingle = ['subsegmental pulmonary embolism', 'single subsegmental pulmonary embolism', 'isolated subsegmental pulmonary embolism', 'subsegmental pe', 'single subsegmental pe', 'isolated subsegmental pe', 'subsegmental pulmonary embolus'];
const peSubsegmentalMultiple = ['multiple subsegmental pulmonary emboli', 'multiple subsegmental pulmonary embolism', 'bilateral subsegmental pulmonary emboli', 'multiple subsegmental pe', 'bilateral subsegmental pe'];
const peSeptic = ['septic pulmonary emboli', 'septic pulmonary embolism', 'septic emboli', 'septic embolus', 'septic pulmonary embolus'];
const peCorPulmonale = ['acute cor pulmonale', 'right heart strain', 'right ventricular strain', 'rv strain', 'right ventricular dysfunction', 'rv dysfunction', 'right heart dysfunction'];
const peAll = words(peTerms, peSaddle, peSubsegmentalSingle, peSubsegmentalMultiple, peSeptic);
const peCare = words(anticoagulation, ['alteplase', 'tpa', 'thrombolysis', 'thrombolytic', 'catheter directed thrombolysis', 'ekos', 'thrombectomy', 'pulmonary embolism response team', 'pert', 'ct angiogram', 'cta chest', 'ct pulmonary angiogram', 'ctpa', 'ivc filter', 'lower extremity duplex', 'echocardiogram']);

const strokeTerms = [
  'stroke', 'cerebrovascular accident', 'acute stroke', 'acute ischemic stroke', 'ischemic stroke', 'cerebral infarction',
  'cerebral infarct', 'embolic stroke', 'cardioembolic stroke', 'lacunar stroke', 'lacunar infarct', 'lacunar infarction',
  'thrombotic stroke', 'acute infarct', 'acute cerebral infarct', 'mca stroke', 'middle cerebral artery stroke', 'pca stroke',
  'posterior circulation stroke', 'brainstem stroke', 'cerebellar stroke', 'thalamic stroke', 'pontine stroke', 'watershed infarct',
  'embolic shower',
];
const tiaTerms = ['transient ischemic attack'];
/** Weakness of one side, as notes write it: "right hemiparesis", "hemiplegia of the left side". */
const hemorrhoidGrades = [
  { grades: ['i', '1', 'one'], ordinal: 'first' },
  { grades: ['ii', '2', 'two'], ordinal: 'second' },
  { grades: ['iii', '3', 'three'], ordinal: 'third' },
  { grades: ['iv', '4', 'four'], ordinal: 'fourth' },
] as const;
/** "grade II internal hemorrhoids", "second degree hemorrhoids", "internal hemorrhoids, grade 2". */
const hemorrhoidGrade = (grades: readonly string[], ordinal: string): string[] =>
  words(
    grades.flatMap((g) => [`grade ${g} internal hemorrhoids`, `grade ${g} hemorrhoids`, `internal hemorrhoids, grade ${g}`, `internal hemorrhoids grade ${g}`, `grade ${g} internal haemorrhoids`]),
    [`${ordinal} degree hemorrhoids`, `${ordinal} degree internal hemorrhoids`, `${ordinal} degree haemorrhoids`],
  );
/** Treatment, or the endoscopy that found and graded them. */
const hemorrhoidCare = {
  terms: [
    'hemorrhoid cream', 'anusol', 'preparation h', 'hydrocortisone suppository', 'sitz bath', 'sitz baths', 'hemorrhoidal banding', 'rubber band ligation', 'band ligation',
    'hemorrhoidectomy', 'stool softener', 'docusate', 'fiber', 'colonoscopy', 'anoscopy', 'flexible sigmoidoscopy',
  ],
};
/** A carotid stenosis by its side: "L ICA origin stenosis ~70%", "stenosis of the right internal carotid artery". */
const carotidSided = [
  '{side} carotid stenosis', '{side} carotid artery stenosis', '{side} internal carotid artery stenosis', '{side} ica stenosis', '{side} ica origin stenosis',
  '{side} carotid occlusion', '{side} carotid artery occlusion', '{side} ica occlusion', '{side} internal carotid artery occlusion', '{side} carotid artery disease',
  'stenosis of the {side} internal carotid artery', 'stenosis of the {side} carotid artery', 'occlusion of the {side} internal carotid artery', '{side} carotid plaque',
];
const carotidCare = {
  terms: words(antiplatelets, lipidLowering, ['carotid endarterectomy', 'carotid stenting', 'carotid ultrasound', 'carotid doppler', 'carotid duplex', 'vascular surgery', 'ct angiogram']),
  abbreviations: ['CEA', 'CAS', 'CTA', 'ASA'],
};
/** With the side abbreviated too: "L hemiplegia", "rt hemiparesis". */
const sidedHemiplegia = (side: 'right' | 'left') =>
  sided([side], ['{side} hemiparesis', '{side} hemiplegia', '{side} sided hemiparesis', '{side} sided hemiplegia', '{side} hemiparetic', 'hemiparesis of the {side} side', 'hemiplegia of the {side} side']);
const rightHemiplegiaTerms = sidedHemiplegia('right');
const leftHemiplegiaTerms = sidedHemiplegia('left');
const strokePseudo = [
  'heat stroke', 'heatstroke', 'sunstroke', 'stroke volume', 'stroke risk', 'stroke prevention', 'stroke education', 'stroke scale',
  // The clinic and the pathway are named for it whatever the work-up finds: "stroke clinic 4 wk". (The
  // stroke team and a code stroke are the cerebral infarction's backing, so no pseudo-phrases here.)
  'stroke clinic', 'stroke service', 'stroke pathway', 'stroke unit', 'stroke protocol', 'stroke follow up',
];

/** SIRS the note gives to no infection: pancreatitis, trauma, burns, surgery. */
const sirsNoninfectious = [
  'sirs of non infectious origin', 'sirs of noninfectious origin', 'non infectious sirs', 'noninfectious sirs', 'sterile sirs', 'sirs without infection',
  'systemic inflammatory response syndrome of non infectious origin', 'systemic inflammatory response syndrome of noninfectious origin',
  'non infectious systemic inflammatory response syndrome', 'sirs attributed to pancreatitis', 'sirs due to pancreatitis', 'sirs from pancreatitis',
  'sirs due to trauma', 'sirs from trauma', 'sirs due to burns', 'sirs from burns',
];
const sirsOrganDysfunctionNamed = [
  'sirs of non infectious origin with acute organ dysfunction', 'sirs of noninfectious origin with acute organ dysfunction',
  'non infectious sirs with acute organ dysfunction', 'noninfectious sirs with organ dysfunction', 'non infectious sirs with organ dysfunction',
  'sirs with acute organ dysfunction', 'sirs with organ dysfunction',
];
const sirsWorkup = ['blood cultures', 'procalcitonin', 'lactate', 'iv fluids', 'fluid resuscitation', 'antibiotics were stopped', 'antibiotics discontinued', 'cultures negative', 'intensive care unit', 'supportive care'];

/**
 * A social history of light drinking or none ("drinks alcohol rarely, AUDIT-C 1"): with no word of
 * misuse beside it, a billed alcohol use disorder is not this patient's.
 */
const lightOrNoDrinking = [
  'drinks alcohol rarely', 'rarely drinks', 'rarely drinks alcohol', 'drinks rarely', 'rare alcohol use', 'rare alcohol', 'rare etoh',
  'occasional alcohol', 'occasional alcohol use', 'occasional etoh', 'drinks occasionally', 'drinks alcohol occasionally', 'occasionally drinks',
  'social drinker', 'drinks socially', 'social alcohol use', 'social etoh', 'minimal alcohol', 'minimal alcohol use', 'minimal etoh',
  'nondrinker', 'non drinker', 'never drinks', 'never drank', 'never used alcohol', 'no alcohol use', 'no etoh use', 'no history of alcohol use',
  'not a drinker', 'does not drink alcohol', 'does not drink or smoke', 'does not smoke or drink', 'lifelong abstainer', 'lifelong abstinence from alcohol', 'teetotaler', 'teetotal',
  'low risk drinking', 'low-risk alcohol use',
];

/** The aromatase inhibitors of adjuvant breast cancer therapy (Z79.811). */
const aromataseInhibitors = ['anastrozole', 'arimidex', 'letrozole', 'femara', 'exemestane', 'aromasin'];

/** Dementia by severity (F03.A-, F03.B-, F03.C-). */
const mildDementiaNames = ['mild dementia', 'early dementia', 'early stage dementia', 'mild major neurocognitive disorder'];
const moderateDementiaNames = ['moderate dementia', 'moderate major neurocognitive disorder', 'moderate stage dementia'];
const severeDementiaNames = ['severe dementia', 'advanced dementia', 'end stage dementia', 'late stage dementia', 'severe major neurocognitive disorder'];

const padTerms = [
  'peripheral arterial disease', 'peripheral artery disease', 'peripheral vascular disease', 'peripheral atherosclerosis',
  'atherosclerosis of the lower extremities', 'atherosclerosis of native arteries of the extremities', 'peripheral angiopathy',
  'peripheral arterial occlusive disease', 'claudication', 'intermittent claudication',
];
const padCare = words(antiplatelets, lipidLowering, ['cilostazol', 'pletal', 'vascular surgery', 'ankle brachial index', 'abi', 'arterial duplex', 'angiogram', 'peripheral angiogram', 'angioplasty', 'peripheral bypass', 'fem pop bypass', 'walking program', 'wound care']);

const type2DiabetesTerms = [
  'type 2 diabetes', 'type 2 diabetes mellitus', 'type ii diabetes', 'type ii diabetes mellitus', 'type two diabetes', 'diabetes mellitus type 2',
  'diabetes mellitus type ii', 'diabetes type 2', 'diabetes type ii', 'diabetes mellitus, type 2', 'diabetes mellitus 2', 'diabetes mellitus ii',
  'non insulin dependent diabetes', 'non insulin dependent diabetes mellitus', 'adult onset diabetes', 'diabetes', 'diabetes mellitus', 'dm type 2',
  'dm type ii', 'dm 2', 'dm ii', 'type 2 dm', 'insulin requiring type 2 diabetes', 'insulin dependent type 2 diabetes', 'diet controlled diabetes',
  'diet controlled type 2 diabetes', 'well controlled diabetes', 'well controlled type 2 diabetes', 'controlled type 2 diabetes',
];
const type1DiabetesTerms = [
  'type 1 diabetes', 'type 1 diabetes mellitus', 'type i diabetes', 'type i diabetes mellitus', 'type one diabetes', 'diabetes mellitus type 1',
  'diabetes mellitus type i', 'diabetes type 1', 'diabetes type i', 'diabetes mellitus, type 1', 'diabetes mellitus 1', 'juvenile diabetes',
  'juvenile onset diabetes', 'dm type 1', 'dm type i', 'dm 1', 'type 1 dm', 'brittle diabetes', 'latent autoimmune diabetes in adults',
];
/** Named by no entry: not diabetes mellitus, or another category (E09, E13, O24). */
/** ADA: an A1c of 6.5% or more is diabetes; every A1c below it, with nothing lowering glucose, is not (5.7-6.4% is prediabetes). */
const untreatedNormalA1c = { rule: measuredThroughout('hba1c', below(6.5, '%')), treatedBy: glucoseLowering };
/** KDIGO: a stage allows an eGFR below its upper bound; every eGFR at or above it contradicts the stage (a lower one may be the injury of this stay). */
const eGfrAtLeast = (bound: number) => measuredThroughout('egfr', atLeast(bound, 'mL/min/1.73m2'));
/** A kidney-function value at a reduced level backs a named CKD stage 3 to 5 (the stage itself is read from the words). */
const reducedKidneyFunction = anyOf(measured('creatinine', atLeast(1.2, 'mg/dL')), measured('egfr', below(60, 'mL/min/1.73m2')));
/** A clot of this stay: "acute PE", "new DVT", "recurrent pulmonary embolism". */
function newClotWords(name: string, short: string): string[] {
  return ['acute', 'new', 'recurrent', 'new onset'].flatMap((w) => [`${w} ${name}`, `${w} ${short}`]);
}
const refluxEsophagitisTerms = [
  'reflux esophagitis', 'erosive esophagitis', 'gerd with esophagitis', 'peptic esophagitis',
  ...['a', 'b', 'c', 'd'].flatMap((grade) => [`los angeles grade ${grade} esophagitis`, `la grade ${grade} esophagitis`, `la grade ${grade} reflux esophagitis`]),
];
/** What treats hypothyroidism, as a note may say it in general words too ("no thyroid medication"). */
const thyroidHormoneTherapy = words(thyroidReplacement, ['thyroid hormone replacement', 'thyroid medication', 'thyroid medications', 'thyroid medicine', 'thyroid hormone']);
const diabetesInRemission = [
  ...['diabetes', 'type 2 diabetes', 'diabetes mellitus', 'type 2 diabetes mellitus', 'dm', 't2dm'].flatMap((name) => [
    `${name} in remission`, `${name}, in remission`, `${name} is in remission`, `${name} now in remission`, `${name} has been in remission`,
    `${name} in full remission`, `${name} in complete remission`, `remission of ${name}`,
  ]),
  'diabetes remission', 'remission of her diabetes', 'remission of his diabetes', 'her diabetes is in remission', 'his diabetes is in remission',
  'no longer has diabetes', 'no longer diabetic', 'no longer considered diabetic', 'no longer felt to have diabetes', 'no longer felt to have active diabetes',
  'no longer has active diabetes',
];
const diabetesPseudo = [
  'diabetes insipidus', 'gestational diabetes', 'steroid induced diabetes', 'drug induced diabetes', 'diabetes screening', 'pancreatogenic diabetes',
  'cystic fibrosis related diabetes', 'central diabetes insipidus', 'nephrogenic diabetes insipidus',
];
/** A diabetes whose type the note gives in brackets beside the bare name: "(type 3c) DM", "DM (type 1)". */
const bracketedDiabetesTypes = (types: readonly string[]): string[] =>
  types.flatMap((type) => ['dm', 'diabetes', 'diabetes mellitus'].flatMap((name) => [`(${type}) ${name}`, `${name} (${type})`, `${type} ${name}`]));
const notType2 = ['type 1', 'type i', 'type 3c', 'type iii c', 'pancreatogenic', 'secondary', 'steroid induced', 'drug induced', 'lada'];
const hyperglycemiaTerms = [
  'hyperglycemia', 'hyperglycaemia', 'hyperglycemic', 'elevated blood sugar', 'elevated blood sugars', 'elevated blood glucose', 'high blood sugar',
  'elevated glucose', 'elevated glucose levels', 'uncontrolled blood sugar', 'uncontrolled blood sugars', 'poorly controlled blood sugar',
];
const hypoglycemiaTerms = [
  'hypoglycemia', 'hypoglycaemia', 'hypoglycemic', 'hypoglycemic episode', 'hypoglycemic event', 'low blood sugar', 'low blood glucose', 'low glucose',
  'insulin induced hypoglycemia', 'sulfonylurea induced hypoglycemia', 'symptomatic hypoglycemia', 'recurrent hypoglycemia', 'severe hypoglycemia',
];
const diabeticNeuropathyTerms = [
  'diabetic neuropathy', 'diabetic peripheral neuropathy', 'diabetic polyneuropathy', 'peripheral neuropathy', 'polyneuropathy', 'neuropathy',
  'diabetic sensory neuropathy', 'painful diabetic neuropathy', 'peripheral polyneuropathy', 'sensory neuropathy', 'stocking glove neuropathy',
];
/**
 * ICD-10-CM presumes a diabetic's neuropathy is diabetic ("with"), unless the note gives it another
 * cause: chemotherapy, alcohol, B12, or a neurologist's "not diabetic".
 */
const neuropathyOtherwise = {
  contradictedBy: [
    'chemotherapy induced neuropathy', 'chemotherapy induced peripheral neuropathy', 'chemotherapy induced polyneuropathy', 'chemotherapy related neuropathy',
    'oxaliplatin induced neuropathy', 'oxaliplatin neuropathy', 'vincristine neuropathy', 'vincristine induced neuropathy', 'bortezomib neuropathy',
    'paclitaxel neuropathy', 'taxane neuropathy', 'alcoholic neuropathy', 'alcoholic polyneuropathy', 'alcohol related neuropathy',
    'b12 deficiency neuropathy', 'neuropathy due to b12 deficiency', 'rather than diabetic', 'not diabetic neuropathy', 'not diabetic in origin',
    // Oxaliplatin's own toxicity is a neuropathy; "due to chemotherapy" alone may be the nausea.
    'attributed to oxaliplatin', 'due to oxaliplatin', 'from oxaliplatin',
  ],
  standing: true,
};

// Cancer sites: the episodic C-code entry (active disease) and the Z85 history entry share them.
const lungCancer = [
  'lung cancer', 'lung carcinoma', 'lung adenocarcinoma', 'adenocarcinoma of the lung', 'adenocarcinoma of lung', 'squamous cell carcinoma of the lung',
  'squamous cell lung cancer', 'squamous cell carcinoma of lung', 'non small cell lung cancer', 'non small cell lung carcinoma', 'small cell lung cancer',
  'small cell lung carcinoma', 'small cell carcinoma of the lung', 'bronchogenic carcinoma', 'lung malignancy', 'malignant neoplasm of lung',
  'malignant neoplasm of the lung', 'cancer of the lung', 'carcinoma of the lung', 'large cell lung cancer', 'pulmonary adenocarcinoma',
  // "CA" for cancer after a site: "lung CA", "h/o L breast CA".
  'lung ca',
];
/** One family-history entry (kind `family-history`): the relative's condition by its names. */
const familyHistory = (what: string, code: string, terms: readonly string[], abbreviations?: readonly string[], pseudo?: readonly string[]): CommonCondition => ({
  id: `family-history-${code.toLowerCase()}`,
  title: `Family history of ${what}`,
  kind: 'family-history',
  codes: [code],
  terms: words(terms),
  ...(abbreviations ? { abbreviations } : {}),
  ...(pseudo ? { pseudo } : {}),
});
/** The immunosuppressant classes ICD-10-CM codes long-term use by (Z79.620-Z79.624). */
const immunosuppressantClasses: readonly { code: string; title: string; drugs: readonly string[]; abbreviations?: readonly string[] }[] = [
  {
    code: 'Z79620',
    title: 'immunosuppressive biologic',
    drugs: [
      'adalimumab', 'humira', 'etanercept', 'enbrel', 'infliximab', 'remicade', 'certolizumab', 'cimzia', 'golimumab', 'simponi', 'rituximab', 'rituxan',
      'tocilizumab', 'actemra', 'abatacept', 'orencia', 'ustekinumab', 'stelara', 'secukinumab', 'cosentyx', 'vedolizumab', 'entyvio', 'belimumab', 'benlysta',
      'anakinra', 'ocrelizumab', 'natalizumab', 'belatacept',
    ],
  },
  { code: 'Z79621', title: 'calcineurin inhibitor', drugs: ['tacrolimus', 'prograf', 'envarsus', 'cyclosporine', 'neoral', 'sandimmune', 'voclosporin'], abbreviations: ['CsA'] },
  { code: 'Z79622', title: 'Janus kinase inhibitor', drugs: ['tofacitinib', 'xeljanz', 'baricitinib', 'olumiant', 'upadacitinib', 'rinvoq', 'ruxolitinib', 'jakafi'] },
  { code: 'Z79623', title: 'mammalian target of rapamycin inhibitor', drugs: ['sirolimus', 'rapamune', 'everolimus', 'zortress'] },
  {
    code: 'Z79624',
    title: 'inhibitors of nucleotide synthesis',
    drugs: ['mycophenolate', 'mycophenolate mofetil', 'cellcept', 'mycophenolic acid', 'myfortic', 'azathioprine', 'imuran', 'leflunomide', 'arava'],
    abbreviations: ['MMF'],
  },
];
/** Tissue confirmation this stay backs a lung cancer as much as treatment does. */
const lungCancerCare = {
  terms: solidTumorCare('lobectomy', 'wedge resection', 'segmentectomy', 'pneumonectomy', 'thoracic surgery', 'thoracic oncology', 'chemoradiation', 'bronchoscopy', 'endobronchial biopsy', 'lung biopsy', 'malignant cells', 'malignant pleural effusion', 'positive for malignancy', 'pathology'),
  abbreviations: ['XRT', 'SBRT', 'EBUS'],
};
/** The lobes ICD-10-CM codes a lung cancer by. */
const lungLobes = [
  { code: 'C3411', lobe: 'right upper lobe', abbreviation: 'rul' },
  { code: 'C3412', lobe: 'left upper lobe', abbreviation: 'lul' },
  { code: 'C342', lobe: 'right middle lobe', abbreviation: 'rml' },
  { code: 'C3431', lobe: 'right lower lobe', abbreviation: 'rll' },
  { code: 'C3432', lobe: 'left lower lobe', abbreviation: 'lll' },
] as const;
const lungTumourNouns = [
  'cancer', 'carcinoma', 'adenocarcinoma', 'squamous cell carcinoma', 'small cell carcinoma', 'non small cell carcinoma', 'lung cancer', 'lung adenocarcinoma',
  'non small cell lung cancer', 'small cell lung cancer', 'nsclc', 'malignancy', 'malignant neoplasm', 'primary', 'primary tumor', 'primary tumour',
];
/** A lung tumour placed in a lobe: "adenocarcinoma of the left upper lobe", "RUL NSCLC", "the primary tumor is in the left upper lobe". */
const lobeTumour = (lobe: string, abbreviation: string): string[] =>
  words(
    [lobe, `${lobe} of the lung`, abbreviation].flatMap((place) =>
      lungTumourNouns.flatMap((noun) => [`${noun} of the ${place}`, `${noun} of ${place}`, `${noun} in the ${place}`, `${noun} is in the ${place}`, `${place} ${noun}`, `${noun}, ${place}`, `${noun} ${place}`]),
    ),
  );
const breastCancer = [
  'breast cancer', 'breast carcinoma', 'carcinoma of the breast', 'cancer of the breast', 'invasive ductal carcinoma', 'invasive lobular carcinoma',
  'invasive ductal carcinoma of the breast', 'triple negative breast cancer', 'her2 positive breast cancer', 'hormone receptor positive breast cancer',
  'metastatic breast cancer', 'malignant neoplasm of breast', 'malignant neoplasm of the breast', 'inflammatory breast cancer', 'breast adenocarcinoma',
  'breast ca',
];
/** A breast cancer by its side: "right breast carcinoma", "invasive ductal carcinoma of the left breast". */
const breastCancerSided = [
  '{side} breast cancer', '{side} breast carcinoma', '{side} breast adenocarcinoma', '{side} sided breast cancer', 'carcinoma of the {side} breast',
  'cancer of the {side} breast', 'invasive ductal carcinoma of the {side} breast', 'invasive lobular carcinoma of the {side} breast',
  'malignant neoplasm of {side} breast', 'malignant neoplasm of the {side} breast', 'adenocarcinoma of the {side} breast', '{side} breast ca',
];
/** Every segment, in either order and in diagnosis-list form: "adenocarcinoma of the sigmoid colon", "Adenocarcinoma ascending colon". */
const colonCancer = words(
  ['', 'ascending ', 'descending ', 'transverse ', 'sigmoid ', 'right ', 'left ', 'right sided ', 'left sided '].flatMap((segment) =>
    ['cancer', 'carcinoma', 'adenocarcinoma'].flatMap((noun) => [
      `${segment}colon ${noun}`, `${noun} of the ${segment}colon`, `${noun} of ${segment}colon`, `${noun} ${segment}colon`, `${noun}, ${segment}colon`,
    ]),
  ),
  [
    'colonic adenocarcinoma', 'colonic carcinoma', 'cecal cancer', 'cecal adenocarcinoma', 'cecal carcinoma', 'adenocarcinoma of the cecum',
    'sigmoid cancer', 'sigmoid adenocarcinoma', 'colorectal cancer', 'colorectal carcinoma', 'colorectal adenocarcinoma',
    'malignant neoplasm of colon', 'malignant neoplasm of the colon', 'cancer of the colon', 'colon ca',
  ],
);
const rectalCancer = ['rectal cancer', 'rectal adenocarcinoma', 'rectal carcinoma', 'adenocarcinoma of the rectum', 'carcinoma of the rectum', 'cancer of the rectum', 'malignant neoplasm of rectum', 'rectal ca'];
const pancreaticCancer = [
  'pancreatic cancer', 'pancreatic adenocarcinoma', 'pancreatic ductal adenocarcinoma', 'adenocarcinoma of the pancreas', 'carcinoma of the pancreas',
  'cancer of the pancreas', 'pancreatic carcinoma', 'pancreatic head adenocarcinoma', 'pancreatic malignancy', 'malignant neoplasm of pancreas', 'pancreatic ca',
];
const prostateCancer = [
  'prostate cancer', 'prostate adenocarcinoma', 'adenocarcinoma of the prostate', 'prostatic adenocarcinoma', 'carcinoma of the prostate',
  'prostate carcinoma', 'cancer of the prostate', 'metastatic prostate cancer', 'castration resistant prostate cancer', 'malignant neoplasm of prostate', 'prostate ca',
];
const bladderCancer = ['bladder cancer', 'urothelial carcinoma', 'urothelial carcinoma of the bladder', 'transitional cell carcinoma', 'transitional cell carcinoma of the bladder', 'bladder carcinoma', 'carcinoma of the bladder', 'malignant neoplasm of bladder', 'bladder ca'];
const kidneyCancer = ['renal cell carcinoma', 'kidney cancer', 'renal cancer', 'clear cell renal cell carcinoma', 'papillary renal cell carcinoma', 'renal carcinoma', 'malignant neoplasm of kidney', 'renal ca', 'kidney ca'];
const liverCancer = ['hepatocellular carcinoma', 'liver cancer', 'hepatoma', 'primary liver cancer', 'hepatocellular cancer'];
const gastricCancer = ['gastric cancer', 'gastric adenocarcinoma', 'stomach cancer', 'gastric carcinoma', 'adenocarcinoma of the stomach', 'carcinoma of the stomach', 'gastroesophageal junction adenocarcinoma', 'gastric ca'];
const esophagealCancer = [
  'esophageal cancer', 'esophageal adenocarcinoma', 'esophageal squamous cell carcinoma', 'esophageal carcinoma', 'esophageal ca',
  // By its third: "adenocarcinoma of the lower third of the esophagus", "... of the distal (lower third) esophagus".
  ...['adenocarcinoma', 'squamous cell carcinoma', 'carcinoma', 'cancer'].flatMap((tumour) =>
    ['', 'distal ', 'lower ', 'mid ', 'middle ', 'upper ', 'proximal ', 'distal (lower third) ', 'lower third of the ', 'middle third of the ', 'upper third of the ']
      .map((part) => `${tumour} of the ${part}esophagus`),
  ),
];
const ovarianCancer = ['ovarian cancer', 'ovarian carcinoma', 'high grade serous ovarian carcinoma', 'serous ovarian carcinoma', 'epithelial ovarian cancer', 'ovarian adenocarcinoma', 'malignant neoplasm of ovary', 'ovarian ca'];
const endometrialCancer = ['endometrial cancer', 'endometrial carcinoma', 'endometrial adenocarcinoma', 'uterine serous carcinoma', 'endometrioid adenocarcinoma', 'endometrial ca'];
const cervicalCancer = ['cervical cancer', 'cervical carcinoma', 'squamous cell carcinoma of the cervix', 'carcinoma of the cervix', 'cancer of the cervix', 'cervical ca'];
const brainCancer = ['glioblastoma', 'glioblastoma multiforme', 'glioma', 'high grade glioma', 'low grade glioma', 'astrocytoma', 'anaplastic astrocytoma', 'oligodendroglioma', 'brain cancer', 'primary brain tumor', 'malignant brain tumor'];
const thyroidCancer = ['thyroid cancer', 'papillary thyroid cancer', 'papillary thyroid carcinoma', 'follicular thyroid carcinoma', 'follicular thyroid cancer', 'medullary thyroid carcinoma', 'medullary thyroid cancer', 'anaplastic thyroid carcinoma', 'anaplastic thyroid cancer', 'thyroid carcinoma', 'thyroid ca'];
const melanoma = ['melanoma', 'malignant melanoma', 'metastatic melanoma', 'cutaneous melanoma', 'invasive melanoma'];
const headNeckCancer = ['head and neck cancer', 'head and neck squamous cell carcinoma', 'squamous cell carcinoma of the head and neck'];
const oropharyngealCancer = ['oropharyngeal cancer', 'oropharyngeal squamous cell carcinoma', 'oropharyngeal carcinoma', 'tonsil cancer', 'tonsillar carcinoma', 'base of tongue cancer', 'hpv positive oropharyngeal cancer'];
const laryngealCancer = ['laryngeal cancer', 'laryngeal squamous cell carcinoma', 'laryngeal carcinoma', 'cancer of the larynx', 'carcinoma of the larynx', 'glottic cancer', 'supraglottic cancer'];
const myeloma = ['multiple myeloma', 'myeloma', 'plasma cell myeloma', 'smoldering multiple myeloma', 'smoldering myeloma', 'kappa light chain myeloma', 'lambda light chain myeloma', 'igg kappa multiple myeloma', 'iga multiple myeloma'];
const myelomaRemission = ['multiple myeloma in remission', 'myeloma in remission', 'multiple myeloma, in remission', 'multiple myeloma in complete remission', 'myeloma in complete remission'];
/** A remission written apart from the disease's name: "Acute myeloid leukemia (NPM1-mutated), in first complete remission". */
const remissionWords = [
  'in remission', 'in complete remission', 'in first complete remission', 'in second complete remission', 'in first remission', 'in second remission',
  'in stringent complete remission', 'in very good partial remission', 'achieved complete remission', 'achieved remission', 'cr1', 'cr2',
];
/** A myeloma back or never gone: the "in remission" code is contradicted. */
const myelomaActive = [
  'relapsed multiple myeloma', 'relapsed myeloma', 'relapsed igg kappa multiple myeloma', 'relapsed iga multiple myeloma', 'relapsed refractory multiple myeloma',
  'relapsed/refractory multiple myeloma', 'refractory multiple myeloma', 'refractory myeloma', 'progressive multiple myeloma', 'progressive myeloma',
  'myeloma relapse', 'relapse of myeloma', 'relapse of multiple myeloma', 'myeloma progression', 'progression of myeloma', 'progression of multiple myeloma',
];
const cll = ['chronic lymphocytic leukemia', 'chronic lymphocytic leukaemia', 'b cell chronic lymphocytic leukemia'];
const aml = ['acute myeloid leukemia', 'acute myelogenous leukemia', 'acute myeloblastic leukemia', 'acute promyelocytic leukemia', 'acute non lymphocytic leukemia'];
const amlRemission = ['aml in remission', 'acute myeloid leukemia in remission', 'aml in complete remission', 'acute myeloid leukemia in complete remission', 'aml in cr1'];
const acuteLymphoblasticLeukemia = ['acute lymphoblastic leukemia', 'acute lymphocytic leukemia', 'b cell acute lymphoblastic leukemia', 'philadelphia positive acute lymphoblastic leukemia'];
const cml = ['chronic myeloid leukemia', 'chronic myelogenous leukemia', 'chronic myelocytic leukemia'];
const hodgkin = ['hodgkin lymphoma', "hodgkin's lymphoma", 'hodgkins lymphoma', 'hodgkin disease', "hodgkin's disease", 'classical hodgkin lymphoma', 'nodular sclerosing hodgkin lymphoma'];
const dlbcl = ['diffuse large b cell lymphoma', 'diffuse large cell lymphoma', 'large b cell lymphoma'];
const follicularLymphoma = ['follicular lymphoma', 'follicular non hodgkin lymphoma'];
const mantleCellLymphoma = ['mantle cell lymphoma'];
const nhl = words(dlbcl, follicularLymphoma, mantleCellLymphoma, [
  'non hodgkin lymphoma', "non hodgkin's lymphoma", 'non hodgkins lymphoma', 'lymphoma', 'b cell lymphoma', 't cell lymphoma', 'marginal zone lymphoma',
  'small lymphocytic lymphoma', 'burkitt lymphoma', 'primary cns lymphoma', 'high grade b cell lymphoma', 'low grade lymphoma', 'indolent lymphoma',
]);
const cancerScreeningPseudo = ['lung cancer screening', 'colon cancer screening', 'breast cancer screening', 'prostate cancer screening', 'cervical cancer screening'];
/** What breast cancer is not (a screening, an in-situ lesion), and what treats it: one set for every side. */
const breastCancerPseudo = words(cancerScreeningPseudo, ['ductal carcinoma in situ', 'lobular carcinoma in situ']);
const breastCancerCare = { terms: solidTumorCare('lumpectomy', 'partial mastectomy', 'mastectomy', 'sentinel lymph node biopsy', 'breast surgery', 'breast oncology'), abbreviations: ['XRT', 'AI'] };
const liverMets = ['liver metastases', 'liver metastasis', 'hepatic metastases', 'hepatic metastasis', 'metastases to the liver', 'metastasis to the liver', 'metastatic disease to the liver', 'liver mets', 'hepatic mets', 'metastatic to the liver'];
const boneMets = ['bone metastases', 'bone metastasis', 'osseous metastases', 'osseous metastasis', 'bony metastases', 'bony metastasis', 'bone mets', 'osseous mets', 'skeletal metastases', 'spinal metastases', 'vertebral metastases', 'metastatic disease to bone', 'metastatic disease to the bone', 'metastases to bone', 'metastases to the bone', 'metastatic to bone', 'metastatic to the spine', 'osteoblastic metastases', 'lytic metastases', 'lytic bone lesions', 'osseous metastatic disease', 'bony metastatic disease', 'skeletal metastatic disease', 'bone metastatic disease', 'metastatic bone disease'];
const brainMets = ['brain metastases', 'brain metastasis', 'brain mets', 'intracranial metastases', 'intracranial metastasis', 'cerebral metastases', 'metastatic disease to the brain', 'metastases to the brain', 'metastasis to the brain', 'metastatic to the brain', 'leptomeningeal disease', 'leptomeningeal metastases', 'intracranial metastatic disease', 'brain metastatic disease'];
const lungMets = ['lung metastases', 'lung metastasis', 'pulmonary metastases', 'pulmonary metastasis', 'pulmonary mets', 'lung mets', 'metastases to the lung', 'metastases to the lungs', 'metastatic disease to the lung', 'metastatic to the lung', 'metastatic to the lungs'];
const peritonealMets = ['peritoneal carcinomatosis', 'peritoneal metastases', 'peritoneal metastasis', 'carcinomatosis', 'omental caking', 'omental metastases', 'peritoneal mets', 'metastatic disease to the peritoneum'];
const pleuralMets = [
  'pleural metastases', 'pleural metastasis', 'pleural mets', 'metastatic disease to the pleura', 'pleural carcinomatosis', 'metastases to the pleura',
  'pleural and bone metastases', 'bone and pleural metastases', 'pleural and liver metastases', 'pleural and lung metastases',
  // A pleural effusion called malignant is the pleura's secondary (coded C78.2 with J91.0).
  'malignant pleural effusion', 'malignant right pleural effusion', 'malignant left pleural effusion', 'malignant bilateral pleural effusions',
  'recurrent malignant pleural effusion', 'recurrent malignant right pleural effusion', 'recurrent malignant left pleural effusion',
];
const adrenalMets = ['adrenal metastases', 'adrenal metastasis', 'adrenal mets', 'metastatic disease to the adrenal', 'metastases to the adrenal gland'];
const nodalMets = ['lymph node metastases', 'lymph node metastasis', 'nodal metastases', 'nodal metastasis', 'metastatic lymphadenopathy', 'lymph node mets', 'nodal mets', 'metastatic lymph nodes', 'metastatic disease to lymph nodes'];
const metastasisCare = words(oncologyTherapy, ['palliative radiation', 'whole brain radiation', 'stereotactic radiosurgery', 'gamma knife', 'dexamethasone', 'zoledronic acid', 'zometa', 'xgeva', 'denosumab', 'kyphoplasty', 'radiation oncology', 'neurosurgery', 'palliative care', 'hospice', 'paracentesis', 'pleurx']);

const covidTerms = [
  'covid 19', 'covid', 'covid19', 'covid 19 infection', 'covid infection', 'sars cov 2 infection', 'sars cov 2', 'coronavirus disease 2019',
  'covid pneumonia', 'covid 19 pneumonia', 'covid positive', 'covid 19 positive', 'positive for covid', 'tested positive for covid', 'sars cov 2 positive',
  'covid test positive', 'covid 19 test positive', 'positive covid test', 'positive covid 19 test', 'covid pcr positive', 'positive covid pcr',
];
const covidPseudo = [
  'covid vaccine', 'covid vaccination', 'covid vaccinated', 'covid booster', 'covid 19 vaccine', 'covid 19 vaccination', 'covid 19 vaccines',
  'covid screening', 'covid 19 screening', 'covid precautions', 'covid era', 'covid pandemic', 'covid test', 'covid 19 test', 'covid testing',
];
const mrsaColonization = ['mrsa colonization', 'mrsa colonized', 'colonized with mrsa', 'mrsa carrier', 'mrsa carrier state', 'colonization with mrsa', 'mrsa nasal colonization'];
const mrsaTerms = [
  'methicillin resistant staphylococcus aureus', 'methicillin resistant staph aureus', 'mrsa infection', 'mrsa bacteremia', 'mrsa cellulitis',
  'mrsa pneumonia', 'mrsa abscess', 'mrsa wound infection', 'mrsa osteomyelitis', 'mrsa positive wound culture', 'mrsa',
];
const cdiffTerms = [
  'clostridium difficile', 'clostridioides difficile', 'c. diff', 'c diff', 'cdiff', 'c. difficile', 'c difficile', 'c diff colitis', 'c. diff colitis',
  'c diff infection', 'c. diff infection', 'clostridium difficile colitis', 'clostridioides difficile colitis', 'clostridium difficile infection',
  'clostridioides difficile infection', 'pseudomembranous colitis', 'c diff diarrhea', 'c. diff diarrhea', 'c diff positive', 'c. diff positive',
];
const cdiffPseudo = [
  'c diff testing', 'c. diff testing', 'c diff test', 'c. diff test', 'c diff pcr', 'c. diff pcr', 'c diff toxin', 'c. diff toxin', 'c diff assay',
  'c. diff assay', 'c diff screen', 'c. diff screen', 'c diff stool test', 'c. diff stool test', 'c diff studies', 'c diff precautions',
];
const cellulitisLegPatterns = [
  '{side} lower extremity cellulitis', 'cellulitis of the {side} lower extremity', 'cellulitis of {side} lower extremity', '{side} leg cellulitis',
  'cellulitis of the {side} leg', 'cellulitis of {side} leg', '{side} lower leg cellulitis', 'cellulitis of the {side} lower leg', '{side} foot cellulitis',
  'cellulitis of the {side} foot', '{side} thigh cellulitis', 'cellulitis of the {side} thigh', '{side} ankle cellulitis', 'cellulitis of the {side} ankle',
  '{side} knee cellulitis', '{side} shin cellulitis', 'cellulitis {side} leg', 'cellulitis {side} lower extremity', 'cellulitis {side} lower leg',
  'cellulitis {side} foot', 'cellulitis {side} shin', 'cellulitis {side} thigh', 'cellulitis {side} ankle', 'cellulitis of the {side} shin',
  'cellulitis of {side} foot',
  // The ICD title's words: "Cellulitis of left lower limb", "cellulitis of left lower leg".
  'cellulitis of {side} lower leg', 'cellulitis of {side} lower limb', 'cellulitis of the {side} lower limb', '{side} lower limb cellulitis',
  'cellulitis of {side} shin', 'cellulitis of {side} thigh', 'cellulitis of {side} ankle',
];
/** What makes an ulcer a bleeding one, written in the sentence that names it (Forrest stigmata, hemostasis). */
const ulcerBleedingSigns = [
  'visible vessel', 'non bleeding visible vessel', 'nonbleeding visible vessel', 'adherent clot', 'active bleeding', 'actively bleeding',
  'active spurting', 'spurting', 'oozing', 'active oozing', 'stigmata of recent hemorrhage', 'stigmata of recent bleeding', 'hemostasis',
  'hemoclips', 'hemoclip', 'epinephrine injection', 'bleeding', 'hemorrhage', 'hematemesis', 'melena', 'upper gi bleed',
  'upper gastrointestinal bleed', 'upper gastrointestinal bleeding', 'coffee ground emesis',
];
const gastricUlcerSites = ['gastric ulcer', 'gastric body ulcer', 'gastric antral ulcer', 'antral ulcer', 'prepyloric ulcer', 'lesser curvature ulcer', 'incisura ulcer', 'gastric ulcers', 'stomach ulcer', 'cameron ulcer', 'cameron lesion'];
const duodenalUlcerSites = ['duodenal ulcer', 'duodenal bulb ulcer', 'posterior duodenal bulb ulcer', 'duodenal bulbar ulcer', 'post bulbar ulcer', 'duodenal ulcers'];
const cellulitisArmPatterns = [
  '{side} upper extremity cellulitis', 'cellulitis of the {side} upper extremity', 'cellulitis of {side} upper extremity', '{side} arm cellulitis',
  'cellulitis of the {side} arm', '{side} forearm cellulitis', 'cellulitis of the {side} forearm', '{side} hand cellulitis', 'cellulitis of the {side} hand',
  '{side} elbow cellulitis', '{side} upper arm cellulitis', 'cellulitis {side} arm', 'cellulitis {side} upper extremity', 'cellulitis {side} forearm',
  'cellulitis {side} hand',
  'cellulitis of {side} arm', 'cellulitis of {side} forearm', 'cellulitis of {side} hand', 'cellulitis of {side} upper limb', 'cellulitis of the {side} upper limb',
  '{side} upper limb cellulitis',
];
const cellulitisRightLeg = words(sided(['right'], cellulitisLegPatterns), ['rle cellulitis', 'cellulitis of the rle', 'cellulitis of rle']);
const cellulitisLeftLeg = words(sided(['left'], cellulitisLegPatterns), ['lle cellulitis', 'cellulitis of the lle', 'cellulitis of lle']);
const cellulitisBilateralLeg = ['bilateral lower extremity cellulitis', 'cellulitis of bilateral lower extremities', 'cellulitis of both legs', 'bilateral leg cellulitis', 'ble cellulitis', 'cellulitis of the bilateral lower extremities'];
const cellulitisRightArm = words(sided(['right'], cellulitisArmPatterns), ['rue cellulitis', 'cellulitis of the rue']);
const cellulitisLeftArm = words(sided(['left'], cellulitisArmPatterns), ['lue cellulitis', 'cellulitis of the lue']);
const cellulitisLimbUnsided = ['lower extremity cellulitis', 'leg cellulitis', 'cellulitis of the leg', 'cellulitis of the lower extremity', 'foot cellulitis', 'cellulitis of the foot', 'upper extremity cellulitis', 'arm cellulitis', 'cellulitis of the arm', 'limb cellulitis'];
/** An abscess of a limb, by the cellulitis patterns' sites: "right forearm abscess", "R forearm cellulitis with abscess". */
const limbAbscess = (side: 'right' | 'left', patterns: readonly string[]) =>
  sided([side], patterns.flatMap((p) => [p.replace('cellulitis', 'abscess'), `${p} with abscess`, `${p} and abscess`]));
const cellulitisCare = words(antibiotics, ['elevation', 'leg elevation', 'marked borders', 'demarcated', 'marked margins', 'wound culture', 'incision and drainage', 'ultrasound', 'venous duplex', 'infectious disease', 'wound care']);
/** What shows an abscess treated: the cellulitis care and its drainage. */
const abscessCare = words(cellulitisCare, ['incision and drainage', 'drained', 'packing', 'wound culture']);
/** What an ultrasound or exam looks for: "no drainable fluid collection or abscess", "no fluctuance". */
const abscessLookedFor = ['abscess', 'drainable abscess', 'fluid collection', 'drainable fluid collection', 'drainable collection', 'fluctuance', 'abscess formation'];

const majorDepressionTerms = [
  'major depressive disorder', 'major depression', 'major depressive episode', 'major depressive disorder, single episode', 'major depressive disorder single episode',
  'mdd single episode', 'severe major depression', 'moderate major depression', 'major depressive disorder, severe', 'major depressive disorder, moderate',
];
const recurrentDepressionTerms = [
  'recurrent major depressive disorder', 'major depressive disorder, recurrent', 'major depressive disorder recurrent', 'mdd recurrent', 'mdd, recurrent',
  'recurrent major depression', 'recurrent depression', 'recurrent depressive disorder', 'major depressive disorder, recurrent, moderate',
  'major depressive disorder recurrent moderate', 'recurrent moderate major depressive disorder', 'moderate recurrent major depression',
  'mdd recurrent moderate', 'mdd, recurrent, moderate', 'major depressive disorder, recurrent, severe', 'major depressive disorder recurrent severe',
  'recurrent severe major depressive disorder', 'severe recurrent major depression', 'mdd recurrent severe', 'mdd, recurrent, severe',
  'major depressive disorder, recurrent, severe without psychotic features',
];
/** Not a mood disorder: ECG, respiratory and CNS "depression"; postpartum depression is F53. */
const depressionPseudo = [
  'respiratory depression', 'st depression', 'st segment depression', 'st depressions', 'cns depression', 'marrow depression', 'bone marrow depression',
  'pr depression', 'pr segment depression', 'postpartum depression', 'depression screening', 'depression screen', 'skull depression', 'depressed skull fracture',
];
const currentSmokerTerms = [
  'smoker', 'current smoker', 'active smoker', 'daily smoker', 'heavy smoker', 'smokes', 'smoking', 'currently smokes', 'tobacco smoker',
  'current every day smoker', 'current some day smoker', 'active tobacco use', 'active tobacco user', 'continues to smoke',
  'active tob', 'active tob use',
  // A smoking field answered yes (the bare label is blocked by smokingFieldLabels).
  'smoking: yes', 'smoking: current', 'smoking: active', 'smoking: daily', 'smoking: every day', 'smoking status: current',
];
/** A form's field name, "Smoking: never" / "- Smoking: he says he quit": a question, not a habit. */
const smokingFieldLabels = ['smoking:', 'smoking status:', 'smoking history:'];
/** Smoking something else: "smokes marijuana 2-3x/wk". */
const otherSmoking = ['marijuana', 'cannabis', 'pot', 'weed', 'crack', 'methamphetamine', 'meth'].flatMap((what) => [`smokes ${what}`, `smoking ${what}`, `smoked ${what}`]);
/**
 * A cigarette habit that ended before the stay, or never was. Only for the cigarette code: a former
 * smoker may still chew or dip ("quit smoking 6 years ago but dips tobacco"), which Z72.0 and F17.200 cover.
 */
const tobaccoStopped = [
  'former smoker', 'ex smoker', 'ex-smoker', 'former tobacco use', 'former tobacco user', 'former cigarette smoker', 'former heavy smoker',
  'remote smoker', 'remote tobacco use', 'remote smoking history', 'remote history of smoking', 'prior smoker', 'past smoker',
  'previous smoker', 'quit smoking', 'stopped smoking', 'quit tobacco', 'quit cigarettes', 'no longer smokes', 'nonsmoker', 'non smoker',
  'stopped cigarettes', 'stopped smoking cigarettes', 'quit smoking cigarettes', 'gave up cigarettes', 'gave up smoking',
  'non-smoker', 'never smoker', 'lifelong nonsmoker', 'never smoked',
  // "quit in 2004; no tobacco use since": the years since are smoke-free.
  'no tobacco use since', 'no tobacco since', 'no smoking since', 'no cigarettes since', 'not smoked since', 'has not smoked since',
  'smoke free since', 'tobacco free since',
  // "no current tobacco, ... a 25 pack-year history of cigarettes, quit in 2011".
  'no current tobacco', 'no current tobacco use', 'no current smoking', 'not a current smoker', 'not currently smoking', 'does not currently smoke',
  'no longer uses tobacco',
  // "smoked half a pack a day from age 17; quit in 2021 and has not used tobacco or nicotine products since".
  'quit in {number}', 'quit {number} years ago', 'quit smoking {number} years ago', 'has not used tobacco', 'has not used tobacco or nicotine',
  'not used tobacco since', 'not used any tobacco',
  // "Tobacco: 45 pack-years, quit 2019"; "abstinent from tobacco since 2019".
  'quit {year}', 'abstinent from tobacco', 'abstinent from smoking', 'abstinent from cigarettes',
];
// Both kinds are the condition's names, so "incomplete paraplegia" names it and documents it otherwise.
const paraplegiaNames = ['paraplegia', 'paraplegic', 'complete paraplegia', 'incomplete paraplegia'];
/** Complete or incomplete paraplegia, told apart by the ASIA grade. */
function paraplegiaOfKind(kind: 'complete' | 'incomplete', code: string): CommonCondition {
  const [documentedBy, contradictedBy] = kind === 'complete' ? [completeCordInjury, incompleteCordInjury] : [incompleteCordInjury, completeCordInjury];
  return {
    id: `paraplegia-${kind}`,
    title: `Paraplegia, ${kind}`,
    kind: 'chronic',
    codes: [code],
    terms: paraplegiaNames,
    specificity: { documentedBy, contradictedBy, standing: true },
    backing: { terms: paraplegiaCare },
  };
}
const paraplegiaCare = [
  'wheelchair', 'bowel program', 'bowel regimen', 'intermittent catheterization', 'suprapubic catheter', 'baclofen', 'pressure injury prevention',
  'turning every 2 hours', 'spinal cord injury', 'physical therapy', 'rehabilitation',
];
/** The ASIA (AIS) grade: A is complete; B to D are incomplete. */
const completeCordInjury = ['complete paraplegia', 'asia a', 'ais a', 'asia grade a', 'asia impairment scale a', 'complete spinal cord injury', 'complete sci', 'complete cord injury'];
const incompleteCordInjury = [
  'incomplete paraplegia', 'asia b', 'asia c', 'asia d', 'ais b', 'ais c', 'ais d', 'incomplete spinal cord injury', 'incomplete sci', 'incomplete cord injury',
];
/** Quitting as a plan, not a fact: the habit goes on. */
const quitIntentions = ['try to', 'agrees to', 'agreed to', 'plans to', 'wants to', 'advised to', 'counseled to', 'counselled to', 'encouraged to', 'trying to', 'ready to', 'willing to']
  .flatMap((lead) => ['quit smoking', 'stop smoking', 'quit tobacco'].map((act) => `${lead} ${act}`));
const cigaretteTerms = [
  'cigarette smoker', 'smokes cigarettes', 'cigarette smoking', 'cigarette use', 'smokes 1 pack per day', 'pack per day', 'packs per day', 'pack a day', 'pack/day', 'packs/day',
  'packs a day', 'cigarettes per day', 'cigarettes a day', 'cigarettes daily', 'half a pack per day', 'ppd smoker', 'nicotine dependence, cigarettes',
  // A social history line: "Cigarettes 1/2 ppd x 30 years".
  'cigarettes',
  // Packs per day as shorthand ("Tob use d/o: 1 ppd, active"); a number first, so never the PPD skin test.
  ...['1', '2', '3', '1/2', '0.5', '1.5', 'half a', 'one', 'two'].map((n) => `${n} ppd`),
];
const kneeOaPatterns = [
  '{side} knee osteoarthritis', 'osteoarthritis of the {side} knee', 'osteoarthritis of {side} knee', '{side} knee oa', '{side} knee djd',
  'degenerative joint disease of the {side} knee', '{side} knee degenerative joint disease', 'primary osteoarthritis of the {side} knee', '{side} knee arthritis',
  // Diagnosis-list order: "Primary osteoarthritis, right knee".
  'osteoarthritis, {side} knee', 'osteoarthritis of knee, {side}', 'knee osteoarthritis, {side}', 'osteoarthritis {side} knee',
];
const hipOaPatterns = [
  '{side} hip osteoarthritis', 'osteoarthritis of the {side} hip', 'osteoarthritis of {side} hip', '{side} hip oa', '{side} hip djd',
  'degenerative joint disease of the {side} hip', '{side} hip degenerative joint disease', 'primary osteoarthritis of the {side} hip', '{side} hip arthritis',
  'osteoarthritis, {side} hip', 'osteoarthritis of hip, {side}', 'hip osteoarthritis, {side}', 'osteoarthritis {side} hip',
];
const kneeOaRight = sided(['right'], kneeOaPatterns);
const kneeOaLeft = sided(['left'], kneeOaPatterns);
const kneeOaBilateral = ['bilateral knee osteoarthritis', 'osteoarthritis of both knees', 'osteoarthritis of bilateral knees', 'osteoarthritis of the bilateral knees', 'bilateral knee oa', 'bilateral knee djd', 'bilateral knee arthritis', 'bilateral primary osteoarthritis of the knees'];
const kneeOaAll = words(kneeOaRight, kneeOaLeft, kneeOaBilateral, ['knee osteoarthritis', 'osteoarthritis of the knee', 'osteoarthritis of knee', 'knee oa', 'knee djd', 'degenerative joint disease of the knee', 'tricompartmental osteoarthritis']);
const hipOaRight = sided(['right'], hipOaPatterns);
const hipOaLeft = sided(['left'], hipOaPatterns);
const hipOaBilateral = ['bilateral hip osteoarthritis', 'osteoarthritis of both hips', 'osteoarthritis of bilateral hips', 'osteoarthritis of the bilateral hips', 'bilateral hip oa', 'bilateral hip djd', 'bilateral hip arthritis'];
const hipOaAll = words(hipOaRight, hipOaLeft, hipOaBilateral, ['hip osteoarthritis', 'osteoarthritis of the hip', 'osteoarthritis of hip', 'hip oa', 'hip djd', 'degenerative joint disease of the hip']);
const localizedEdemaTerms = [
  'lower extremity edema', 'bilateral lower extremity edema', 'leg edema', 'leg swelling', 'bilateral leg swelling', 'pedal edema', 'ankle edema',
  'peripheral edema', 'pitting edema', 'dependent edema', 'lower leg edema', 'ble edema', 'lle edema', 'rle edema', 'unilateral leg swelling',
  'upper extremity edema', 'arm swelling', 'localized edema', 'trace edema', '1+ edema', '2+ edema', '3+ edema', '1+ pitting edema', '2+ pitting edema', '3+ pitting edema',
];
const generalizedEdemaTerms = ['anasarca', 'generalized edema', 'diffuse edema', 'total body edema', 'whole body edema', 'diffuse anasarca', 'third spacing'];

/** Chemotherapy that was not given this stay is not an encounter for chemotherapy. */
const chemotherapyDeferredPseudo = [
  'chemotherapy was deferred', 'chemotherapy deferred', 'chemo deferred', 'chemo was deferred', 'chemotherapy was held', 'chemo was held',
  'chemotherapy held', 'chemotherapy was postponed', 'chemotherapy postponed', 'chemotherapy was delayed', 'chemotherapy delayed', 'chemotherapy was not given',
  'chemotherapy was not administered', 'chemotherapy was cancelled', 'chemotherapy was canceled', 'deferred chemotherapy', 'held chemotherapy',
  'chemotherapy education', 'chemotherapy teaching', 'candidate for chemotherapy', 'not a candidate for chemotherapy',
];
const kneeReplacementPatterns = [
  '{side} total knee arthroplasty', '{side} total knee replacement', '{side} knee replacement', '{side} knee arthroplasty', '{side} tka', '{side} tkr',
  '{side} partial knee replacement', '{side} unicompartmental knee arthroplasty', 'total knee arthroplasty of the {side} knee', '{side} knee prosthesis',
];
const hipReplacementPatterns = [
  '{side} total hip arthroplasty', '{side} total hip replacement', '{side} hip replacement', '{side} hip arthroplasty', '{side} tha', '{side} thr',
  '{side} hip hemiarthroplasty', '{side} hemiarthroplasty', 'total hip arthroplasty of the {side} hip', '{side} hip prosthesis',
];
const kneeReplacementRight = sided(['right'], kneeReplacementPatterns);
const kneeReplacementLeft = sided(['left'], kneeReplacementPatterns);
const kneeReplacementBilateral = ['bilateral total knee arthroplasty', 'bilateral total knee replacement', 'bilateral knee replacement', 'bilateral knee arthroplasty', 'bilateral tka', 'bilateral tkr', 'bilateral tkas', 'bilateral knee replacements'];
const kneeReplacementAll = words(kneeReplacementRight, kneeReplacementLeft, kneeReplacementBilateral, ['total knee arthroplasty', 'total knee replacement', 'knee replacement', 'knee arthroplasty', 'tka', 'tkr', 'partial knee replacement', 'unicompartmental knee arthroplasty']);
const hipReplacementRight = sided(['right'], hipReplacementPatterns);
const hipReplacementLeft = sided(['left'], hipReplacementPatterns);
const hipReplacementBilateral = ['bilateral total hip arthroplasty', 'bilateral total hip replacement', 'bilateral hip replacement', 'bilateral hip arthroplasty', 'bilateral tha', 'bilateral thr', 'bilateral hip replacements'];
const hipReplacementAll = words(hipReplacementRight, hipReplacementLeft, hipReplacementBilateral, ['total hip arthroplasty', 'total hip replacement', 'hip replacement', 'hip arthroplasty', 'tha', 'thr', 'hip hemiarthroplasty', 'hemiarthroplasty']);
const bkaPatterns = ['{side} below knee amputation', '{side} below the knee amputation', '{side} bka', '{side} transtibial amputation', 'below knee amputation of the {side} leg', '{side} below knee amputee'];
const akaPatterns = ['{side} above knee amputation', '{side} above the knee amputation', '{side} aka', '{side} transfemoral amputation', 'above knee amputation of the {side} leg', '{side} above knee amputee'];
const bkaRight = sided(['right'], bkaPatterns);
const bkaLeft = sided(['left'], bkaPatterns);
const akaRight = sided(['right'], akaPatterns);
const akaLeft = sided(['left'], akaPatterns);

// ------------------------------------------------------------------ sides, sites and injuries

type LimbSide = 'right' | 'left';
const limbSides: readonly LimbSide[] = ['right', 'left'];

/**
 * A condition coded by side, as one entry per side (what the cellulitis and knee entries spell out
 * by hand). `named` are the side's phrases with `{side}`; `elsewhere`, what documents another site
 * or type (an intertrochanteric fracture for a femoral neck code); `otherwise`, what documents the
 * same site otherwise than the code says (a nondisplaced fracture for a displaced code). Where its
 * own phrases are absent, the other side, another site or another type documents something else;
 * `otherwise` contradicts the code even where it is named (design.md: specificity the note
 * contradicts is Unsupported). A right hip fracture does not support S72.002A, left.
 */
interface SidedCondition extends Omit<CommonCondition, 'id' | 'title' | 'codes' | 'terms' | 'namedInParts' | 'specificity'> {
  readonly id: string;
  /** With `{side}`, filled in per entry. */
  readonly title: string;
  readonly codes: Readonly<Record<LimbSide, readonly string[]>>;
  readonly named: readonly string[];
  /** What names the other side, when shorter than `named` (its plain phrases, which its qualified ones contain). @default named */
  readonly plain?: readonly string[];
  readonly elsewhere?: readonly string[];
  readonly otherwise?: readonly string[];
  /** A side's name in two parts of one sentence: `terms` with `{side}`. */
  readonly namedInParts?: { readonly terms: readonly string[]; readonly inSentenceWith: readonly string[] };
}

function bySide({ id, title, codes, named, plain = named, elsewhere = [], otherwise = [], namedInParts, refutedBy, ...rest }: SidedCondition): CommonCondition[] {
  return limbSides.map((side) => {
    const other: LimbSide = side === 'right' ? 'left' : 'right';
    const terms = sided([side], named);
    const own = new Set(terms);
    const contradicting = sided([side], otherwise);
    // Another site is recognised by its side written out, which keeps the lists short.
    const elsewhereBySide = limbSides.flatMap((s) => elsewhere.map((p) => p.replaceAll('{side}', s)));
    const instead = words(sided([other], plain), elsewhereBySide, contradicting).filter((p) => !own.has(p));
    return {
      ...rest,
      id: `${id}-${side}`,
      title: title.replace('{side}', side),
      codes: codes[side],
      terms,
      ...(namedInParts ? { namedInParts: { terms: sided([side], namedInParts.terms), inSentenceWith: namedInParts.inSentenceWith } } : {}),
      refutedBy: { ...refutedBy, instead },
      ...(contradicting.length > 0 ? { specificity: { contradictedBy: contradicting } } : {}),
    };
  });
}

/** A fracture named by its place: "{side} femoral neck fracture", "{side} femoral neck fx", "fracture of the {side} femoral neck". */
function fractureAt(places: readonly string[]): string[] {
  return places.flatMap((p) => [`{side} ${p} fracture`, `{side} ${p} fx`, `fracture of the {side} ${p}`, `fracture of {side} ${p}`]);
}

/**
 * A fracture named by its type, alone or with its bone: "{side} intertrochanteric fracture",
 * "{side} intertrochanteric hip fx", "intertrochanteric fracture of {side} femur" (the
 * problem-list wording of the ICD-10-CM title), or with the type after the name, in brackets or
 * after a comma: "{side} femoral neck fracture (midcervical)".
 */
function fractureTyped(types: readonly string[], bones: readonly string[]): string[] {
  return types.flatMap((t) => [
    `{side} ${t} fracture`,
    `{side} ${t} fx`,
    ...bones.flatMap((b) => [
      `{side} ${t} ${b} fracture`,
      `{side} ${t} ${b} fx`,
      `{side} ${b} ${t} fracture`,
      `${t} fracture of the {side} ${b}`,
      `${t} fracture of {side} ${b}`,
      ...[`{side} ${b} fracture`, `{side} ${b} fx`].flatMap((named) => [`${named} (${t})`, `${named}, ${t}`]),
    ]),
  ]);
}

/**
 * Displacement. A fracture not said to be displaced or nondisplaced is coded displaced (ICD-10-CM
 * chapter 19 note), so a displaced code is documented by the plain name and a nondisplaced one
 * only by its word.
 */
const nondisplacedOnly = (phrases: readonly string[]) => qualified(['nondisplaced', 'non displaced'], phrases);
/** "{side} displaced X": a qualifier before the side ("displaced {side} X") leaves the plain phrase whole. */
const afterSide = (qualifiers: readonly string[], phrases: readonly string[]) => qualified(qualifiers, phrases.filter((p) => p.startsWith('{side} '))).filter((p) => p.startsWith('{side} '));
const displacedOrUnqualified = (phrases: readonly string[]) => words(phrases, afterSide(['displaced', 'minimally displaced'], phrases));
const anyDisplacement = (phrases: readonly string[]) => words(phrases, afterSide(['displaced', 'nondisplaced', 'non displaced'], phrases));

/** A fracture managed this stay, with the pain it brings. */
const fractureBacking = { terms: words(fractureCare, painCare), abbreviations: ['ORIF', 'IMN', 'CMN', 'TFN', 'DHS', 'WBAT', 'TTWB', 'NWB', 'PT/OT'] };

/** The proximal femur by site, with `{side}` (S72.0-S72.2). */
const femurBones = ['femur', 'hip'];
const proximalFemur = {
  hip: words(fractureAt(['hip']), ['broken {side} hip']),
  neck: words(fractureAt(['femoral neck']), ['{side} fnf', 'fracture of neck of {side} femur', 'fracture of the neck of the {side} femur', 'fracture of unspecified part of neck of {side} femur']),
  subcapital: fractureTyped(['subcapital', 'intracapsular'], ['femoral neck', ...femurBones]),
  midcervical: fractureTyped(['midcervical', 'transcervical'], ['femoral neck', ...femurBones]),
  basicervical: words(fractureTyped(['basicervical', 'basilar'], ['femoral neck', ...femurBones]), ['fracture of base of neck of {side} femur', 'fracture of the base of the {side} femoral neck']),
  trochanteric: fractureTyped(['trochanteric', 'pertrochanteric', 'peritrochanteric'], femurBones),
  trochanters: words(fractureTyped(['greater trochanteric', 'lesser trochanteric'], femurBones), fractureAt(['greater trochanter', 'lesser trochanter'])),
  intertrochanteric: fractureTyped(['intertrochanteric', 'it'], femurBones),
  subtrochanteric: fractureTyped(['subtrochanteric', 'subtroch'], femurBones),
};
/** A femur fracture that is not a traumatic S72 fracture: pathological (M84, M80) or around a prosthesis (M97). */
const femurNotTraumatic = qualified(['pathologic', 'pathological', 'periprosthetic'], fractureAt(['hip', 'femur']));
const femoralNeckAll = words(proximalFemur.neck, proximalFemur.subcapital, proximalFemur.midcervical, proximalFemur.basicervical);
const trochantericAll = words(proximalFemur.trochanteric, proximalFemur.trochanters, proximalFemur.intertrochanteric);

/**
 * One femur site by side and displacement: `named` the site's plain phrases, `siblings` the other
 * sites of the proximal femur (which document something else), `displacement` whether the code
 * says displaced, nondisplaced, or has no such axis.
 */
function femurFracture(spec: {
  id: string;
  title: string;
  codes: Readonly<Record<LimbSide, readonly string[]>>;
  named: readonly string[];
  siblings: readonly string[];
  displacement: 'displaced' | 'nondisplaced' | 'none';
}): CommonCondition[] {
  const { named, siblings, displacement } = spec;
  const own = displacement === 'displaced' ? displacedOrUnqualified(named) : displacement === 'nondisplaced' ? nondisplacedOnly(named) : anyDisplacement(named);
  const otherwise = displacement === 'displaced' ? nondisplacedOnly(named) : displacement === 'nondisplaced' ? qualified(['displaced'], named) : [];
  return bySide({
    id: spec.id,
    title: spec.title,
    kind: 'episodic',
    codes: spec.codes,
    named: own,
    plain: named,
    elsewhere: words(siblings, femurNotTraumatic),
    otherwise,
    backing: fractureBacking,
  });
}

/** The pelvis (S32.4-, S32.5-, S32.81-). */
const pubicFracture = words(fractureAt(['pubic ramus', 'pubic rami', 'superior pubic ramus', 'inferior pubic ramus', 'superior and inferior pubic rami', 'pubic bone', 'pubis', 'pubic']), [
  'fracture of {side} pubis', 'unspecified fracture of {side} pubis',
]);
/** Young-Burgess and Tile: lateral compression 1 and APC 1 leave the ring stable; APC 2-3, LC 2-3 and vertical shear do not. */
const pelvicRingStable = [
  'stable pelvic ring fracture', 'stable pelvic ring injury', 'stable pelvic ring disruption', 'stable disruption of the pelvic ring', 'stable pelvic fracture',
  'multiple fractures of pelvis with stable disruption of pelvic ring', 'lateral compression type 1', 'lateral compression type i', 'lc1 pelvic ring injury', 'lc 1 pelvic ring injury',
  'lc1 pelvic fracture', 'lc 1 pelvic fracture', 'apc 1 pelvic ring injury', 'tile a pelvic fracture', 'tile type a pelvic ring injury',
];
const pelvicRingUnstable = [
  'unstable pelvic ring fracture', 'unstable pelvic ring injury', 'unstable pelvic ring disruption', 'unstable disruption of the pelvic ring', 'unstable pelvic fracture',
  'multiple fractures of pelvis with unstable disruption of pelvic ring', 'open book pelvic fracture', 'open book pelvic injury', 'open book pelvis', 'vertical shear pelvic fracture',
  'vertical shear injury', 'malgaigne fracture', 'apc 2 pelvic ring injury', 'apc 3 pelvic ring injury', 'apc ii pelvic ring injury', 'apc iii pelvic ring injury',
  'lc2 pelvic ring injury', 'lc 2 pelvic ring injury', 'lc3 pelvic ring injury', 'lc 3 pelvic ring injury', 'lateral compression type 2', 'lateral compression type 3',
  'tile b pelvic fracture', 'tile c pelvic fracture', 'rotationally unstable pelvic ring injury', 'vertically unstable pelvic ring injury',
];

/** The ribs: one, several on a side, both sides (S22.3-, S22.4-). */
const ribOrdinals = ['1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th', '9th', '10th', '11th', '12th'];
const oneRib = words(
  ['{side} rib fracture', '{side} rib fx', 'fracture of the {side} rib', 'fracture of one rib, {side} side', 'isolated {side} rib fracture', 'single {side} rib fracture'],
  [...ribOrdinals, 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth'].flatMap((o) => [
    `{side} ${o} rib fracture`, `{side} ${o} rib fx`, `fracture of the {side} ${o} rib`, `{side} posterior ${o} rib fracture`, `{side} anterior ${o} rib fracture`, `{side} lateral ${o} rib fracture`,
  ]),
);
/** "right 4th-6th rib fractures", "right 5th and 6th rib fractures". */
const ribRanges = ribOrdinals.flatMap((a, i) => ribOrdinals.slice(i + 1).flatMap((b) => [`{side} ${a} ${b} rib fractures`, `{side} ${a} through ${b} rib fractures`, `{side} ${a} and ${b} rib fractures`]));
/** "Right rib fractures" says several; the one-rib entry's singular term would match it. */
const ribPlural = ['{side} rib fractures', 'fractures of the {side} ribs', 'fracture of the {side} ribs'];
const multipleRibs = words(
  [
    'multiple {side} rib fractures', '{side} multiple rib fractures', '{side} rib fractures', '{side} sided rib fractures', 'fractures of the {side} ribs', 'multiple fractures of ribs, {side} side',
    '{side} posterior rib fractures', '{side} anterior rib fractures', '{side} lateral rib fractures', '{side} displaced rib fractures', '{side} nondisplaced rib fractures',
  ],
  ribRanges,
);
const bilateralRibs = [
  'bilateral rib fractures', 'bilateral multiple rib fractures', 'multiple bilateral rib fractures', 'rib fractures bilaterally', 'multiple fractures of ribs, bilateral',
  'right and left rib fractures', 'left and right rib fractures', 'bilateral posterior rib fractures', 'bilateral anterior rib fractures',
];
/** Healed or chronic fractures seen on imaging are not this stay's injury. */
const ribFracturePseudo = sided(limbSides, ['healed {side} rib fracture', 'healed {side} rib fractures', 'chronic {side} rib fracture', 'chronic {side} rib fractures', 'old healed {side} rib fractures']);
const ribFractureCare = words(painCare, [
  'incentive spirometry', 'incentive spirometer', 'lidocaine patch', 'thoracic epidural', 'epidural', 'serratus anterior plane block', 'erector spinae plane block',
  'paravertebral block', 'rib fixation', 'surgical stabilization of rib fractures', 'ssrf', 'pulmonary toilet', 'chest physiotherapy', 'trauma surgery', 'chest x ray', 'ct chest',
]);

/** Loss of consciousness with a head injury, documented or denied: the 6th character of S06. */
const lossOfConsciousness = [
  'loss of consciousness', 'lost consciousness', 'brief loss of consciousness', 'transient loss of consciousness', 'brief loc', 'positive loc', '+ loc', 'with loc',
  'had loc', 'reported loc', 'witnessed loc', 'knocked unconscious', 'was knocked out',
];
const noLossOfConsciousness = [
  'no loss of consciousness', 'without loss of consciousness', 'no loc', 'without loc', 'denies loss of consciousness', 'denied loss of consciousness',
  'denies any loss of consciousness', 'denied any loss of consciousness', 'denies loc', 'denied loc', 'did not lose consciousness', 'no reported loss of consciousness',
  'no witnessed loss of consciousness', 'no apparent loss of consciousness', 'negative for loss of consciousness', 'never lost consciousness',
];
const subduralBleed = [
  'subdural hematoma', 'subdural hematomas', 'subdural hemorrhage', 'sdh', 'acute subdural hematoma', 'acute sdh', 'subacute subdural hematoma',
  'chronic subdural hematoma', 'acute on chronic subdural hematoma', 'subdural blood', 'subdural collection',
];
/** What makes a subdural or subarachnoid bleed traumatic when it is named in the same sentence. */
const headTrauma = [
  'fall', 'fell', 'mechanical fall', 'ground level fall', 'trauma', 'traumatic', 'head trauma', 'head strike', 'head injury', 'struck his head', 'struck her head',
  'hit his head', 'hit her head', 'motor vehicle collision', 'motor vehicle accident', 'mvc', 'mva', 'assault', 'assaulted',
];
const traumaticBrainBleedCare = [
  'neurosurgery', 'neurosurgical', 'ct head', 'head ct', 'repeat ct head', 'repeat head ct', 'serial ct head', 'neuro checks', 'neurologic checks', 'levetiracetam',
  'keppra', 'seizure prophylaxis', 'reversal', 'kcentra', 'prothrombin complex concentrate', 'andexanet', 'vitamin k', 'held anticoagulation', 'anticoagulation was held',
  'held aspirin', 'platelet transfusion', 'desmopressin', 'ddavp', 'blood pressure control', 'neurocritical care', 'trauma surgery',
];

/**
 * A head injury by loss of consciousness, as the two entries its codes split into: without (6th
 * character 0) and with, of 30 minutes or less or of unspecified duration (1 and 9, which the
 * summaries rarely tell apart). Named and treated with loss of consciousness neither documented
 * nor denied: NoDetermination; denied for a "with" code, or documented for a "without": Unsupported.
 */
function byLossOfConsciousness(spec: Omit<CommonCondition, 'id' | 'title' | 'codes' | 'kind' | 'specificity'> & { id: string; title: string; codes: { without: string; with: readonly string[] } }): CommonCondition[] {
  const { id, title, codes, ...rest } = spec;
  return [
    { ...rest, id: `${id}-without-loss-of-consciousness`, title: `${title} without loss of consciousness, initial encounter`, kind: 'episodic', codes: [codes.without], specificity: { documentedBy: noLossOfConsciousness, contradictedBy: lossOfConsciousness } },
    {
      ...rest,
      id: `${id}-with-loss-of-consciousness`,
      title: `${title} with loss of consciousness of 30 minutes or less or of unspecified duration, initial encounter`,
      kind: 'episodic',
      codes: codes.with,
      specificity: { documentedBy: lossOfConsciousness, contradictedBy: noLossOfConsciousness },
    },
  ];
}

/** The values that define a hypomagnesemia and a rhabdomyolysis: the low or high value is itself the pivotal criterion. */
const magnesiumLow = measured('magnesium', below(1.7, 'mg/dL'));
// Phosphorus 2.5-4.5 mg/dL; E83.39 holds both the low and the high.
const phosphorusAbnormal = anyOf(measured('phosphorus', below(2.5, 'mg/dL'), { laboratoryRange: true }), measured('phosphorus', above(4.5, 'mg/dL'), { laboratoryRange: true }));
// Calcium 8.5-10.5 mg/dL total, 1.12-1.32 mmol/L ionized. A total calcium stands for itself only where neither
// an ionized nor an albumin-corrected value is reported: "Ca 7.9, albumin 2.6, corrected 9.0" is no hypocalcemia.
const calciumReadings = anyOf(reported('ionized-calcium'), reported('corrected-calcium'));
const calciumLow = anyOf(
  measured('ionized-calcium', below(1.12, 'mmol/L'), { laboratoryRange: true }),
  measured('corrected-calcium', below(8.5, 'mg/dL')),
  allOf(measured('calcium', below(8.5, 'mg/dL'), { laboratoryRange: true }), not(calciumReadings)),
);
const calciumHigh = anyOf(
  measured('ionized-calcium', above(1.32, 'mmol/L'), { laboratoryRange: true }),
  measured('corrected-calcium', above(10.5, 'mg/dL')),
  allOf(measured('calcium', above(10.5, 'mg/dL'), { laboratoryRange: true }), not(calciumReadings)),
);
/** Every calcium normal, read by the best measure reported (ionized, then corrected, then total). */
const calciumNormalThroughout = anyOf(
  measuredThroughout('ionized-calcium', between(1.12, 1.32, 'mmol/L'), { laboratoryRange: true }),
  allOf(not(reported('ionized-calcium')), measuredThroughout('corrected-calcium', between(8.5, 10.5, 'mg/dL'))),
  allOf(not(calciumReadings), measuredThroughout('calcium', between(8.5, 10.5, 'mg/dL'), { laboratoryRange: true })),
);
const ckAboveFiveTimesNormal = measured('ck', above(1000, 'U/L'));
/** 40 U/L is the commonly used upper limit of normal for AST and ALT. */
const transaminaseAboveNormal = anyOf(measured('ast', above(40, 'U/L')), measured('alt', above(40, 'U/L')));

/** A poisoning's intent, the 6th character of T36-T50: self-harm, or an accident, documented this stay. */
const selfHarmIntent = [
  'intentional overdose', 'intentional ingestion', 'intentional self harm', 'intentional self poisoning', 'deliberate self harm', 'deliberate overdose',
  'deliberate ingestion', 'suicide attempt', 'suicidal attempt', 'attempted suicide', 'overdose with suicidal intent', 'ingestion with suicidal intent',
  'with suicidal intent', 'with intent to die', 'with the intent to die', 'attempt to end her life', 'attempt to end his life', 'tried to kill herself',
  'tried to kill himself', 'self inflicted', 'suicidal overdose', 'intentionally ingested', 'intentionally overdosed', 'intentionally took',
];
const accidentalIntent = [
  'accidental overdose', 'accidental ingestion', 'accidentally ingested', 'accidentally took', 'unintentional overdose', 'unintentional ingestion',
  'unintentionally took', 'medication error', 'dosing error', 'not a suicide attempt', 'not an intentional overdose', 'denies suicidal intent',
  'denied suicidal intent', 'no suicidal intent', 'without suicidal intent', 'denies intentional ingestion', 'denies intentional overdose',
];
/** A drug's overdose by name: "oxycodone overdose", "overdose of oxycodone", "acetaminophen toxicity". */
const overdoseOf = (drugs: readonly string[]) =>
  drugs.flatMap((d) => [`${d} overdose`, `${d} poisoning`, `${d} toxicity`, `${d} ingestion`, `overdose of ${d}`, `overdose on ${d}`, `ingestion of ${d}`]);
/** Opioids other than heroin, methadone, fentanyl and tramadol (T40.2). */
const otherOpioids = ['opioid', 'opiate', 'oxycodone', 'oxycontin', 'percocet', 'hydrocodone', 'norco', 'vicodin', 'morphine', 'hydromorphone', 'dilaudid', 'codeine', 'oxymorphone'];
const overdoseWords = ['overdose', 'overdosed', 'ingestion', 'ingested', 'toxicity', 'poisoning', 'toxic ingestion', 'took too many', 'took an excess'];

// The pivotal value of a high potassium or sodium is a high one: a normal value drawn before the
// disorder began neither shows it nor, with the disorder named later in the stay, excludes it.
// Laboratories put the upper limit anywhere from 5.0 to 5.5: a printed range beside the value decides for it.
const potassiumHigh = measured('potassium', above(5.0, 'mmol/L'), { laboratoryRange: true });
const sodiumHigh = measured('sodium', above(145, 'mmol/L'));

/** A toxic lithium level (above the 0.6-1.2 mEq/L range; 1.5 and over is toxicity) names the poisoning: "lithium level 3.1". */
const lithiumToxicLevels = (() => {
  const out: string[] = [];
  for (let tenth = 16; tenth <= 60; tenth++) {
    const v = (tenth / 10).toFixed(1);
    out.push(`lithium level ${v}`, `lithium level of ${v}`, `lithium level was ${v}`, `serum lithium ${v}`);
  }
  return out;
})();
const lithiumToxicityNames = words(lithiumToxicLevels, [
  'lithium toxicity', 'lithium intoxication', 'lithium poisoning', 'acute lithium toxicity', 'chronic lithium toxicity', 'acute on chronic lithium toxicity',
  'supratherapeutic lithium level', 'supratherapeutic lithium', 'elevated lithium level', 'toxic lithium level', 'high lithium level', 'lithium level elevated',
  'lithium level was elevated', 'lithium level critically elevated', 'lithium induced neurotoxicity', 'lithium neurotoxicity',
]);
/**
 * A chronic lithium toxicity at the usual dose, from reduced clearance or an interaction: unintended.
 * Those that hold the toxicity's name are names too, so the longer phrase keeps it named.
 */
const lithiumChronicToxicity = [
  'chronic lithium toxicity', 'chronic lithium intoxication', ...['dehydration', 'volume depletion', 'acute kidney injury', 'aki', 'drug interaction', 'an ace inhibitor', 'lisinopril', 'an nsaid', 'a thiazide', 'hydrochlorothiazide'].flatMap((cause) => [
    `lithium toxicity due to ${cause}`, `lithium toxicity in the setting of ${cause}`, `lithium toxicity from ${cause}`, `lithium toxicity secondary to ${cause}`,
  ]),
];
const lithiumUnintended = words(lithiumChronicToxicity, ['reduced lithium clearance', 'decreased lithium clearance', 'lithium taken as prescribed', 'taking lithium as prescribed', 'on a stable lithium dose']);

/**
 * A drug's poisoning by intent, the T36-T50 6th character: 1 accidental, 2 intentional
 * self-harm. Unknown or unstated intent is coded accidental (ICD-10-CM guideline I.C.19.e.5.b),
 * so the accidental code is documented by the overdose alone and contradicted by a self-harm
 * intent this stay; the self-harm code needs that intent, and an accident contradicts it.
 * `elsewhere`, other drugs' overdoses, which document another code.
 */
function poisoning(spec: {
  id: string;
  title: string;
  codes: { accidental: string; intentional?: string };
  drugs: readonly string[];
  names?: readonly string[];
  elsewhere?: readonly string[];
  care?: readonly string[];
  /**
   * What documents the poisoning as unintended besides the words of an accident: a chronic
   * toxicity at the usual dose from dehydration, kidney injury or a drug interaction ("chronic
   * lithium toxicity in the setting of AKI and a new ACE inhibitor") is coded accidental.
   */
  accidentalBy?: readonly string[];
}): CommonCondition[] {
  const { drugs } = spec;
  const named = words(spec.names ?? [], overdoseOf(drugs));
  const accidental = qualified(['accidental', 'unintentional'], named);
  const intentional = words(
    qualified(['intentional', 'deliberate'], named),
    drugs.flatMap((d) => [`${d} overdose in a suicide attempt`, `suicide attempt by ${d} overdose`, `suicide attempt by ${d} ingestion`, `suicide attempt with ${d}`]),
  );
  const common = {
    kind: 'episodic' as const,
    namedInParts: { terms: drugs, inSentenceWith: overdoseWords },
    pseudo: words(['overdose prevention', 'overdose education', 'overdose precautions', 'overdose risk', 'risk of overdose'], drugs.flatMap((d) => [`${d} overdose prevention`, `${d} overdose education`, `${d} overdose risk`])),
    backing: { terms: words(poisoningCare, spec.care ?? []), abbreviations: ['NAC', 'UDS', 'ICU'] },
  };
  const entries: CommonCondition[] = [
    {
      ...common,
      id: `${spec.id}-accidental`,
      title: `Poisoning by ${spec.title}, accidental (unintentional), initial encounter`,
      codes: [spec.codes.accidental],
      terms: words(named, accidental),
      refutedBy: { instead: words(intentional, spec.elsewhere ?? []) },
      specificity: { contradictedBy: words(selfHarmIntent, intentional) },
    },
  ];
  if (spec.codes.intentional) {
    entries.push({
      ...common,
      id: `${spec.id}-intentional-self-harm`,
      title: `Poisoning by ${spec.title}, intentional self-harm, initial encounter`,
      codes: [spec.codes.intentional],
      terms: words(named, intentional),
      refutedBy: { instead: words(accidental, spec.elsewhere ?? []) },
      specificity: { documentedBy: words(selfHarmIntent, intentional), contradictedBy: words(accidentalIntent, accidental, spec.accidentalBy ?? []) },
    });
  }
  return entries;
}

/** What says a drug caused an effect at its proper dose, named in one sentence with the drug. */
const adverseEffectWords = [
  'adverse effect', 'adverse effects', 'adverse reaction', 'adverse drug reaction', 'adverse drug event', 'side effect', 'side effects',
  'drug reaction', 'drug induced', 'induced', 'taken as prescribed', 'took it as prescribed', 'exactly as prescribed', 'at the prescribed dose',
  'at prescribed doses', 'at a therapeutic dose', 'therapeutic dosing', 'intolerance to',
];
/** What a drug's adverse effect is managed with: the drug stopped, held or reduced, or recorded as an allergy. */
const adverseEffectCare = [
  'recorded as an allergy', 'added to her allergies', 'added to his allergies', 'added to allergies', 'added to the allergy list', 'listed as an allergy',
  'dose reduced', 'dose was reduced', 'reduced dose', 'dose decreased', 'dose was decreased', 'lower dose', 'switched to',
];

/**
 * A drug's adverse effect in correct use, the T36-T50 6th character 5 ("Acute toxic encephalopathy
 * due to oxycodone taken as prescribed", "drug-induced thrombocytopenia due to TMP-SMX"). The
 * drug is named as the cause; the effect is managed (the drug stopped, held, reduced or recorded
 * as an allergy, or `care`). An overdose or a poisoning by it is another code (T36-T50 1-4).
 */
function adverseEffect(spec: { id: string; title: string; code: string; drugs: readonly string[]; care?: readonly string[]; pseudo?: readonly string[] }): CommonCondition {
  const { drugs } = spec;
  const managed = drugs.flatMap((d) => [
    `${d} stopped`, `${d} was stopped`, `stopped ${d}`, `${d} held`, `${d} was held`, `held ${d}`, `${d} discontinued`, `${d} was discontinued`, `discontinued ${d}`,
    `${d} dose reduced`, `${d} has been stopped`, `${d} has been discontinued`, `${d} has been held`,
  ]);
  return {
    id: `${spec.id}-adverse-effect`,
    title: `Adverse effect of ${spec.title}, initial encounter`,
    kind: 'episodic',
    codes: [spec.code],
    terms: drugs.flatMap((d) => [
      `adverse effect of ${d}`, `${d} adverse effect`, `${d} side effect`, `side effect of ${d}`, `adverse reaction to ${d}`, `${d} reaction`,
      `${d} induced`, `${d} associated`, `due to ${d}`, `secondary to ${d}`, `attributed to ${d}`, `caused by ${d}`,
    ]),
    namedInParts: { terms: drugs, inSentenceWith: adverseEffectWords },
    pseudo: words(spec.pseudo ?? [], drugs.flatMap((d) => [`${d} induced thrombocytopenia antibody`, `${d} side effects reviewed`, `${d} side effects discussed`])),
    refutedBy: { instead: words(overdoseOf(drugs), selfHarmIntent, ['intentional overdose', 'accidental overdose']) },
    specificity: { contradictedBy: words(selfHarmIntent, ['took extra', 'took more than prescribed', 'more than prescribed', 'took too many']) },
    backing: { terms: words(managed, adverseEffectCare, spec.care ?? []) },
  };
}

/** Compartment syndrome at a place, with `{side}`. */
const compartmentSyndromeOf = (places: readonly string[]) =>
  places.flatMap((p) => [
    `{side} ${p} compartment syndrome`, `compartment syndrome of the {side} ${p}`, `compartment syndrome of {side} ${p}`, `compartment syndrome {side} ${p}`,
    `acute compartment syndrome of the {side} ${p}`, `traumatic compartment syndrome of {side} ${p}`,
  ]);
const compartmentSyndromeCare = [
  'fasciotomy', 'fasciotomies', 'four compartment fasciotomy', 'compartment pressure', 'compartment pressures', 'orthopedics', 'vascular surgery', 'trauma surgery',
  'hand surgery', 'wound vac', 'negative pressure wound therapy', 'delayed primary closure', 'skin graft', 'creatine kinase', 'splint', 'physical therapy', 'occupational therapy',
];

/** A surgical site infection by depth (CDC: superficial incisional, deep incisional, organ/space), and unstaged. */
const surgicalSiteInfection = {
  any: [
    'surgical site infection', 'postoperative wound infection', 'post operative wound infection', 'postop wound infection', 'post op wound infection', 'surgical wound infection',
    'infected surgical wound', 'incisional infection', 'incision infection', 'infected incision', 'postoperative infection', 'post operative infection', 'postprocedural infection',
    'infection following a procedure', 'infection of the surgical site', 'infected surgical site',
  ],
  superficial: [
    'superficial incisional surgical site infection', 'superficial surgical site infection', 'superficial incisional ssi', 'superficial ssi', 'superficial incisional infection',
    'superficial wound infection', 'incisional cellulitis', 'cellulitis of the incision', 'cellulitis at the incision', 'cellulitis around the incision', 'stitch abscess', 'suture abscess',
  ],
  deep: ['deep incisional surgical site infection', 'deep surgical site infection', 'deep incisional ssi', 'deep ssi', 'deep incisional infection', 'deep wound infection', 'subfascial abscess', 'subfascial infection'],
  organSpace: [
    'organ space surgical site infection', 'organ/space surgical site infection', 'organ space ssi', 'organ/space ssi', 'organ space infection', 'postoperative intra abdominal abscess',
    'postoperative intraabdominal abscess', 'postoperative abdominal abscess', 'postoperative pelvic abscess', 'post operative intra abdominal abscess', 'post op abscess',
    'postoperative abscess', 'post operative abscess', 'postprocedural abscess', 'post procedural abscess', 'intra abdominal abscess after surgery',
    // After a sternotomy the CDC/NHSN class mediastinitis and sternal osteomyelitis as organ/space infections.
    'mediastinitis', 'postoperative mediastinitis', 'post sternotomy mediastinitis', 'poststernotomy mediastinitis', 'deep sternal wound infection', 'sternal osteomyelitis',
  ],
};
/** One entry per depth (T81.41XA-T81.43XA): another depth documented instead is Unsupported. */
const surgicalSiteInfectionDepths = [
  { key: 'superficial', id: 'superficial', site: 'superficial incisional surgical site', code: 'T8141XA' },
  { key: 'deep', id: 'deep', site: 'deep incisional surgical site', code: 'T8142XA' },
  { key: 'organSpace', id: 'organ-space', site: 'organ and space surgical site', code: 'T8143XA' },
] as const;
const surgicalSiteInfectionCare = words(antibiotics, [
  'wound culture', 'incision and drainage', 'incision was opened', 'wound was opened', 'opened the incision', 'staples removed', 'wound vac', 'negative pressure wound therapy',
  'packing', 'wet to dry dressing', 'dressing change', 'debridement', 'washout', 'irrigation and debridement', 'returned to the operating room', 'return to the operating room',
  'percutaneous drain', 'ct guided drain', 'drain placement', 'interventional radiology', 'general surgery', 'infectious disease',
]);
const surgicalSiteInfectionByDepth = surgicalSiteInfectionDepths.map(
  ({ key, id, site, code }): CommonCondition => ({
    id: `surgical-site-infection-${id}`,
    title: `Infection following a procedure, ${site}, initial encounter`,
    kind: 'episodic',
    codes: [code],
    terms: surgicalSiteInfection[key],
    refutedBy: { instead: words(...surgicalSiteInfectionDepths.filter((d) => d.key !== key).map((d) => surgicalSiteInfection[d.key])) },
    backing: { terms: surgicalSiteInfectionCare, abbreviations: ['I&D', 'NPWT', 'IR'] },
  }),
);

/** An infected joint prosthesis, with `{side}`: "right knee PJI", "infected right TKA". */
const hipArthroplasty = ['total hip arthroplasty', 'total hip replacement', 'hip arthroplasty', 'hip replacement', 'hip prosthesis', 'hip hemiarthroplasty', 'tha', 'thr'];
const kneeArthroplasty = ['total knee arthroplasty', 'total knee replacement', 'knee arthroplasty', 'knee replacement', 'knee prosthesis', 'tka', 'tkr'];
function periprostheticInfectionOf(joint: string, implants: readonly string[]): string[] {
  return words(
    [
      `{side} ${joint} periprosthetic joint infection`, `{side} ${joint} prosthetic joint infection`, `{side} ${joint} periprosthetic infection`, `{side} ${joint} pji`,
      `periprosthetic joint infection of the {side} ${joint}`, `prosthetic joint infection of the {side} ${joint}`, `periprosthetic infection of the {side} ${joint}`, `pji of the {side} ${joint}`,
    ],
    implants.flatMap((i) => [
      `infected {side} ${i}`, `{side} infected ${i}`, `{side} ${i} infection`, `{side} ${i} pji`, `infection of the {side} ${i}`, `infection of {side} ${i}`, `septic {side} ${i}`,
      `{side} ${i} periprosthetic joint infection`, `periprosthetic joint infection of the {side} ${i}`,
    ]),
  );
}
/** The joints with a code by side (T84.51-T84.54); another joint documented instead is Unsupported. */
const periprostheticInfection = { hip: periprostheticInfectionOf('hip', hipArthroplasty), knee: periprostheticInfectionOf('knee', kneeArthroplasty) };
const periprostheticJoints = [
  { joint: 'hip', codes: { right: ['T8451XA'], left: ['T8452XA'] } },
  { joint: 'knee', codes: { right: ['T8453XA'], left: ['T8454XA'] } },
] as const;
const periprostheticInfectionCare = words(antibiotics, [
  'irrigation and debridement', 'dair', 'debridement antibiotics and implant retention', 'polyethylene exchange', 'poly exchange', 'liner exchange', 'explant', 'explantation',
  'resection arthroplasty', 'antibiotic spacer', 'cement spacer', 'two stage revision', 'one stage revision', 'revision arthroplasty', 'arthrocentesis', 'joint aspiration',
  'synovial fluid culture', 'orthopedics', 'orthopedic surgery', 'infectious disease', 'picc', 'suppressive antibiotics',
]);

// ------------------------------------------------------------------ bone

/** Avascular necrosis of the femoral head, with `{side}`, and the cause written before or after it (M87.0-M87.2). */
const femoralHeadNecrosis = [
  'avascular necrosis of the {side} femoral head', 'avascular necrosis of the {side} hip', 'avascular necrosis of {side} femur', '{side} femoral head avascular necrosis',
  '{side} hip avascular necrosis', '{side} femoral head avn', '{side} hip avn', 'avn of the {side} hip', 'avn of the {side} femoral head', 'osteonecrosis of the {side} femoral head',
  'osteonecrosis of the {side} hip', '{side} femoral head osteonecrosis', '{side} hip osteonecrosis', 'aseptic necrosis of {side} femur',
  'avascular necrosis of {side} femoral head', 'avascular necrosis in the {side} femoral head', 'avascular necrosis in {side} femoral head',
  'avn of {side} femoral head', 'avn in the {side} femoral head', 'avn in {side} femoral head',
  // Dictated "AVN" with its last letter lost; with the femoral head named it can be nothing else.
  'av in the {side} femoral head', 'av in {side} femoral head', 'av of the {side} femoral head',
];
const femoralHeadNecrosisBy = {
  idiopathic: words(qualified(['idiopathic'], femoralHeadNecrosis), ['idiopathic aseptic necrosis of {side} femur']),
  drugs: words(
    qualified(['steroid induced', 'corticosteroid induced', 'glucocorticoid induced', 'drug induced', 'medication induced'], femoralHeadNecrosis),
    femoralHeadNecrosis.flatMap((p) => [`${p} due to steroids`, `${p} secondary to steroids`, `${p} due to chronic steroid use`, `${p} secondary to chronic steroid use`, `${p} due to prednisone`]),
    ['osteonecrosis due to drugs, {side} femur'],
  ),
  trauma: words(
    qualified(['post traumatic', 'posttraumatic'], femoralHeadNecrosis),
    femoralHeadNecrosis.flatMap((p) => [`${p} due to previous trauma`, `${p} due to prior trauma`, `${p} after femoral neck fracture`, `${p} following femoral neck fracture`, `${p} after hip fracture`]),
    ['osteonecrosis due to previous trauma, {side} femur'],
  ),
};
const femoralHeadNecrosisCare = words(painCare, [
  'orthopedics', 'orthopedic surgery', 'core decompression', 'total hip arthroplasty', 'hip arthroplasty', 'hip replacement', 'mri of the hip', 'physical therapy',
  'protected weight bearing', 'crutches', 'held bisphosphonate',
]);
/** One pair of entries per cause (M87.05-, M87.15-, M87.25-): another cause written with it contradicts. */
const femoralHeadNecrosisCauses = [
  { cause: 'idiopathic', id: 'idiopathic-avascular-necrosis-of-femur', title: 'Idiopathic aseptic necrosis of {side} femur', codes: { right: ['M87051'], left: ['M87052'] } },
  { cause: 'drugs', id: 'drug-induced-avascular-necrosis-of-femur', title: 'Osteonecrosis due to drugs, {side} femur', codes: { right: ['M87151'], left: ['M87152'] } },
  { cause: 'trauma', id: 'post-traumatic-avascular-necrosis-of-femur', title: 'Osteonecrosis due to previous trauma, {side} femur', codes: { right: ['M87251'], left: ['M87252'] } },
] as const;
function femoralHeadNecrosisOf({ cause, id, title, codes }: (typeof femoralHeadNecrosisCauses)[number]): CommonCondition[] {
  return bySide({
    id,
    title,
    kind: 'chronic',
    codes,
    named: femoralHeadNecrosisBy[cause],
    otherwise: words(...femoralHeadNecrosisCauses.filter((c) => c.cause !== cause).map((c) => femoralHeadNecrosisBy[c.cause])),
    backing: { terms: femoralHeadNecrosisCare },
  });
}

/** The vertebral levels of a spinal region, bodies and discs: "l4", "l4 5", "l4 l5" (a hyphen is optional). */
function spinalLevels(letter: string, from: number, to: number): { bodies: string[]; discs: string[] } {
  const bodies: string[] = [];
  const discs: string[] = [];
  for (let i = from; i <= to; i++) {
    bodies.push(`${letter}${i}`);
    if (i < to) discs.push(`${letter}${i} ${i + 1}`, `${letter}${i} ${letter}${i + 1}`);
  }
  return { bodies, discs };
}
const spinalRegions = {
  cervical: { region: 'cervical', code: '2', ...spinalLevels('c', 1, 7) },
  thoracic: { region: 'thoracic', code: '4', ...spinalLevels('t', 1, 12) },
  lumbar: { region: 'lumbar', code: '6', ...spinalLevels('l', 1, 5) },
  // Sacral and sacrococcygeal (M46.28, M46.48): "sacral and coccygeal osteomyelitis" under a sacral pressure injury.
  sacral: {
    region: 'sacral',
    code: '8',
    bodies: ['sacrum', 'the sacrum', 'sacral', 'coccyx', 'the coccyx', 'coccygeal', 'sacrococcygeal', ...spinalLevels('s', 1, 5).bodies],
    discs: [] as string[],
  },
};
type SpinalRegion = (typeof spinalRegions)[keyof typeof spinalRegions];
/** Vertebral osteomyelitis (M46.2-) and discitis (M46.4-) named in a region or at a level. */
const vertebralOsteomyelitisIn = ({ region, bodies, discs }: SpinalRegion) =>
  words(
    [
      `${region} vertebral osteomyelitis`, `${region} spine osteomyelitis`, `${region} osteomyelitis`, `${region} spondylodiscitis`, `${region} discitis osteomyelitis`,
      `vertebral osteomyelitis of the ${region} spine`, `osteomyelitis of the ${region} spine`, `osteomyelitis of vertebra, ${region} region`,
    ],
    [...bodies, ...discs].flatMap((l) => [`${l} osteomyelitis`, `${l} vertebral osteomyelitis`, `${l} discitis osteomyelitis`, `${l} spondylodiscitis`, `osteomyelitis at ${l}`, `osteomyelitis of ${l}`]),
  );
const discitisIn = ({ region, discs }: SpinalRegion) =>
  words(
    [`${region} discitis`, `${region} diskitis`, `discitis of the ${region} spine`, `${region} disc space infection`, `${region} spondylodiscitis`, `${region} discitis osteomyelitis`, `discitis, unspecified, ${region} region`],
    discs.flatMap((l) => [`${l} discitis`, `${l} diskitis`, `discitis at ${l}`, `${l} disc space infection`, `${l} discitis osteomyelitis`, `${l} spondylodiscitis`]),
  );
const spineInfectionCare = words(antibiotics, [
  'mri', 'mri of the lumbar spine', 'mri of the thoracic spine', 'mri of the cervical spine', 'mri spine', 'ct guided biopsy', 'ir guided biopsy', 'image guided biopsy',
  'disc aspiration', 'disc space aspiration', 'bone biopsy', 'blood culture', 'infectious disease', 'neurosurgery', 'spine surgery', 'orthopedic spine', 'picc', 'esr', 'crp',
  'six weeks of iv antibiotics', '6 weeks of iv antibiotics', 'tlso', 'brace', 'laminectomy', 'debridement',
]);
/**
 * One entry per spinal region for vertebral osteomyelitis or discitis, with the unspecified-site
 * code listing them all; another region documented instead is Unsupported.
 */
function bySpinalRegion(spec: {
  id: string;
  title: string;
  unspecifiedCode: string;
  codePrefix: string;
  named: (r: SpinalRegion) => string[];
  general: readonly string[];
  /** The infection denied in general words: "No MRI evidence of osteomyelitis" rules out the region's too. */
  absent: readonly string[];
}): CommonCondition[] {
  const regions = Object.values(spinalRegions);
  const backing = { terms: spineInfectionCare, abbreviations: ['MRI', 'ESR', 'CRP', 'PICC', 'OPAT', 'TLSO'] };
  return [
    { id: spec.id, title: `${spec.title}, site unspecified`, kind: 'episodic', codes: [spec.unspecifiedCode], terms: words(spec.general, ...regions.map(spec.named)), refutedBy: { absent: spec.absent }, backing },
    ...regions.map((r): CommonCondition => ({
      id: `${spec.id}-${r.region}`,
      title: `${spec.title}, ${r.region} region`,
      kind: 'episodic',
      codes: [`${spec.codePrefix}${r.code}`],
      terms: spec.named(r),
      refutedBy: { instead: words(...regions.filter((o) => o !== r).map(spec.named)), absent: spec.absent },
      backing,
    })),
  ];
}

/** Osteoporosis named with a fracture in one sentence: the fracture is pathological (M80), not traumatic. */
const osteoporosisWords = ['osteoporosis', 'osteoporotic', 'fragility', 'severe osteoporosis', 'low bone density'];
const vertebralLevels = [...spinalLevels('t', 1, 12).bodies, ...spinalLevels('l', 1, 5).bodies];
const compressionFracture = words(
  ['compression fracture', 'vertebral compression fracture', 'vertebral body compression fracture', 'vertebral fracture', 'vertebral body fracture', 'wedge compression fracture', 'compression deformity'],
  vertebralLevels.flatMap((l) => [`${l} compression fracture`, `${l} vertebral body compression fracture`, `${l} vertebral fracture`]),
);
const osteoporoticVertebralFracture = words(
  [
    'osteoporotic compression fracture', 'osteoporotic vertebral compression fracture', 'osteoporotic vertebral fracture', 'osteoporotic vertebral body fracture', 'vertebral fragility fracture',
    'fragility compression fracture', 'osteoporotic wedge compression fracture', 'age related osteoporosis with current pathological fracture, vertebra',
    'age related osteoporosis with current pathological fracture of vertebra',
  ],
  vertebralLevels.flatMap((l) => [`osteoporotic ${l} compression fracture`, `${l} osteoporotic compression fracture`, `osteoporotic ${l} fracture`]),
);
const osteoporoticFemurFracture = words(qualified(['osteoporotic', 'fragility'], fractureAt(['hip', 'femur', 'femoral neck'])), [
  'fragility fracture of the {side} hip', '{side} hip fragility fracture', 'osteoporotic fracture of {side} femur', 'age related osteoporosis with current pathological fracture, {side} femur',
  'pathologic fracture of the {side} femur due to osteoporosis', 'pathologic fracture of the {side} hip due to osteoporosis', 'pathological fracture of the {side} hip due to osteoporosis',
]);
const osteoporoticFractureCare = words(fractureCare, osteoporosisTherapy, painCare, ['kyphoplasty', 'vertebroplasty', 'tlso', 'lso brace', 'back brace', 'calcitonin', 'neurosurgery', 'interventional radiology']);

// ------------------------------------------------------------------ digestive

/** Gallstones, bile duct stones, cholangitis, and what obstructs (K80): "with obstruction" is a code of its own. */
const cholelithiasisTerms = ['cholelithiasis', 'gallstone', 'gallbladder stone', 'symptomatic cholelithiasis', 'symptomatic gallstones', 'biliary colic', 'gallbladder sludge', 'biliary sludge'];
const calculousCholecystitisTerms = [
  'acute calculous cholecystitis', 'calculous cholecystitis', 'acute cholecystitis with cholelithiasis', 'acute cholecystitis with gallstones', 'gallstone cholecystitis',
  'cholelithiasis with acute cholecystitis', 'acute cholecystitis due to gallstones', 'acute on chronic calculous cholecystitis',
];
/** The Tokyo Guidelines' imaging signs: looked for and not found, they exclude a suspected acute cholecystitis. */
const cholecystitisSigns = ['gallbladder dysfunction', 'gallbladder wall thickening', 'pericholecystic fluid', 'gallbladder inflammation', 'cystic duct obstruction', 'sonographic murphy sign'];
/** What pathology or imaging calls it instead of an acute cholecystitis ("acute on chronic" is named as the acute). */
const chronicCholecystitisTerms = ['chronic cholecystitis', 'chronic calculous cholecystitis', 'chronic acalculous cholecystitis'];
const choledocholithiasisTerms = ['choledocholithiasis', 'common bile duct stone', 'cbd stone', 'bile duct stone', 'common duct stone', 'retained common bile duct stone'];
const cholangitisTerms = ['cholangitis', 'ascending cholangitis', 'acute cholangitis', 'acute ascending cholangitis', 'bacterial cholangitis', 'suppurative cholangitis', 'acute suppurative cholangitis'];
const acuteCholangitisTerms = cholangitisTerms.filter((t) => t !== 'cholangitis');
const cholangitisPseudo = ['primary sclerosing cholangitis', 'primary biliary cholangitis', 'igg4 related sclerosing cholangitis'];
const gallstoneWords = ['cholelithiasis', 'gallstone', 'gallbladder stone', 'calculous', 'stones in the gallbladder'];
const gallbladderObstruction = [
  'cystic duct obstruction', 'obstruction of the cystic duct', 'obstructed cystic duct', 'impacted in the cystic duct', 'impacted in the gallbladder neck', 'impacted gallbladder neck stone',
  'impacted stone in the gallbladder neck', 'obstructing stone in the cystic duct', 'obstructing cystic duct stone', 'obstructing', 'impacted',
];
const bileDuctObstruction = [
  'biliary obstruction', 'bile duct obstruction', 'common bile duct obstruction', 'cbd obstruction', 'obstruction of the common bile duct', 'obstructive jaundice', 'obstructing',
  'obstructed', 'impacted', 'biliary outflow obstruction',
];
const biliaryInfectionCare = words(antibiotics, biliaryManagement, ['biliary drain', 'percutaneous transhepatic biliary drain', 'blood culture']);
/** "Acute cholangitis due to choledocholithiasis", "CBD stone with ascending cholangitis". */
const togetherWith = (first: readonly string[], second: readonly string[]) =>
  first.flatMap((a) => second.flatMap((b) => [`${a} due to ${b}`, `${a} secondary to ${b}`, `${a} from ${b}`, `${a} with ${b}`, `${b} with ${a}`, `${a} and ${b}`]));

/** A calculus of the bile duct with cholangitis (K80.3-), by acuity and obstruction. */
function bileDuctStoneWithCholangitis(spec: { id: string; title: string; code: string; names: readonly string[]; obstruction: boolean }): CommonCondition {
  return {
    id: spec.id,
    title: spec.title,
    kind: 'episodic',
    codes: [spec.code],
    terms: words(togetherWith(spec.names, choledocholithiasisTerms), ['calculous cholangitis']),
    namedInParts: { terms: spec.names, inSentenceWith: choledocholithiasisTerms },
    pseudo: cholangitisPseudo,
    specificity: spec.obstruction ? { documentedBy: bileDuctObstruction } : { contradictedBy: bileDuctObstruction },
    backing: { terms: biliaryInfectionCare, abbreviations: ['ERCP', 'PTBD', 'MRCP'] },
  };
}
/** Gallbladder and bile duct stones with acute cholecystitis (K80.6-), by obstruction. */
function gallbladderAndDuctStonesWithCholecystitis(spec: { id: string; title: string; code: string; obstruction: boolean }): CommonCondition {
  const obstruction = words(bileDuctObstruction, gallbladderObstruction);
  return {
    id: spec.id,
    title: spec.title,
    kind: 'episodic',
    codes: [spec.code],
    terms: togetherWith(calculousCholecystitisTerms, choledocholithiasisTerms),
    namedInParts: { terms: calculousCholecystitisTerms, inSentenceWith: choledocholithiasisTerms },
    specificity: spec.obstruction ? { documentedBy: obstruction } : { contradictedBy: obstruction },
    backing: { terms: biliaryInfectionCare, abbreviations: ['ERCP', 'MRCP', 'HIDA', 'RUQ'] },
  };
}

/**
 * A hernia with obstruction, without gangrene: ICD-10-CM codes an incarcerated, irreducible or
 * strangulated hernia "with obstruction". Named so, or in two parts of one sentence ("ventral
 * hernia ... incarcerated loop of small bowel"); the hernia documented reducible or without
 * incarceration instead is Unsupported; gangrene is another code.
 */
const herniaObstructed = [
  'incarcerated', 'incarceration', 'obstructed', 'obstructing', 'obstruction', 'strangulated', 'strangulation', 'irreducible', 'nonreducible', 'non reducible',
  'small bowel obstruction', 'bowel obstruction',
];
const herniaGangrene = ['gangrene', 'gangrenous', 'necrotic bowel', 'nonviable bowel', 'non viable bowel', 'gangrenous bowel'];
function herniaWithObstruction(names: readonly string[]): Pick<CommonCondition, 'terms' | 'namedInParts' | 'refutedBy' | 'backing'> {
  return {
    terms: words(qualified(['incarcerated', 'strangulated', 'obstructed', 'irreducible', 'nonreducible', 'non reducible'], names), names.flatMap((n) => [`${n} with obstruction`, `${n} with incarceration`])),
    namedInParts: { terms: names, inSentenceWith: herniaObstructed },
    // Anchored to the hernia's name: "no incarceration" alone may be about another hernia.
    refutedBy: {
      instead: words(
        qualified(['reducible', 'non incarcerated', 'nonincarcerated', 'uncomplicated', 'fat containing'], names),
        names.flatMap((n) => [
          `${n} was reducible`, `${n} is reducible`, `${n} reducible`, `${n} without obstruction`, `${n} without incarceration`, `${n} without evidence of obstruction`,
          `${n} without evidence of incarceration`, `${n} without signs of incarceration`,
        ]),
      ),
    },
    backing: {
      // "Incisional hernia repair" names the hernia too: listed whole, so the repair still counts.
      terms: words(names.map((n) => `${n} repair`), [
        'hernia repair', 'herniorrhaphy', 'hernioplasty', 'mesh repair', 'general surgery', 'manual reduction', 'reduced at bedside', 'bedside reduction', 'exploratory laparotomy',
        'laparoscopic repair', 'small bowel resection', 'ng tube', 'nasogastric tube', 'npo', 'bowel rest',
      ]),
      abbreviations: ['NGT', 'NPO'],
    },
  };
}
const upperGiBleedCare = { terms: words(acidSuppression, endoscopy, transfusion), abbreviations: ['PPI', 'EGD', 'PRBC'] };
const esophagealUlcerSites = ['esophageal ulcer', 'ulcer of the esophagus', 'ulcer of esophagus', 'esophageal ulceration', 'distal esophageal ulcer', 'esophageal ulcers'];
const colonAngiodysplasia = [
  'colonic angiodysplasia', 'angiodysplasia of the colon', 'angiodysplasia of colon', 'cecal angiodysplasia', 'colonic avm', 'cecal avm', 'colonic angioectasia', 'cecal angioectasia',
  'colonic arteriovenous malformation', 'ascending colon avm', 'right colon angiodysplasia', 'colonic vascular ectasia',
];
const hepaticFailureTerms = [
  'hepatic failure', 'liver failure', 'end stage liver disease', 'chronic liver failure', 'chronic hepatic failure', 'decompensated liver failure', 'hepatic insufficiency',
  'liver insufficiency', 'acute on chronic liver failure', 'acute liver failure', 'acute hepatic failure',
];
/** Coma, not hepatic encephalopathy (K76.82): West Haven grade 4 is coma. */
const hepaticComa = ['hepatic coma', 'coma', 'comatose', 'grade 4 hepatic encephalopathy', 'grade iv hepatic encephalopathy', 'west haven grade 4'];
const glasgowPseudo = ['glasgow coma scale', 'glasgow coma score', 'coma scale'];
const esophagealUlcerBleeding = words(
  qualified(['bleeding'], esophagealUlcerSites),
  esophagealUlcerSites.flatMap((u) => [
    `${u} with bleeding`, `${u} with hemorrhage`, `${u} with visible vessel`, `${u} with a visible vessel`, `${u} with adherent clot`, `${u} with an adherent clot`, `${u} with active bleeding`,
    `${u} with stigmata of recent hemorrhage`,
  ]),
);
/** Supportive care of a bowel obstruction. */
const bowelObstructionCare = {
  terms: ['ng tube', 'nasogastric tube', 'nasogastric decompression', 'bowel rest', 'npo', 'gastrografin', 'small bowel follow through', 'exploratory laparotomy', 'lysis of adhesions', 'general surgery', 'serial abdominal exams', 'kub', 'ct abdomen', 'ivf'],
  abbreviations: ['NGT', 'NPO', 'SBFT', 'KUB'],
};

// ------------------------------------------------------------------ blood and lungs

const plateletDisorderCare = {
  terms: [
    'prednisone', 'dexamethasone', 'ivig', 'intravenous immunoglobulin', 'romiplostim', 'nplate', 'eltrombopag', 'promacta', 'avatrombopag', 'doptelet', 'rituximab',
    'platelet transfusion', 'splenectomy', 'hematology', 'platelet count',
  ],
  abbreviations: ['IVIG'],
};

/**
 * Asthma by severity with an exacerbation or with status asthmaticus (J45.2-J45.5, 5th character
 * 1 or 2). The severity is a standing class, read from the past history too; the exacerbation or
 * the status asthmaticus must be this stay's, and status asthmaticus is its own code. Another
 * severity documented, and this one never, is Unsupported.
 */
const asthmaSeverities = [
  { id: 'mild-intermittent', title: 'Mild intermittent', codes: ['J4521', 'J4522'], names: ['mild intermittent asthma', 'intermittent asthma'] },
  { id: 'mild-persistent', title: 'Mild persistent', codes: ['J4531', 'J4532'], names: ['mild persistent asthma'] },
  { id: 'moderate-persistent', title: 'Moderate persistent', codes: ['J4541', 'J4542'], names: ['moderate persistent asthma'] },
  { id: 'severe-persistent', title: 'Severe persistent', codes: ['J4551', 'J4552'], names: ['severe persistent asthma'] },
] as const;
const asthmaExacerbation = ['exacerbation', 'acute exacerbation', 'asthma exacerbation', 'exacerbation of asthma', 'asthma attack', 'asthma flare', 'flare', 'acute asthma'];
/** Another disease's exacerbation is not the asthma's. */
const asthmaExacerbationPseudo = [
  'copd exacerbation', 'exacerbation of copd', 'chf exacerbation', 'heart failure exacerbation', 'exacerbation of heart failure', 'copd flare', 'gout flare', 'lupus flare',
  'crohn flare', 'ulcerative colitis flare', 'flare of ulcerative colitis', 'ms flare', 'multiple sclerosis exacerbation', 'myasthenia exacerbation', 'acute exacerbation of copd',
];
const asthmaCare = {
  terms: words(bronchodilatorsAndInhaledSteroids, ['prednisone', 'methylprednisolone', 'solu medrol', 'magnesium sulfate', 'continuous albuterol', 'steroid burst', 'steroid taper', 'terbutaline', 'heliox', 'bipap', 'intensive care unit']),
  abbreviations: ['SABA', 'MDI', 'ICU', 'BiPAP'],
};
function asthmaBySeverity(s: (typeof asthmaSeverities)[number]): CommonCondition[] {
  const others = words(...asthmaSeverities.filter((o) => o !== s).map((o) => o.names));
  const common = { kind: 'chronic' as const, terms: s.names, pseudo: asthmaExacerbationPseudo, refutedBy: { instead: others }, backing: asthmaCare };
  return [
    {
      ...common,
      id: `asthma-${s.id}-exacerbation`,
      title: `${s.title} asthma with (acute) exacerbation`,
      codes: [s.codes[0]],
      specificity: { documentedBy: asthmaExacerbation, contradictedBy: ['status asthmaticus'] },
    },
    {
      ...common,
      id: `asthma-${s.id}-status-asthmaticus`,
      title: `${s.title} asthma with status asthmaticus`,
      codes: [s.codes[1]],
      specificity: { documentedBy: ['status asthmaticus'], contradictedBy: ['not in status asthmaticus', 'no status asthmaticus', 'without status asthmaticus', 'not status asthmaticus'] },
    },
  ];
}
const lungAbscessWithPneumonia = [
  'lung abscess with pneumonia', 'pneumonia with lung abscess', 'pneumonia complicated by lung abscess', 'pneumonia with abscess formation', 'necrotizing pneumonia with abscess',
  'abscess of lung with pneumonia',
];

// ------------------------------------------------------------------ diabetes, limbs, wounds

/** Diabetes due to an underlying condition (E08): pancreatogenic, from hemochromatosis or Cushing's. */
const diabetesDueToUnderlyingCondition = [
  'diabetes due to underlying condition', 'diabetes mellitus due to underlying condition', 'diabetes due to chronic pancreatitis', 'diabetes secondary to chronic pancreatitis',
  'diabetes mellitus due to chronic pancreatitis', 'diabetes mellitus secondary to chronic pancreatitis', 'diabetes due to pancreatitis', 'diabetes secondary to pancreatitis',
  'pancreatogenic diabetes', 'pancreatogenous diabetes', 'type 3c diabetes', 'type 3c diabetes mellitus', 'diabetes due to hemochromatosis', 'diabetes secondary to hemochromatosis',
  'diabetes due to cushing syndrome', 'diabetes secondary to cushing syndrome', 'diabetes due to pancreatic cancer', 'diabetes secondary to pancreatic cancer',
];
/** A diabetes named as another type than 2: it refutes E11.9, and its name's "diabetes" is no type 2 mention. */
const diabetesOfAnotherType = words(type1DiabetesTerms, diabetesDueToUnderlyingCondition, bracketedDiabetesTypes(notType2), ['not type 2', 'not type ii']);
/** Diabetes named by its type (E10, E11), and by a cause that is not E08: after a pancreatectomy (E89.1 with E13), from a drug (E09). */
const diabeticKidneyDiseaseTerms = [
  'diabetic kidney disease', 'diabetic chronic kidney disease', 'diabetic ckd', 'ckd due to diabetes', 'chronic kidney disease due to diabetes',
  'ckd secondary to diabetes', 'chronic kidney disease secondary to diabetes',
];
const type1Or2Diabetes = [
  'type 2 diabetes', 'type 2 diabetes mellitus', 'type ii diabetes', 'diabetes mellitus type 2', 'type 2 dm', 'dm type 2', 't2dm', 'dm2', 'type 1 diabetes',
  'type 1 diabetes mellitus', 'type i diabetes', 'diabetes mellitus type 1', 'type 1 dm', 'dm type 1', 't1dm', 'dm1',
];
const typedDiabetes = words(type1Or2Diabetes, ['post pancreatectomy diabetes', 'diabetes after pancreatectomy', 'steroid induced diabetes', 'drug induced diabetes']);
/** Diabetes named as out of control: its names for E11.65 beside the bare hyperglycemia. */
const diabetesUncontrolled = [
  'uncontrolled diabetes', 'poorly controlled diabetes', 'uncontrolled type 2 diabetes', 'poorly controlled type 2 diabetes', 'uncontrolled type 1 diabetes',
  'poorly controlled type 1 diabetes', 'diabetes with hyperglycemia', 'type 2 diabetes with hyperglycemia', 'type 2 diabetes mellitus with hyperglycemia',
  'type 1 diabetes with hyperglycemia', 'uncontrolled dm', 'poorly controlled dm', 'uncontrolled diabetes mellitus', 'poorly controlled diabetes mellitus',
  'uncontrolled t2dm', 'poorly controlled t2dm', 'diabetes out of control',
  // The status after the name: "Type 2 diabetes mellitus, uncontrolled (A1c 8.4%)".
  ...['diabetes', 'diabetes mellitus', 'type 2 diabetes', 'type 2 diabetes mellitus', 'type 1 diabetes', 'type 1 diabetes mellitus', 'dm2', 't2dm']
    .flatMap((name) => [`${name}, uncontrolled`, `${name}, poorly controlled`]),
];
/**
 * What shows diabetes with hyperglycemia this stay, whatever its type. The hyperglycemia needs its
 * own management (insulin, glucose checks, an A1c, endocrinology): holding or resuming the usual
 * metformin manages the diabetes, not a high glucose.
 */
const hyperglycemiaInDiabetes = {
  pseudo: ['hyperglycemia protocol'],
  backing: {
    terms: words(homeInsulin, [
      'insulin', 'sliding scale', 'correction scale', 'insulin drip', 'insulin infusion', 'accucheck', 'accu check', 'accu chek', 'fingerstick',
      'finger stick', 'fingerstick glucose', 'point of care glucose', 'blood glucose monitoring', 'glucose monitoring', 'hemoglobin a1c', 'hba1c',
      'hgba1c', 'a1c', 'endocrinology', 'diabetes educator',
    ]),
    abbreviations: ['A1c', 'HbA1c', 'SSI', 'CBG'],
    pseudo: insulinForPotassium,
  },
  // A glucose above 200 mg/dL (past the inpatient target of 140-180 and at the diagnostic level
  // for a random glucose, ADA) is hyperglycemia, named or not ("on the steroids his sugars rose
  // to the 280s to 340s"); the code already says diabetes.
  // A crisis (DKA, HHS) has its own codes and owns its glucose.
  values: {
    shows: measured('glucose', above(200, 'mg/dL')),
    notWith: [
      'diabetic ketoacidosis', 'dka', 'euglycemic dka', 'euglycemic diabetic ketoacidosis', 'hyperosmolar hyperglycemic state',
      'hyperglycemic hyperosmolar state', 'hyperosmolar hyperglycemic syndrome', 'hyperosmolar nonketotic state', 'hhs', 'honk',
    ],
  },
  // Serial glucoses (or one beside an A1c below 7%) all within the inpatient target of 180 mg/dL, and no A1c of 7% or more:
  // no hyperglycemia this stay, whatever list carries the code ("glucose 104 to 152 throughout, A1c 6.3%").
  refutedBy: {
    values: allOf(
      measuredThroughout('glucose', atMost(180, 'mg/dL')),
      anyOf(reported('glucose', 2), measured('hba1c', below(7, '%'))),
      not(measured('hba1c', atLeast(7, '%'))),
    ),
  },
};

const gangreneTerms = [
  'gangrene', 'gangrenous', 'dry gangrene', 'wet gangrene', 'gangrenous toe', 'toe gangrene', 'foot gangrene', 'gangrene of the toe', 'gangrene of the foot', 'digital gangrene',
  'gangrenous changes',
];
const diabeticGangrene = [
  'diabetic gangrene', 'diabetic foot gangrene', 'diabetes with gangrene', 'diabetic peripheral angiopathy with gangrene', 'diabetic peripheral vascular disease with gangrene',
  'type 2 diabetes with gangrene', 'type 2 diabetes mellitus with diabetic peripheral angiopathy with gangrene',
];
/** Gangrene of another kind and code: gas gangrene (A48.0), Fournier's (N49.3), of an organ. */
const gangrenePseudo = [
  'gas gangrene', 'fournier gangrene', "fournier's gangrene", 'fourniers gangrene', 'gangrenous cholecystitis', 'gangrenous appendicitis', 'gangrenous bowel', 'gangrene of the bowel',
  'gangrenous hernia',
];
/** Peripheral arterial disease of the legs, the atherosclerosis that I70.2- names. */
const legArterialDisease = words(padTerms, [
  'critical limb ischemia', 'chronic limb threatening ischemia', 'limb ischemia', 'arterial insufficiency', 'atherosclerosis of native arteries', 'atherosclerotic disease',
  'arterial ulcer', 'ischemic ulcer',
]);
const limbIschemiaCare = words(woundCare, padCare, ['angioplasty', 'atherectomy', 'stent', 'revascularization', 'bypass', 'heparin drip']);

/** The lower limb by part, for ulcers and gangrene, with `{side}` (L97, I70.23-/I70.24-). "Foot" alone is no particular part of it. */
const limbParts = {
  heel: ['heel', 'midfoot', 'plantar heel', 'posterior heel', 'calcaneal', 'heel and midfoot'],
  foot: ['foot', 'plantar foot', 'dorsal foot'],
  toes: [
    'forefoot', 'plantar forefoot', 'toe', 'great toe', 'hallux', '1st toe', 'first toe', '2nd toe', 'second toe', '3rd toe', 'third toe', '4th toe', 'fourth toe', '5th toe',
    'fifth toe', 'metatarsal head', 'first metatarsal head', '1st metatarsal head', 'fifth metatarsal head', '5th metatarsal head',
  ],
  leg: ['leg', 'lower leg', 'lower extremity', 'calf', 'shin', 'ankle', 'lateral malleolus', 'medial malleolus', 'malleolar', 'pretibial', 'anterior shin'],
};
const ulcerAt = (places: readonly string[]) =>
  places.flatMap((p) => [`{side} ${p} ulcer`, `{side} ${p} ulceration`, `ulcer of the {side} ${p}`, `ulcer of {side} ${p}`, `ulceration of the {side} ${p}`]);
/** A non-pressure chronic ulcer with its kind after the side: "right diabetic foot ulcer", "right venous leg ulcer". */
const chronicUlcerAt = (places: readonly string[]) =>
  words(ulcerAt(places), afterSide(['chronic', 'nonhealing', 'non healing', 'venous', 'venous stasis', 'arterial', 'diabetic', 'neuropathic'], ulcerAt(places)));
/** A pressure injury at the same place is L89 (the pressure-injury pack's). */
const pressureInjuryAt = (places: readonly string[]) =>
  places.flatMap((p) => [
    `{side} ${p} pressure ulcer`, `{side} ${p} pressure injury`, `pressure ulcer of the {side} ${p}`, `pressure injury of the {side} ${p}`, `{side} ${p} decubitus ulcer`,
    `decubitus ulcer of the {side} ${p}`, `deep tissue injury of the {side} ${p}`, `{side} ${p} deep tissue injury`,
  ]);
const gangreneAt = (places: readonly string[]) =>
  places.flatMap((p) => [`{side} ${p} gangrene`, `gangrene of the {side} ${p}`, `gangrene of {side} ${p}`, `gangrenous {side} ${p}`, `{side} gangrenous ${p}`, `dry gangrene of the {side} ${p}`, `wet gangrene of the {side} ${p}`]);
/**
 * A non-pressure chronic ulcer of the lower limb by part and side, severity unspecified (L97.--9):
 * another part, the other side, or a pressure injury there documented instead is Unsupported.
 */
function lowerLimbUlcer(spec: { id: string; title: string; codes: Readonly<Record<LimbSide, readonly string[]>>; places: readonly string[]; otherParts: readonly string[] }): CommonCondition[] {
  return bySide({
    id: spec.id,
    title: spec.title,
    kind: 'episodic',
    codes: spec.codes,
    named: chronicUlcerAt(spec.places),
    plain: ulcerAt(spec.places),
    elsewhere: words(ulcerAt(spec.otherParts), pressureInjuryAt(spec.places)),
    backing: { terms: words(woundCare, antibiotics), abbreviations: ['NPWT', 'ABI', 'WOCN'] },
  });
}
/** Atherosclerosis of the native arteries of a leg with ulceration of one part (I70.23-/I70.24-): PAD and the ulcer in one sentence. */
function arterialUlcer(spec: { id: string; title: string; codes: Readonly<Record<LimbSide, readonly string[]>>; places: readonly string[]; otherParts: readonly string[]; codeTitlePart: string }): CommonCondition[] {
  return bySide({
    id: spec.id,
    title: spec.title,
    kind: 'episodic',
    codes: spec.codes,
    named: words(qualified(['arterial', 'ischemic'], ulcerAt(spec.places)), [`atherosclerosis of native arteries of {side} leg with ulceration of ${spec.codeTitlePart}`]),
    namedInParts: { terms: ulcerAt(spec.places), inSentenceWith: legArterialDisease },
    elsewhere: ulcerAt(spec.otherParts),
    // Gangrene of the leg is I70.26-, which includes the ulceration.
    otherwise: gangreneAt(words(limbParts.heel, limbParts.foot, limbParts.toes, ['leg', 'lower extremity'])),
    backing: { terms: limbIschemiaCare, abbreviations: ['ABI', 'NPWT'] },
  });
}

/**
 * A prophylactic dose is no anticoagulation for atrial fibrillation ("enoxaparin 40 mg SC daily",
 * "heparin 5,000 units SQ q8h": VTE prophylaxis in any inpatient).
 */
const prophylacticAnticoagulation = [
  // "Enoxaparin prophylaxis" is left to the other-indication claim, which then gives every bare
  // "enoxaparin" of the note ("enoxaparin stopped on day 4") to the prophylaxis too.
  ...['enoxaparin', 'lovenox'].flatMap((d) => [`${d} 30 mg`, `${d} 40 mg`]),
  'heparin 5000 units', 'heparin 5,000 units', 'heparin 5000 units sq', 'heparin 5,000 units sq', 'heparin 5000 units subcutaneously', 'subcutaneous heparin',
  'heparin sq', 'heparin subq', 'dvt prophylaxis', 'vte prophylaxis', 'prophylactic anticoagulation', 'prophylactic heparin',
];

/** What else the medicines of hypertension, AF and CAD are given for. */
const hypertensionDrugsElsewhere = indications(rhythmIndications, heartFailureIndications, coronaryIndications, protocolIndications, {
  terms: [
    'migraine', 'essential tremor', 'tremor', 'varices', 'variceal', 'portal hypertension', 'performance anxiety', 'thyrotoxicosis', 'proteinuria',
    // Cirrhosis: spironolactone for the ascites, carvedilol or propranolol as the varices' "secondary prophylaxis".
    'ascites', 'secondary prophylaxis', 'primary prophylaxis',
    // An ACE inhibitor or ARB given for the kidneys: "ramipril 5 mg (microalbuminuria / renal protection)".
    'microalbuminuria', 'albuminuria', 'renal protection', 'renoprotection', 'kidney protection', 'nephroprotection',
  ],
});
/** AF ended by ablation: the phrases, the procedures they follow, and what would show it active again. */
const afCured = {
  by: [
    'no recurrence', 'no recurrence since', 'without recurrence', 'no recurrent af', 'no recurrent atrial fibrillation', 'no af since',
    'no atrial fibrillation since', 'clean monitor', 'successful ablation', 'successfully ablated', 'cured by ablation',
    // A device's count: "ICD interrogation shows 0% AT/AF burden since 2021".
    '0% af burden', '0% at/af burden', '0% at af burden', '0 % af burden', 'no af burden', 'af burden of 0%', 'zero af burden',
    // A provoked episode that ended with its cause: "one episode after her 2016 hip replacement, which resolved before she left hospital".
    'which resolved', 'that resolved', 'resolved before she left', 'resolved before he left', 'resolved before discharge', 'resolved prior to discharge',
    'resolved spontaneously', 'self-limited', 'self limited', 'self-terminating',
  ],
  // What ended it: an ablation, or the operation that provoked a single episode.
  procedures: {
    terms: [
      'ablation', 'af ablation', 'catheter ablation', 'pulmonary vein isolation', 'cryoablation', 'maze procedure', 'surgical maze',
      'postoperative', 'post-operative', 'postop', 'post-op', 'after surgery', 'after hip replacement', 'after knee replacement', 'after cardiac surgery',
      'after bypass surgery', 'after his surgery', 'after her surgery', 'after his hip replacement', 'after her hip replacement',
    ],
    abbreviations: ['PVI'],
  },
  deniedAs: { terms: afBase, abbreviations: ['AF', 'AFib', 'PAF'] },
  absentAs: [
    'sinus rhythm throughout', 'sinus rhythm on telemetry throughout', 'in sinus rhythm throughout', 'remained in sinus rhythm', 'stayed in sinus rhythm',
    'sinus rhythm or sinus tachycardia on telemetry throughout', 'sinus rhythm throughout the stay', 'sinus rhythm throughout the admission',
  ],
  treatedBy: words(oralAnticoagulants, ['anticoagulation', 'anticoagulant', 'heparin drip', 'heparin infusion', 'therapeutic enoxaparin'], rateAndRhythmTreatment),
};
const afDrugsElsewhere = indications(otherRhythmIndications, bloodPressureIndications, heartFailureIndications, coronaryIndications, thromboembolismIndications, protocolIndications);
/**
 * What manages an AF: rate and rhythm control and anticoagulation. Telemetry, which every cardiac
 * inpatient gets ("telemetry continued" after a potassium), an INR, which every pre-operative
 * panel carries ("Pre-op labs: Hgb 10.1, INR 1.1"), and aspirin, given for the heart and vessels
 * too, count when written with the AF ("Chronic atrial fibrillation, restarted on aspirin 81 mg").
 */
const afTiedCare = ['telemetry', 'telemetry monitoring', 'cardiac monitoring', 'inr', 'aspirin', 'asa'];
const afManagement = words(rateAndRhythmControl, anticoagulation).filter((t) => !afTiedCare.includes(t));
const afBacking = (abbreviations: readonly string[]) => ({
  terms: afManagement,
  tiedTerms: afTiedCare,
  abbreviations,
  pseudo: prophylacticAnticoagulation,
  otherIndications: afDrugsElsewhere,
});
const coronaryDrugsElsewhere = indications(
  rhythmIndications, bloodPressureIndications, heartFailureIndications, lipidIndications, vascularIndications, thromboembolismIndications, protocolIndications,
);

// ------------------------------------------------------------------ the table


// ------------------------------------------------------------------ sequelae of cerebral infarction (I69.3-)

/** A residual deficit of a stroke, by its side: "right hemiparesis", "weakness of the left side". */
const hemiparesisOn = (side: LimbSide): string[] =>
  sided([side], [
    '{side} hemiparesis', '{side} hemiplegia', '{side} sided hemiparesis', '{side} sided hemiplegia', '{side} sided weakness', '{side} side weakness',
    '{side} hemibody weakness', 'weakness of the {side} side', '{side} hemiparetic', 'residual {side} hemiparesis', 'residual {side} sided weakness',
    'chronic {side} hemiparesis', 'chronic {side} sided weakness', '{side} spastic hemiparesis',
  ]);
const rightHanded = ['right handed', 'right hand dominant', 'right hand dominance', 'right dominant'];
const leftHanded = ['left handed', 'left hand dominant', 'left hand dominance', 'left dominant'];
/** Each deficit's words: what a sequela code (I69.32-, I69.39-, I69.35-) names. */
const strokeDeficits = {
  aphasia: ['aphasia', 'expressive aphasia', 'receptive aphasia', 'nonfluent aphasia', 'fluent aphasia', 'global aphasia', 'broca aphasia', 'wernicke aphasia', 'mixed aphasia', 'anomic aphasia', 'aphasic'],
  dysphasia: ['dysphasia', 'expressive dysphasia', 'receptive dysphasia'],
  dysarthria: ['dysarthria', 'dysarthric', 'slurred speech'],
  dysphagia: ['dysphagia', 'oropharyngeal dysphagia', 'pharyngeal dysphagia', 'oral dysphagia', 'oral phase dysphagia', 'pharyngeal phase dysphagia'],
  facialWeakness: ['facial droop', 'facial weakness', 'facial palsy', 'lower facial droop', 'central facial palsy', 'facial asymmetry', ...sided(['right', 'left'], ['{side} facial droop', '{side} lower facial droop', '{side} facial weakness'])],
  ataxia: ['ataxia', 'ataxic gait', 'truncal ataxia', 'limb ataxia', 'gait ataxia'],
  apraxia: ['apraxia', 'ideomotor apraxia', 'ideational apraxia', 'limb apraxia'],
  hemiparesis: words(['hemiparesis', 'hemiplegia', 'hemiparetic', 'hemiplegic'], hemiparesisOn('right'), hemiparesisOn('left')),
};
/** The stroke's sequelae named whole, whatever the deficit. */
const sequelaNames = [
  'sequelae of stroke', 'sequela of stroke', 'late effect of stroke', 'late effects of stroke', 'residual deficit', 'residual deficits',
  'residual deficits from stroke', 'deficits from prior stroke', 'residual stroke deficits', 'post stroke deficits',
];
/**
 * A deficit named as the stroke's residue. Each code's entry lists only its own, so "history of CVA
 * with no residual hemiparesis" rules out the hemiplegia codes and leaves aphasia undecided.
 */
const residualDeficitNames = {
  aphasia: ['residual aphasia', 'post stroke aphasia', 'aphasia from prior stroke'],
  dysphasia: ['residual dysphasia', 'post stroke dysphasia'],
  dysarthria: ['residual dysarthria', 'post stroke dysarthria'],
  dysphagia: ['residual dysphagia', 'post stroke dysphagia', 'dysphagia from prior stroke'],
  facialWeakness: ['residual facial droop', 'residual facial weakness'],
  ataxia: ['residual ataxia', 'post stroke ataxia'],
  apraxia: ['residual apraxia', 'post stroke apraxia'],
  hemiparesis: [
    'residual weakness', 'residual hemiparesis', 'residual hemiplegia', 'residual left sided weakness', 'residual right sided weakness', 'residual left hemiparesis',
    'residual right hemiparesis', 'post stroke hemiparesis', 'post stroke hemiplegia', 'chronic hemiparesis', 'chronic hemiplegia', 'chronic left hemiparesis',
    'chronic right hemiparesis', 'chronic left sided weakness', 'chronic right sided weakness', 'hemiparesis from prior stroke', 'hemiplegia from prior stroke',
    'weakness from prior stroke', 'hemiparesis due to prior stroke', 'post stroke spasticity',
  ],
};
/**
 * A deficit and its origin in a stroke, named in one sentence: "Oropharyngeal dysphagia as a late
 * effect of a left MCA stroke (2022)", "Dysphagia due to the stroke" (inpatient rehabilitation
 * after the acute stay, where the deficits are the stroke's sequelae).
 */
const sequelaInParts = {
  terms: words(['left sided weakness', 'right sided weakness', 'neglect'], ...Object.values(strokeDeficits)),
  inSentenceWith: [
    'late effect of', 'late effects of', 'sequela of', 'sequelae of', 'prior stroke', 'previous stroke', 'old stroke', 'remote stroke',
    'since her stroke', 'since his stroke', 'dates from the', 'dating from her', 'dating from his', 'from her prior', 'from his prior',
    // The ICD-10 title's words: "Left hemiplegia following cerebral infarction, non-dominant side".
    'following cerebral infarction', 'following cerebral infarct', 'following stroke', 'following a stroke', 'following her stroke',
    'following his stroke', 'after cerebral infarction',
    ...['the', 'his', 'her'].flatMap((whose) => [`due to ${whose} stroke`, `from ${whose} stroke`, `after ${whose} stroke`, `secondary to ${whose} stroke`]),
    'post stroke', 'poststroke', 'stroke related',
    // A stroke dated to an earlier year: "left hemiplegia from a right MCA infarct in 2021".
    ...['stroke', 'cva', 'infarct', 'infarction'].flatMap((stroke) => [`${stroke} in {year}`, `${stroke} {year}`]),
  ],
};
const sequelaBacking = { terms: words(rehabilitation, ['aspirin', 'clopidogrel', 'plavix', 'statin', 'atorvastatin', 'baclofen', 'tizanidine', 'ankle foot orthosis', 'botox', 'dysphagia diet', 'thickened liquids']), abbreviations: ['AFO', 'PT', 'OT', 'SLP'] };

/**
 * Sequelae of cerebral infarction (I69.3-): the stroke's residual deficits. Each code names one
 * deficit, so that deficit must be written: aphasia is I69.320, dysphagia I69.391, and a note
 * that shows only dysphagia leaves I69.320 undocumented. Hemiplegia codes also say the side and
 * whether it is the dominant one (ICD-10-CM I.C.6.a: handedness decides; unstated, the right side
 * is dominant and the left non-dominant).
 */
function strokeSequelae(): CommonCondition[] {
  const entry = (id: string, title: string, codes: string[], deficit: keyof typeof residualDeficitNames | 'any', specificity?: CommonCondition['specificity']): CommonCondition => ({
    id,
    title,
    kind: 'chronic',
    codes,
    terms: words(sequelaNames, ...(deficit === 'any' ? Object.values(residualDeficitNames) : [residualDeficitNames[deficit]])),
    namedInParts: sequelaInParts,
    backing: sequelaBacking,
    ...(specificity ? { specificity: { ...specificity, standing: true } } : {}),
  });
  /**
   * A side is dominant in a patient handed that way, and with handedness unstated the right side
   * is: so the side's words document a default code (right dominant, left non-dominant), and
   * left-handedness the other two; the other side, or the handedness that flips it, contradicts.
   */
  const hemiplegia = (side: LimbSide, dominant: boolean, code: string): CommonCondition => {
    const other: LimbSide = side === 'right' ? 'left' : 'right';
    const handedness: LimbSide = dominant ? side : other;
    return entry(
      `hemiplegia-following-cerebral-infarction-${side}-${dominant ? 'dominant' : 'nondominant'}`,
      `Hemiplegia following cerebral infarction affecting ${side} ${dominant ? 'dominant' : 'non-dominant'} side`,
      [code],
      'hemiparesis',
      { documentedBy: handedness === 'right' ? hemiparesisOn(side) : leftHanded, contradictedBy: words(hemiparesisOn(other), handedness === 'right' ? leftHanded : rightHanded) },
    );
  };
  return [
    entry('sequelae-of-cerebral-infarction', 'Sequelae of cerebral infarction', ['I693'], 'any'),
    entry('aphasia-following-cerebral-infarction', 'Aphasia following cerebral infarction', ['I69320'], 'aphasia', { documentedBy: strokeDeficits.aphasia }),
    entry('dysphasia-following-cerebral-infarction', 'Dysphasia following cerebral infarction', ['I69321'], 'dysphasia', { documentedBy: strokeDeficits.dysphasia }),
    entry('dysarthria-following-cerebral-infarction', 'Dysarthria following cerebral infarction', ['I69322'], 'dysarthria', { documentedBy: strokeDeficits.dysarthria }),
    entry('apraxia-following-cerebral-infarction', 'Apraxia following cerebral infarction', ['I69390'], 'apraxia', { documentedBy: strokeDeficits.apraxia }),
    entry('dysphagia-following-cerebral-infarction', 'Dysphagia following cerebral infarction', ['I69391'], 'dysphagia', { documentedBy: strokeDeficits.dysphagia }),
    entry('facial-weakness-following-cerebral-infarction', 'Facial weakness following cerebral infarction', ['I69392'], 'facialWeakness', { documentedBy: strokeDeficits.facialWeakness }),
    entry('ataxia-following-cerebral-infarction', 'Ataxia following cerebral infarction', ['I69393'], 'ataxia', { documentedBy: strokeDeficits.ataxia }),
    hemiplegia('right', true, 'I69351'),
    hemiplegia('left', true, 'I69352'),
    hemiplegia('right', false, 'I69353'),
    hemiplegia('left', false, 'I69354'),
    entry('hemiplegia-following-cerebral-infarction', 'Hemiplegia following cerebral infarction affecting unspecified side', ['I69359'], 'hemiparesis', { documentedBy: strokeDeficits.hemiparesis }),
  ];
}
/** Alzheimer's disease and its dementia as written, for the onset qualifiers of G30.0 and G30.1. */
const alzheimerNames = ["alzheimer's disease", 'alzheimer disease', 'alzheimers disease', "alzheimer's dementia", 'alzheimer dementia', 'alzheimers dementia'];

// ------------------------------------------------------------------ probe 49: temperature, thrombotic microangiopathy, compartments, underdosing

/** What shows a hypothermia came from the body, not the cold (R68.0): sepsis, myxedema, a warm home. */
const nonEnvironmentalHypothermia = [
  'not environmental', 'non environmental', 'nonenvironmental', 'not from cold exposure', 'no cold exposure', 'no environmental exposure', 'no environmental cold exposure',
  'warm home', 'warm house', 'warm apartment', 'found in a warm', 'hypothermia not associated with low environmental temperature', 'not associated with low environmental temperature',
  'hypothermia due to sepsis', 'hypothermia secondary to sepsis', 'hypothermia from sepsis', 'hypothermia in the setting of sepsis', 'septic hypothermia',
  'hypothermia due to hypothyroidism', 'hypothermia secondary to hypothyroidism', 'hypothermia due to myxedema', 'hypothermia secondary to myxedema', 'hypothermia from myxedema',
  'hypothermia due to myxedema coma', 'hypothermia due to hypoglycemia', 'hypothermia secondary to hypoglycemia', 'endogenous hypothermia',
];
/** What shows a hypothermia came from the cold (T68). */
const coldExposure = [
  'cold exposure', 'exposure to cold', 'exposure to the cold', 'environmental exposure', 'environmental cold exposure', 'accidental hypothermia', 'environmental hypothermia',
  'exposure hypothermia', 'found outside', 'found outdoors', 'found down outside', 'found in the snow', 'cold water immersion', 'fell through the ice', 'submersion in cold water',
];
const hypothermiaNames = ['hypothermia', 'hypothermic', 'mild hypothermia', 'moderate hypothermia', 'severe hypothermia', 'profound hypothermia'];
/** Within a pack the longest phrase wins: a cause written with the name ("hypothermia due to sepsis") names it too. */
const hypothermiaWithCause = [...nonEnvironmentalHypothermia, ...coldExposure].filter((p) => p.includes('hypotherm'));
const hypothermiaPseudo = ['therapeutic hypothermia', 'induced hypothermia', 'hypothermia protocol', 'targeted temperature management', 'cooling protocol', 'risk of hypothermia', 'prevent hypothermia'];
const rewarming = [
  'forced air warming', 'forced air warming blanket', 'bair hugger', 'warming blanket', 'warming blankets', 'warm blankets', 'warmed blankets', 'warmed iv fluids', 'warm iv fluids',
  'warmed fluids', 'warmed saline', 'rewarming', 'rewarmed', 'active rewarming', 'passive rewarming', 'active external rewarming', 'active internal rewarming', 'core rewarming',
  'external rewarming', 'warmed humidified oxygen', 'core temperature', 'rectal temperature', 'esophageal temperature probe', 'bladder temperature probe',
];
const heatStrokeCare = [
  'cold water immersion', 'ice water immersion', 'ice bath', 'ice packs', 'ice pack', 'evaporative cooling', 'active cooling', 'external cooling', 'rapid cooling', 'cooling blanket',
  'cooling blankets', 'cooled iv fluids', 'chilled iv fluids', 'chilled saline', 'cold iv fluids', 'arctic sun', 'core temperature', 'rectal temperature',
  'core temperature monitoring', 'esophageal temperature probe', 'cooled to',
];
const exertionalHeatStroke = ['exertional heat stroke', 'exertional heatstroke', 'exertional heat illness with heat stroke'];
const classicHeatStroke = ['classic heat stroke', 'classic heatstroke', 'classical heat stroke', 'nonexertional heat stroke', 'non exertional heat stroke', 'nonexertional heatstroke', 'non exertional heatstroke'];

/** Thrombotic microangiopathy (M31.1-): TTP and transplant-associated TMA are kinds of their own. */
const ttpNames = [
  'thrombotic thrombocytopenic purpura', 'acquired thrombotic thrombocytopenic purpura', 'immune thrombotic thrombocytopenic purpura', 'immune mediated ttp', 'acquired ttp',
  'immune ttp', 'congenital ttp', 'congenital thrombotic thrombocytopenic purpura', 'upshaw schulman syndrome', 'moschcowitz syndrome',
];
const transplantTmaNames = [
  'transplant associated thrombotic microangiopathy', 'transplant-associated tma', 'ta tma', 'hsct tma', 'hsct associated tma', 'hsct associated thrombotic microangiopathy',
  'hematopoietic stem cell transplant associated thrombotic microangiopathy', 'stem cell transplant associated thrombotic microangiopathy', 'bone marrow transplant associated thrombotic microangiopathy',
  'transplant associated microangiopathy', 'post transplant thrombotic microangiopathy',
];
const tmaWorkup = ['peripheral smear', 'ldh', 'haptoglobin', 'adamts13', 'adamts13 activity', 'hematology'];
const plasmaExchange = ['plasma exchange', 'therapeutic plasma exchange', 'plasmapheresis', 'daily plasma exchange'];

/** Granulomatosis with polyangiitis (M31.3-) and what makes it renal (M31.31). */
const gpaNames = [
  'granulomatosis with polyangiitis', 'wegener granulomatosis', "wegener's granulomatosis", 'wegeners granulomatosis', 'wegener disease', 'pr3 anca vasculitis',
  'pr3 anca associated vasculitis', 'pr3 vasculitis', 'c anca vasculitis', 'pr3 positive anca vasculitis', 'pr3 positive vasculitis',
];
const gpaRenal = [
  'glomerulonephritis', 'crescentic glomerulonephritis', 'crescentic gn', 'pauci immune glomerulonephritis', 'pauci immune gn', 'pauciimmune glomerulonephritis',
  'necrotizing glomerulonephritis', 'necrotizing crescentic glomerulonephritis', 'rapidly progressive glomerulonephritis', 'renal involvement', 'kidney involvement',
  'renal vasculitis', 'renal limited', 'renal disease from gpa', 'gpa with renal involvement',
];
const gpaCare = [
  'rituximab', 'cyclophosphamide', 'pulse methylprednisolone', 'pulse dose methylprednisolone', 'pulse steroids', 'pulse dose steroids', 'methylprednisolone', 'avacopan',
  'plasma exchange', 'plasmapheresis', 'pr3', 'pr3 anca', 'c anca', 'anca', 'rheumatology', 'renal biopsy', 'kidney biopsy', 'azathioprine', 'methotrexate',
];

/** Nontraumatic compartment syndrome (M79.A-): by cause. A traumatic one is T79.A-. */
const compartmentPatterns = (places: readonly string[]) =>
  places.flatMap((p) => [
    `{side} ${p} compartment syndrome`, `compartment syndrome of the {side} ${p}`, `compartment syndrome of {side} ${p}`, `compartment syndrome {side} ${p}`,
    `compartment syndrome in the {side} ${p}`, `compartment syndrome involving the {side} ${p}`,
  ]);
const compartmentQualified = (places: readonly string[]) =>
  words(compartmentPatterns(places), qualified(['nontraumatic', 'non traumatic', 'atraumatic', 'acute', 'spontaneous', 'exertional'], compartmentPatterns(places)));
const lowerExtremityPlaces = ['lower extremity', 'leg', 'lower leg', 'calf', 'thigh', 'foot'];
const upperExtremityPlaces = ['upper extremity', 'arm', 'forearm', 'hand'];
const nontraumaticCompartment = [
  'nontraumatic', 'non traumatic', 'atraumatic', 'no trauma', 'without trauma', 'no preceding trauma', 'no history of trauma', 'reperfusion', 'ischemia reperfusion',
  'reperfusion injury', 'after revascularization', 'following revascularization', 'after embolectomy', 'following embolectomy', 'after thrombectomy', 'rhabdomyolysis',
  'exertional', 'spontaneous', 'infiltration', 'iv infiltration', 'extravasation', 'prolonged immobilization', 'found down', 'anticoagulation related hematoma',
];
const traumaticCompartment = [
  'traumatic', 'traumatic compartment syndrome', 'post traumatic', 'posttraumatic', 'after trauma', 'following trauma', 'blunt trauma', 'crush injury', 'crush injuries',
  'crushed', 'fracture', 'tibial fracture', 'tibial plateau fracture', 'tibial shaft fracture', 'forearm fracture', 'gunshot wound', 'motor vehicle collision',
  'motorcycle collision', 'after a fall', 'direct blow', 'open fracture',
];
const compartmentOf = (side: 'right' | 'left', places: readonly string[], abbrev: string) =>
  words(sided([side], compartmentQualified(places)), [`${abbrev} compartment syndrome`, `compartment syndrome of the ${abbrev}`, `compartment syndrome of ${abbrev}`]);

/** Underdosing of antithyroid drugs (T38.2X6A): the patient took less than prescribed. */
const antithyroidDrugs = [
  'methimazole', 'tapazole', 'propylthiouracil', 'ptu', 'carbimazole', 'antithyroid medication', 'antithyroid medications', 'antithyroid drug', 'antithyroid drugs',
  'anti thyroid medication', 'anti thyroid medications', 'antithyroid therapy',
];
/** Antiepileptics by their ICD-10-CM T42 group (the generic words fall to "unspecified"). */
const antiepilepticGroups = [
  { id: 'hydantoin', title: 'hydantoin derivatives', code: 'T420X6A', drugs: ['phenytoin', 'dilantin', 'fosphenytoin', 'cerebyx'] },
  { id: 'iminostilbene', title: 'iminostilbenes', code: 'T421X6A', drugs: ['carbamazepine', 'tegretol', 'oxcarbazepine', 'trileptal', 'eslicarbazepine', 'aptiom'] },
  { id: 'barbiturate-antiepileptic', title: 'barbiturates', code: 'T423X6A', drugs: ['phenobarbital', 'luminal'] },
  {
    id: 'other-antiepileptic',
    title: 'other antiepileptic and sedative-hypnotic drugs',
    code: 'T426X6A',
    drugs: [
      'levetiracetam', 'keppra', 'lacosamide', 'vimpat', 'lamotrigine', 'lamictal', 'valproate', 'valproic acid', 'divalproex', 'depakote', 'topiramate', 'topamax',
      'zonisamide', 'zonegran', 'brivaracetam', 'briviact', 'perampanel', 'fycompa', 'cenobamate', 'primidone', 'mysoline',
    ],
  },
  {
    id: 'unspecified-antiepileptic',
    title: 'unspecified antiepileptic and sedative-hypnotic drugs',
    code: 'T427X6A',
    drugs: ['antiepileptic', 'antiepileptics', 'antiepileptic medication', 'antiepileptic medications', 'antiepileptic drugs', 'anticonvulsant', 'anticonvulsants', 'seizure medication', 'seizure medications', 'aeds'],
  },
] as const;
/** An antiepileptic stopped for its harm, not left untaken. */
const antiepilepticStoppedForHarm = ['stopped due to rash', 'discontinued due to rash', 'stopped for rash', 'stevens johnson syndrome', 'dress syndrome', 'drug reaction with eosinophilia'];
/** What follows a missed antiepileptic: the level, the reload, neurology. */
const antiepilepticReloaded = ['neurology', 'eeg', 'loading dose', 'reloaded', 'level undetectable', 'undetectable level', 'subtherapeutic level', 'low level'];
const typeADissection = [
  'type a aortic dissection', 'stanford type a aortic dissection', 'stanford a aortic dissection', 'stanford type a dissection', 'type a dissection', 'acute type a aortic dissection',
  'ascending aortic dissection', 'dissection of the ascending aorta',
];
const typeBDissection = [
  'type b aortic dissection', 'stanford type b aortic dissection', 'stanford b aortic dissection', 'stanford type b dissection', 'type b dissection', 'acute type b aortic dissection',
  'complicated type b dissection', 'uncomplicated type b dissection', 'descending thoracic aortic dissection', 'descending aortic dissection', 'dissection of the descending thoracic aorta',
  'dissection of the descending aorta', 'debakey type iiia aortic dissection', 'debakey type iiib aortic dissection',
];
const aorticDissectionCare = [
  'ct angiogram', 'ct angiography', 'cta chest', 'cta of the chest', 'aortic repair', 'emergent aortic repair', 'hemiarch replacement', 'hemiarch repair', 'total arch replacement',
  'ascending aortic replacement', 'ascending aorta replacement', 'graft replacement', 'interposition graft', 'bentall procedure', 'aortic root replacement', 'frozen elephant trunk',
  'thoracic endovascular aortic repair', 'endovascular repair', 'esmolol', 'esmolol drip', 'esmolol infusion', 'labetalol', 'labetalol drip', 'labetalol infusion',
  'nicardipine drip', 'clevidipine', 'anti impulse therapy', 'impulse control', 'heart rate control', 'systolic goal', 'systolic blood pressure goal', 'sbp goal', 'cardiothoracic surgery',
  'cardiac surgery', 'vascular surgery', 'transesophageal echocardiogram',
];

const marfanNames = ['marfan syndrome', "marfan's syndrome", 'marfans syndrome', 'marfan disease'];
const marfanCare = [
  'echocardiogram', 'transthoracic echocardiogram', 'aortic root', 'aortic root measurement', 'losartan', 'beta blocker', 'atenolol', 'metoprolol', 'aortic root replacement',
  'valve sparing root replacement', 'valve sparing aortic root replacement', 'bentall procedure', 'ophthalmology', 'ectopia lentis', 'genetics', 'fbn1', 'cardiology', 'mri aorta',
];
const marfanRefuted = {
  absent: ['fbn1 mutation', 'fbn1 variant', 'pathogenic fbn1 variant', 'fbn1 pathogenic variant'],
  instead: ['marfanoid habitus', 'marfanoid body habitus', 'marfanoid features', 'loeys dietz syndrome', 'vascular ehlers danlos syndrome', 'homocystinuria'],
};

export const commonConditions: readonly CommonCondition[] = [
  // ================================================================ cardiovascular
  {
    id: 'essential-hypertension',
    title: 'Essential hypertension',
    kind: 'chronic',
    codes: ['I10'],
    terms: hypertensionTerms,
    abbreviations: ['HTN'],
    // Each entry matches its own words apart from the others, so pulmonary, portal and
    // intracranial hypertension are kept out here too ("echo showed no evidence of pulmonary
    // hypertension" denies nothing of her blood pressure).
    pseudo: [
      'ocular hypertension', 'gestational hypertension', 'pregnancy induced hypertension', 'white coat hypertension',
      'renovascular hypertension', 'secondary hypertension', 'intra abdominal hypertension', 'intraabdominal hypertension',
      'venous hypertension', 'pulmonary hypertension', 'pulmonary arterial hypertension', 'pulmonary venous hypertension', 'pulmonary htn',
      'pulm htn', 'portal hypertension', 'portal htn', 'intracranial hypertension', 'idiopathic intracranial hypertension',
    ],
    backing: { terms: antihypertensives, abbreviations: ['ARB', 'ACEi', 'ACEI', 'CCB'], otherIndications: hypertensionDrugsElsewhere },
    // Hypertension that resolved before the stay (weight loss, bariatric surgery): not current.
    refutedBy: {
      stopped: [
        'hypertension resolved', 'hypertension has resolved', 'hypertension had resolved', 'hypertension is resolved', 'resolved hypertension',
        'htn resolved', 'no longer hypertensive', 'no longer has hypertension', 'normotensive off all antihypertensives',
        'normotensive off antihypertensives', 'normotensive off all blood pressure medications', 'normotensive off blood pressure medications',
        // A problem line: "Hypertension: resolved - lisinopril stopped in 2023".
        'hypertension: resolved', 'hypertension - resolved', 'htn: resolved', 'htn - resolved',
        // "She has taken no antihypertensive since 2022; systolic 98-116 off all agents."
        'off all agents', 'off all antihypertensives', 'off antihypertensives since', 'off blood pressure medications since', 'taken no antihypertensive',
        'no antihypertensive since', 'no antihypertensives since', 'off treatment since',
        // Said of it in its own sentence: "Hypertension is documented by her PCP as resolved."
        'as resolved', 'considered resolved', 'deemed resolved', 'declared resolved',
      ],
    },
  },
  {
    id: 'hypertensive-heart-disease',
    title: 'Hypertensive heart disease without heart failure',
    kind: 'chronic',
    codes: ['I119'],
    terms: ['hypertensive heart disease', 'hypertensive cardiovascular disease', 'hypertensive cardiomyopathy', 'left ventricular hypertrophy due to hypertension', 'hypertensive left ventricular hypertrophy'],
    backing: { terms: words(antihypertensives, ['echocardiogram']), abbreviations: ['ARB'] },
  },
  {
    // ICD-10-CM presumes the link: hypertension with heart failure is I11.0 unless another cause is documented.
    id: 'hypertensive-heart-disease-with-heart-failure',
    title: 'Hypertensive heart disease with heart failure',
    kind: 'chronic',
    codes: ['I110'],
    terms: [...heartFailureTerms, 'hypertensive heart disease with heart failure', 'hypertensive heart disease with hf', 'htn heart disease with heart failure', 'htn heart disease with hf'],
    abbreviations: heartFailureAbbreviations,
    backing: { terms: words(heartFailureTherapy, antihypertensives) },
  },
  {
    // Hypertension with CKD stage 1-4 or unspecified is I12.9 by the same presumption.
    id: 'hypertensive-ckd',
    title: 'Hypertensive chronic kidney disease, stage 1-4 or unspecified',
    kind: 'chronic',
    codes: ['I129'],
    terms: words(hypertensiveCkdTerms, ckdUnstaged, ckdStages1to4),
    abbreviations: ['CKD', 'CRI'],
    // A combination code needs its hypertension documented and managed, not only the kidney disease.
    specificity: { documentedBy: words(hypertensiveCkdTerms, hypertensionTerms, ['htn']), standing: true },
    backing: { terms: antihypertensives, abbreviations: ['ARB', 'ACEi', 'ACEI', 'CCB'] },
  },
  {
    id: 'hypertensive-ckd-stage-5',
    title: 'Hypertensive chronic kidney disease with stage 5 CKD or ESRD',
    kind: 'chronic',
    codes: ['I120'],
    terms: words(ckdStage5, esrdTerms),
    abbreviations: ['ESRD', 'ESKD'],
    backing: { terms: words(antihypertensives, dialysisManagement), abbreviations: ['ARB'] },
  },
  {
    id: 'hypertensive-heart-ckd-with-heart-failure',
    title: 'Hypertensive heart and chronic kidney disease with heart failure, CKD stage 1-4',
    kind: 'chronic',
    codes: ['I130'],
    terms: words(['hypertensive heart and chronic kidney disease with heart failure', 'hypertensive heart and kidney disease with heart failure'], heartFailureTerms),
    abbreviations: heartFailureAbbreviations,
    // Heart failure is the term; the CKD stage 1-4 phrases are what shows the kidney half.
    backing: { terms: words(ckdUnstaged, ckdStages1to4, ['creatinine', 'nephrology']), abbreviations: ['CKD'] },
  },
  {
    id: 'hypertensive-heart-ckd-esrd-with-heart-failure',
    title: 'Hypertensive heart and chronic kidney disease with heart failure, CKD stage 5 or ESRD',
    kind: 'chronic',
    codes: ['I132'],
    terms: heartFailureTerms,
    abbreviations: heartFailureAbbreviations,
    backing: { terms: words(ckdStage5, esrdTerms, dialysisTerms), abbreviations: ['ESRD', 'ESKD'] },
  },
  {
    id: 'hypertensive-heart-ckd-without-heart-failure',
    title: 'Hypertensive heart and chronic kidney disease without heart failure, CKD stage 1-4',
    kind: 'chronic',
    codes: ['I1310'],
    terms: ['hypertensive heart and chronic kidney disease', 'hypertensive heart and kidney disease', 'hypertensive heart and renal disease'],
    backing: { terms: words(antihypertensives, kidneyMonitoring) },
  },
  {
    id: 'hypertensive-heart-ckd-esrd-without-heart-failure',
    title: 'Hypertensive heart and chronic kidney disease without heart failure, CKD stage 5 or ESRD',
    kind: 'chronic',
    codes: ['I1311'],
    terms: ['hypertensive heart and chronic kidney disease', 'hypertensive heart and kidney disease', 'hypertensive heart and renal disease'],
    backing: { terms: words(esrdTerms, ckdStage5, dialysisTerms), abbreviations: ['ESRD'] },
  },
  {
    id: 'hypertensive-urgency',
    title: 'Hypertensive urgency',
    kind: 'episodic',
    codes: ['I160'],
    terms: ['hypertensive urgency'],
    backing: { terms: words(antihypertensives, ['iv labetalol', 'iv hydralazine', 'blood pressure improved']) },
  },
  {
    id: 'hypertensive-emergency',
    title: 'Hypertensive emergency',
    kind: 'episodic',
    codes: ['I161'],
    terms: ['hypertensive emergency', 'malignant hypertension', 'hypertensive encephalopathy'],
    backing: { terms: words(antihypertensives, ['nicardipine drip', 'clevidipine drip', 'labetalol drip', 'esmolol', 'nitroglycerin drip', 'intensive care unit', 'icu', 'arterial line']) },
  },
  {
    id: 'hypertensive-crisis',
    title: 'Hypertensive crisis, unspecified',
    kind: 'episodic',
    codes: ['I169'],
    terms: ['hypertensive crisis', 'hypertensive urgency', 'hypertensive emergency', 'malignant hypertension'],
    backing: { terms: words(antihypertensives, ['nicardipine drip', 'clevidipine drip', 'labetalol drip', 'esmolol']) },
  },
  {
    id: 'hypotension',
    title: 'Hypotension, unspecified',
    kind: 'episodic',
    codes: ['I959'],
    values: { shows: anyOf(measured('systolic-bp', below(90, 'mmHg')), measured('map', below(65, 'mmHg'))) },
    terms: ['hypotension', 'hypotensive', 'low blood pressure', 'orthostatic hypotension', 'relative hypotension', 'hypotensive episode', 'soft blood pressure'],
    pseudo: ['permissive hypotension', 'controlled hypotension'],
    backing: { terms: words(ivFluids, ['dopamine', 'norepinephrine', 'levophed', 'phenylephrine', 'neosynephrine', 'vasopressin', 'pressors', 'vasopressors', 'pressor support', 'midodrine', 'fludrocortisone', 'florinef', 'held antihypertensive', 'held antihypertensives', 'held lisinopril', 'held metoprolol', 'antihypertensives were held', 'orthostatic vital signs', 'orthostatics']) },
  },
  {
    id: 'orthostatic-hypotension',
    title: 'Orthostatic hypotension',
    kind: 'episodic',
    codes: ['I951'],
    // "Orthostatic vital signs" is a backing phrase, longer than "orthostatic", so checking
    // orthostatics is not itself the finding; "orthostatics negative" negates the condition.
    terms: ['orthostatic hypotension', 'postural hypotension', 'orthostasis', 'orthostatic', 'positive orthostatic vital signs', 'positive orthostatics', 'orthostatic vitals positive', 'orthostatic vital signs positive', 'orthostatic vital signs were positive', 'orthostatic vitals were positive'],
    backing: { terms: words(ivFluids, ['orthostatic vital signs', 'orthostatic vitals', 'midodrine', 'fludrocortisone', 'florinef', 'droxidopa', 'northera', 'compression stockings', 'abdominal binder', 'held antihypertensive', 'held antihypertensives', 'fall precautions', 'physical therapy']) },
  },
  {
    id: 'atrial-fibrillation',
    title: 'Atrial fibrillation, unspecified',
    kind: 'chronic',
    codes: ['I4891'],
    terms: afAll,
    abbreviations: ['AF', 'PAF'],
    backing: afBacking(['DOAC', 'NOAC']),
    refutedBy: { cured: afCured },
  },
  {
    id: 'paroxysmal-atrial-fibrillation',
    title: 'Paroxysmal atrial fibrillation',
    kind: 'chronic',
    codes: ['I480'],
    terms: words(afParoxysmal, afKindAfter(['paroxysmal', 'intermittent'])),
    abbreviations: ['PAF', 'pAF', ...afAbbreviatedOf(['paroxysmal', 'intermittent'])],
    backing: afBacking(['DOAC', 'NOAC']),
    specificity: { otherKinds: afKinds(['persistent', 'longstanding persistent', 'long standing persistent', 'permanent']) },
    // "MAT, not atrial fibrillation": no AF of any kind.
    refutedBy: { absent: afBase, cured: afCured },
  },
  {
    id: 'longstanding-persistent-atrial-fibrillation',
    title: 'Longstanding persistent atrial fibrillation',
    kind: 'chronic',
    codes: ['I4811'],
    terms: afLongstandingPersistent,
    abbreviations: afAbbreviatedOf(['longstanding persistent']),
    backing: afBacking(['DOAC']),
    specificity: { otherKinds: words(afKinds(['paroxysmal', 'intermittent', 'permanent']), afNewOnset) },
    // "MAT, not atrial fibrillation": no AF of any kind.
    refutedBy: { absent: afBase, cured: afCured },
  },
  {
    id: 'persistent-atrial-fibrillation',
    title: 'Other persistent atrial fibrillation',
    kind: 'chronic',
    codes: ['I4819'],
    terms: afPersistent,
    abbreviations: afAbbreviatedOf(['persistent']),
    backing: afBacking(['DOAC']),
    specificity: { otherKinds: afKinds(['paroxysmal', 'intermittent', 'permanent']) },
    // "MAT, not atrial fibrillation": no AF of any kind.
    refutedBy: { absent: afBase, cured: afCured },
  },
  {
    id: 'chronic-atrial-fibrillation',
    title: 'Chronic atrial fibrillation, unspecified',
    kind: 'chronic',
    codes: ['I4820'],
    // Permanent AF is a chronic AF (I48.21 under I48.2); persistent AF is not (I48.1-).
    terms: words(afChronic, afPermanent),
    abbreviations: afAbbreviatedOf(['chronic']),
    backing: afBacking(['DOAC']),
    specificity: { otherKinds: words(afKinds(['paroxysmal', 'intermittent']), afNewOnset) },
    // "MAT, not atrial fibrillation": no AF of any kind.
    refutedBy: { absent: afBase, cured: afCured },
  },
  {
    id: 'permanent-atrial-fibrillation',
    title: 'Permanent atrial fibrillation',
    kind: 'chronic',
    codes: ['I4821'],
    terms: afPermanent,
    abbreviations: afAbbreviatedOf(['permanent']),
    backing: afBacking(['DOAC']),
    specificity: { otherKinds: words(afKinds(['paroxysmal', 'intermittent', 'persistent', 'longstanding persistent', 'long standing persistent']), afNewOnset) },
    // "MAT, not atrial fibrillation": no AF of any kind.
    refutedBy: { absent: afBase, cured: afCured },
  },
  {
    id: 'atrial-flutter',
    title: 'Atrial flutter, unspecified',
    kind: 'chronic',
    codes: ['I4892'],
    terms: words(flutterBase, flutterTypical, flutterAtypical),
    abbreviations: ['AFL'],
    backing: { terms: words(afManagement, ['cavotricuspid isthmus ablation', 'flutter ablation']), abbreviations: ['DOAC'], tiedTerms: afTiedCare },
  },
  {
    id: 'typical-atrial-flutter',
    title: 'Typical atrial flutter',
    kind: 'chronic',
    codes: ['I483'],
    terms: flutterTypical,
    backing: { terms: words(afManagement, ['cavotricuspid isthmus ablation', 'flutter ablation']), abbreviations: ['DOAC'], tiedTerms: afTiedCare },
  },
  {
    id: 'atypical-atrial-flutter',
    title: 'Atypical atrial flutter',
    kind: 'chronic',
    codes: ['I484'],
    terms: flutterAtypical,
    backing: { terms: words(afManagement, ['flutter ablation']), abbreviations: ['DOAC'], tiedTerms: afTiedCare },
  },
  {
    id: 'supraventricular-tachycardia',
    title: 'Supraventricular tachycardia',
    kind: 'chronic',
    codes: ['I471'],
    excludes: ['I4711'],
    terms: ['supraventricular tachycardia', 'paroxysmal supraventricular tachycardia', 'av nodal reentrant tachycardia', 'atrioventricular nodal reentrant tachycardia', 'av reentrant tachycardia', 'atrial tachycardia'],
    abbreviations: ['SVT', 'PSVT', 'AVNRT', 'AVRT'],
    backing: { terms: ['adenosine', 'vagal maneuvers', 'metoprolol', 'diltiazem', 'verapamil', 'flecainide', 'sotalol', 'ablation', 'catheter ablation', 'electrophysiology', 'telemetry', 'ekg', 'ecg'], abbreviations: ['EP'] },
  },
  {
    id: 'ventricular-tachycardia',
    title: 'Ventricular tachycardia',
    kind: 'episodic',
    codes: ['I472'],
    excludes: ['I4721'],
    terms: ['ventricular tachycardia', 'nonsustained ventricular tachycardia', 'non sustained ventricular tachycardia', 'sustained ventricular tachycardia', 'monomorphic ventricular tachycardia', 'polymorphic ventricular tachycardia'],
    abbreviations: ['VT', 'NSVT'],
    backing: { terms: ['amiodarone', 'lidocaine', 'mexiletine', 'metoprolol', 'sotalol', 'aicd', 'icd shock', 'defibrillation', 'electrophysiology', 'vt ablation', 'telemetry', 'electrolyte repletion', 'magnesium', 'potassium'], abbreviations: ['AICD', 'EP'] },
  },
  {
    id: 'sick-sinus-syndrome',
    title: 'Sick sinus syndrome',
    kind: 'chronic',
    codes: ['I495'],
    terms: ['sick sinus syndrome', 'sinus node dysfunction', 'tachy brady syndrome', 'tachycardia bradycardia syndrome'],
    abbreviations: ['SSS'],
    backing: { terms: words(ecgMonitoring, ['permanent pacemaker', 'electrophysiology']), abbreviations: ['PPM', 'EP'] },
  },
  {
    id: 'bradycardia',
    title: 'Bradycardia, unspecified',
    kind: 'episodic',
    codes: ['R001'],
    terms: ['bradycardia', 'sinus bradycardia', 'bradycardic', 'symptomatic bradycardia'],
    backing: { terms: words(ecgMonitoring, ['held metoprolol', 'held beta blocker', 'held diltiazem', 'atropine', 'transcutaneous pacing', 'pacing pads']) },
  },
  {
    id: 'tachycardia',
    title: 'Tachycardia, unspecified',
    kind: 'episodic',
    codes: ['R000'],
    values: { shows: measured('heart-rate', above(100, '/min')) },
    terms: ['tachycardia', 'sinus tachycardia', 'tachycardic'],
    backing: { terms: words(ivFluids, ecgMonitoring, ['metoprolol', 'heart rate improved', 'heart rate control']) },
  },
  {
    id: 'palpitations',
    title: 'Palpitations',
    kind: 'episodic',
    codes: ['R002'],
    terms: ['palpitation', 'heart racing', 'racing heart', 'fluttering in the chest'],
    backing: { terms: ecgMonitoring },
  },
  {
    id: 'first-degree-av-block',
    title: 'First degree atrioventricular block',
    kind: 'chronic',
    codes: ['I440'],
    terms: ['first degree av block', 'first degree atrioventricular block', 'first degree heart block', '1st degree av block', 'prolonged pr interval'],
    backing: { terms: ecgMonitoring },
  },
  {
    id: 'second-degree-av-block',
    title: 'Second degree atrioventricular block',
    kind: 'episodic',
    codes: ['I441'],
    terms: ['second degree av block', 'second degree atrioventricular block', 'second degree heart block', '2nd degree av block', 'mobitz type i', 'mobitz type ii', 'mobitz i', 'mobitz ii', 'mobitz 1', 'mobitz 2', 'wenckebach', '2:1 av block', '2:1 heart block'],
    backing: { terms: words(ecgMonitoring, ['permanent pacemaker', 'electrophysiology', 'held beta blocker', 'held metoprolol', 'transcutaneous pacing']), abbreviations: ['PPM', 'EP'] },
  },
  {
    id: 'complete-heart-block',
    title: 'Atrioventricular block, complete',
    kind: 'episodic',
    codes: ['I442'],
    terms: ['complete heart block', 'third degree heart block', 'third degree av block', 'complete av block', 'complete atrioventricular block', '3rd degree av block', '3rd degree heart block'],
    abbreviations: ['CHB'],
    backing: { terms: words(ecgMonitoring, ['permanent pacemaker', 'temporary pacemaker', 'transvenous pacing', 'transcutaneous pacing', 'electrophysiology']), abbreviations: ['PPM', 'EP'] },
  },
  {
    id: 'left-bundle-branch-block',
    title: 'Left bundle-branch block',
    kind: 'chronic',
    codes: ['I447'],
    terms: ['left bundle branch block'],
    abbreviations: ['LBBB'],
    backing: { terms: words(ecgMonitoring, ['echocardiogram']) },
  },
  {
    id: 'right-bundle-branch-block',
    title: 'Right bundle-branch block',
    kind: 'chronic',
    codes: ['I451'],
    terms: ['right bundle branch block', 'incomplete right bundle branch block'],
    abbreviations: ['RBBB', 'IRBBB'],
    backing: { terms: ecgMonitoring },
  },
  {
    id: 'coronary-artery-disease',
    title: 'Atherosclerotic heart disease of native coronary artery without angina',
    kind: 'chronic',
    codes: ['I2510'],
    terms: cadTerms,
    abbreviations: ['CAD', 'ASHD'],
    backing: { terms: words(antiplatelets, lipidLowering, antianginals, coronaryWorkup, ['metoprolol', 'carvedilol', 'atenolol', 'beta blocker', 'percutaneous coronary intervention', 'coronary stent', 'drug eluting stent']), abbreviations: ['ASA', 'DAPT', 'PCI', 'LDL'], otherIndications: coronaryDrugsElsewhere },
  },
  {
    id: 'coronary-artery-disease-with-unstable-angina',
    title: 'Atherosclerotic heart disease of native coronary artery with unstable angina',
    kind: 'episodic',
    codes: ['I25110'],
    terms: unstableAnginaTerms,
    backing: { terms: words(antiplatelets, antianginals, cardiacWorkup, ['heparin drip', 'heparin infusion', 'percutaneous coronary intervention']), abbreviations: ['ASA', 'PCI', 'DAPT'] },
  },
  {
    id: 'coronary-artery-disease-with-angina',
    title: 'Atherosclerotic heart disease of native coronary artery with other or unspecified angina',
    kind: 'chronic',
    codes: ['I25118', 'I25119'],
    terms: anginaTerms,
    backing: { terms: words(antiplatelets, antianginals, lipidLowering, cardiacWorkup, ['metoprolol', 'beta blocker']), abbreviations: ['ASA', 'PCI'] },
  },
  {
    id: 'unstable-angina',
    title: 'Unstable angina',
    kind: 'episodic',
    codes: ['I200'],
    terms: unstableAnginaTerms,
    backing: { terms: words(antiplatelets, antianginals, cardiacWorkup, ['heparin drip', 'heparin infusion', 'percutaneous coronary intervention']), abbreviations: ['ASA', 'PCI', 'DAPT'] },
  },
  {
    id: 'angina-pectoris',
    title: 'Angina pectoris, unspecified',
    kind: 'chronic',
    codes: ['I209'],
    terms: anginaTerms,
    backing: { terms: words(antiplatelets, antianginals, cardiacWorkup), abbreviations: ['ASA'] },
  },
  {
    id: 'old-myocardial-infarction',
    title: 'Old myocardial infarction',
    kind: 'history',
    // An MI years ago stays old beside this stay's new one (both are coded).
    recurs: true,
    codes: ['I252'],
    terms: miTerms,
    abbreviations: ['MI', 'NSTEMI', 'STEMI'],
  },
  {
    id: 'ischemic-cardiomyopathy',
    title: 'Ischemic cardiomyopathy',
    kind: 'chronic',
    codes: ['I255'],
    terms: ['ischemic cardiomyopathy', 'ischemic dilated cardiomyopathy'],
    abbreviations: ['ICM'],
    backing: { terms: words(heartFailureTherapy, antiplatelets, lipidLowering, ['aicd', 'implantable cardioverter defibrillator']), abbreviations: ['AICD', 'GDMT'] },
  },
  {
    id: 'dilated-cardiomyopathy',
    title: 'Dilated cardiomyopathy',
    kind: 'chronic',
    codes: ['I420'],
    terms: ['dilated cardiomyopathy', 'nonischemic dilated cardiomyopathy', 'non ischemic dilated cardiomyopathy', 'idiopathic dilated cardiomyopathy', 'congestive cardiomyopathy'],
    abbreviations: ['DCM'],
    backing: { terms: words(heartFailureTherapy, ['aicd', 'implantable cardioverter defibrillator']), abbreviations: ['AICD', 'GDMT'] },
  },
  {
    id: 'hypertrophic-cardiomyopathy',
    title: 'Hypertrophic cardiomyopathy',
    kind: 'chronic',
    codes: ['I421', 'I422'],
    terms: ['hypertrophic cardiomyopathy', 'hypertrophic obstructive cardiomyopathy', 'obstructive hypertrophic cardiomyopathy', 'nonobstructive hypertrophic cardiomyopathy'],
    abbreviations: ['HCM', 'HOCM'],
    backing: { terms: ['metoprolol', 'beta blocker', 'verapamil', 'disopyramide', 'mavacamten', 'camzyos', 'septal myectomy', 'alcohol septal ablation', 'echocardiogram', 'cardiology', 'aicd', 'avoid dehydration'] },
  },
  {
    id: 'alcoholic-cardiomyopathy',
    title: 'Alcoholic cardiomyopathy',
    kind: 'chronic',
    codes: ['I426'],
    terms: ['alcoholic cardiomyopathy', 'alcohol induced cardiomyopathy', 'alcohol related cardiomyopathy'],
    backing: { terms: words(heartFailureTherapy, ['alcohol cessation', 'abstinence']) },
  },
  {
    id: 'other-cardiomyopathy',
    title: 'Other cardiomyopathies (nonischemic)',
    kind: 'chronic',
    codes: ['I428'],
    terms: ['nonischemic cardiomyopathy', 'non ischemic cardiomyopathy', 'tachycardia induced cardiomyopathy', 'tachycardia mediated cardiomyopathy'],
    abbreviations: ['NICM'],
    backing: { terms: words(heartFailureTherapy, ['aicd', 'life vest', 'lifevest', 'wearable defibrillator']), abbreviations: ['AICD', 'GDMT'] },
  },
  {
    id: 'cardiomyopathy',
    title: 'Cardiomyopathy, unspecified',
    kind: 'chronic',
    codes: ['I429'],
    terms: ['cardiomyopathy', 'nonischemic cardiomyopathy', 'non ischemic cardiomyopathy', 'dilated cardiomyopathy', 'nonischemic dilated cardiomyopathy', 'non ischemic dilated cardiomyopathy', 'idiopathic dilated cardiomyopathy', 'hypertrophic cardiomyopathy', 'hypertrophic obstructive cardiomyopathy', 'tachycardia induced cardiomyopathy', 'tachycardia mediated cardiomyopathy', 'alcoholic cardiomyopathy'],
    abbreviations: ['NICM', 'DCM', 'HCM', 'HOCM'],
    backing: { terms: words(heartFailureTherapy, ['aicd', 'life vest', 'lifevest']), abbreviations: ['AICD', 'GDMT'] },
  },
  {
    id: 'takotsubo-cardiomyopathy',
    title: 'Takotsubo syndrome',
    kind: 'episodic',
    codes: ['I5181'],
    terms: ['takotsubo cardiomyopathy', 'takotsubo syndrome', 'takotsubo', 'stress cardiomyopathy', 'stress induced cardiomyopathy', 'broken heart syndrome', 'apical ballooning syndrome'],
    backing: { terms: words(heartFailureTherapy, cardiacWorkup) },
  },
  {
    id: 'mitral-regurgitation',
    title: 'Nonrheumatic mitral (valve) insufficiency',
    kind: 'chronic',
    codes: ['I340'],
    terms: ['mitral regurgitation', 'mitral insufficiency', 'mitral valve regurgitation', 'mitral valve insufficiency', 'mild mitral regurgitation', 'moderate mitral regurgitation', 'severe mitral regurgitation', 'functional mitral regurgitation', 'ischemic mitral regurgitation'],
    pseudo: ['trace mitral regurgitation', 'trivial mitral regurgitation', 'physiologic mitral regurgitation', 'no significant mitral regurgitation'],
    backing: { terms: words(echoMonitoring, ['mitraclip', 'transcatheter edge to edge repair', 'mitral valve repair', 'afterload reduction']), abbreviations: ['TTE', 'TEE', 'TEER'] },
  },
  {
    id: 'mitral-valve-prolapse',
    title: 'Nonrheumatic mitral (valve) prolapse',
    kind: 'chronic',
    codes: ['I341'],
    terms: ['mitral valve prolapse', 'mitral prolapse', 'myxomatous mitral valve'],
    abbreviations: ['MVP'],
    backing: { terms: echoMonitoring, abbreviations: ['TTE', 'TEE'] },
  },
  {
    id: 'mitral-stenosis',
    title: 'Mitral stenosis',
    kind: 'chronic',
    codes: ['I050', 'I342'],
    terms: ['mitral stenosis', 'mitral valve stenosis', 'rheumatic mitral stenosis', 'mild mitral stenosis', 'moderate mitral stenosis', 'severe mitral stenosis'],
    backing: { terms: words(echoMonitoring, ['balloon valvuloplasty', 'mitral valvuloplasty', 'rate control', 'warfarin', 'coumadin']), abbreviations: ['TTE', 'TEE'] },
  },
  {
    id: 'aortic-stenosis',
    title: 'Nonrheumatic aortic (valve) stenosis',
    kind: 'chronic',
    codes: ['I350'],
    terms: ['aortic stenosis', 'aortic valve stenosis', 'calcific aortic stenosis', 'mild aortic stenosis', 'moderate aortic stenosis', 'severe aortic stenosis', 'critical aortic stenosis', 'low flow low gradient aortic stenosis'],
    backing: { terms: words(echoMonitoring, ['aortic valve area', 'mean gradient', 'transcatheter aortic valve replacement', 'tavr evaluation', 'balloon aortic valvuloplasty', 'aortic valve replacement']), abbreviations: ['TTE', 'TEE', 'AVA', 'TAVR', 'BAV'] },
  },
  {
    id: 'aortic-insufficiency',
    title: 'Nonrheumatic aortic (valve) insufficiency',
    kind: 'chronic',
    codes: ['I351'],
    terms: ['aortic regurgitation', 'aortic insufficiency', 'aortic valve regurgitation', 'aortic valve insufficiency', 'mild aortic regurgitation', 'moderate aortic regurgitation', 'severe aortic regurgitation', 'mild aortic insufficiency', 'moderate aortic insufficiency', 'severe aortic insufficiency'],
    pseudo: ['trace aortic regurgitation', 'trivial aortic regurgitation', 'trace aortic insufficiency', 'trivial aortic insufficiency'],
    backing: { terms: echoMonitoring, abbreviations: ['TTE', 'TEE'] },
  },
  {
    id: 'aortic-stenosis-with-insufficiency',
    title: 'Nonrheumatic aortic (valve) stenosis with insufficiency',
    kind: 'chronic',
    codes: ['I352'],
    terms: ['aortic stenosis and regurgitation', 'aortic stenosis and insufficiency', 'aortic stenosis with regurgitation', 'aortic stenosis with insufficiency', 'mixed aortic valve disease'],
    backing: { terms: echoMonitoring, abbreviations: ['TTE', 'TEE'] },
  },
  {
    // Tricuspid regurgitation NOS indexes to I07.1 (rheumatic) in ICD-10-CM; nonrheumatic is I36.1.
    id: 'tricuspid-regurgitation',
    title: 'Tricuspid insufficiency',
    kind: 'chronic',
    codes: ['I071', 'I361'],
    terms: ['tricuspid regurgitation', 'tricuspid insufficiency', 'tricuspid valve regurgitation', 'moderate tricuspid regurgitation', 'severe tricuspid regurgitation', 'mild tricuspid regurgitation', 'functional tricuspid regurgitation'],
    pseudo: ['trace tricuspid regurgitation', 'trivial tricuspid regurgitation', 'physiologic tricuspid regurgitation'],
    backing: { terms: words(echoMonitoring, loopDiuretics), abbreviations: ['TTE', 'TEE'] },
  },
  {
    id: 'infective-endocarditis',
    title: 'Acute and subacute endocarditis',
    kind: 'episodic',
    codes: ['I33'],
    terms: ['endocarditis', 'infective endocarditis', 'bacterial endocarditis', 'subacute bacterial endocarditis', 'acute bacterial endocarditis', 'prosthetic valve endocarditis', 'native valve endocarditis', 'tricuspid valve endocarditis', 'mitral valve endocarditis', 'aortic valve endocarditis', 'valvular vegetation'],
    pseudo: ['endocarditis prophylaxis', 'sbe prophylaxis', 'libman sacks endocarditis'],
    // A TEE without vegetations excludes suspected endocarditis (modified Duke criteria).
    refutedBy: { absent: ['vegetation', 'vegetations', 'valvular vegetation', 'valve vegetation', 'endocarditis on echo'] },
    backing: { terms: words(antibiotics, infectionWorkup, ['transesophageal echocardiogram', 'tee', 'vegetation', 'duke criteria', 'six weeks of iv antibiotics', '6 weeks of iv antibiotics', 'cardiothoracic surgery', 'valve replacement']), abbreviations: ['TEE', 'ID', 'PICC'] },
  },
  {
    id: 'acute-pericarditis',
    title: 'Acute pericarditis',
    kind: 'episodic',
    codes: ['I30'],
    terms: ['pericarditis', 'acute pericarditis', 'idiopathic pericarditis', 'viral pericarditis', 'acute idiopathic pericarditis', 'myopericarditis'],
    pseudo: ['constrictive pericarditis', 'chronic constrictive pericarditis'],
    backing: { terms: ['colchicine', 'ibuprofen', 'indomethacin', 'nsaid', 'aspirin', 'prednisone', 'echocardiogram', 'ekg', 'ecg', 'diffuse st elevation', 'pericardial friction rub', 'cardiology'] },
  },
  {
    id: 'pericardial-effusion',
    title: 'Pericardial effusion (noninflammatory)',
    kind: 'episodic',
    codes: ['I3139', 'I313'],
    excludes: ['I3131'],
    terms: ['pericardial effusion', 'small pericardial effusion', 'moderate pericardial effusion', 'large pericardial effusion', 'circumferential pericardial effusion'],
    pseudo: ['trace pericardial effusion', 'trivial pericardial effusion'],
    backing: { terms: ['echocardiogram', 'repeat echocardiogram', 'pericardiocentesis', 'pericardial window', 'pericardial drain', 'colchicine', 'cardiology', 'diuresis'] },
  },
  {
    id: 'cardiac-tamponade',
    title: 'Cardiac tamponade',
    kind: 'episodic',
    codes: ['I314'],
    terms: ['cardiac tamponade', 'pericardial tamponade', 'tamponade', 'tamponade physiology'],
    // Drainage, and the echo signs of tamponade (chamber collapse, plethoric IVC, respiratory variation).
    backing: {
      terms: [
        'pericardiocentesis', 'pericardial window', 'pericardial drain', 'echocardiogram', 'cardiothoracic surgery', 'iv fluids', 'pericardial evacuation',
        'evacuated from the pericardium', 'pericardial clot evacuation', 'subxiphoid drainage', 'right ventricular diastolic collapse', 'rv diastolic collapse',
        'right atrial collapse', 'right atrial systolic collapse', 'ra collapse', 'diastolic collapse', 'plethoric ivc', 'respiratory variation', 'pulsus paradoxus',
        'electrical alternans', 'beck triad', "beck's triad",
      ],
    },
  },
  {
    id: 'cardiac-arrest',
    title: 'Cardiac arrest, cause unspecified',
    kind: 'episodic',
    codes: ['I469'],
    terms: ['cardiac arrest', 'cardiopulmonary arrest', 'pea arrest', 'asystolic arrest', 'vf arrest', 'ventricular fibrillation arrest', 'pulseless electrical activity', 'out of hospital cardiac arrest', 'in hospital cardiac arrest', 'code blue'],
    abbreviations: ['OHCA', 'IHCA'],
    backing: { terms: ['cpr', 'cardiopulmonary resuscitation', 'rosc', 'return of spontaneous circulation', 'acls', 'chest compressions', 'defibrillation', 'defibrillated', 'epinephrine', 'targeted temperature management', 'therapeutic hypothermia', 'post arrest care'], abbreviations: ['ROSC', 'ACLS', 'TTM'] },
  },
  {
    id: 'pulmonary-embolism',
    title: 'Pulmonary embolism',
    kind: 'episodic',
    codes: ['I26'],
    terms: peAll,
    abbreviations: ['PE'],
    pseudo: ['pe protocol', 'pe study', 'pe workup'],
    backing: { terms: peCare, abbreviations: ['DOAC', 'CTA', 'CTPA', 'PERT', 'INR'] },
  },
  {
    id: 'saddle-pulmonary-embolism',
    title: 'Saddle embolus of pulmonary artery',
    kind: 'episodic',
    codes: ['I2692', 'I2602'],
    terms: peSaddle,
    backing: { terms: peCare, abbreviations: ['DOAC', 'CTA', 'PERT'] },
  },
  {
    id: 'single-subsegmental-pulmonary-embolism',
    title: 'Single subsegmental pulmonary embolism',
    kind: 'episodic',
    codes: ['I2693'],
    terms: peSubsegmentalSingle,
    backing: { terms: peCare, abbreviations: ['DOAC', 'CTA'] },
  },
  {
    id: 'multiple-subsegmental-pulmonary-emboli',
    title: 'Multiple subsegmental pulmonary emboli',
    kind: 'episodic',
    codes: ['I2694'],
    terms: peSubsegmentalMultiple,
    backing: { terms: peCare, abbreviations: ['DOAC', 'CTA'] },
  },
  {
    id: 'septic-pulmonary-embolism',
    title: 'Septic pulmonary embolism',
    kind: 'episodic',
    codes: ['I2690', 'I2601'],
    terms: peSeptic,
    backing: { terms: words(antibiotics, infectionWorkup, ['echocardiogram', 'transesophageal echocardiogram']), abbreviations: ['TEE'] },
  },
  {
    // The cor pulmonale is what these codes add; PE itself is in the I26 entry.
    id: 'pulmonary-embolism-with-cor-pulmonale',
    title: 'Pulmonary embolism with acute cor pulmonale',
    kind: 'episodic',
    codes: ['I2609'],
    terms: peCorPulmonale,
    backing: { terms: peCare, abbreviations: ['PERT', 'RV'] },
  },
  {
    id: 'chronic-pulmonary-embolism',
    title: 'Chronic pulmonary embolism',
    kind: 'chronic',
    codes: ['I2782'],
    terms: ['chronic pulmonary embolism', 'chronic pulmonary emboli', 'chronic pe', 'chronic thromboembolic disease', 'chronic pulmonary thromboembolism'],
    backing: { terms: anticoagulation, abbreviations: ['DOAC', 'INR'] },
  },
  {
    id: 'pulmonary-hypertension',
    title: 'Pulmonary hypertension, unspecified',
    kind: 'chronic',
    codes: ['I2720'],
    terms: pulmonaryHypertensionAll,
    abbreviations: ['PAH', 'CTEPH'],
    // A diuretic the note gives to the heart failure beside it is that failure's care.
    backing: { terms: pulmonaryHypertensionCare, abbreviations: ['RVSP', 'PASP', 'RHC'], otherIndications: indications(heartFailureIndications) },
  },
  {
    id: 'primary-pulmonary-hypertension',
    title: 'Primary pulmonary hypertension',
    kind: 'chronic',
    codes: ['I270'],
    terms: pulmonaryHypertensionPrimary,
    abbreviations: ['IPAH'],
    backing: { terms: pulmonaryHypertensionCare, abbreviations: ['RVSP', 'RHC'] },
  },
  {
    id: 'pulmonary-hypertension-left-heart-disease',
    title: 'Pulmonary hypertension due to left heart disease',
    kind: 'chronic',
    codes: ['I2722'],
    terms: pulmonaryHypertensionGroup2,
    backing: { terms: pulmonaryHypertensionCare, abbreviations: ['RVSP', 'RHC'] },
  },
  {
    id: 'pulmonary-hypertension-lung-disease',
    title: 'Pulmonary hypertension due to lung diseases and/or hypoxia',
    kind: 'chronic',
    codes: ['I2723'],
    terms: pulmonaryHypertensionGroup3,
    backing: { terms: words(pulmonaryHypertensionCare, oxygenTherapy), abbreviations: ['RVSP', 'RHC'] },
  },
  {
    id: 'secondary-pulmonary-arterial-hypertension',
    title: 'Secondary pulmonary arterial hypertension',
    kind: 'chronic',
    codes: ['I2721'],
    terms: [
      'secondary pulmonary arterial hypertension', 'associated pulmonary arterial hypertension', 'connective tissue disease associated pulmonary arterial hypertension',
      'scleroderma associated pulmonary arterial hypertension', 'systemic sclerosis associated pulmonary arterial hypertension', 'lupus associated pulmonary arterial hypertension',
      'hiv associated pulmonary arterial hypertension', 'drug induced pulmonary arterial hypertension', 'toxin induced pulmonary arterial hypertension',
      'methamphetamine associated pulmonary arterial hypertension', 'methamphetamine induced pulmonary arterial hypertension', 'portopulmonary hypertension', 'ctd pah', 'ssc pah',
    ],
    backing: { terms: pulmonaryHypertensionCare, abbreviations: ['RHC', 'PASP', 'RVSP'] },
  },
  {
    id: 'chronic-thromboembolic-pulmonary-hypertension',
    title: 'Chronic thromboembolic pulmonary hypertension',
    kind: 'chronic',
    codes: ['I2724'],
    terms: pulmonaryHypertensionCteph,
    abbreviations: ['CTEPH'],
    backing: { terms: words(pulmonaryHypertensionCare, anticoagulation, ['pulmonary thromboendarterectomy', 'balloon pulmonary angioplasty']), abbreviations: ['PTE', 'BPA'] },
  },
  {
    id: 'chronic-cor-pulmonale',
    title: 'Chronic cor pulmonale',
    kind: 'chronic',
    codes: ['I2781'],
    terms: ['cor pulmonale', 'chronic cor pulmonale'],
    backing: { terms: words(loopDiuretics, oxygenTherapy, ['echocardiogram']) },
  },
  {
    id: 'acute-dvt-lower-extremity-right',
    title: 'Acute deep vein thrombosis of right lower extremity',
    kind: 'episodic',
    codes: ['I82401', 'I82411', 'I82421', 'I82431', 'I82441', 'I82491', 'I824Y1', 'I824Z1'],
    terms: words(dvtRight, dvtBilateral),
    pseudo: dvtPseudo,
    backing: { terms: dvtCare, abbreviations: ['DOAC', 'IVC', 'INR'] },
    // A clot found in the other leg only ("right popliteal DVT; the left leg was normal") is not this side's.
    refutedBy: { ...dvtLookedFor, instead: dvtLeft },
  },
  {
    id: 'acute-dvt-lower-extremity-left',
    title: 'Acute deep vein thrombosis of left lower extremity',
    kind: 'episodic',
    codes: ['I82402', 'I82412', 'I82422', 'I82432', 'I82442', 'I82492', 'I824Y2', 'I824Z2'],
    terms: words(dvtLeft, dvtBilateral),
    pseudo: dvtPseudo,
    backing: { terms: dvtCare, abbreviations: ['DOAC', 'IVC', 'INR'] },
    // A clot found in the other leg only ("right popliteal DVT; the left leg was normal") is not this side's.
    refutedBy: { ...dvtLookedFor, instead: dvtRight },
  },
  {
    id: 'acute-dvt-lower-extremity-bilateral',
    title: 'Acute deep vein thrombosis of lower extremities, bilateral',
    kind: 'episodic',
    codes: ['I82403', 'I82413', 'I82423', 'I82433', 'I82443', 'I82493', 'I824Y3', 'I824Z3'],
    terms: dvtBilateral,
    pseudo: dvtPseudo,
    backing: { terms: dvtCare, abbreviations: ['DOAC', 'IVC', 'INR'] },
    refutedBy: dvtLookedFor,
  },
  {
    // Side unspecified (6th character 9) and any other acute lower-extremity DVT code.
    id: 'acute-dvt-lower-extremity',
    title: 'Acute deep vein thrombosis of lower extremity, side unspecified',
    kind: 'episodic',
    codes: ['I824'],
    terms: dvtLower,
    abbreviations: ['DVT'],
    pseudo: dvtPseudo,
    backing: { terms: dvtCare, abbreviations: ['DOAC', 'IVC', 'INR'] },
  },
  {
    id: 'acute-dvt-upper-extremity',
    title: 'Acute deep vein thrombosis of upper extremity or neck veins',
    kind: 'episodic',
    codes: ['I8262', 'I82A1', 'I82B1', 'I82C1'],
    terms: dvtUpper,
    pseudo: dvtPseudo,
    backing: { terms: words(dvtCare, ['picc removal', 'picc was removed', 'line removal']), abbreviations: ['DOAC', 'PICC'] },
  },
  {
    id: 'chronic-dvt',
    title: 'Chronic deep vein thrombosis of lower extremity',
    kind: 'chronic',
    codes: ['I825'],
    terms: dvtChronic,
    backing: { terms: dvtCare, abbreviations: ['DOAC', 'INR'] },
  },
  {
    id: 'peripheral-vascular-disease',
    title: 'Peripheral vascular disease, unspecified',
    kind: 'chronic',
    codes: ['I739'],
    terms: padTerms,
    abbreviations: ['PAD', 'PVD'],
    backing: { terms: padCare, abbreviations: ['ABI', 'ASA'] },
  },
  {
    id: 'atherosclerosis-extremities-claudication',
    title: 'Atherosclerosis of native arteries of extremities with intermittent claudication',
    kind: 'chronic',
    codes: ['I7021'],
    terms: ['claudication', 'intermittent claudication', 'vasculogenic claudication', 'lifestyle limiting claudication'],
    backing: { terms: padCare, abbreviations: ['ABI', 'ASA'] },
  },
  ...arterialUlcer({
    id: 'atherosclerosis-leg-ulcer-heel',
    title: 'Atherosclerosis of native arteries of {side} leg with ulceration of heel and midfoot',
    codes: { right: ['I70234'], left: ['I70244'] },
    places: limbParts.heel,
    otherParts: limbParts.toes,
    codeTitlePart: 'heel and midfoot',
  }),
  ...arterialUlcer({
    id: 'atherosclerosis-leg-ulcer-foot',
    title: 'Atherosclerosis of native arteries of {side} leg with ulceration of other part of foot',
    codes: { right: ['I70235'], left: ['I70245'] },
    places: words(limbParts.foot, limbParts.toes),
    otherParts: limbParts.heel,
    codeTitlePart: 'other part of foot',
  }),
  ...bySide({
    id: 'atherosclerosis-leg-gangrene',
    title: 'Atherosclerosis of native arteries of extremities with gangrene, {side} leg',
    kind: 'episodic',
    codes: { right: ['I70261'], left: ['I70262'] },
    named: [
      'atherosclerosis of native arteries of extremities with gangrene, {side} leg', 'atherosclerosis of native arteries of {side} leg with gangrene', '{side} leg pad with gangrene',
      'peripheral arterial disease of the {side} leg with gangrene', 'critical limb ischemia of the {side} leg with gangrene', '{side} lower extremity critical limb ischemia with gangrene',
      'ischemic gangrene of the {side} foot', 'ischemic gangrene of the {side} toe', '{side} foot ischemic gangrene',
    ],
    namedInParts: { terms: gangreneAt(words(limbParts.heel, limbParts.foot, limbParts.toes, ['leg', 'lower extremity'])), inSentenceWith: legArterialDisease },
    pseudo: gangrenePseudo,
    backing: { terms: limbIschemiaCare, abbreviations: ['ABI', 'NPWT'] },
  }),
  {
    id: 'gangrene',
    title: 'Gangrene, not elsewhere classified',
    kind: 'episodic',
    codes: ['I96'],
    terms: gangreneTerms,
    pseudo: words(gangrenePseudo, ['diabetes insipidus', 'gestational diabetes']),
    // I96 excludes gangrene in diabetes (E08-E13 .52) and in atherosclerosis of the extremities
    // (I70.26-): either one documented, even in the past history, makes it that code.
    refutedBy: { instead: diabeticGangrene },
    specificity: { contradictedBy: words(typedDiabetes, legArterialDisease, ['diabetes', 'diabetes mellitus', 'diabetic']), standing: true },
    backing: { terms: limbIschemiaCare, abbreviations: ['ABI', 'NPWT'] },
  },
  {
    id: 'aortic-atherosclerosis',
    title: 'Atherosclerosis of aorta',
    kind: 'chronic',
    codes: ['I700'],
    terms: ['aortic atherosclerosis', 'atherosclerosis of the aorta', 'atherosclerotic aorta', 'aortic atherosclerotic disease', 'atherosclerotic calcification of the aorta', 'aortic calcification', 'calcified aorta', 'atherosclerotic disease of the aorta'],
    backing: { terms: words(lipidLowering, antiplatelets), abbreviations: ['ASA', 'LDL'] },
  },
  {
    id: 'abdominal-aortic-aneurysm',
    title: 'Abdominal aortic aneurysm, without rupture',
    kind: 'chronic',
    codes: ['I714'],
    terms: ['abdominal aortic aneurysm', 'infrarenal abdominal aortic aneurysm', 'infrarenal aortic aneurysm', 'juxtarenal aortic aneurysm', 'aneurysm of the abdominal aorta'],
    abbreviations: ['AAA'],
    pseudo: ['abdominal aortic aneurysm screening'],
    backing: { terms: ['surveillance', 'ct angiogram', 'aortic ultrasound', 'vascular surgery', 'endovascular aneurysm repair', 'blood pressure control', 'open repair'], abbreviations: ['EVAR', 'CTA'] },
    // A rupture this stay is I71.3-, whatever else names the aneurysm.
    specificity: { contradictedBy: rupturedNames },
  },
  {
    id: 'thoracic-aortic-aneurysm',
    title: 'Thoracic aortic aneurysm, without rupture',
    kind: 'chronic',
    codes: ['I712'],
    terms: ['thoracic aortic aneurysm', 'ascending aortic aneurysm', 'aneurysm of the ascending aorta', 'descending thoracic aortic aneurysm', 'aortic root aneurysm', 'aortic arch aneurysm'],
    abbreviations: ['TAA'],
    backing: { terms: ['surveillance', 'ct angiogram', 'echocardiogram', 'cardiothoracic surgery', 'vascular surgery', 'blood pressure control', 'beta blocker', 'thoracic endovascular aortic repair'], abbreviations: ['TEVAR', 'CTA'] },
  },
  // Thoracic aortic dissection (I71.01-, FY2023): Stanford type A involves the ascending aorta, type B spares it.
  {
    id: 'dissection-of-ascending-aorta',
    title: 'Dissection of ascending aorta',
    kind: 'episodic',
    codes: ['I71010'],
    terms: words(typeADissection, ['ascending aorta dissection', 'debakey type i aortic dissection', 'debakey type ii aortic dissection']),
    backing: { terms: aorticDissectionCare, abbreviations: ['CTA', 'TEE'] },
    specificity: { otherKinds: typeBDissection },
  },
  {
    id: 'dissection-of-aortic-arch',
    title: 'Dissection of aortic arch',
    kind: 'episodic',
    codes: ['I71011'],
    terms: ['aortic arch dissection', 'dissection of the aortic arch', 'arch dissection', 'isolated arch dissection', 'isolated aortic arch dissection'],
    backing: { terms: aorticDissectionCare, abbreviations: ['CTA', 'TEE', 'TEVAR'] },
  },
  {
    id: 'dissection-of-descending-thoracic-aorta',
    title: 'Dissection of descending thoracic aorta',
    kind: 'episodic',
    codes: ['I71012'],
    terms: typeBDissection,
    backing: { terms: aorticDissectionCare, abbreviations: ['CTA', 'TEVAR'] },
    specificity: { otherKinds: typeADissection },
  },
  {
    id: 'dissection-of-thoracic-aorta',
    title: 'Dissection of thoracic aorta, unspecified',
    kind: 'episodic',
    codes: ['I71019'],
    terms: ['thoracic aortic dissection', 'dissection of the thoracic aorta', 'thoracic aorta dissection'],
    backing: { terms: aorticDissectionCare, abbreviations: ['CTA', 'TEVAR'] },
    specificity: { otherKinds: words(typeADissection, typeBDissection) },
  },
  // Acute arterial embolism or thrombosis of the leg (I74.3): acute limb ischemia.
  {
    id: 'lower-extremity-arterial-embolism',
    title: 'Embolism and thrombosis of arteries of the lower extremities',
    kind: 'episodic',
    codes: ['I743'],
    terms: [
      'acute limb ischemia', 'acute lower extremity ischemia', 'acute lower limb ischemia', 'acute leg ischemia', 'acute on chronic limb ischemia', 'femoral embolus', 'femoral artery embolus',
      'femoral artery embolism', 'common femoral artery embolus', 'superficial femoral artery embolus', 'popliteal embolus', 'popliteal artery embolus', 'popliteal artery embolism',
      'femoral artery thrombosis', 'superficial femoral artery thrombosis', 'popliteal artery thrombosis', 'acute popliteal artery occlusion', 'acute femoral artery occlusion',
      'tibial artery embolus', 'lower extremity arterial embolism', 'lower extremity arterial embolus', 'lower extremity arterial thrombosis', 'arterial embolism of the leg',
      'acute arterial occlusion of the leg', 'acute thrombotic occlusion of the superficial femoral artery', 'femoropopliteal embolus',
      // With the side, and the embolus named by where it lodged: "acute right lower limb ischaemia ... embolus to the common femoral bifurcation".
      ...sided(['right', 'left'], ['acute {side} lower limb ischemia', 'acute {side} lower extremity ischemia', 'acute {side} leg ischemia', 'acute {side} limb ischemia']),
      ...['common femoral bifurcation', 'femoral bifurcation', 'common femoral artery', 'superficial femoral artery', 'popliteal artery', 'femoral artery'].flatMap((site) => [
        `embolus to the ${site}`, `embolism to the ${site}`, `embolus in the ${site}`, `embolic occlusion of the ${site}`,
      ]),
    ],
    backing: {
      terms: [
        'embolectomy', 'thrombectomy', 'fogarty embolectomy', 'balloon embolectomy', 'open thrombectomy', 'catheter directed thrombolysis', 'mechanical thrombectomy', 'heparin drip',
        'heparin infusion', 'heparin gtt', 'ct angiogram runoff', 'cta runoff', 'runoff', 'lower extremity angiogram', 'angiogram', 'fasciotomy', 'fasciotomies', 'vascular surgery',
        'arterial doppler', 'femoral popliteal bypass', 'femoropopliteal bypass', 'revascularization',
      ],
      abbreviations: ['CTA', 'CDT'],
    },
    refutedBy: { instead: ['acute upper extremity ischemia', 'brachial artery embolus', 'brachial artery embolism', 'chronic limb threatening ischemia', 'critical limb ischemia'] },
  },
  {
    id: 'carotid-stenosis',
    title: 'Occlusion and stenosis of carotid artery',
    kind: 'chronic',
    codes: ['I652'],
    terms: words(['carotid stenosis', 'carotid artery stenosis', 'carotid artery disease', 'carotid occlusion', 'carotid artery occlusion', 'internal carotid artery stenosis', 'ica stenosis', 'carotid atherosclerosis', 'carotid plaque'], sided(['right', 'left', 'bilateral'], carotidSided)),
    backing: carotidCare,
  },
  // By side (I65.21 right, I65.22 left, I65.23 bilateral): the other side's stenosis alone contradicts a sided code.
  ...(['right', 'left'] as const).map((side): CommonCondition => ({
    id: `carotid-stenosis-${side}`,
    title: `Occlusion and stenosis of ${side} carotid artery`,
    kind: 'chronic',
    codes: [side === 'right' ? 'I6521' : 'I6522'],
    terms: sided([side, 'bilateral'], carotidSided),
    refutedBy: { instead: sided([side === 'right' ? 'left' : 'right'], carotidSided) },
    backing: carotidCare,
  })),
  {
    id: 'carotid-stenosis-bilateral',
    title: 'Occlusion and stenosis of bilateral carotid arteries',
    kind: 'chronic',
    codes: ['I6523'],
    terms: words(sided(['bilateral'], carotidSided), ['bilateral carotid stenoses', 'bilateral ica stenoses']),
    backing: carotidCare,
  },
  {
    id: 'chronic-venous-insufficiency',
    title: 'Venous insufficiency (chronic) (peripheral)',
    kind: 'chronic',
    codes: ['I872'],
    terms: ['venous insufficiency', 'chronic venous insufficiency', 'venous stasis', 'venous stasis changes', 'stasis dermatitis', 'venous stasis dermatitis', 'venous stasis disease', 'chronic venous stasis'],
    abbreviations: ['CVI'],
    backing: { terms: ['compression stockings', 'compression therapy', 'leg elevation', 'elevation', 'unna boot', 'wound care', 'ted hose', 'venous duplex', 'vascular surgery'] },
  },
  {
    id: 'lymphedema',
    title: 'Lymphedema, not elsewhere classified',
    kind: 'chronic',
    codes: ['I890'],
    terms: ['lymphedema', 'chronic lymphedema', 'lower extremity lymphedema', 'upper extremity lymphedema'],
    backing: { terms: ['compression', 'compression stockings', 'compression wraps', 'lymphedema therapy', 'lymphedema clinic', 'manual lymphatic drainage', 'lymphedema pump', 'leg elevation', 'wound care'] },
  },

  // ================================================================ cerebrovascular and neurologic
  {
    id: 'acute-ischemic-stroke',
    title: 'Cerebral infarction',
    kind: 'episodic',
    codes: ['I63'],
    terms: strokeTerms,
    abbreviations: ['CVA', 'AIS'],
    pseudo: strokePseudo,
    backing: { terms: words(strokeWorkup, ['telestroke', 'code stroke', 'stroke alert']), abbreviations: ['NIHSS', 'MRI', 'CTA', 'TNK', 'tPA', 'DAPT'] },
    // A remote stroke with no new deficit this stay: "h/o CVA age 9 ... no new neuro sx".
    refutedBy: {
      absent: [
        'new neuro sx', 'new neuro symptoms', 'new neurologic symptoms', 'new neurological symptoms', 'new focal deficit', 'new focal deficits',
        'new neurologic deficit', 'new neurologic deficits', 'new neurological deficit', 'new neurological deficits', 'new deficits', 'acute infarct', 'new infarct',
      ],
    },
  },
  {
    id: 'transient-ischemic-attack',
    title: 'Transient cerebral ischemic attack, unspecified',
    kind: 'episodic',
    codes: ['G459'],
    terms: tiaTerms,
    abbreviations: ['TIA'],
    backing: { terms: strokeWorkup, abbreviations: ['MRI', 'CTA', 'DAPT'] },
  },
  {
    id: 'intracerebral-hemorrhage',
    title: 'Nontraumatic intracerebral hemorrhage',
    kind: 'episodic',
    codes: ['I61'],
    terms: ['intracerebral hemorrhage', 'intraparenchymal hemorrhage', 'hemorrhagic stroke', 'intracerebral hematoma', 'basal ganglia hemorrhage', 'thalamic hemorrhage', 'lobar hemorrhage', 'cerebellar hemorrhage', 'pontine hemorrhage', 'intraventricular hemorrhage'],
    abbreviations: ['ICH', 'IPH'],
    pseudo: ['traumatic intracerebral hemorrhage', 'hemorrhagic conversion'],
    backing: { terms: ['neurosurgery', 'neurocritical care', 'repeat ct head', 'ct head', 'blood pressure control', 'nicardipine', 'reversal', 'kcentra', 'prothrombin complex concentrate', 'andexanet', 'vitamin k', 'external ventricular drain', 'craniotomy', 'mri brain', 'held anticoagulation'], abbreviations: ['EVD', 'PCC'] },
  },
  {
    id: 'subarachnoid-hemorrhage',
    title: 'Nontraumatic subarachnoid hemorrhage',
    kind: 'episodic',
    codes: ['I60'],
    terms: ['subarachnoid hemorrhage', 'aneurysmal subarachnoid hemorrhage', 'nontraumatic subarachnoid hemorrhage'],
    abbreviations: ['SAH', 'aSAH'],
    pseudo: ['traumatic subarachnoid hemorrhage'],
    backing: { terms: ['nimodipine', 'neurosurgery', 'coiling', 'clipping', 'cerebral angiogram', 'external ventricular drain', 'transcranial doppler', 'vasospasm', 'neurocritical care', 'ct angiogram'], abbreviations: ['EVD', 'TCD'] },
  },
  ...strokeSequelae(),
  {
    id: 'hemiplegia-right-dominant',
    title: 'Hemiplegia, unspecified, affecting right dominant side',
    kind: 'chronic',
    codes: ['G8191'],
    terms: rightHemiplegiaTerms,
    // The other side affected: the code's side is contradicted.
    refutedBy: { instead: leftHemiplegiaTerms },
    backing: { terms: words(rehabilitation, ['baclofen', 'tizanidine', 'ankle foot orthosis', 'hemi walker', 'wheelchair']), abbreviations: ['AFO'] },
  },
  {
    // ICD-10-CM default when dominance is not documented: left side affected is nondominant.
    id: 'hemiplegia-left-nondominant',
    title: 'Hemiplegia, unspecified, affecting left nondominant side',
    kind: 'chronic',
    codes: ['G8194'],
    terms: leftHemiplegiaTerms,
    refutedBy: { instead: rightHemiplegiaTerms },
    backing: { terms: words(rehabilitation, ['baclofen', 'tizanidine', 'ankle foot orthosis', 'hemi walker', 'wheelchair']), abbreviations: ['AFO'] },
  },
  {
    id: 'hemiplegia',
    title: 'Hemiplegia, unspecified side',
    kind: 'chronic',
    codes: ['G8190'],
    terms: ['hemiparesis', 'hemiplegia', 'hemiparetic', 'hemiplegic', 'right hemiparesis', 'right hemiplegia', 'right sided hemiparesis', 'right sided hemiplegia', 'left hemiparesis', 'left hemiplegia', 'left sided hemiparesis', 'left sided hemiplegia'],
    backing: { terms: words(rehabilitation, ['baclofen', 'tizanidine', 'ankle foot orthosis', 'wheelchair']), abbreviations: ['AFO'] },
  },
  {
    id: 'paraplegia',
    title: 'Paraplegia',
    kind: 'chronic',
    codes: ['G8220'],
    terms: paraplegiaNames,
    backing: { terms: paraplegiaCare },
  },
  paraplegiaOfKind('complete', 'G8221'),
  paraplegiaOfKind('incomplete', 'G8222'),
  {
    id: 'quadriplegia',
    title: 'Quadriplegia',
    kind: 'chronic',
    codes: ['G8250'],
    terms: ['quadriplegia', 'quadriplegic', 'tetraplegia', 'tetraplegic'],
    backing: { terms: ['wheelchair', 'power wheelchair', 'bowel program', 'bowel regimen', 'intermittent catheterization', 'suprapubic catheter', 'baclofen', 'pressure injury prevention', 'turning every 2 hours', 'spinal cord injury', 'tracheostomy', 'home ventilator'] },
  },
  {
    id: 'dementia',
    title: 'Unspecified dementia, unspecified severity, without behavioral disturbance',
    kind: 'chronic',
    codes: ['F0390'],
    terms: [
      'dementia', 'senile dementia', 'major neurocognitive disorder', 'mild dementia', 'moderate dementia', 'severe dementia', 'advanced dementia',
      'end stage dementia', 'late stage dementia', 'early dementia', 'progressive dementia', 'mixed dementia', 'presenile dementia',
    ],
    pseudo: ['dementia precautions', 'dementia screening', 'pugilistic dementia'],
    backing: { terms: dementiaCare, abbreviations: ['MoCA', 'MMSE', 'SLUMS'] },
  },
  {
    id: 'dementia-with-behavioral-disturbance',
    title: 'Unspecified dementia with behavioral disturbance',
    kind: 'chronic',
    codes: ['F0391'],
    terms: [
      'dementia with behavioral disturbance', 'dementia with behavioral disturbances', 'dementia with agitation', 'dementia with aggression',
      'dementia with behaviors', 'behavioral disturbance of dementia', 'behavioral and psychological symptoms of dementia', 'dementia related behaviors',
      'dementia with psychosis', 'dementia with wandering', 'sundowning', 'sundowning behavior',
    ],
    abbreviations: ['BPSD'],
    backing: { terms: words(dementiaCare, antipsychotics, ['redirection', 'restraints', 'one to one sitter', 'behavioral plan', 'wander guard', 'wanderguard', 'trazodone']) },
    // "Dementia, mild, without behavioral disturbance": the other kind, written out.
    specificity: { otherKinds: ['without behavioral disturbance', 'without behavioral disturbances', 'without behavioural disturbance', 'without behavioral symptoms'] },
  },
  {
    id: 'dementia-mild',
    title: 'Unspecified dementia, mild',
    kind: 'chronic',
    codes: ['F03A'],
    terms: mildDementiaNames,
    namedInParts: { terms: ['dementia', 'major neurocognitive disorder'], inSentenceWith: fastStage(4) },
    backing: { terms: words(dementiaCare, fastStage(4)), abbreviations: ['MoCA', 'MMSE'] },
    // Each severity refutes the others, when the billed one is never written.
    refutedBy: { instead: words(moderateDementiaNames, severeDementiaNames) },
  },
  {
    id: 'dementia-moderate',
    title: 'Unspecified dementia, moderate',
    kind: 'chronic',
    codes: ['F03B'],
    terms: moderateDementiaNames,
    namedInParts: { terms: ['dementia', 'major neurocognitive disorder'], inSentenceWith: fastStage(5) },
    backing: { terms: words(dementiaCare, fastStage(5)), abbreviations: ['MoCA', 'MMSE'] },
    refutedBy: { instead: words(mildDementiaNames, severeDementiaNames) },
  },
  {
    id: 'dementia-severe',
    title: 'Unspecified dementia, severe',
    kind: 'chronic',
    codes: ['F03C'],
    terms: severeDementiaNames,
    // "Dementia, FAST 7c": the stage names the severity. The bare "FAST" is also the trauma ultrasound.
    namedInParts: { terms: ['dementia', 'major neurocognitive disorder'], inSentenceWith: fastStage(7) },
    backing: { terms: words(dementiaCare, fastStage(7), ['hospice', 'comfort care', 'total care', 'dependent for all adls']), abbreviations: ['ADLs'] },
    refutedBy: { instead: words(mildDementiaNames, moderateDementiaNames) },
  },
  {
    id: 'vascular-dementia',
    title: 'Vascular dementia',
    kind: 'chronic',
    codes: ['F015'],
    terms: ['vascular dementia', 'multi infarct dementia', 'multiinfarct dementia', 'vascular neurocognitive disorder'],
    backing: { terms: words(dementiaCare, ['aspirin', 'statin']), abbreviations: ['MoCA', 'MMSE'] },
  },
  {
    id: 'dementia-in-other-diseases',
    title: 'Dementia in other diseases classified elsewhere, unspecified severity',
    kind: 'chronic',
    codes: ['F0280', 'F0281'],
    terms: [
      "alzheimer's dementia", 'alzheimer dementia', 'alzheimers dementia', 'dementia of the alzheimer type', "dementia due to alzheimer's disease",
      'dementia due to alzheimer disease', 'alzheimer type dementia', "parkinson's disease dementia", 'parkinson disease dementia',
      "dementia due to parkinson's disease", 'lewy body dementia', 'dementia with lewy bodies', 'frontotemporal dementia',
      "alzheimer's disease", 'alzheimer disease', 'alzheimers disease', "alzheimer's",
    ],
    abbreviations: ['DLB', 'FTD'],
    backing: { terms: dementiaCare, abbreviations: ['MoCA', 'MMSE'] },
  },
  {
    id: 'alzheimers-disease',
    title: "Alzheimer's disease, unspecified",
    kind: 'chronic',
    codes: ['G309'],
    terms: [
      "alzheimer's disease", 'alzheimer disease', 'alzheimers disease', "alzheimer's", 'alzheimers', "alzheimer's dementia", 'alzheimer dementia',
      'alzheimers dementia', 'dementia of the alzheimer type', "dementia due to alzheimer's disease", 'dementia due to alzheimer disease',
      'alzheimer type dementia', "late onset alzheimer's disease", "early onset alzheimer's disease",
      // "advanced dementia (Alzheimer type, FAST 7a)"
      'dementia alzheimer type', "dementia alzheimer's type", "alzheimer's type dementia", 'dementia of alzheimer type', "dementia of alzheimer's type",
      'dementia (alzheimer type', "dementia (alzheimer's type", 'dementia, alzheimer type', "dementia, alzheimer's type",
    ],
    backing: { terms: words(dementiaCare, fastStage(4), fastStage(5), fastStage(6), fastStage(7)), abbreviations: ['MoCA', 'MMSE'] },
  },
  {
    id: 'alzheimers-disease-late-onset',
    title: "Alzheimer's disease with late onset",
    kind: 'chronic',
    codes: ['G301'],
    terms: [
      "late onset alzheimer's disease", 'late onset alzheimer disease', "late onset alzheimer's", 'late onset alzheimers',
      "late onset alzheimer's dementia", 'late onset alzheimer dementia', 'late onset alzheimers dementia',
      "alzheimer's disease with late onset", 'alzheimer disease with late onset', "alzheimer's dementia with late onset",
      // The qualifier after a comma or in brackets: "Alzheimer disease, late onset", "Alzheimer's dementia (late onset)".
      ...alzheimerNames.flatMap((n) => [`${n}, late onset`, `${n} (late onset)`, `${n}, late-onset type`, `${n}, late onset type`]),
    ],
    backing: { terms: words(dementiaCare, fastStage(4), fastStage(5), fastStage(6), fastStage(7)), abbreviations: ['MoCA', 'MMSE'] },
    specificity: { otherKinds: alzheimerNames.flatMap((n) => [`early onset ${n}`, `${n}, early onset`, `${n} (early onset)`, `${n} with early onset`]) },
  },
  {
    id: 'lewy-body-dementia',
    title: 'Dementia with Lewy bodies',
    kind: 'chronic',
    codes: ['G3183'],
    terms: ['lewy body dementia', 'dementia with lewy bodies', 'lewy body disease'],
    abbreviations: ['DLB', 'LBD'],
    backing: { terms: words(dementiaCare, parkinsonTherapy), abbreviations: ['MoCA', 'MMSE'] },
  },
  {
    id: 'frontotemporal-dementia',
    title: 'Frontotemporal dementia (other)',
    kind: 'chronic',
    codes: ['G3109'],
    terms: ['frontotemporal dementia', 'frontotemporal lobar degeneration', 'behavioral variant frontotemporal dementia', "pick's disease"],
    abbreviations: ['FTD', 'bvFTD'],
    backing: { terms: dementiaCare },
  },
  {
    id: 'mild-cognitive-impairment',
    title: 'Mild cognitive impairment of uncertain or unknown etiology',
    kind: 'chronic',
    codes: ['G3184'],
    terms: ['mild cognitive impairment', 'mild neurocognitive disorder'],
    abbreviations: ['MCI'],
    backing: { terms: dementiaCare, abbreviations: ['MoCA', 'MMSE'] },
  },
  {
    id: 'delirium',
    title: 'Delirium due to known physiological condition',
    kind: 'episodic',
    codes: ['F05'],
    terms: ['delirium', 'acute delirium', 'hospital delirium', 'hospital acquired delirium', 'postoperative delirium', 'hyperactive delirium', 'hypoactive delirium', 'mixed delirium', 'acute confusional state', 'delirious', 'multifactorial delirium', 'icu delirium'],
    pseudo: ['delirium screening', 'delirium risk'],
    backing: { terms: words(antipsychotics, ['delirium precautions', 'reorientation', 'sitter', 'one to one sitter', 'melatonin', 'sleep hygiene', 'sleep wake cycle', 'family at bedside', 'cam icu', 'confusion assessment method', 'avoid benzodiazepines', 'minimize sedating medications', 'delirium workup',
      // The 4AT screen, and the non-drug measures of a delirium bundle (NICE CG103, HELP).
      '4at', '4at score', 'glasses and hearing aid', 'glasses and hearing aids', 'hearing aid in', 'hearing aids in', 'lights on by day', 'lights off at night',
      'day night orientation', 'non pharmacologic delirium measures', 'nonpharmacologic delirium measures', 'non pharmacological delirium measures', 'delirium bundle',
      'anticholinergic burden', 'deliriogenic medications', 'deliriogenic medications stopped']), abbreviations: ['CAM', 'CAM-ICU', '4AT'] },
  },
  {
    id: 'altered-mental-status',
    title: 'Altered mental status, unspecified',
    kind: 'episodic',
    codes: ['R4182'],
    terms: ['altered mental status', 'mental status change', 'change in mental status', 'altered sensorium', 'acute mental status change', 'altered level of consciousness'],
    // "Alert, oriented and appropriate throughout; no confusion was observed."
    refutedBy: { absent: ['confusion', 'disorientation', 'altered mental status', 'mental status change', 'mental status changes', 'change in mental status'] },
    abbreviations: ['AMS'],
    backing: { terms: ['ct head', 'mri brain', 'eeg', 'neurology', 'lumbar puncture', 'ammonia', 'urine drug screen', 'infectious workup', 'blood cultures', 'urinalysis', 'delirium precautions', 'mental status improved', 'back to baseline mental status', 'returned to baseline'], abbreviations: ['EEG', 'LP', 'UDS'] },
  },
  {
    id: 'disorientation',
    title: 'Disorientation, unspecified (confusion)',
    kind: 'episodic',
    codes: ['R410'],
    terms: ['confusion', 'confused', 'disoriented', 'disorientation', 'acute confusion', 'intermittent confusion'],
    pseudo: ['confusion assessment'],
    backing: { terms: ['reorientation', 'delirium precautions', 'sitter', 'ct head', 'mri brain', 'neurology', 'ammonia', 'urinalysis', 'mental status improved', 'returned to baseline'] },
  },
  {
    id: 'agitation',
    title: 'Restlessness and agitation',
    kind: 'episodic',
    codes: ['R451'],
    terms: ['agitation', 'agitated', 'restlessness', 'restless', 'combative', 'combativeness'],
    backing: { terms: words(antipsychotics, ['lorazepam', 'ativan', 'sitter', 'one to one sitter', 'restraints', 'soft restraints', 'redirection', 'de escalation', 'dexmedetomidine', 'precedex']) },
  },
  {
    id: 'parkinsons-disease',
    title: "Parkinson's disease",
    kind: 'chronic',
    codes: ['G20'],
    excludes: ['G20C'],
    terms: ["parkinson's disease", 'parkinson disease', 'parkinsons disease', "parkinson's", 'parkinsons', 'idiopathic parkinson disease', "idiopathic parkinson's disease", 'paralysis agitans', "parkinson's disease with dyskinesia", "parkinson's disease with fluctuations"],
    backing: { terms: parkinsonTherapy, abbreviations: ['DBS'] },
  },
  {
    id: 'parkinsonism',
    title: 'Parkinsonism, unspecified',
    kind: 'chronic',
    codes: ['G20C'],
    terms: ['parkinsonism', 'parkinsonian features', 'parkinsonian syndrome'],
    pseudo: ['drug induced parkinsonism', 'medication induced parkinsonism', 'neuroleptic induced parkinsonism', 'vascular parkinsonism'],
    backing: { terms: parkinsonTherapy },
  },
  {
    id: 'essential-tremor',
    title: 'Essential tremor',
    kind: 'chronic',
    codes: ['G250'],
    terms: ['essential tremor', 'benign essential tremor', 'familial tremor', 'benign familial tremor'],
    backing: { terms: ['propranolol', 'primidone', 'mysoline', 'topiramate', 'gabapentin', 'neurology', 'deep brain stimulator'] },
  },
  {
    id: 'tremor',
    title: 'Tremor, unspecified',
    kind: 'episodic',
    codes: ['R251'],
    terms: ['tremor', 'tremulous', 'tremulousness', 'shaking'],
    backing: { terms: ['propranolol', 'neurology', 'primidone', 'ciwa', 'lorazepam'] },
  },
  {
    id: 'epilepsy',
    title: 'Epilepsy, unspecified, not intractable',
    kind: 'chronic',
    codes: ['G40909'],
    terms: ['epilepsy', 'seizure disorder', 'epileptic', 'breakthrough seizure', 'known seizure disorder', 'epilepsy syndrome', 'focal epilepsy', 'generalized epilepsy', 'temporal lobe epilepsy', 'intractable epilepsy', 'refractory epilepsy', 'juvenile myoclonic epilepsy', 'convulsive disorder'],
    backing: { terms: antiepileptics, abbreviations: ['EEG', 'EMU', 'AED', 'ASM'] },
  },
  {
    id: 'intractable-epilepsy',
    title: 'Epilepsy, unspecified, intractable',
    kind: 'chronic',
    codes: ['G40919'],
    terms: ['intractable epilepsy', 'refractory epilepsy', 'medically refractory epilepsy', 'drug resistant epilepsy', 'pharmacoresistant epilepsy', 'medically intractable epilepsy', 'intractable seizure disorder', 'refractory seizure disorder'],
    backing: { terms: words(antiepileptics, ['vagal nerve stimulator', 'vagus nerve stimulator', 'responsive neurostimulation', 'epilepsy surgery']), abbreviations: ['EEG', 'EMU', 'VNS', 'RNS'] },
  },
  {
    id: 'status-epilepticus',
    title: 'Epilepsy with status epilepticus',
    kind: 'episodic',
    codes: ['G40901', 'G40911'],
    terms: ['status epilepticus', 'convulsive status epilepticus', 'nonconvulsive status epilepticus', 'refractory status epilepticus'],
    abbreviations: ['NCSE'],
    backing: { terms: words(antiepileptics, ['intubated', 'propofol', 'midazolam drip', 'continuous eeg', 'neurocritical care']), abbreviations: ['EEG', 'cEEG'] },
  },
  {
    id: 'seizure',
    title: 'Unspecified convulsions (seizure)',
    kind: 'episodic',
    codes: ['R569'],
    terms: ['seizure', 'convulsion', 'seizure activity', 'tonic clonic seizure', 'generalized tonic clonic seizure', 'grand mal seizure', 'focal seizure', 'new onset seizure', 'first time seizure', 'first seizure', 'provoked seizure', 'unprovoked seizure', 'witnessed seizure'],
    abbreviations: ['GTC'],
    pseudo: ['seizure like activity', 'seizure like episode', 'psychogenic nonepileptic seizure', 'nonepileptic seizure'],
    backing: { terms: antiepileptics, abbreviations: ['EEG', 'AED', 'ASM'] },
  },
  {
    id: 'migraine',
    title: 'Migraine, unspecified',
    kind: 'chronic',
    codes: ['G43909', 'G43919'],
    terms: ['migraine', 'migraine headache', 'migraine without aura', 'migraine with aura', 'chronic migraine', 'common migraine', 'classic migraine', 'intractable migraine', 'migraine disorder', 'hemiplegic migraine', 'vestibular migraine'],
    backing: { terms: ['sumatriptan', 'imitrex', 'rizatriptan', 'maxalt', 'zolmitriptan', 'eletriptan', 'triptan', 'topiramate', 'propranolol', 'amitriptyline', 'headache cocktail', 'prochlorperazine', 'compazine', 'metoclopramide', 'reglan', 'ketorolac', 'toradol', 'dihydroergotamine', 'erenumab', 'aimovig', 'fremanezumab', 'ajovy', 'galcanezumab', 'emgality', 'rimegepant', 'nurtec', 'ubrogepant', 'ubrelvy', 'botox', 'neurology', 'magnesium', 'migraine cocktail'], abbreviations: ['DHE'] },
  },
  {
    id: 'migraine-without-aura',
    title: 'Migraine without aura',
    kind: 'chronic',
    codes: ['G43009', 'G43019'],
    terms: ['migraine without aura', 'common migraine'],
    backing: { terms: ['sumatriptan', 'imitrex', 'rizatriptan', 'maxalt', 'triptan', 'topiramate', 'propranolol', 'headache cocktail', 'migraine cocktail', 'prochlorperazine', 'metoclopramide', 'ketorolac', 'neurology'] },
  },
  {
    id: 'migraine-with-aura',
    title: 'Migraine with aura',
    kind: 'chronic',
    codes: ['G43109', 'G43119'],
    terms: ['migraine with aura', 'classic migraine', 'migraine with visual aura'],
    backing: { terms: ['sumatriptan', 'imitrex', 'rizatriptan', 'maxalt', 'triptan', 'topiramate', 'propranolol', 'headache cocktail', 'migraine cocktail', 'prochlorperazine', 'metoclopramide', 'ketorolac', 'neurology'] },
  },
  {
    id: 'headache',
    title: 'Headache, unspecified',
    kind: 'episodic',
    codes: ['R519'],
    terms: ['headache', 'cephalgia', 'head pain'],
    pseudo: ['tension headache', 'cluster headache', 'post dural puncture headache', 'spinal headache'],
    backing: { terms: ['acetaminophen', 'tylenol', 'ibuprofen', 'ketorolac', 'toradol', 'headache cocktail', 'prochlorperazine', 'metoclopramide', 'butalbital', 'fioricet', 'ct head', 'mri brain', 'neurology'] },
  },
  {
    id: 'peripheral-neuropathy',
    title: 'Polyneuropathy, unspecified',
    kind: 'chronic',
    codes: ['G629'],
    terms: ['peripheral neuropathy', 'polyneuropathy', 'neuropathy', 'peripheral polyneuropathy', 'sensory neuropathy', 'idiopathic peripheral neuropathy', 'length dependent neuropathy', 'stocking glove neuropathy'],
    backing: { terms: words(neuropathicPain, ['vitamin b12', 'b12 level', 'neurology']), abbreviations: ['EMG', 'NCS'] },
  },
  {
    id: 'alcoholic-polyneuropathy',
    title: 'Alcoholic polyneuropathy',
    kind: 'chronic',
    codes: ['G621'],
    terms: ['alcoholic neuropathy', 'alcoholic polyneuropathy', 'alcohol related neuropathy', 'alcohol induced neuropathy', 'alcoholic peripheral neuropathy'],
    backing: { terms: words(neuropathicPain, ['thiamine', 'alcohol cessation']) },
  },
  {
    id: 'drug-induced-polyneuropathy',
    title: 'Drug-induced polyneuropathy (including chemotherapy-induced)',
    kind: 'chronic',
    codes: ['G620'],
    terms: ['chemotherapy induced neuropathy', 'chemotherapy induced peripheral neuropathy', 'chemo induced neuropathy', 'chemotherapy related neuropathy', 'drug induced neuropathy', 'drug induced polyneuropathy', 'oxaliplatin induced neuropathy', 'taxane induced neuropathy'],
    abbreviations: ['CIPN'],
    backing: { terms: neuropathicPain },
  },
  {
    id: 'critical-illness-polyneuropathy',
    title: 'Critical illness polyneuropathy',
    kind: 'episodic',
    codes: ['G6281'],
    terms: ['critical illness polyneuropathy', 'critical illness neuropathy', 'critical illness neuromyopathy', 'icu acquired weakness'],
    abbreviations: ['CIP', 'ICUAW'],
    backing: { terms: words(rehabilitation, ['emg', 'nerve conduction study', 'neurology']) },
    // The nerve studies decide it: "no electrodiagnostic evidence of polyneuropathy" (a myopathy instead).
    // Polyneuropathy only: "no evidence of an amyloid neuropathy" says nothing of a polyneuropathy present.
    refutedBy: { absent: ['polyneuropathy', 'axonal polyneuropathy', 'sensorimotor polyneuropathy', 'electrodiagnostic evidence of polyneuropathy'] },
  },
  {
    id: 'critical-illness-myopathy',
    title: 'Critical illness myopathy',
    kind: 'episodic',
    codes: ['G7281'],
    terms: ['critical illness myopathy', 'icu myopathy', 'acute quadriplegic myopathy'],
    abbreviations: ['CIM'],
    backing: { terms: words(rehabilitation, ['emg', 'ck', 'creatine kinase', 'neurology']) },
  },
  {
    id: 'restless-legs-syndrome',
    title: 'Restless legs syndrome',
    kind: 'chronic',
    codes: ['G2581'],
    terms: ['restless legs syndrome', 'restless leg syndrome', 'restless legs', 'restless leg', 'willis ekbom disease'],
    abbreviations: ['RLS'],
    backing: { terms: ['ropinirole', 'requip', 'pramipexole', 'mirapex', 'gabapentin', 'neurontin', 'pregabalin', 'iron supplementation', 'ferrous sulfate', 'ferritin', 'rotigotine', 'horizant'] },
  },
  {
    id: 'multiple-sclerosis',
    title: 'Multiple sclerosis',
    kind: 'chronic',
    codes: ['G35'],
    terms: ['multiple sclerosis', 'relapsing remitting multiple sclerosis', 'secondary progressive multiple sclerosis', 'primary progressive multiple sclerosis', 'ms flare', 'multiple sclerosis flare', 'multiple sclerosis exacerbation'],
    abbreviations: ['RRMS', 'SPMS', 'PPMS'],
    backing: { terms: ['ocrelizumab', 'ocrevus', 'natalizumab', 'tysabri', 'fingolimod', 'gilenya', 'dimethyl fumarate', 'tecfidera', 'glatiramer', 'copaxone', 'interferon beta', 'avonex', 'rebif', 'betaseron', 'teriflunomide', 'aubagio', 'ofatumumab', 'kesimpta', 'siponimod', 'mayzent', 'cladribine', 'ozanimod', 'rituximab', 'methylprednisolone', 'solu medrol', 'baclofen', 'tizanidine', 'dalfampridine', 'ampyra', 'mri brain', 'neurology'] },
  },
  {
    id: 'myasthenia-gravis',
    title: 'Myasthenia gravis without (acute) exacerbation',
    kind: 'chronic',
    codes: ['G7000'],
    terms: ['myasthenia gravis', 'ocular myasthenia gravis', 'generalized myasthenia gravis', 'seropositive myasthenia gravis'],
    backing: { terms: ['pyridostigmine', 'mestinon', 'azathioprine', 'mycophenolate', 'prednisone', 'eculizumab', 'soliris', 'ravulizumab', 'efgartigimod', 'vyvgart', 'rozanolixizumab', 'ivig', 'intravenous immunoglobulin', 'neurology', 'thymectomy'], abbreviations: ['IVIG'] },
  },
  {
    id: 'myasthenia-gravis-exacerbation',
    title: 'Myasthenia gravis with (acute) exacerbation',
    kind: 'episodic',
    codes: ['G7001'],
    terms: ['myasthenia gravis exacerbation', 'myasthenia gravis flare', 'myasthenic crisis', 'myasthenic exacerbation', 'myasthenia exacerbation', 'exacerbation of myasthenia gravis'],
    backing: { terms: ['ivig', 'intravenous immunoglobulin', 'plasmapheresis', 'plasma exchange', 'plex', 'pyridostigmine', 'negative inspiratory force', 'nif', 'vital capacity', 'bipap', 'intubated', 'neurology'], abbreviations: ['IVIG', 'PLEX', 'NIF'] },
  },
  {
    id: 'amyotrophic-lateral-sclerosis',
    title: 'Amyotrophic lateral sclerosis',
    kind: 'chronic',
    codes: ['G1221'],
    terms: ['amyotrophic lateral sclerosis', "lou gehrig's disease", 'motor neuron disease'],
    abbreviations: ['ALS'],
    backing: { terms: ['riluzole', 'rilutek', 'edaravone', 'radicava', 'tofersen', 'bipap', 'noninvasive ventilation', 'peg tube', 'gastrostomy', 'neurology', 'als clinic', 'palliative care'], abbreviations: ['NIV', 'BiPAP'] },
  },
  {
    id: 'guillain-barre-syndrome',
    title: 'Guillain-Barre syndrome',
    kind: 'episodic',
    codes: ['G610'],
    terms: ['guillain barre syndrome', 'guillain barre', 'acute inflammatory demyelinating polyneuropathy', 'acute inflammatory demyelinating polyradiculoneuropathy'],
    abbreviations: ['AIDP'],
    backing: { terms: ['ivig', 'intravenous immunoglobulin', 'plasmapheresis', 'plasma exchange', 'lumbar puncture', 'albuminocytologic dissociation', 'negative inspiratory force', 'nif', 'vital capacity', 'emg', 'neurology'], abbreviations: ['IVIG', 'PLEX', 'NIF', 'LP'] },
  },
  {
    id: 'cerebral-palsy',
    title: 'Cerebral palsy, unspecified',
    kind: 'chronic',
    codes: ['G809'],
    terms: ['cerebral palsy', 'spastic cerebral palsy', 'spastic quadriplegic cerebral palsy', 'spastic diplegia'],
    backing: { terms: ['baclofen', 'intrathecal baclofen', 'baclofen pump', 'tizanidine', 'botox', 'wheelchair', 'physical therapy', 'gastrostomy', 'g tube', 'group home', 'caregiver'] },
  },
  {
    id: 'normal-pressure-hydrocephalus',
    title: 'Normal pressure hydrocephalus',
    kind: 'chronic',
    codes: ['G912'],
    terms: ['normal pressure hydrocephalus'],
    abbreviations: ['NPH'],
    backing: { terms: ['lumbar drain', 'high volume lumbar puncture', 'large volume lumbar puncture', 'tap test', 'vp shunt', 'ventriculoperitoneal shunt', 'neurosurgery', 'gait assessment'], abbreviations: ['VPS', 'LP'] },
  },
  {
    id: 'hydrocephalus',
    title: 'Hydrocephalus, unspecified',
    kind: 'chronic',
    codes: ['G919'],
    terms: ['hydrocephalus', 'communicating hydrocephalus', 'obstructive hydrocephalus', 'normal pressure hydrocephalus', 'ventriculomegaly'],
    abbreviations: ['NPH'],
    backing: { terms: ['vp shunt', 'ventriculoperitoneal shunt', 'shunt', 'external ventricular drain', 'lumbar drain', 'neurosurgery', 'ct head', 'shunt series'], abbreviations: ['VPS', 'EVD'] },
  },
  {
    id: 'anoxic-brain-injury',
    title: 'Anoxic brain damage, not elsewhere classified',
    kind: 'episodic',
    codes: ['G931'],
    terms: ['anoxic brain injury', 'anoxic brain damage', 'hypoxic brain injury', 'hypoxic ischemic brain injury', 'anoxic encephalopathy', 'hypoxic ischemic encephalopathy', 'anoxic injury', 'global anoxic injury'],
    abbreviations: ['HIE'],
    backing: { terms: ['eeg', 'mri brain', 'ssep', 'neurology', 'neuroprognostication', 'targeted temperature management', 'goals of care', 'palliative care'], abbreviations: ['EEG', 'TTM'] },
  },
  {
    id: 'cerebral-edema',
    title: 'Cerebral edema',
    kind: 'episodic',
    codes: ['G936'],
    terms: [
      'cerebral edema', 'brain edema', 'vasogenic edema', 'cytotoxic edema', 'diffuse cerebral edema', 'perilesional edema',
      // Around a bleed: "increased perihematomal edema, 7 mm midline shift".
      'perihematomal edema', 'peri hematomal edema', 'perihemorrhagic edema', 'cerebral swelling', 'brain swelling', 'malignant cerebral edema',
    ],
    backing: { terms: ['dexamethasone', 'decadron', 'mannitol', 'hypertonic saline', '3% saline', '23.4% saline', 'neurosurgery', 'head of bed elevation', 'ct head', 'mri brain'] },
  },
  {
    id: 'idiopathic-intracranial-hypertension',
    title: 'Benign (idiopathic) intracranial hypertension',
    kind: 'chronic',
    codes: ['G932'],
    terms: ['idiopathic intracranial hypertension', 'benign intracranial hypertension', 'pseudotumor cerebri', 'intracranial hypertension'],
    abbreviations: ['IIH'],
    backing: { terms: ['acetazolamide', 'diamox', 'topiramate', 'lumbar puncture', 'opening pressure', 'ophthalmology', 'papilledema', 'weight loss', 'neurology'], abbreviations: ['LP'] },
  },
  {
    id: 'syncope',
    title: 'Syncope and collapse',
    kind: 'episodic',
    codes: ['R55'],
    terms: ['syncope', 'syncopal episode', 'syncopal event', 'syncopized', 'passed out', 'passing out', 'near syncope', 'presyncope', 'presyncopal', 'vasovagal syncope', 'neurocardiogenic syncope', 'orthostatic syncope', 'transient loss of consciousness'],
    pseudo: ['cough syncope'],
    backing: { terms: ['telemetry', 'echocardiogram', 'orthostatic vital signs', 'orthostatic vitals', 'tilt table', 'event monitor', 'holter', 'holter monitor', 'zio patch', 'loop recorder', 'implantable loop recorder', 'carotid ultrasound', 'ekg', 'ecg', 'iv fluids', 'syncope workup', 'cardiology'], abbreviations: ['ILR'] },
  },
  {
    id: 'dizziness',
    title: 'Dizziness and giddiness',
    kind: 'episodic',
    codes: ['R42'],
    terms: ['dizziness', 'dizzy', 'vertigo', 'lightheadedness', 'lightheaded', 'light headed', 'light headedness', 'giddiness', 'vertiginous'],
    backing: { terms: ['meclizine', 'antivert', 'epley maneuver', 'vestibular therapy', 'vestibular rehabilitation', 'orthostatic vital signs', 'orthostatic vitals', 'mri brain', 'ct head', 'iv fluids', 'fall precautions'] },
  },
  {
    id: 'benign-paroxysmal-positional-vertigo',
    title: 'Benign paroxysmal vertigo',
    kind: 'episodic',
    codes: ['H8110', 'H8111', 'H8112', 'H8113'],
    terms: ['benign paroxysmal positional vertigo', 'positional vertigo'],
    abbreviations: ['BPPV'],
    backing: { terms: ['epley maneuver', 'meclizine', 'antivert', 'vestibular therapy', 'dix hallpike', 'ent', 'physical therapy'] },
  },
  {
    id: 'aphasia',
    title: 'Aphasia',
    kind: 'episodic',
    codes: ['R4701'],
    terms: ['aphasia', 'aphasic', 'expressive aphasia', 'receptive aphasia', 'global aphasia', 'wernicke aphasia', "broca's aphasia", 'word finding difficulty', 'word finding difficulties'],
    backing: { terms: words(strokeWorkup, ['speech therapy', 'speech language pathology']), abbreviations: ['SLP'] },
  },
  {
    id: 'dysarthria',
    title: 'Dysarthria',
    kind: 'episodic',
    codes: ['R471'],
    terms: ['dysarthria', 'dysarthric', 'slurred speech', 'slurring of speech', 'speech slurred'],
    backing: { terms: words(strokeWorkup, ['speech therapy', 'speech language pathology']), abbreviations: ['SLP'] },
  },
  {
    id: 'slurred-speech',
    title: 'Slurred speech',
    kind: 'episodic',
    codes: ['R4781'],
    terms: ['slurred speech', 'slurring of speech', 'speech slurred', 'slurring speech', 'slurred words', 'slurring his words', 'slurring her words'],
    backing: { terms: words(strokeWorkup, ['speech therapy', 'speech language pathology', 'blood alcohol level', 'ethanol level', 'urine drug screen']), abbreviations: ['SLP'] },
  },
  {
    id: 'facial-weakness',
    title: 'Facial weakness (facial droop)',
    kind: 'episodic',
    codes: ['R29810'],
    terms: ['facial droop', 'facial weakness', 'facial asymmetry', 'left facial droop', 'right facial droop', 'left facial weakness', 'right facial weakness'],
    backing: { terms: strokeWorkup },
  },
  {
    id: 'insomnia',
    title: 'Insomnia, unspecified',
    kind: 'chronic',
    codes: ['G4700'],
    terms: ['insomnia', 'chronic insomnia', 'sleep onset insomnia', 'sleep maintenance insomnia', 'difficulty sleeping', 'trouble sleeping', 'poor sleep'],
    backing: { terms: ['melatonin', 'trazodone', 'zolpidem', 'ambien', 'eszopiclone', 'lunesta', 'ramelteon', 'suvorexant', 'belsomra', 'doxepin', 'mirtazapine', 'sleep aid', 'sleep hygiene', 'quetiapine'] },
  },

  // ================================================================ respiratory
  {
    id: 'asthma',
    title: 'Asthma, unspecified, uncomplicated',
    kind: 'chronic',
    codes: ['J45909', 'J45998'],
    terms: [
      'asthma', 'bronchial asthma', 'reactive airway disease', 'reactive airways disease', 'asthmatic', 'allergic asthma', 'extrinsic asthma', 'intrinsic asthma',
      'mild intermittent asthma', 'mild persistent asthma', 'moderate persistent asthma', 'severe persistent asthma', 'persistent asthma', 'intermittent asthma',
      'chronic asthma', 'asthma well controlled', 'well controlled asthma', 'poorly controlled asthma', 'eosinophilic asthma',
    ],
    abbreviations: ['RAD'],
    pseudo: ['cardiac asthma', 'asthma education'],
    backing: { terms: words(bronchodilatorsAndInhaledSteroids, ['prednisone', 'methylprednisolone', 'solu medrol']), abbreviations: ['ICS', 'LABA', 'SABA', 'MDI'] },
  },
  {
    id: 'asthma-mild-intermittent',
    title: 'Mild intermittent asthma, uncomplicated',
    kind: 'chronic',
    codes: ['J4520'],
    terms: ['mild intermittent asthma', 'intermittent asthma'],
    backing: { terms: bronchodilatorsAndInhaledSteroids, abbreviations: ['SABA', 'MDI'] },
  },
  {
    id: 'asthma-mild-persistent',
    title: 'Mild persistent asthma, uncomplicated',
    kind: 'chronic',
    codes: ['J4530'],
    terms: ['mild persistent asthma'],
    backing: { terms: bronchodilatorsAndInhaledSteroids, abbreviations: ['ICS', 'SABA', 'MDI'] },
  },
  {
    id: 'asthma-moderate-persistent',
    title: 'Moderate persistent asthma, uncomplicated',
    kind: 'chronic',
    codes: ['J4540'],
    terms: ['moderate persistent asthma'],
    backing: { terms: bronchodilatorsAndInhaledSteroids, abbreviations: ['ICS', 'LABA', 'SABA', 'MDI'] },
  },
  {
    id: 'asthma-severe-persistent',
    title: 'Severe persistent asthma, uncomplicated',
    kind: 'chronic',
    codes: ['J4550'],
    terms: ['severe persistent asthma', 'severe asthma', 'steroid dependent asthma'],
    backing: { terms: bronchodilatorsAndInhaledSteroids, abbreviations: ['ICS', 'LABA', 'SABA', 'MDI'] },
  },
  {
    id: 'asthma-exacerbation',
    title: 'Asthma, unspecified, with (acute) exacerbation',
    kind: 'episodic',
    codes: ['J45901'],
    terms: ['asthma exacerbation', 'acute asthma exacerbation', 'exacerbation of asthma', 'asthma attack', 'asthma flare', 'acute asthma', 'asthmatic exacerbation', 'reactive airway disease exacerbation'],
    backing: { terms: words(bronchodilatorsAndInhaledSteroids, ['prednisone', 'methylprednisolone', 'solu medrol', 'magnesium sulfate', 'continuous albuterol', 'steroid burst', 'steroid taper']), abbreviations: ['SABA', 'MDI'] },
  },
  {
    id: 'status-asthmaticus',
    title: 'Asthma, unspecified, with status asthmaticus',
    kind: 'episodic',
    codes: ['J45902'],
    terms: ['status asthmaticus', 'severe asthma exacerbation', 'life threatening asthma', 'near fatal asthma'],
    backing: { terms: words(bronchodilatorsAndInhaledSteroids, ['methylprednisolone', 'solu medrol', 'magnesium sulfate', 'continuous albuterol', 'terbutaline', 'epinephrine', 'heliox', 'bipap', 'intubated', 'intensive care unit']), abbreviations: ['ICU', 'BiPAP'] },
  },
  ...asthmaSeverities.flatMap(asthmaBySeverity),
  {
    id: 'emphysema',
    title: 'Emphysema, unspecified',
    kind: 'chronic',
    codes: ['J439'],
    terms: ['emphysema', 'centrilobular emphysema', 'panlobular emphysema', 'paraseptal emphysema', 'bullous emphysema', 'emphysematous changes', 'pulmonary emphysema'],
    pseudo: ['subcutaneous emphysema', 'surgical emphysema', 'mediastinal emphysema', 'interstitial emphysema'],
    backing: { terms: words(bronchodilatorsAndInhaledSteroids, oxygenTherapy, ['pulmonary function test', 'pulmonology', 'pulmonary rehabilitation', 'roflumilast']), abbreviations: ['PFT', 'PFTs', 'LAMA', 'LABA'] },
  },
  {
    id: 'chronic-bronchitis',
    title: 'Chronic bronchitis, unspecified',
    kind: 'chronic',
    codes: ['J42'],
    terms: ['chronic bronchitis'],
    backing: { terms: words(bronchodilatorsAndInhaledSteroids, ['pulmonology', 'guaifenesin']) },
  },
  {
    id: 'acute-bronchitis',
    title: 'Acute bronchitis, unspecified',
    kind: 'episodic',
    codes: ['J209'],
    terms: ['acute bronchitis', 'bronchitis', 'viral bronchitis', 'acute tracheobronchitis', 'tracheobronchitis'],
    // Antibiotics are often given though rarely indicated; steroids treat the bronchospasm of a severe case.
    backing: {
      terms: words(bronchodilatorsAndInhaledSteroids, antibiotics, [
        'antibiotics', 'steroids', 'iv steroids', 'oral steroids', 'prednisone', 'methylprednisolone', 'solu medrol', 'benzonatate', 'tessalon',
        'guaifenesin', 'mucinex', 'dextromethorphan', 'supportive care', 'cough suppressant',
      ]),
    },
  },
  {
    id: 'bronchiectasis',
    title: 'Bronchiectasis, uncomplicated',
    kind: 'chronic',
    codes: ['J479'],
    terms: ['bronchiectasis', 'cylindrical bronchiectasis', 'traction bronchiectasis'],
    backing: { terms: ['airway clearance', 'chest physiotherapy', 'flutter valve', 'acapella', 'hypertonic saline', 'vest therapy', 'azithromycin', 'pulmonology', 'sputum culture', 'albuterol'] },
  },
  {
    id: 'interstitial-lung-disease',
    title: 'Interstitial pulmonary disease, unspecified',
    kind: 'chronic',
    codes: ['J8410', 'J849'],
    terms: ['interstitial lung disease', 'pulmonary fibrosis', 'idiopathic pulmonary fibrosis', 'interstitial pulmonary fibrosis', 'usual interstitial pneumonia', 'nonspecific interstitial pneumonia', 'fibrotic lung disease', 'interstitial fibrosis'],
    abbreviations: ['ILD', 'IPF', 'UIP', 'NSIP'],
    backing: { terms: words(oxygenTherapy, ['pirfenidone', 'esbriet', 'nintedanib', 'ofev', 'pulmonology', 'high resolution ct', 'pulmonary function test', 'lung transplant evaluation', 'pulmonary rehabilitation', 'mycophenolate', 'prednisone']), abbreviations: ['HRCT', 'PFT', 'PFTs', 'DLCO'] },
  },
  {
    id: 'idiopathic-pulmonary-fibrosis',
    title: 'Idiopathic pulmonary fibrosis',
    kind: 'chronic',
    codes: ['J84112'],
    terms: ['idiopathic pulmonary fibrosis'],
    abbreviations: ['IPF'],
    backing: { terms: words(oxygenTherapy, ['pirfenidone', 'esbriet', 'nintedanib', 'ofev', 'pulmonology', 'high resolution ct', 'lung transplant evaluation', 'pulmonary rehabilitation']), abbreviations: ['HRCT', 'PFT'] },
  },
  {
    id: 'sarcoidosis',
    title: 'Sarcoidosis, unspecified',
    kind: 'chronic',
    codes: ['D869'],
    terms: ['sarcoidosis', 'sarcoid', 'pulmonary sarcoidosis', 'cardiac sarcoidosis'],
    backing: { terms: ['prednisone', 'methotrexate', 'hydroxychloroquine', 'infliximab', 'pulmonology', 'pulmonary function test', 'ace level', 'bronchoscopy', 'ebus'], abbreviations: ['PFT', 'EBUS'] },
  },
  {
    id: 'obstructive-sleep-apnea',
    title: 'Obstructive sleep apnea (adult)',
    kind: 'chronic',
    codes: ['G4733'],
    terms: ['obstructive sleep apnea', 'obstructive sleep apnoea', 'obstructive sleep apnea syndrome', 'obstructive sleep apnea hypopnea', 'severe obstructive sleep apnea', 'moderate obstructive sleep apnea', 'mild obstructive sleep apnea'],
    abbreviations: ['OSA', 'OSAHS'],
    backing: { terms: ['cpap', 'bipap', 'apap', 'auto pap', 'autopap', 'autocpap', 'home cpap', 'cpap at night', 'nocturnal cpap', 'sleep study', 'polysomnography', 'polysomnogram', 'inspire', 'hypoglossal nerve stimulator', 'sleep medicine', 'apnea hypopnea index'], abbreviations: ['CPAP', 'BiPAP', 'APAP', 'PSG', 'AHI'] },
  },
  {
    id: 'sleep-apnea',
    title: 'Sleep apnea, unspecified',
    kind: 'chronic',
    codes: ['G4730'],
    terms: ['sleep apnea', 'sleep apnoea', 'sleep disordered breathing', 'obstructive sleep apnea', 'obstructive sleep apnoea', 'central sleep apnea', 'complex sleep apnea'],
    abbreviations: ['OSA', 'CSA', 'SDB'],
    backing: { terms: ['cpap', 'bipap', 'apap', 'auto pap', 'autopap', 'home cpap', 'nocturnal cpap', 'sleep study', 'polysomnography', 'polysomnogram', 'sleep medicine', 'asv'], abbreviations: ['CPAP', 'BiPAP', 'APAP', 'PSG'] },
  },
  {
    id: 'pleural-effusion',
    title: 'Pleural effusion, not elsewhere classified / in other conditions',
    kind: 'episodic',
    codes: ['J90', 'J918'],
    terms: ['pleural effusion', 'bilateral pleural effusion', 'left pleural effusion', 'right pleural effusion', 'small pleural effusion', 'moderate pleural effusion', 'large pleural effusion', 'loculated pleural effusion', 'parapneumonic effusion', 'hydrothorax', 'hepatic hydrothorax'],
    pseudo: ['trace pleural effusion', 'tiny pleural effusion'],
    backing: { terms: words(loopDiuretics, ['thoracentesis', 'diagnostic thoracentesis', 'therapeutic thoracentesis', 'chest tube', 'pigtail catheter', 'pleurx', 'pleural catheter', 'pleural fluid', 'pleurodesis', 'interventional pulmonology', 'light criteria', "light's criteria"]), abbreviations: ['IP'] },
  },
  {
    id: 'malignant-pleural-effusion',
    title: 'Malignant pleural effusion',
    kind: 'episodic',
    codes: ['J910'],
    terms: ['malignant pleural effusion', 'malignant effusion', 'pleural effusion due to malignancy'],
    abbreviations: ['MPE'],
    backing: { terms: ['thoracentesis', 'pleurx', 'pleurx catheter', 'indwelling pleural catheter', 'tunneled pleural catheter', 'talc pleurodesis', 'pleurodesis', 'pleural fluid cytology', 'chest tube', 'interventional pulmonology', 'oncology'], abbreviations: ['IPC'] },
  },
  {
    id: 'empyema',
    title: 'Pyothorax (empyema) without fistula',
    kind: 'episodic',
    codes: ['J869'],
    terms: ['empyema', 'pleural empyema', 'thoracic empyema', 'complicated parapneumonic effusion', 'pyothorax'],
    backing: { terms: words(antibiotics, ['chest tube', 'intrapleural tpa', 'intrapleural alteplase', 'dornase', 'video assisted thoracoscopic surgery', 'decortication', 'thoracic surgery', 'pleural fluid culture']), abbreviations: ['VATS'] },
  },
  {
    id: 'lung-abscess-with-pneumonia',
    title: 'Abscess of lung with pneumonia',
    kind: 'episodic',
    codes: ['J851'],
    terms: words(['lung abscess', 'pulmonary abscess', 'abscess of lung', 'lung abscesses', 'cavitary lung abscess'], lungAbscessWithPneumonia),
    // The pneumonia must be this stay's, named beside the abscess or anywhere.
    specificity: { documentedBy: words(['pneumonia', 'necrotizing pneumonia', 'aspiration pneumonia', 'cavitary pneumonia', 'community acquired pneumonia', 'lobar pneumonia', 'pna'], lungAbscessWithPneumonia) },
    backing: {
      terms: words(antibiotics, ['ct chest', 'chest ct', 'percutaneous drainage', 'ct guided drainage', 'ir drainage', 'bronchoscopy', 'sputum culture', 'blood culture', 'infectious disease', 'thoracic surgery', 'lobectomy']),
      abbreviations: ['IR'],
    },
  },
  {
    id: 'pneumothorax',
    title: 'Pneumothorax (spontaneous)',
    kind: 'episodic',
    codes: ['J93'],
    terms: ['pneumothorax', 'spontaneous pneumothorax', 'primary spontaneous pneumothorax', 'secondary spontaneous pneumothorax', 'tension pneumothorax', 'small pneumothorax', 'apical pneumothorax'],
    abbreviations: ['PTX'],
    pseudo: ['iatrogenic pneumothorax', 'traumatic pneumothorax', 'postprocedural pneumothorax', 'post procedural pneumothorax'],
    backing: { terms: [...pneumothoraxCare, 'pleurodesis'] },
  },
  {
    // A pneumothorax a procedure caused: named so, or the pneumothorax written with the procedure.
    id: 'postprocedural-pneumothorax',
    title: 'Postprocedural pneumothorax',
    kind: 'episodic',
    codes: ['J95811'],
    terms: ['iatrogenic pneumothorax', 'postprocedural pneumothorax', 'post procedural pneumothorax', 'post biopsy pneumothorax', 'post thoracentesis pneumothorax', 'procedure related pneumothorax'],
    namedInParts: {
      terms: ['pneumothorax', 'ptx'],
      inSentenceWith: ['biopsy', 'thoracentesis', 'central line placement', 'line placement', 'bronchoscopy', 'after the procedure', 'following the procedure', 'post procedure', 'iatrogenic', 'pacemaker placement'],
    },
    backing: { terms: [...pneumothoraxCare, 'pigtail', 'suction', 'water seal'] },
  },
  {
    // Berlin definition (P/F at most 300 on PEEP 5 or more, bilateral opacities, not cardiac): named and managed as such.
    id: 'ards',
    title: 'Acute respiratory distress syndrome',
    kind: 'episodic',
    codes: ['J80'],
    terms: ['acute respiratory distress syndrome', 'adult respiratory distress syndrome', 'mild ards', 'moderate ards', 'severe ards'],
    abbreviations: ['ARDS'],
    backing: {
      terms: ['low tidal volume', 'low tidal volume ventilation', 'lung protective ventilation', 'ardsnet', 'ardsnet protocol', 'prone positioning', 'proning', 'proned', 'neuromuscular blockade', 'cisatracurium', 'ecmo', 'conservative fluid strategy', 'peep titration'],
      abbreviations: ['PEEP', 'ECMO', 'LTVV'],
    },
  },
  {
    id: 'atelectasis',
    title: 'Atelectasis',
    kind: 'episodic',
    codes: ['J9811'],
    terms: ['atelectasis', 'atelectatic', 'bibasilar atelectasis', 'basilar atelectasis', 'subsegmental atelectasis', 'lobar collapse', 'lobar atelectasis', 'plate like atelectasis'],
    backing: { terms: ['incentive spirometry', 'incentive spirometer', 'chest physiotherapy', 'flutter valve', 'acapella', 'ambulation', 'bronchoscopy', 'pulmonary toilet', 'deep breathing'], abbreviations: ['IS'] },
  },
  {
    id: 'pulmonary-nodule',
    title: 'Solitary pulmonary nodule',
    kind: 'chronic',
    codes: ['R911'],
    terms: ['pulmonary nodule', 'lung nodule', 'solitary pulmonary nodule', 'solitary lung nodule', 'spiculated nodule', 'ground glass nodule', 'incidental pulmonary nodule'],
    abbreviations: ['SPN'],
    backing: { terms: ['follow up ct', 'repeat ct', 'ct chest', 'pulmonology', 'pet scan', 'pet ct', 'fleischner', 'fleischner society', 'lung nodule clinic', 'bronchoscopy', 'biopsy'] },
  },
  {
    id: 'dyspnea',
    title: 'Dyspnea',
    kind: 'episodic',
    codes: ['R0600', 'R0602', 'R0609'],
    terms: ['dyspnea', 'shortness of breath', 'dyspneic', 'short of breath', 'dyspnea on exertion', 'exertional dyspnea', 'breathlessness', 'difficulty breathing', 'shortness of breath on exertion'],
    abbreviations: ['SOB', 'DOE'],
    backing: { terms: words(oxygenTherapy, loopDiuretics, ['albuterol', 'duoneb', 'nebulizer', 'chest x ray', 'ct angiogram', 'echocardiogram', 'bnp', 'ambulatory oxygen saturation', 'walk test']), abbreviations: ['CXR', 'BNP'] },
  },
  {
    id: 'cough',
    title: 'Cough, unspecified',
    kind: 'episodic',
    codes: ['R059', 'R051'],
    terms: ['cough', 'coughing', 'productive cough', 'nonproductive cough', 'dry cough', 'persistent cough', 'acute cough'],
    // "cough suppressant" is backing, and as long as a pseudo it keeps "cough" from matching there.
    pseudo: ['cough syncope', 'cough assist', 'cough and deep breathing', 'whooping cough'],
    backing: { terms: ['benzonatate', 'tessalon', 'guaifenesin', 'mucinex', 'dextromethorphan', 'robitussin', 'codeine', 'cough suppressant', 'chest x ray', 'albuterol'], abbreviations: ['CXR'] },
  },
  {
    id: 'wheezing',
    title: 'Wheezing',
    kind: 'episodic',
    codes: ['R062'],
    terms: ['wheezing', 'wheeze', 'wheezy', 'expiratory wheezing', 'diffuse wheezing'],
    backing: { terms: bronchodilatorsAndInhaledSteroids },
  },
  {
    id: 'epistaxis',
    title: 'Epistaxis',
    kind: 'episodic',
    codes: ['R040'],
    terms: ['epistaxis', 'nosebleed', 'nosebleeds', 'nose bleed', 'anterior epistaxis', 'posterior epistaxis', 'bleeding from the nose'],
    backing: {
      terms: ['nasal packing', 'anterior packing', 'posterior packing', 'rhino rocket', 'oxymetazoline', 'afrin', 'silver nitrate', 'cautery', 'cauterization', 'otolaryngology', 'tranexamic acid', 'held anticoagulation', 'pressure held'],
      abbreviations: ['ENT', 'TXA'],
    },
  },
  {
    id: 'hemoptysis',
    title: 'Hemoptysis',
    kind: 'episodic',
    codes: ['R042'],
    terms: ['hemoptysis', 'coughing up blood', 'blood tinged sputum', 'blood streaked sputum', 'massive hemoptysis'],
    backing: { terms: ['tranexamic acid', 'bronchoscopy', 'ct angiogram', 'cta chest', 'bronchial artery embolization', 'interventional radiology', 'pulmonology', 'held anticoagulation', 'cough suppressant'], abbreviations: ['TXA', 'IR'] },
  },
  {
    id: 'pulmonary-hemorrhage',
    title: 'Hemorrhage from other sites in respiratory passages',
    kind: 'episodic',
    codes: ['R0489'],
    terms: [
      'diffuse alveolar hemorrhage', 'alveolar hemorrhage', 'pulmonary hemorrhage', 'pulmonary haemorrhage', 'diffuse pulmonary hemorrhage', 'intrapulmonary hemorrhage',
      'lung hemorrhage', 'hemorrhage in the lungs', 'pulmonary alveolar hemorrhage', 'intra alveolar hemorrhage', 'intraalveolar hemorrhage',
    ],
    abbreviations: ['DAH'],
    backing: {
      terms: [
        'bronchoscopy', 'bronchoalveolar lavage', 'progressively hemorrhagic', 'progressively bloody', 'increasingly hemorrhagic', 'sequential aliquots', 'serial aliquots',
        'hemosiderin laden macrophages', 'siderophages', 'plasma exchange', 'plasmapheresis', 'pulse methylprednisolone', 'pulse dose methylprednisolone', 'pulse steroids',
        'high dose steroids', 'methylprednisolone', 'cyclophosphamide', 'rituximab', 'aminocaproic acid', 'tranexamic acid', 'nebulized tranexamic acid', 'recombinant factor viia',
        'pulmonology',
      ],
      abbreviations: ['BAL', 'PLEX', 'TXA', 'TPE'],
    },
    refutedBy: { absent: ['hemosiderin laden macrophages', 'progressively hemorrhagic', 'progressively bloody', 'increasingly hemorrhagic', 'siderophages'] },
  },
  {
    id: 'upper-respiratory-infection',
    title: 'Acute upper respiratory infection, unspecified',
    kind: 'episodic',
    codes: ['J069'],
    terms: ['upper respiratory infection', 'upper respiratory tract infection', 'viral upper respiratory infection', 'viral uri', 'acute upper respiratory infection', 'viral syndrome with upper respiratory symptoms'],
    abbreviations: ['URI', 'URTI'],
    backing: { terms: ['benzonatate', 'guaifenesin', 'saline nasal spray', 'pseudoephedrine', 'supportive care', 'respiratory viral panel', 'fluids', 'acetaminophen'], abbreviations: ['RVP'] },
  },
  {
    id: 'acute-sinusitis',
    title: 'Acute sinusitis, unspecified',
    kind: 'episodic',
    codes: ['J0190'],
    terms: ['acute sinusitis', 'sinusitis', 'acute rhinosinusitis', 'bacterial sinusitis', 'maxillary sinusitis'],
    pseudo: ['chronic sinusitis', 'chronic rhinosinusitis'],
    backing: { terms: ['amoxicillin', 'augmentin', 'amoxicillin clavulanate', 'doxycycline', 'nasal saline', 'saline irrigation', 'fluticasone nasal', 'flonase', 'decongestant', 'ent'] },
  },
  {
    id: 'influenza-identified',
    title: 'Influenza due to other identified influenza virus with other respiratory manifestations',
    kind: 'episodic',
    codes: ['J101'],
    terms: ['influenza a', 'influenza b', 'flu a', 'flu b', 'influenza a infection', 'influenza b infection', 'influenza a virus', 'influenza b virus', 'h1n1 influenza', 'h3n2 influenza', 'influenza a h1n1', 'influenza a h3n2'],
    pseudo: ['influenza a vaccine', 'influenza b vaccine'],
    backing: { terms: ['oseltamivir', 'tamiflu', 'baloxavir', 'xofluza', 'peramivir', 'rapivab', 'zanamivir', 'relenza', 'droplet precautions', 'isolation'] },
  },
  {
    id: 'influenza',
    title: 'Influenza due to unidentified influenza virus with other respiratory manifestations',
    kind: 'episodic',
    codes: ['J111'],
    terms: ['influenza', 'flu', 'influenza infection', 'influenza like illness', 'influenza syndrome'],
    abbreviations: ['ILI'],
    pseudo: ['flu shot', 'flu vaccine', 'flu vaccination', 'influenza vaccine', 'influenza vaccination', 'influenza immunization', 'stomach flu', 'flu season', 'flu like symptoms'],
    backing: { terms: ['oseltamivir', 'tamiflu', 'baloxavir', 'xofluza', 'peramivir', 'zanamivir', 'droplet precautions', 'isolation'] },
  },
  {
    id: 'influenza-with-pneumonia',
    title: 'Influenza with pneumonia',
    kind: 'episodic',
    codes: ['J1000', 'J1008', 'J1100', 'J1108'],
    terms: ['influenza pneumonia', 'influenza a pneumonia', 'influenza b pneumonia', 'flu pneumonia', 'pneumonia due to influenza', 'pneumonia due to influenza a', 'pneumonia secondary to influenza', 'influenza with pneumonia', 'influenza complicated by pneumonia'],
    backing: { terms: words(antibiotics, ['oseltamivir', 'tamiflu', 'baloxavir', 'chest x ray', 'droplet precautions']), abbreviations: ['CXR'] },
  },

  // ================================================================ digestive
  {
    id: 'gerd',
    title: 'Gastro-esophageal reflux disease without esophagitis',
    kind: 'chronic',
    codes: ['K219'],
    terms: ['gastroesophageal reflux disease', 'gastro esophageal reflux disease', 'gastroesophageal reflux', 'acid reflux', 'reflux disease', 'reflux', 'heartburn', 'laryngopharyngeal reflux'],
    abbreviations: ['GERD', 'GORD', 'LPR'],
    pseudo: ['vesicoureteral reflux', 'hepatojugular reflux', 'abdominojugular reflux', 'venous reflux', 'reflux of contrast', 'reflux nephropathy', 'reflux precautions'],
    backing: { terms: acidSuppression, abbreviations: ['PPI'], otherIndications: indications(acidIndications, protocolIndications) },
    // K21.9 says "without esophagitis": an EGD that found reflux esophagitis documents K21.0x instead.
    specificity: { contradictedBy: refluxEsophagitisTerms },
  },
  {
    id: 'reflux-esophagitis',
    title: 'Gastro-esophageal reflux disease with esophagitis, without bleeding',
    kind: 'chronic',
    codes: ['K2100'],
    terms: refluxEsophagitisTerms,
    backing: { terms: words(acidSuppression, endoscopy), abbreviations: ['PPI', 'EGD'] },
  },
  {
    id: 'esophagitis',
    title: 'Esophagitis, unspecified',
    kind: 'episodic',
    codes: ['K209'],
    terms: ['esophagitis', 'distal esophagitis', 'pill esophagitis'],
    pseudo: ['candida esophagitis', 'candidal esophagitis', 'eosinophilic esophagitis', 'herpes esophagitis', 'cmv esophagitis'],
    backing: { terms: words(acidSuppression, endoscopy), abbreviations: ['PPI', 'EGD'] },
  },
  {
    id: 'barretts-esophagus',
    title: "Barrett's esophagus",
    kind: 'chronic',
    codes: ['K227'],
    terms: ["barrett's esophagus", 'barrett esophagus', 'barretts esophagus', "barrett's"],
    backing: { terms: words(acidSuppression, endoscopy, ['surveillance egd', 'surveillance endoscopy', 'radiofrequency ablation']), abbreviations: ['PPI', 'EGD'] },
  },
  {
    id: 'esophageal-ulcer',
    title: 'Ulcer of esophagus without bleeding',
    kind: 'episodic',
    codes: ['K2210'],
    terms: words(esophagealUlcerSites, ['pill induced esophageal ulcer', 'pill esophagitis with ulceration']),
    refutedBy: { instead: esophagealUlcerBleeding },
    specificity: { contradictedBy: esophagealUlcerBleeding },
    backing: upperGiBleedCare,
  },
  {
    id: 'esophageal-ulcer-with-bleeding',
    title: 'Ulcer of esophagus with bleeding',
    kind: 'episodic',
    codes: ['K2211'],
    terms: esophagealUlcerBleeding,
    namedInParts: { terms: esophagealUlcerSites, inSentenceWith: ulcerBleedingSigns },
    backing: upperGiBleedCare,
  },
  {
    id: 'hiatal-hernia',
    title: 'Diaphragmatic (hiatal) hernia without obstruction or gangrene',
    kind: 'chronic',
    codes: ['K449'],
    terms: ['hiatal hernia', 'hiatus hernia', 'paraesophageal hernia', 'sliding hiatal hernia', 'large hiatal hernia', 'small hiatal hernia'],
    backing: { terms: words(acidSuppression, ['egd', 'barium swallow', 'general surgery', 'nissen fundoplication', 'fundoplication', 'hiatal hernia repair']), abbreviations: ['PPI', 'EGD'] },
  },
  {
    id: 'gastric-ulcer',
    title: 'Gastric ulcer without hemorrhage or perforation',
    kind: 'episodic',
    codes: ['K259'],
    terms: ['gastric ulcer', 'stomach ulcer', 'gastric ulceration', 'antral ulcer', 'prepyloric ulcer', 'clean based gastric ulcer'],
    backing: { terms: words(acidSuppression, endoscopy, ['h pylori', 'h. pylori', 'helicobacter pylori', 'clarithromycin', 'amoxicillin', 'bismuth', 'triple therapy', 'quadruple therapy', 'avoid nsaids', 'stop nsaids']), abbreviations: ['PPI', 'EGD'] },
  },
  {
    id: 'gastric-ulcer-with-hemorrhage',
    title: 'Gastric ulcer with hemorrhage',
    kind: 'episodic',
    codes: ['K254', 'K250'],
    terms: ['bleeding gastric ulcer', 'hemorrhagic gastric ulcer', 'gastric ulcer with hemorrhage', 'gastric ulcer with bleeding', 'gastric ulcer with visible vessel', 'gastric ulcer with adherent clot', 'gastric ulcer with active bleeding', 'bleeding stomach ulcer'],
    namedInParts: { terms: gastricUlcerSites, inSentenceWith: ulcerBleedingSigns },
    backing: { terms: words(acidSuppression, endoscopy, transfusion, ['octreotide', 'interventional radiology', 'embolization']), abbreviations: ['PPI', 'EGD', 'PRBC'] },
  },
  {
    id: 'duodenal-ulcer',
    title: 'Duodenal ulcer without hemorrhage or perforation',
    kind: 'episodic',
    codes: ['K269'],
    terms: ['duodenal ulcer', 'duodenal bulb ulcer', 'duodenal ulceration', 'clean based duodenal ulcer'],
    backing: { terms: words(acidSuppression, endoscopy, ['h pylori', 'h. pylori', 'helicobacter pylori', 'clarithromycin', 'amoxicillin', 'bismuth', 'triple therapy', 'quadruple therapy', 'avoid nsaids']), abbreviations: ['PPI', 'EGD'] },
  },
  {
    id: 'duodenal-ulcer-with-hemorrhage',
    title: 'Duodenal ulcer with hemorrhage',
    kind: 'episodic',
    codes: ['K264', 'K260'],
    terms: ['bleeding duodenal ulcer', 'hemorrhagic duodenal ulcer', 'duodenal ulcer with hemorrhage', 'duodenal ulcer with bleeding', 'duodenal ulcer with visible vessel', 'duodenal ulcer with adherent clot', 'duodenal ulcer with active bleeding'],
    namedInParts: { terms: duodenalUlcerSites, inSentenceWith: ulcerBleedingSigns },
    backing: { terms: words(acidSuppression, endoscopy, transfusion, ['interventional radiology', 'embolization']), abbreviations: ['PPI', 'EGD', 'PRBC'] },
  },
  {
    id: 'peptic-ulcer-disease',
    title: 'Peptic ulcer, site unspecified, without hemorrhage or perforation',
    kind: 'episodic',
    codes: ['K279'],
    terms: ['peptic ulcer disease', 'peptic ulcer', 'gastric ulcer', 'duodenal ulcer', 'stomach ulcer'],
    abbreviations: ['PUD'],
    backing: { terms: words(acidSuppression, endoscopy, ['h pylori', 'h. pylori', 'helicobacter pylori', 'triple therapy']), abbreviations: ['PPI', 'EGD'] },
  },
  {
    id: 'gastritis',
    title: 'Gastritis, unspecified, without bleeding',
    kind: 'episodic',
    codes: ['K2970'],
    terms: ['gastritis', 'acute gastritis', 'chronic gastritis', 'erosive gastritis', 'antral gastritis', 'gastroduodenitis', 'nsaid gastritis', 'h pylori gastritis', 'alcoholic gastritis'],
    backing: { terms: words(acidSuppression, endoscopy, ['h pylori', 'h. pylori', 'helicobacter pylori', 'triple therapy']), abbreviations: ['PPI', 'EGD'] },
  },
  {
    id: 'gastritis-with-bleeding',
    title: 'Gastritis, unspecified, with bleeding',
    kind: 'episodic',
    codes: ['K2971'],
    terms: ['hemorrhagic gastritis', 'gastritis with bleeding', 'gastritis with hemorrhage', 'bleeding gastritis', 'erosive gastritis with bleeding'],
    backing: upperGiBleedCare,
  },
  {
    id: 'acute-gastritis-with-bleeding',
    title: 'Acute gastritis with bleeding',
    kind: 'episodic',
    codes: ['K2901'],
    terms: [
      'acute gastritis with bleeding', 'acute gastritis with hemorrhage', 'acute hemorrhagic gastritis', 'acute erosive gastritis with bleeding', 'acute hemorrhagic erosive gastritis',
      'bleeding acute gastritis', 'stress gastritis with bleeding', 'hemorrhagic stress gastritis',
    ],
    namedInParts: { terms: ['acute gastritis', 'acute erosive gastritis', 'stress gastritis', 'acute stress gastritis'], inSentenceWith: ulcerBleedingSigns },
    backing: upperGiBleedCare,
  },
  {
    id: 'alcoholic-gastritis-with-bleeding',
    title: 'Alcoholic gastritis with bleeding',
    kind: 'episodic',
    codes: ['K2921'],
    terms: [
      'alcoholic gastritis with bleeding', 'alcoholic gastritis with hemorrhage', 'alcoholic hemorrhagic gastritis', 'hemorrhagic alcoholic gastritis', 'bleeding alcoholic gastritis',
      'alcohol induced gastritis with bleeding', 'alcohol related gastritis with bleeding',
    ],
    namedInParts: { terms: ['alcoholic gastritis', 'alcohol induced gastritis', 'alcohol related gastritis'], inSentenceWith: ulcerBleedingSigns },
    backing: upperGiBleedCare,
  },
  {
    id: 'hematemesis',
    title: 'Hematemesis',
    kind: 'episodic',
    codes: ['K920'],
    terms: ['hematemesis', 'vomiting blood', 'bloody emesis', 'coffee ground emesis', 'coffee ground vomiting', 'coffee ground vomitus'],
    backing: { terms: words(acidSuppression, endoscopy, transfusion, ['octreotide', 'gastroenterology']), abbreviations: ['PPI', 'EGD', 'PRBC'] },
  },
  {
    id: 'melena',
    title: 'Melena',
    kind: 'episodic',
    codes: ['K921'],
    terms: ['melena', 'melanotic stool', 'melanotic stools', 'black tarry stool', 'dark tarry stool', 'tarry stool', 'black stool', 'maroon stool'],
    pseudo: ['black stool from iron', 'dark stool from iron'],
    backing: { terms: words(acidSuppression, endoscopy, transfusion, ['hemoccult', 'guaiac positive', 'fecal occult blood']), abbreviations: ['PPI', 'EGD', 'PRBC'] },
  },
  {
    id: 'gi-hemorrhage',
    title: 'Gastrointestinal hemorrhage, unspecified',
    kind: 'episodic',
    codes: ['K922'],
    terms: ['gi bleed', 'gi bleeding', 'gastrointestinal bleed', 'gastrointestinal bleeding', 'gastrointestinal hemorrhage', 'gi hemorrhage', 'upper gi bleed', 'upper gi bleeding', 'upper gastrointestinal bleed', 'upper gastrointestinal bleeding', 'lower gi bleed', 'lower gi bleeding', 'lower gastrointestinal bleed', 'lower gastrointestinal bleeding', 'acute gi bleed', 'occult gi bleed', 'occult gi bleeding'],
    abbreviations: ['GIB', 'UGIB', 'LGIB'],
    pseudo: ['gi bleed precautions', 'gi bleeding risk', 'gi bleed risk', 'gi bleed prophylaxis'],
    backing: { terms: words(acidSuppression, endoscopy, transfusion, ['octreotide', 'tagged red blood cell scan', 'tagged rbc scan', 'ct angiogram', 'interventional radiology', 'embolization', 'serial hemoglobin', 'held anticoagulation', 'held aspirin', 'type and screen']), abbreviations: ['PPI', 'EGD', 'PRBC', 'IR', 'CTA'] },
  },
  {
    id: 'rectal-bleeding',
    title: 'Hemorrhage of anus and rectum',
    kind: 'episodic',
    codes: ['K625'],
    terms: ['rectal bleeding', 'bright red blood per rectum', 'hematochezia', 'blood per rectum', 'bleeding per rectum', 'bloody stool', 'blood in stool'],
    abbreviations: ['BRBPR'],
    backing: { terms: words(endoscopy, transfusion, ['anoscopy', 'hemorrhoid', 'serial hemoglobin']), abbreviations: ['PRBC'] },
  },
  {
    id: 'esophageal-varices',
    title: 'Esophageal varices without bleeding',
    kind: 'chronic',
    codes: ['I8500', 'I8510'],
    terms: ['esophageal varices', 'esophageal varix', 'varices', 'small esophageal varices', 'large esophageal varices', 'grade 1 varices', 'grade 2 varices', 'grade 3 varices', 'nonbleeding varices', 'non bleeding esophageal varices'],
    pseudo: ['gastric varices', 'isolated gastric varices'],
    backing: { terms: ['nadolol', 'propranolol', 'carvedilol', 'banding', 'variceal banding', 'band ligation', 'egd', 'surveillance egd', 'variceal screening', 'hepatology'], abbreviations: ['EGD', 'NSBB'] },
  },
  {
    id: 'esophageal-varices-bleeding',
    title: 'Esophageal varices with bleeding',
    kind: 'episodic',
    codes: ['I8501', 'I8511'],
    // Varices seen at endoscopy with no sign they bled, or the bleed denied: the code's bleeding is not there.
    refutedBy: {
      absent: ['variceal bleeding', 'variceal bleed', 'variceal hemorrhage'],
      instead: [
        'nonbleeding varices', 'non bleeding varices', 'non bleeding esophageal varices', 'varices without bleeding', 'esophageal varices without bleeding',
        'without stigmata of recent hemorrhage', 'without stigmata of recent bleeding', 'no stigmata of recent hemorrhage', 'no stigmata of recent bleeding',
        'without red wale signs', 'no red wale signs', 'without red wale sign', 'no red wale sign', 'without high risk stigmata', 'no high risk stigmata',
      ],
    },
    terms: ['variceal bleed', 'variceal bleeding', 'variceal hemorrhage', 'bleeding varices', 'bleeding esophageal varices', 'esophageal variceal bleeding', 'esophageal variceal hemorrhage', 'bleeding esophageal varix', 'ruptured varices',
      'variceal upper gi bleed', 'variceal upper gi bleeding', 'variceal upper gi hemorrhage', 'variceal gi bleed', 'variceal gi bleeding',
      'variceal upper gastrointestinal bleeding', 'variceal upper gastrointestinal hemorrhage',
      ...['grade 1', 'grade 2', 'grade 3', 'grade i', 'grade ii', 'grade iii', 'small', 'medium', 'large'].flatMap((size) => [`bleeding ${size} esophageal varices`, `bleeding ${size} varices`]),
    ],
    backing: { terms: words(transfusion, ['octreotide', 'banding', 'variceal banding', 'band ligation', 'egd', 'ceftriaxone', 'tips', 'blakemore tube', 'minnesota tube', 'hepatology', 'intensive care unit']), abbreviations: ['EGD', 'TIPS', 'PRBC', 'ICU'] },
  },
  {
    id: 'cirrhosis',
    title: 'Unspecified cirrhosis of liver',
    kind: 'chronic',
    codes: ['K7460'],
    terms: [
      'cirrhosis', 'liver cirrhosis', 'cirrhosis of the liver', 'hepatic cirrhosis', 'end stage liver disease', 'decompensated cirrhosis',
      'compensated cirrhosis', 'cryptogenic cirrhosis', 'nash cirrhosis', 'hcv cirrhosis', 'hepatitis c cirrhosis', 'hbv cirrhosis',
      'alcoholic cirrhosis', 'etoh cirrhosis', 'alcohol related cirrhosis', 'alcohol associated cirrhosis', 'laennec cirrhosis',
      'child pugh class a cirrhosis', 'child pugh class b cirrhosis', 'child pugh class c cirrhosis', 'cirrhotic',
    ],
    abbreviations: ['ESLD'],
    pseudo: ['primary biliary cirrhosis'],
    backing: { terms: liverManagement, abbreviations: ['MELD', 'TIPS', 'EGD', 'SBP'] },
  },
  {
    id: 'other-cirrhosis',
    title: 'Other cirrhosis of liver (NASH, cryptogenic)',
    kind: 'chronic',
    codes: ['K7469'],
    terms: ['nash cirrhosis', 'cryptogenic cirrhosis', 'nonalcoholic steatohepatitis cirrhosis', 'cirrhosis due to nash', 'cirrhosis secondary to nash', 'masld cirrhosis', 'mash cirrhosis', 'macronodular cirrhosis', 'micronodular cirrhosis'],
    // "Cirrhosis dx 2021, MASH.": the cause written beside the name (MASH is NASH's 2023 name).
    namedInParts: {
      terms: ['cirrhosis', 'liver cirrhosis', 'cirrhosis of the liver'],
      inSentenceWith: ['nash', 'mash', 'masld', 'nafld', 'nonalcoholic steatohepatitis', 'non alcoholic steatohepatitis', 'metabolic dysfunction associated steatohepatitis', 'metabolic dysfunction associated steatotic liver disease', 'cryptogenic'],
    },
    backing: { terms: liverManagement, abbreviations: ['MELD', 'TIPS', 'EGD'] },
  },
  {
    id: 'alcoholic-cirrhosis',
    title: 'Alcoholic cirrhosis of liver without ascites',
    kind: 'chronic',
    codes: ['K7030'],
    terms: ['alcoholic cirrhosis', 'etoh cirrhosis', 'alcohol related cirrhosis', 'alcohol associated cirrhosis', 'alcohol induced cirrhosis', 'laennec cirrhosis', 'alcoholic liver cirrhosis', 'cirrhosis due to alcohol'],
    backing: { terms: words(liverManagement, ['alcohol cessation', 'abstinence']), abbreviations: ['MELD', 'TIPS', 'EGD'] },
    // "Impression: alcohol-related fatty liver; no evidence of cirrhosis": the cirrhosis looked for and not found.
    refutedBy: { absent: ['cirrhosis', 'cirrhotic liver', 'cirrhotic morphology', 'nodular liver contour'] },
    // "Without ascites" is what the code says: ascites this stay is K70.31.
    specificity: {
      contradictedBy: [
        'ascites', 'small volume ascites', 'moderate volume ascites', 'large volume ascites', 'tense ascites', 'cirrhotic ascites',
        'alcoholic cirrhosis with ascites', 'therapeutic paracentesis', 'large volume paracentesis',
      ],
    },
  },
  {
    // The ascites is what K70.31 adds to alcoholic cirrhosis (K70.30).
    id: 'alcoholic-cirrhosis-with-ascites',
    title: 'Alcoholic cirrhosis of liver with ascites',
    kind: 'episodic',
    codes: ['K7031'],
    terms: ['ascites', 'alcoholic cirrhosis with ascites', 'decompensated alcoholic cirrhosis', 'cirrhotic ascites', 'large volume ascites', 'tense ascites', 'recurrent ascites'],
    pseudo: ['malignant ascites', 'chylous ascites'],
    backing: { terms: ['paracentesis', 'therapeutic paracentesis', 'diagnostic paracentesis', 'large volume paracentesis', 'spironolactone', 'aldactone', 'furosemide', 'lasix', 'sodium restriction', '2 g sodium diet', 'diuretic', 'albumin', 'tips'], abbreviations: ['LVP', 'TIPS'] },
  },
  {
    id: 'ascites',
    title: 'Other ascites',
    kind: 'episodic',
    codes: ['R188'],
    terms: ['ascites', 'cirrhotic ascites', 'large volume ascites', 'tense ascites', 'recurrent ascites', 'moderate ascites', 'small ascites'],
    pseudo: ['malignant ascites', 'chylous ascites'],
    backing: { terms: ['paracentesis', 'therapeutic paracentesis', 'diagnostic paracentesis', 'large volume paracentesis', 'spironolactone', 'aldactone', 'furosemide', 'lasix', 'sodium restriction', '2 g sodium diet', 'diuretic', 'albumin', 'tips'], abbreviations: ['LVP', 'TIPS'] },
  },
  {
    id: 'alcoholic-hepatitis',
    title: 'Alcoholic hepatitis',
    kind: 'episodic',
    codes: ['K7010', 'K7011'],
    terms: ['alcoholic hepatitis', 'alcohol associated hepatitis', 'alcohol related hepatitis', 'alcohol induced hepatitis', 'etoh hepatitis', 'severe alcoholic hepatitis'],
    backing: { terms: ['prednisolone', 'pentoxifylline', 'maddrey discriminant function', 'maddrey', 'discriminant function', 'lille score', 'meld', 'n acetylcysteine', 'hepatology', 'nutrition', 'alcohol cessation', 'liver biopsy'], abbreviations: ['MDF', 'MELD', 'NAC'] },
  },
  {
    id: 'alcoholic-fatty-liver',
    title: 'Alcoholic fatty liver',
    kind: 'chronic',
    codes: ['K700'],
    terms: ['alcoholic fatty liver', 'alcoholic steatosis', 'alcohol related fatty liver', 'alcoholic hepatic steatosis'],
    backing: { terms: ['alcohol cessation', 'abstinence', 'liver function test', 'lfts', 'ultrasound', 'hepatology', 'thiamine'] },
  },
  {
    id: 'alcoholic-liver-disease',
    title: 'Alcoholic liver disease, unspecified',
    kind: 'chronic',
    codes: ['K709'],
    terms: ['alcoholic liver disease', 'alcohol related liver disease', 'alcohol associated liver disease', 'alcohol induced liver disease', 'etoh liver disease'],
    abbreviations: ['ALD', 'ArLD'],
    backing: { terms: words(liverManagement, ['alcohol cessation', 'abstinence']), abbreviations: ['MELD'] },
  },
  {
    id: 'fatty-liver',
    title: 'Fatty (change of) liver, not elsewhere classified',
    kind: 'chronic',
    codes: ['K760'],
    terms: ['fatty liver', 'hepatic steatosis', 'fatty liver disease', 'nonalcoholic fatty liver disease', 'non alcoholic fatty liver disease', 'metabolic dysfunction associated steatotic liver disease', 'steatotic liver disease', 'steatosis of the liver', 'diffuse hepatic steatosis'],
    abbreviations: ['NAFLD', 'MASLD'],
    backing: { terms: ['weight loss', 'lifestyle modification', 'liver function test', 'lfts', 'hepatology', 'fibroscan', 'elastography', 'vitamin e', 'resmetirom', 'ultrasound'] },
  },
  {
    id: 'nonalcoholic-steatohepatitis',
    title: 'Nonalcoholic steatohepatitis (NASH)',
    kind: 'chronic',
    codes: ['K7581'],
    terms: ['nonalcoholic steatohepatitis', 'non alcoholic steatohepatitis', 'metabolic dysfunction associated steatohepatitis', 'steatohepatitis'],
    abbreviations: ['NASH', 'MASH'],
    backing: { terms: ['weight loss', 'lifestyle modification', 'liver function test', 'lfts', 'hepatology', 'fibroscan', 'elastography', 'vitamin e', 'resmetirom', 'rezdiffra', 'liver biopsy'] },
  },
  {
    id: 'portal-hypertension',
    title: 'Portal hypertension',
    kind: 'chronic',
    codes: ['K766'],
    terms: ['portal hypertension', 'portal hypertensive gastropathy', 'portal hypertensive'],
    backing: { terms: ['nadolol', 'propranolol', 'carvedilol', 'banding', 'variceal banding', 'egd', 'paracentesis', 'tips', 'transjugular intrahepatic portosystemic shunt', 'hepatology', 'spironolactone', 'splenomegaly'], abbreviations: ['TIPS', 'EGD', 'NSBB'] },
  },
  {
    id: 'congestive-hepatopathy',
    title: 'Chronic passive congestion of liver',
    kind: 'chronic',
    codes: ['K761'],
    terms: ['congestive hepatopathy', 'passive congestion of the liver', 'hepatic congestion', 'passive hepatic congestion', 'congestive liver disease', 'cardiac cirrhosis', 'nutmeg liver'],
    backing: { terms: words(loopDiuretics, ['liver function test', 'lfts', 'hepatology', 'cardiology']) },
  },
  {
    id: 'liver-cyst',
    title: 'Other specified diseases of liver (hepatic cyst)',
    kind: 'chronic',
    codes: ['K7689'],
    terms: ['liver cyst', 'liver cysts', 'hepatic cyst', 'hepatic cysts', 'simple hepatic cyst', 'simple liver cyst', 'cyst in the liver', 'cysts in the liver', 'cystic lesion of the liver', 'cystic liver lesion', 'cystic liver lesions'],
    pseudo: ['polycystic liver disease', 'hydatid cyst', 'echinococcal cyst', 'choledochal cyst'],
    backing: { terms: ['ct scan', 'ct of the abdomen', 'ct abdomen', 'abdominal ultrasound', 'ultrasound of the abdomen', 'right upper quadrant ultrasound', 'mri of the abdomen', 'mri abdomen'], abbreviations: ['CT', 'MRI', 'RUQ US'] },
  },
  {
    id: 'liver-disease',
    title: 'Disease of liver, unspecified',
    kind: 'chronic',
    codes: ['K769'],
    terms: ['liver disease', 'chronic liver disease', 'hepatic disease', 'liver dysfunction', 'hepatic dysfunction'],
    abbreviations: ['CLD'],
    backing: { terms: liverManagement, abbreviations: ['MELD'] },
  },
  {
    id: 'drug-induced-liver-injury',
    title: 'Toxic liver disease, unspecified (drug-induced liver injury)',
    kind: 'episodic',
    codes: ['K719', 'K716'],
    terms: ['drug induced liver injury', 'drug induced hepatitis', 'drug induced hepatotoxicity', 'hepatotoxicity', 'medication induced liver injury', 'toxic hepatitis', 'toxic liver injury'],
    abbreviations: ['DILI'],
    backing: { terms: ['held', 'discontinued', 'stopped', 'liver function test', 'lfts', 'trend lfts', 'hepatology', 'n acetylcysteine', 'liver biopsy', 'hepatitis panel'], abbreviations: ['NAC', 'LFTs'] },
  },
  {
    id: 'acute-liver-failure',
    title: 'Acute and subacute hepatic failure',
    kind: 'episodic',
    codes: ['K720'],
    terms: ['acute liver failure', 'acute hepatic failure', 'fulminant hepatic failure', 'fulminant liver failure', 'acute liver injury with coagulopathy', 'acute on chronic liver failure'],
    abbreviations: ['ALF', 'ACLF'],
    backing: { terms: ['n acetylcysteine', 'lactulose', 'rifaximin', 'liver transplant', 'transplant hepatology', 'hepatology', 'inr', 'ammonia', 'intensive care unit', 'vitamin k', 'ffp'], abbreviations: ['NAC', 'INR', 'ICU', 'FFP'] },
  },
  {
    id: 'hepatic-failure',
    title: 'Hepatic failure, unspecified without coma',
    kind: 'chronic',
    codes: ['K7290'],
    terms: hepaticFailureTerms,
    abbreviations: ['ESLD', 'ALF', 'ACLF'],
    pseudo: glasgowPseudo,
    // Coma this stay is K72.91; hepatic encephalopathy short of coma (K76.82) is not.
    specificity: { contradictedBy: hepaticComa },
    backing: { terms: words(liverManagement, ['liver transplant evaluation', 'transplant hepatology', 'inr', 'vitamin k', 'ffp', 'albumin', 'palliative care', 'hospice']), abbreviations: ['MELD', 'INR', 'FFP'] },
  },
  {
    id: 'hepatic-failure-with-coma',
    title: 'Hepatic failure, unspecified with coma',
    kind: 'episodic',
    codes: ['K7291'],
    terms: [
      'hepatic coma', 'hepatic failure with coma', 'liver failure with coma', 'coma due to liver failure', 'coma due to hepatic failure', 'hepatic encephalopathy with coma',
      'grade 4 hepatic encephalopathy', 'grade iv hepatic encephalopathy', 'west haven grade 4 hepatic encephalopathy',
    ],
    namedInParts: { terms: words(hepaticFailureTerms, ['hepatic encephalopathy']), inSentenceWith: ['coma', 'comatose'] },
    pseudo: glasgowPseudo,
    backing: { terms: words(liverManagement, ['intubated', 'intubation', 'airway protection', 'intensive care unit', 'rectal lactulose', 'lactulose enema', 'transplant hepatology']), abbreviations: ['ICU', 'MELD'] },
  },
  {
    id: 'elevated-transaminases',
    title: 'Elevation of levels of liver transaminase levels',
    kind: 'episodic',
    codes: ['R7401'],
    // An AST or ALT above normal is the defining value: named with every reported value normal, or
    // with none reported, the pivotal criterion is missing; a high value nobody names is not the diagnosis.
    values: { shows: transaminaseAboveNormal, pivotal: transaminaseAboveNormal, alone: false },
    terms: ['transaminitis', 'elevated liver enzymes', 'elevated transaminases', 'elevated lfts', 'abnormal lfts', 'abnormal liver function tests', 'elevated liver function tests', 'abnormal liver enzymes', 'elevated ast', 'elevated alt', 'elevated ast and alt', 'elevated aminotransferases', 'hypertransaminasemia', 'liver enzyme elevation', 'transaminase elevation', 'elevated transaminase', 'elevated aminotransferase', 'aminotransferase elevation', 'elevated liver transaminases', 'elevated liver enzyme',
      'elevation of transaminases', 'elevation of liver enzymes', 'elevation of lfts', 'elevation of liver function tests', 'increased liver function tests', 'increased lfts',
      'increased liver enzymes', 'increased transaminases', 'raised liver enzymes', 'raised transaminases', 'deranged lfts', 'deranged liver function tests'],
    backing: { terms: ['trend lfts', 'trended lfts', 'repeat lfts', 'liver function test', 'hepatitis panel', 'right upper quadrant ultrasound', 'ruq ultrasound', 'held statin', 'hepatology', 'ast', 'alt'], abbreviations: ['AST', 'ALT', 'LFTs', 'RUQ'] },
  },
  {
    id: 'jaundice',
    title: 'Unspecified jaundice',
    kind: 'episodic',
    codes: ['R17'],
    terms: ['jaundice', 'jaundiced', 'icterus', 'icteric', 'scleral icterus', 'hyperbilirubinemia'],
    pseudo: ['neonatal jaundice'],
    backing: { terms: ['bilirubin', 'total bilirubin', 'ruq ultrasound', 'right upper quadrant ultrasound', 'mrcp', 'ercp', 'hepatology', 'hepatitis panel'], abbreviations: ['MRCP', 'ERCP'] },
  },
  {
    id: 'chronic-hepatitis-c',
    title: 'Chronic viral hepatitis C',
    kind: 'chronic',
    codes: ['B182'],
    terms: ['chronic hepatitis c', 'chronic hcv', 'chronic hep c', 'chronic hcv infection', 'chronic hepatitis c infection', 'chronic hepatitis c virus infection'],
    pseudo: ['treated hepatitis c', 'cured hepatitis c', 'hepatitis c status post treatment', 'hepatitis c s/p treatment', 'hcv s/p treatment', 'hcv status post treatment', 'treated hcv', 'cured hcv'],
    // Cured by antivirals and no virus this stay ("treated 2021 with SVR12"; "HCV RNA not detected"): a history, not a chronic infection.
    refutedBy: { instead: hcvCured },
    backing: { terms: ['sofosbuvir', 'sovaldi', 'harvoni', 'ledipasvir', 'epclusa', 'velpatasvir', 'mavyret', 'glecaprevir', 'zepatier', 'vosevi', 'hcv viral load', 'hcv rna', 'hepatitis c viral load', 'genotype', 'hepatology', 'infectious disease', 'fibroscan'], abbreviations: ['HCV RNA', 'DAA'] },
  },
  {
    id: 'hepatitis-c',
    title: 'Unspecified viral hepatitis C without hepatic coma',
    kind: 'chronic',
    codes: ['B1920'],
    terms: ['hepatitis c', 'hep c', 'hepatitis c virus', 'hepatitis c infection', 'hcv infection', 'chronic hepatitis c', 'chronic hcv', 'chronic hep c', 'hepatitis c virus infection', 'untreated hepatitis c'],
    abbreviations: ['HCV'],
    pseudo: [
      'treated hepatitis c', 'cured hepatitis c', 'hepatitis c status post treatment', 'hepatitis c s/p treatment', 'hcv s/p treatment', 'hcv status post treatment', 'treated hcv', 'cured hcv', 'hepatitis c screening', 'hcv screening',
      // An antibody shows exposure, not a current infection (it stays reactive after clearance); the RNA decides.
      'hcv ab', 'hcv antibody', 'hepatitis c antibody', 'hep c antibody', 'anti hcv', 'hcv ab reactive', 'hcv antibody reactive', 'hcv antibody positive', 'hcv ab positive',
      'hepatitis c antibody positive', 'hepatitis c antibody reactive',
    ],
    // No virus this stay: no current infection, whatever the antibody says.
    refutedBy: { instead: hcvCured },
    backing: { terms: ['sofosbuvir', 'sovaldi', 'harvoni', 'ledipasvir', 'epclusa', 'velpatasvir', 'mavyret', 'glecaprevir', 'zepatier', 'hcv viral load', 'hcv rna', 'hepatitis c viral load', 'genotype', 'hepatology', 'infectious disease'], abbreviations: ['DAA'] },
  },
  {
    id: 'chronic-hepatitis-b',
    title: 'Chronic viral hepatitis B without delta-agent',
    kind: 'chronic',
    codes: ['B181'],
    terms: ['chronic hepatitis b', 'chronic hbv', 'chronic hep b', 'chronic hepatitis b infection', 'chronic hbv infection'],
    backing: { terms: ['entecavir', 'baraclude', 'tenofovir', 'vemlidy', 'viread', 'hbv dna', 'hbv viral load', 'hepatitis b viral load', 'hepatology', 'infectious disease'] },
  },
  {
    id: 'hepatitis-b',
    title: 'Unspecified viral hepatitis B without hepatic coma',
    kind: 'chronic',
    codes: ['B1910'],
    terms: ['hepatitis b', 'hep b', 'hepatitis b infection', 'hepatitis b virus infection', 'hbv infection', 'chronic hepatitis b', 'chronic hbv', 'chronic hep b'],
    abbreviations: ['HBV'],
    pseudo: ['hepatitis b vaccine', 'hepatitis b vaccination', 'hepatitis b vaccinated', 'hepatitis b immune', 'hepatitis b immunity', 'hepatitis b surface antibody', 'hepatitis b core antibody', 'hepatitis b screening', 'hepatitis b immune globulin'],
    backing: { terms: ['entecavir', 'baraclude', 'tenofovir', 'vemlidy', 'viread', 'hbv dna', 'hbv viral load', 'hepatitis b viral load', 'hepatology', 'infectious disease'] },
  },
  {
    id: 'acute-pancreatitis',
    title: 'Acute pancreatitis, unspecified',
    kind: 'episodic',
    codes: ['K8590'],
    terms: ['acute pancreatitis', 'pancreatitis', 'acute on chronic pancreatitis', 'gallstone pancreatitis', 'biliary pancreatitis', 'alcoholic pancreatitis', 'alcohol induced pancreatitis', 'etoh pancreatitis', 'alcohol associated pancreatitis', 'hypertriglyceridemia induced pancreatitis', 'hypertriglyceridemic pancreatitis', 'interstitial edematous pancreatitis', 'post ercp pancreatitis', 'drug induced pancreatitis', 'idiopathic pancreatitis'],
    backing: { terms: words(ivFluids, ['bowel rest', 'npo', 'lipase', 'ct abdomen', 'ct of the abdomen', 'ercp', 'cholecystectomy', 'pain control', 'hydromorphone', 'dilaudid', 'advanced diet', 'clear liquid diet', 'early feeding', 'ruq ultrasound']), abbreviations: ['NPO', 'ERCP', 'LR'] },
  },
  {
    id: 'biliary-pancreatitis',
    title: 'Biliary acute pancreatitis without necrosis or infection',
    kind: 'episodic',
    codes: ['K8510'],
    terms: ['gallstone pancreatitis', 'biliary pancreatitis', 'gallstone induced pancreatitis', 'acute biliary pancreatitis', 'acute gallstone pancreatitis'],
    backing: { terms: words(ivFluids, biliaryManagement, ['bowel rest', 'npo', 'lipase']), abbreviations: ['NPO', 'ERCP', 'MRCP'] },
  },
  {
    id: 'alcohol-induced-pancreatitis',
    title: 'Alcohol induced acute pancreatitis without necrosis or infection',
    kind: 'episodic',
    codes: ['K8520'],
    terms: ['alcoholic pancreatitis', 'alcohol induced pancreatitis', 'etoh pancreatitis', 'alcohol associated pancreatitis', 'alcohol related pancreatitis', 'acute alcoholic pancreatitis'],
    backing: { terms: words(ivFluids, ['bowel rest', 'npo', 'lipase', 'ct abdomen', 'pain control', 'alcohol cessation', 'ciwa', 'thiamine']), abbreviations: ['NPO', 'CIWA'] },
  },
  {
    id: 'other-acute-pancreatitis',
    title: 'Other acute pancreatitis without necrosis or infection (e.g. hypertriglyceridemia)',
    kind: 'episodic',
    codes: ['K8580'],
    terms: ['hypertriglyceridemia induced pancreatitis', 'hypertriglyceridemic pancreatitis', 'triglyceride induced pancreatitis', 'hypercalcemia induced pancreatitis'],
    backing: { terms: words(ivFluids, ['insulin drip', 'insulin infusion', 'plasmapheresis', 'triglyceride', 'fenofibrate', 'bowel rest', 'npo', 'lipase']), abbreviations: ['NPO'] },
  },
  {
    id: 'necrotizing-pancreatitis',
    title: 'Acute pancreatitis with uninfected necrosis',
    kind: 'episodic',
    codes: ['K8591', 'K8511', 'K8521', 'K8581'],
    // CT shows the pancreas enhancing with no necrosis, or the pancreatitis is named as without it.
    refutedBy: {
      absent: ['pancreatic necrosis', 'peripancreatic necrosis', 'necrosis of the pancreas'],
      instead: ['interstitial edematous pancreatitis', 'acute interstitial pancreatitis', 'edematous pancreatitis', 'pancreatitis without necrosis', 'without necrosis', 'pancreas enhances homogeneously'],
    },
    terms: ['necrotizing pancreatitis', 'pancreatic necrosis', 'walled off necrosis', 'walled off pancreatic necrosis', 'necrotic pancreatitis'],
    abbreviations: ['WOPN', 'WON'],
    backing: { terms: words(ivFluids, ['ct abdomen', 'necrosectomy', 'endoscopic necrosectomy', 'percutaneous drain', 'interventional radiology', 'bowel rest', 'tube feeds', 'nasojejunal tube', 'intensive care unit']), abbreviations: ['ICU', 'NJ'] },
  },
  {
    id: 'exocrine-pancreatic-insufficiency',
    title: 'Exocrine pancreatic insufficiency',
    kind: 'chronic',
    codes: ['K8681'],
    // "EPI" is left out: it is also epinephrine in a code note.
    terms: ['exocrine pancreatic insufficiency', 'pancreatic exocrine insufficiency', 'pancreatic insufficiency', 'exocrine insufficiency'],
    abbreviations: ['PEI'],
    backing: { terms: ['creon', 'pancrelipase', 'zenpep', 'pertzye', 'pancreaze', 'pancreatic enzyme', 'pancreatic enzymes', 'pancreatic enzyme replacement', 'fecal elastase', 'enzyme replacement'], abbreviations: ['PERT'] },
  },
  {
    id: 'chronic-pancreatitis',
    title: 'Other chronic pancreatitis',
    kind: 'chronic',
    codes: ['K861'],
    terms: ['chronic pancreatitis', 'chronic calcific pancreatitis', 'recurrent acute pancreatitis'],
    backing: { terms: ['creon', 'pancrelipase', 'zenpep', 'pancreatic enzyme', 'pancreatic enzyme replacement', 'pain management', 'celiac plexus block', 'gastroenterology', 'ercp'], abbreviations: ['PERT'] },
  },
  {
    id: 'alcohol-induced-chronic-pancreatitis',
    title: 'Alcohol-induced chronic pancreatitis',
    kind: 'chronic',
    codes: ['K860'],
    terms: ['alcoholic chronic pancreatitis', 'alcohol induced chronic pancreatitis', 'chronic alcoholic pancreatitis', 'alcohol related chronic pancreatitis'],
    backing: { terms: ['creon', 'pancrelipase', 'zenpep', 'pancreatic enzyme', 'pain management', 'alcohol cessation'] },
  },
  {
    id: 'cholelithiasis',
    title: 'Calculus of gallbladder without cholecystitis without obstruction',
    kind: 'episodic',
    codes: ['K8020'],
    terms: cholelithiasisTerms,
    pseudo: ['gallstone ileus'],
    backing: { terms: biliaryManagement, abbreviations: ['HIDA', 'RUQ', 'MRCP'] },
  },
  {
    id: 'calculous-cholecystitis',
    title: 'Calculus of gallbladder with acute cholecystitis without obstruction',
    kind: 'episodic',
    codes: ['K8000'],
    terms: calculousCholecystitisTerms,
    refutedBy: { absent: cholecystitisSigns, instead: chronicCholecystitisTerms },
    backing: { terms: words(biliaryManagement, antibiotics), abbreviations: ['HIDA', 'RUQ', 'MRCP'] },
  },
  {
    id: 'acute-cholecystitis',
    title: 'Acute cholecystitis',
    kind: 'episodic',
    codes: ['K810'],
    terms: ['acute cholecystitis', 'acalculous cholecystitis', 'acute acalculous cholecystitis', 'gangrenous cholecystitis', 'emphysematous cholecystitis', 'acute on chronic cholecystitis'],
    // A normal HIDA scan or ultrasound excludes suspected cholecystitis (Tokyo Guidelines imaging criterion).
    refutedBy: { absent: cholecystitisSigns, instead: chronicCholecystitisTerms },
    backing: { terms: words(biliaryManagement, antibiotics), abbreviations: ['HIDA', 'RUQ'] },
  },
  {
    id: 'cholecystitis',
    title: 'Cholecystitis, unspecified',
    kind: 'episodic',
    codes: ['K819'],
    terms: ['cholecystitis', 'acute cholecystitis', 'chronic cholecystitis', 'acalculous cholecystitis', 'calculous cholecystitis', 'acute calculous cholecystitis', 'gangrenous cholecystitis'],
    refutedBy: { absent: cholecystitisSigns },
    backing: { terms: words(biliaryManagement, antibiotics), abbreviations: ['HIDA', 'RUQ'] },
  },
  {
    id: 'choledocholithiasis',
    title: 'Calculus of bile duct without cholangitis or cholecystitis without obstruction',
    kind: 'episodic',
    codes: ['K8050'],
    terms: choledocholithiasisTerms,
    backing: { terms: biliaryManagement, abbreviations: ['ERCP', 'MRCP', 'EUS'] },
  },
  {
    id: 'cholangitis',
    title: 'Other cholangitis',
    kind: 'episodic',
    codes: ['K8309'],
    terms: ['cholangitis', 'ascending cholangitis', 'acute cholangitis', 'bacterial cholangitis'],
    pseudo: ['primary sclerosing cholangitis', 'primary biliary cholangitis'],
    backing: { terms: words(antibiotics, biliaryManagement, ['biliary drain', 'percutaneous transhepatic biliary drain', 'blood culture']), abbreviations: ['ERCP', 'PTBD'] },
  },
  {
    id: 'calculous-cholecystitis-with-obstruction',
    title: 'Calculus of gallbladder with acute cholecystitis with obstruction',
    kind: 'episodic',
    codes: ['K8001'],
    terms: calculousCholecystitisTerms,
    specificity: { documentedBy: gallbladderObstruction },
    backing: { terms: words(biliaryManagement, antibiotics), abbreviations: ['HIDA', 'RUQ', 'MRCP'] },
  },
  {
    id: 'chronic-calculous-cholecystitis',
    title: 'Calculus of gallbladder with chronic cholecystitis without obstruction',
    kind: 'episodic',
    codes: ['K8010'],
    terms: [
      'chronic calculous cholecystitis', 'chronic cholecystitis with cholelithiasis', 'chronic cholecystitis with gallstones', 'cholelithiasis with chronic cholecystitis',
      'chronic cholecystitis due to gallstones', 'calculus of gallbladder with chronic cholecystitis',
    ],
    namedInParts: { terms: ['chronic cholecystitis'], inSentenceWith: gallstoneWords },
    refutedBy: { instead: ['acute on chronic cholecystitis', 'acute and chronic cholecystitis', 'acute on chronic calculous cholecystitis', 'acute and chronic calculous cholecystitis'] },
    specificity: { contradictedBy: gallbladderObstruction },
    backing: { terms: biliaryManagement, abbreviations: ['HIDA', 'RUQ', 'MRCP'] },
  },
  {
    id: 'acute-on-chronic-calculous-cholecystitis',
    title: 'Calculus of gallbladder with acute and chronic cholecystitis without obstruction',
    kind: 'episodic',
    codes: ['K8012'],
    terms: [
      'acute on chronic calculous cholecystitis', 'acute and chronic calculous cholecystitis', 'acute on chronic cholecystitis with cholelithiasis',
      'acute and chronic cholecystitis with cholelithiasis', 'acute on chronic cholecystitis with gallstones', 'calculus of gallbladder with acute and chronic cholecystitis',
    ],
    namedInParts: { terms: ['acute on chronic cholecystitis', 'acute and chronic cholecystitis'], inSentenceWith: gallstoneWords },
    specificity: { contradictedBy: gallbladderObstruction },
    backing: { terms: words(biliaryManagement, antibiotics), abbreviations: ['HIDA', 'RUQ', 'MRCP'] },
  },
  {
    id: 'cholelithiasis-with-obstruction',
    title: 'Calculus of gallbladder without cholecystitis with obstruction',
    kind: 'episodic',
    codes: ['K8021'],
    terms: ['cholelithiasis with obstruction', 'obstructing gallstone', 'impacted gallstone', 'calculus of gallbladder without cholecystitis with obstruction'],
    namedInParts: { terms: cholelithiasisTerms, inSentenceWith: gallbladderObstruction },
    pseudo: ['gallstone ileus'],
    specificity: { contradictedBy: ['cholecystitis', 'acute cholecystitis', 'chronic cholecystitis', 'calculous cholecystitis'] },
    backing: { terms: biliaryManagement, abbreviations: ['HIDA', 'RUQ', 'MRCP'] },
  },
  {
    id: 'choledocholithiasis-with-obstruction',
    title: 'Calculus of bile duct without cholangitis or cholecystitis with obstruction',
    kind: 'episodic',
    codes: ['K8051'],
    terms: [
      'obstructing choledocholithiasis', 'choledocholithiasis with obstruction', 'choledocholithiasis with biliary obstruction', 'obstructive choledocholithiasis', 'obstructing cbd stone',
      'obstructing common bile duct stone', 'impacted cbd stone', 'impacted common bile duct stone', 'calculus of bile duct without cholangitis or cholecystitis with obstruction',
    ],
    namedInParts: { terms: choledocholithiasisTerms, inSentenceWith: bileDuctObstruction },
    pseudo: cholangitisPseudo,
    specificity: { contradictedBy: words(cholangitisTerms, ['cholecystitis', 'acute cholecystitis', 'calculous cholecystitis']) },
    backing: { terms: biliaryManagement, abbreviations: ['ERCP', 'MRCP', 'EUS'] },
  },
  bileDuctStoneWithCholangitis({
    id: 'bile-duct-stone-with-cholangitis',
    title: 'Calculus of bile duct with cholangitis, unspecified, without obstruction',
    code: 'K8030',
    names: cholangitisTerms,
    obstruction: false,
  }),
  bileDuctStoneWithCholangitis({
    id: 'bile-duct-stone-with-cholangitis-obstruction',
    title: 'Calculus of bile duct with cholangitis, unspecified, with obstruction',
    code: 'K8031',
    names: cholangitisTerms,
    obstruction: true,
  }),
  bileDuctStoneWithCholangitis({
    id: 'bile-duct-stone-with-acute-cholangitis',
    title: 'Calculus of bile duct with acute cholangitis without obstruction',
    code: 'K8032',
    names: acuteCholangitisTerms,
    obstruction: false,
  }),
  bileDuctStoneWithCholangitis({
    id: 'bile-duct-stone-with-acute-cholangitis-obstruction',
    title: 'Calculus of bile duct with acute cholangitis with obstruction',
    code: 'K8033',
    names: acuteCholangitisTerms,
    obstruction: true,
  }),
  gallbladderAndDuctStonesWithCholecystitis({
    id: 'gallbladder-and-bile-duct-stones-with-acute-cholecystitis',
    title: 'Calculus of gallbladder and bile duct with acute cholecystitis without obstruction',
    code: 'K8062',
    obstruction: false,
  }),
  gallbladderAndDuctStonesWithCholecystitis({
    id: 'gallbladder-and-bile-duct-stones-with-acute-cholecystitis-obstruction',
    title: 'Calculus of gallbladder and bile duct with acute cholecystitis with obstruction',
    code: 'K8063',
    obstruction: true,
  }),
  {
    id: 'primary-sclerosing-cholangitis',
    title: 'Primary sclerosing cholangitis',
    kind: 'chronic',
    codes: ['K8301'],
    terms: ['primary sclerosing cholangitis'],
    abbreviations: ['PSC'],
    backing: {
      terms: ['ursodiol', 'actigall', 'ercp', 'mrcp', 'biliary stent', 'balloon dilation', 'dominant stricture', 'hepatology', 'transplant hepatology', 'liver transplant evaluation', 'ca 19 9', 'cholestyramine', 'surveillance colonoscopy'],
      abbreviations: ['ERCP', 'MRCP'],
    },
  },
  {
    id: 'diverticulosis',
    title: 'Diverticulosis of large intestine without perforation, abscess or bleeding',
    kind: 'chronic',
    codes: ['K5730', 'K5790'],
    terms: ['diverticulosis', 'colonic diverticulosis', 'sigmoid diverticulosis', 'pandiverticulosis', 'diverticular disease', 'diverticulosis of the colon', 'extensive diverticulosis'],
    backing: { terms: ['colonoscopy', 'high fiber diet', 'fiber supplement', 'fiber', 'psyllium', 'metamucil', 'ct abdomen', 'gastroenterology'] },
  },
  {
    id: 'diverticular-bleeding',
    title: 'Diverticulosis of large intestine without perforation or abscess with bleeding',
    kind: 'episodic',
    codes: ['K5731', 'K5791'],
    terms: ['diverticular bleed', 'diverticular bleeding', 'diverticular hemorrhage', 'bleeding diverticulosis', 'diverticulosis with bleeding', 'diverticulosis with hemorrhage'],
    // "Lower GI bleed from diverticulosis"; "diverticulosis with an adherent clot in a sigmoid diverticulum".
    namedInParts: {
      terms: ['diverticulosis', 'diverticulum', 'diverticula', 'diverticular disease'],
      // "revealing diverticular disease of the sigmoid colon, with this being the suspected cause of hemorrhage".
      inSentenceWith: ['gi bleed', 'lower gi bleed', 'lower gastrointestinal bleed', 'lower gastrointestinal bleeding', 'adherent clot', 'visible vessel', 'stigmata of recent hemorrhage', 'active bleeding', 'hematochezia', 'maroon stools', 'bleeding', 'hemorrhage', 'source of bleeding', 'bleeding source'],
    },
    backing: { terms: words(transfusion, ['colonoscopy', 'tagged red blood cell scan', 'tagged rbc scan', 'ct angiogram', 'interventional radiology', 'embolization', 'serial hemoglobin', 'held anticoagulation', 'gastroenterology']), abbreviations: ['PRBC', 'CTA', 'IR'] },
  },
  {
    id: 'diverticulitis',
    title: 'Diverticulitis of large intestine without perforation, abscess or bleeding',
    kind: 'episodic',
    codes: ['K5732', 'K5792'],
    terms: ['diverticulitis', 'acute diverticulitis', 'sigmoid diverticulitis', 'uncomplicated diverticulitis', 'acute uncomplicated diverticulitis', 'recurrent diverticulitis'],
    backing: { terms: words(antibiotics, ['bowel rest', 'clear liquid diet', 'clear liquids', 'ct abdomen', 'ct of the abdomen', 'general surgery', 'colorectal surgery']), abbreviations: ['CT'] },
  },
  {
    id: 'complicated-diverticulitis',
    title: 'Diverticulitis of large intestine with perforation and abscess without bleeding',
    kind: 'episodic',
    codes: ['K5720'],
    terms: [
      'perforated diverticulitis', 'diverticular abscess', 'complicated diverticulitis', 'diverticulitis with abscess', 'diverticulitis with perforation',
      'diverticulitis with microperforation', 'pericolic abscess',
      ...['sigmoid', 'colonic', 'descending colon', 'left sided'].flatMap((part) => [`perforated ${part} diverticulitis`, `${part} diverticulitis with perforation`, `${part} diverticulitis with abscess`]),
    ],
    backing: { terms: words(antibiotics, ['percutaneous drain', 'ir drain', 'drain placement', 'interventional radiology', 'hartmann procedure', "hartmann's procedure", 'sigmoidectomy', 'sigmoid colectomy', 'colectomy', 'exploratory laparotomy', 'general surgery', 'colorectal surgery', 'bowel rest']), abbreviations: ['IR'] },
  },
  {
    id: 'constipation',
    title: 'Constipation, unspecified',
    kind: 'episodic',
    codes: ['K5900', 'K5909'],
    terms: ['constipation', 'constipated', 'chronic constipation', 'severe constipation', 'slow transit constipation', 'opioid induced constipation', 'functional constipation', 'obstipation'],
    abbreviations: ['OIC'],
    pseudo: ['constipation prophylaxis'],
    backing: { terms: laxatives, abbreviations: ['MOM'] },
  },
  {
    id: 'opioid-induced-constipation',
    title: 'Drug induced constipation (opioid-induced)',
    kind: 'episodic',
    codes: ['K5903'],
    terms: ['opioid induced constipation', 'opiate induced constipation', 'narcotic induced constipation', 'drug induced constipation', 'medication induced constipation', 'constipation due to opioids', 'constipation secondary to opioids'],
    abbreviations: ['OIC'],
    backing: { terms: laxatives },
  },
  {
    id: 'fecal-impaction',
    title: 'Fecal impaction',
    kind: 'episodic',
    codes: ['K5641'],
    terms: ['fecal impaction', 'stool impaction', 'impacted stool', 'fecal loading', 'large stool burden', 'rectal impaction'],
    backing: { terms: laxatives },
  },
  {
    id: 'diarrhea',
    title: 'Diarrhea, unspecified',
    kind: 'episodic',
    codes: ['R197'],
    terms: ['diarrhea', 'diarrhoea', 'loose stool', 'watery stool', 'watery diarrhea', 'acute diarrhea', 'chronic diarrhea', 'frequent loose stools'],
    pseudo: ["traveler's diarrhea", "travelers' diarrhea"],
    backing: { terms: words(antidiarrheals, ivFluids), abbreviations: ['IVF'] },
  },
  {
    id: 'noninfective-gastroenteritis',
    title: 'Noninfective gastroenteritis and colitis, unspecified',
    kind: 'episodic',
    codes: ['K529'],
    terms: ['gastroenteritis', 'acute gastroenteritis', 'colitis', 'enterocolitis', 'noninfectious gastroenteritis', 'noninfectious colitis', 'nonspecific colitis'],
    pseudo: ['microscopic colitis', 'radiation colitis', 'neutropenic enterocolitis', 'lymphocytic colitis', 'collagenous colitis'],
    backing: { terms: words(antidiarrheals, antiemetics, ivFluids, ['bowel rest', 'clear liquid diet', 'ct abdomen']), abbreviations: ['IVF'] },
  },
  {
    id: 'infectious-gastroenteritis',
    title: 'Infectious gastroenteritis and colitis, unspecified',
    kind: 'episodic',
    codes: ['A09'],
    terms: ['infectious gastroenteritis', 'infectious colitis', 'infectious diarrhea', 'infectious enteritis', 'bacterial gastroenteritis', 'bacterial enteritis', 'infective gastroenteritis'],
    backing: { terms: words(antidiarrheals, antiemetics, ivFluids, ['ciprofloxacin', 'azithromycin', 'metronidazole', 'flagyl', 'enteric precautions', 'contact precautions']), abbreviations: ['IVF'] },
  },
  {
    id: 'viral-gastroenteritis',
    title: 'Viral intestinal infection, unspecified',
    kind: 'episodic',
    codes: ['A084', 'A0811'],
    terms: ['viral gastroenteritis', 'norovirus', 'norovirus gastroenteritis', 'viral enteritis', 'rotavirus gastroenteritis', 'norwalk virus'],
    backing: { terms: words(antiemetics, ivFluids, ['oral rehydration', 'contact precautions', 'enteric precautions', 'supportive care']), abbreviations: ['IVF'] },
  },
  {
    id: 'ischemic-colitis',
    title: 'Vascular disorder of intestine, unspecified (ischemic colitis)',
    kind: 'episodic',
    codes: ['K559'],
    terms: ['ischemic colitis', 'colonic ischemia', 'ischemic bowel', 'bowel ischemia', 'intestinal ischemia'],
    backing: { terms: words(ivFluids, ['bowel rest', 'colonoscopy', 'ct abdomen', 'ct angiogram', 'lactate', 'general surgery', 'antibiotics', 'serial abdominal exams']), abbreviations: ['CTA'] },
  },
  {
    id: 'colonic-angiodysplasia-with-hemorrhage',
    title: 'Angiodysplasia of colon with hemorrhage',
    kind: 'episodic',
    codes: ['K5521'],
    terms: words(qualified(['bleeding'], colonAngiodysplasia), colonAngiodysplasia.flatMap((a) => [`${a} with bleeding`, `${a} with hemorrhage`, `bleeding from ${a}`])),
    namedInParts: {
      terms: colonAngiodysplasia,
      inSentenceWith: ['bleeding', 'bleed', 'hemorrhage', 'actively bleeding', 'active bleeding', 'oozing', 'stigmata of recent hemorrhage', 'hematochezia', 'argon plasma coagulation', 'source of bleeding', 'source of the bleed', 'lower gi bleed', 'lower gastrointestinal bleeding'],
    },
    backing: { terms: words(endoscopy, transfusion, ironTherapy, ['octreotide', 'interventional radiology', 'embolization', 'tagged red blood cell scan', 'ct angiography']), abbreviations: ['APC', 'PRBC'] },
  },
  {
    id: 'nausea-with-vomiting',
    title: 'Nausea with vomiting, unspecified',
    kind: 'episodic',
    codes: ['R112'],
    terms: ['nausea and vomiting', 'nausea with vomiting', 'nausea/vomiting', 'intractable nausea and vomiting', 'intractable vomiting', 'persistent nausea and vomiting', 'nausea vomiting'],
    abbreviations: ['N/V'],
    backing: { terms: words(antiemetics, ivFluids), abbreviations: ['IVF'] },
  },
  {
    id: 'nausea',
    title: 'Nausea',
    kind: 'episodic',
    codes: ['R110'],
    terms: ['nausea', 'nauseous', 'nauseated'],
    backing: { terms: antiemetics },
  },
  {
    id: 'vomiting',
    title: 'Vomiting, unspecified',
    kind: 'episodic',
    codes: ['R1110'],
    terms: ['vomiting', 'emesis', 'emeses', 'retching'],
    pseudo: ['emesis basin'],
    backing: { terms: words(antiemetics, ivFluids), abbreviations: ['IVF'] },
  },
  {
    id: 'abdominal-pain',
    title: 'Unspecified abdominal pain',
    kind: 'episodic',
    codes: ['R109'],
    terms: [
      'abdominal pain', 'abd pain', 'belly pain', 'stomach pain', 'abdominal discomfort', 'abdominal cramping', 'epigastric pain', 'right upper quadrant pain',
      'left upper quadrant pain', 'right lower quadrant pain', 'left lower quadrant pain', 'lower abdominal pain', 'upper abdominal pain',
      'generalized abdominal pain', 'diffuse abdominal pain', 'periumbilical pain', 'ruq pain', 'luq pain', 'rlq pain', 'llq pain', 'suprapubic pain',
    ],
    backing: { terms: words(painCare, ['ct abdomen', 'ct of the abdomen', 'ct abdomen and pelvis', 'abdominal ultrasound', 'ruq ultrasound', 'lipase', 'dicyclomine', 'bentyl', 'kub', 'general surgery', 'serial abdominal exams']), abbreviations: ['CT', 'KUB'] },
  },
  {
    id: 'epigastric-pain',
    title: 'Epigastric pain',
    kind: 'episodic',
    codes: ['R1013'],
    terms: ['epigastric pain', 'epigastric abdominal pain', 'epigastric discomfort', 'epigastric tenderness'],
    backing: { terms: words(acidSuppression, painCare, ['lipase', 'egd', 'ruq ultrasound', 'ekg', 'troponin']), abbreviations: ['PPI', 'EGD'] },
  },
  {
    id: 'right-upper-quadrant-pain',
    title: 'Right upper quadrant pain',
    kind: 'episodic',
    codes: ['R1011'],
    terms: ['right upper quadrant pain', 'ruq pain', 'right upper quadrant abdominal pain', 'ruq abdominal pain'],
    backing: { terms: words(painCare, ['ruq ultrasound', 'right upper quadrant ultrasound', 'hida scan', 'lipase', 'liver function test', 'mrcp']) },
  },
  {
    id: 'right-lower-quadrant-pain',
    title: 'Right lower quadrant pain',
    kind: 'episodic',
    codes: ['R1031'],
    terms: ['right lower quadrant pain', 'rlq pain', 'right lower quadrant abdominal pain', 'rlq abdominal pain'],
    backing: { terms: words(painCare, ['ct abdomen', 'ct abdomen and pelvis', 'pelvic ultrasound', 'general surgery']) },
  },
  {
    id: 'left-lower-quadrant-pain',
    title: 'Left lower quadrant pain',
    kind: 'episodic',
    codes: ['R1032'],
    terms: ['left lower quadrant pain', 'llq pain', 'left lower quadrant abdominal pain', 'llq abdominal pain'],
    backing: { terms: words(painCare, ['ct abdomen', 'ct abdomen and pelvis', 'general surgery']) },
  },
  {
    id: 'generalized-abdominal-pain',
    title: 'Generalized abdominal pain',
    kind: 'episodic',
    codes: ['R1084'],
    terms: ['generalized abdominal pain', 'diffuse abdominal pain', 'diffuse abdominal tenderness'],
    backing: { terms: words(painCare, ['ct abdomen', 'ct abdomen and pelvis', 'general surgery', 'lipase']) },
  },
  {
    id: 'dysphagia',
    title: 'Dysphagia, unspecified',
    kind: 'chronic',
    codes: ['R1310'],
    terms: ['dysphagia', 'difficulty swallowing', 'swallowing difficulty', 'trouble swallowing', 'esophageal dysphagia', 'oropharyngeal dysphagia', 'odynophagia'],
    backing: { terms: ['speech therapy', 'speech language pathology', 'swallow evaluation', 'bedside swallow evaluation', 'swallow study', 'modified barium swallow', 'video fluoroscopic swallow study', 'fiberoptic endoscopic evaluation of swallowing', 'dysphagia diet', 'mechanical soft diet', 'pureed diet', 'nectar thick liquids', 'honey thick liquids', 'thickened liquids', 'aspiration precautions', 'egd', 'esophageal dilation', 'barium swallow'], abbreviations: ['SLP', 'MBS', 'MBSS', 'VFSS', 'FEES'] },
  },
  {
    id: 'oropharyngeal-dysphagia',
    title: 'Dysphagia, oropharyngeal phase',
    kind: 'chronic',
    codes: ['R1312'],
    terms: ['oropharyngeal dysphagia', 'pharyngeal dysphagia', 'oral phase dysphagia', 'oropharyngeal phase dysphagia'],
    backing: { terms: ['speech therapy', 'speech language pathology', 'swallow evaluation', 'modified barium swallow', 'video fluoroscopic swallow study', 'dysphagia diet', 'pureed diet', 'thickened liquids', 'aspiration precautions'], abbreviations: ['SLP', 'MBS', 'MBSS', 'VFSS', 'FEES'] },
  },
  {
    id: 'small-bowel-obstruction',
    title: 'Unspecified intestinal obstruction, unspecified as to partial versus complete',
    kind: 'episodic',
    codes: ['K56609', 'K56699'],
    terms: ['small bowel obstruction', 'bowel obstruction', 'intestinal obstruction', 'partial small bowel obstruction', 'high grade small bowel obstruction', 'complete small bowel obstruction', 'large bowel obstruction', 'obstruction of the small bowel'],
    abbreviations: ['SBO', 'pSBO', 'LBO'],
    backing: bowelObstructionCare,
  },
  {
    id: 'partial-small-bowel-obstruction',
    title: 'Partial intestinal obstruction, unspecified as to cause',
    kind: 'episodic',
    codes: ['K56600', 'K56690'],
    terms: ['partial small bowel obstruction', 'partial bowel obstruction', 'partial sbo', 'partial intestinal obstruction'],
    abbreviations: ['pSBO'],
    backing: { terms: ['ng tube', 'nasogastric tube', 'bowel rest', 'npo', 'gastrografin', 'small bowel follow through', 'general surgery', 'serial abdominal exams', 'kub'], abbreviations: ['NGT', 'NPO'] },
  },
  {
    id: 'complete-small-bowel-obstruction',
    title: 'Complete intestinal obstruction, unspecified as to cause',
    kind: 'episodic',
    codes: ['K56601', 'K56691'],
    terms: [
      'complete small bowel obstruction', 'complete sbo', 'complete bowel obstruction', 'complete intestinal obstruction', 'high grade complete small bowel obstruction',
      'complete obstruction of the small bowel', 'complete large bowel obstruction', 'closed loop small bowel obstruction', 'closed loop obstruction',
    ],
    refutedBy: { instead: ['partial small bowel obstruction', 'partial sbo', 'partial bowel obstruction', 'partial intestinal obstruction', 'high grade partial small bowel obstruction'] },
    backing: bowelObstructionCare,
  },
  {
    id: 'adhesive-small-bowel-obstruction',
    title: 'Intestinal adhesions with obstruction',
    kind: 'episodic',
    codes: ['K5650', 'K5651', 'K5652'],
    terms: [
      'adhesive small bowel obstruction', 'adhesive sbo', 'small bowel obstruction due to adhesions', 'sbo secondary to adhesions', 'adhesive bowel obstruction', 'obstruction due to adhesions',
      'adhesive band obstruction', 'obstruction due to adhesive band', 'obstruction due to an adhesive band',
    ],
    // "Complete small bowel obstruction due to adhesive band (closed loop), s/p ex-lap and lysis of adhesions".
    namedInParts: {
      terms: ['small bowel obstruction', 'bowel obstruction', 'closed loop obstruction', 'closed-loop obstruction', 'complete obstruction'],
      inSentenceWith: ['adhesive band', 'adhesions', 'adhesion', 'lysis of adhesions'],
    },
    backing: { terms: ['ng tube', 'nasogastric tube', 'bowel rest', 'npo', 'gastrografin', 'lysis of adhesions', 'exploratory laparotomy', 'general surgery'], abbreviations: ['NGT', 'NPO'] },
  },
  // Hemorrhoids by grade (K64.0-K64.3), as an endoscopist writes them: "grade II internal hemorrhoids (non-bleeding)".
  ...([
    ['K640', 'first degree', ['i', '1', 'one'], 'first'],
    ['K641', 'second degree', ['ii', '2', 'two'], 'second'],
    ['K642', 'third degree', ['iii', '3', 'three'], 'third'],
    ['K643', 'fourth degree', ['iv', '4', 'four'], 'fourth'],
  ] as const).map(([code, title, grades, ordinal]): CommonCondition => ({
    id: `hemorrhoids-${ordinal}-degree`,
    title: `${title[0]!.toUpperCase()}${title.slice(1)} hemorrhoids`,
    kind: 'chronic',
    codes: [code],
    terms: hemorrhoidGrade(grades, ordinal),
    specificity: { otherKinds: hemorrhoidGrades.filter((g) => g.ordinal !== ordinal).flatMap((g) => hemorrhoidGrade(g.grades, g.ordinal)) },
    backing: hemorrhoidCare,
  })),
  {
    id: 'postoperative-ileus',
    title: 'Other postprocedural complications of digestive system (postoperative ileus)',
    kind: 'episodic',
    codes: ['K9189'],
    terms: ['postoperative ileus', 'post-operative ileus', 'postop ileus', 'post-op ileus', 'ileus after surgery', 'prolonged postoperative ileus'],
    backing: { terms: ['ng tube', 'nasogastric tube', 'nasogastric decompression', 'bowel rest', 'npo', 'alvimopan', 'entereg', 'minimize opioids', 'kub', 'return of bowel function', 'passing flatus'], abbreviations: ['NGT', 'NPO', 'KUB'] },
  },
  {
    id: 'ileus',
    title: 'Ileus, unspecified',
    kind: 'episodic',
    codes: ['K567'],
    terms: ['ileus', 'adynamic ileus', 'postoperative ileus', 'paralytic ileus', 'functional ileus'],
    pseudo: ['gallstone ileus', 'meconium ileus'],
    backing: { terms: ['ng tube', 'nasogastric tube', 'bowel rest', 'npo', 'ambulation', 'alvimopan', 'electrolyte repletion', 'kub', 'minimize opioids'], abbreviations: ['NGT', 'NPO', 'KUB'] },
  },
  {
    id: 'inguinal-hernia',
    title: 'Unilateral inguinal hernia, without obstruction or gangrene',
    kind: 'chronic',
    codes: ['K4090'],
    terms: ['inguinal hernia', 'right inguinal hernia', 'left inguinal hernia', 'reducible inguinal hernia', 'indirect inguinal hernia', 'direct inguinal hernia'],
    backing: { terms: ['hernia repair', 'inguinal hernia repair', 'herniorrhaphy', 'hernioplasty', 'mesh repair', 'general surgery', 'reducible'] },
  },
  {
    id: 'inguinal-hernia-with-obstruction',
    title: 'Unilateral inguinal hernia, with obstruction, without gangrene, not specified as recurrent',
    kind: 'episodic',
    codes: ['K4030'],
    ...herniaWithObstruction(['inguinal hernia', 'right inguinal hernia', 'left inguinal hernia', 'indirect inguinal hernia', 'direct inguinal hernia', 'groin hernia']),
    // A recurrent (K40.31) or bilateral (K40.0-) one is another code.
    specificity: {
      contradictedBy: words(herniaGangrene, [
        'recurrent inguinal hernia', 'recurrent incarcerated inguinal hernia', 'incarcerated recurrent inguinal hernia', 'bilateral inguinal hernias', 'bilateral incarcerated inguinal hernias',
      ]),
    },
  },
  {
    id: 'umbilical-hernia',
    title: 'Umbilical hernia without obstruction or gangrene',
    kind: 'chronic',
    codes: ['K429'],
    terms: ['umbilical hernia', 'periumbilical hernia', 'paraumbilical hernia', 'reducible umbilical hernia'],
    backing: { terms: ['hernia repair', 'umbilical hernia repair', 'herniorrhaphy', 'mesh repair', 'general surgery', 'reducible', 'paracentesis'] },
  },
  {
    id: 'ventral-hernia',
    title: 'Ventral hernia without obstruction or gangrene',
    kind: 'chronic',
    codes: ['K439', 'K432'],
    terms: ['ventral hernia', 'incisional hernia', 'abdominal wall hernia', 'parastomal hernia', 'reducible ventral hernia', 'large ventral hernia'],
    backing: { terms: ['hernia repair', 'ventral hernia repair', 'incisional hernia repair', 'herniorrhaphy', 'mesh repair', 'general surgery', 'abdominal binder', 'reducible'] },
  },
  {
    id: 'ventral-hernia-with-obstruction',
    title: 'Ventral hernia with obstruction, without gangrene',
    kind: 'episodic',
    codes: ['K430', 'K436'],
    ...herniaWithObstruction(['ventral hernia', 'incisional hernia', 'abdominal wall hernia', 'epigastric hernia', 'spigelian hernia', 'recurrent ventral hernia', 'recurrent incisional hernia']),
    specificity: { contradictedBy: herniaGangrene },
  },
  {
    id: 'hemorrhoids',
    title: 'Unspecified hemorrhoids',
    kind: 'chronic',
    codes: ['K649'],
    terms: words(['hemorrhoids', 'hemorrhoid', 'internal hemorrhoids', 'external hemorrhoids', 'bleeding hemorrhoids', 'thrombosed hemorrhoid'], ...hemorrhoidGrades.map((g) => hemorrhoidGrade(g.grades, g.ordinal))),
    backing: hemorrhoidCare,
  },
  {
    id: 'crohns-disease',
    title: "Crohn's disease, unspecified, without complications",
    kind: 'chronic',
    codes: ['K5090'],
    terms: ["crohn's disease", 'crohn disease', 'crohns disease', "crohn's", 'crohns', "crohn's colitis", "crohn's ileitis", 'regional enteritis', "crohn's flare"],
    backing: { terms: ['mesalamine', 'budesonide', 'entocort', 'prednisone', 'azathioprine', 'imuran', 'mercaptopurine', 'methotrexate', 'infliximab', 'remicade', 'inflectra', 'adalimumab', 'humira', 'certolizumab', 'cimzia', 'vedolizumab', 'entyvio', 'ustekinumab', 'stelara', 'risankizumab', 'skyrizi', 'upadacitinib', 'rinvoq', 'gastroenterology', 'colonoscopy'], abbreviations: ['IBD'] },
  },
  {
    id: 'ulcerative-colitis',
    title: 'Ulcerative colitis, unspecified, without complications',
    kind: 'chronic',
    codes: ['K5190'],
    terms: ['ulcerative colitis', 'ulcerative pancolitis', 'ulcerative proctitis', 'ulcerative proctosigmoiditis', 'left sided ulcerative colitis', 'ulcerative colitis flare'],
    abbreviations: ['UC'],
    backing: { terms: ['mesalamine', 'lialda', 'asacol', 'apriso', 'delzicol', 'pentasa', 'sulfasalazine', 'balsalazide', 'budesonide', 'uceris', 'prednisone', 'azathioprine', 'imuran', 'mercaptopurine', 'infliximab', 'remicade', 'adalimumab', 'humira', 'golimumab', 'vedolizumab', 'entyvio', 'ustekinumab', 'stelara', 'tofacitinib', 'xeljanz', 'upadacitinib', 'ozanimod', 'zeposia', 'gastroenterology', 'colonoscopy', 'flexible sigmoidoscopy'], abbreviations: ['IBD'] },
  },
  {
    id: 'irritable-bowel-syndrome',
    title: 'Irritable bowel syndrome',
    kind: 'chronic',
    codes: ['K589'],
    terms: ['irritable bowel syndrome', 'irritable bowel', 'spastic colon', 'irritable bowel syndrome with diarrhea', 'irritable bowel syndrome with constipation'],
    abbreviations: ['IBS', 'IBS-D', 'IBS-C'],
    backing: { terms: ['dicyclomine', 'bentyl', 'hyoscyamine', 'levsin', 'linaclotide', 'linzess', 'lubiprostone', 'rifaximin', 'eluxadoline', 'viberzi', 'loperamide', 'fiber', 'peppermint oil', 'amitriptyline', 'low fodmap diet', 'gastroenterology'] },
  },
  {
    id: 'celiac-disease',
    title: 'Celiac disease',
    kind: 'chronic',
    codes: ['K900'],
    terms: ['celiac disease', 'celiac sprue', 'gluten sensitive enteropathy', 'coeliac disease'],
    backing: { terms: ['gluten free diet', 'tissue transglutaminase', 'ttg', 'gastroenterology', 'dietitian', 'nutrition consult'] },
  },
  {
    id: 'gastroparesis',
    title: 'Gastroparesis (including diabetic autonomic neuropathy)',
    kind: 'chronic',
    codes: ['K3184', 'E1143', 'E1043'],
    terms: ['gastroparesis', 'diabetic gastroparesis', 'diabetic autonomic neuropathy', 'autonomic neuropathy', 'delayed gastric emptying', 'gastric dysmotility', 'idiopathic gastroparesis'],
    backing: { terms: ['metoclopramide', 'reglan', 'erythromycin', 'domperidone', 'gastric emptying study', 'gastric emptying scan', 'small frequent meals', 'gastroparesis diet', 'low fat low fiber diet', 'gastric stimulator', 'antiemetic', 'ondansetron', 'prochlorperazine'] },
  },
  {
    id: 'acute-appendicitis',
    title: 'Acute appendicitis without perforation or gangrene',
    kind: 'episodic',
    codes: ['K3580', 'K35890'],
    terms: ['acute appendicitis', 'appendicitis', 'uncomplicated appendicitis', 'acute uncomplicated appendicitis', 'nonperforated appendicitis'],
    pseudo: ['perforated appendicitis', 'ruptured appendicitis', 'gangrenous appendicitis'],
    // The appendix seen and normal, on the scan or at operation: "CT: normal-caliber appendix", "Appendix visualized - normal".
    refutedBy: {
      instead: [
        'normal appendix', 'normal caliber appendix', 'normal-caliber appendix', 'appendix normal', 'appendix is normal', 'appendix was normal', 'appendix appeared normal',
        'appendix visualized - normal', 'appendix visualized and normal', 'appendix visualized, normal', 'appendix was visualized and normal', 'normal appearing appendix',
      ],
    },
    backing: { terms: ['appendectomy', 'laparoscopic appendectomy', 'lap appy', 'general surgery', 'antibiotics', 'ceftriaxone', 'metronidazole', 'zosyn', 'piperacillin tazobactam', 'ertapenem', 'ct abdomen'] },
  },

  // ================================================================ kidney and urinary
  // A staged code is answered at its stage: another stage documented, and the billed one never
  // named, is the wrong stage (design.md: Unsupported), not a bare silence. "There is no chronic
  // kidney disease" refutes every stage.
  {
    id: 'ckd-stage-1',
    title: 'Chronic kidney disease, stage 1',
    kind: 'chronic',
    codes: ['N181'],
    terms: ckdStages('1'),
    refutedBy: { absent: ckdUnstaged, instead: words(ckdStages('2', '3', '3a', '3b', '4', '5'), esrdTerms), insteadExclusive: true },
    backing: { terms: kidneyMonitoring, abbreviations: ['eGFR', 'GFR', 'UACR'] },
  },
  {
    id: 'ckd-stage-2',
    title: 'Chronic kidney disease, stage 2 (mild)',
    kind: 'chronic',
    codes: ['N182'],
    terms: ckdStages('2'),
    refutedBy: { absent: ckdUnstaged, instead: words(ckdStages('1', '3', '3a', '3b', '4', '5'), esrdTerms), insteadExclusive: true },
    backing: { terms: kidneyMonitoring, abbreviations: ['eGFR', 'GFR', 'UACR'] },
  },
  {
    // Stage 3 unspecified (N18.30; N18.3 before FY2021). 3a and 3b are their own entries.
    id: 'ckd-stage-3',
    title: 'Chronic kidney disease, stage 3 unspecified',
    kind: 'chronic',
    codes: ['N183'],
    terms: ckdStages('3', '3a', '3b'),
    refutedBy: { absent: ckdUnstaged, values: eGfrAtLeast(60), instead: words(ckdStages('1', '2', '4', '5'), esrdTerms), insteadExclusive: true },
    backingValues: reducedKidneyFunction,
    backing: { terms: kidneyMonitoring, abbreviations: ['eGFR', 'GFR'] },
  },
  {
    id: 'ckd-stage-3a',
    title: 'Chronic kidney disease, stage 3a',
    kind: 'chronic',
    codes: ['N1831'],
    terms: ckdStages('3a'),
    // Plain "stage 3" leaves 3a undocumented (NoDetermination), so it is not an alternative.
    refutedBy: { absent: ckdUnstaged, values: eGfrAtLeast(60), instead: words(ckdStages('1', '2', '3b', '4', '5'), esrdTerms), insteadExclusive: true },
    backingValues: reducedKidneyFunction,
    backing: { terms: kidneyMonitoring, abbreviations: ['eGFR', 'GFR'] },
  },
  {
    id: 'ckd-stage-3b',
    title: 'Chronic kidney disease, stage 3b',
    kind: 'chronic',
    codes: ['N1832'],
    terms: ckdStages('3b'),
    refutedBy: { absent: ckdUnstaged, values: eGfrAtLeast(45), instead: words(ckdStages('1', '2', '3a', '4', '5'), esrdTerms), insteadExclusive: true },
    backingValues: reducedKidneyFunction,
    backing: { terms: kidneyMonitoring, abbreviations: ['eGFR', 'GFR'] },
  },
  {
    id: 'ckd-stage-4',
    title: 'Chronic kidney disease, stage 4 (severe)',
    kind: 'chronic',
    codes: ['N184'],
    terms: ckdStages('4'),
    refutedBy: { absent: ckdUnstaged, values: eGfrAtLeast(30), instead: words(ckdStages('1', '2', '3', '3a', '3b', '5'), esrdTerms), insteadExclusive: true },
    backingValues: reducedKidneyFunction,
    backing: { terms: words(kidneyMonitoring, ['dialysis planning', 'dialysis access planning', 'av fistula', 'vein preservation', 'transplant referral']), abbreviations: ['eGFR', 'GFR'] },
  },
  {
    id: 'ckd-stage-5',
    title: 'Chronic kidney disease, stage 5',
    kind: 'chronic',
    codes: ['N185'],
    terms: ckdStage5,
    // N18.5 is stage 5 not on chronic dialysis; ESRD documented instead is N18.6.
    refutedBy: { absent: ckdUnstaged, values: eGfrAtLeast(15), instead: words(ckdStages('1', '2', '3', '3a', '3b', '4'), esrdTerms), insteadExclusive: true },
    backingValues: reducedKidneyFunction,
    backing: { terms: words(kidneyMonitoring, ['dialysis planning', 'dialysis access planning', 'av fistula', 'conservative kidney management', 'vein preservation']), abbreviations: ['eGFR', 'GFR'] },
  },
  {
    // ESRD, or CKD 5 requiring chronic dialysis; dialysis backs it.
    id: 'end-stage-renal-disease',
    title: 'End stage renal disease',
    kind: 'chronic',
    codes: ['N186'],
    terms: esrdTerms,
    abbreviations: ['ESRD', 'ESKD'],
    // Stage 5 on dialysis is ESRD, so only stages 1-4 argue against it.
    refutedBy: { instead: ckdStages('1', '2', '3', '3a', '3b', '4') },
    backing: { terms: words(dialysisManagement, ['kidney transplant list', 'transplant list']), abbreviations: ['HD', 'PD', 'CAPD', 'AVF'] },
  },
  {
    id: 'ckd-unspecified',
    title: 'Chronic kidney disease, unspecified',
    kind: 'chronic',
    codes: ['N189'],
    terms: ckdAny,
    abbreviations: ['CKD', 'CRI', 'ESRD'],
    backing: { terms: kidneyMonitoring, abbreviations: ['eGFR', 'GFR'] },
  },
  {
    id: 'secondary-hyperparathyroidism-renal',
    title: 'Secondary hyperparathyroidism of renal origin',
    kind: 'chronic',
    codes: ['N2581'],
    terms: ['secondary hyperparathyroidism', 'secondary hyperparathyroidism of renal origin', 'renal secondary hyperparathyroidism', 'secondary hyperparathyroidism due to ckd', 'secondary hyperparathyroidism due to esrd', 'ckd mineral bone disorder', 'chronic kidney disease mineral and bone disorder'],
    abbreviations: ['SHPT', 'CKD-MBD'],
    backing: { terms: ['cinacalcet', 'sensipar', 'etelcalcetide', 'parsabiv', 'calcitriol', 'paricalcitol', 'zemplar', 'doxercalciferol', 'hectorol', 'pth', 'parathyroid hormone', 'sevelamer', 'renvela', 'calcium acetate', 'phosphate binder', 'parathyroidectomy'], abbreviations: ['PTH', 'iPTH'] },
  },
  {
    id: 'urinary-tract-infection',
    title: 'Urinary tract infection, site not specified',
    kind: 'episodic',
    codes: ['N390'],
    terms: ['urinary tract infection', 'complicated urinary tract infection', 'uncomplicated urinary tract infection', 'catheter associated urinary tract infection', 'bladder infection', 'urine infection', 'acute urinary tract infection', 'complicated uti', 'catheter associated uti', 'recurrent urinary tract infection'],
    abbreviations: ['UTI', 'UTIs', 'CAUTI', 'cUTI'],
    pseudo: ['uti prophylaxis', 'uti precautions'],
    backing: { terms: words(antibiotics, urinaryWorkup, ['foley removal', 'foley exchange', 'catheter removed', 'catheter exchanged']), abbreviations: ['UA', 'UCx'] },
    // "UA bland, urine culture no growth": the infection was looked for and not found.
    refutedBy: { absent: ['urine culture', 'urine cultures', 'pyuria', 'bacteriuria', 'urinary infection'] },
  },
  {
    id: 'pyelonephritis',
    title: 'Acute pyelonephritis',
    kind: 'episodic',
    codes: ['N10'],
    terms: ['pyelonephritis', 'acute pyelonephritis', 'pyelo', 'emphysematous pyelonephritis', 'obstructive pyelonephritis', 'upper urinary tract infection', 'kidney infection'],
    pseudo: ['chronic pyelonephritis', 'xanthogranulomatous pyelonephritis'],
    backing: { terms: words(antibiotics, urinaryWorkup, ['ct abdomen', 'renal ultrasound', 'blood culture', 'urology']), abbreviations: ['UA'] },
  },
  {
    id: 'acute-cystitis',
    title: 'Cystitis (acute or unspecified)',
    kind: 'episodic',
    codes: ['N300', 'N3090'],
    terms: ['acute cystitis', 'cystitis', 'hemorrhagic cystitis', 'bacterial cystitis', 'acute cystitis with hematuria', 'uncomplicated cystitis'],
    pseudo: ['interstitial cystitis', 'radiation cystitis', 'chronic cystitis'],
    backing: { terms: words(antibiotics, urinaryWorkup), abbreviations: ['UA'] },
  },
  {
    id: 'benign-prostatic-hyperplasia',
    title: 'Benign prostatic hyperplasia without lower urinary tract symptoms',
    kind: 'chronic',
    codes: ['N400'],
    terms: ['benign prostatic hyperplasia', 'benign prostatic hypertrophy', 'prostatic hyperplasia', 'prostatic hypertrophy', 'enlarged prostate', 'prostatomegaly', 'prostate enlargement', 'nodular prostate'],
    abbreviations: ['BPH'],
    backing: { terms: ['tamsulosin', 'flomax', 'finasteride', 'proscar', 'dutasteride', 'avodart', 'jalyn', 'alfuzosin', 'uroxatral', 'silodosin', 'rapaflo', 'terazosin', 'doxazosin', 'cardura', 'tadalafil', 'urology', 'turp', 'transurethral resection of the prostate', 'urolift', 'bladder scan', 'post void residual'], abbreviations: ['TURP', 'PVR'] },
  },
  {
    // The LUTS (retention, frequency, nocturia, weak stream) are what N40.1 adds to BPH.
    id: 'bph-with-luts',
    title: 'Benign prostatic hyperplasia with lower urinary tract symptoms',
    kind: 'chronic',
    codes: ['N401'],
    terms: [
      'bph with luts', 'bph with lower urinary tract symptoms', 'benign prostatic hyperplasia with lower urinary tract symptoms', 'lower urinary tract symptoms',
      'bph with urinary retention', 'bph with retention', 'bph with obstruction', 'bladder outlet obstruction', 'urinary retention', 'acute urinary retention',
      'nocturia', 'urinary hesitancy', 'weak urinary stream', 'weak stream', 'incomplete bladder emptying', 'urinary frequency', 'urinary urgency', 'post void dribbling', 'obstructive voiding symptoms',
    ],
    abbreviations: ['LUTS', 'BOO'],
    backing: { terms: ['tamsulosin', 'flomax', 'finasteride', 'proscar', 'dutasteride', 'avodart', 'alfuzosin', 'uroxatral', 'silodosin', 'rapaflo', 'terazosin', 'doxazosin', 'foley', 'foley catheter', 'urology', 'turp', 'bladder scan', 'post void residual', 'voiding trial', 'trial of void'], abbreviations: ['TURP', 'PVR', 'TOV'] },
  },
  {
    id: 'urinary-retention',
    title: 'Retention of urine, unspecified',
    kind: 'episodic',
    codes: ['R339', 'R338'],
    terms: ['urinary retention', 'acute urinary retention', 'retention of urine', 'chronic urinary retention', 'retaining urine', 'urinary retention with overflow'],
    pseudo: ['fluid retention', 'sodium retention', 'water retention'],
    backing: { terms: ['foley', 'foley catheter', 'indwelling catheter', 'bladder scan', 'straight cath', 'straight catheterization', 'in and out catheterization', 'intermittent catheterization', 'tamsulosin', 'flomax', 'voiding trial', 'trial of void', 'post void residual', 'urology', 'suprapubic catheter'], abbreviations: ['PVR', 'TOV', 'CIC'] },
    // Retention never named, and the note says the bladder emptied: "Foley removed POD1; voided spontaneously, PVR 40 mL".
    refutedBy: {
      instead: [
        'voided spontaneously', 'voiding spontaneously', 'voids spontaneously', 'voided without difficulty', 'voiding without difficulty', 'voiding well',
        'passed voiding trial', 'passed a voiding trial', 'passed trial of void', 'passed a trial of void', 'passed void trial', 'normal post void residual',
      ],
    },
  },
  {
    id: 'neurogenic-bladder',
    title: 'Neuromuscular dysfunction of bladder, unspecified',
    kind: 'chronic',
    codes: ['N319'],
    terms: ['neurogenic bladder', 'neuropathic bladder', 'neurogenic bladder dysfunction'],
    backing: { terms: ['intermittent catheterization', 'clean intermittent catheterization', 'self catheterization', 'self cath', 'chronic foley', 'indwelling foley', 'suprapubic catheter', 'oxybutynin', 'urology'], abbreviations: ['CIC', 'SPC'] },
  },
  {
    id: 'overactive-bladder',
    title: 'Overactive bladder',
    kind: 'chronic',
    codes: ['N3281'],
    terms: ['overactive bladder', 'detrusor overactivity', 'bladder spasm'],
    abbreviations: ['OAB'],
    backing: { terms: ['oxybutynin', 'ditropan', 'tolterodine', 'detrol', 'solifenacin', 'vesicare', 'mirabegron', 'myrbetriq', 'vibegron', 'gemtesa', 'trospium', 'fesoterodine', 'toviaz', 'bladder training', 'timed voiding', 'urology'] },
  },
  {
    id: 'urinary-incontinence',
    title: 'Unspecified urinary incontinence',
    kind: 'chronic',
    codes: ['R32'],
    terms: ['urinary incontinence', 'incontinence of urine', 'incontinent of urine', 'bladder incontinence', 'urge incontinence', 'stress incontinence', 'mixed urinary incontinence', 'overflow incontinence', 'functional incontinence'],
    backing: { terms: ['oxybutynin', 'ditropan', 'tolterodine', 'solifenacin', 'mirabegron', 'myrbetriq', 'trospium', 'incontinence care', 'timed voiding', 'prompted voiding', 'purewick', 'external catheter', 'condom catheter', 'barrier cream', 'briefs', 'urology'] },
  },
  {
    id: 'fecal-incontinence',
    title: 'Full incontinence of feces',
    kind: 'chronic',
    codes: ['R159'],
    terms: ['fecal incontinence', 'bowel incontinence', 'incontinence of stool', 'incontinent of stool', 'incontinence of bowel'],
    backing: { terms: ['rectal tube', 'fecal management system', 'flexiseal', 'barrier cream', 'bowel program', 'loperamide', 'fiber', 'incontinence care', 'briefs'] },
  },
  {
    id: 'hematuria',
    title: 'Hematuria, unspecified',
    kind: 'episodic',
    codes: ['R319', 'R310'],
    terms: ['hematuria', 'gross hematuria', 'blood in urine', 'bloody urine', 'blood in the urine', 'microscopic hematuria', 'frank hematuria'],
    backing: { terms: ['continuous bladder irrigation', 'bladder irrigation', 'three way foley', '3 way foley', 'urology', 'cystoscopy', 'ct urogram', 'urinalysis', 'held anticoagulation', 'clot evacuation'], abbreviations: ['CBI', 'UA'] },
  },
  {
    id: 'dysuria',
    title: 'Dysuria',
    kind: 'episodic',
    codes: ['R300'],
    terms: ['dysuria', 'painful urination', 'burning with urination', 'burning on urination', 'pain with urination'],
    backing: { terms: words(urinaryWorkup, antibiotics), abbreviations: ['UA'] },
  },
  {
    id: 'nephrolithiasis',
    title: 'Calculus of kidney',
    kind: 'episodic',
    codes: ['N200'],
    terms: ['nephrolithiasis', 'kidney stone', 'renal stone', 'renal calculus', 'renal calculi', 'kidney stones', 'staghorn calculus', 'nonobstructing renal stone', 'renal colic'],
    backing: { terms: ['tamsulosin', 'flomax', 'ketorolac', 'toradol', 'urology', 'ureteroscopy', 'lithotripsy', 'extracorporeal shock wave lithotripsy', 'percutaneous nephrolithotomy', 'ureteral stent', 'nephrostomy tube', 'ct renal stone protocol', 'ct abdomen and pelvis', 'strain urine', 'urine strainer', 'iv fluids'], abbreviations: ['ESWL', 'PCNL', 'URS'] },
  },
  {
    id: 'ureterolithiasis',
    title: 'Calculus of ureter',
    kind: 'episodic',
    codes: ['N201'],
    terms: ['ureterolithiasis', 'ureteral stone', 'ureteral calculus', 'ureteral calculi', 'obstructing ureteral stone', 'distal ureteral stone', 'proximal ureteral stone', 'ureterovesical junction stone', 'uvj stone', 'obstructing stone'],
    backing: { terms: ['tamsulosin', 'flomax', 'ketorolac', 'toradol', 'urology', 'ureteroscopy', 'lithotripsy', 'ureteral stent', 'nephrostomy tube', 'ct renal stone protocol', 'strain urine', 'medical expulsive therapy'], abbreviations: ['URS', 'MET'] },
  },
  {
    id: 'urolithiasis',
    title: 'Urinary calculus, unspecified',
    kind: 'episodic',
    codes: ['N209', 'N202'],
    terms: ['urolithiasis', 'urinary calculus', 'urinary stone', 'nephrolithiasis', 'kidney stone', 'renal stone', 'renal calculus', 'renal calculi', 'ureterolithiasis', 'ureteral stone', 'ureteral calculus', 'obstructing ureteral stone', 'obstructing stone', 'renal colic'],
    backing: { terms: ['tamsulosin', 'flomax', 'ketorolac', 'toradol', 'urology', 'ureteroscopy', 'lithotripsy', 'ureteral stent', 'nephrostomy tube', 'ct renal stone protocol', 'strain urine'], abbreviations: ['URS', 'ESWL'] },
  },
  {
    id: 'hydronephrosis',
    title: 'Unspecified hydronephrosis',
    kind: 'episodic',
    codes: ['N1330'],
    terms: ['hydronephrosis', 'hydroureteronephrosis', 'mild hydronephrosis', 'moderate hydronephrosis', 'severe hydronephrosis', 'bilateral hydronephrosis', 'right hydronephrosis', 'left hydronephrosis'],
    backing: { terms: ['ureteral stent', 'nephrostomy tube', 'percutaneous nephrostomy', 'foley', 'renal ultrasound', 'urology', 'interventional radiology'] },
  },
  {
    id: 'obstructive-uropathy',
    title: 'Obstructive and reflux uropathy, unspecified',
    kind: 'episodic',
    codes: ['N139'],
    terms: ['obstructive uropathy', 'urinary tract obstruction', 'postrenal obstruction', 'post renal obstruction'],
    backing: { terms: ['foley', 'foley catheter', 'ureteral stent', 'nephrostomy tube', 'percutaneous nephrostomy', 'renal ultrasound', 'urology', 'post obstructive diuresis'] },
  },
  {
    id: 'proteinuria',
    title: 'Proteinuria, unspecified',
    kind: 'chronic',
    codes: ['R809'],
    terms: ['proteinuria', 'albuminuria', 'microalbuminuria', 'nephrotic range proteinuria'],
    backing: { terms: ['urine protein to creatinine ratio', 'urine albumin to creatinine ratio', 'protein creatinine ratio', 'microalbumin', 'lisinopril', 'losartan', 'ace inhibitor', 'angiotensin receptor blocker', 'nephrology', '24 hour urine protein'], abbreviations: ['UPCR', 'UACR', 'ACEi', 'ARB'] },
  },
  {
    id: 'bacteriuria',
    title: 'Bacteriuria',
    kind: 'episodic',
    codes: ['R8271'],
    terms: ['bacteriuria', 'asymptomatic bacteriuria'],
    abbreviations: ['ASB'],
    backing: { terms: ['urine culture', 'urinalysis', 'no antibiotics', 'not treated', 'antibiotics not indicated'] },
  },

  // ================================================================ endocrine, nutritional, metabolic
  {
    id: 'type-2-diabetes',
    title: 'Type 2 diabetes mellitus without complications',
    kind: 'chronic',
    codes: ['E119', 'E118'],
    terms: type2DiabetesTerms,
    abbreviations: ['DM', 'DM2', 'DMII', 'T2DM', 'T2D', 'NIDDM'],
    pseudo: diabetesPseudo.filter((p) => !diabetesOfAnotherType.includes(p)),
    backing: { terms: diabetesManagement, abbreviations: ['A1c', 'HbA1c', 'SSI', 'POC', 'CBG'], pseudo: insulinForPotassium },
    // Hyperglycemia of acute illness or steroids is not diabetes; a diabetes of another type is not
    // type 2 (its longer name, "type 1 diabetes" or "(type 3c) DM", wins over the "diabetes" in it).
    refutedBy: {
      untreatedValues: untreatedNormalA1c,
      instead: [
        ...diabetesOfAnotherType,
        'stress hyperglycemia', 'stress hyperglycaemia', 'stress induced hyperglycemia', 'steroid induced hyperglycemia', 'steroid induced hyperglycaemia',
        // Below the diabetes threshold, named so: "A1c 6.1% - prediabetes, no glucose-lowering medication ever".
        'prediabetes', 'pre diabetes', 'prediabetic', 'impaired fasting glucose', 'impaired glucose tolerance',
      ],
    },
    // A diabetes in remission has its own code (E11.A since FY2025), not E11.9.
    specificity: { contradictedBy: diabetesInRemission },
  },
  {
    id: 'type-1-diabetes',
    title: 'Type 1 diabetes mellitus without complications',
    kind: 'chronic',
    codes: ['E109', 'E108'],
    terms: type1DiabetesTerms,
    abbreviations: ['T1DM', 'DM1', 'DMI', 'T1D'],
    backing: { terms: diabetesManagement, abbreviations: ['A1c', 'HbA1c', 'SSI', 'CBG'], pseudo: insulinForPotassium },
    // A diabetes the note types as 2 is not type 1 ("diabetes" alone says nothing of the type).
    refutedBy: { instead: type2DiabetesTerms.filter((t) => /type|dm|non insulin|adult onset/.test(t)) },
  },
  {
    id: 'diabetes-with-hyperglycemia',
    title: 'Diabetes mellitus (type 1 or 2) with hyperglycemia',
    kind: 'episodic',
    codes: ['E1165', 'E1065'],
    terms: words(hyperglycemiaTerms, diabetesUncontrolled),
    ...hyperglycemiaInDiabetes,
    // The code says diabetes: a hyperglycemia of steroids or stress in a patient the note says is not
    // diabetic is R73.9, and a bare hyperglycemia leaves the diabetes undocumented.
    specificity: {
      documentedBy: words(typedDiabetes, diabetesUncontrolled, ['diabetes', 'diabetes mellitus', 'diabetic', 'iddm', 'niddm']),
      contradictedBy: [
        'does not have diabetes', 'did not have diabetes', 'no history of diabetes', 'no known diabetes', 'no diagnosis of diabetes',
        'not diabetic', 'is not diabetic', 'nondiabetic', 'non diabetic', 'without diabetes', 'no prior diabetes', 'no prior diagnosis of diabetes',
      ],
      standing: true,
    },
  },
  {
    id: 'diabetes-due-to-underlying-condition',
    title: 'Diabetes mellitus due to underlying condition without complications',
    kind: 'chronic',
    codes: ['E089'],
    terms: diabetesDueToUnderlyingCondition,
    refutedBy: { instead: typedDiabetes },
    backing: { terms: diabetesManagement, abbreviations: ['A1c', 'HbA1c', 'SSI', 'CBG'], pseudo: insulinForPotassium },
  },
  {
    id: 'diabetes-due-to-underlying-condition-with-hyperglycemia',
    title: 'Diabetes mellitus due to underlying condition with hyperglycemia',
    kind: 'episodic',
    codes: ['E0865'],
    terms: words(hyperglycemiaTerms, [
      'uncontrolled diabetes', 'poorly controlled diabetes', 'diabetes with hyperglycemia', 'uncontrolled dm', 'poorly controlled dm', 'uncontrolled diabetes mellitus',
      'poorly controlled diabetes mellitus', 'diabetes out of control', 'uncontrolled pancreatogenic diabetes', 'poorly controlled pancreatogenic diabetes',
      'diabetes due to underlying condition with hyperglycemia',
    ]),
    ...hyperglycemiaInDiabetes,
    // The diabetes' cause stands: "pancreatogenic diabetes" in the past history documents it.
    specificity: { documentedBy: diabetesDueToUnderlyingCondition, contradictedBy: typedDiabetes, standing: true },
  },
  {
    id: 'diabetes-with-hypoglycemia',
    title: 'Diabetes mellitus (type 1 or 2) with hypoglycemia without coma',
    kind: 'episodic',
    codes: ['E11649', 'E10649'],
    terms: hypoglycemiaTerms,
    backing: { terms: words(hypoglycemiaTreatment, ['hypoglycemia protocol', 'held insulin', 'held glipizide', 'discontinued glipizide', 'insulin was held']), abbreviations: ['D50', 'D10'] },
  },
  {
    id: 'diabetes-with-hypoglycemia-coma',
    title: 'Diabetes mellitus (type 1 or 2) with hypoglycemia with coma',
    kind: 'episodic',
    codes: ['E11641', 'E10641'],
    terms: ['hypoglycemic coma', 'hypoglycemia with coma', 'unresponsive due to hypoglycemia', 'hypoglycemic unresponsiveness', 'found unresponsive with hypoglycemia'],
    backing: { terms: words(hypoglycemiaTreatment, ['hypoglycemia protocol']), abbreviations: ['D50'] },
  },
  {
    id: 'hyperosmolar-hyperglycemic-state',
    title: 'Diabetes mellitus with hyperosmolarity',
    kind: 'episodic',
    codes: ['E1100', 'E1101', 'E1300', 'E1301'],
    terms: ['hyperosmolar hyperglycemic state', 'hyperosmolar hyperglycemic syndrome', 'hyperosmolar hyperglycemic nonketotic syndrome', 'hyperosmolar nonketotic state', 'hyperglycemic hyperosmolar state', 'hyperosmolar state', 'nonketotic hyperosmolar coma'],
    abbreviations: ['HHS', 'HHNK', 'HHNS'],
    backing: { terms: words(ivFluids, ['insulin drip', 'insulin infusion', 'serum osmolality', 'osmolality', 'intensive care unit', 'endocrinology']), abbreviations: ['ICU'] },
  },
  {
    // ICD-10-CM presumes the link ("with"): diabetes and CKD together code E11.22.
    id: 'diabetes-with-ckd',
    title: 'Diabetes mellitus (type 1 or 2) with diabetic chronic kidney disease',
    kind: 'chronic',
    codes: ['E1122', 'E1022'],
    terms: words(diabeticKidneyDiseaseTerms, ckdAny),
    abbreviations: ['DKD', 'CKD', 'ESRD'],
    // A combination code needs its diabetes documented and managed, not only the kidney disease.
    // ICD-10-CM presumes diabetes causes the CKD unless the note says otherwise; a biopsy or a
    // nephrologist that finds another cause documents it otherwise.
    specificity: {
      documentedBy: words(diabeticKidneyDiseaseTerms, typedDiabetes, ['diabetes', 'diabetes mellitus', 'diabetic', 'iddm', 'niddm']),
      contradictedBy: [
        'without diabetic glomerulopathy', 'no diabetic glomerulopathy', 'without diabetic nephropathy', 'no diabetic nephropathy',
        'not diabetic nephropathy', 'not diabetic kidney disease', 'nondiabetic kidney disease', 'non diabetic kidney disease',
        'not due to diabetes', 'not related to diabetes', 'not from diabetes',
      ],
      standing: true,
    },
    backing: { terms: diabetesManagement, abbreviations: ['A1c'], pseudo: insulinForPotassium },
  },
  {
    id: 'diabetic-nephropathy',
    title: 'Diabetes mellitus (type 1 or 2) with diabetic nephropathy',
    kind: 'chronic',
    codes: ['E1121', 'E1021'],
    terms: ['diabetic nephropathy', 'diabetic glomerulosclerosis', 'kimmelstiel wilson disease', 'diabetic glomerulopathy', 'diabetic proteinuria', 'diabetic albuminuria'],
    backing: { terms: words(diabetesManagement, kidneyMonitoring, ['urine albumin to creatinine ratio', 'microalbumin']), abbreviations: ['UACR', 'A1c'], pseudo: insulinForPotassium },
  },
  {
    id: 'diabetic-neuropathy',
    title: 'Diabetes mellitus (type 1 or 2) with diabetic neuropathy, unspecified',
    kind: 'chronic',
    codes: ['E1140', 'E1040'],
    terms: diabeticNeuropathyTerms,
    backing: { terms: words(neuropathicPain, diabetesManagement), abbreviations: ['A1c'], pseudo: insulinForPotassium },
    specificity: neuropathyOtherwise,
  },
  {
    id: 'diabetic-polyneuropathy',
    title: 'Diabetes mellitus (type 1 or 2) with diabetic polyneuropathy',
    kind: 'chronic',
    codes: ['E1142', 'E1042'],
    terms: diabeticNeuropathyTerms,
    backing: { terms: words(neuropathicPain, diabetesManagement), abbreviations: ['A1c'], pseudo: insulinForPotassium },
    specificity: neuropathyOtherwise,
  },
  {
    id: 'diabetic-peripheral-angiopathy',
    title: 'Diabetes mellitus (type 1 or 2) with diabetic peripheral angiopathy without gangrene',
    kind: 'chronic',
    codes: ['E1151', 'E1051'],
    terms: words(padTerms, ['diabetic peripheral angiopathy', 'diabetic angiopathy', 'diabetic peripheral vascular disease', 'diabetic peripheral arterial disease']),
    abbreviations: ['PAD', 'PVD'],
    backing: { terms: words(padCare, diabetesManagement), abbreviations: ['ABI'], pseudo: insulinForPotassium },
  },
  {
    id: 'diabetic-peripheral-angiopathy-with-gangrene',
    title: 'Diabetes mellitus (type 1 or 2) with diabetic peripheral angiopathy with gangrene',
    kind: 'episodic',
    codes: ['E1152', 'E1052'],
    terms: words(gangreneTerms, diabeticGangrene),
    pseudo: words(gangrenePseudo, ['diabetes insipidus', 'gestational diabetes']),
    // Gangrene in a diabetic is linked to the diabetes ("with", ICD-10-CM I.A.15), whose
    // diagnosis stands: named anywhere, the past history too.
    specificity: { documentedBy: words(diabeticGangrene, type1Or2Diabetes, ['diabetes', 'diabetes mellitus', 'diabetic', 'iddm', 'niddm']), standing: true },
    backing: { terms: limbIschemiaCare, abbreviations: ['ABI', 'NPWT'] },
  },
  {
    id: 'diabetic-foot-ulcer',
    title: 'Diabetes mellitus (type 1 or 2) with foot ulcer',
    kind: 'episodic',
    codes: ['E11621', 'E10621'],
    terms: ['diabetic foot ulcer', 'diabetic foot ulceration', 'foot ulcer', 'neuropathic foot ulcer', 'plantar ulcer', 'heel ulcer', 'toe ulcer', 'diabetic ulcer of the foot', 'diabetic foot wound', 'metatarsal head ulcer'],
    abbreviations: ['DFU'],
    pseudo: ['foot ulcer prevention', 'history of foot ulcer'],
    backing: { terms: ['wound care', 'wound care consult', 'debridement', 'podiatry', 'offloading', 'total contact cast', 'wound vac', 'negative pressure wound therapy', 'dressing changes', 'x ray of the foot', 'mri foot', 'antibiotics', 'vascular surgery', 'ankle brachial index'], abbreviations: ['NPWT', 'ABI'] },
  },
  {
    id: 'diabetic-retinopathy',
    title: 'Diabetes mellitus (type 1 or 2) with unspecified diabetic retinopathy without macular edema',
    kind: 'chronic',
    codes: ['E11319', 'E10319'],
    terms: ['diabetic retinopathy', 'nonproliferative diabetic retinopathy', 'background diabetic retinopathy', 'diabetic eye disease', 'retinopathy'],
    abbreviations: ['DR', 'NPDR'],
    pseudo: ['proliferative diabetic retinopathy', 'diabetic macular edema', 'retinopathy of prematurity', 'hypertensive retinopathy'],
    backing: { terms: ['ophthalmology', 'dilated eye exam', 'eye exam', 'retinal exam', 'laser photocoagulation', 'intravitreal injection', 'anti vegf', 'retina specialist'] },
  },
  {
    id: 'diabetic-charcot-joint',
    title: 'Diabetes mellitus (type 1 or 2) with diabetic neuropathic arthropathy',
    kind: 'chronic',
    codes: ['E11610', 'E10610'],
    terms: ['charcot foot', 'charcot arthropathy', 'charcot joint', 'charcot neuroarthropathy', 'neuropathic arthropathy', 'charcot deformity'],
    backing: { terms: ['total contact cast', 'charcot restraint orthotic walker', 'cam boot', 'offloading', 'podiatry', 'orthopedics', 'foot and ankle surgery', 'x ray of the foot'], abbreviations: ['CROW', 'TCC'] },
  },
  {
    id: 'hyperglycemia',
    title: 'Hyperglycemia, unspecified',
    kind: 'episodic',
    codes: ['R739'],
    values: { shows: measured('glucose', above(180, 'mg/dL')) },
    terms: words(hyperglycemiaTerms, ['stress hyperglycemia', 'steroid induced hyperglycemia', 'steroid related hyperglycemia']),
    pseudo: ['hyperglycemia protocol'],
    backing: { terms: words(diabetesManagement, ['held steroids', 'steroid taper']), abbreviations: ['A1c', 'SSI'], pseudo: insulinForPotassium },
  },
  {
    id: 'prediabetes',
    title: 'Prediabetes',
    kind: 'chronic',
    codes: ['R7303'],
    terms: ['prediabetes', 'pre diabetes', 'prediabetic', 'borderline diabetes', 'impaired fasting glucose', 'impaired glucose tolerance', 'glucose intolerance'],
    backing: { terms: ['hemoglobin a1c', 'hba1c', 'a1c', 'metformin', 'lifestyle modification', 'diet and exercise', 'weight loss', 'diabetes prevention program', 'dietitian', 'nutrition counseling', 'carbohydrate controlled diet'], abbreviations: ['A1c', 'HbA1c'] },
  },
  {
    id: 'hypoglycemia',
    title: 'Hypoglycemia, unspecified',
    kind: 'episodic',
    codes: ['E162', 'E160'],
    values: { shows: measured('glucose', below(70, 'mg/dL')) },
    terms: hypoglycemiaTerms,
    backing: { terms: words(hypoglycemiaTreatment, ['hypoglycemia protocol', 'held insulin', 'held glipizide', 'discontinued glipizide', 'insulin was held', 'frequent meals', 'cortisol', 'c peptide', 'insulin level']), abbreviations: ['D50', 'D10'] },
  },
  {
    id: 'hypothyroidism',
    title: 'Hypothyroidism, unspecified',
    kind: 'chronic',
    codes: ['E039'],
    terms: ['hypothyroidism', 'hypothyroid', 'underactive thyroid', 'primary hypothyroidism', 'acquired hypothyroidism', 'hypothyroid state'],
    pseudo: ['subclinical hypothyroidism', 'sick euthyroid', 'euthyroid sick syndrome', 'congenital hypothyroidism'],
    // A TSH is drawn for much else (a confusion work-up, a baseline before amiodarone): it monitors
    // the hypothyroidism when written with it, and a pending one monitors nothing yet.
    backing: {
      terms: thyroidReplacement,
      tiedTerms: thyroidTests,
      pseudo: ['tsh pending', 'tsh is pending', 'tsh was pending', 'tsh still pending', 'tsh result pending', 'pending tsh', 'tsh pending at discharge'],
    },
    refutedBy: {
      // A listed hypothyroidism never treated, with a normal TSH ("TSH 1.8 on no thyroid medication"): not there.
      untreatedValues: { rule: measuredThroughout('tsh', between(0.4, 4.5, 'mIU/L')), treatedBy: thyroidHormoneTherapy },
      // A transient one, over before the stay: "levothyroxine was stopped in 2019 and she has been euthyroid since".
      stopped: [
        'hypothyroidism resolved', 'hypothyroidism has resolved', 'hypothyroidism had resolved', 'resolved hypothyroidism', 'hypothyroidism: resolved',
        'hypothyroidism - resolved', 'hypothyroidism: historical only', 'hypothyroidism, historical only', 'no longer hypothyroid',
        'euthyroid since', 'has been euthyroid', 'euthyroid off', 'off replacement', 'off thyroid replacement', 'off levothyroxine since',
        'no thyroid replacement since', 'no longer requires levothyroxine', 'no longer needs levothyroxine',
        // A problem list's status after the name, and a replacement ended: "Hypothyroidism - Historical (thyroiditis 2018; levothyroxine stopped 2019)".
        ...['hypothyroidism', 'hypothyroid'].flatMap((name) => [`${name} - historical`, `${name} (historical)`, `${name}: historical`, `${name} - inactive`, `${name} (inactive)`]),
        'transient hypothyroid phase', 'transient hypothyroidism', 'levothyroxine stopped', 'levothyroxine was stopped', 'levothyroxine discontinued',
        'levothyroxine was discontinued', 'stopped levothyroxine', 'discontinued levothyroxine', 'weaned off levothyroxine',
      ],
    },
  },
  {
    id: 'postprocedural-hypothyroidism',
    title: 'Postprocedural hypothyroidism',
    kind: 'chronic',
    codes: ['E890'],
    terms: ['postsurgical hypothyroidism', 'post surgical hypothyroidism', 'postoperative hypothyroidism', 'post thyroidectomy hypothyroidism', 'hypothyroidism after thyroidectomy', 'hypothyroidism status post thyroidectomy', 'hypothyroidism s/p thyroidectomy', 'postablative hypothyroidism', 'post ablative hypothyroidism', 'post radioactive iodine hypothyroidism', 'hypothyroidism after radioactive iodine', 'iatrogenic hypothyroidism', 'radiation induced hypothyroidism'],
    backing: { terms: words(thyroidReplacement, thyroidTests), abbreviations: ['TSH'] },
  },
  {
    id: 'hashimoto-thyroiditis',
    title: 'Chronic lymphocytic thyroiditis (Hashimoto)',
    kind: 'chronic',
    codes: ['E063'],
    terms: ["hashimoto's thyroiditis", 'hashimoto thyroiditis', 'hashimotos thyroiditis', "hashimoto's disease", 'hashimoto disease', "hashimoto's", 'hashimotos', 'chronic lymphocytic thyroiditis', 'autoimmune thyroiditis', "hashimoto's hypothyroidism"],
    backing: { terms: words(thyroidReplacement, thyroidTests), abbreviations: ['TSH', 'TPO'] },
  },
  {
    id: 'hyperthyroidism',
    title: 'Thyrotoxicosis, unspecified, without thyrotoxic crisis',
    kind: 'chronic',
    codes: ['E0590'],
    terms: ['hyperthyroidism', 'hyperthyroid', 'thyrotoxicosis', 'overactive thyroid', 'subclinical hyperthyroidism', 'thyrotoxic', "graves' disease", 'graves disease', "grave's disease", 'toxic multinodular goiter', 'toxic nodular goiter', 'iatrogenic hyperthyroidism', 'amiodarone induced thyrotoxicosis'],
    backing: { terms: antithyroid, abbreviations: ['TSH', 'PTU', 'RAI', 'FT4'] },
  },
  {
    id: 'graves-disease',
    title: 'Thyrotoxicosis with diffuse goiter (Graves) without crisis',
    kind: 'chronic',
    codes: ['E0500'],
    terms: ["graves' disease", 'graves disease', "grave's disease", "graves' hyperthyroidism", 'graves hyperthyroidism', 'diffuse toxic goiter', "basedow's disease"],
    backing: { terms: antithyroid, abbreviations: ['TSH', 'PTU', 'RAI', 'TSI', 'TRAb'] },
  },
  {
    id: 'thyroid-storm',
    title: 'Thyrotoxicosis with thyrotoxic crisis or storm',
    kind: 'episodic',
    codes: ['E0591', 'E0501', 'E0521', 'E0511'],
    terms: ['thyroid storm', 'thyrotoxic crisis', 'thyrotoxic storm', 'impending thyroid storm'],
    backing: { terms: words(antithyroid, ['potassium iodide', 'sski', 'lugol', 'hydrocortisone', 'esmolol', 'intensive care unit', 'burch wartofsky']), abbreviations: ['PTU', 'SSKI', 'ICU', 'BWPS'] },
  },
  {
    id: 'myxedema-coma',
    title: 'Myxedema coma',
    kind: 'episodic',
    codes: ['E035'],
    terms: ['myxedema coma', 'myxoedema coma', 'myxedematous coma', 'myxedema crisis', 'myxedema with altered mental status', 'decompensated hypothyroidism with coma'],
    pseudo: ['pretibial myxedema'],
    backing: {
      terms: [
        'iv levothyroxine', 'intravenous levothyroxine', 'levothyroxine iv', 'iv t4', 'levothyroxine loading dose', 'loading dose of levothyroxine', 'liothyronine', 'iv liothyronine',
        'iv t3', 'stress dose hydrocortisone', 'stress dose steroids', 'stress dose corticosteroids', 'hydrocortisone', 'passive rewarming', 'active rewarming', 'rewarming',
        'warming blanket', 'bair hugger', 'intensive care unit', 'endocrinology', 'intubated', 'intubation', 'mechanical ventilation',
      ],
      abbreviations: ['ICU', 'MICU'],
    },
  },
  {
    id: 'thyroid-nodule',
    title: 'Nontoxic single thyroid nodule',
    kind: 'chronic',
    codes: ['E041'],
    terms: ['thyroid nodule', 'solitary thyroid nodule', 'thyroid mass', 'thyroid lesion', 'incidental thyroid nodule'],
    backing: { terms: ['thyroid ultrasound', 'fine needle aspiration', 'tsh', 'endocrinology', 'outpatient ultrasound', 'follow up ultrasound'], abbreviations: ['FNA', 'TSH', 'TIRADS'] },
  },
  {
    id: 'multinodular-goiter',
    title: 'Nontoxic multinodular goiter',
    kind: 'chronic',
    codes: ['E042'],
    terms: ['multinodular goiter', 'multinodular thyroid', 'nontoxic multinodular goiter', 'multiple thyroid nodules'],
    abbreviations: ['MNG'],
    backing: { terms: ['thyroid ultrasound', 'fine needle aspiration', 'tsh', 'endocrinology', 'thyroidectomy'], abbreviations: ['FNA', 'TSH'] },
  },
  {
    id: 'goiter',
    title: 'Nontoxic goiter, unspecified',
    kind: 'chronic',
    codes: ['E049'],
    terms: ['goiter', 'goitre', 'thyromegaly', 'enlarged thyroid', 'substernal goiter'],
    backing: { terms: ['thyroid ultrasound', 'tsh', 'endocrinology', 'thyroidectomy'], abbreviations: ['TSH'] },
  },
  {
    id: 'primary-hyperparathyroidism',
    title: 'Primary hyperparathyroidism',
    kind: 'chronic',
    codes: ['E210'],
    terms: ['primary hyperparathyroidism', 'parathyroid adenoma'],
    backing: { terms: ['parathyroidectomy', 'pth', 'parathyroid hormone', 'sestamibi scan', 'cinacalcet', 'sensipar', 'calcium', 'endocrinology', 'endocrine surgery', 'iv fluids'], abbreviations: ['PTH'] },
  },
  {
    id: 'hyperparathyroidism',
    title: 'Hyperparathyroidism, unspecified',
    kind: 'chronic',
    codes: ['E213'],
    terms: ['hyperparathyroidism', 'primary hyperparathyroidism', 'secondary hyperparathyroidism', 'tertiary hyperparathyroidism', 'parathyroid adenoma'],
    abbreviations: ['HPT'],
    backing: { terms: ['parathyroidectomy', 'pth', 'parathyroid hormone', 'cinacalcet', 'sensipar', 'calcitriol', 'endocrinology'], abbreviations: ['PTH'] },
  },
  {
    id: 'adrenal-insufficiency',
    title: 'Adrenocortical insufficiency, unspecified',
    kind: 'chronic',
    codes: ['E2740'],
    terms: ['adrenal insufficiency', 'adrenocortical insufficiency', 'hypoadrenalism', 'secondary adrenal insufficiency', 'tertiary adrenal insufficiency', 'steroid induced adrenal insufficiency', 'relative adrenal insufficiency', 'critical illness related corticosteroid insufficiency', "addison's disease", 'addison disease', 'primary adrenal insufficiency'],
    abbreviations: ['CIRCI'],
    backing: { terms: ['hydrocortisone', 'fludrocortisone', 'florinef', 'stress dose steroids', 'stress dose hydrocortisone', 'stress dosing', 'cosyntropin stimulation test', 'cosyntropin', 'acth stimulation test', 'cortisol', 'prednisone', 'dexamethasone', 'endocrinology', 'medical alert bracelet'], abbreviations: ['ACTH'] },
  },
  {
    id: 'primary-adrenal-insufficiency',
    title: 'Primary adrenocortical insufficiency (Addison)',
    kind: 'chronic',
    codes: ['E271'],
    terms: ["addison's disease", 'addison disease', 'addisons disease', 'primary adrenal insufficiency', 'autoimmune adrenalitis'],
    backing: { terms: ['hydrocortisone', 'fludrocortisone', 'florinef', 'stress dose steroids', 'cortisol', 'acth', 'endocrinology'], abbreviations: ['ACTH'] },
  },
  {
    id: 'adrenal-crisis',
    title: 'Addisonian crisis',
    kind: 'episodic',
    codes: ['E272'],
    terms: ['adrenal crisis', 'addisonian crisis', 'acute adrenal insufficiency', 'adrenal insufficiency crisis'],
    backing: { terms: words(ivFluids, ['hydrocortisone', 'stress dose steroids', 'stress dose hydrocortisone', 'intensive care unit', 'cortisol', 'endocrinology']), abbreviations: ['ICU'] },
  },
  {
    id: 'hypopituitarism',
    title: 'Hypopituitarism',
    kind: 'chronic',
    codes: ['E230'],
    terms: ['hypopituitarism', 'panhypopituitarism', 'pituitary insufficiency', 'anterior pituitary insufficiency'],
    backing: { terms: ['hydrocortisone', 'levothyroxine', 'testosterone', 'estradiol', 'desmopressin', 'growth hormone', 'endocrinology', 'stress dose steroids'], abbreviations: ['DDAVP'] },
  },
  {
    id: 'male-hypogonadism',
    title: 'Testicular hypofunction (male hypogonadism)',
    kind: 'chronic',
    codes: ['E291'],
    terms: ['hypogonadism', 'male hypogonadism', 'low testosterone', 'testosterone deficiency', 'androgen deficiency', 'hypogonadotropic hypogonadism', 'primary hypogonadism', 'secondary hypogonadism'],
    abbreviations: ['Low T'],
    backing: { terms: ['testosterone', 'testosterone cypionate', 'testosterone enanthate', 'androgel', 'testosterone gel', 'testosterone injection', 'testosterone replacement', 'endocrinology', 'urology'], abbreviations: ['TRT'] },
  },
  {
    id: 'siadh',
    title: 'Syndrome of inappropriate secretion of antidiuretic hormone',
    kind: 'episodic',
    codes: ['E222'],
    terms: ['syndrome of inappropriate antidiuretic hormone', 'syndrome of inappropriate antidiuretic hormone secretion', 'syndrome of inappropriate adh', 'syndrome of inappropriate antidiuresis', 'inappropriate adh secretion', 'siadh physiology'],
    abbreviations: ['SIADH', 'SIAD'],
    backing: { terms: ['fluid restriction', 'free water restriction', 'tolvaptan', 'samsca', 'conivaptan', 'salt tablets', 'sodium chloride tablets', 'urea', 'ure na', 'demeclocycline', 'urine osmolality', 'urine sodium', 'serum osmolality', 'hypertonic saline', 'nephrology', 'endocrinology'] },
  },
  {
    id: 'hyperlipidemia',
    title: 'Hyperlipidemia, unspecified',
    kind: 'chronic',
    codes: ['E785'],
    terms: [
      'hyperlipidemia', 'dyslipidemia', 'hyperlipemia', 'lipid disorder', 'hypercholesterolemia', 'high cholesterol', 'elevated cholesterol',
      'pure hypercholesterolemia', 'familial hypercholesterolemia', 'hypertriglyceridemia', 'elevated triglycerides', 'high triglycerides',
      'mixed hyperlipidemia', 'mixed dyslipidemia', 'combined hyperlipidemia', 'hyperlipoproteinemia', 'elevated ldl', 'elevated lipids',
    ],
    abbreviations: ['HLD'],
    backing: {
      terms: lipidLowering,
      abbreviations: ['LDL', 'PCSK9'],
      otherIndications: indications(coronaryIndications, vascularIndications),
      domainWords: ['lipids', 'lipid', 'cholesterol', 'lipid panel'],
    },
  },
  {
    id: 'hypercholesterolemia',
    title: 'Pure hypercholesterolemia, unspecified',
    kind: 'chronic',
    codes: ['E7800'],
    terms: ['hypercholesterolemia', 'high cholesterol', 'elevated cholesterol', 'pure hypercholesterolemia', 'elevated ldl', 'elevated ldl cholesterol'],
    backing: { terms: lipidLowering, abbreviations: ['LDL', 'PCSK9'], otherIndications: indications(coronaryIndications, vascularIndications) },
  },
  {
    id: 'familial-hypercholesterolemia',
    title: 'Familial hypercholesterolemia',
    kind: 'chronic',
    codes: ['E7801'],
    terms: ['familial hypercholesterolemia', 'heterozygous familial hypercholesterolemia', 'homozygous familial hypercholesterolemia'],
    abbreviations: ['HeFH', 'HoFH'],
    backing: { terms: lipidLowering, abbreviations: ['LDL', 'PCSK9'], otherIndications: indications(coronaryIndications, vascularIndications) },
  },
  {
    id: 'hypertriglyceridemia',
    title: 'Pure hyperglyceridemia',
    kind: 'chronic',
    codes: ['E781'],
    terms: ['hypertriglyceridemia', 'elevated triglycerides', 'high triglycerides', 'pure hyperglyceridemia', 'severe hypertriglyceridemia'],
    backing: { terms: words(lipidLowering, ['triglyceride']), abbreviations: ['TG'] },
  },
  {
    id: 'mixed-hyperlipidemia',
    title: 'Mixed hyperlipidemia',
    kind: 'chronic',
    codes: ['E782'],
    terms: ['mixed hyperlipidemia', 'mixed dyslipidemia', 'combined hyperlipidemia', 'combined dyslipidemia', 'familial combined hyperlipidemia'],
    backing: { terms: lipidLowering, abbreviations: ['LDL'], otherIndications: indications(coronaryIndications, vascularIndications) },
  },
  {
    id: 'hyperuricemia',
    title: 'Hyperuricemia without signs of inflammatory arthritis and tophaceous disease',
    kind: 'chronic',
    codes: ['E790'],
    terms: ['hyperuricemia', 'elevated uric acid', 'high uric acid', 'asymptomatic hyperuricemia'],
    backing: { terms: words(goutTherapy, ['rasburicase', 'elitek', 'tumor lysis']) },
  },
  {
    // A wasting the note names; the malnutrition codes (E40-E46) are the malnutrition pack's.
    id: 'cachexia',
    title: 'Cachexia',
    kind: 'episodic',
    codes: ['R64'],
    terms: ['cachexia', 'cachectic', 'cancer cachexia', 'cancer related cachexia', 'cardiac cachexia', 'wasting syndrome'],
    backing: {
      terms: ['megestrol', 'megace', 'mirtazapine', 'dronabinol', 'nutrition consult', 'dietitian', 'oral nutritional supplements', 'nutritional supplements', 'tube feeds', 'tube feeding', 'calorie counts', 'ensure', 'palliative care'],
      abbreviations: ['RD'],
    },
  },
  {
    id: 'vitamin-d-deficiency',
    title: 'Vitamin D deficiency, unspecified',
    kind: 'chronic',
    codes: ['E559'],
    terms: ['vitamin d deficiency', 'vit d deficiency', 'vitamin d insufficiency', 'hypovitaminosis d', 'low vitamin d', 'vitamin d deficient'],
    // A 25-hydroxyvitamin D below 30 ng/mL (75 nmol/L; deficiency below 20, insufficiency 20-29), read against the
    // laboratory's printed range where it gives one: "25-OH vitamin D 38 ng/mL (30-100)" is no deficiency.
    values: {
      shows: measured('vitamin-d', below(30, 'ng/mL'), { laboratoryRange: true }),
      excludes: measuredThroughout('vitamin-d', atLeast(30, 'ng/mL'), { laboratoryRange: true }),
      alone: 'treated',
    },
    // Not the level's own name: "25-OH vitamin D 38" would back the name against its normal value.
    backing: { terms: ['ergocalciferol', 'cholecalciferol', 'vitamin d3', 'vitamin d2', 'drisdol', 'vitamin d supplementation', 'vitamin d supplement', 'vitamin d replacement', 'vitamin d repletion'] },
    // Not calcitriol: active vitamin D is given for the hyperparathyroidism of CKD, not to replete a deficiency.
  },
  {
    id: 'vitamin-b-deficiency',
    title: 'Deficiency of other specified B group vitamins (B12, folate)',
    kind: 'chronic',
    codes: ['E538'],
    terms: ['vitamin b12 deficiency', 'b12 deficiency', 'cobalamin deficiency', 'low b12', 'low vitamin b12', 'folate deficiency', 'folic acid deficiency', 'low folate'],
    backing: { terms: ['cyanocobalamin', 'vitamin b12', 'b12 injection', 'b12 injections', 'b12 supplementation', 'b12 level', 'methylmalonic acid', 'folic acid', 'folate', 'folate level'], abbreviations: ['MMA'] },
  },
  {
    id: 'iron-deficiency',
    title: 'Iron deficiency (without anemia)',
    kind: 'chronic',
    codes: ['E611'],
    terms: ['iron deficiency', 'iron deficiency without anemia', 'low iron stores', 'depleted iron stores', 'iron deficient'],
    backing: { terms: ironTherapy },
  },
  {
    id: 'hemochromatosis',
    title: 'Hemochromatosis, unspecified',
    kind: 'chronic',
    codes: ['E83119'],
    terms: ['hemochromatosis', 'hereditary hemochromatosis', 'iron overload', 'hfe hemochromatosis'],
    backing: { terms: ['phlebotomy', 'therapeutic phlebotomy', 'ferritin', 'transferrin saturation', 'deferoxamine', 'deferasirox', 'hepatology', 'hematology'] },
  },
  {
    id: 'hereditary-hemochromatosis',
    title: 'Hereditary hemochromatosis',
    kind: 'chronic',
    codes: ['E83110'],
    terms: ['hereditary hemochromatosis', 'hfe hemochromatosis', 'hfe related hemochromatosis', 'c282y homozygous'],
    backing: { terms: ['phlebotomy', 'therapeutic phlebotomy', 'ferritin', 'transferrin saturation', 'hepatology', 'hematology'] },
  },
  {
    id: 'transfusional-hemochromatosis',
    title: 'Hemochromatosis due to repeated red blood cell transfusions',
    kind: 'chronic',
    codes: ['E83111'],
    terms: [
      'transfusional iron overload', 'transfusion related iron overload', 'transfusion associated iron overload', 'transfusion induced iron overload', 'transfusion dependent iron overload',
      'secondary iron overload from transfusions', 'iron overload from transfusions', 'iron overload from repeated transfusions', 'iron overload from chronic transfusions',
      'iron overload due to transfusions', 'iron overload due to repeated transfusions', 'iron overload due to chronic transfusions', 'iron overload secondary to transfusions',
      'iron overload secondary to chronic transfusions', 'transfusional hemochromatosis', 'transfusional siderosis', 'transfusional hemosiderosis',
      'hemochromatosis due to repeated red blood cell transfusions', 'hemochromatosis due to transfusions', 'secondary hemochromatosis due to transfusions',
    ],
    namedInParts: {
      terms: ['iron overload', 'secondary iron overload', 'hemochromatosis', 'secondary hemochromatosis', 'hemosiderosis'],
      inSentenceWith: ['transfusion', 'transfusions', 'transfusion dependent', 'transfusion burden', 'transfused', 'prbc', 'prbcs', 'red cell transfusions', 'chronic transfusion therapy'],
    },
    refutedBy: { instead: ['hereditary hemochromatosis', 'hfe hemochromatosis', 'hfe related hemochromatosis', 'c282y homozygous', 'c282y homozygosity'] },
    backing: {
      terms: [
        'deferasirox', 'exjade', 'jadenu', 'deferoxamine', 'desferal', 'deferiprone', 'ferriprox', 'chelation', 'iron chelation', 'chelation therapy', 'ferritin', 'serum ferritin',
        'liver iron concentration', 'mri liver iron', 'liver iron quantification', 'ferriscan', 'cardiac mri', 'hematology', 'phlebotomy',
      ],
      abbreviations: ['LIC'],
    },
  },
  {
    id: 'tumor-lysis-syndrome',
    title: 'Tumor lysis syndrome',
    kind: 'episodic',
    codes: ['E883'],
    terms: [
      'tumor lysis syndrome', 'tumour lysis syndrome', 'tumor lysis', 'spontaneous tumor lysis', 'spontaneous tumor lysis syndrome', 'laboratory tumor lysis syndrome',
      'clinical tumor lysis syndrome', 'laboratory tls', 'clinical tls', 'spontaneous tls',
    ],
    abbreviations: ['TLS'],
    pseudo: [
      'tumor lysis prophylaxis', 'tls prophylaxis', 'tumor lysis labs', 'tls labs', 'tumor lysis precautions', 'tls precautions', 'risk of tumor lysis', 'risk for tumor lysis',
      'tumor lysis risk', 'tls risk', 'tumor lysis monitoring', 'tls monitoring', 'high risk for tls', 'high risk of tls', 'monitored for tumor lysis', 'monitored for tls',
    ],
    backing: {
      terms: [
        'rasburicase', 'elitek', 'allopurinol', 'febuxostat', 'aggressive iv hydration', 'aggressive hydration', 'aggressive iv fluids', 'iv hydration', 'uric acid', 'phosphorus',
        'potassium', 'sevelamer', 'hemodialysis', 'nephrology', 'oncology',
      ],
      abbreviations: ['CRRT', 'HD'],
    },
  },
  {
    id: 'cystic-fibrosis',
    title: 'Cystic fibrosis, unspecified',
    kind: 'chronic',
    codes: ['E849'],
    terms: ['cystic fibrosis'],
    backing: { terms: ['dornase', 'pulmozyme', 'trikafta', 'elexacaftor', 'ivacaftor', 'kalydeco', 'tobramycin inhaled', 'inhaled tobramycin', 'tobi', 'airway clearance', 'chest physiotherapy', 'vest therapy', 'creon', 'pancrelipase', 'hypertonic saline', 'cystic fibrosis clinic'] },
  },
  {
    id: 'dehydration',
    title: 'Dehydration',
    kind: 'episodic',
    codes: ['E860'],
    terms: ['dehydration', 'dehydrated', 'clinically dehydrated', 'mild dehydration', 'moderate dehydration', 'severe dehydration'],
    backing: { terms: words(ivFluids, ['encouraged oral intake', 'oral hydration', 'po hydration', 'free water flushes']), abbreviations: ['IVF', 'NS', 'LR'] },
  },
  {
    id: 'hypovolemia',
    title: 'Hypovolemia',
    kind: 'episodic',
    codes: ['E861'],
    terms: ['hypovolemia', 'hypovolemic', 'intravascular volume depletion', 'intravascularly depleted', 'intravascularly dry'],
    backing: { terms: ivFluids, abbreviations: ['IVF', 'NS', 'LR'] },
  },
  {
    id: 'volume-depletion',
    title: 'Volume depletion, unspecified',
    kind: 'episodic',
    codes: ['E869'],
    terms: ['volume depletion', 'volume depleted', 'fluid depletion', 'hypovolemia', 'hypovolemic', 'intravascular volume depletion', 'dehydration', 'dehydrated'],
    backing: { terms: ivFluids, abbreviations: ['IVF', 'NS', 'LR'] },
  },
  {
    id: 'fluid-overload',
    title: 'Fluid overload, unspecified',
    kind: 'episodic',
    codes: ['E8770'],
    terms: ['fluid overload', 'volume overload', 'hypervolemia', 'hypervolemic', 'fluid overloaded', 'volume overloaded', 'fluid overloaded state', 'total body fluid overload'],
    backing: { terms: words(loopDiuretics, ['ultrafiltration', 'fluid restriction', 'dialysis', 'hemodialysis', 'daily weights', 'strict intake and output', 'net negative']), abbreviations: ['UF', 'I/O'] },
  },
  {
    id: 'hyperkalemia',
    title: 'Hyperkalemia',
    kind: 'episodic',
    codes: ['E875'],
    values: { shows: potassiumHigh, excludes: measuredThroughout('potassium', atMost(5.0, 'mmol/L'), { laboratoryRange: true }), pivotal: potassiumHigh },
    terms: ['hyperkalemia', 'hyperkalaemia', 'high potassium', 'elevated potassium', 'hyperkalemic'],
    // Only treatment specific to a high potassium: the lab's own name ("K 4.1"), and drugs or
    // monitoring every ward patient gets (insulin, albuterol, furosemide, telemetry, dialysis),
    // would back the name on any note and override potassium normal throughout.
    backing: {
      terms: [
        'kayexalate', 'sodium polystyrene sulfonate', 'lokelma', 'sodium zirconium cyclosilicate', 'veltassa', 'patiromer',
        'calcium gluconate', 'potassium binder', 'low potassium diet', 'held lisinopril', 'held spironolactone', 'sodium bicarbonate',
        'insulin and dextrose', 'insulin with dextrose', 'insulin and d50', 'peaked t wave', 'emergent dialysis', 'urgent dialysis',
        'emergent hemodialysis', 'urgent hemodialysis',
      ],
      abbreviations: ['SPS'],
    },
  },
  {
    id: 'hypernatremia',
    title: 'Hyperosmolality and hypernatremia',
    kind: 'episodic',
    codes: ['E870'],
    values: { shows: sodiumHigh, excludes: measuredThroughout('sodium', atMost(145, 'mmol/L')), pivotal: sodiumHigh },
    terms: ['hypernatremia', 'hypernatraemia', 'hypernatremic', 'high sodium', 'elevated sodium', 'hyperosmolality', 'hyperosmolar'],
    // Not the lab's own name: "sodium 141" would back the name and override sodium normal throughout.
    backing: { terms: ['free water', 'free water flushes', 'free water deficit', 'd5w', 'dextrose 5%', 'hypotonic fluids', 'half normal saline', 'desmopressin', 'ddavp'], abbreviations: ['D5W', 'DDAVP', 'FWD'] },
  },
  {
    id: 'hypomagnesemia',
    title: 'Hypomagnesemia',
    kind: 'episodic',
    codes: ['E8342'],
    // A magnesium below 1.7 mg/dL (0.70 mmol/L) defines it: named and repleted with no low value reported, the pivotal criterion is missing.
    // A low value nobody names or treats is no diagnosis; one repleted is.
    values: { shows: magnesiumLow, pivotal: magnesiumLow, alone: 'treated' },
    terms: ['hypomagnesemia', 'hypomagnesaemia', 'low magnesium', 'magnesium deficiency'],
    backing: { terms: ['magnesium sulfate', 'magnesium oxide', 'mag ox', 'mag oxide', 'magnesium replacement', 'magnesium repletion', 'repleted magnesium', 'magnesium was repleted', 'electrolyte repletion', 'electrolytes were repleted'], abbreviations: ['MgSO4'] },
  },
  {
    // ICD-10-CM puts hypophosphatemia and hyperphosphatemia both under E83.39.
    id: 'phosphorus-disorder',
    title: 'Other disorders of phosphorus metabolism (hypophosphatemia, hyperphosphatemia)',
    kind: 'episodic',
    codes: ['E8339'],
    terms: ['hypophosphatemia', 'hypophosphataemia', 'low phosphorus', 'low phosphate', 'hyperphosphatemia', 'high phosphorus', 'elevated phosphorus', 'elevated phosphate', 'refeeding hypophosphatemia'],
    // The phosphorus value is the pivotal criterion: named and repleted with none reported decides nothing.
    values: { shows: phosphorusAbnormal, pivotal: phosphorusAbnormal, alone: false },
    backing: { terms: ['k phos', 'potassium phosphate', 'sodium phosphate', 'neutra phos', 'phos nak', 'phosphorus repletion', 'phosphorus replacement', 'phosphorus was repleted', 'phosphorus', 'phosphate', 'phosphate binder', 'sevelamer', 'renvela', 'calcium acetate', 'phoslo', 'lanthanum', 'electrolyte repletion', 'electrolytes were repleted'], abbreviations: ['K-Phos', 'Phos'] },
  },
  {
    id: 'hypercalcemia',
    title: 'Hypercalcemia',
    kind: 'episodic',
    codes: ['E8352'],
    terms: ['hypercalcemia', 'hypercalcaemia', 'hypercalcemic', 'elevated calcium', 'high calcium', 'hypercalcemia of malignancy', 'humoral hypercalcemia of malignancy'],
    values: { shows: calciumHigh, excludes: calciumNormalThroughout, pivotal: calciumHigh, alone: false },
    backing: { terms: words(ivFluids, ['calcitonin', 'zoledronic acid', 'zometa', 'pamidronate', 'aredia', 'denosumab', 'xgeva', 'cinacalcet', 'calcium', 'ionized calcium', 'pth', 'pthrp', 'held calcium', 'held vitamin d', 'furosemide']), abbreviations: ['PTH', 'PTHrP', 'iCa'] },
  },
  {
    id: 'hypocalcemia',
    title: 'Hypocalcemia',
    kind: 'episodic',
    codes: ['E8351'],
    terms: ['hypocalcemia', 'hypocalcaemia', 'hypocalcemic', 'low calcium', 'low ionized calcium'],
    // "Total Ca 7.9 but albumin 2.6; albumin-corrected calcium 9.0": normal once corrected.
    values: { shows: calciumLow, excludes: calciumNormalThroughout, pivotal: calciumLow, alone: false },
    backing: { terms: ['calcium gluconate', 'calcium carbonate', 'calcium chloride', 'calcium repletion', 'calcium replacement', 'ionized calcium', 'calcium', 'calcitriol', 'vitamin d', 'magnesium', 'pth', 'electrolyte repletion'], abbreviations: ['iCa', 'PTH'] },
  },
  {
    id: 'alkalosis',
    title: 'Alkalosis',
    kind: 'episodic',
    codes: ['E873'],
    terms: ['alkalosis', 'metabolic alkalosis', 'contraction alkalosis', 'respiratory alkalosis', 'alkalemia', 'chloride responsive metabolic alkalosis', 'hypochloremic metabolic alkalosis'],
    backing: { terms: ['acetazolamide', 'diamox', 'normal saline', 'potassium chloride', 'chloride repletion', 'bicarbonate', 'arterial blood gas', 'venous blood gas', 'held diuretics', 'held furosemide'], abbreviations: ['ABG', 'VBG', 'KCl', 'HCO3'] },
  },
  {
    id: 'hypoalbuminemia',
    title: 'Other disorders of plasma-protein metabolism (hypoalbuminemia)',
    kind: 'episodic',
    codes: ['E8809'],
    terms: ['hypoalbuminemia', 'hypoalbuminaemia', 'low albumin', 'hypoproteinemia'],
    backing: { terms: ['albumin', 'albumin infusion', 'nutrition consult', 'dietitian', 'protein supplementation', 'protein supplement'] },
  },

  // ================================================================ blood
  {
    id: 'anemia',
    title: 'Anemia, unspecified',
    kind: 'chronic',
    codes: ['D649'],
    values: { shows: measured('hemoglobin', below(12, 'g/dL')) },
    terms: [
      'anemia', 'anaemia', 'anemic', 'normocytic anemia', 'microcytic anemia', 'macrocytic anemia', 'chronic anemia', 'symptomatic anemia', 'severe anemia',
      'mild anemia', 'moderate anemia', 'anemia of chronic disease', 'anemia of chronic inflammation', 'anemia of chronic kidney disease', 'anemia of ckd',
      'anemia due to ckd', 'anemia in ckd', 'anemia of renal disease', 'renal anemia', 'anemia of malignancy', 'anemia due to malignancy', 'iron deficiency anemia',
      'chemotherapy induced anemia', 'anemia due to chemotherapy', 'multifactorial anemia', 'hospital acquired anemia', 'dilutional anemia', 'anemia of inflammation',
    ],
    backing: { terms: words(anemiaMonitoring, transfusion, ironTherapy, erythropoiesisAgents, ['folic acid', 'vitamin b12', 'cyanocobalamin', 'anemia workup']), abbreviations: ['Hgb', 'Hb', 'H/H', 'PRBC', 'ESA'] },
  },
  {
    id: 'anemia-in-ckd',
    title: 'Anemia in chronic kidney disease',
    kind: 'chronic',
    codes: ['D631'],
    terms: ['anemia of chronic kidney disease', 'anemia of ckd', 'anemia due to ckd', 'anemia due to chronic kidney disease', 'anemia in ckd', 'anemia in chronic kidney disease', 'anemia of renal disease', 'renal anemia', 'anemia of esrd', 'anemia due to esrd', 'anemia of end stage renal disease', 'anemia secondary to ckd', 'anemia secondary to chronic kidney disease', 'anemia related to ckd'],
    backing: { terms: words(erythropoiesisAgents, ironTherapy, anemiaMonitoring, transfusion), abbreviations: ['ESA', 'Hgb', 'Hb'] },
  },
  {
    id: 'anemia-in-neoplastic-disease',
    title: 'Anemia in neoplastic disease',
    kind: 'chronic',
    codes: ['D630'],
    terms: ['anemia of malignancy', 'anemia due to malignancy', 'anemia of cancer', 'cancer related anemia', 'anemia in neoplastic disease', 'anemia secondary to malignancy', 'anemia related to malignancy', 'anemia due to cancer', 'anemia due to marrow infiltration'],
    backing: { terms: words(transfusion, anemiaMonitoring, erythropoiesisAgents, ironTherapy), abbreviations: ['Hgb', 'Hb', 'PRBC'] },
  },
  {
    id: 'anemia-of-chronic-disease',
    title: 'Anemia in other chronic diseases classified elsewhere',
    kind: 'chronic',
    codes: ['D638'],
    terms: ['anemia of chronic disease', 'anemia of chronic inflammation', 'anemia of inflammation', 'anemia due to chronic disease', 'anemia secondary to chronic disease'],
    abbreviations: ['ACD'],
    backing: { terms: words(anemiaMonitoring, ironTherapy, transfusion), abbreviations: ['Hgb', 'Hb'] },
  },
  {
    id: 'antineoplastic-chemotherapy-induced-anemia',
    title: 'Anemia due to antineoplastic chemotherapy',
    kind: 'episodic',
    codes: ['D6481'],
    terms: ['chemotherapy induced anemia', 'anemia due to chemotherapy', 'chemo induced anemia', 'chemotherapy related anemia', 'anemia secondary to chemotherapy', 'anemia from chemotherapy'],
    backing: { terms: words(transfusion, anemiaMonitoring, erythropoiesisAgents), abbreviations: ['Hgb', 'Hb', 'PRBC', 'ESA'] },
  },
  {
    id: 'iron-deficiency-anemia',
    title: 'Iron deficiency anemia, unspecified',
    kind: 'chronic',
    codes: ['D509'],
    terms: ['iron deficiency anemia', 'iron deficient anemia', 'anemia due to iron deficiency', 'microcytic anemia', 'iron deficiency anemia secondary to blood loss', 'iron deficiency anemia due to chronic blood loss', 'chronic blood loss anemia', 'anemia of chronic blood loss'],
    abbreviations: ['IDA'],
    backing: { terms: words(ironTherapy, anemiaMonitoring, transfusion), abbreviations: ['Hgb', 'Hb', 'TSAT'] },
  },
  {
    id: 'iron-deficiency-anemia-chronic-blood-loss',
    title: 'Iron deficiency anemia secondary to blood loss (chronic)',
    kind: 'chronic',
    codes: ['D500'],
    terms: [
      'iron deficiency anemia secondary to blood loss', 'iron deficiency anemia due to chronic blood loss', 'iron deficiency anemia due to blood loss', 'chronic blood loss anemia',
      'anemia of chronic blood loss', 'anemia due to chronic blood loss', 'chronic gi blood loss anemia', 'iron deficiency anemia from chronic blood loss',
      'iron deficiency anemia from blood loss',
    ],
    // "iron deficiency anemia from her known chronic GI blood loss", "... due to small-bowel angiodysplasia".
    namedInParts: {
      terms: ['iron deficiency anemia', 'iron deficiency', 'iron deficient anemia'],
      inSentenceWith: [
        'chronic blood loss', 'chronic gi blood loss', 'chronic occult gi blood loss', 'occult gi blood loss', 'chronic gastrointestinal blood loss',
        'occult blood loss', 'chronic gi bleeding', 'chronic occult bleeding', 'angiodysplasia', 'angioectasia', 'angioectasias', 'gave syndrome',
        'menorrhagia', 'heavy menstrual bleeding', 'chronic menstrual blood loss',
      ],
    },
    backing: { terms: words(ironTherapy, anemiaMonitoring, transfusion, ['egd', 'colonoscopy', 'capsule endoscopy']), abbreviations: ['Hgb', 'Hb'] },
  },
  {
    id: 'pernicious-anemia',
    title: 'Vitamin B12 deficiency anemia due to intrinsic factor deficiency (pernicious anemia)',
    kind: 'chronic',
    codes: ['D510'],
    terms: ['pernicious anemia', 'intrinsic factor deficiency'],
    backing: { terms: ['cyanocobalamin', 'vitamin b12', 'b12 injection', 'b12 injections', 'monthly b12', 'b12 level', 'intrinsic factor antibody'] },
  },
  {
    id: 'b12-deficiency-anemia',
    title: 'Vitamin B12 deficiency anemia, unspecified',
    kind: 'chronic',
    codes: ['D519'],
    terms: ['b12 deficiency anemia', 'vitamin b12 deficiency anemia', 'anemia due to b12 deficiency', 'anemia due to vitamin b12 deficiency', 'megaloblastic anemia due to b12 deficiency', 'pernicious anemia'],
    backing: { terms: ['cyanocobalamin', 'vitamin b12', 'b12 injection', 'b12 injections', 'b12 supplementation', 'b12 level', 'methylmalonic acid'] },
  },
  {
    id: 'protein-deficiency-anemia',
    title: 'Protein deficiency anemia',
    kind: 'chronic',
    codes: ['D530'],
    terms: ['protein deficiency anemia', 'anemia due to protein deficiency', 'anemia of protein deficiency', 'amino acid deficiency anemia', 'anemia due to protein malnutrition'],
    backing: {
      terms: words(anemiaMonitoring, ['nutrition consult', 'dietitian', 'protein supplementation', 'nutritional supplement', 'oral nutrition supplement', 'tube feeds', 'enteral nutrition', 'parenteral nutrition']),
      abbreviations: ['TPN', 'CBC'],
    },
  },
  {
    id: 'sickle-cell-disease',
    title: 'Sickle-cell disease without crisis',
    kind: 'chronic',
    codes: ['D571'],
    terms: ['sickle cell disease', 'sickle cell anemia', 'hemoglobin ss disease', 'hb ss disease', 'hbss', 'hemoglobin sc disease', 'sickle cell'],
    abbreviations: ['SCD', 'HbSS'],
    backing: { terms: ['hydroxyurea', 'hydrea', 'folic acid', 'voxelotor', 'oxbryta', 'crizanlizumab', 'adakveo', 'l glutamine', 'endari', 'exchange transfusion', 'hematology', 'transfusion', 'penicillin prophylaxis'] },
  },
  {
    id: 'sickle-cell-crisis',
    title: 'Hb-SS disease with crisis, unspecified',
    kind: 'episodic',
    codes: ['D5700'],
    terms: ['sickle cell crisis', 'sickle cell pain crisis', 'vaso occlusive crisis', 'vasoocclusive crisis', 'vaso occlusive pain crisis', 'sickle cell vaso occlusive crisis', 'pain crisis', 'sickle crisis'],
    abbreviations: ['VOC', 'VOE'],
    backing: { terms: words(ivFluids, opioids, ['patient controlled analgesia', 'pca', 'hydroxyurea', 'exchange transfusion', 'transfusion', 'incentive spirometry', 'hematology', 'folic acid']), abbreviations: ['PCA'] },
  },
  {
    id: 'sickle-cell-acute-chest-syndrome',
    title: 'Hb-SS disease with acute chest syndrome',
    kind: 'episodic',
    codes: ['D5701'],
    terms: ['acute chest syndrome'],
    backing: { terms: ['exchange transfusion', 'simple transfusion', 'transfusion', 'antibiotics', 'ceftriaxone', 'azithromycin', 'incentive spirometry', 'supplemental oxygen', 'hematology', 'intensive care unit'] },
  },
  {
    id: 'sickle-cell-trait',
    title: 'Sickle-cell trait',
    kind: 'chronic',
    codes: ['D573'],
    terms: ['sickle cell trait', 'hemoglobin as', 'hb as'],
    backing: { terms: ['hemoglobin electrophoresis', 'hydration', 'hematology'] },
  },
  {
    id: 'pancytopenia',
    title: 'Other pancytopenia',
    kind: 'episodic',
    codes: ['D61818'],
    terms: ['pancytopenia', 'pancytopenic', 'trilineage cytopenia', 'tri lineage cytopenias'],
    backing: { terms: words(transfusion, growthFactors, ['bone marrow biopsy', 'hematology', 'cbc', 'platelet transfusion', 'peripheral smear', 'neutropenic precautions']), abbreviations: ['CBC'] },
  },
  {
    id: 'antineoplastic-pancytopenia',
    title: 'Antineoplastic chemotherapy induced pancytopenia',
    kind: 'episodic',
    codes: ['D61810'],
    terms: [
      'chemotherapy induced pancytopenia', 'pancytopenia due to chemotherapy', 'chemo induced pancytopenia', 'pancytopenia secondary to chemotherapy', 'post chemotherapy pancytopenia',
      'antineoplastic chemotherapy induced pancytopenia', 'pancytopenia due to antineoplastic chemotherapy',
    ],
    // "Pancytopenia after consolidation", "pancytopenia (day 12 after high-dose cytarabine)".
    namedInParts: {
      terms: ['pancytopenia'],
      inSentenceWith: ['chemotherapy', 'chemo', 'consolidation', 'induction chemotherapy', 'after induction', 'cytarabine', 'nadir of the cycle', 'post chemotherapy nadir'],
    },
    backing: { terms: words(transfusion, growthFactors, ['platelet transfusion', 'neutropenic precautions', 'hematology', 'oncology']) },
  },
  {
    id: 'drug-induced-pancytopenia',
    title: 'Other drug-induced pancytopenia',
    kind: 'episodic',
    codes: ['D61811'],
    terms: [
      'drug induced pancytopenia', 'medication induced pancytopenia', 'drug related pancytopenia', 'medication related pancytopenia', 'pancytopenia due to medication',
      'pancytopenia secondary to medication', 'methotrexate induced pancytopenia', 'pancytopenia due to methotrexate', 'linezolid induced pancytopenia', 'pancytopenia due to linezolid',
      'azathioprine induced pancytopenia', 'valganciclovir induced pancytopenia', 'drug induced marrow suppression',
    ],
    namedInParts: {
      terms: ['pancytopenia', 'pancytopenic'],
      inSentenceWith: [
        'drug induced', 'medication induced', 'drug related', 'medication related', 'methotrexate', 'linezolid', 'azathioprine', 'mycophenolate', 'valganciclovir', 'ganciclovir',
        'trimethoprim sulfamethoxazole', 'bactrim', 'chloramphenicol', 'carbamazepine', 'clozapine', 'propylthiouracil', 'methimazole', 'colchicine',
      ],
    },
    // Chemotherapy is D61.810.
    refutedBy: { instead: ['chemotherapy induced pancytopenia', 'pancytopenia due to chemotherapy', 'chemo induced pancytopenia', 'pancytopenia secondary to chemotherapy', 'post chemotherapy pancytopenia'] },
    backing: { terms: words(transfusion, growthFactors, ['held methotrexate', 'methotrexate was held', 'leucovorin', 'discontinued', 'was stopped', 'hematology', 'platelet transfusion', 'neutropenic precautions']), abbreviations: ['CBC'] },
  },
  {
    id: 'neutropenia',
    title: 'Neutropenia, unspecified',
    kind: 'episodic',
    codes: ['D709'],
    terms: ['neutropenia', 'neutropenic', 'severe neutropenia', 'absolute neutropenia', 'febrile neutropenia', 'neutropenic fever', 'chemotherapy induced neutropenia', 'neutropenia due to chemotherapy', 'drug induced neutropenia', 'agranulocytosis', 'low absolute neutrophil count'],
    pseudo: ['neutropenic diet'],
    backing: { terms: words(growthFactors, ['neutropenic precautions', 'absolute neutrophil count', 'cefepime', 'held chemotherapy', 'held methotrexate', 'hematology']), abbreviations: ['ANC', 'G-CSF'] },
  },
  {
    id: 'chemotherapy-induced-neutropenia',
    title: 'Agranulocytosis secondary to cancer chemotherapy',
    kind: 'episodic',
    codes: ['D701'],
    terms: ['chemotherapy induced neutropenia', 'neutropenia due to chemotherapy', 'chemo induced neutropenia', 'neutropenia secondary to chemotherapy', 'post chemotherapy neutropenia', 'chemotherapy induced agranulocytosis', 'neutropenic fever', 'febrile neutropenia'],
    backing: { terms: words(growthFactors, ['neutropenic precautions', 'absolute neutrophil count', 'cefepime', 'oncology']), abbreviations: ['ANC'] },
  },
  {
    id: 'febrile-neutropenia',
    title: 'Fever presenting with conditions classified elsewhere (febrile neutropenia)',
    kind: 'episodic',
    codes: ['R5081'],
    terms: ['febrile neutropenia', 'neutropenic fever'],
    backing: { terms: words(growthFactors, ['cefepime', 'meropenem', 'piperacillin tazobactam', 'zosyn', 'vancomycin', 'blood culture', 'neutropenic precautions']), abbreviations: ['ANC'] },
  },
  {
    id: 'leukocytosis',
    title: 'Leukocytosis, unspecified',
    kind: 'episodic',
    codes: ['D72829'],
    values: { shows: measured('wbc', above(11, 'K/uL')), excludes: measuredThroughout('wbc', atMost(11, 'K/uL')) },
    terms: ['leukocytosis', 'elevated white count', 'elevated white blood cell count', 'elevated wbc', 'elevated wbc count', 'white count elevated', 'high white count', 'reactive leukocytosis', 'neutrophilia'],
    // Not the lab's own name: "WBC 8.2" would back the name and override a count normal throughout.
    backing: { terms: ['trend wbc', 'infectious workup', 'blood culture', 'peripheral smear', 'procalcitonin'] },
  },
  {
    id: 'leukopenia',
    title: 'Decreased white blood cell count, unspecified',
    kind: 'episodic',
    codes: ['D72819'],
    terms: ['leukopenia', 'low white count', 'low wbc', 'low white blood cell count', 'decreased white blood cell count', 'leukopenic'],
    backing: { terms: ['wbc', 'white blood cell count', 'cbc', 'repeat cbc', 'hematology', 'peripheral smear'], abbreviations: ['WBC', 'CBC'] },
  },
  {
    id: 'thrombocytosis',
    title: 'Thrombocytosis, unspecified',
    kind: 'episodic',
    codes: ['D75839', 'D75838'],
    terms: ['thrombocytosis', 'reactive thrombocytosis', 'secondary thrombocytosis', 'elevated platelets', 'elevated platelet count'],
    backing: { terms: ['platelet count', 'platelets', 'cbc', 'repeat cbc', 'aspirin', 'hematology'], abbreviations: ['CBC', 'PLT'] },
  },
  {
    id: 'immune-thrombocytopenia',
    title: 'Immune thrombocytopenic purpura',
    kind: 'chronic',
    codes: ['D693'],
    terms: ['immune thrombocytopenia', 'immune thrombocytopenic purpura', 'idiopathic thrombocytopenic purpura', 'autoimmune thrombocytopenia'],
    abbreviations: ['ITP'],
    backing: plateletDisorderCare,
  },
  {
    id: 'evans-syndrome',
    title: 'Evans syndrome',
    kind: 'chronic',
    codes: ['D6941'],
    terms: ['evans syndrome', "evans' syndrome"],
    backing: { terms: words(plateletDisorderCare.terms, transfusion, ['direct antiglobulin test', 'coombs', 'haptoglobin', 'reticulocyte count', 'mycophenolate', 'sirolimus']), abbreviations: ['IVIG', 'DAT'] },
  },
  {
    id: 'congenital-thrombocytopenia',
    title: 'Congenital and hereditary thrombocytopenia purpura',
    kind: 'chronic',
    codes: ['D6942'],
    terms: [
      'congenital thrombocytopenia', 'hereditary thrombocytopenia', 'inherited thrombocytopenia', 'familial thrombocytopenia', 'congenital thrombocytopenic purpura',
      'hereditary thrombocytopenic purpura', 'congenital amegakaryocytic thrombocytopenia',
    ],
    backing: plateletDisorderCare,
  },
  {
    id: 'other-primary-thrombocytopenia',
    title: 'Other primary thrombocytopenia',
    kind: 'chronic',
    codes: ['D6949'],
    terms: ['primary thrombocytopenia', 'megakaryocytic hypoplasia'],
    backing: plateletDisorderCare,
  },
  {
    id: 'heparin-induced-thrombocytopenia',
    title: 'Heparin induced thrombocytopenia',
    kind: 'episodic',
    codes: ['D7582'],
    terms: ['heparin induced thrombocytopenia', 'heparin induced thrombocytopenia with thrombosis'],
    abbreviations: ['HIT', 'HITT'],
    pseudo: ['hit panel'],
    backing: { terms: ['argatroban', 'bivalirudin', 'fondaparinux', 'arixtra', 'pf4 antibody', 'heparin pf4 antibody', 'platelet factor 4', 'serotonin release assay', 'heparin allergy', 'heparin was discontinued', 'stopped heparin', 'hematology', '4t score'], abbreviations: ['PF4', 'SRA'] },
  },
  {
    id: 'coagulopathy',
    title: 'Coagulation defect, unspecified',
    kind: 'episodic',
    codes: ['D689'],
    terms: ['coagulopathy', 'coagulation disorder', 'coagulation defect', 'bleeding diathesis', 'acquired coagulopathy', 'coagulopathic'],
    backing: { terms: ['vitamin k', 'phytonadione', 'ffp', 'fresh frozen plasma', 'cryoprecipitate', 'kcentra', 'prothrombin complex concentrate', 'inr', 'pt/inr', 'ptt', 'fibrinogen', 'hematology'], abbreviations: ['FFP', 'INR', 'PTT', 'PCC'] },
  },
  {
    id: 'coagulopathy-of-liver-disease',
    title: 'Acquired coagulation factor deficiency (coagulopathy of liver disease)',
    kind: 'chronic',
    codes: ['D684'],
    terms: ['coagulopathy of liver disease', 'coagulopathy due to liver disease', 'coagulopathy secondary to liver disease', 'coagulopathy due to cirrhosis', 'coagulopathy of cirrhosis', 'acquired coagulation factor deficiency', 'vitamin k deficiency coagulopathy', 'hepatic coagulopathy'],
    backing: { terms: ['vitamin k', 'phytonadione', 'ffp', 'fresh frozen plasma', 'inr', 'cryoprecipitate', 'hepatology'], abbreviations: ['FFP', 'INR'] },
  },
  {
    id: 'anticoagulant-coagulopathy',
    title: 'Hemorrhagic disorder due to extrinsic circulating anticoagulants',
    kind: 'episodic',
    codes: ['D6832'],
    terms: ['coagulopathy due to warfarin', 'warfarin induced coagulopathy', 'warfarin associated coagulopathy', 'warfarin coagulopathy', 'coumadin coagulopathy', 'coagulopathy secondary to anticoagulation', 'coagulopathy due to anticoagulation', 'anticoagulant induced coagulopathy', 'anticoagulant associated bleeding', 'anticoagulation associated bleeding', 'supratherapeutic inr with bleeding'],
    // A bleed the author puts down to the anticoagulant: "intracerebral hemorrhage, warfarin-associated".
    // Not a bleed merely "on warfarin": the cause must be written.
    namedInParts: {
      terms: ['hemorrhage', 'haemorrhage', 'bleed', 'bleeding', 'hematoma'],
      inSentenceWith: [
        ...['warfarin', 'coumadin', 'anticoagulant', 'anticoagulation', 'apixaban', 'rivaroxaban', 'dabigatran', 'heparin'].flatMap((drug) => [`${drug} associated`, `${drug} related`, `${drug} induced`, `due to ${drug}`, `secondary to ${drug}`]),
      ],
    },
    backing: { terms: ['vitamin k', 'phytonadione', 'kcentra', 'prothrombin complex concentrate', 'ffp', 'fresh frozen plasma', 'andexanet', 'idarucizumab', 'praxbind', 'held warfarin', 'warfarin was held', 'held coumadin', 'held apixaban', 'held eliquis', 'inr'], abbreviations: ['PCC', 'FFP', 'INR'] },
  },
  {
    id: 'abnormal-coagulation-profile',
    title: 'Abnormal coagulation profile (elevated INR)',
    kind: 'episodic',
    codes: ['R791'],
    terms: ['elevated inr', 'supratherapeutic inr', 'inr supratherapeutic', 'prolonged inr', 'prolonged pt', 'prolonged ptt', 'abnormal coagulation profile', 'abnormal coags', 'elevated pt', 'elevated ptt'],
    backing: { terms: ['vitamin k', 'phytonadione', 'held warfarin', 'warfarin was held', 'held coumadin', 'warfarin dose reduced', 'repeat inr', 'daily inr', 'inr', 'ffp'], abbreviations: ['INR', 'PT', 'PTT'] },
  },
  {
    id: 'factor-v-leiden',
    title: 'Activated protein C resistance (factor V Leiden)',
    kind: 'chronic',
    codes: ['D6851'],
    terms: ['factor v leiden', 'factor v leiden mutation', 'factor 5 leiden', 'activated protein c resistance', 'factor v leiden heterozygous', 'heterozygous factor v leiden'],
    abbreviations: ['FVL'],
    backing: { terms: words(anticoagulation, ['hematology']), abbreviations: ['DOAC', 'INR'] },
  },
  {
    id: 'antiphospholipid-syndrome',
    title: 'Antiphospholipid syndrome',
    kind: 'chronic',
    codes: ['D6861'],
    terms: ['antiphospholipid syndrome', 'antiphospholipid antibody syndrome', 'hughes syndrome'],
    abbreviations: ['APS', 'APLS'],
    backing: { terms: words(anticoagulation, ['hydroxychloroquine', 'hematology', 'rheumatology']), abbreviations: ['INR'] },
  },
  {
    id: 'lupus-anticoagulant-syndrome',
    title: 'Lupus anticoagulant syndrome',
    kind: 'chronic',
    codes: ['D6862'],
    terms: ['lupus anticoagulant syndrome', 'lupus anticoagulant', 'lupus anticoagulant positive', 'positive lupus anticoagulant', 'lupus anticoagulant positivity', 'lupus inhibitor'],
    // The test ordered is not the finding; with antiphospholipid syndrome named, that is the code (D68.61).
    pseudo: ['lupus anticoagulant panel', 'lupus anticoagulant testing', 'lupus anticoagulant test', 'lupus anticoagulant screen', 'lupus anticoagulant pending'],
    refutedBy: { instead: ['antiphospholipid syndrome', 'antiphospholipid antibody syndrome'] },
    backing: { terms: words(anticoagulation, ['hematology', 'rheumatology', 'dilute russell viper venom time', 'mixing study']), abbreviations: ['INR', 'DRVVT', 'PTT'] },
  },
  {
    id: 'thrombophilia',
    title: 'Other thrombophilia (hypercoagulable state)',
    kind: 'chronic',
    codes: ['D6869'],
    terms: ['hypercoagulable state', 'hypercoagulability', 'thrombophilia', 'hypercoagulable disorder', 'prothrombotic state', 'prothrombin gene mutation', 'protein c deficiency', 'protein s deficiency', 'antithrombin deficiency'],
    backing: { terms: words(anticoagulation, ['hematology', 'hypercoagulable workup']), abbreviations: ['INR', 'DOAC'] },
  },
  {
    id: 'secondary-polycythemia',
    title: 'Secondary polycythemia',
    kind: 'chronic',
    codes: ['D751'],
    terms: ['secondary polycythemia', 'polycythemia', 'erythrocytosis', 'secondary erythrocytosis', 'testosterone induced erythrocytosis'],
    backing: { terms: ['phlebotomy', 'therapeutic phlebotomy', 'hematocrit', 'hemoglobin', 'held testosterone', 'hematology', 'jak2'] },
  },
  {
    id: 'polycythemia-vera',
    title: 'Polycythemia vera',
    kind: 'chronic',
    codes: ['D45'],
    terms: ['polycythemia vera', 'polycythemia rubra vera', 'jak2 positive polycythemia vera'],
    backing: { terms: ['phlebotomy', 'therapeutic phlebotomy', 'hydroxyurea', 'hydrea', 'ruxolitinib', 'jakafi', 'ropeginterferon', 'besremi', 'aspirin', 'hematocrit', 'hematology'] },
  },
  {
    id: 'essential-thrombocythemia',
    title: 'Essential (hemorrhagic) thrombocythemia',
    kind: 'chronic',
    codes: ['D473'],
    terms: ['essential thrombocythemia', 'essential thrombocytosis', 'primary thrombocythemia'],
    backing: { terms: ['hydroxyurea', 'hydrea', 'anagrelide', 'aspirin', 'interferon', 'hematology', 'platelet count'] },
  },
  {
    id: 'myelodysplastic-syndrome',
    title: 'Myelodysplastic syndrome, unspecified',
    kind: 'chronic',
    codes: ['D469'],
    terms: ['myelodysplastic syndrome', 'myelodysplasia', 'myelodysplastic disorder', 'low risk myelodysplastic syndrome', 'high risk myelodysplastic syndrome'],
    abbreviations: ['MDS'],
    backing: { terms: words(transfusion, erythropoiesisAgents, ['azacitidine', 'vidaza', 'decitabine', 'luspatercept', 'reblozyl', 'lenalidomide', 'bone marrow biopsy', 'hematology', 'stem cell transplant']) },
  },

  // ================================================================ neoplasms (active disease: episodic)
  // "History of ... s/p resection, no evidence of recurrence" documents a past cancer: the
  // matching Z85 entry below, and Unsupported for the C code.
  {
    id: 'lung-cancer',
    title: 'Malignant neoplasm of bronchus and lung',
    kind: 'episodic',
    codes: ['C34'],
    terms: lungCancer,
    abbreviations: ['NSCLC', 'SCLC'],
    pseudo: cancerScreeningPseudo,
    backing: lungCancerCare,
  },
  // By lobe and side (C34.1- upper, C34.2 middle, C34.3- lower; 1 right, 2 left): the code's lobe
  // must be the documented one, and a tumour documented in another lobe contradicts it.
  ...lungLobes.map(({ code, lobe, abbreviation }): CommonCondition => ({
    id: `lung-cancer-${lobe.replaceAll(' ', '-')}`,
    title: `Malignant neoplasm of ${lobe}, bronchus or lung`,
    kind: 'episodic',
    codes: [code],
    // A tumour placed in any lobe names a lung cancer; which lobe is the specificity.
    terms: words(lungCancer, ...lungLobes.map((any) => lobeTumour(any.lobe, any.abbreviation))),
    abbreviations: ['NSCLC', 'SCLC'],
    pseudo: cancerScreeningPseudo,
    backing: lungCancerCare,
    specificity: {
      documentedBy: lobeTumour(lobe, abbreviation),
      contradictedBy: words(...lungLobes.filter((other) => other.code !== code).map((other) => lobeTumour(other.lobe, other.abbreviation))),
    },
  })),
  {
    id: 'breast-cancer',
    title: 'Malignant neoplasm of breast',
    kind: 'episodic',
    codes: ['C50'],
    terms: breastCancer,
    abbreviations: ['IDC', 'ILC', 'TNBC'],
    pseudo: breastCancerPseudo,
    backing: breastCancerCare,
  },
  ...(['right', 'left'] as const).map((side): CommonCondition => {
    const other = side === 'right' ? 'left' : 'right';
    // C50.[site][sex][side]: the last character is the side (1 right, 2 left).
    const sideDigit = side === 'right' ? '1' : '2';
    return {
      id: `breast-cancer-${side}`,
      title: `Malignant neoplasm of ${side} breast`,
      kind: 'episodic',
      codes: ['0', '1', '2', '3', '4', '5', '6', '8', '9'].flatMap((site) => ['1', '2'].map((sex) => `C50${site}${sex}${sideDigit}`)),
      terms: sided([side], breastCancerSided),
      pseudo: breastCancerPseudo,
      backing: breastCancerCare,
      // The cancer documented in the other breast only ("invasive ductal carcinoma of the right breast, right mastectomy") is not this side's.
      refutedBy: { instead: sided([other], breastCancerSided) },
    };
  }),
  {
    id: 'colon-cancer',
    title: 'Malignant neoplasm of colon',
    kind: 'episodic',
    codes: ['C18'],
    terms: colonCancer,
    abbreviations: ['CRC'],
    pseudo: cancerScreeningPseudo,
    backing: { terms: solidTumorCare('hemicolectomy', 'colectomy', 'sigmoidectomy', 'cea', 'carcinoembryonic antigen', 'colorectal surgery'), abbreviations: ['CEA', 'FOLFOX', 'CAPOX'] },
  },
  {
    id: 'rectosigmoid-cancer',
    title: 'Malignant neoplasm of rectosigmoid junction',
    kind: 'episodic',
    codes: ['C19'],
    terms: ['rectosigmoid cancer', 'rectosigmoid adenocarcinoma', 'rectosigmoid carcinoma', 'cancer of the rectosigmoid junction', 'adenocarcinoma of the rectosigmoid'],
    backing: { terms: solidTumorCare('low anterior resection', 'colectomy', 'colorectal surgery', 'cea', 'chemoradiation'), abbreviations: ['CEA', 'LAR'] },
  },
  {
    id: 'rectal-cancer',
    title: 'Malignant neoplasm of rectum',
    kind: 'episodic',
    codes: ['C20'],
    terms: rectalCancer,
    backing: { terms: solidTumorCare('low anterior resection', 'abdominoperineal resection', 'total neoadjuvant therapy', 'chemoradiation', 'colorectal surgery', 'cea'), abbreviations: ['CEA', 'LAR', 'APR', 'TNT'] },
  },
  {
    id: 'pancreatic-cancer',
    title: 'Malignant neoplasm of pancreas',
    kind: 'episodic',
    codes: ['C25'],
    terms: pancreaticCancer,
    abbreviations: ['PDAC'],
    backing: { terms: solidTumorCare('whipple', 'whipple procedure', 'pancreaticoduodenectomy', 'distal pancreatectomy', 'ca 19 9', 'ca19 9', 'biliary stent', 'celiac plexus block', 'creon'), abbreviations: ['FOLFIRINOX'] },
  },
  {
    id: 'prostate-cancer',
    title: 'Malignant neoplasm of prostate',
    kind: 'episodic',
    codes: ['C61'],
    terms: prostateCancer,
    abbreviations: ['CRPC', 'mCRPC'],
    pseudo: cancerScreeningPseudo,
    backing: { terms: solidTumorCare('psa', 'prostate specific antigen', 'prostatectomy', 'radical prostatectomy', 'brachytherapy', 'urology'), abbreviations: ['PSA', 'ADT'] },
  },
  {
    id: 'bladder-cancer',
    title: 'Malignant neoplasm of bladder',
    kind: 'episodic',
    codes: ['C67'],
    terms: bladderCancer,
    abbreviations: ['TCC'],
    backing: { terms: solidTumorCare('bcg', 'intravesical bcg', 'intravesical chemotherapy', 'turbt', 'transurethral resection of bladder tumor', 'cystectomy', 'radical cystectomy', 'cystoscopy', 'urology', 'enfortumab'), abbreviations: ['BCG', 'TURBT'] },
  },
  {
    id: 'kidney-cancer',
    title: 'Malignant neoplasm of kidney, except renal pelvis',
    kind: 'episodic',
    codes: ['C64'],
    terms: kidneyCancer,
    abbreviations: ['RCC', 'ccRCC'],
    backing: { terms: solidTumorCare('nephrectomy', 'partial nephrectomy', 'radical nephrectomy', 'urology', 'cryoablation') },
  },
  {
    id: 'hepatocellular-carcinoma',
    title: 'Liver cell carcinoma',
    kind: 'episodic',
    codes: ['C220'],
    terms: liverCancer,
    abbreviations: ['HCC'],
    backing: { terms: solidTumorCare('tace', 'transarterial chemoembolization', 'y90', 'radioembolization', 'radiofrequency ablation', 'microwave ablation', 'afp', 'alpha fetoprotein', 'atezolizumab', 'durvalumab', 'tremelimumab', 'hepatology', 'interventional radiology', 'liver transplant listing'), abbreviations: ['TACE', 'AFP', 'RFA'] },
  },
  {
    id: 'gastric-cancer',
    title: 'Malignant neoplasm of stomach',
    kind: 'episodic',
    codes: ['C16'],
    terms: gastricCancer,
    backing: { terms: solidTumorCare('gastrectomy', 'flot', 'egd', 'surgical oncology'), abbreviations: ['FLOT'] },
  },
  {
    id: 'esophageal-cancer',
    title: 'Malignant neoplasm of esophagus',
    kind: 'episodic',
    codes: ['C15'],
    terms: esophagealCancer,
    backing: { terms: solidTumorCare('esophagectomy', 'esophageal stent', 'egd', 'chemoradiation', 'feeding tube', 'j tube') },
  },
  {
    id: 'ovarian-cancer',
    title: 'Malignant neoplasm of ovary',
    kind: 'episodic',
    codes: ['C56'],
    terms: ovarianCancer,
    backing: { terms: solidTumorCare('debulking', 'cytoreductive surgery', 'ca 125', 'ca125', 'total abdominal hysterectomy', 'gynecologic oncology', 'gyn onc', 'hipec'), abbreviations: ['CA-125', 'HIPEC'] },
  },
  {
    id: 'endometrial-cancer',
    title: 'Malignant neoplasm of endometrium',
    kind: 'episodic',
    codes: ['C541'],
    terms: endometrialCancer,
    backing: { terms: solidTumorCare('hysterectomy', 'total hysterectomy', 'bilateral salpingo oophorectomy', 'gynecologic oncology', 'gyn onc', 'vaginal brachytherapy', 'dostarlimab'), abbreviations: ['TAH', 'BSO'] },
  },
  {
    id: 'cervical-cancer',
    title: 'Malignant neoplasm of cervix uteri',
    kind: 'episodic',
    codes: ['C53'],
    terms: cervicalCancer,
    pseudo: cancerScreeningPseudo,
    backing: { terms: solidTumorCare('chemoradiation', 'brachytherapy', 'radical hysterectomy', 'gynecologic oncology', 'gyn onc') },
  },
  {
    id: 'brain-cancer',
    title: 'Malignant neoplasm of brain',
    kind: 'episodic',
    codes: ['C71'],
    terms: brainCancer,
    abbreviations: ['GBM'],
    backing: { terms: solidTumorCare('temozolomide', 'temodar', 'craniotomy', 'resection', 'neurosurgery', 'neuro oncology', 'optune', 'tumor treating fields', 'dexamethasone', 'levetiracetam', 'mri brain'), abbreviations: ['TMZ'] },
  },
  {
    id: 'thyroid-cancer',
    title: 'Malignant neoplasm of thyroid gland',
    kind: 'episodic',
    codes: ['C73'],
    terms: thyroidCancer,
    abbreviations: ['PTC'],
    backing: { terms: solidTumorCare('thyroidectomy', 'total thyroidectomy', 'radioactive iodine', 'radioactive iodine ablation', 'thyroglobulin', 'endocrine surgery', 'levothyroxine suppression', 'lenvatinib'), abbreviations: ['RAI'] },
  },
  {
    id: 'melanoma',
    title: 'Malignant melanoma of skin',
    kind: 'episodic',
    codes: ['C43'],
    terms: melanoma,
    pseudo: ['melanoma in situ', 'ocular melanoma', 'uveal melanoma', 'mucosal melanoma'],
    backing: { terms: solidTumorCare('wide local excision', 'sentinel lymph node biopsy', 'dermatology', 'dabrafenib', 'trametinib', 'encorafenib', 'binimetinib', 'relatlimab', 'opdualag'), abbreviations: ['WLE', 'SLNB'] },
  },
  {
    id: 'head-and-neck-cancer',
    title: 'Malignant neoplasm of head, face and neck',
    kind: 'episodic',
    codes: ['C760'],
    terms: headNeckCancer,
    abbreviations: ['HNSCC', 'SCCHN'],
    backing: { terms: solidTumorCare('chemoradiation', 'neck dissection', 'ent', 'otolaryngology', 'head and neck surgery', 'peg tube', 'gastrostomy tube', 'cetuximab'), abbreviations: ['ENT'] },
  },
  {
    id: 'oropharyngeal-cancer',
    title: 'Malignant neoplasm of oropharynx, unspecified',
    kind: 'episodic',
    codes: ['C109'],
    terms: oropharyngealCancer,
    backing: { terms: solidTumorCare('chemoradiation', 'transoral robotic surgery', 'neck dissection', 'ent', 'otolaryngology', 'peg tube', 'cetuximab'), abbreviations: ['TORS', 'ENT'] },
  },
  {
    id: 'laryngeal-cancer',
    title: 'Malignant neoplasm of larynx, unspecified',
    kind: 'episodic',
    codes: ['C329'],
    terms: laryngealCancer,
    backing: { terms: solidTumorCare('laryngectomy', 'total laryngectomy', 'chemoradiation', 'ent', 'otolaryngology', 'tracheostomy'), abbreviations: ['ENT'] },
  },
  {
    id: 'mesothelioma',
    title: 'Mesothelioma of pleura',
    kind: 'episodic',
    codes: ['C450'],
    terms: ['mesothelioma', 'pleural mesothelioma', 'malignant pleural mesothelioma', 'malignant mesothelioma'],
    backing: { terms: solidTumorCare('pleurx', 'pleurodesis', 'thoracic surgery', 'nivolumab', 'ipilimumab') },
  },
  {
    id: 'secondary-liver-malignancy',
    title: 'Secondary malignant neoplasm of liver and intrahepatic bile duct',
    kind: 'episodic',
    codes: ['C787'],
    terms: liverMets,
    backing: { terms: words(metastasisCare, ['y90', 'radioembolization', 'hepatic artery infusion', 'liver directed therapy']), abbreviations: ['TACE'] },
  },
  {
    id: 'secondary-bone-malignancy',
    title: 'Secondary malignant neoplasm of bone',
    kind: 'episodic',
    codes: ['C7951'],
    terms: boneMets,
    backing: { terms: words(metastasisCare, ['pathologic fracture', 'bone scan', 'spine surgery', 'orthopedic oncology']), abbreviations: ['SBRT', 'XRT'] },
  },
  {
    id: 'secondary-brain-malignancy',
    title: 'Secondary malignant neoplasm of brain',
    kind: 'episodic',
    codes: ['C7931', 'C7932'],
    terms: brainMets,
    backing: { terms: words(metastasisCare, ['levetiracetam', 'keppra', 'mri brain', 'craniotomy', 'neuro oncology']), abbreviations: ['SRS', 'WBRT'] },
  },
  {
    id: 'secondary-lung-malignancy',
    title: 'Secondary malignant neoplasm of lung',
    kind: 'episodic',
    codes: ['C780'],
    terms: lungMets,
    backing: { terms: metastasisCare, abbreviations: ['SBRT'] },
  },
  {
    id: 'secondary-peritoneal-malignancy',
    title: 'Secondary malignant neoplasm of retroperitoneum and peritoneum',
    kind: 'episodic',
    codes: ['C786'],
    terms: peritonealMets,
    backing: { terms: words(metastasisCare, ['hipec', 'cytoreductive surgery', 'paracentesis', 'venting g tube']), abbreviations: ['HIPEC'] },
  },
  {
    id: 'secondary-pleural-malignancy',
    title: 'Secondary malignant neoplasm of pleura',
    kind: 'episodic',
    codes: ['C782'],
    terms: pleuralMets,
    backing: { terms: words(metastasisCare, ['thoracentesis', 'pleurx', 'talc pleurodesis', 'pleural fluid cytology']) },
    // A malignant effusion of the pleura's own tumour is its primary (C45.0), not a secondary.
    specificity: { contradictedBy: ['mesothelioma', 'malignant mesothelioma', 'pleural mesothelioma', 'malignant pleural mesothelioma', 'primary effusion lymphoma'], standing: true },
  },
  {
    id: 'secondary-adrenal-malignancy',
    title: 'Secondary malignant neoplasm of adrenal gland',
    kind: 'episodic',
    codes: ['C797'],
    terms: adrenalMets,
    backing: { terms: metastasisCare },
  },
  {
    id: 'secondary-lymph-node-malignancy',
    title: 'Secondary and unspecified malignant neoplasm of lymph node, unspecified',
    kind: 'episodic',
    codes: ['C779'],
    terms: nodalMets,
    backing: { terms: metastasisCare },
  },
  {
    id: 'multiple-myeloma',
    title: 'Multiple myeloma not having achieved remission',
    kind: 'episodic',
    codes: ['C9000', 'C9002'],
    terms: myeloma,
    abbreviations: ['SMM'],
    backing: { terms: words(hematologicCancerTherapy, ['dexamethasone', 'zoledronic acid', 'zometa', 'denosumab', 'xgeva', 'oncology', 'serum free light chains', 'spep', 'serum protein electrophoresis', 'm spike', 'kyphoplasty']), abbreviations: ['SPEP', 'VRd', 'DRd'] },
  },
  {
    id: 'multiple-myeloma-in-remission',
    title: 'Multiple myeloma in remission',
    kind: 'chronic',
    codes: ['C9001'],
    terms: myelomaRemission,
    namedInParts: { terms: myeloma, inSentenceWith: remissionWords },
    specificity: { otherKinds: myelomaActive },
    backing: { terms: words(hematologicCancerTherapy, ['maintenance lenalidomide', 'lenalidomide maintenance', 'hematology', 'oncology', 'serum free light chains', 'spep']), abbreviations: ['SPEP'] },
  },
  {
    id: 'chronic-lymphocytic-leukemia',
    title: 'Chronic lymphocytic leukemia of B-cell type not having achieved remission',
    kind: 'episodic',
    codes: ['C9110', 'C9112'],
    terms: cll,
    abbreviations: ['CLL', 'B-CLL'],
    backing: { terms: words(hematologicCancerTherapy, ['oncology', 'ivig', 'flow cytometry']), abbreviations: ['BTK'] },
  },
  {
    id: 'acute-myeloid-leukemia',
    title: 'Acute myeloblastic leukemia, not having achieved remission',
    kind: 'episodic',
    codes: ['C9200', 'C9202', 'C9240', 'C9250', 'C92A0'],
    terms: aml,
    abbreviations: ['AML', 'APL', 'APML'],
    backing: { terms: words(hematologicCancerTherapy, transfusion, ['all trans retinoic acid', 'arsenic trioxide', 'neutropenic precautions', 'oncology']), abbreviations: ['ATRA', 'ATO'] },
  },
  {
    id: 'acute-myeloid-leukemia-in-remission',
    title: 'Acute myeloblastic leukemia, in remission',
    kind: 'chronic',
    codes: ['C9201'],
    terms: amlRemission,
    namedInParts: { terms: words(aml, ['aml']), inSentenceWith: remissionWords },
    backing: { terms: words(hematologicCancerTherapy, ['maintenance', 'surveillance bone marrow biopsy', 'oncology']) },
  },
  {
    id: 'acute-lymphoblastic-leukemia',
    title: 'Acute lymphoblastic leukemia not having achieved remission',
    kind: 'episodic',
    codes: ['C9100', 'C9102'],
    terms: acuteLymphoblasticLeukemia,
    abbreviations: ['B-ALL', 'T-ALL'],
    backing: { terms: words(hematologicCancerTherapy, transfusion, ['hyper cvad', 'intrathecal chemotherapy', 'intrathecal methotrexate', 'pegaspargase', 'asparaginase', 'inotuzumab', 'oncology']) },
  },
  {
    id: 'chronic-myeloid-leukemia',
    title: 'Chronic myeloid leukemia, BCR/ABL-positive, not having achieved remission',
    kind: 'episodic',
    codes: ['C9210', 'C9212'],
    terms: cml,
    abbreviations: ['CML'],
    backing: { terms: words(hematologicCancerTherapy, ['bcr abl', 'oncology']) },
  },
  {
    id: 'leukemia',
    title: 'Leukemia, unspecified, not having achieved remission',
    kind: 'episodic',
    codes: ['C9590'],
    terms: words(['leukemia', 'leukaemia', 'acute leukemia', 'chronic leukemia'], cll, aml, acuteLymphoblasticLeukemia, cml),
    pseudo: ['leukemia cutis'],
    backing: { terms: words(hematologicCancerTherapy, transfusion, ['oncology']) },
  },
  {
    id: 'non-hodgkin-lymphoma',
    title: 'Non-Hodgkin lymphoma, unspecified',
    kind: 'episodic',
    codes: ['C859'],
    terms: nhl,
    abbreviations: ['NHL', 'DLBCL', 'SLL', 'MZL', 'PCNSL'],
    backing: { terms: words(hematologicCancerTherapy, ['oncology', 'pet ct', 'pet scan', 'radiation therapy', 'intrathecal chemotherapy', 'lymph node biopsy', 'excisional biopsy']), abbreviations: ['R-CHOP', 'CHOP', 'PET'] },
  },
  {
    id: 'diffuse-large-b-cell-lymphoma',
    title: 'Diffuse large B-cell lymphoma',
    kind: 'episodic',
    codes: ['C833'],
    terms: dlbcl,
    abbreviations: ['DLBCL'],
    backing: { terms: words(hematologicCancerTherapy, ['oncology', 'pet ct', 'intrathecal methotrexate', 'radiation therapy']), abbreviations: ['R-CHOP', 'CHOP'] },
  },
  {
    id: 'follicular-lymphoma',
    title: 'Follicular lymphoma',
    kind: 'episodic',
    codes: ['C82'],
    terms: follicularLymphoma,
    backing: { terms: words(hematologicCancerTherapy, ['oncology', 'pet ct', 'radiation therapy']), abbreviations: ['BR'] },
  },
  {
    id: 'mantle-cell-lymphoma',
    title: 'Mantle cell lymphoma',
    kind: 'episodic',
    codes: ['C831'],
    terms: mantleCellLymphoma,
    abbreviations: ['MCL'],
    backing: { terms: words(hematologicCancerTherapy, ['oncology', 'pet ct']) },
  },
  {
    id: 'hodgkin-lymphoma',
    title: 'Hodgkin lymphoma, unspecified',
    kind: 'episodic',
    codes: ['C819'],
    terms: hodgkin,
    abbreviations: ['cHL'],
    backing: { terms: words(hematologicCancerTherapy, ['oncology', 'pet ct', 'radiation therapy', 'bleomycin', 'dacarbazine']), abbreviations: ['ABVD', 'BV'] },
  },

  // ================================================================ infections
  {
    id: 'covid-19',
    title: 'COVID-19',
    kind: 'episodic',
    codes: ['U071'],
    terms: covidTerms,
    pseudo: covidPseudo,
    backing: { terms: words(isolationPrecautions, ['remdesivir', 'veklury', 'dexamethasone', 'baricitinib', 'olumiant', 'tocilizumab', 'nirmatrelvir', 'paxlovid', 'molnupiravir', 'lagevrio', 'convalescent plasma', 'sars cov 2 pcr', 'covid pcr', 'prone positioning', 'awake proning']), abbreviations: ['PCR'] },
  },
  {
    id: 'mrsa-infection',
    title: 'Methicillin resistant Staphylococcus aureus infection, unspecified site',
    kind: 'episodic',
    codes: ['A4902'],
    terms: mrsaTerms,
    abbreviations: ['MRSA'],
    // "MRSA nares screen" / "MRSA swab" name a screen, not an infection. "MRSA colonization" is
    // a carrier state (Z22.322): the longer match takes the words from "MRSA" and argues against.
    pseudo: ['mrsa screen', 'mrsa swab', 'mrsa nares', 'mrsa nasal swab', 'mrsa pcr', 'mrsa nasal pcr', 'mrsa coverage', 'mrsa nares pcr'],
    refutedBy: { instead: mrsaColonization },
    backing: { terms: words(infectionWorkup, ['vancomycin', 'vanco', 'daptomycin', 'linezolid', 'zyvox', 'ceftaroline', 'doxycycline', 'bactrim', 'trimethoprim sulfamethoxazole', 'clindamycin', 'contact precautions', 'isolation']), abbreviations: ['ID', 'PICC'] },
  },
  {
    id: 'mrsa-as-cause',
    title: 'MRSA as the cause of diseases classified elsewhere',
    kind: 'episodic',
    codes: ['B9562'],
    terms: mrsaTerms,
    abbreviations: ['MRSA'],
    // The screens are the `absent` finding's words, which as the longer match keep them from the name.
    pseudo: ['mrsa coverage'],
    // This stay's culture grew the methicillin-susceptible strain: an MRSA from an earlier infection is not its cause.
    refutedBy: {
      instead: ['mssa', 'methicillin susceptible staphylococcus aureus', 'methicillin sensitive staphylococcus aureus', 'oxacillin sensitive', 'oxacillin susceptible', 'oxacillin s'],
      // A negative MRSA screen with no MRSA grown anywhere is why vancomycin is stopped.
      absent: ['mrsa screen', 'mrsa swab', 'mrsa nares', 'mrsa nasal swab', 'mrsa pcr', 'mrsa nasal pcr', 'mrsa nares pcr', 'mrsa nares screen', 'mrsa nares swab'],
    },
    backing: { terms: words(infectionWorkup, ['vancomycin', 'vanco', 'daptomycin', 'linezolid', 'ceftaroline', 'doxycycline', 'bactrim', 'clindamycin', 'contact precautions']) },
  },
  {
    id: 'mssa-as-cause',
    title: 'MSSA as the cause of diseases classified elsewhere',
    kind: 'episodic',
    codes: ['B9561'],
    terms: ['methicillin susceptible staphylococcus aureus', 'methicillin sensitive staphylococcus aureus', 'mssa bacteremia', 'mssa infection', 'mssa cellulitis', 'mssa pneumonia'],
    abbreviations: ['MSSA'],
    backing: { terms: words(infectionWorkup, ['cefazolin', 'ancef', 'nafcillin', 'oxacillin', 'dicloxacillin', 'cephalexin', 'keflex']) },
  },
  {
    id: 'e-coli-as-cause',
    title: 'Escherichia coli as the cause of diseases classified elsewhere',
    kind: 'episodic',
    codes: ['B9620'],
    terms: ['escherichia coli', 'e. coli', 'e coli', 'e.coli', 'esbl e coli', 'esbl e. coli'],
    backing: { terms: words(antibiotics, infectionWorkup) },
  },
  {
    id: 'klebsiella-as-cause',
    title: 'Klebsiella pneumoniae as the cause of diseases classified elsewhere',
    kind: 'episodic',
    codes: ['B961'],
    terms: ['klebsiella', 'klebsiella pneumoniae', 'k. pneumoniae', 'k pneumoniae', 'klebsiella oxytoca'],
    backing: { terms: words(antibiotics, infectionWorkup) },
  },
  {
    id: 'pseudomonas-as-cause',
    title: 'Pseudomonas (aeruginosa) as the cause of diseases classified elsewhere',
    kind: 'episodic',
    codes: ['B965'],
    terms: ['pseudomonas', 'pseudomonas aeruginosa', 'p. aeruginosa', 'p aeruginosa'],
    backing: { terms: words(antibiotics, infectionWorkup, ['cefepime', 'piperacillin tazobactam', 'meropenem', 'ceftazidime', 'ciprofloxacin', 'levofloxacin']) },
  },
  {
    id: 'enterococcus-as-cause',
    title: 'Enterococcus as the cause of diseases classified elsewhere',
    kind: 'episodic',
    codes: ['B952'],
    terms: ['enterococcus', 'enterococcal', 'enterococcus faecalis', 'enterococcus faecium', 'e. faecalis', 'e faecalis', 'e. faecium', 'e faecium'],
    backing: { terms: words(antibiotics, infectionWorkup, ['ampicillin', 'amoxicillin', 'vancomycin', 'daptomycin', 'linezolid']) },
  },
  {
    id: 'h-pylori-as-cause',
    title: 'Helicobacter pylori [H. pylori] as the cause of diseases classified elsewhere',
    kind: 'episodic',
    codes: ['B9681'],
    terms: ['helicobacter pylori', 'h. pylori', 'h pylori', 'h.pylori', 'helicobacter', 'h. pylori gastritis', 'h pylori gastritis', 'helicobacter pylori gastritis', 'h. pylori infection', 'h pylori infection', 'helicobacter pylori infection'],
    // Eradication therapy, or the test that found it.
    backing: {
      terms: [
        'bismuth quadruple therapy', 'quadruple therapy', 'triple therapy', 'eradication therapy', 'clarithromycin', 'amoxicillin', 'metronidazole', 'tetracycline', 'bismuth',
        'bismuth subsalicylate', 'vonoprazan', 'test of cure', 'urea breath test', 'stool antigen', 'ihc', 'immunohistochemistry', 'biopsy',
      ],
    },
  },
  {
    id: 'other-bacteria-as-cause',
    title: 'Other specified bacterial agents as the cause of diseases classified elsewhere',
    kind: 'episodic',
    codes: ['B9689'],
    // Bacteria with no B95-B96 code of their own (Proteus and Morganella are B96.4).
    terms: [
      'enterobacter', 'enterobacter cloacae', 'citrobacter', 'citrobacter freundii', 'citrobacter koseri', 'serratia', 'serratia marcescens', 'acinetobacter', 'acinetobacter baumannii',
      'stenotrophomonas', 'stenotrophomonas maltophilia', 'achromobacter', 'providencia',
    ],
    backing: { terms: words(antibiotics, infectionWorkup) },
  },
  {
    id: 'esbl-resistance',
    title: 'Resistance to extended spectrum beta lactamase (ESBL)',
    kind: 'status',
    codes: ['Z1612'],
    terms: ['extended spectrum beta lactamase', 'esbl producing', 'esbl organism', 'esbl e coli', 'esbl e. coli', 'esbl klebsiella', 'esbl positive'],
    abbreviations: ['ESBL'],
    backing: { terms: ['ertapenem', 'meropenem', 'carbapenem', 'contact precautions'] },
  },
  {
    id: 'vre-resistance',
    title: 'Resistance to vancomycin (VRE)',
    kind: 'status',
    codes: ['Z1621'],
    terms: ['vancomycin resistant enterococcus', 'vancomycin resistant enterococci', 'vre infection', 'vre bacteremia', 'vre colonization'],
    abbreviations: ['VRE'],
    backing: { terms: ['linezolid', 'daptomycin', 'contact precautions'] },
  },
  {
    id: 'mrsa-colonization',
    title: 'Carrier or suspected carrier of MRSA (colonization)',
    kind: 'status',
    codes: ['Z22322'],
    terms: ['mrsa colonization', 'mrsa colonized', 'colonized with mrsa', 'mrsa carrier', 'mrsa carrier state', 'positive mrsa nares', 'mrsa nares positive', 'nares positive for mrsa', 'mrsa screen positive', 'positive mrsa screen', 'mrsa nasal swab positive', 'mrsa nares pcr positive', 'mrsa positive nares', 'methicillin resistant staphylococcus aureus colonization'],
  },
  {
    id: 'bacteremia',
    title: 'Bacteremia',
    kind: 'episodic',
    codes: ['R7881'],
    terms: ['bacteremia', 'bacteraemia', 'positive blood culture', 'blood culture positive', 'blood cultures positive', 'positive blood cultures', 'gram positive bacteremia', 'gram negative bacteremia', 'mrsa bacteremia', 'mssa bacteremia', 'staphylococcus aureus bacteremia', 'e coli bacteremia', 'enterococcal bacteremia', 'streptococcal bacteremia', 'polymicrobial bacteremia', 'persistent bacteremia'],
    abbreviations: ['SAB'],
    pseudo: ['blood culture contaminant', 'contaminated blood culture', 'contaminant blood culture'],
    backing: { terms: words(antibiotics, ['blood culture', 'repeat blood cultures', 'surveillance blood cultures', 'clearance cultures', 'transthoracic echocardiogram', 'transesophageal echocardiogram', 'echocardiogram', 'picc line', 'picc', 'infectious disease', 'line removal', 'source control']), abbreviations: ['TTE', 'TEE', 'ID', 'PICC'] },
  },
  {
    id: 'clostridioides-difficile',
    title: 'Enterocolitis due to Clostridium difficile, not specified as recurrent',
    kind: 'episodic',
    codes: ['A0472'],
    terms: cdiffTerms,
    abbreviations: ['CDI', 'CDAD'],
    pseudo: cdiffPseudo,
    backing: { terms: ['po vancomycin', 'oral vancomycin', 'vancomycin', 'vanco', 'fidaxomicin', 'dificid', 'metronidazole', 'flagyl', 'contact precautions', 'enteric precautions', 'bezlotoxumab', 'zinplava', 'fecal microbiota transplant', 'fecal transplant', 'vowst', 'rebyota', 'stool testing', 'stool pcr', 'toxin assay'], abbreviations: ['FMT'] },
    // The infection is diarrhoea with the toxin: a past episode beside "no diarrhea this admission, formed BMs" is not this stay's.
    refutedBy: { absent: ['diarrhea', 'diarrhoea', 'loose stools', 'loose stool', 'watery stools', 'watery diarrhea'] },
  },
  {
    id: 'clostridioides-difficile-recurrent',
    title: 'Enterocolitis due to Clostridium difficile, recurrent',
    kind: 'episodic',
    codes: ['A0471'],
    terms: ['recurrent c diff', 'recurrent c. diff', 'recurrent c difficile', 'recurrent c. difficile', 'recurrent clostridium difficile', 'recurrent clostridioides difficile', 'recurrent clostridium difficile infection', 'recurrent clostridioides difficile infection', 'recurrent cdiff', 'c diff recurrence', 'c. diff recurrence', 'recurrence of c diff', 'recurrence of c. diff', 'recurrent c diff colitis', 'recurrent cdi'],
    backing: { terms: ['po vancomycin', 'oral vancomycin', 'vancomycin taper', 'pulsed vancomycin', 'vancomycin', 'fidaxomicin', 'dificid', 'bezlotoxumab', 'zinplava', 'fecal microbiota transplant', 'fecal transplant', 'vowst', 'rebyota', 'contact precautions'], abbreviations: ['FMT'] },
    // "This is her second bout of Clostridioides difficile infection", "a first recurrence of C. difficile colitis".
    namedInParts: {
      terms: ['c diff', 'c. diff', 'c difficile', 'c. difficile', 'clostridium difficile', 'clostridioides difficile', 'cdiff', 'c diff colitis', 'c. difficile colitis', 'clostridioides difficile infection', 'clostridium difficile infection'],
      inSentenceWith: ['recurrence', 'first recurrence', 'second recurrence', 'recurrent', 'second bout', 'second episode', 'third episode', 'relapse', 'relapsed', 'another episode'],
    },
  },
  {
    id: 'hiv-disease',
    title: 'Human immunodeficiency virus [HIV] disease',
    kind: 'chronic',
    codes: ['B20'],
    terms: ['human immunodeficiency virus', 'hiv infection', 'hiv disease', 'hiv/aids', 'acquired immunodeficiency syndrome', 'acquired immune deficiency syndrome', 'advanced hiv', 'advanced hiv disease', 'hiv', 'hiv on art', 'hiv on antiretroviral therapy', 'poorly controlled hiv', 'well controlled hiv'],
    abbreviations: ['AIDS', 'PLWH'],
    pseudo: ['hiv test', 'hiv screen', 'hiv screening', 'hiv testing', 'hiv prep', 'hiv pre exposure prophylaxis', 'hiv post exposure prophylaxis'],
    backing: { terms: ['bictegravir', 'biktarvy', 'dolutegravir', 'tivicay', 'triumeq', 'dovato', 'juluca', 'descovy', 'truvada', 'emtricitabine', 'tenofovir', 'efavirenz', 'atripla', 'genvoya', 'stribild', 'odefsey', 'complera', 'symtuza', 'darunavir', 'prezista', 'prezcobix', 'raltegravir', 'isentress', 'rilpivirine', 'cabotegravir', 'cabenuva', 'antiretroviral therapy', 'antiretroviral', 'antiretrovirals', 'haart', 'cd4 count', 'cd4', 'hiv viral load', 'viral load', 'infectious disease', 'pneumocystis prophylaxis'], abbreviations: ['ART', 'HAART', 'ARV', 'CD4'] },
  },
  {
    id: 'asymptomatic-hiv',
    title: 'Asymptomatic human immunodeficiency virus [HIV] infection status',
    kind: 'status',
    codes: ['Z21'],
    terms: ['asymptomatic hiv', 'asymptomatic hiv infection', 'hiv positive', 'hiv seropositive', 'hiv+', 'hiv positive status', 'hiv positive, asymptomatic'],
  },
  {
    id: 'cellulitis-right-lower-limb',
    title: 'Cellulitis of right lower limb',
    kind: 'episodic',
    codes: ['L03115'],
    terms: words(cellulitisRightLeg, cellulitisBilateralLeg),
    backing: { terms: cellulitisCare, abbreviations: ['I&D'] },
  },
  {
    id: 'cellulitis-left-lower-limb',
    title: 'Cellulitis of left lower limb',
    kind: 'episodic',
    codes: ['L03116'],
    terms: words(cellulitisLeftLeg, cellulitisBilateralLeg),
    backing: { terms: cellulitisCare, abbreviations: ['I&D'] },
  },
  {
    id: 'cellulitis-right-upper-limb',
    title: 'Cellulitis of right upper limb',
    kind: 'episodic',
    codes: ['L03113'],
    terms: cellulitisRightArm,
    backing: { terms: cellulitisCare, abbreviations: ['I&D'] },
  },
  {
    id: 'cellulitis-left-upper-limb',
    title: 'Cellulitis of left upper limb',
    kind: 'episodic',
    codes: ['L03114'],
    terms: cellulitisLeftArm,
    backing: { terms: cellulitisCare, abbreviations: ['I&D'] },
  },
  {
    id: 'cellulitis-limb-unspecified',
    title: 'Cellulitis of unspecified part of limb',
    kind: 'episodic',
    codes: ['L03119'],
    terms: words(cellulitisLimbUnsided, cellulitisRightLeg, cellulitisLeftLeg, cellulitisBilateralLeg, cellulitisRightArm, cellulitisLeftArm),
    backing: { terms: cellulitisCare, abbreviations: ['I&D'] },
  },
  {
    id: 'cellulitis-abdominal-wall',
    title: 'Cellulitis of abdominal wall',
    kind: 'episodic',
    codes: ['L03311'],
    terms: ['abdominal wall cellulitis', 'cellulitis of the abdominal wall', 'cellulitis of abdominal wall', 'pannus cellulitis', 'cellulitis of the pannus', 'periumbilical cellulitis'],
    backing: { terms: cellulitisCare, abbreviations: ['I&D'] },
  },
  {
    id: 'cellulitis-buttock',
    title: 'Cellulitis of buttock',
    kind: 'episodic',
    codes: ['L03317'],
    terms: ['buttock cellulitis', 'cellulitis of the buttock', 'cellulitis of buttock', 'gluteal cellulitis', 'perianal cellulitis'],
    backing: { terms: cellulitisCare, abbreviations: ['I&D'] },
  },
  {
    id: 'cellulitis',
    title: 'Cellulitis, unspecified',
    kind: 'episodic',
    codes: ['L0390'],
    terms: words(['cellulitis', 'nonpurulent cellulitis', 'purulent cellulitis', 'skin and soft tissue infection', 'soft tissue infection'], cellulitisLimbUnsided, cellulitisRightLeg, cellulitisLeftLeg, cellulitisBilateralLeg, cellulitisRightArm, cellulitisLeftArm),
    abbreviations: ['SSTI'],
    pseudo: ['orbital cellulitis', 'periorbital cellulitis', 'preseptal cellulitis'],
    backing: { terms: cellulitisCare, abbreviations: ['I&D'] },
  },
  {
    id: 'cutaneous-abscess',
    title: 'Cutaneous abscess, unspecified',
    kind: 'episodic',
    codes: ['L0291'],
    terms: ['skin abscess', 'cutaneous abscess', 'subcutaneous abscess', 'soft tissue abscess', 'skin and soft tissue abscess', 'furuncle', 'carbuncle'],
    refutedBy: { absent: abscessLookedFor },
    backing: { terms: abscessCare, abbreviations: ['I&D'] },
  },
  ...([
    ['right', 'upper', 'L02413'],
    ['left', 'upper', 'L02414'],
    ['right', 'lower', 'L02415'],
    ['left', 'lower', 'L02416'],
  ] as const).map(([side, limb, code]): CommonCondition => ({
    id: `cutaneous-abscess-${side}-${limb}-limb`,
    title: `Cutaneous abscess of ${side} ${limb} limb`,
    kind: 'episodic',
    codes: [code],
    terms: limbAbscess(side, limb === 'upper' ? cellulitisArmPatterns : cellulitisLegPatterns),
    refutedBy: { absent: abscessLookedFor },
    backing: { terms: words(abscessCare, ['packed', 'bedside ultrasound']), abbreviations: ['I&D'] },
  })),
  {
    id: 'peritoneal-abscess',
    title: 'Peritoneal abscess',
    kind: 'episodic',
    codes: ['K651'],
    terms: [
      'peritoneal abscess', 'intra-abdominal abscess', 'intraabdominal abscess', 'abdominal abscess', 'pelvic abscess', 'abdominopelvic abscess',
      'subphrenic abscess', 'subhepatic abscess', 'perihepatic abscess', 'interloop abscess', 'pericolic abscess', 'paracolic abscess',
      'peritoneal abscesses', 'intra-abdominal abscesses', 'pelvic abscesses', 'infected pelvic collection', 'infected intra-abdominal collection',
    ],
    backing: {
      terms: words(antibiotics, ['ir drain', 'ir drainage', 'percutaneous drain', 'percutaneous drainage', 'ct guided drain', 'ct-guided drainage', 'drain placement', 'drain placed', 'pigtail drain', 'drained', 'purulent fluid', 'source control', 'washout', 'exploratory laparotomy']),
      abbreviations: ['IR'],
    },
  },
  {
    id: 'osteomyelitis',
    title: 'Osteomyelitis, unspecified',
    kind: 'episodic',
    codes: ['M869'],
    terms: ['osteomyelitis', 'acute osteomyelitis', 'chronic osteomyelitis', 'toe osteomyelitis', 'foot osteomyelitis', 'calcaneal osteomyelitis', 'metatarsal osteomyelitis', 'osteomyelitis of the toe', 'osteomyelitis of the foot', 'vertebral osteomyelitis', 'diabetic foot osteomyelitis'],
    backing: { terms: words(antibiotics, infectionWorkup, ['bone biopsy', 'mri', 'mri foot', 'bone scan', 'esr', 'crp', 'amputation', 'toe amputation', 'debridement', 'podiatry', 'six weeks of iv antibiotics', '6 weeks of iv antibiotics', 'orthopedics']), abbreviations: ['ESR', 'CRP', 'PICC', 'OPAT'] },
  },
  // Vertebral osteomyelitis (M46.2-) and discitis (M46.4-) by region of the spine.
  ...bySpinalRegion({
    id: 'vertebral-osteomyelitis',
    title: 'Osteomyelitis of vertebra',
    unspecifiedCode: 'M4620',
    codePrefix: 'M462',
    named: vertebralOsteomyelitisIn,
    general: ['vertebral osteomyelitis', 'spinal osteomyelitis', 'osteomyelitis of the spine', 'vertebral body osteomyelitis', 'pyogenic vertebral osteomyelitis', 'discitis osteomyelitis', 'spondylodiscitis', 'osteodiscitis'],
    absent: ['osteomyelitis', 'vertebral osteomyelitis', 'bone infection', 'osteomyelitis of the spine'],
  }),
  ...bySpinalRegion({
    id: 'discitis',
    title: 'Discitis, unspecified',
    unspecifiedCode: 'M4640',
    codePrefix: 'M464',
    named: discitisIn,
    general: ['discitis', 'diskitis', 'disc space infection', 'disk space infection', 'discitis osteomyelitis', 'spondylodiscitis', 'infectious discitis', 'septic discitis'],
    absent: ['discitis', 'diskitis', 'disc space infection', 'disk space infection'],
  }),
  {
    id: 'osteonecrosis',
    title: 'Osteonecrosis, unspecified',
    kind: 'chronic',
    codes: ['M879'],
    terms: ['osteonecrosis', 'avascular necrosis', 'aseptic necrosis', 'avascular necrosis of the femoral head', 'osteonecrosis of the femoral head', 'osteonecrosis of the jaw'],
    abbreviations: ['AVN', 'ONJ'],
    backing: { terms: ['orthopedics', 'core decompression', 'hip replacement', 'mri', 'physical therapy', 'analgesics', 'oral surgery', 'held bisphosphonate'] },
  },
  // Avascular necrosis of the femoral head by cause and side: the cause must be written with it
  // ("steroid induced avascular necrosis of the right femoral head"); a bare AVN is M87.9 above.
  ...femoralHeadNecrosisCauses.flatMap(femoralHeadNecrosisOf),
  {
    id: 'fever',
    title: 'Fever, unspecified',
    kind: 'episodic',
    codes: ['R509'],
    values: { shows: measured('temperature', atLeast(38, 'degC')) },
    terms: ['fever', 'febrile', 'pyrexia', 'fevers', 'low grade fever', 'high fever', 'temperature spike', 'febrile episode', 'fever of unknown origin'],
    abbreviations: ['FUO'],
    pseudo: ['scarlet fever', 'rheumatic fever', 'hay fever', 'yellow fever', 'q fever', 'typhoid fever', 'dengue fever', 'valley fever', 'cat scratch fever', 'rocky mountain spotted fever', 'drug fever', 'postoperative fever', 'fever precautions',
      // A watch for fever is not one: "3. Fever surveillance. He remained afebrile throughout".
      'fever surveillance', 'fever monitoring', 'fever watch', 'monitor for fever', 'monitored for fever', 'watch for fever'],
    backing: { terms: ['acetaminophen', 'tylenol', 'antipyretic', 'cooling blanket', 'ice packs', 'blood culture', 'tmax', 'infectious workup', 'fever workup', 'chest x ray', 'urinalysis'], abbreviations: ['Tmax'] },
    refutedBy: { instead: ['remained afebrile throughout', 'afebrile throughout', 'afebrile throughout the admission', 'afebrile throughout the stay', 'afebrile throughout his stay', 'afebrile throughout her stay', 'was never febrile', 'never febrile'] },
  },

  // ================================================================ mental, behavioural and substance use
  {
    id: 'depression',
    title: 'Depression, unspecified',
    kind: 'chronic',
    codes: ['F32A'],
    terms: words(majorDepressionTerms, recurrentDepressionTerms, [
      'depression', 'depressive disorder', 'clinical depression', 'depressive symptoms', 'chronic depression', 'situational depression', 'reactive depression',
      // ICD-10 (WHO) wording: "moderate depressive episode following bereavement".
      'depressive episode', 'mild depressive episode', 'moderate depressive episode', 'severe depressive episode',
    ]),
    abbreviations: ['MDD'],
    pseudo: depressionPseudo,
    backing: { terms: words(antidepressants, mentalHealthCare), abbreviations: ['SSRI', 'SNRI', 'ECT', 'PHQ-9'], otherIndications: indications(psychiatricIndications) },
    // Depression that resolved before the stay ("Depression resolved; off sertraline since 2019").
    refutedBy: {
      stopped: [
        'depression resolved', 'depression has resolved', 'depression had resolved', 'resolved depression', 'depression: resolved', 'depression - resolved', 'no longer depressed',
        'no current depressive disorder', 'no current depression', 'no active depression', 'off all antidepressants', 'off antidepressants',
        // "a spell of postnatal depression in 1998, which resolved without medication".
        'resolved without medication', 'resolved without treatment', 'resolved spontaneously', 'resolved on its own', 'long since resolved',
        // Remission is coded apart (F32.4/F32.5, F33.4x): "in full remission since; no antidepressant".
        'in full remission', 'in full remission since', 'in complete remission', 'in sustained remission', 'no depressive symptoms',
      ],
    },
  },
  {
    id: 'major-depressive-disorder-single',
    title: 'Major depressive disorder, single episode, unspecified',
    kind: 'chronic',
    codes: ['F329'],
    terms: majorDepressionTerms,
    abbreviations: ['MDD'],
    pseudo: depressionPseudo,
    backing: { terms: words(antidepressants, mentalHealthCare), abbreviations: ['SSRI', 'SNRI', 'ECT'], otherIndications: indications(psychiatricIndications) },
  },
  {
    id: 'major-depressive-disorder-recurrent',
    title: 'Major depressive disorder, recurrent, unspecified',
    kind: 'chronic',
    codes: ['F339'],
    terms: recurrentDepressionTerms,
    backing: { terms: words(antidepressants, mentalHealthCare), abbreviations: ['SSRI', 'SNRI', 'ECT'], otherIndications: indications(psychiatricIndications) },
  },
  {
    id: 'major-depressive-disorder-recurrent-moderate',
    title: 'Major depressive disorder, recurrent, moderate',
    kind: 'chronic',
    codes: ['F331'],
    terms: ['major depressive disorder, recurrent, moderate', 'major depressive disorder recurrent moderate', 'recurrent moderate major depressive disorder', 'moderate recurrent major depression', 'mdd recurrent moderate', 'mdd, recurrent, moderate'],
    backing: { terms: words(antidepressants, mentalHealthCare), abbreviations: ['SSRI', 'SNRI'], otherIndications: indications(psychiatricIndications) },
  },
  {
    id: 'major-depressive-disorder-recurrent-severe',
    title: 'Major depressive disorder, recurrent severe without psychotic features',
    kind: 'chronic',
    codes: ['F332'],
    terms: ['major depressive disorder, recurrent, severe', 'major depressive disorder recurrent severe', 'recurrent severe major depressive disorder', 'severe recurrent major depression', 'mdd recurrent severe', 'mdd, recurrent, severe', 'major depressive disorder, recurrent, severe without psychotic features'],
    backing: { terms: words(antidepressants, mentalHealthCare, ['inpatient psychiatry', 'electroconvulsive therapy']), abbreviations: ['SSRI', 'SNRI', 'ECT'], otherIndications: indications(psychiatricIndications) },
  },
  {
    id: 'dysthymia',
    title: 'Dysthymic disorder',
    kind: 'chronic',
    codes: ['F341'],
    terms: ['dysthymia', 'dysthymic disorder', 'persistent depressive disorder'],
    backing: { terms: words(antidepressants, mentalHealthCare), otherIndications: indications(psychiatricIndications) },
  },
  {
    id: 'anxiety',
    title: 'Anxiety disorder, unspecified',
    kind: 'chronic',
    codes: ['F419'],
    terms: ['anxiety', 'anxiety disorder', 'generalized anxiety disorder', 'generalized anxiety', 'panic disorder', 'panic attacks', 'chronic anxiety', 'anxiety neurosis', 'anxiety state', 'situational anxiety'],
    abbreviations: ['GAD'],
    pseudo: ['anxiety about', 'anxiety regarding', 'test anxiety'],
    backing: { terms: words(anxiolytics, mentalHealthCare), abbreviations: ['SSRI', 'SNRI', 'GAD-7'] },
  },
  {
    id: 'generalized-anxiety-disorder',
    title: 'Generalized anxiety disorder',
    kind: 'chronic',
    codes: ['F411'],
    terms: ['generalized anxiety disorder', 'generalized anxiety'],
    abbreviations: ['GAD'],
    backing: { terms: words(anxiolytics, mentalHealthCare), abbreviations: ['SSRI', 'SNRI', 'GAD-7'] },
  },
  {
    id: 'panic-disorder',
    title: 'Panic disorder without agoraphobia',
    kind: 'chronic',
    codes: ['F410'],
    terms: ['panic disorder', 'panic attacks', 'panic attack', 'panic disorder without agoraphobia'],
    backing: { terms: words(anxiolytics, mentalHealthCare), abbreviations: ['SSRI'] },
  },
  {
    id: 'ptsd',
    title: 'Post-traumatic stress disorder, unspecified',
    kind: 'chronic',
    codes: ['F4310', 'F4312'],
    terms: ['posttraumatic stress disorder', 'post traumatic stress disorder', 'chronic ptsd', 'combat related ptsd'],
    abbreviations: ['PTSD'],
    backing: { terms: words(antidepressants, mentalHealthCare, ['prazosin', 'trauma focused therapy', 'va mental health']), abbreviations: ['SSRI', 'CPT', 'EMDR'] },
  },
  {
    id: 'adjustment-disorder',
    title: 'Adjustment disorder, unspecified',
    kind: 'episodic',
    codes: ['F4320'],
    terms: ['adjustment disorder', 'adjustment disorder with depressed mood', 'adjustment disorder with anxiety', 'adjustment disorder with mixed anxiety and depressed mood', 'adjustment reaction'],
    backing: { terms: words(mentalHealthCare, ['supportive therapy', 'social work', 'chaplain']) },
  },
  {
    id: 'adjustment-disorder-mixed',
    title: 'Adjustment disorder with mixed anxiety and depressed mood',
    kind: 'episodic',
    codes: ['F4323'],
    terms: ['adjustment disorder with mixed anxiety and depressed mood', 'adjustment disorder with mixed anxiety and depression'],
    backing: { terms: words(mentalHealthCare, ['supportive therapy', 'social work']) },
  },
  {
    id: 'obsessive-compulsive-disorder',
    title: 'Obsessive-compulsive disorder, unspecified',
    kind: 'chronic',
    codes: ['F429'],
    terms: ['obsessive compulsive disorder', 'obsessive compulsive'],
    abbreviations: ['OCD'],
    pseudo: ['obsessive compulsive personality disorder'],
    backing: { terms: words(antidepressants, mentalHealthCare, ['exposure and response prevention', 'fluvoxamine', 'clomipramine']), abbreviations: ['SSRI', 'ERP'] },
  },
  {
    id: 'bipolar-disorder',
    title: 'Bipolar disorder, unspecified',
    kind: 'chronic',
    codes: ['F319'],
    terms: ['bipolar disorder', 'bipolar affective disorder', 'bipolar i disorder', 'bipolar 1 disorder', 'bipolar type 1', 'bipolar type i', 'bipolar ii disorder', 'bipolar 2 disorder', 'bipolar type 2', 'bipolar type ii', 'manic depression', 'manic depressive illness', 'bipolar', 'bipolar depression', 'bipolar mania', 'rapid cycling bipolar disorder'],
    abbreviations: ['BPAD'],
    pseudo: ['bipolar hemiarthroplasty', 'bipolar cautery', 'bipolar sealer', 'bipolar leads', 'bipolar electrocautery'],
    backing: { terms: words(moodStabilizers, mentalHealthCare), abbreviations: ['SGA'] },
  },
  {
    id: 'bipolar-ii-disorder',
    title: 'Bipolar II disorder',
    kind: 'chronic',
    codes: ['F3181'],
    terms: ['bipolar ii disorder', 'bipolar 2 disorder', 'bipolar type 2', 'bipolar type ii', 'bipolar ii', 'bipolar 2'],
    backing: { terms: words(moodStabilizers, mentalHealthCare) },
  },
  {
    id: 'schizophrenia',
    title: 'Schizophrenia, unspecified',
    kind: 'chronic',
    codes: ['F209'],
    terms: ['schizophrenia', 'paranoid schizophrenia', 'chronic schizophrenia', 'undifferentiated schizophrenia', 'disorganized schizophrenia', 'catatonic schizophrenia', 'residual schizophrenia', 'schizophrenic'],
    backing: { terms: words(antipsychotics, mentalHealthCare, ['assertive community treatment', 'group home', 'clozapine monitoring']), abbreviations: ['LAI', 'ACT'] },
  },
  {
    id: 'paranoid-schizophrenia',
    title: 'Paranoid schizophrenia',
    kind: 'chronic',
    codes: ['F200'],
    terms: ['paranoid schizophrenia', 'schizophrenia, paranoid type', 'schizophrenia paranoid type'],
    backing: { terms: words(antipsychotics, mentalHealthCare), abbreviations: ['LAI'] },
  },
  {
    id: 'schizoaffective-disorder',
    title: 'Schizoaffective disorder, unspecified',
    kind: 'chronic',
    codes: ['F259'],
    terms: ['schizoaffective disorder', 'schizoaffective', 'schizoaffective disorder bipolar type', 'schizoaffective disorder, bipolar type', 'schizoaffective disorder depressive type', 'schizoaffective disorder, depressive type'],
    backing: { terms: words(antipsychotics, moodStabilizers, mentalHealthCare), abbreviations: ['LAI'] },
  },
  {
    id: 'schizoaffective-bipolar-type',
    title: 'Schizoaffective disorder, bipolar type',
    kind: 'chronic',
    codes: ['F250'],
    terms: ['schizoaffective disorder bipolar type', 'schizoaffective disorder, bipolar type', 'schizoaffective bipolar type'],
    backing: { terms: words(antipsychotics, moodStabilizers, mentalHealthCare) },
  },
  {
    id: 'schizoaffective-depressive-type',
    title: 'Schizoaffective disorder, depressive type',
    kind: 'chronic',
    codes: ['F251'],
    terms: ['schizoaffective disorder depressive type', 'schizoaffective disorder, depressive type', 'schizoaffective depressive type'],
    backing: { terms: words(antipsychotics, antidepressants, mentalHealthCare) },
  },
  {
    id: 'psychosis',
    title: 'Unspecified psychosis not due to a substance or known physiological condition',
    kind: 'episodic',
    codes: ['F29'],
    terms: ['psychosis', 'psychotic disorder', 'acute psychosis', 'psychotic episode', 'psychotic symptoms', 'psychotic', 'first episode psychosis'],
    pseudo: ['steroid induced psychosis', 'substance induced psychosis', 'methamphetamine induced psychosis', 'icu psychosis', 'korsakoff psychosis'],
    backing: { terms: words(antipsychotics, mentalHealthCare, ['involuntary hold', 'psychiatric hold', 'sitter']) },
  },
  {
    id: 'borderline-personality-disorder',
    title: 'Borderline personality disorder',
    kind: 'chronic',
    codes: ['F603'],
    terms: ['borderline personality disorder', 'borderline personality', 'emotionally unstable personality disorder'],
    backing: { terms: words(mentalHealthCare, ['dialectical behavior therapy', 'safety plan']), abbreviations: ['DBT'] },
  },
  {
    id: 'adhd',
    title: 'Attention-deficit hyperactivity disorder, unspecified type',
    kind: 'chronic',
    codes: ['F909'],
    terms: ['attention deficit hyperactivity disorder', 'attention deficit disorder', 'attention deficit/hyperactivity disorder'],
    abbreviations: ['ADHD'],
    backing: { terms: ['methylphenidate', 'ritalin', 'concerta', 'focalin', 'amphetamine', 'adderall', 'lisdexamfetamine', 'vyvanse', 'dextroamphetamine', 'atomoxetine', 'strattera', 'guanfacine', 'intuniv', 'psychiatry'] },
  },
  {
    id: 'autism',
    title: 'Autistic disorder',
    kind: 'chronic',
    codes: ['F840'],
    terms: ['autism', 'autism spectrum disorder', 'autistic disorder', 'autistic'],
    backing: { terms: ['applied behavior analysis', 'behavioral therapy', 'risperidone', 'aripiprazole', 'caregiver', 'group home', 'guardian', 'developmental pediatrics'] },
  },
  {
    id: 'intellectual-disability',
    title: 'Unspecified intellectual disabilities',
    kind: 'chronic',
    codes: ['F79'],
    terms: ['intellectual disability', 'intellectual disabilities', 'intellectual developmental disorder', 'developmental disability', 'mental retardation', 'cognitive disability'],
    backing: { terms: ['group home', 'guardian', 'legal guardian', 'caregiver', 'day program', 'case manager', 'developmental disabilities services'] },
  },
  {
    id: 'suicidal-ideation',
    title: 'Suicidal ideations',
    kind: 'episodic',
    codes: ['R45851'],
    terms: ['suicidal ideation', 'suicidal thoughts', 'passive suicidal ideation', 'active suicidal ideation', 'suicidal ideation with plan', 'thoughts of suicide', 'thoughts of self harm', 'wish to die', 'suicidality'],
    pseudo: ['suicidal ideation screen', 'suicide risk screening', 'suicide screening'],
    backing: { terms: ['sitter', 'one to one sitter', '1:1 sitter', 'suicide precautions', 'psychiatry', 'safety plan', 'psychiatric hold', 'involuntary hold', 'inpatient psychiatry', 'behavioral health', 'crisis team', 'means restriction', 'columbia suicide severity rating scale'], abbreviations: ['C-SSRS'] },
  },
  {
    id: 'alcohol-use',
    title: 'Alcohol use, unspecified, uncomplicated',
    kind: 'chronic',
    codes: ['F1090'],
    terms: ['alcohol use', 'etoh use', 'ethanol use', 'heavy alcohol use', 'heavy drinking', 'heavy drinker', 'daily alcohol use', 'daily drinking', 'daily drinker', 'excessive alcohol use', 'alcohol consumption', 'hazardous drinking', 'at risk drinking'],
    pseudo: ['social alcohol use', 'occasional alcohol use', 'social drinker', 'rare alcohol use', 'minimal alcohol use', 'social drinking', 'occasional drinking', 'occasional drinker'],
    backing: { terms: alcoholCare, abbreviations: ['CIWA', 'AA'] },
  },
  {
    id: 'alcohol-abuse',
    title: 'Alcohol abuse, uncomplicated',
    kind: 'chronic',
    codes: ['F1010'],
    terms: ['alcohol abuse', 'etoh abuse', 'ethanol abuse', 'mild alcohol use disorder', 'alcohol misuse', 'binge drinking', 'problem drinking'],
    backing: { terms: alcoholCare, abbreviations: ['CIWA', 'AA'] },
    // "Does not meet criteria for alcohol use disorder": no disorder of any severity.
    refutedBy: { stopped: lightOrNoDrinking, absent: ['alcohol use disorder'] },
  },
  {
    id: 'alcohol-dependence',
    title: 'Alcohol dependence, uncomplicated',
    kind: 'chronic',
    codes: ['F1020'],
    terms: ['alcohol dependence', 'alcoholism', 'alcoholic', 'etoh dependence', 'ethanol dependence', 'chronic alcoholism', 'moderate alcohol use disorder', 'severe alcohol use disorder', 'alcohol use disorder', 'alcohol addiction', 'chronic alcohol abuse', 'alcohol dependent'],
    abbreviations: ['AUD'],
    backing: { terms: alcoholCare, abbreviations: ['CIWA', 'AA'] },
    refutedBy: { stopped: lightOrNoDrinking },
  },
  {
    id: 'alcohol-dependence-in-remission',
    title: 'Alcohol dependence, in remission',
    kind: 'chronic',
    codes: ['F1021'],
    terms: ['alcohol dependence in remission', 'alcohol dependence, in remission', 'alcohol use disorder in remission', 'alcohol use disorder, in remission', 'alcoholism in remission', 'recovering alcoholic', 'in recovery from alcohol', 'alcohol use disorder in sustained remission', 'alcohol use disorder in early remission', 'sober from alcohol'],
    backing: { terms: ['alcoholics anonymous', 'aa meetings', 'sponsor', 'naltrexone', 'acamprosate', 'disulfiram', 'antabuse', 'sobriety', 'sober'], abbreviations: ['AA'] },
  },
  {
    id: 'alcohol-withdrawal',
    title: 'Alcohol dependence with withdrawal',
    kind: 'episodic',
    codes: ['F10230', 'F10239', 'F10930', 'F10939', 'F10130', 'F10139'],
    terms: ['alcohol withdrawal', 'etoh withdrawal', 'ethanol withdrawal', 'withdrawal from alcohol', 'alcohol withdrawal syndrome', 'alcohol withdrawal seizure', 'alcohol withdrawal seizures', 'complicated alcohol withdrawal', 'severe alcohol withdrawal', 'acute alcohol withdrawal'],
    pseudo: ['alcohol withdrawal precautions', 'alcohol withdrawal prophylaxis'],
    // Watched for and not seen: "CIWA q4h, no signs of withdrawal" (CIWA monitoring alone is not withdrawal). A bare
    // "withdrawal" would also deny opioid withdrawal, and a negated tremor is in every neurologic exam, drinker or not.
    refutedBy: {
      absent: ['signs of withdrawal', 'withdrawal symptoms', 'symptoms of withdrawal', 'evidence of withdrawal', 'signs or symptoms of withdrawal'],
      // CIWA-Ar under 8 on every score is absent or minimal withdrawal, when the note says no benzodiazepine was
      // given: "CIWA scores 0-2 throughout ... no benzodiazepines given". On a taper, low scores are the treatment working.
      untreatedValues: {
        rule: measuredThroughout('ciwa', below(8, 'points')),
        treatedBy: ['benzodiazepine', 'benzodiazepines', 'benzos', 'lorazepam', 'ativan', 'chlordiazepoxide', 'librium', 'diazepam', 'valium', 'phenobarbital'],
      },
    },
    backing: { terms: alcoholCare, abbreviations: ['CIWA', 'CIWA-Ar', 'PAWSS'] },
  },
  {
    id: 'alcohol-withdrawal-delirium',
    title: 'Alcohol dependence with withdrawal delirium',
    kind: 'episodic',
    codes: ['F10231', 'F10931', 'F10131'],
    terms: ['delirium tremens', 'alcohol withdrawal delirium', 'withdrawal delirium'],
    // Withdrawal written without its delirium ("6. Alcohol withdrawal ... CAM negative daily") is the other kind.
    specificity: { otherKinds: ['alcohol withdrawal', 'uncomplicated alcohol withdrawal', 'alcohol withdrawal without delirium', 'etoh withdrawal', 'ethanol withdrawal', 'alcohol withdrawal syndrome'] },
    abbreviations: ['DTs'],
    backing: { terms: words(alcoholCare, ['intensive care unit', 'phenobarbital', 'dexmedetomidine']), abbreviations: ['CIWA', 'ICU'] },
  },
  {
    id: 'alcohol-intoxication',
    title: 'Alcohol intoxication',
    kind: 'episodic',
    codes: ['F10120', 'F10129', 'F10220', 'F10229', 'F10920', 'F10929'],
    terms: ['alcohol intoxication', 'acute alcohol intoxication', 'etoh intoxication', 'ethanol intoxication', 'intoxicated with alcohol', 'alcohol intoxicated', 'acutely intoxicated'],
    backing: { terms: ['blood alcohol level', 'serum alcohol', 'serum ethanol', 'etoh level', 'alcohol level', 'ethanol level', 'iv fluids', 'thiamine', 'observation', 'clinical sobriety', 'metabolized'], abbreviations: ['BAL'] },
  },
  {
    id: 'tobacco-use',
    title: 'Tobacco use',
    kind: 'chronic',
    codes: ['Z720'],
    terms: ['tobacco use', 'uses tobacco', 'tobacco user', 'current tobacco use', 'occasional tobacco use'],
    backing: { terms: smokingCessation, abbreviations: ['NRT'] },
  },
  {
    id: 'nicotine-dependence',
    title: 'Nicotine dependence, unspecified, uncomplicated',
    kind: 'chronic',
    codes: ['F17200'],
    terms: words(currentSmokerTerms, cigaretteTerms, ['nicotine dependence', 'tobacco dependence', 'tobacco abuse', 'tobacco use disorder', 'nicotine addiction', 'nicotine use disorder']),
    pseudo: [...smokingFieldLabels, ...otherSmoking],
    backing: { terms: smokingCessation, abbreviations: ['NRT'] },
  },
  {
    id: 'nicotine-dependence-cigarettes',
    title: 'Nicotine dependence, cigarettes, uncomplicated',
    kind: 'chronic',
    codes: ['F17210'],
    terms: words(currentSmokerTerms, cigaretteTerms),
    // "Quit ten years ago after 30 years of a pack a day": the amount of a habit that ended.
    pseudo: [...smokingFieldLabels, ...otherSmoking, 'e cigarettes', 'electronic cigarettes', 'vapes e cigarettes', 'after {number} years of a pack a day', 'after {number} years of smoking a pack a day', 'after {number} years of a pack per day'],
    backing: { terms: smokingCessation, abbreviations: ['NRT'] },
    refutedBy: { stopped: tobaccoStopped },
  },
  {
    id: 'nicotine-dependence-other-products',
    title: 'Nicotine dependence, other tobacco product (vaping, e-cigarettes)',
    kind: 'chronic',
    codes: ['F17290'],
    terms: ['vaping', 'vapes', 'vape', 'e cigarette use', 'e cigarettes', 'electronic cigarette', 'electronic cigarettes', 'juul', 'nicotine vaping', 'vapes nicotine', 'cigar smoker', 'smokes cigars', 'pipe smoker'],
    backing: { terms: smokingCessation, abbreviations: ['NRT'] },
  },
  {
    id: 'nicotine-dependence-chewing-tobacco',
    title: 'Nicotine dependence, chewing tobacco, uncomplicated',
    kind: 'chronic',
    codes: ['F17220'],
    terms: ['chewing tobacco', 'chews tobacco', 'smokeless tobacco', 'snuff', 'dipping tobacco', 'uses chewing tobacco'],
    backing: { terms: smokingCessation, abbreviations: ['NRT'] },
  },
  {
    id: 'opioid-dependence-in-remission',
    title: 'Opioid dependence, in remission',
    kind: 'chronic',
    codes: ['F1121'],
    terms: [
      'opioid dependence in remission', 'opioid dependence, in remission', 'opioid use disorder in remission', 'opioid use disorder, in remission',
      'opioid use disorder in sustained remission', 'opioid use disorder in early remission', 'opioid use disorder, in sustained remission', 'opioid use disorder, in early remission',
      'heroin use disorder in remission', 'in recovery from opioid use disorder', 'in recovery from heroin',
    ],
    // "Opioid use disorder, severe, beginning 2015 ...; in sustained remission since 2020".
    namedInParts: { terms: ['opioid use disorder', 'opioid dependence', 'heroin use disorder', 'opiate use disorder'], inSentenceWith: ['in sustained remission', 'in early remission', 'in remission'] },
    backing: { terms: words(opioidUseCare, ['narcotics anonymous', 'sponsor', 'recovery support', 'recovery program']), abbreviations: ['MOUD', 'MAT'] },
    refutedBy: { instead: ['active opioid use', 'relapsed', 'relapse on heroin', 'relapse on fentanyl', 'current opioid use', 'opioid withdrawal'] },
  },
  {
    id: 'opioid-dependence',
    title: 'Opioid dependence, uncomplicated',
    kind: 'chronic',
    codes: ['F1120'],
    terms: ['opioid dependence', 'opioid use disorder', 'opiate dependence', 'opiate use disorder', 'heroin dependence', 'heroin addiction', 'opioid addiction', 'heroin use disorder', 'moderate opioid use disorder', 'severe opioid use disorder', 'fentanyl use disorder', 'opioid dependence on buprenorphine', 'opioid dependence on methadone'],
    abbreviations: ['OUD'],
    backing: { terms: opioidUseCare, abbreviations: ['COWS', 'MOUD', 'MAT'] },
  },
  {
    id: 'opioid-abuse',
    title: 'Opioid abuse, uncomplicated',
    kind: 'chronic',
    codes: ['F1110'],
    terms: ['opioid abuse', 'opiate abuse', 'heroin abuse', 'narcotic abuse', 'mild opioid use disorder', 'prescription opioid abuse', 'fentanyl abuse'],
    backing: { terms: opioidUseCare, abbreviations: ['COWS'] },
  },
  {
    id: 'opioid-use',
    title: 'Opioid use, unspecified, uncomplicated',
    kind: 'chronic',
    codes: ['F1190'],
    terms: ['opioid use', 'heroin use', 'opiate use', 'fentanyl use', 'illicit opioid use', 'intravenous heroin use', 'iv heroin use', 'uses heroin', 'uses fentanyl'],
    pseudo: ['prescribed opioid use'],
    backing: { terms: opioidUseCare, abbreviations: ['COWS'] },
  },
  {
    id: 'opioid-withdrawal',
    title: 'Opioid dependence with withdrawal',
    kind: 'episodic',
    codes: ['F1123', 'F1193', 'F1113'],
    terms: [
      'opioid withdrawal', 'opiate withdrawal', 'heroin withdrawal', 'fentanyl withdrawal', 'methadone withdrawal', 'precipitated withdrawal', 'opioid withdrawal syndrome',
      // The dependence named with its withdrawal, as the code's title says it.
      ...['opioid use disorder', 'opioid dependence', 'opiate dependence', 'opiate use disorder', 'heroin use disorder', 'fentanyl use disorder'].flatMap((name) =>
        [name, `${name}, severe,`, `${name}, moderate,`, `severe ${name}`, `moderate ${name}`].map((named) => `${named} with withdrawal`),
      ),
    ],
    backing: { terms: words(opioidUseCare, ['clonidine', 'loperamide', 'ondansetron', 'hydroxyzine', 'methocarbamol', 'lofexidine', 'lucemyra', 'comfort medications']), abbreviations: ['COWS'] },
  },
  {
    id: 'cannabis-use',
    title: 'Cannabis use, unspecified, uncomplicated',
    kind: 'chronic',
    codes: ['F1290'],
    terms: ['marijuana use', 'cannabis use', 'marijuana', 'cannabis', 'smokes marijuana', 'smoked marijuana', 'smoked cannabis', 'smokes cannabis', 'smokes weed', 'uses marijuana', 'thc use', 'daily marijuana use', 'daily cannabis use', 'recreational marijuana', 'medical marijuana'],
    abbreviations: ['THC'],
    backing: { terms: substanceCounseling, abbreviations: ['UDS'] },
  },
  {
    id: 'cannabis-abuse',
    title: 'Cannabis abuse, uncomplicated',
    kind: 'chronic',
    codes: ['F1210'],
    terms: ['cannabis abuse', 'marijuana abuse', 'mild cannabis use disorder', 'thc abuse'],
    backing: { terms: substanceCounseling, abbreviations: ['UDS'] },
  },
  {
    id: 'cannabis-dependence',
    title: 'Cannabis dependence, uncomplicated',
    kind: 'chronic',
    codes: ['F1220'],
    terms: ['cannabis dependence', 'cannabis use disorder', 'marijuana dependence', 'marijuana use disorder', 'moderate cannabis use disorder', 'severe cannabis use disorder', 'marijuana addiction'],
    backing: { terms: substanceCounseling, abbreviations: ['UDS'] },
  },
  {
    id: 'cannabinoid-hyperemesis',
    title: 'Cannabis use with other cannabis-induced disorder (cannabinoid hyperemesis syndrome)',
    kind: 'episodic',
    codes: ['F12988', 'F12188', 'F12288'],
    terms: ['cannabinoid hyperemesis syndrome', 'cannabinoid hyperemesis', 'cannabis hyperemesis', 'cannabis hyperemesis syndrome', 'cannabis induced hyperemesis'],
    abbreviations: ['CHS'],
    backing: { terms: words(antiemetics, ivFluids, substanceCounseling, ['capsaicin cream', 'topical capsaicin', 'haloperidol', 'droperidol', 'hot showers', 'cannabis cessation', 'marijuana cessation']) },
  },
  {
    id: 'cocaine-use',
    title: 'Cocaine use, unspecified, uncomplicated',
    kind: 'chronic',
    codes: ['F1490'],
    terms: ['cocaine use', 'crack cocaine use', 'uses cocaine', 'cocaine', 'crack cocaine', 'smokes crack', 'smoked crack', 'smoked cocaine', 'intranasal cocaine'],
    pseudo: ['topical cocaine'],
    backing: { terms: words(substanceCounseling, ['avoid beta blockers']), abbreviations: ['UDS'] },
  },
  {
    id: 'cocaine-abuse',
    title: 'Cocaine abuse, uncomplicated',
    kind: 'chronic',
    codes: ['F1410'],
    terms: ['cocaine abuse', 'crack cocaine abuse', 'mild cocaine use disorder'],
    backing: { terms: substanceCounseling, abbreviations: ['UDS'] },
  },
  {
    id: 'cocaine-dependence',
    title: 'Cocaine dependence, uncomplicated',
    kind: 'chronic',
    codes: ['F1420'],
    terms: ['cocaine dependence', 'cocaine use disorder', 'cocaine addiction', 'moderate cocaine use disorder', 'severe cocaine use disorder', 'crack cocaine dependence'],
    backing: { terms: substanceCounseling, abbreviations: ['UDS'] },
  },
  {
    id: 'stimulant-use',
    title: 'Other stimulant use, unspecified, uncomplicated (methamphetamine)',
    kind: 'chronic',
    codes: ['F1590'],
    terms: ['methamphetamine use', 'meth use', 'amphetamine use', 'uses methamphetamine', 'uses meth', 'methamphetamine', 'crystal meth'],
    backing: { terms: substanceCounseling, abbreviations: ['UDS'] },
  },
  {
    id: 'stimulant-abuse',
    title: 'Other stimulant abuse, uncomplicated',
    kind: 'chronic',
    codes: ['F1510'],
    terms: ['methamphetamine abuse', 'meth abuse', 'amphetamine abuse', 'stimulant abuse', 'mild stimulant use disorder'],
    backing: { terms: substanceCounseling, abbreviations: ['UDS'] },
    // "Addiction medicine found no stimulant use disorder": none of any severity.
    refutedBy: { absent: ['stimulant use disorder', 'amphetamine use disorder', 'methamphetamine use disorder'] },
  },
  {
    id: 'stimulant-dependence',
    title: 'Other stimulant dependence, uncomplicated',
    kind: 'chronic',
    codes: ['F1520'],
    terms: ['methamphetamine dependence', 'methamphetamine use disorder', 'amphetamine dependence', 'amphetamine use disorder', 'stimulant use disorder', 'stimulant dependence', 'meth addiction'],
    backing: { terms: substanceCounseling, abbreviations: ['UDS'] },
  },
  {
    id: 'polysubstance-abuse',
    title: 'Other psychoactive substance abuse, uncomplicated (polysubstance)',
    kind: 'chronic',
    codes: ['F1910'],
    terms: ['polysubstance abuse', 'poly substance abuse', 'polysubstance use', 'multiple substance abuse', 'polysubstance misuse'],
    backing: { terms: substanceCounseling, abbreviations: ['UDS'] },
  },
  {
    id: 'polysubstance-dependence',
    title: 'Other psychoactive substance dependence, uncomplicated (polysubstance)',
    kind: 'chronic',
    codes: ['F1920'],
    terms: ['polysubstance dependence', 'polysubstance use disorder', 'poly substance dependence', 'multiple substance dependence'],
    backing: { terms: substanceCounseling, abbreviations: ['UDS'] },
  },

  // ================================================================ musculoskeletal and skin
  {
    id: 'osteoarthritis',
    title: 'Unspecified osteoarthritis, unspecified site',
    kind: 'chronic',
    codes: ['M1990'],
    terms: words(['osteoarthritis', 'degenerative joint disease', 'degenerative arthritis', 'osteoarthrosis', 'generalized osteoarthritis', 'primary osteoarthritis', 'arthrosis', 'erosive osteoarthritis'], kneeOaAll, hipOaAll),
    abbreviations: ['OA', 'DJD'],
    backing: { terms: jointCare, abbreviations: ['NSAID', 'NSAIDs'] },
  },
  {
    id: 'knee-osteoarthritis-bilateral',
    title: 'Bilateral primary osteoarthritis of knee',
    kind: 'chronic',
    codes: ['M170'],
    terms: kneeOaBilateral,
    backing: { terms: jointCare },
  },
  {
    id: 'knee-osteoarthritis-right',
    title: 'Unilateral primary osteoarthritis, right knee',
    kind: 'chronic',
    codes: ['M1711'],
    terms: words(kneeOaRight, kneeOaBilateral),
    backing: { terms: jointCare },
  },
  {
    id: 'knee-osteoarthritis-left',
    title: 'Unilateral primary osteoarthritis, left knee',
    kind: 'chronic',
    codes: ['M1712'],
    terms: words(kneeOaLeft, kneeOaBilateral),
    backing: { terms: jointCare },
  },
  {
    id: 'knee-osteoarthritis',
    title: 'Osteoarthritis of knee, unspecified',
    kind: 'chronic',
    codes: ['M179'],
    terms: kneeOaAll,
    backing: { terms: jointCare },
  },
  {
    id: 'hip-osteoarthritis-bilateral',
    title: 'Bilateral primary osteoarthritis of hip',
    kind: 'chronic',
    codes: ['M160'],
    terms: hipOaBilateral,
    backing: { terms: jointCare },
  },
  {
    id: 'hip-osteoarthritis-right',
    title: 'Unilateral primary osteoarthritis, right hip',
    kind: 'chronic',
    codes: ['M1611'],
    terms: words(hipOaRight, hipOaBilateral),
    backing: { terms: jointCare },
  },
  {
    id: 'hip-osteoarthritis-left',
    title: 'Unilateral primary osteoarthritis, left hip',
    kind: 'chronic',
    codes: ['M1612'],
    terms: words(hipOaLeft, hipOaBilateral),
    backing: { terms: jointCare },
  },
  {
    id: 'hip-osteoarthritis',
    title: 'Osteoarthritis of hip, unspecified',
    kind: 'chronic',
    codes: ['M169'],
    terms: hipOaAll,
    backing: { terms: jointCare },
  },
  {
    id: 'rheumatoid-arthritis',
    title: 'Rheumatoid arthritis, unspecified',
    kind: 'chronic',
    codes: ['M069'],
    terms: ['rheumatoid arthritis', 'seropositive rheumatoid arthritis', 'seronegative rheumatoid arthritis', 'rheumatoid disease', 'inflammatory arthritis due to rheumatoid arthritis'],
    backing: { terms: dmards, abbreviations: ['DMARD', 'MTX', 'HCQ'] },
  },
  {
    id: 'systemic-lupus-erythematosus',
    title: 'Systemic lupus erythematosus, unspecified',
    kind: 'chronic',
    codes: ['M329'],
    terms: ['systemic lupus erythematosus', 'lupus', 'systemic lupus', 'lupus flare'],
    abbreviations: ['SLE'],
    pseudo: ['lupus anticoagulant', 'discoid lupus', 'cutaneous lupus', 'drug induced lupus', 'lupus pernio', 'lupus anticoagulant positive'],
    backing: { terms: ['hydroxychloroquine', 'plaquenil', 'prednisone', 'mycophenolate', 'cellcept', 'azathioprine', 'belimumab', 'benlysta', 'anifrolumab', 'saphnelo', 'methotrexate', 'rheumatology', 'complement levels', 'anti dsdna'], abbreviations: ['HCQ', 'dsDNA'] },
  },
  {
    id: 'lupus-nephritis',
    title: 'Glomerular disease in systemic lupus erythematosus (lupus nephritis)',
    kind: 'chronic',
    codes: ['M3214'],
    terms: ['lupus nephritis', 'class iii lupus nephritis', 'class iv lupus nephritis', 'class v lupus nephritis'],
    backing: { terms: ['mycophenolate', 'cellcept', 'cyclophosphamide', 'voclosporin', 'lupkynis', 'belimumab', 'benlysta', 'hydroxychloroquine', 'prednisone', 'methylprednisolone', 'renal biopsy', 'kidney biopsy', 'nephrology', 'rheumatology'] },
  },
  {
    id: 'polymyalgia-rheumatica',
    title: 'Polymyalgia rheumatica',
    kind: 'chronic',
    codes: ['M353'],
    terms: ['polymyalgia rheumatica'],
    abbreviations: ['PMR'],
    backing: { terms: ['prednisone', 'chronic prednisone', 'steroid taper', 'methotrexate', 'sarilumab', 'esr', 'crp', 'rheumatology'], abbreviations: ['ESR', 'CRP'] },
  },
  {
    id: 'giant-cell-arteritis',
    title: 'Giant cell arteritis',
    kind: 'chronic',
    codes: ['M316'],
    terms: ['giant cell arteritis', 'temporal arteritis', 'cranial arteritis'],
    abbreviations: ['GCA'],
    backing: { terms: ['prednisone', 'methylprednisolone', 'tocilizumab', 'actemra', 'temporal artery biopsy', 'temporal artery ultrasound', 'esr', 'crp', 'rheumatology', 'ophthalmology'], abbreviations: ['ESR', 'CRP'] },
  },
  {
    id: 'psoriasis',
    title: 'Psoriasis, unspecified',
    kind: 'chronic',
    codes: ['L409', 'L400'],
    terms: ['psoriasis', 'psoriasis vulgaris', 'plaque psoriasis', 'chronic plaque psoriasis', 'scalp psoriasis'],
    backing: { terms: ['triamcinolone', 'clobetasol', 'betamethasone', 'topical steroid', 'topical corticosteroid', 'calcipotriene', 'methotrexate', 'adalimumab', 'humira', 'etanercept', 'secukinumab', 'cosentyx', 'ixekizumab', 'taltz', 'ustekinumab', 'stelara', 'guselkumab', 'tremfya', 'risankizumab', 'skyrizi', 'apremilast', 'otezla', 'deucravacitinib', 'phototherapy', 'dermatology'] },
  },
  {
    id: 'psoriatic-arthritis',
    title: 'Psoriatic arthritis',
    kind: 'chronic',
    codes: ['L4050', 'L4059'],
    terms: ['psoriatic arthritis', 'psoriatic arthropathy'],
    abbreviations: ['PsA'],
    backing: { terms: words(dmards, ['secukinumab', 'cosentyx', 'ixekizumab', 'taltz', 'ustekinumab', 'stelara', 'guselkumab', 'tremfya', 'apremilast', 'otezla']) },
  },
  {
    id: 'gout',
    title: 'Gout, unspecified',
    kind: 'chronic',
    codes: ['M109'],
    terms: ['gout', 'gouty arthritis', 'gout flare', 'acute gout', 'acute gouty arthritis', 'podagra', 'gout attack', 'polyarticular gout', 'gouty arthropathy'],
    pseudo: ['tophaceous gout', 'chronic tophaceous gout'],
    backing: { terms: goutTherapy },
  },
  {
    id: 'osteoporosis',
    title: 'Age-related osteoporosis without current pathological fracture',
    kind: 'chronic',
    codes: ['M810', 'M818'],
    terms: ['osteoporosis', 'senile osteoporosis', 'postmenopausal osteoporosis', 'age related osteoporosis', 'severe osteoporosis', 'osteoporotic', 'steroid induced osteoporosis'],
    pseudo: ['osteoporosis screening'],
    backing: { terms: osteoporosisTherapy, abbreviations: ['DEXA', 'DXA', 'BMD'] },
  },
  // Age-related osteoporosis with a current pathological fracture (M80.0-, initial encounter): a
  // fracture with known osteoporosis from trauma that would not break a healthy bone is coded
  // here, not as an injury (guideline I.C.13.d.1).
  {
    id: 'osteoporosis-with-pathological-fracture',
    title: 'Age-related osteoporosis with current pathological fracture, unspecified site, initial encounter for fracture',
    kind: 'episodic',
    codes: ['M8000XA'],
    terms: words(
      [
        'osteoporotic fracture', 'fragility fracture', 'pathologic fracture due to osteoporosis', 'pathological fracture due to osteoporosis', 'osteoporosis with pathological fracture',
        'osteoporosis with current pathological fracture', 'age related osteoporosis with current pathological fracture',
      ],
      osteoporoticVertebralFracture,
      sided(limbSides, osteoporoticFemurFracture),
    ),
    namedInParts: { terms: words(['fracture', 'hip fracture', 'wrist fracture', 'distal radius fracture', 'humerus fracture', 'pelvic fracture', 'pubic ramus fracture'], compressionFracture), inSentenceWith: osteoporosisWords },
    backing: { terms: osteoporoticFractureCare, abbreviations: ['DEXA', 'DXA', 'TLSO', 'PT/OT'] },
  },
  ...bySide({
    id: 'osteoporosis-with-pathological-fracture-of-femur',
    title: 'Age-related osteoporosis with current pathological fracture, {side} femur, initial encounter for fracture',
    kind: 'episodic',
    codes: { right: ['M80051A'], left: ['M80052A'] },
    named: osteoporoticFemurFracture,
    namedInParts: { terms: words(proximalFemur.hip, proximalFemur.neck, proximalFemur.intertrochanteric, proximalFemur.subtrochanteric), inSentenceWith: osteoporosisWords },
    backing: { terms: osteoporoticFractureCare, abbreviations: ['DEXA', 'DXA', 'ORIF', 'WBAT', 'PT/OT'] },
  }),
  {
    id: 'osteoporosis-with-pathological-vertebral-fracture',
    title: 'Age-related osteoporosis with current pathological fracture, vertebra(e), initial encounter for fracture',
    kind: 'episodic',
    codes: ['M8008XA'],
    terms: osteoporoticVertebralFracture,
    namedInParts: { terms: compressionFracture, inSentenceWith: osteoporosisWords },
    // A compression fracture from a metastasis is M84.58XA; from trauma, S22/S32.
    refutedBy: { instead: ['malignant compression fracture', 'metastatic compression fracture', 'pathologic compression fracture due to metastasis', 'traumatic compression fracture', 'burst fracture'] },
    backing: { terms: osteoporoticFractureCare, abbreviations: ['DEXA', 'DXA', 'TLSO'] },
  },
  {
    id: 'fibromyalgia',
    title: 'Fibromyalgia',
    kind: 'chronic',
    codes: ['M797'],
    terms: ['fibromyalgia', 'fibromyalgia syndrome', 'fibrositis'],
    backing: { terms: ['duloxetine', 'cymbalta', 'pregabalin', 'lyrica', 'milnacipran', 'savella', 'gabapentin', 'amitriptyline', 'cyclobenzaprine', 'rheumatology', 'pain management', 'physical therapy', 'exercise program'] },
  },
  {
    id: 'rhabdomyolysis',
    title: 'Rhabdomyolysis',
    kind: 'episodic',
    codes: ['M6282'],
    // Creatine kinase above five times the upper limit (about 1,000 U/L) is the defining value; named
    // and treated with no such value, the pivotal criterion is missing.
    values: { shows: ckAboveFiveTimesNormal, pivotal: ckAboveFiveTimesNormal, alone: false },
    terms: ['rhabdomyolysis', 'rhabdo', 'nontraumatic rhabdomyolysis', 'exertional rhabdomyolysis', 'statin induced rhabdomyolysis'],
    pseudo: ['traumatic rhabdomyolysis'],
    backing: { terms: words(ivFluids, ['ck', 'cpk', 'creatine kinase', 'creatine phosphokinase', 'trend ck', 'held statin', 'urine myoglobin', 'sodium bicarbonate']), abbreviations: ['CK', 'CPK', 'IVF'] },
  },
  {
    id: 'low-back-pain',
    title: 'Low back pain, unspecified',
    kind: 'chronic',
    codes: ['M545'],
    excludes: ['M5451'],
    terms: ['low back pain', 'lower back pain', 'lumbago', 'lumbar pain', 'chronic low back pain', 'acute low back pain', 'lumbar back pain', 'mechanical low back pain', 'lumbosacral pain', 'chronic lower back pain'],
    abbreviations: ['LBP'],
    backing: { terms: backCare, abbreviations: ['NSAID', 'ESI'] },
  },
  {
    id: 'back-pain',
    title: 'Dorsalgia, unspecified',
    kind: 'chronic',
    codes: ['M549'],
    terms: ['back pain', 'dorsalgia', 'backache', 'chronic back pain', 'acute back pain', 'mid back pain', 'thoracic back pain', 'upper back pain', 'low back pain', 'lower back pain', 'chronic low back pain', 'lumbago'],
    backing: { terms: backCare, abbreviations: ['NSAID'] },
  },
  {
    id: 'neck-pain',
    title: 'Cervicalgia',
    kind: 'chronic',
    codes: ['M542'],
    terms: ['neck pain', 'cervicalgia', 'cervical pain', 'chronic neck pain', 'acute neck pain', 'cervical neck pain'],
    backing: { terms: backCare },
  },
  {
    id: 'sciatica',
    title: 'Sciatica / lumbago with sciatica, unspecified side',
    kind: 'chronic',
    codes: ['M5430', 'M5440'],
    terms: ['sciatica', 'lumbago with sciatica', 'low back pain with sciatica', 'sciatic pain', 'sciatic nerve pain', 'back pain with sciatica'],
    backing: { terms: backCare },
  },
  {
    id: 'lumbar-radiculopathy',
    title: 'Radiculopathy, lumbar region',
    kind: 'chronic',
    codes: ['M5416', 'M5417'],
    terms: ['lumbar radiculopathy', 'lumbosacral radiculopathy', 'l5 radiculopathy', 's1 radiculopathy', 'l4 radiculopathy', 'lumbar radicular pain', 'radiculopathy'],
    backing: { terms: backCare },
  },
  {
    id: 'cervical-radiculopathy',
    title: 'Radiculopathy, cervical region',
    kind: 'chronic',
    codes: ['M5412'],
    terms: ['cervical radiculopathy', 'c5 radiculopathy', 'c6 radiculopathy', 'c7 radiculopathy', 'cervical radicular pain'],
    backing: { terms: backCare },
  },
  {
    id: 'lumbar-spinal-stenosis',
    title: 'Spinal stenosis, lumbar region without neurogenic claudication',
    kind: 'chronic',
    codes: ['M48061'],
    terms: ['lumbar spinal stenosis', 'lumbar stenosis', 'spinal stenosis of the lumbar spine', 'lumbar canal stenosis', 'lumbar foraminal stenosis', 'spinal stenosis'],
    backing: { terms: backCare },
  },
  {
    id: 'lumbar-spinal-stenosis-neurogenic-claudication',
    title: 'Spinal stenosis, lumbar region with neurogenic claudication',
    kind: 'chronic',
    codes: ['M48062'],
    terms: ['neurogenic claudication', 'lumbar spinal stenosis with neurogenic claudication', 'pseudoclaudication', 'spinal claudication'],
    backing: { terms: backCare },
  },
  {
    id: 'cervical-spinal-stenosis',
    title: 'Spinal stenosis, cervical region',
    kind: 'chronic',
    codes: ['M4802'],
    terms: ['cervical spinal stenosis', 'cervical stenosis', 'cervical canal stenosis', 'cervical myelopathy', 'cervical spondylotic myelopathy'],
    backing: { terms: backCare },
  },
  {
    id: 'lumbar-spondylosis',
    title: 'Spondylosis without myelopathy or radiculopathy, lumbar region',
    kind: 'chronic',
    codes: ['M47816'],
    terms: ['lumbar spondylosis', 'lumbar degenerative disease', 'degenerative disease of the lumbar spine', 'lumbar degenerative changes', 'lumbar facet arthropathy', 'facet arthropathy', 'lumbar osteoarthritis', 'degenerative lumbar spine'],
    backing: { terms: backCare },
  },
  {
    id: 'cervical-spondylosis',
    title: 'Spondylosis without myelopathy or radiculopathy, cervical region',
    kind: 'chronic',
    codes: ['M47812'],
    terms: ['cervical spondylosis', 'cervical degenerative disease', 'degenerative disease of the cervical spine', 'cervical degenerative changes', 'degenerative cervical spine'],
    backing: { terms: backCare },
  },
  {
    id: 'chronic-pain',
    title: 'Other chronic pain',
    kind: 'chronic',
    codes: ['G8929'],
    terms: ['chronic pain', 'chronic back pain', 'chronic low back pain', 'chronic lower back pain', 'chronic neck pain', 'chronic knee pain', 'chronic hip pain', 'chronic abdominal pain', 'chronic pelvic pain', 'chronic joint pain', 'chronic musculoskeletal pain', 'chronic nonmalignant pain', 'chronic pain on opioids'],
    backing: { terms: painCare, abbreviations: ['PCA'] },
  },
  {
    id: 'chronic-pain-syndrome',
    title: 'Chronic pain syndrome',
    kind: 'chronic',
    codes: ['G894'],
    terms: ['chronic pain syndrome'],
    backing: { terms: words(painCare, ['pain psychology', 'pain management referral']) },
  },
  {
    id: 'cancer-pain',
    title: 'Neoplasm related pain (acute) (chronic)',
    kind: 'chronic',
    codes: ['G893'],
    terms: ['cancer pain', 'cancer related pain', 'neoplasm related pain', 'malignant pain', 'tumor related pain', 'pain due to malignancy', 'pain from metastatic disease', 'pain due to bone metastases'],
    backing: { terms: words(painCare, ['palliative care', 'palliative radiation', 'methadone', 'ketamine', 'celiac plexus block']), abbreviations: ['PCA'] },
  },
  {
    id: 'acute-postoperative-pain',
    title: 'Other acute postprocedural pain',
    kind: 'episodic',
    codes: ['G8918'],
    terms: ['postoperative pain', 'post operative pain', 'postop pain', 'post op pain', 'postsurgical pain', 'post surgical pain', 'acute postoperative pain', 'incisional pain', 'pain after surgery'],
    backing: { terms: words(painCare, ['epidural', 'epidural analgesia', 'nerve block', 'regional anesthesia', 'ice', 'multimodal analgesia']), abbreviations: ['PCA'] },
  },
  {
    id: 'weakness',
    title: 'Weakness (generalized)',
    kind: 'episodic',
    codes: ['R531'],
    terms: ['weakness', 'generalized weakness', 'asthenia', 'diffuse weakness', 'global weakness', 'progressive weakness'],
    pseudo: ['left sided weakness', 'right sided weakness', 'focal weakness', 'unilateral weakness', 'left arm weakness', 'right arm weakness', 'left leg weakness', 'right leg weakness'],
    backing: { terms: words(rehabilitation, ['fall precautions', 'nutrition consult']), abbreviations: ['PT', 'OT', 'SNF'] },
  },
  {
    id: 'debility',
    title: 'Other malaise (debility, deconditioning)',
    kind: 'episodic',
    codes: ['R5381'],
    terms: ['debility', 'deconditioning', 'deconditioned', 'physical deconditioning', 'generalized debility', 'malaise', 'functional decline', 'debilitated', 'hospital associated deconditioning'],
    backing: { terms: words(rehabilitation, ['fall precautions']), abbreviations: ['PT', 'OT', 'SNF', 'IRF'] },
  },
  {
    id: 'muscle-weakness',
    title: 'Muscle weakness (generalized)',
    kind: 'episodic',
    codes: ['M6281'],
    terms: ['muscle weakness', 'generalized muscle weakness', 'muscular weakness', 'proximal muscle weakness', 'diffuse muscle weakness'],
    backing: { terms: rehabilitation, abbreviations: ['PT', 'OT', 'SNF'] },
  },
  {
    id: 'muscle-wasting',
    title: 'Muscle wasting and atrophy, not elsewhere classified, unspecified site',
    kind: 'chronic',
    codes: ['M6250'],
    terms: [
      'muscle wasting', 'muscle atrophy', 'muscular atrophy', 'muscle loss', 'loss of muscle mass', 'muscle mass loss', 'generalized muscle wasting', 'generalized muscle atrophy',
      'diffuse muscle wasting', 'temporal wasting', 'temporal muscle wasting', 'bitemporal wasting', 'disuse atrophy', 'muscle wasting and atrophy', 'wasting of muscles',
    ],
    // Spinal muscular atrophy and its kin are G12; sarcopenia is M62.84.
    pseudo: ['spinal muscular atrophy', 'progressive muscular atrophy', 'peroneal muscular atrophy'],
    backing: {
      terms: words(rehabilitation, ['nutrition consult', 'dietitian', 'protein supplementation', 'oral nutrition supplement', 'nutritional supplement', 'high protein diet', 'calorie count', 'strength training', 'resistance exercise']),
      abbreviations: ['PT/OT'],
    },
  },
  {
    id: 'fatigue',
    title: 'Other fatigue',
    kind: 'episodic',
    codes: ['R5383'],
    terms: ['fatigue', 'fatigued', 'tiredness', 'lethargy', 'lack of energy', 'low energy', 'chronic fatigue'],
    pseudo: ['chronic fatigue syndrome', 'fatigue fracture'],
    backing: { terms: ['tsh', 'cbc', 'b12 level', 'iron studies', 'sleep study', 'rest', 'energy conservation', 'physical therapy'] },
  },
  {
    id: 'renal-cyst',
    title: 'Cyst of kidney, acquired',
    kind: 'chronic',
    codes: ['N281'],
    terms: ['renal cyst', 'renal cysts', 'kidney cyst', 'kidney cysts', 'complex renal cyst', 'simple renal cyst', 'bosniak', 'cystic renal lesion', 'cystic renal mass'],
    pseudo: ['polycystic kidney', 'polycystic kidney disease', 'polycystic kidneys'],
    backing: { terms: ['renal ultrasound', 'ct abdomen', 'ct of the abdomen', 'mri abdomen', 'urology', 'urology follow up', 'bosniak classification'] },
  },
  {
    id: 'lung-mass',
    title: 'Other nonspecific abnormal finding of lung field',
    kind: 'episodic',
    codes: ['R918'],
    terms: ['lung mass', 'lung masses', 'pulmonary mass', 'pulmonary masses', 'lung lesion', 'lung lesions', 'pulmonary lesion', 'pulmonary opacity', 'lung opacity', 'pulmonary opacities', 'lung opacities', 'mass in the lung', 'hilar mass', 'perihilar mass', 'lung infiltrate of unclear etiology'],
    backing: { terms: ['ct chest', 'ct of the chest', 'chest ct', 'pet scan', 'pet ct', 'bronchoscopy', 'biopsy', 'ct-guided biopsy', 'pulmonology', 'pulmonary consult', 'follow up imaging', 'repeat ct'] },
  },
  {
    id: 'uterine-leiomyoma',
    title: 'Leiomyoma of uterus, unspecified',
    kind: 'chronic',
    codes: ['D259'],
    terms: ['uterine fibroids', 'uterine fibroid', 'fibroid uterus', 'fibroids', 'fibroid', 'leiomyoma', 'leiomyomata', 'uterine leiomyoma', 'leiomyomas', 'myoma', 'myomas', 'fibromyoma'],
    backing: { terms: ['hysterectomy', 'myomectomy', 'pelvic ultrasound', 'transvaginal ultrasound', 'uterine artery embolization', 'leuprolide', 'lupron', 'pathology', 'gynecology'] },
  },
  {
    id: 'menorrhagia',
    title: 'Excessive and frequent menstruation with regular cycle',
    kind: 'episodic',
    codes: ['N920'],
    terms: ['menorrhagia', 'heavy menstrual bleeding', 'heavy menses', 'heavy periods', 'hypermenorrhea'],
    backing: heavyMenstrualBleedingCare,
  },
  {
    id: 'menometrorrhagia',
    title: 'Excessive and frequent menstruation with irregular cycle',
    kind: 'episodic',
    codes: ['N921'],
    terms: ['menometrorrhagia'],
    backing: heavyMenstrualBleedingCare,
  },
  {
    id: 'dysmenorrhea',
    title: 'Dysmenorrhea, unspecified',
    kind: 'chronic',
    codes: ['N946'],
    terms: ['dysmenorrhea', 'dysmenorrhoea', 'painful menses', 'painful periods', 'menstrual cramps'],
    backing: { terms: ['ibuprofen', 'naproxen', 'nsaids', 'oral contraceptives', 'hysterectomy', 'pelvic ultrasound'], abbreviations: ['NSAIDs', 'OCPs'] },
  },
  {
    id: 'tinea-pedis',
    title: 'Tinea pedis',
    kind: 'episodic',
    codes: ['B353'],
    terms: ['tinea pedis', "athlete's foot", 'athletes foot', 'interdigital tinea', 'fungal infection of the feet', 'fungal infection of the foot'],
    backing: { terms: ['clotrimazole', 'miconazole', 'terbinafine', 'lamisil', 'lotrimin', 'ketoconazole cream', 'econazole', 'nystatin', 'antifungal', 'antifungal cream', 'antifungal powder', 'tolnaftate'] },
  },
  // Non-pressure chronic ulcers of the lower limb by part and side, severity unspecified (L97):
  // a representative set (heel and midfoot, other part of foot, unspecified part of lower leg).
  ...lowerLimbUlcer({
    id: 'chronic-ulcer-heel',
    title: 'Non-pressure chronic ulcer of {side} heel and midfoot with unspecified severity',
    codes: { right: ['L97419'], left: ['L97429'] },
    places: limbParts.heel,
    otherParts: words(limbParts.toes, limbParts.leg),
  }),
  ...lowerLimbUlcer({
    id: 'chronic-ulcer-foot',
    title: 'Non-pressure chronic ulcer of other part of {side} foot with unspecified severity',
    codes: { right: ['L97519'], left: ['L97529'] },
    places: words(limbParts.foot, limbParts.toes),
    otherParts: words(limbParts.heel, limbParts.leg),
  }),
  ...lowerLimbUlcer({
    id: 'chronic-ulcer-lower-leg',
    title: 'Non-pressure chronic ulcer of unspecified part of {side} lower leg with unspecified severity',
    codes: { right: ['L97919'], left: ['L97929'] },
    places: limbParts.leg,
    otherParts: words(limbParts.heel, limbParts.foot, limbParts.toes),
  }),
  {
    id: 'respiratory-arrest',
    title: 'Respiratory arrest',
    kind: 'episodic',
    codes: ['R092'],
    terms: ['respiratory arrest', 'pulmonary arrest', 'apneic episode', 'became apneic', 'apneic and pulseless', 'stopped breathing', 'agonal breathing', 'agonal respirations'],
    pseudo: ['cardiopulmonary arrest', 'cardiorespiratory arrest'],
    // What the arrest itself looks like: respiratory distress followed by intubation is not one.
    backing: { terms: ['code blue', 'cpr', 'cardiopulmonary resuscitation', 'bag valve mask', 'bag-valve-mask', 'bagged', 'ambu bag', 'rapid response for apnea', 'naloxone', 'narcan', 'apneic'], abbreviations: ['BVM', 'CPR'] },
  },
  // Weight classes by BMI (WHO; criteria reference §2.13 for the morbid classes, which the
  // obesity pack answers): a charted BMI in the class shows it, every charted BMI outside it
  // contradicts it. "Obesity" names the condition, not its class: a class code needs the class
  // named or its BMI.
  {
    id: 'obesity',
    title: 'Obesity, unspecified',
    kind: 'chronic',
    codes: ['E669', 'E6609', 'E6689'],
    values: { shows: measured('bmi', atLeast(30, 'kg/m2')), excludes: measuredThroughout('bmi', below(30, 'kg/m2')) },
    terms: ['obesity', 'obese', 'morbid obesity', 'morbidly obese', 'severe obesity', 'severely obese', 'class 1 obesity', 'class 2 obesity', 'class 3 obesity', 'class i obesity', 'class ii obesity', 'class iii obesity', 'central obesity', 'abdominal obesity'],
    backing: { terms: weightCare },
  },
  weightClass('obesity-class-1', 'Obesity, class 1', 'E66811', 30, 35, ['class 1 obesity', 'class i obesity', 'obesity class 1', 'obesity class i', 'grade 1 obesity', 'grade i obesity', 'obesity grade 1', 'class 1 obese']),
  weightClass('obesity-class-2', 'Obesity, class 2', 'E66812', 35, 40, ['class 2 obesity', 'class ii obesity', 'obesity class 2', 'obesity class ii', 'grade 2 obesity', 'grade ii obesity', 'obesity grade 2', 'class 2 obese']),
  weightClass('overweight', 'Overweight', 'E663', 25, 30, ['overweight', 'over weight', 'overweight status']),
  {
    id: 'underweight',
    title: 'Underweight',
    kind: 'chronic',
    codes: ['R636'],
    values: { shows: measured('bmi', below(18.5, 'kg/m2')), excludes: measuredThroughout('bmi', atLeast(18.5, 'kg/m2')) },
    terms: ['underweight', 'under weight', 'low body weight', 'low bmi'],
    backing: { terms: ['dietitian', 'nutrition consult', 'oral supplements', 'ensure', 'boost', 'calorie counts', 'megestrol', 'mirtazapine', 'weight monitoring', 'daily weights'] },
  },
  // Adult BMI codes below 40 (Z68.41-Z68.45 are the obesity pack's): the charted BMI decides.
  bmiCode('Z681', 'Body mass index 19.9 or less, adult', undefined, 20),
  ...[20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39].map((low) =>
    bmiCode(`Z68${low}`, `Body mass index ${low}.0-${low}.9, adult`, low, low + 1),
  ),
  {
    id: 'frailty',
    title: 'Age-related physical debility (frailty)',
    kind: 'chronic',
    codes: ['R54'],
    terms: ['frailty', 'frail', 'frail elderly', 'age related physical debility', 'senile debility', 'senility', 'old age debility'],
    backing: { terms: words(rehabilitation, ['fall precautions', 'assisted living', 'nursing home', 'long term care', 'home health aide', 'goals of care']), abbreviations: ['SNF', 'ALF'] },
  },
  {
    id: 'adult-failure-to-thrive',
    title: 'Adult failure to thrive',
    kind: 'episodic',
    codes: ['R627'],
    terms: ['adult failure to thrive', 'failure to thrive', 'geriatric failure to thrive'],
    abbreviations: ['FTT', 'AFTT'],
    backing: { terms: words(rehabilitation, ['nutrition consult', 'dietitian', 'calorie counts', 'oral supplements', 'ensure', 'boost', 'mirtazapine', 'megestrol', 'placement', 'goals of care', 'palliative care', 'hospice']) },
  },
  {
    id: 'unintentional-weight-loss',
    title: 'Abnormal weight loss',
    kind: 'episodic',
    codes: ['R634'],
    terms: ['weight loss', 'unintentional weight loss', 'unintended weight loss', 'unexplained weight loss', 'significant weight loss', 'involuntary weight loss', 'abnormal weight loss', 'lost weight'],
    pseudo: ['intentional weight loss', 'weight loss surgery', 'weight loss medication', 'weight loss counseling', 'weight loss program', 'encouraged weight loss', 'recommend weight loss', 'goal weight loss', 'weight loss goals'],
    backing: { terms: ['dietitian', 'nutrition consult', 'oral supplements', 'ensure', 'boost', 'calorie counts', 'megestrol', 'mirtazapine', 'weight monitoring', 'daily weights', 'ct chest abdomen pelvis', 'malignancy workup', 'egd', 'colonoscopy'] },
  },
  {
    id: 'anorexia-poor-appetite',
    title: 'Anorexia (poor appetite)',
    kind: 'episodic',
    codes: ['R630'],
    terms: ['poor appetite', 'decreased appetite', 'loss of appetite', 'reduced appetite', 'anorexia', 'lack of appetite', 'poor oral intake', 'decreased oral intake'],
    pseudo: ['anorexia nervosa'],
    backing: { terms: ['dietitian', 'nutrition consult', 'oral supplements', 'ensure', 'boost', 'calorie counts', 'megestrol', 'mirtazapine', 'dronabinol', 'appetite stimulant'] },
  },
  {
    id: 'gait-abnormality',
    title: 'Unspecified abnormalities of gait and mobility',
    kind: 'chronic',
    codes: ['R269', 'R2689'],
    terms: ['gait abnormality', 'abnormal gait', 'gait instability', 'gait disturbance', 'gait dysfunction', 'impaired gait', 'shuffling gait', 'antalgic gait', 'gait impairment', 'impaired mobility'],
    backing: { terms: words(rehabilitation, ['fall precautions']), abbreviations: ['PT', 'OT'] },
  },
  {
    id: 'unsteadiness-on-feet',
    title: 'Unsteadiness on feet',
    kind: 'chronic',
    codes: ['R2681'],
    terms: ['unsteady gait', 'unsteadiness', 'unsteady on feet', 'unsteadiness on feet', 'imbalance', 'poor balance', 'balance problems', 'impaired balance'],
    backing: { terms: words(rehabilitation, ['fall precautions']), abbreviations: ['PT'] },
  },
  {
    id: 'difficulty-walking',
    title: 'Difficulty in walking, not elsewhere classified',
    kind: 'chronic',
    codes: ['R262'],
    terms: ['difficulty walking', 'difficulty ambulating', 'difficulty with ambulation', 'trouble walking', 'unable to ambulate', 'impaired ambulation', 'ambulatory dysfunction'],
    backing: { terms: rehabilitation, abbreviations: ['PT'] },
  },
  {
    id: 'repeated-falls',
    title: 'Repeated falls',
    kind: 'episodic',
    codes: ['R296'],
    terms: ['repeated falls', 'recurrent falls', 'frequent falls', 'multiple falls', 'several falls', 'falls at home'],
    backing: { terms: words(rehabilitation, ['fall precautions', 'orthostatic vital signs', 'orthostatic vitals', 'ct head', 'fall workup', 'home safety evaluation']), abbreviations: ['PT'] },
  },
  // SIRS of non-infectious origin (R65.1-): the sepsis pack leaves these codes out. The organ dysfunction is the code's specificity.
  {
    id: 'sirs-noninfectious',
    title: 'Systemic inflammatory response syndrome (SIRS) of non-infectious origin without acute organ dysfunction',
    kind: 'episodic',
    codes: ['R6510'],
    terms: sirsNoninfectious,
    backing: { terms: sirsWorkup },
    specificity: { contradictedBy: sirsOrganDysfunctionNamed },
    refutedBy: { instead: ['sepsis', 'severe sepsis', 'septic shock', 'urosepsis'] },
  },
  {
    id: 'sirs-noninfectious-organ-dysfunction',
    title: 'Systemic inflammatory response syndrome (SIRS) of non-infectious origin with acute organ dysfunction',
    kind: 'episodic',
    codes: ['R6511'],
    terms: sirsOrganDysfunctionNamed,
    // "SIRS of non-infectious origin ... with acute kidney dysfunction", in one sentence.
    namedInParts: {
      terms: sirsNoninfectious,
      inSentenceWith: ['organ dysfunction', 'acute organ dysfunction', 'acute kidney injury', 'acute kidney dysfunction', 'acute respiratory failure', 'encephalopathy', 'shock', 'lactic acidosis'],
    },
    backing: { terms: sirsWorkup },
    specificity: { otherKinds: ['without acute organ dysfunction', 'without organ dysfunction', 'no organ dysfunction'] },
    refutedBy: { instead: ['sepsis', 'severe sepsis', 'septic shock', 'urosepsis'] },
  },
  {
    id: 'unspecified-fall',
    title: 'Unspecified fall, initial encounter',
    kind: 'episodic',
    codes: ['W19XXXA'],
    terms: ['fall', 'fell', 'mechanical fall', 'ground level fall', 'fall from standing', 'unwitnessed fall', 'witnessed fall', 'fall at home', 'slipped and fell', 'tripped and fell', 'found on the floor', 'found down after a fall'],
    abbreviations: ['GLF'],
    pseudo: ['fall asleep', 'falls asleep', 'falling asleep', 'fell asleep', 'fall season', 'fall risk', 'fall risk assessment', 'low fall risk', 'moderate fall risk', 'fall risk score', 'fall prevention', 'risk for falls'],
    backing: { terms: ['ct head', 'x ray', 'xray', 'imaging', 'trauma', 'trauma evaluation', 'physical therapy', 'orthopedics', 'fall workup', 'laceration repair'] },
  },
  {
    id: 'edema',
    title: 'Edema, unspecified',
    kind: 'episodic',
    codes: ['R609'],
    terms: words(localizedEdemaTerms, generalizedEdemaTerms, ['edema', 'swelling', 'fluid retention', 'edematous']),
    pseudo: ['macular edema', 'pitting edema scale'],
    backing: { terms: words(loopDiuretics, ['compression stockings', 'leg elevation', 'elevation', 'ted hose', 'venous duplex']) },
  },
  {
    id: 'localized-edema',
    title: 'Localized edema',
    kind: 'episodic',
    codes: ['R600'],
    terms: localizedEdemaTerms,
    backing: { terms: words(loopDiuretics, ['compression stockings', 'leg elevation', 'elevation', 'ted hose', 'venous duplex', 'lower extremity duplex']) },
  },
  {
    id: 'generalized-edema',
    title: 'Generalized edema (anasarca)',
    kind: 'episodic',
    codes: ['R601'],
    terms: generalizedEdemaTerms,
    backing: { terms: words(loopDiuretics, ['albumin', 'albumin infusion', 'fluid restriction']) },
  },
  {
    id: 'angioedema',
    title: 'Angioneurotic edema, initial encounter',
    kind: 'episodic',
    codes: ['T783XXA'],
    terms: ['angioedema', 'ace inhibitor induced angioedema', 'ace inhibitor angioedema', 'lisinopril induced angioedema', 'angioneurotic edema', 'lip swelling', 'tongue swelling'],
    backing: { terms: ['epinephrine', 'diphenhydramine', 'benadryl', 'famotidine', 'methylprednisolone', 'solu medrol', 'icatibant', 'firazyr', 'ffp', 'fresh frozen plasma', 'held lisinopril', 'lisinopril discontinued', 'ace inhibitor discontinued', 'airway monitoring', 'intensive care unit', 'ent', 'fiberoptic laryngoscopy'] },
  },
  {
    id: 'anaphylaxis',
    title: 'Anaphylactic reaction, unspecified, initial encounter',
    kind: 'episodic',
    codes: ['T782XXA'],
    terms: ['anaphylaxis', 'anaphylactic reaction', 'anaphylactic shock', 'anaphylactoid reaction'],
    backing: { terms: ['epinephrine', 'epipen', 'im epinephrine', 'diphenhydramine', 'benadryl', 'methylprednisolone', 'solu medrol', 'famotidine', 'tryptase', 'iv fluids', 'allergy referral'] },
  },
  {
    id: 'allergic-reaction',
    title: 'Allergy, unspecified, initial encounter (allergic reaction)',
    kind: 'episodic',
    codes: ['T7840XA'],
    terms: ['allergic reaction', 'acute allergic reaction', 'allergic response', 'hypersensitivity reaction'],
    backing: { terms: ['diphenhydramine', 'benadryl', 'cetirizine', 'zyrtec', 'loratadine', 'fexofenadine', 'hydroxyzine', 'famotidine', 'prednisone', 'methylprednisolone', 'epinephrine', 'offending agent discontinued', 'added to allergy list'] },
  },
  {
    id: 'urticaria',
    title: 'Urticaria, unspecified',
    kind: 'episodic',
    codes: ['L509'],
    terms: ['urticaria', 'hives', 'urticarial rash', 'acute urticaria', 'chronic urticaria'],
    backing: { terms: ['diphenhydramine', 'benadryl', 'cetirizine', 'zyrtec', 'loratadine', 'claritin', 'fexofenadine', 'allegra', 'hydroxyzine', 'famotidine', 'prednisone', 'omalizumab'] },
  },
  {
    id: 'chest-pain',
    title: 'Chest pain, unspecified',
    kind: 'episodic',
    codes: ['R079'],
    terms: ['chest pain', 'chest discomfort', 'chest pressure', 'chest tightness', 'substernal chest pain', 'retrosternal chest pain', 'left sided chest pain', 'right sided chest pain', 'acute chest pain', 'exertional chest pain', 'atypical chest pain', 'noncardiac chest pain', 'non cardiac chest pain', 'pleuritic chest pain', 'musculoskeletal chest pain', 'chest wall pain'],
    backing: { terms: words(cardiacWorkup, ['nitroglycerin', 'aspirin', 'acs rule out', 'acute coronary syndrome was ruled out', 'coronary cta', 'ct coronary angiogram', 'chest x ray', 'cta chest', 'gi cocktail']), abbreviations: ['CCTA', 'CTA'] },
  },
  {
    id: 'atypical-chest-pain',
    title: 'Other chest pain (atypical, noncardiac)',
    kind: 'episodic',
    codes: ['R0789'],
    terms: ['atypical chest pain', 'noncardiac chest pain', 'non cardiac chest pain', 'musculoskeletal chest pain', 'chest wall pain', 'anterior chest wall pain'],
    backing: { terms: words(cardiacWorkup, ['acetaminophen', 'ibuprofen', 'nsaid', 'lidocaine patch', 'heat', 'gi cocktail']) },
  },
  {
    id: 'pleuritic-chest-pain',
    title: 'Pleurodynia (pleuritic chest pain)',
    kind: 'episodic',
    codes: ['R0781'],
    terms: ['pleuritic chest pain', 'pleurodynia', 'pleuritic pain'],
    backing: { terms: ['ct angiogram', 'cta chest', 'chest x ray', 'ibuprofen', 'nsaid', 'ketorolac', 'acetaminophen', 'd dimer'] },
  },
  {
    id: 'glaucoma',
    title: 'Glaucoma, unspecified',
    kind: 'chronic',
    codes: ['H409'],
    terms: ['glaucoma', 'open angle glaucoma', 'primary open angle glaucoma', 'chronic open angle glaucoma', 'normal tension glaucoma'],
    abbreviations: ['POAG'],
    pseudo: ['acute angle closure glaucoma', 'angle closure glaucoma'],
    backing: { terms: ['latanoprost', 'xalatan', 'timolol', 'brimonidine', 'alphagan', 'dorzolamide', 'cosopt', 'travoprost', 'travatan', 'bimatoprost', 'lumigan', 'eye drops', 'ophthalmic drops', 'ophthalmology', 'intraocular pressure'], abbreviations: ['IOP'] },
  },
  {
    id: 'cataract',
    title: 'Unspecified cataract',
    kind: 'chronic',
    codes: ['H269'],
    terms: ['cataract', 'cataracts', 'senile cataract', 'age related cataract', 'nuclear sclerotic cataract', 'bilateral cataracts'],
    pseudo: ['cataract surgery', 'cataract extraction', 's/p cataract', 'status post cataract'],
    backing: { terms: ['ophthalmology', 'eye exam', 'outpatient ophthalmology', 'visual impairment'] },
  },
  {
    id: 'macular-degeneration',
    title: 'Unspecified macular degeneration',
    kind: 'chronic',
    codes: ['H3530'],
    terms: ['macular degeneration', 'age related macular degeneration', 'wet macular degeneration', 'dry macular degeneration', 'exudative macular degeneration'],
    abbreviations: ['AMD', 'ARMD'],
    backing: { terms: ['intravitreal injection', 'eylea', 'aflibercept', 'lucentis', 'ranibizumab', 'avastin injections', 'bevacizumab injection', 'areds vitamins', 'ophthalmology', 'retina specialist'] },
  },
  {
    id: 'hearing-loss',
    title: 'Unspecified hearing loss',
    kind: 'chronic',
    codes: ['H9190', 'H9193'],
    terms: ['hearing loss', 'hard of hearing', 'hearing impairment', 'hearing impaired', 'bilateral hearing loss', 'deafness', 'presbycusis', 'sensorineural hearing loss'],
    abbreviations: ['HOH'],
    backing: { terms: ['hearing aid', 'hearing aids', 'cochlear implant', 'pocket talker', 'audiology', 'sign language interpreter', 'interpreter'] },
  },

  // Thrombotic microangiopathy (M31.1-, FY2023): unspecified, after a stem cell transplant, and other (TTP).
  {
    id: 'thrombotic-microangiopathy',
    title: 'Thrombotic microangiopathy, unspecified',
    kind: 'episodic',
    codes: ['M3110'],
    terms: ['thrombotic microangiopathy', 'thrombotic microangiopathic process', 'microangiopathic hemolytic anemia with thrombocytopenia'],
    abbreviations: ['TMA'],
    backing: { terms: words(tmaWorkup, plasmaExchange, ['eculizumab', 'ravulizumab']), abbreviations: ['PLEX', 'TPE', 'LDH'] },
    refutedBy: { absent: ['schistocytes', 'schistocytosis'] },
    specificity: { otherKinds: words(ttpNames, transplantTmaNames, ['hemolytic uremic syndrome', 'atypical hemolytic uremic syndrome']) },
  },
  {
    id: 'transplant-associated-thrombotic-microangiopathy',
    title: 'Hematopoietic stem cell transplantation-associated thrombotic microangiopathy',
    kind: 'episodic',
    codes: ['M3111'],
    terms: transplantTmaNames,
    abbreviations: ['TA-TMA', 'HSCT-TMA'],
    backing: {
      terms: words(tmaWorkup, ['eculizumab', 'ravulizumab', 'narsoplimab', 'tacrolimus held', 'tacrolimus stopped', 'tacrolimus discontinued', 'cyclosporine held', 'cyclosporine stopped', 'sirolimus held', 'bone marrow transplant', 'transplant team']),
      abbreviations: ['LDH', 'BMT'],
    },
    refutedBy: { absent: ['schistocytes', 'schistocytosis'] },
  },
  {
    id: 'thrombotic-thrombocytopenic-purpura',
    title: 'Other thrombotic microangiopathy (thrombotic thrombocytopenic purpura)',
    kind: 'episodic',
    codes: ['M3119'],
    terms: ttpNames,
    abbreviations: ['TTP', 'iTTP', 'aTTP', 'cTTP'],
    backing: {
      terms: words(plasmaExchange, ['adamts13', 'adamts13 activity', 'hematology', 'caplacizumab', 'cablivi', 'rituximab', 'fresh frozen plasma', 'plasma infusion', 'adamts13 inhibitor', 'high dose steroids']),
      abbreviations: ['PLEX', 'TPE', 'FFP', 'LDH'],
    },
    refutedBy: {
      absent: ['schistocytes', 'schistocytosis'],
      instead: [
        'adamts13 normal', 'normal adamts13', 'adamts13 activity normal', 'adamts13 activity was normal', 'adamts13 within normal limits', 'immune thrombocytopenia', 'immune thrombocytopenic purpura',
        'heparin induced thrombocytopenia', 'disseminated intravascular coagulation', 'hemolytic uremic syndrome', 'atypical hemolytic uremic syndrome', 'shiga toxin',
      ],
    },
  },
  // Granulomatosis with polyangiitis (M31.3-): with renal involvement or without.
  {
    id: 'granulomatosis-with-polyangiitis',
    title: 'Wegener\'s granulomatosis without renal involvement',
    kind: 'chronic',
    codes: ['M3130'],
    terms: gpaNames,
    abbreviations: ['GPA'],
    backing: { terms: gpaCare, abbreviations: ['PLEX', 'PR3', 'c-ANCA', 'ANCA', 'TPE', 'RTX', 'CYC'] },
    specificity: { contradictedBy: gpaRenal },
  },
  {
    id: 'granulomatosis-with-polyangiitis-renal',
    title: 'Wegener\'s granulomatosis with renal involvement',
    kind: 'chronic',
    codes: ['M3131'],
    terms: words(gpaNames, ['gpa with renal involvement', 'gpa with glomerulonephritis', 'renal gpa', 'renal limited gpa']),
    abbreviations: ['GPA'],
    backing: { terms: words(gpaCare, ['hemodialysis', 'nephrology']), abbreviations: ['PLEX', 'PR3', 'c-ANCA', 'ANCA', 'TPE', 'RTX', 'CYC'] },
    specificity: {
      documentedBy: gpaRenal,
      contradictedBy: ['without renal involvement', 'no renal involvement', 'no kidney involvement', 'without kidney involvement', 'kidneys spared', 'no glomerulonephritis', 'renal sparing'],
      standing: true,
    },
  },
  // Nontraumatic compartment syndrome (M79.A-): a traumatic one is T79.A-.
  ...(['right', 'left'] as const).flatMap((side): CommonCondition[] => {
    const other = side === 'right' ? 'left' : 'right';
    const lower = { right: 'rle', left: 'lle' } as const;
    const upper = { right: 'rue', left: 'lue' } as const;
    return [
      {
        id: `nontraumatic-compartment-syndrome-lower-extremity-${side}`,
        title: `Nontraumatic compartment syndrome of ${side} lower extremity`,
        kind: 'episodic',
        codes: [side === 'right' ? 'M79A21' : 'M79A22'],
        terms: compartmentOf(side, lowerExtremityPlaces, lower[side]),
        backing: { terms: words(compartmentSyndromeCare, ['delta pressure', 'delta p', 'compartment pressure measurement', 'stryker needle']), abbreviations: ['CK'] },
        refutedBy: { instead: words(compartmentOf(other, lowerExtremityPlaces, lower[other]), compartmentOf(side, upperExtremityPlaces, upper[side])) },
        specificity: { documentedBy: nontraumaticCompartment, contradictedBy: traumaticCompartment },
      },
      {
        id: `nontraumatic-compartment-syndrome-upper-extremity-${side}`,
        title: `Nontraumatic compartment syndrome of ${side} upper extremity`,
        kind: 'episodic',
        codes: [side === 'right' ? 'M79A11' : 'M79A12'],
        terms: compartmentOf(side, upperExtremityPlaces, upper[side]),
        backing: { terms: words(compartmentSyndromeCare, ['delta pressure', 'delta p', 'compartment pressure measurement', 'stryker needle']), abbreviations: ['CK'] },
        refutedBy: { instead: words(compartmentOf(other, upperExtremityPlaces, upper[other]), compartmentOf(side, lowerExtremityPlaces, lower[side])) },
        specificity: { documentedBy: nontraumaticCompartment, contradictedBy: traumaticCompartment },
      },
    ];
  }),
  {
    id: 'abdominal-compartment-syndrome',
    title: 'Nontraumatic compartment syndrome of abdomen',
    kind: 'episodic',
    codes: ['M79A3'],
    terms: ['abdominal compartment syndrome', 'intra abdominal compartment syndrome', 'intraabdominal compartment syndrome', 'compartment syndrome of the abdomen'],
    backing: {
      terms: [
        'bladder pressure', 'bladder pressures', 'intra abdominal pressure', 'intraabdominal pressure', 'intravesical pressure', 'decompressive laparotomy', 'open abdomen',
        'temporary abdominal closure', 'abthera', 'neuromuscular blockade', 'paralytic', 'paracentesis', 'general surgery',
      ],
      abbreviations: ['IAP'],
    },
    specificity: { contradictedBy: traumaticCompartment.filter((p) => !p.includes('fracture')) },
  },
  // Marfan syndrome (Q87.4-): unspecified, and with aortic dilation.
  {
    id: 'marfan-syndrome',
    title: "Marfan's syndrome, unspecified",
    kind: 'chronic',
    codes: ['Q8740'],
    terms: marfanNames,
    backing: { terms: marfanCare, abbreviations: ['TTE', 'FBN1'] },
    refutedBy: marfanRefuted,
  },
  {
    id: 'marfan-syndrome-with-aortic-dilation',
    title: "Marfan's syndrome with aortic dilation",
    kind: 'chronic',
    codes: ['Q87410'],
    terms: marfanNames,
    backing: { terms: marfanCare, abbreviations: ['TTE', 'FBN1'] },
    refutedBy: marfanRefuted,
    specificity: {
      documentedBy: [
        'aortic root dilation', 'aortic root dilatation', 'dilated aortic root', 'aortic root enlargement', 'enlarged aortic root', 'aortic dilation', 'aortic dilatation',
        'dilated aorta', 'ascending aortic dilation', 'dilated ascending aorta', 'aortic root aneurysm', 'ascending aortic aneurysm', 'sinus of valsalva dilation',
      ],
      standing: true,
    },
  },
  // ================================================================ injuries, poisonings and complications of care
  // The initial encounter (7th character A): the injury, poisoning or complication under active
  // treatment this stay. Subsequent (D) and sequela (S) encounters are left out: they are a
  // healing fracture or a residue of one, which none of the four kinds reads.
  //
  // Proximal femur (S72.0-S72.2), by site, side and displacement. "Hip fracture" is indexed to
  // the femoral neck (S72.00-); a more specific site, the other side, or a pathological or
  // periprosthetic fracture documented instead of the billed one is something else.
  ...femurFracture({
    id: 'femoral-neck-fracture',
    title: 'Fracture of unspecified part of neck of {side} femur, initial encounter for closed fracture',
    codes: { right: ['S72001A'], left: ['S72002A'] },
    named: words(proximalFemur.hip, femoralNeckAll),
    siblings: words(trochantericAll, proximalFemur.subtrochanteric),
    displacement: 'none',
  }),
  ...femurFracture({
    id: 'femoral-neck-intracapsular-fracture',
    title: 'Unspecified intracapsular fracture of {side} femur, initial encounter for closed fracture',
    codes: { right: ['S72011A'], left: ['S72012A'] },
    named: words(proximalFemur.subcapital, proximalFemur.midcervical),
    siblings: words(proximalFemur.basicervical, trochantericAll, proximalFemur.subtrochanteric),
    displacement: 'none',
  }),
  ...femurFracture({
    id: 'femoral-neck-midcervical-fracture-displaced',
    title: 'Displaced midcervical fracture of {side} femur, initial encounter for closed fracture',
    codes: { right: ['S72031A'], left: ['S72032A'] },
    named: proximalFemur.midcervical,
    siblings: words(proximalFemur.subcapital, proximalFemur.basicervical, trochantericAll, proximalFemur.subtrochanteric),
    displacement: 'displaced',
  }),
  ...femurFracture({
    id: 'femoral-neck-midcervical-fracture-nondisplaced',
    title: 'Nondisplaced midcervical fracture of {side} femur, initial encounter for closed fracture',
    codes: { right: ['S72034A'], left: ['S72035A'] },
    named: proximalFemur.midcervical,
    siblings: words(proximalFemur.subcapital, proximalFemur.basicervical, trochantericAll, proximalFemur.subtrochanteric),
    displacement: 'nondisplaced',
  }),
  ...femurFracture({
    id: 'femoral-neck-base-fracture-displaced',
    title: 'Displaced fracture of base of neck of {side} femur, initial encounter for closed fracture',
    codes: { right: ['S72041A'], left: ['S72042A'] },
    named: proximalFemur.basicervical,
    siblings: words(proximalFemur.subcapital, proximalFemur.midcervical, trochantericAll, proximalFemur.subtrochanteric),
    displacement: 'displaced',
  }),
  ...femurFracture({
    id: 'femoral-neck-base-fracture-nondisplaced',
    title: 'Nondisplaced fracture of base of neck of {side} femur, initial encounter for closed fracture',
    codes: { right: ['S72044A'], left: ['S72045A'] },
    named: proximalFemur.basicervical,
    siblings: words(proximalFemur.subcapital, proximalFemur.midcervical, trochantericAll, proximalFemur.subtrochanteric),
    displacement: 'nondisplaced',
  }),
  ...femurFracture({
    id: 'trochanteric-fracture',
    title: 'Unspecified trochanteric fracture of {side} femur, initial encounter for closed fracture',
    codes: { right: ['S72101A'], left: ['S72102A'] },
    named: trochantericAll,
    siblings: words(femoralNeckAll, proximalFemur.subtrochanteric),
    displacement: 'none',
  }),
  ...femurFracture({
    id: 'intertrochanteric-fracture-displaced',
    title: 'Displaced intertrochanteric fracture of {side} femur, initial encounter for closed fracture',
    codes: { right: ['S72141A'], left: ['S72142A'] },
    named: proximalFemur.intertrochanteric,
    siblings: words(femoralNeckAll, proximalFemur.trochanters, proximalFemur.subtrochanteric),
    displacement: 'displaced',
  }),
  ...femurFracture({
    id: 'intertrochanteric-fracture-nondisplaced',
    title: 'Nondisplaced intertrochanteric fracture of {side} femur, initial encounter for closed fracture',
    codes: { right: ['S72144A'], left: ['S72145A'] },
    named: proximalFemur.intertrochanteric,
    siblings: words(femoralNeckAll, proximalFemur.trochanters, proximalFemur.subtrochanteric),
    displacement: 'nondisplaced',
  }),
  ...femurFracture({
    id: 'subtrochanteric-fracture-displaced',
    title: 'Displaced subtrochanteric fracture of {side} femur, initial encounter for closed fracture',
    codes: { right: ['S7221XA'], left: ['S7222XA'] },
    named: proximalFemur.subtrochanteric,
    siblings: words(femoralNeckAll, trochantericAll),
    displacement: 'displaced',
  }),
  ...femurFracture({
    id: 'subtrochanteric-fracture-nondisplaced',
    title: 'Nondisplaced subtrochanteric fracture of {side} femur, initial encounter for closed fracture',
    codes: { right: ['S7224XA'], left: ['S7225XA'] },
    named: proximalFemur.subtrochanteric,
    siblings: words(femoralNeckAll, trochantericAll),
    displacement: 'nondisplaced',
  }),
  // Pelvis (S32): the acetabulum and the pubis by side, and the pelvic ring by stability.
  ...bySide({
    id: 'acetabular-fracture',
    title: 'Unspecified fracture of {side} acetabulum, initial encounter for closed fracture',
    kind: 'episodic',
    codes: { right: ['S32401A'], left: ['S32402A'] },
    named: words(fractureAt(['acetabulum', 'acetabular']), fractureTyped(['posterior wall acetabular', 'anterior wall acetabular', 'anterior column acetabular', 'posterior column acetabular', 'both column acetabular', 'transverse acetabular'], [])),
    elsewhere: pubicFracture,
    backing: fractureBacking,
  }),
  ...bySide({
    id: 'pubic-fracture',
    title: 'Unspecified fracture of {side} pubis, initial encounter for closed fracture',
    kind: 'episodic',
    codes: { right: ['S32501A'], left: ['S32502A'] },
    named: pubicFracture,
    elsewhere: fractureAt(['acetabulum', 'acetabular']),
    backing: fractureBacking,
  }),
  {
    id: 'pelvic-ring-fracture-stable',
    title: 'Multiple fractures of pelvis with stable disruption of pelvic ring, initial encounter for closed fracture',
    kind: 'episodic',
    codes: ['S32810A'],
    terms: pelvicRingStable,
    refutedBy: { instead: pelvicRingUnstable },
    backing: fractureBacking,
  },
  {
    id: 'pelvic-ring-fracture-unstable',
    title: 'Multiple fractures of pelvis with unstable disruption of pelvic ring, initial encounter for closed fracture',
    kind: 'episodic',
    codes: ['S32811A'],
    terms: pelvicRingUnstable,
    refutedBy: { instead: pelvicRingStable },
    backing: { ...fractureBacking, terms: words(fractureBacking.terms, ['pelvic binder', 'angioembolization', 'embolization', 'preperitoneal packing', 'transfusion']) },
  },
  // Ribs (S22.3-, S22.4-): one or several, by side. "Right rib fractures" alone says several but
  // the singular term would match it, so the plural blocks the one-rib entry (NoDetermination).
  ...bySide({
    id: 'rib-fracture-one',
    title: 'Fracture of one rib, {side} side, initial encounter for closed fracture',
    kind: 'episodic',
    codes: { right: ['S2231XA'], left: ['S2232XA'] },
    named: oneRib,
    elsewhere: words(multipleRibs.filter((p) => !ribPlural.includes(p)), bilateralRibs),
    pseudo: words(ribFracturePseudo, sided(limbSides, ribPlural)),
    backing: { terms: ribFractureCare, abbreviations: ['SSRF'] },
  }),
  ...bySide({
    id: 'rib-fractures-multiple',
    title: 'Multiple fractures of ribs, {side} side, initial encounter for closed fracture',
    kind: 'episodic',
    codes: { right: ['S2241XA'], left: ['S2242XA'] },
    named: multipleRibs,
    elsewhere: words(oneRib.filter((p) => p !== '{side} rib fracture'), bilateralRibs),
    pseudo: ribFracturePseudo,
    backing: { terms: ribFractureCare, abbreviations: ['SSRF'] },
  }),
  {
    id: 'rib-fractures-bilateral',
    title: 'Multiple fractures of ribs, bilateral, initial encounter for closed fracture',
    kind: 'episodic',
    codes: ['S2243XA'],
    terms: bilateralRibs,
    pseudo: ['healed bilateral rib fractures', 'chronic bilateral rib fractures', 'old healed bilateral rib fractures'],
    backing: { terms: ribFractureCare, abbreviations: ['SSRF'] },
  },
  // Head (S06): concussion, and a subdural or subarachnoid bleed that trauma caused (the same
  // bleed without trauma is I62.0- or I60), by loss of consciousness.
  ...byLossOfConsciousness({
    id: 'concussion',
    title: 'Concussion',
    codes: { without: 'S060X0A', with: ['S060X1A', 'S060X9A'] },
    terms: ['concussion', 'cerebral concussion', 'concussive injury', 'concussive head injury', 'concussion injury'],
    pseudo: ['post concussion syndrome', 'post concussive syndrome', 'postconcussion syndrome', 'postconcussive syndrome', 'concussion protocol education'],
    backing: {
      terms: words(['concussion precautions', 'concussion clinic', 'cognitive rest', 'brain rest', 'tbi clinic', 'observation', 'mri brain', 'cognitive evaluation', 'acetaminophen', 'tylenol', 'ondansetron', 'zofran'], traumaticBrainBleedCare),
      abbreviations: ['SLP'],
    },
  }),
  ...byLossOfConsciousness({
    id: 'traumatic-subdural-hemorrhage',
    title: 'Traumatic subdural hemorrhage',
    codes: { without: 'S065X0A', with: ['S065X1A', 'S065X9A'] },
    terms: [
      'traumatic subdural hematoma', 'traumatic subdural hemorrhage', 'traumatic sdh', 'post traumatic subdural hematoma', 'posttraumatic subdural hematoma',
      'acute traumatic subdural hematoma', 'traumatic acute subdural hematoma', 'traumatic subdural hematomas',
    ],
    namedInParts: { terms: subduralBleed, inSentenceWith: headTrauma },
    refutedBy: { instead: qualified(['nontraumatic', 'non traumatic', 'spontaneous'], subduralBleed) },
    backing: {
      terms: words(traumaticBrainBleedCare, ['craniotomy', 'craniectomy', 'burr hole', 'burr holes', 'subdural drain', 'subdural evacuating port system', 'middle meningeal artery embolization', 'mma embolization', 'evacuation']),
      abbreviations: ['SEPS', 'MMA', 'PCC'],
    },
  }),
  ...byLossOfConsciousness({
    id: 'traumatic-subarachnoid-hemorrhage',
    title: 'Traumatic subarachnoid hemorrhage',
    codes: { without: 'S066X0A', with: ['S066X1A', 'S066X9A'] },
    terms: ['traumatic subarachnoid hemorrhage', 'traumatic sah', 'tsah', 'post traumatic subarachnoid hemorrhage', 'posttraumatic subarachnoid hemorrhage', 'traumatic subarachnoid hemorrhages'],
    namedInParts: { terms: ['subarachnoid hemorrhage', 'subarachnoid hemorrhages', 'sah', 'subarachnoid blood', 'convexity subarachnoid hemorrhage', 'small subarachnoid hemorrhage', 'trace subarachnoid hemorrhage'], inSentenceWith: headTrauma },
    refutedBy: {
      instead: ['aneurysmal subarachnoid hemorrhage', 'aneurysmal sah', 'nontraumatic subarachnoid hemorrhage', 'non traumatic subarachnoid hemorrhage', 'spontaneous subarachnoid hemorrhage', 'perimesencephalic subarachnoid hemorrhage'],
    },
    backing: { terms: words(traumaticBrainBleedCare, ['ct angiogram', 'cta head']), abbreviations: ['PCC'] },
  }),
  // Traumatic compartment syndrome (T79.A-) and traumatic ischemia of muscle (T79.6, Volkmann's
  // contracture; T79.6 itself sends compartment syndrome to T79.A-).
  {
    id: 'traumatic-ischemia-of-muscle',
    title: 'Traumatic ischemia of muscle, initial encounter',
    kind: 'episodic',
    codes: ['T796XXA'],
    terms: ['traumatic ischemia of muscle', 'traumatic muscle ischemia', 'volkmann ischemic contracture', "volkmann's ischemic contracture", 'volkmann contracture', 'ischemic infarction of muscle', 'traumatic ischemic infarction of muscle'],
    refutedBy: { instead: ['compartment syndrome', 'acute compartment syndrome', 'traumatic compartment syndrome'] },
    backing: { terms: compartmentSyndromeCare, abbreviations: ['CK'] },
  },
  ...bySide({
    id: 'traumatic-compartment-syndrome-lower-extremity',
    title: 'Traumatic compartment syndrome of {side} lower extremity, initial encounter',
    kind: 'episodic',
    codes: { right: ['T79A21A'], left: ['T79A22A'] },
    named: compartmentSyndromeOf(['lower extremity', 'leg', 'lower leg', 'calf', 'thigh', 'foot', 'anterior compartment', 'anterolateral compartment']),
    elsewhere: words(
      compartmentSyndromeOf(['upper extremity', 'arm', 'forearm', 'hand']),
      qualified(['nontraumatic', 'non traumatic', 'exertional', 'chronic exertional'], compartmentSyndromeOf(['lower extremity', 'leg', 'lower leg', 'calf', 'thigh', 'foot'])),
    ),
    backing: { terms: compartmentSyndromeCare, abbreviations: ['CK'] },
  }),
  // Heat and cold (T67.0-, T68, and R68.0 for a hypothermia not from the cold).
  {
    id: 'heatstroke',
    title: 'Heatstroke and sunstroke, initial encounter',
    kind: 'episodic',
    codes: ['T6701XA'],
    terms: words(['heat stroke', 'heatstroke', 'sunstroke', 'sun stroke', 'heat apoplexy', 'heat pyrexia', 'thermoplegia', 'siriasis'], classicHeatStroke),
    backing: { terms: heatStrokeCare },
    specificity: { otherKinds: exertionalHeatStroke },
  },
  {
    id: 'exertional-heatstroke',
    title: 'Exertional heatstroke, initial encounter',
    kind: 'episodic',
    codes: ['T6702XA'],
    // The plain name, made exertional by what the note says of it; a classic one contradicts it.
    terms: words(exertionalHeatStroke, classicHeatStroke, ['heat stroke', 'heatstroke']),
    backing: { terms: heatStrokeCare },
    specificity: {
      documentedBy: words(exertionalHeatStroke, ['exertional', 'while running', 'marathon', 'during a race', 'football practice', 'during practice', 'military training', 'while exercising', 'after running', 'basic training']),
      contradictedBy: classicHeatStroke,
    },
  },
  {
    id: 'hypothermia',
    title: 'Hypothermia, initial encounter',
    kind: 'episodic',
    codes: ['T68XXXA'],
    terms: words(hypothermiaNames, hypothermiaWithCause, ['hypothermia due to cold exposure', 'hypothermia from cold exposure']),
    pseudo: hypothermiaPseudo,
    backing: { terms: rewarming },
    specificity: { contradictedBy: nonEnvironmentalHypothermia },
  },
  {
    id: 'hypothermia-not-environmental',
    title: 'Hypothermia, not associated with low environmental temperature',
    kind: 'episodic',
    codes: ['R680'],
    terms: words(hypothermiaNames, hypothermiaWithCause, ['non environmental hypothermia', 'nonenvironmental hypothermia']),
    pseudo: hypothermiaPseudo,
    backing: { terms: rewarming },
    specificity: { documentedBy: nonEnvironmentalHypothermia, contradictedBy: coldExposure },
  },
  // Underdosing (T-code 6th character 6): less of a drug taken than prescribed.
  underdosing({
    id: 'antithyroid',
    title: 'antithyroid drugs',
    code: 'T382X6A',
    drugs: antithyroidDrugs,
    instead: [
      'methimazole induced agranulocytosis', 'ptu induced hepatotoxicity', 'propylthiouracil induced hepatotoxicity', 'stopped due to agranulocytosis', 'discontinued due to agranulocytosis',
      'held for agranulocytosis', 'held due to agranulocytosis',
    ],
    care: ['endocrinology', 'free t4', 'tsh', 'propranolol'],
  }),
  // Antiepileptics by ICD-10-CM group: a seizure or status after running out, the level low, the drug reloaded.
  ...antiepilepticGroups.map(({ id, title, code, drugs }) =>
    underdosing({ id, title, code, drugs, instead: antiepilepticStoppedForHarm, care: antiepilepticReloaded }),
  ),
  // Complications of care (T81-T84).
  {
    id: 'surgical-site-infection',
    title: 'Infection following a procedure, unspecified, initial encounter',
    kind: 'episodic',
    codes: ['T8140XA'],
    terms: words(surgicalSiteInfection.any, ...surgicalSiteInfectionDepths.map((d) => surgicalSiteInfection[d.key])),
    backing: { terms: surgicalSiteInfectionCare, abbreviations: ['I&D', 'NPWT', 'IR'] },
  },
  ...surgicalSiteInfectionByDepth,
  {
    id: 'other-complication-of-procedure',
    title: 'Other complications of procedures, not elsewhere classified, initial encounter',
    kind: 'episodic',
    codes: ['T8189XA'],
    terms: [
      'postoperative complication', 'post operative complication', 'postop complication', 'post op complication', 'postprocedural complication', 'post procedural complication',
      'complication of the procedure', 'complication of surgery', 'surgical complication', 'procedural complication', 'complication following the procedure',
    ],
    backing: {
      terms: ['general surgery', 'surgical team', 'returned to the operating room', 'return to the operating room', 'reoperation', 're exploration', 'interventional radiology', 'drain placement', 'wound care'],
      abbreviations: ['IR'],
    },
  },
  {
    id: 'coronary-stent-stenosis',
    title: 'Stenosis of coronary artery stent, initial encounter',
    kind: 'episodic',
    codes: ['T82855A'],
    terms: words(
      ['in stent restenosis', 'instent restenosis', 'in stent stenosis', 'stent restenosis', 'restenosis of the stent', 'restenosis within the stent', 'coronary in stent restenosis', 'severe in stent restenosis'],
      ['lad', 'rca', 'lcx', 'circumflex', 'left main', 'diagonal', 'obtuse marginal', 'om', 'pda', 'svg'].flatMap((v) => [`${v} in stent restenosis`, `in stent restenosis of the ${v}`, `${v} stent restenosis`, `restenosis of the ${v} stent`]),
    ),
    abbreviations: ['ISR'],
    // Restenosis of a peripheral stent is T82.856A, a stent thrombosis T82.867A.
    refutedBy: {
      instead: words(
        ['sfa', 'superficial femoral artery', 'femoral', 'femoropopliteal', 'popliteal', 'iliac', 'carotid', 'renal artery', 'peripheral'].flatMap((v) => [`${v} in stent restenosis`, `in stent restenosis of the ${v}`, `${v} stent restenosis`]),
        ['stent thrombosis', 'in stent thrombosis'],
      ),
    },
    backing: {
      terms: words(antiplatelets, [
        'cardiac catheterization', 'left heart catheterization', 'coronary angiography', 'coronary angiogram', 'percutaneous coronary intervention', 'pci', 'drug eluting stent',
        'balloon angioplasty', 'drug coated balloon', 'cutting balloon', 'intravascular lithotripsy', 'intravascular ultrasound', 'ivus', 'optical coherence tomography', 'brachytherapy', 'cardiology',
      ]),
      abbreviations: ['PCI', 'DES', 'DCB', 'IVUS', 'OCT', 'DAPT'],
    },
  },
  {
    id: 'catheter-associated-urinary-tract-infection',
    title: 'Infection and inflammatory reaction due to indwelling urethral catheter, initial encounter',
    kind: 'episodic',
    codes: ['T83511A'],
    terms: [
      'catheter associated urinary tract infection', 'catheter associated uti', 'catheter related urinary tract infection', 'catheter related uti', 'foley associated urinary tract infection',
      'foley associated uti', 'foley related uti', 'foley catheter associated urinary tract infection', 'urinary tract infection due to indwelling foley catheter',
      'urinary tract infection due to foley catheter', 'urinary tract infection due to indwelling catheter', 'uti due to foley', 'uti due to indwelling foley', 'uti due to foley catheter',
      'uti secondary to foley catheter', 'uti related to foley catheter', 'uti related to indwelling catheter', 'infection due to indwelling urethral catheter',
      'indwelling urethral catheter infection', 'infection and inflammatory reaction due to indwelling urethral catheter',
    ],
    abbreviations: ['CAUTI'],
    // A suprapubic (T83.510A) or nephrostomy (T83.512A) catheter is another code.
    refutedBy: {
      instead: [
        'suprapubic catheter associated urinary tract infection', 'suprapubic catheter associated uti', 'uti due to suprapubic catheter', 'uti related to suprapubic catheter',
        'infected nephrostomy tube', 'nephrostomy tube infection', 'nephrostomy tube associated infection',
      ],
    },
    backing: {
      terms: words(antibiotics, urinaryWorkup, [
        'foley exchanged', 'foley was exchanged', 'catheter exchanged', 'catheter was exchanged', 'foley removed', 'foley was removed', 'catheter removed',
        'catheter was removed', 'foley replaced', 'foley was replaced', 'new foley', 'voiding trial', 'urology',
      ]),
      abbreviations: ['UA'],
    },
  },
  {
    id: 'periprosthetic-joint-infection',
    title: 'Infection and inflammatory reaction due to unspecified internal joint prosthesis, initial encounter',
    kind: 'episodic',
    codes: ['T8450XA'],
    terms: words(
      [
        'periprosthetic joint infection', 'prosthetic joint infection', 'periprosthetic infection', 'infected joint prosthesis', 'infected arthroplasty', 'infected total joint',
        'infected total joint arthroplasty', 'infected joint replacement', 'infection of joint prosthesis', 'infection due to internal joint prosthesis',
      ],
      sided(limbSides, words(periprostheticInfection.hip, periprostheticInfection.knee)),
    ),
    abbreviations: ['PJI'],
    backing: { terms: periprostheticInfectionCare, abbreviations: ['DAIR', 'I&D', 'PICC'] },
  },
  ...periprostheticJoints.flatMap(({ joint, codes }) =>
    bySide({
      id: `periprosthetic-${joint}-infection`,
      title: `Infection and inflammatory reaction due to internal {side} ${joint} prosthesis, initial encounter`,
      kind: 'episodic',
      codes,
      named: periprostheticInfection[joint],
      elsewhere: words(...periprostheticJoints.filter((o) => o.joint !== joint).map((o) => periprostheticInfection[o.joint])),
      backing: { terms: periprostheticInfectionCare, abbreviations: ['DAIR', 'I&D', 'PICC'] },
    }),
  ),
  // Poisonings by drug and intent (T36-T50).
  ...poisoning({
    id: 'opioid-poisoning',
    title: 'other opioids',
    codes: { accidental: 'T402X1A', intentional: 'T402X2A' },
    drugs: otherOpioids,
    names: ['opioid overdose', 'opiate overdose', 'opioid poisoning', 'opioid toxicity', 'opiate toxicity', 'narcotic overdose'],
    elsewhere: overdoseOf(['heroin', 'fentanyl', 'carfentanil', 'methadone', 'tramadol']),
    care: ['naloxone', 'narcan', 'naloxone drip', 'buprenorphine', 'addiction medicine'],
  }),
  ...poisoning({
    id: 'heroin-poisoning',
    title: 'heroin',
    codes: { accidental: 'T401X1A' },
    drugs: ['heroin'],
    elsewhere: overdoseOf(['fentanyl', 'carfentanil', 'oxycodone', 'hydrocodone', 'morphine', 'methadone']),
    care: ['naloxone', 'narcan', 'naloxone drip', 'buprenorphine', 'addiction medicine'],
  }),
  ...poisoning({
    id: 'fentanyl-poisoning',
    title: 'fentanyl or fentanyl analogs',
    codes: { accidental: 'T40411A' },
    drugs: ['fentanyl', 'carfentanil', 'fentanyl analog'],
    elsewhere: overdoseOf(['heroin', 'oxycodone', 'hydrocodone', 'morphine', 'methadone']),
    care: ['naloxone', 'narcan', 'naloxone drip', 'buprenorphine', 'addiction medicine'],
  }),
  ...poisoning({
    id: 'benzodiazepine-poisoning',
    title: 'benzodiazepines',
    codes: { accidental: 'T424X1A', intentional: 'T424X2A' },
    drugs: ['benzodiazepine', 'benzo', 'alprazolam', 'xanax', 'lorazepam', 'ativan', 'clonazepam', 'klonopin', 'diazepam', 'valium', 'temazepam', 'restoril', 'chlordiazepoxide', 'midazolam'],
    care: ['flumazenil'],
  }),
  ...poisoning({
    id: 'acetaminophen-poisoning',
    title: '4-Aminophenol derivatives',
    codes: { accidental: 'T391X1A', intentional: 'T391X2A' },
    drugs: ['acetaminophen', 'tylenol', 'paracetamol', 'apap'],
    care: ['n acetylcysteine', 'acetylcysteine', 'nac protocol', 'acetaminophen level', 'rumack matthew nomogram', 'liver function tests', 'inr', 'hepatology', 'transplant hepatology'],
  }),
  ...poisoning({
    id: 'tricyclic-antidepressant-poisoning',
    title: 'tricyclic antidepressants',
    codes: { accidental: 'T43011A', intentional: 'T43012A' },
    drugs: ['tricyclic', 'tricyclic antidepressant', 'tca', 'amitriptyline', 'elavil', 'nortriptyline', 'pamelor', 'imipramine', 'doxepin', 'desipramine', 'clomipramine'],
    care: ['sodium bicarbonate', 'qrs', 'qrs widening'],
  }),
  ...poisoning({
    id: 'ssri-poisoning',
    title: 'selective serotonin reuptake inhibitors',
    codes: { accidental: 'T43221A', intentional: 'T43222A' },
    drugs: ['ssri', 'sertraline', 'zoloft', 'fluoxetine', 'prozac', 'citalopram', 'celexa', 'escitalopram', 'lexapro', 'paroxetine', 'paxil', 'fluvoxamine'],
    care: ['cyproheptadine', 'serotonin syndrome monitoring'],
  }),
  ...poisoning({
    // Lithium is indexed under other antipsychotics and neuroleptics (T43.59-) in the Table of Drugs and Chemicals.
    id: 'antipsychotic-poisoning',
    title: 'other antipsychotics and neuroleptics',
    codes: { accidental: 'T43591A', intentional: 'T43592A' },
    drugs: [
      'quetiapine', 'seroquel', 'olanzapine', 'zyprexa', 'risperidone', 'risperdal', 'aripiprazole', 'abilify', 'ziprasidone', 'geodon', 'clozapine', 'clozaril', 'lurasidone', 'latuda', 'paliperidone',
      'lithium', 'lithium carbonate', 'lithobid', 'eskalith',
    ],
    names: words(lithiumToxicityNames, lithiumChronicToxicity),
    care: ['hemodialysis', 'emergent hemodialysis', 'urgent hemodialysis', 'dialysis for lithium', 'whole bowel irrigation', 'repeat lithium level', 'serial lithium levels', 'lithium level trended', 'lithium held', 'nephrology'],
    accidentalBy: lithiumUnintended,
  }),
  ...poisoning({
    id: 'salicylate-poisoning',
    title: 'salicylates',
    codes: { accidental: 'T39011A', intentional: 'T39012A' },
    drugs: ['aspirin', 'salicylate', 'salicylates', 'acetylsalicylic acid', 'methyl salicylate', 'oil of wintergreen', 'bismuth subsalicylate'],
    names: words(['salicylism', 'salicylate intoxication', 'aspirin intoxication', 'chronic salicylate toxicity', 'supratherapeutic salicylate level', 'elevated salicylate level'], overdoseOf(['asa'])),
    care: ['salicylate level', 'serial salicylate levels', 'repeat salicylate level', 'sodium bicarbonate', 'bicarbonate drip', 'bicarbonate infusion', 'urine alkalinization', 'urinary alkalinization', 'alkalinization', 'hemodialysis', 'activated charcoal'],
    accidentalBy: ['chronic salicylate toxicity', 'chronic salicylism', 'chronic aspirin toxicity', 'therapeutic aspirin use', 'taking aspirin for pain'],
  }),
  ...poisoning({
    id: 'snri-poisoning',
    title: 'selective serotonin and norepinephrine reuptake inhibitors',
    codes: { accidental: 'T43211A', intentional: 'T43212A' },
    drugs: ['snri', 'venlafaxine', 'effexor', 'effexor xr', 'duloxetine', 'cymbalta', 'desvenlafaxine', 'pristiq', 'levomilnacipran', 'fetzima', 'milnacipran', 'savella'],
    elsewhere: overdoseOf(['sertraline', 'fluoxetine', 'citalopram', 'escitalopram', 'paroxetine', 'amitriptyline', 'nortriptyline', 'bupropion']),
    care: ['cyproheptadine', 'serotonin syndrome monitoring', 'seizure precautions', 'benzodiazepines', 'qrs', 'qtc monitoring', 'telemetry'],
  }),
  ...poisoning({
    id: 'drug-poisoning',
    title: 'unspecified drugs, medicaments and biological substances',
    codes: { accidental: 'T50901A', intentional: 'T50902A' },
    drugs: ['drug', 'medication', 'pill', 'unknown substance', 'unknown medication', 'unknown drug'],
    names: ['overdose', 'drug ingestion', 'unknown ingestion', 'toxic ingestion', 'overdose on pills', 'ingestion of unknown substance'],
  }),

  // Adverse effects of drugs in correct use (T36-T50, 6th character 5).
  adverseEffect({ id: 'opioid', title: 'other opioids', code: 'T402X5A', drugs: otherOpioids, care: ['naloxone', 'narcan'] }),
  adverseEffect({ id: 'fentanyl', title: 'fentanyl or fentanyl analogs', code: 'T40415A', drugs: ['fentanyl', 'fentanyl patch'], care: ['naloxone', 'narcan'] }),
  adverseEffect({ id: 'tramadol', title: 'tramadol', code: 'T40425A', drugs: ['tramadol', 'ultram'], care: ['naloxone', 'narcan'] }),
  adverseEffect({
    id: 'sulfonamide',
    title: 'sulfonamides',
    code: 'T370X5A',
    drugs: ['trimethoprim sulfamethoxazole', 'trimethoprim/sulfamethoxazole', 'tmp smx', 'tmp/smx', 'bactrim', 'bactrim ds', 'septra', 'sulfamethoxazole', 'cotrimoxazole', 'co trimoxazole'],
  }),
  adverseEffect({ id: 'penicillin', title: 'penicillins', code: 'T360X5A', drugs: ['penicillin', 'amoxicillin', 'amoxicillin clavulanate', 'augmentin', 'ampicillin', 'ampicillin sulbactam', 'unasyn', 'piperacillin tazobactam', 'zosyn', 'nafcillin', 'oxacillin', 'dicloxacillin'] }),
  adverseEffect({ id: 'cephalosporin', title: 'cephalosporins and other beta-lactam antibiotics', code: 'T361X5A', drugs: ['cephalosporin', 'cefepime', 'ceftriaxone', 'cefazolin', 'cephalexin', 'keflex', 'cefuroxime', 'ceftazidime', 'cefpodoxime', 'ceftaroline'] }),
  adverseEffect({ id: 'systemic-antibiotic', title: 'other systemic antibiotics', code: 'T368X5A', drugs: ['vancomycin', 'daptomycin', 'linezolid'] }),
  adverseEffect({
    id: 'anticoagulant',
    title: 'anticoagulants',
    code: 'T45515A',
    drugs: ['anticoagulant', 'anticoagulation', 'warfarin', 'coumadin', 'apixaban', 'eliquis', 'rivaroxaban', 'xarelto', 'dabigatran', 'pradaxa', 'edoxaban', 'heparin', 'enoxaparin', 'lovenox'],
    care: ['vitamin k', 'phytonadione', 'kcentra', 'prothrombin complex concentrate', 'andexanet', 'idarucizumab', 'praxbind', 'protamine', 'fresh frozen plasma', 'argatroban', 'bivalirudin', 'fondaparinux'],
    pseudo: ['heparin induced thrombocytopenia panel', 'heparin induced thrombocytopenia screen', 'heparin induced thrombocytopenia workup', 'heparin induced thrombocytopenia work up', 'heparin flush'],
  }),
  adverseEffect({
    id: 'glucocorticoid',
    title: 'glucocorticoids and synthetic analogues',
    code: 'T380X5A',
    drugs: ['steroid', 'steroids', 'corticosteroid', 'corticosteroids', 'glucocorticoid', 'glucocorticoids', 'prednisone', 'prednisolone', 'methylprednisolone', 'solu medrol', 'dexamethasone', 'decadron', 'hydrocortisone'],
    care: ['insulin sliding scale', 'sliding scale insulin', 'correctional insulin', 'steroid taper', 'taper'],
  }),
  adverseEffect({
    id: 'insulin-and-oral-hypoglycemic',
    title: 'insulin and oral hypoglycemic [antidiabetic] drugs',
    code: 'T383X5A',
    drugs: [
      'insulin', 'glargine', 'lantus', 'lispro', 'humalog', 'aspart', 'novolog', 'detemir', 'degludec', 'sulfonylurea', 'glipizide', 'glyburide', 'glimepiride',
      // The oral and other antidiabetics T38.3 covers: "metformin-associated lactic acidosis", "SGLT2 inhibitor-associated euglycemic DKA".
      'metformin', 'glucophage', 'biguanide', 'sglt2 inhibitor', 'empagliflozin', 'jardiance', 'dapagliflozin', 'farxiga', 'canagliflozin', 'invokana',
      'dpp-4 inhibitor', 'sitagliptin', 'januvia', 'linagliptin', 'pioglitazone', 'oral hypoglycemic', 'oral hypoglycemics',
    ],
    care: ['dextrose', 'd50', 'glucagon', 'hypoglycemia protocol'],
  }),
  adverseEffect({ id: 'loop-diuretic', title: 'loop [high-ceiling] diuretics', code: 'T501X5A', drugs: ['loop diuretic', 'loop diuretics', 'furosemide', 'lasix', 'bumetanide', 'bumex', 'torsemide'] }),
  adverseEffect({ id: 'thiazide', title: 'carbonic-anhydrase inhibitors, benzothiadiazides and other diuretics', code: 'T502X5A', drugs: ['thiazide', 'thiazide diuretic', 'hydrochlorothiazide', 'hctz', 'chlorthalidone', 'metolazone', 'acetazolamide'] }),
  adverseEffect({ id: 'ace-inhibitor', title: 'angiotensin-converting-enzyme inhibitors', code: 'T464X5A', drugs: ['ace inhibitor', 'acei', 'lisinopril', 'enalapril', 'ramipril', 'benazepril', 'captopril', 'quinapril'] }),
  adverseEffect({ id: 'propionic-nsaid', title: 'propionic acid derivatives', code: 'T39315A', drugs: ['ibuprofen', 'motrin', 'advil', 'naproxen', 'aleve', 'naprosyn', 'ketoprofen'] }),
  adverseEffect({ id: 'other-nsaid', title: 'other nonsteroidal anti-inflammatory drugs [NSAID]', code: 'T39395A', drugs: ['nsaid', 'nsaids', 'ketorolac', 'toradol', 'diclofenac', 'meloxicam', 'celecoxib', 'indomethacin'] }),
  adverseEffect({
    id: 'antineoplastic',
    title: 'antineoplastic and immunosuppressive drugs',
    code: 'T451X5A',
    drugs: [
      'chemotherapy', 'chemo', 'immunotherapy', 'cisplatin', 'carboplatin', 'oxaliplatin', 'paclitaxel', 'docetaxel', 'gemcitabine', 'fluorouracil', 'capecitabine',
      'cyclophosphamide', 'doxorubicin', 'pembrolizumab', 'nivolumab', 'ipilimumab', 'methotrexate', 'tacrolimus', 'cyclosporine', 'mycophenolate',
    ],
    care: ['filgrastim', 'neupogen', 'pegfilgrastim', 'neulasta', 'growth factor', 'chemotherapy held', 'chemotherapy delayed', 'next cycle delayed', 'dose reduction', 'oncology'],
  }),
  adverseEffect({ id: 'ssri', title: 'selective serotonin reuptake inhibitors', code: 'T43225A', drugs: ['ssri', 'sertraline', 'zoloft', 'fluoxetine', 'prozac', 'citalopram', 'celexa', 'escitalopram', 'lexapro', 'paroxetine', 'paxil'] }),
  adverseEffect({
    id: 'butyrophenone',
    title: 'butyrophenone and thiothixene neuroleptics',
    code: 'T434X5A',
    drugs: ['haloperidol', 'haldol', 'haloperidol decanoate', 'droperidol', 'inapsine', 'thiothixene', 'navane'],
    care: ['dantrolene', 'bromocriptine', 'cooling', 'neurology', 'psychiatry'],
  }),
  adverseEffect({ id: 'benzodiazepine', title: 'benzodiazepines', code: 'T424X5A', drugs: ['benzodiazepine', 'benzodiazepines', 'lorazepam', 'ativan', 'alprazolam', 'xanax', 'clonazepam', 'klonopin', 'diazepam', 'valium', 'midazolam', 'temazepam'], care: ['flumazenil'] }),

  // ================================================================ personal history (Z85, Z86, Z87 and others)
  // Supported by a past mention ("history of", PMH); a family history is not the patient's.
  { id: 'history-of-lung-cancer', title: 'Personal history of malignant neoplasm of bronchus and lung', kind: 'history', codes: ['Z85118', 'Z85110'], terms: lungCancer, abbreviations: ['NSCLC', 'SCLC'], pseudo: cancerScreeningPseudo },
  { id: 'history-of-breast-cancer', title: 'Personal history of malignant neoplasm of breast', kind: 'history', codes: ['Z853'], terms: breastCancer, abbreviations: ['IDC', 'ILC', 'TNBC'], pseudo: words(cancerScreeningPseudo, ['ductal carcinoma in situ', 'lobular carcinoma in situ']) },
  { id: 'history-of-colon-cancer', title: 'Personal history of other malignant neoplasm of large intestine', kind: 'history', codes: ['Z85038'], terms: colonCancer, abbreviations: ['CRC'], pseudo: cancerScreeningPseudo },
  { id: 'history-of-rectal-cancer', title: 'Personal history of other malignant neoplasm of rectum, rectosigmoid junction, and anus', kind: 'history', codes: ['Z85048'], terms: words(rectalCancer, ['rectosigmoid cancer', 'rectosigmoid adenocarcinoma', 'anal cancer', 'anal squamous cell carcinoma']) },
  { id: 'history-of-pancreatic-cancer', title: 'Personal history of malignant neoplasm of pancreas', kind: 'history', codes: ['Z8507'], terms: pancreaticCancer },
  { id: 'history-of-prostate-cancer', title: 'Personal history of malignant neoplasm of prostate', kind: 'history', codes: ['Z8546'], terms: prostateCancer, pseudo: cancerScreeningPseudo },
  { id: 'history-of-bladder-cancer', title: 'Personal history of malignant neoplasm of bladder', kind: 'history', codes: ['Z8551'], terms: bladderCancer },
  { id: 'history-of-kidney-cancer', title: 'Personal history of other malignant neoplasm of kidney', kind: 'history', codes: ['Z85528'], terms: kidneyCancer, abbreviations: ['RCC'] },
  { id: 'history-of-liver-cancer', title: 'Personal history of malignant neoplasm of liver', kind: 'history', codes: ['Z8505'], terms: liverCancer, abbreviations: ['HCC'] },
  { id: 'history-of-gastric-cancer', title: 'Personal history of other malignant neoplasm of stomach', kind: 'history', codes: ['Z85028'], terms: gastricCancer },
  { id: 'history-of-esophageal-cancer', title: 'Personal history of malignant neoplasm of esophagus', kind: 'history', codes: ['Z8501'], terms: esophagealCancer },
  { id: 'history-of-ovarian-cancer', title: 'Personal history of malignant neoplasm of ovary', kind: 'history', codes: ['Z8543'], terms: ovarianCancer },
  { id: 'history-of-uterine-cancer', title: 'Personal history of malignant neoplasm of other parts of uterus', kind: 'history', codes: ['Z8542'], terms: words(endometrialCancer, ['uterine cancer', 'uterine carcinoma']) },
  { id: 'history-of-cervical-cancer', title: 'Personal history of malignant neoplasm of cervix uteri', kind: 'history', codes: ['Z8541'], terms: cervicalCancer, pseudo: cancerScreeningPseudo },
  { id: 'history-of-thyroid-cancer', title: 'Personal history of malignant neoplasm of thyroid', kind: 'history', codes: ['Z85850'], terms: thyroidCancer },
  { id: 'history-of-melanoma', title: 'Personal history of malignant melanoma of skin', kind: 'history', codes: ['Z85820'], terms: melanoma, pseudo: ['melanoma in situ'] },
  { id: 'history-of-brain-cancer', title: 'Personal history of malignant neoplasm of brain', kind: 'history', codes: ['Z85841'], terms: brainCancer, abbreviations: ['GBM'] },
  { id: 'history-of-laryngeal-cancer', title: 'Personal history of malignant neoplasm of larynx', kind: 'history', codes: ['Z8521'], terms: laryngealCancer },
  { id: 'history-of-leukemia', title: 'Personal history of leukemia', kind: 'history', codes: ['Z856'], terms: words(['leukemia', 'leukaemia', 'acute leukemia'], cll, aml, acuteLymphoblasticLeukemia, cml), abbreviations: ['AML', 'CLL', 'CML'] },
  { id: 'history-of-hodgkin-lymphoma', title: 'Personal history of Hodgkin lymphoma', kind: 'history', codes: ['Z8571'], terms: hodgkin },
  { id: 'history-of-non-hodgkin-lymphoma', title: 'Personal history of non-Hodgkin lymphomas', kind: 'history', codes: ['Z8572'], terms: nhl, abbreviations: ['NHL', 'DLBCL'] },
  { id: 'history-of-myeloma', title: 'Personal history of other malignant neoplasms of lymphoid, hematopoietic and related tissues', kind: 'history', codes: ['Z8579'], terms: myeloma },
  {
    id: 'history-of-chemotherapy',
    title: 'Personal history of antineoplastic chemotherapy',
    kind: 'history',
    codes: ['Z9221'],
    terms: ['chemotherapy', 'chemo', 'adjuvant chemotherapy', 'neoadjuvant chemotherapy', 'prior chemotherapy', 'systemic chemotherapy', 'completed chemotherapy', 'cycles of chemotherapy'],
    pseudo: chemotherapyDeferredPseudo,
  },
  {
    id: 'history-of-radiation',
    title: 'Personal history of irradiation',
    kind: 'history',
    codes: ['Z923'],
    terms: ['radiation therapy', 'radiotherapy', 'radiation treatment', 'radiation', 'irradiation', 'external beam radiation', 'brachytherapy', 'proton therapy', 'sbrt', 'stereotactic body radiation therapy', 'chemoradiation', 'xrt'],
    abbreviations: ['XRT', 'SBRT', 'EBRT'],
    pseudo: ['radiation exposure', 'radiation dose', 'radiation safety', 'radiating pain', 'radiation oncology consult', 'radiation recall'],
  },
  {
    id: 'history-of-stroke',
    title: 'Personal history of transient ischemic attack and cerebral infarction without residual deficits',
    kind: 'history',
    codes: ['Z8673'],
    terms: words(strokeTerms, tiaTerms, ['old stroke', 'remote stroke', 'prior stroke', 'old infarct', 'remote infarct', 'chronic infarct', 'old lacunar infarct', 'chronic lacunar infarct', 'stroke without residual deficits']),
    abbreviations: ['CVA', 'TIA'],
    pseudo: strokePseudo,
  },
  {
    id: 'history-of-pulmonary-embolism',
    title: 'Personal history of pulmonary embolism',
    kind: 'history',
    codes: ['Z86711'],
    terms: words(peAll, ['prior pulmonary embolism', 'remote pulmonary embolism', 'prior pe', 'remote pe']),
    abbreviations: ['PE'],
    pseudo: ['pe protocol', 'pe study', 'pe workup'],
    // A new clot this stay is the acute code's; "resumed apixaban given unprovoked PE" speaks of the old one.
    activeBy: words(newClotWords('pulmonary embolism', 'pe'), ['saddle pulmonary embolism', 'saddle embolus', 'submassive pulmonary embolism', 'massive pulmonary embolism', 'segmental filling defect', 'filling defects']),
  },
  {
    id: 'history-of-dvt',
    title: 'Personal history of other venous thrombosis and embolism',
    kind: 'history',
    codes: ['Z86718'],
    terms: words(dvtAll, ['prior dvt', 'remote dvt', 'provoked dvt', 'venous thromboembolism']),
    abbreviations: ['DVT', 'VTE'],
    pseudo: dvtPseudo,
    activeBy: words(newClotWords('deep vein thrombosis', 'dvt'), ['occlusive thrombus', 'nonocclusive thrombus', 'non occlusive thrombus']),
  },
  { id: 'history-of-covid-19', title: 'Personal history of COVID-19', kind: 'history', codes: ['Z8616'], terms: words(covidTerms, ['prior covid', 'recovered from covid', 'covid infection in the past', 'post covid']), pseudo: covidPseudo },
  { id: 'history-of-mrsa', title: 'Personal history of Methicillin resistant Staphylococcus aureus infection', kind: 'history', codes: ['Z8614'], terms: mrsaTerms, abbreviations: ['MRSA'], pseudo: ['mrsa screen', 'mrsa swab', 'mrsa nares', 'mrsa nasal swab', 'mrsa pcr', 'mrsa nasal pcr', 'mrsa coverage', 'mrsa nares pcr'] },
  {
    id: 'history-of-colon-polyps',
    title: 'Personal history of colonic polyps',
    kind: 'history',
    codes: ['Z86010'],
    terms: ['colon polyp', 'colonic polyp', 'colon polyps', 'colonic polyps', 'adenomatous polyp', 'adenomatous polyps', 'tubular adenoma', 'tubulovillous adenoma', 'sessile serrated adenoma', 'sessile serrated polyp', 'hyperplastic polyp', 'polypectomy', 'polyps on colonoscopy'],
  },
  { id: 'history-of-peptic-ulcer', title: 'Personal history of peptic ulcer disease', kind: 'history', codes: ['Z8711'], terms: ['peptic ulcer disease', 'peptic ulcer', 'gastric ulcer', 'duodenal ulcer', 'bleeding ulcer', 'perforated ulcer', 'stomach ulcer'], abbreviations: ['PUD'] },
  { id: 'history-of-uti', title: 'Personal history of urinary (tract) infections', kind: 'history', codes: ['Z87440'], recurs: true, terms: ['urinary tract infection', 'recurrent urinary tract infections', 'recurrent utis', 'bladder infection', 'pyelonephritis', 'cystitis', 'recurrent uti'], abbreviations: ['UTI', 'UTIs'] },
  { id: 'history-of-kidney-stones', title: 'Personal history of urinary calculi', kind: 'history', codes: ['Z87442'], terms: ['nephrolithiasis', 'kidney stone', 'renal stone', 'renal calculus', 'renal calculi', 'urolithiasis', 'ureterolithiasis', 'ureteral stone', 'urinary calculus', 'kidney stones'] },
  {
    id: 'history-of-nicotine-dependence',
    title: 'Personal history of nicotine dependence',
    kind: 'history',
    codes: ['Z87891'],
    // "Former smoker" in the HPI is still the history; a current habit is what contradicts it, and
    // so is a plan to quit ("agrees to quit smoking"), which is no history at all.
    activeBy: words(currentSmokerTerms, cigaretteTerms, quitIntentions),
    pseudo: [...quitIntentions, ...smokingFieldLabels, ...otherSmoking],
    // A never smoker has no history to code.
    refutedBy: { instead: ['never smoker', 'never smoked', 'has never smoked', 'lifelong nonsmoker', 'lifelong non smoker', 'never a smoker', 'never used tobacco', 'never used any tobacco'] },
    terms: [
      'former smoker', 'ex smoker', 'quit smoking', 'quit tobacco', 'quit cigarettes', 'stopped smoking', 'history of tobacco use', 'history of smoking',
      'remote tobacco use', 'former tobacco use', 'former tobacco user', 'prior tobacco use', 'previous smoker', 'prior smoker', 'past smoker', 'remote smoker',
      'remote smoking history', 'distant smoking history', 'former cigarette smoker', 'smoked', 'history of nicotine dependence', 'former heavy smoker',
      'quit smoking cigarettes', 'quit using tobacco',
      // Shorthand: "h/o tobacco: 40 pack-yr, quit 2015".
      'h/o tobacco', 'h/o tobacco use', 'h/o smoking', 'hx of tobacco', 'hx of smoking', 'hx of tobacco use', 'history of tobacco',
    ],
  },
  {
    id: 'history-of-osteoporotic-fracture',
    title: 'Personal history of (healed) osteoporosis fracture',
    kind: 'history',
    codes: ['Z87310'],
    terms: ['osteoporotic fracture', 'fragility fracture', 'osteoporotic compression fracture', 'osteoporotic vertebral fracture', 'vertebral compression fracture', 'osteoporotic hip fracture'],
  },
  {
    id: 'history-of-falling',
    title: 'History of falling (at risk for falling)',
    // A standing risk, not a condition that is over: this stay's fall is part of it.
    kind: 'status',
    codes: ['Z9181'],
    terms: [
      'history of falls', 'history of falling', 'recurrent falls', 'frequent falls', 'multiple falls', 'repeated falls', 'prior falls', 'previous falls', 'fall history',
      'high fall risk', 'at risk for falls', 'at risk for falling', 'high risk for falls',
      'falls at home', 'recent fall', 'recent falls', 'mechanical fall', 'ground level fall', 'fell at home',
    ],
  },
  {
    id: 'history-of-cardiac-arrest',
    title: 'Personal history of sudden cardiac arrest',
    kind: 'history',
    codes: ['Z8674'],
    terms: ['cardiac arrest', 'sudden cardiac arrest', 'sudden cardiac death', 'cardiopulmonary arrest', 'out of hospital cardiac arrest', 'vf arrest', 'ventricular fibrillation arrest', 'survived cardiac arrest', 'aborted sudden cardiac death'],
    abbreviations: ['OHCA', 'SCA'],
  },
  {
    id: 'history-of-suicidal-behavior',
    title: 'Personal history of suicidal behavior',
    kind: 'history',
    codes: ['Z9151'],
    terms: ['suicide attempt', 'suicide attempts', 'attempted suicide', 'suicidal behavior', 'overdose in a suicide attempt', 'intentional overdose'],
  },

  // ================================================================ family history (Z80-Z84)
  // A relative's condition: "father had colon cancer at 58", "FHx: mother - breast ca". The patient's
  // own is not it, and "no family history of colon cancer" or a noncontributory family history refutes it.
  familyHistory('malignant neoplasm of digestive organs', 'Z800', words(colonCancer, rectalCancer, pancreaticCancer, gastricCancer, esophagealCancer, liverCancer, ['colorectal cancer', 'colon ca', 'gi cancer', 'stomach cancer', 'liver cancer'])),
  familyHistory('malignant neoplasm of trachea, bronchus and lung', 'Z801', lungCancer),
  familyHistory('malignant neoplasm of breast', 'Z803', breastCancer),
  familyHistory('malignant neoplasm of ovary', 'Z8041', ovarianCancer),
  familyHistory('malignant neoplasm of prostate', 'Z8042', prostateCancer),
  familyHistory('malignant neoplasm of other genital organs', 'Z8049', words(endometrialCancer, cervicalCancer, ['uterine cancer'])),
  familyHistory('malignant neoplasm of kidney', 'Z8051', kidneyCancer),
  familyHistory('malignant neoplasm of bladder', 'Z8052', bladderCancer),
  familyHistory('leukemia', 'Z806', ['leukemia', 'acute myeloid leukemia', 'chronic lymphocytic leukemia', 'acute lymphoblastic leukemia', 'chronic myeloid leukemia'], ['AML', 'CLL', 'CML']),
  familyHistory('other malignant neoplasms of lymphoid, hematopoietic and related tissues', 'Z807', words(myeloma, ['lymphoma', 'non hodgkin lymphoma', 'hodgkin lymphoma', "hodgkin's lymphoma"])),
  familyHistory('malignant neoplasm of other organs or systems', 'Z808', words(melanoma, thyroidCancer, brainCancer)),
  familyHistory('malignant neoplasm, unspecified', 'Z809', ['cancer', 'malignancy', 'carcinoma']),
  familyHistory('stroke', 'Z823', words(strokeTerms, ['cva']), ['CVA'], strokePseudo),
  familyHistory('sudden cardiac death', 'Z8241', ['sudden cardiac death', 'sudden death', 'died suddenly', 'sudden cardiac arrest']),
  familyHistory('ischemic heart disease and other diseases of the circulatory system', 'Z8249', words(cadTerms, miTerms, ['premature coronary artery disease', 'heart disease']), ['CAD', 'MI']),
  familyHistory('diabetes mellitus', 'Z833', words(type2DiabetesTerms, ['diabetes', 'diabetes mellitus', 'type 1 diabetes', 'type i diabetes']), ['DM', 'T2DM', 'T1DM']),
  familyHistory('colonic polyps', 'Z8371', ['colon polyps', 'colonic polyps', 'adenomatous polyps', 'polyps', 'familial adenomatous polyposis'], ['FAP']),
  familyHistory('epilepsy and other diseases of the nervous system', 'Z820', ['epilepsy', 'seizures', 'seizure disorder']),
  familyHistory('asthma and other chronic lower respiratory diseases', 'Z825', ['asthma', 'copd', 'chronic obstructive pulmonary disease', 'emphysema'], ['COPD']),
  familyHistory('alcohol abuse and dependence', 'Z811', ['alcoholism', 'alcohol abuse', 'alcohol dependence', 'alcohol use disorder']),
  familyHistory('other mental and behavioral disorders', 'Z818', ['depression', 'bipolar disorder', 'schizophrenia', 'mental illness', 'suicide', 'substance abuse', 'drug abuse']),
  familyHistory('polycystic kidney', 'Z8271', ['polycystic kidney disease', 'autosomal dominant polycystic kidney disease'], ['ADPKD', 'PKD']),
  familyHistory('other diseases of the kidney and ureter', 'Z841', ['kidney disease', 'renal disease', 'chronic kidney disease', 'kidney failure', 'renal failure', 'dialysis'], ['CKD', 'ESRD']),
  familyHistory('osteoporosis', 'Z8262', ['osteoporosis']),
  familyHistory('glaucoma', 'Z83511', ['glaucoma']),
  familyHistory('familial hypercholesterolemia', 'Z8342', ['familial hypercholesterolemia']),
  familyHistory('other disorder of lipoprotein metabolism and other lipidemia', 'Z83438', ['hyperlipidemia', 'hypercholesterolemia', 'high cholesterol', 'dyslipidemia']),

  // ================================================================ status, encounters and devices
  {
    id: 'long-term-anticoagulants',
    title: 'Long term (current) use of anticoagulants',
    kind: 'status',
    codes: ['Z7901'],
    terms: words(longTermAnticoagulation, ['anticoagulant therapy', 'chronic anticoagulant therapy', 'on warfarin', 'on coumadin', 'on eliquis', 'on apixaban', 'on xarelto', 'on rivaroxaban']),
    // A stopped anticoagulant is not current use, and ConText has no "stopped" cue. These longer
    // phrases take the drug's words, so "apixaban was stopped in 2022" does not back Z79.01 and,
    // with no current anticoagulant named anywhere, argues against it.
    refutedBy: {
      // "Declined any anticoagulant", "discharged on no anticoagulation", with no current one named.
      absent: ['anticoagulant', 'anticoagulants', 'anticoagulation', 'oral anticoagulant', 'oral anticoagulation'],
      instead: oralAnticoagulants.flatMap((d) => [
        `${d} was stopped`, `${d} was discontinued`, `${d} stopped`, `${d} discontinued`, `stopped ${d}`, `discontinued ${d}`,
        `stopped the ${d}`, `discontinued the ${d}`, `off ${d}`, `${d} was not resumed`, `${d} was not restarted`, `${d} not resumed`,
        `${d} not restarted`,
      ]),
    },
    backing: { terms: oralAnticoagulants, abbreviations: ['DOAC', 'NOAC'] },
  },
  {
    id: 'long-term-antiplatelets',
    title: 'Long term (current) use of antithrombotics/antiplatelets',
    kind: 'status',
    codes: ['Z7902'],
    terms: ['dual antiplatelet therapy', 'antiplatelet therapy', 'long term antiplatelet', 'on plavix', 'on clopidogrel'],
    abbreviations: ['DAPT'],
    backing: { terms: ['clopidogrel', 'plavix', 'prasugrel', 'effient', 'ticagrelor', 'brilinta', 'cilostazol', 'pletal', 'dipyridamole', 'aggrenox'] },
  },
  {
    id: 'long-term-aspirin',
    title: 'Long term (current) use of aspirin',
    kind: 'status',
    codes: ['Z7982'],
    terms: ['aspirin', 'baby aspirin', 'daily aspirin', 'aspirin 81', 'aspirin 81 mg', 'ecotrin', 'enteric coated aspirin', 'low dose aspirin'],
    abbreviations: ['ASA'],
    pseudo: ['aspirin allergy', 'allergic to aspirin', 'aspirin intolerance', 'aspirin sensitivity', 'aspirin exacerbated respiratory disease', 'aspirin overdose', 'aspirin toxicity'],
  },
  {
    id: 'long-term-insulin',
    title: 'Long term (current) use of insulin',
    kind: 'status',
    codes: ['Z794'],
    terms: ['insulin dependent', 'insulin requiring', 'insulin treated', 'on insulin', 'long term insulin', 'long term use of insulin', 'home insulin', 'basal insulin', 'basal bolus', 'insulin pump', 'insulin regimen'],
    backing: { terms: homeInsulin },
  },
  {
    id: 'long-term-oral-hypoglycemics',
    title: 'Long term (current) use of oral hypoglycemic drugs',
    kind: 'status',
    codes: ['Z7984'],
    terms: ['oral hypoglycemic', 'oral hypoglycemic agent', 'oral antidiabetic', 'oral diabetes medication', 'oral antihyperglycemic'],
    // SGLT2 inhibitors are left out: in heart failure and CKD they are not a diabetes treatment.
    backing: { terms: oralHypoglycemics },
  },
  {
    id: 'long-term-injectable-non-insulin-antidiabetic',
    title: 'Long term (current) use of injectable non-insulin antidiabetic drugs',
    kind: 'status',
    codes: ['Z7985'],
    terms: ['glp 1 agonist', 'glp 1 receptor agonist', 'injectable non insulin antidiabetic'],
    backing: { terms: injectableNonInsulin.filter((t) => t !== 'rybelsus') },
  },
  {
    id: 'long-term-inhaled-steroids',
    title: 'Long term (current) use of inhaled steroids',
    kind: 'status',
    codes: ['Z7951'],
    terms: ['inhaled corticosteroid', 'inhaled steroid', 'inhaled corticosteroids'],
    abbreviations: ['ICS'],
    backing: { terms: ['fluticasone inhaler', 'flovent', 'advair', 'wixela', 'symbicort', 'budesonide formoterol', 'pulmicort', 'breo', 'breo ellipta', 'trelegy', 'dulera', 'asmanex', 'qvar', 'beclomethasone', 'arnuity', 'airduo', 'breztri', 'mometasone inhaler', 'ciclesonide', 'alvesco'] },
  },
  {
    id: 'long-term-hormonal-contraceptives',
    title: 'Long term (current) use of hormonal contraceptives',
    kind: 'status',
    codes: ['Z793'],
    terms: [
      'oral contraceptive', 'oral contraceptives', 'combined oral contraceptive', 'combined oral contraceptives', 'oral contraceptive pill', 'oral contraceptive pills',
      'birth control pill', 'birth control pills', 'hormonal contraception', 'hormonal contraceptive', 'hormonal contraceptives', 'ocp use', 'on ocps', 'on an ocp',
      'estrogen containing ocp', 'contraceptive patch', 'contraceptive ring', 'vaginal ring', 'nuvaring', 'depo provera', 'medroxyprogesterone injection',
      'etonogestrel implant', 'nexplanon', 'levonorgestrel iud', 'mirena',
    ],
    abbreviations: ['OCP', 'OCPs'],
    // A method tried before and given up: "She has failed oral contraceptives and surgical therapy is planned."
    pseudo: ['failed oral contraceptives', 'failed ocps', 'failed birth control pills', 'failed hormonal contraception', 'failed hormonal therapy'],
  },
  {
    id: 'long-term-systemic-steroids',
    title: 'Long term (current) use of systemic steroids',
    kind: 'status',
    codes: ['Z7952'],
    terms: ['chronic steroids', 'chronic steroid use', 'chronic prednisone', 'long term steroids', 'long term steroid use', 'long term prednisone', 'steroid dependent', 'steroid dependence', 'home prednisone', 'maintenance prednisone', 'daily prednisone', 'chronic corticosteroid use', 'chronic glucocorticoid therapy', 'on chronic prednisone'],
  },
  {
    id: 'long-term-opiate-analgesics',
    title: 'Long term (current) use of opiate analgesic',
    kind: 'status',
    codes: ['Z79891'],
    terms: ['chronic opioid use', 'chronic opioid therapy', 'long term opioid use', 'long term opioid therapy', 'chronic opiate use', 'chronic narcotic use', 'long term narcotic use', 'chronic opioids', 'on chronic opioids', 'opioid pain contract', 'pain contract', 'pain management agreement', 'opioid agreement'],
    // "For her chronic back pain we continued her home oxycodone": an opioid taken for a chronic pain.
    namedInParts: {
      terms: ['oxycodone', 'hydrocodone', 'morphine', 'ms contin', 'hydromorphone', 'oxymorphone', 'tapentadol', 'tramadol', 'fentanyl patch', 'oxycontin', 'percocet', 'norco'],
      inSentenceWith: ['chronic pain', 'chronic back pain', 'chronic low back pain', 'chronic neck pain', 'chronic pain syndrome', 'pain clinic', 'pain management clinic', 'pain contract', 'for years', 'long term', 'chronically'],
    },
  },
  {
    id: 'long-term-nsaids',
    title: 'Long term (current) use of non-steroidal anti-inflammatories (NSAID)',
    kind: 'status',
    codes: ['Z791'],
    terms: ['chronic nsaid use', 'long term nsaid use', 'daily nsaid use', 'chronic nsaids', 'regular nsaid use', 'daily ibuprofen', 'daily naproxen'],
    backing: { terms: ['meloxicam', 'mobic', 'celecoxib', 'celebrex', 'diclofenac', 'naproxen', 'naprosyn', 'nabumetone', 'etodolac', 'indomethacin'] },
  },
  {
    id: 'long-term-antibiotics',
    title: 'Long term (current) use of antibiotics',
    kind: 'status',
    codes: ['Z792'],
    terms: ['long term antibiotics', 'chronic antibiotics', 'chronic suppressive antibiotics', 'suppressive antibiotic therapy', 'lifelong suppressive antibiotics', 'chronic suppressive therapy', 'long term antibiotic therapy', 'prolonged iv antibiotics', 'outpatient parenteral antibiotic therapy'],
    abbreviations: ['OPAT'],
  },
  {
    id: 'long-term-bisphosphonates',
    title: 'Long term (current) use of bisphosphonates',
    kind: 'status',
    codes: ['Z7983'],
    terms: ['bisphosphonate therapy', 'on bisphosphonates', 'bisphosphonate'],
    backing: { terms: ['alendronate', 'fosamax', 'risedronate', 'actonel', 'atelvia', 'ibandronate', 'boniva', 'zoledronic acid', 'reclast'] },
  },
  {
    id: 'long-term-aromatase-inhibitors',
    title: 'Long term (current) use of aromatase inhibitors',
    kind: 'status',
    codes: ['Z79811'],
    terms: ['aromatase inhibitor', 'aromatase inhibitor therapy'],
    backing: { terms: aromataseInhibitors },
    // An adjuvant course that ended: "five years of anastrozole, which she completed in 2017".
    refutedBy: {
      stopped: [
        ...aromataseInhibitors.flatMap((drug) => [`completed ${drug}`, `${drug} completed`, `finished ${drug}`, `off ${drug}`, `${drug} which she completed`, `${drug} which he completed`, `${drug} was completed`, `${drug} was stopped`]),
        'completed endocrine therapy', 'completed adjuvant endocrine therapy', 'completed hormonal therapy', 'completed aromatase inhibitor therapy', 'endocrine therapy completed',
        'no longer on endocrine therapy', 'not on any endocrine therapy', 'off endocrine therapy',
      ],
    },
  },
  {
    id: 'long-term-serms',
    title: 'Long term (current) use of selective estrogen receptor modulators (SERMs)',
    kind: 'status',
    codes: ['Z79810'],
    terms: ['selective estrogen receptor modulator'],
    abbreviations: ['SERM'],
    backing: { terms: ['tamoxifen', 'raloxifene', 'evista', 'toremifene'] },
  },
  // Long-term immunosuppressants by class (Z79.62-): "IS: tacrolimus 3 mg BID, MMF 500 mg BID, prednisone 5 mg".
  // Held for an infection they are still the patient's; stopped before the stay they are not.
  ...immunosuppressantClasses.map(({ code, title, drugs, abbreviations }): CommonCondition => ({
    id: `long-term-${title.toLowerCase().replaceAll(' ', '-')}`,
    title: `Long term (current) use of ${title}`,
    kind: 'status',
    codes: [code],
    terms: drugs,
    ...(abbreviations ? { abbreviations } : {}),
    refutedBy: { instead: drugs.flatMap((d) => [`${d} was stopped`, `${d} was discontinued`, `stopped ${d}`, `discontinued ${d}`, `off ${d}`]) },
  })),
  {
    id: 'long-term-other-drug-therapy',
    title: 'Other long term (current) drug therapy',
    kind: 'status',
    codes: ['Z79899'],
    terms: ['long term drug therapy', 'long term medication', 'long term medications', 'chronic medication', 'chronic medications', 'home medications', 'home medication regimen', 'continue home medications', 'resumed home medications', 'maintenance medications', 'medication reconciliation', 'long term use of medication'],
  },
  {
    id: 'encounter-for-chemotherapy',
    title: 'Encounter for antineoplastic chemotherapy',
    kind: 'status',
    codes: ['Z5111'],
    terms: [
      'chemotherapy', 'chemo', 'admitted for chemotherapy', 'scheduled chemotherapy', 'inpatient chemotherapy', 'received chemotherapy', 'chemotherapy was administered',
      'chemotherapy administered', 'chemotherapy infusion', 'tolerated chemotherapy', 'induction chemotherapy', 'consolidation chemotherapy', 'high dose methotrexate',
      'c1d1', 'cycle 1 day 1',
    ],
    pseudo: chemotherapyDeferredPseudo,
  },
  {
    id: 'encounter-for-palliative-care',
    title: 'Encounter for palliative care',
    kind: 'status',
    codes: ['Z515'],
    terms: ['palliative care', 'palliative medicine', 'comfort care', 'comfort care only', 'comfort measures', 'comfort measures only', 'transitioned to comfort care', 'hospice', 'inpatient hospice', 'goals of care discussion with palliative care', 'end of life care'],
    abbreviations: ['CMO'],
    pseudo: ['palliative care declined', 'declined palliative care', 'declined hospice'],
  },
  {
    id: 'do-not-resuscitate',
    title: 'Do not resuscitate',
    kind: 'status',
    codes: ['Z66'],
    terms: ['do not resuscitate', 'do not attempt resuscitation', 'dnr/dni', 'dnr dni', 'no code', 'no cpr', 'allow natural death', 'code status: dnr', 'dnr status', 'dnr order', 'comfort care only', 'do not resuscitate/do not intubate'],
    abbreviations: ['DNR', 'DNAR'],
    pseudo: ['dnr was rescinded', 'dnr rescinded', 'reversed dnr'],
    // The code status written as full: "Code status: FULL CODE; the daughter declined a DNR order".
    refutedBy: { instead: ['full code', 'full code status', 'code status: full', 'code status full', 'full resuscitation', 'full cpr', 'remains full code', 'remained full code'] },
  },
  {
    id: 'nosocomial-condition',
    title: 'Nosocomial condition',
    kind: 'status',
    codes: ['Y95'],
    terms: [
      'hospital acquired', 'nosocomial', 'developed during hospitalization', 'developed during the hospitalization', 'developed during this hospitalization',
      'developed during this admission', 'developed during admission', 'acquired during hospitalization', 'acquired during this admission', 'hospital onset',
      'hospital acquired infection', 'hospital acquired pneumonia', 'hospital acquired uti', 'hospital acquired urinary tract infection', 'hospital acquired c diff',
      'hospital acquired c. diff', 'hospital acquired bacteremia', 'nosocomial infection', 'nosocomial pneumonia', 'ventilator associated pneumonia',
      'catheter associated urinary tract infection', 'central line associated bloodstream infection', 'hospital acquired delirium', 'hospital acquired anemia',
      'hospital acquired pressure injury', 'developed while inpatient', 'occurred during hospitalization',
    ],
    abbreviations: ['HAP', 'VAP', 'CAUTI', 'CLABSI', 'HAI', 'HAPI'],
  },
  {
    id: 'pacemaker-status',
    title: 'Presence of cardiac pacemaker',
    kind: 'status',
    codes: ['Z950'],
    terms: ['pacemaker', 'permanent pacemaker', 'dual chamber pacemaker', 'single chamber pacemaker', 'biventricular pacemaker', 'leadless pacemaker', 'micra pacemaker', 'pacemaker in place', 'paced rhythm', 'ventricular paced rhythm', 'atrially paced', 'cardiac resynchronization therapy pacemaker'],
    abbreviations: ['PPM', 'CRT-P'],
    pseudo: ['temporary pacemaker', 'temporary transvenous pacemaker', 'transvenous pacemaker', 'wandering atrial pacemaker', 'pacemaker placement was recommended', 'pacemaker evaluation'],
    backing: { terms: ['pacemaker interrogation', 'device interrogation', 'device check', 'electrophysiology'], abbreviations: ['EP'] },
  },
  {
    id: 'icd-status',
    title: 'Presence of automatic (implantable) cardiac defibrillator',
    kind: 'status',
    codes: ['Z95810'],
    terms: ['automatic implantable cardioverter defibrillator', 'implantable cardioverter defibrillator', 'implanted defibrillator', 'aicd in place', 'icd in place', 'biventricular icd', 'cardiac resynchronization therapy defibrillator', 'subcutaneous icd', 'dual chamber icd', 'single chamber icd'],
    abbreviations: ['AICD', 'ICD', 'CRT-D', 'BiV-ICD', 'S-ICD'],
    pseudo: ['icd 10', 'icd10', 'icd 9', 'icd 10 cm', 'icd code', 'icd codes', 'icd evaluation'],
    backing: { terms: ['device interrogation', 'icd interrogation', 'aicd interrogation', 'device check', 'icd shock', 'electrophysiology'], abbreviations: ['EP'] },
  },
  {
    id: 'heart-assist-device-status',
    title: 'Presence of heart assist device',
    kind: 'status',
    codes: ['Z95811'],
    terms: ['left ventricular assist device', 'ventricular assist device', 'heartmate', 'heartmate 3', 'heartmate ii', 'heartware', 'destination therapy lvad'],
    abbreviations: ['LVAD', 'VAD', 'HM3'],
    backing: { terms: ['lvad interrogation', 'lvad clinic', 'pump speed', 'lvad team', 'driveline', 'mechanical circulatory support'] },
  },
  {
    id: 'cabg-status',
    title: 'Presence of aortocoronary bypass graft',
    kind: 'status',
    codes: ['Z951'],
    terms: ['coronary artery bypass graft', 'coronary artery bypass grafting', 'coronary artery bypass', 'bypass surgery', 'heart bypass', 'cabg x2', 'cabg x3', 'cabg x4', 'triple bypass', 'quadruple bypass', 'double bypass', 'lima to lad', 'saphenous vein graft', 'sternotomy for cabg'],
    abbreviations: ['CABG', 'LIMA', 'SVG'],
    pseudo: ['cabg evaluation', 'evaluation for cabg', 'referred for cabg', 'cardiothoracic surgery consult for cabg'],
  },
  {
    id: 'prosthetic-heart-valve-status',
    title: 'Presence of prosthetic heart valve',
    kind: 'status',
    codes: ['Z952'],
    terms: ['prosthetic valve', 'prosthetic heart valve', 'artificial valve', 'artificial heart valve', 'artificial aortic valve', 'artificial mitral valve', 'prosthetic aortic valve', 'prosthetic mitral valve', 'mechanical valve', 'mechanical heart valve', 'mechanical aortic valve', 'mechanical mitral valve', 'aortic valve replacement', 'mitral valve replacement', 'st jude valve', 'on x valve', 'mechanical avr', 'mechanical mvr', 'transcatheter aortic valve replacement', 'valve replacement'],
    abbreviations: ['AVR', 'MVR', 'TAVR', 'TAVI', 'SAVR'],
    pseudo: ['evaluation for tavr', 'evaluation for aortic valve replacement', 'referred for aortic valve replacement', 'candidate for aortic valve replacement'],
  },
  {
    id: 'xenogenic-heart-valve-status',
    title: 'Presence of xenogenic heart valve',
    kind: 'status',
    codes: ['Z953'],
    terms: ['bioprosthetic valve', 'bioprosthetic aortic valve', 'bioprosthetic mitral valve', 'porcine valve', 'bovine valve', 'tissue valve', 'bioprosthetic avr', 'bioprosthetic mvr', 'transcatheter aortic valve replacement', 'valve in valve'],
    abbreviations: ['TAVR', 'TAVI'],
    pseudo: ['evaluation for tavr'],
  },
  {
    id: 'coronary-stent-status',
    title: 'Presence of coronary angioplasty implant and graft (stent)',
    kind: 'status',
    codes: ['Z955'],
    terms: ['coronary stent', 'coronary stents', 'cardiac stent', 'drug eluting stent', 'bare metal stent', 'stent to the lad', 'stent to the rca', 'stent to the circumflex', 'lad stent', 'rca stent', 'circumflex stent', 'percutaneous coronary intervention', 'status post pci', 's/p pci', 'in stent restenosis'],
    abbreviations: ['DES', 'BMS', 'PCI', 'PTCA'],
    pseudo: ['pci evaluation', 'referred for pci'],
  },
  {
    id: 'dialysis-status',
    title: 'Dependence on renal dialysis',
    kind: 'status',
    codes: ['Z992'],
    terms: dialysisTerms,
    abbreviations: ['iHD', 'CAPD', 'CCPD'],
    pseudo: ['dialysis was discussed', 'declined dialysis', 'dialysis declined', 'dialysis options were discussed'],
    backing: { terms: ['dry weight', 'dialysis days', 'outpatient dialysis unit', 'outpatient dialysis center'] },
    // Dialysis for an acute injury that recovered is no dependence on it, though it was given.
    specificity: {
      contradictedBy: [
        'renal recovery', 'recovery of renal function', 'renal function recovered', 'kidney function recovered', 'recovered renal function',
        'no longer requires dialysis', 'no longer dialysis dependent', 'not dialysis dependent', 'dialysis independent', 'off dialysis',
        'dialysis was discontinued', 'dialysis discontinued', 'temporary dialysis', 'temporary hemodialysis', 'dialysis catheter removed',
        'dialysis catheter was removed',
      ],
    },
  },
  // Chronic respiratory failure (the respiratory-failure pack answers the acute codes and the
  // acute-on-chronic ones): a standing state, shown by what sustains it at home.
  {
    id: 'chronic-respiratory-failure',
    title: 'Chronic respiratory failure',
    kind: 'chronic',
    codes: ['J9610'],
    terms: chronicRespiratoryFailure.any,
    backing: { terms: chronicVentilatorySupport },
  },
  {
    id: 'chronic-respiratory-failure-hypoxia',
    title: 'Chronic respiratory failure with hypoxia',
    kind: 'chronic',
    codes: ['J9611'],
    terms: chronicRespiratoryFailure.hypoxic,
    backing: { terms: chronicVentilatorySupport },
    // Every saturation on room air 91% or more, and the note saying no oxygen was needed: no chronic hypoxemia.
    refutedBy: {
      untreatedValues: {
        rule: allOf(measured('spo2', atLeast(91, '%'), { oxygen: ['room-air'], quantifier: 'every' }), not(measured('spo2', below(91, '%')))),
        treatedBy: words(chronicVentilatorySupport, ['supplemental oxygen', 'supplemental o2', 'oxygen therapy', 'nasal cannula', 'oxygen by nasal cannula', 'oxygen supplementation']),
      },
    },
  },
  {
    id: 'chronic-respiratory-failure-hypercapnia',
    title: 'Chronic respiratory failure with hypercapnia',
    kind: 'chronic',
    codes: ['J9612'],
    // A raised PaCO2 alone may be this stay's acute rise; with a bicarbonate above 30 the kidneys
    // have had days to compensate, which is what chronic means.
    values: {
      shows: allOf(measured('pco2', above(45, 'mmHg')), measured('bicarbonate', above(30, 'mmol/L'))),
      excludes: measuredThroughout('pco2', atMost(45, 'mmHg')),
    },
    terms: chronicRespiratoryFailure.hypercapnic,
    backing: { terms: chronicVentilatorySupport },
  },
  {
    id: 'hypoxemia',
    title: 'Hypoxemia',
    kind: 'episodic',
    codes: ['R0902'],
    // A saturation below 90% or a PaO2 below 60 mmHg is the usual bedside definition.
    values: {
      shows: anyOf(measured('spo2', below(90, '%')), measured('po2', below(60, 'mmHg'))),
      excludes: measured('spo2', atLeast(95, '%'), { quantifier: 'every', oxygen: ['room-air'] }),
    },
    terms: ['hypoxemia', 'hypoxia', 'hypoxic', 'hypoxaemia', 'desaturation', 'desaturations', 'desaturated', 'desatting', 'low oxygen saturation', 'low oxygen saturations', 'oxygen desaturation'],
    pseudo: ['hypoxic ischemic', 'hypoxic-ischemic', 'hypoxic respiratory failure', 'hypoxemic respiratory failure', 'hypoxic brain injury', 'anoxic brain injury'],
    backing: { terms: ['supplemental oxygen', 'nasal cannula', 'non-rebreather', 'nonrebreather', 'high flow nasal cannula', 'high-flow oxygen', 'face mask oxygen', 'venturi mask', 'titrated oxygen', 'weaned off oxygen', 'weaned to room air', 'oxygen was weaned'] },
  },
  {
    id: 'home-oxygen-status',
    title: 'Dependence on supplemental oxygen',
    kind: 'status',
    codes: ['Z9981'],
    terms: ['home oxygen', 'home o2', 'chronic oxygen', 'chronic home oxygen', 'oxygen dependent', 'supplemental oxygen at home', 'baseline oxygen requirement', 'baseline home oxygen', 'continuous home oxygen', 'nocturnal oxygen', 'oxygen at baseline', 'on home oxygen', 'chronic supplemental oxygen', '2 l home oxygen', '2 liters home oxygen', '3 l home oxygen', 'home oxygen at 2 l'],
    pseudo: ['home oxygen evaluation', 'qualify for home oxygen', 'does not qualify for home oxygen', 'home oxygen was not required', 'ambulatory oxygen evaluation'],
  },
  {
    id: 'ventilator-dependence',
    title: 'Dependence on respirator (ventilator) status',
    kind: 'status',
    codes: ['Z9911'],
    terms: ['ventilator dependent', 'ventilator dependence', 'chronic ventilator', 'chronic mechanical ventilation', 'home ventilator', 'trach and vent', 'trach/vent', 'chronic respiratory failure on ventilator', 'long term ventilator'],
  },
  {
    id: 'wheelchair-dependence',
    title: 'Dependence on wheelchair',
    kind: 'status',
    codes: ['Z993'],
    terms: ['wheelchair bound', 'wheelchair dependent', 'wheelchair user', 'uses a wheelchair', 'uses wheelchair', 'wheelchair for mobility', 'non ambulatory', 'nonambulatory', 'power wheelchair'],
  },
  {
    id: 'bed-confinement',
    title: 'Bed confinement status',
    kind: 'status',
    codes: ['Z7401'],
    terms: ['bedbound', 'bed bound', 'bedridden', 'bed ridden', 'bed confined', 'confined to bed'],
  },
  {
    id: 'tracheostomy-status',
    title: 'Tracheostomy status',
    kind: 'status',
    codes: ['Z930'],
    terms: ['tracheostomy', 'trach', 'tracheostomy tube', 'trach collar', 'shiley', 'chronic tracheostomy', 's/p tracheostomy', 'tracheostomy in place'],
    pseudo: ['tracheostomy placement', 'tracheostomy was placed', 'underwent tracheostomy'],
  },
  {
    id: 'gastrostomy-status',
    title: 'Gastrostomy status',
    kind: 'status',
    codes: ['Z931'],
    terms: ['gastrostomy', 'gastrostomy tube', 'g tube', 'peg tube', 'percutaneous endoscopic gastrostomy', 'peg tube in place', 'g tube feeds', 'feeding via peg', 'tube feeds via peg'],
    pseudo: ['peg tube placement', 'g tube placement', 'gastrostomy tube placement', 'declined peg tube', 'peg tube was discussed'],
  },
  {
    id: 'ileostomy-status',
    title: 'Ileostomy status',
    kind: 'status',
    codes: ['Z932'],
    terms: ['ileostomy', 'end ileostomy', 'loop ileostomy', 'diverting ileostomy'],
    pseudo: ['ileostomy takedown', 'ileostomy reversal', 'ileostomy closure', 'reversal of ileostomy'],
    backing: { terms: ['ostomy output', 'ostomy nurse', 'wound ostomy nurse', 'ostomy care', 'ostomy bag'], abbreviations: ['WOCN'] },
  },
  {
    id: 'colostomy-status',
    title: 'Colostomy status',
    kind: 'status',
    codes: ['Z933'],
    terms: ['colostomy', 'end colostomy', 'loop colostomy', 'descending colostomy', 'sigmoid colostomy', 'diverting colostomy'],
    pseudo: ['colostomy takedown', 'colostomy reversal', 'colostomy closure', 'reversal of colostomy', 'hartmann reversal'],
    backing: { terms: ['ostomy output', 'ostomy nurse', 'wound ostomy nurse', 'ostomy care', 'ostomy bag'], abbreviations: ['WOCN'] },
  },
  {
    id: 'urinary-ostomy-status',
    title: 'Other artificial openings of urinary tract status (nephrostomy, urostomy)',
    kind: 'status',
    codes: ['Z936'],
    terms: ['nephrostomy', 'nephrostomy tube', 'percutaneous nephrostomy', 'urostomy', 'ileal conduit', 'ureterostomy', 'nephroureteral stent', 'bilateral nephrostomy tubes'],
    abbreviations: ['PCNT'],
    pseudo: ['nephrostomy placement', 'nephrostomy tube placement', 'percutaneous nephrostomy placement'],
  },
  {
    id: 'acquired-absence-of-kidney',
    title: 'Acquired absence of kidney',
    kind: 'status',
    codes: ['Z905'],
    terms: ['nephrectomy', 'left nephrectomy', 'right nephrectomy', 'radical nephrectomy', 'simple nephrectomy', 'donor nephrectomy', 'solitary kidney', 'solitary left kidney', 'solitary right kidney', 'single kidney', 'status post nephrectomy'],
    pseudo: ['partial nephrectomy', 'nephrectomy was discussed', 'candidate for nephrectomy', 'planned nephrectomy', 'congenital solitary kidney'],
  },
  {
    id: 'bariatric-surgery-status',
    title: 'Bariatric surgery status',
    kind: 'status',
    codes: ['Z9884'],
    terms: ['gastric bypass', 'roux-en-y gastric bypass', 'roux en y gastric bypass', 'sleeve gastrectomy', 'gastric sleeve', 'vertical sleeve gastrectomy', 'lap band', 'lap-band', 'gastric band', 'gastric banding', 'adjustable gastric band', 'bariatric surgery', 'weight loss surgery', 'biliopancreatic diversion', 'duodenal switch'],
    abbreviations: ['RYGB', 'VSG', 'LAGB'],
    pseudo: ['bariatric surgery evaluation', 'evaluation for bariatric surgery', 'candidate for bariatric surgery', 'referred for bariatric surgery'],
  },
  {
    id: 'kidney-transplant-status',
    title: 'Kidney transplant status',
    kind: 'status',
    codes: ['Z940'],
    terms: ['kidney transplant', 'renal transplant', 'kidney transplantation', 'renal transplantation', 'deceased donor kidney transplant', 'living donor kidney transplant', 'transplanted kidney', 'renal allograft', 'kidney allograft', 'kidney transplant recipient'],
    abbreviations: ['DDKT', 'LDKT', 'KTx'],
    pseudo: ['kidney transplant evaluation', 'renal transplant evaluation', 'evaluation for kidney transplant', 'listed for kidney transplant', 'kidney transplant candidate'],
  },
  {
    id: 'liver-transplant-status',
    title: 'Liver transplant status',
    kind: 'status',
    codes: ['Z944'],
    terms: ['liver transplant', 'orthotopic liver transplant', 'liver transplantation', 'transplanted liver', 'liver allograft', 'liver transplant recipient', 's/p olt'],
    abbreviations: ['OLT', 'OLTx'],
    pseudo: ['liver transplant evaluation', 'evaluation for liver transplant', 'listed for liver transplant', 'liver transplant candidate'],
  },
  {
    id: 'heart-transplant-status',
    title: 'Heart transplant status',
    kind: 'status',
    codes: ['Z941'],
    terms: ['heart transplant', 'cardiac transplant', 'orthotopic heart transplant', 'heart transplantation', 'cardiac allograft', 'heart transplant recipient'],
    abbreviations: ['OHT'],
    pseudo: ['heart transplant evaluation', 'evaluation for heart transplant', 'listed for heart transplant', 'heart transplant candidate'],
  },
  {
    id: 'lung-transplant-status',
    title: 'Lung transplant status',
    kind: 'status',
    codes: ['Z942'],
    terms: ['lung transplant', 'bilateral lung transplant', 'single lung transplant', 'lung transplantation', 'lung allograft', 'lung transplant recipient'],
    pseudo: ['lung transplant evaluation', 'evaluation for lung transplant', 'listed for lung transplant', 'lung transplant candidate'],
  },
  // A joint replaced on the other side only refutes the code's side.
  { id: 'knee-replacement-right', title: 'Presence of right artificial knee joint', kind: 'status', codes: ['Z96651'], terms: words(kneeReplacementRight, kneeReplacementBilateral), refutedBy: { instead: kneeReplacementLeft } },
  { id: 'knee-replacement-left', title: 'Presence of left artificial knee joint', kind: 'status', codes: ['Z96652'], terms: words(kneeReplacementLeft, kneeReplacementBilateral), refutedBy: { instead: kneeReplacementRight } },
  { id: 'knee-replacement-bilateral', title: 'Presence of artificial knee joint, bilateral', kind: 'status', codes: ['Z96653'], terms: kneeReplacementBilateral },
  { id: 'knee-replacement', title: 'Presence of unspecified artificial knee joint', kind: 'status', codes: ['Z96659'], terms: kneeReplacementAll, abbreviations: ['TKA', 'TKR'] },
  { id: 'hip-replacement-right', title: 'Presence of right artificial hip joint', kind: 'status', codes: ['Z96641'], terms: words(hipReplacementRight, hipReplacementBilateral), refutedBy: { instead: hipReplacementLeft } },
  { id: 'hip-replacement-left', title: 'Presence of left artificial hip joint', kind: 'status', codes: ['Z96642'], terms: words(hipReplacementLeft, hipReplacementBilateral), refutedBy: { instead: hipReplacementRight } },
  { id: 'hip-replacement-bilateral', title: 'Presence of artificial hip joint, bilateral', kind: 'status', codes: ['Z96643'], terms: hipReplacementBilateral },
  { id: 'hip-replacement', title: 'Presence of unspecified artificial hip joint', kind: 'status', codes: ['Z96649'], terms: hipReplacementAll, abbreviations: ['THA', 'THR'] },
  {
    id: 'aftercare-joint-replacement',
    title: 'Encounter for aftercare following joint replacement surgery',
    kind: 'status',
    codes: ['Z471'],
    terms: ['aftercare following joint replacement', 'aftercare after joint replacement', 'joint replacement aftercare', 'rehabilitation after total knee arthroplasty', 'rehabilitation after total hip arthroplasty', 'rehabilitation following joint replacement', 'admitted for rehabilitation after joint replacement'],
  },
  {
    id: 'aftercare-orthopedic-other',
    title: 'Encounter for other orthopedic aftercare',
    kind: 'status',
    codes: ['Z4789'],
    terms: [
      'orthopedic aftercare', 'aftercare following surgery for injury', 'aftercare following surgery for injury and trauma', 'aftercare of multiple trauma',
      'aftercare following orthopedic surgery', 'aftercare after orthopedic surgery', 'rehabilitation after orthopedic surgery', 'rehabilitation following orthopedic surgery',
      'admitted for rehabilitation after orthopedic surgery', 'aftercare following spinal surgery', 'rehabilitation after spinal fusion',
    ],
  },
  { id: 'below-knee-amputation-right', title: 'Acquired absence of right leg below knee', kind: 'status', codes: ['Z89511'], terms: bkaRight },
  { id: 'below-knee-amputation-left', title: 'Acquired absence of left leg below knee', kind: 'status', codes: ['Z89512'], terms: bkaLeft },
  { id: 'above-knee-amputation-right', title: 'Acquired absence of right leg above knee', kind: 'status', codes: ['Z89611'], terms: akaRight },
  { id: 'above-knee-amputation-left', title: 'Acquired absence of left leg above knee', kind: 'status', codes: ['Z89612'], terms: akaLeft },
  {
    id: 'penicillin-allergy-status',
    title: 'Allergy status to penicillin',
    kind: 'status',
    codes: ['Z880'],
    terms: ['penicillin allergy', 'allergic to penicillin', 'allergy to penicillin', 'penicillin allergic', 'pcn allergy', 'allergic to pcn', 'penicillin allergy listed', 'reported penicillin allergy'],
    // The allergy list is historical context; its entries are read as backing, which allows that.
    backing: { terms: ['penicillin', 'penicillins', 'penicillin allergy', 'allergic to penicillin', 'pcn allergy'] },
  },
  {
    id: 'sulfonamide-allergy-status',
    title: 'Allergy status to sulfonamides',
    kind: 'status',
    codes: ['Z882'],
    terms: ['sulfa allergy', 'allergic to sulfa', 'allergy to sulfa', 'sulfa allergic', 'sulfonamide allergy', 'allergic to sulfonamides', 'allergy to sulfa drugs'],
    backing: { terms: ['sulfa', 'sulfa drugs', 'sulfonamides', 'sulfonamide antibiotics', 'sulfa allergy', 'allergic to sulfa'] },
  },
  {
    id: 'narcotic-allergy-status',
    title: 'Allergy status to narcotic agent',
    kind: 'status',
    codes: ['Z885'],
    terms: ['codeine allergy', 'allergic to codeine', 'allergy to codeine', 'morphine allergy', 'allergic to morphine', 'allergy to morphine', 'opioid allergy', 'allergic to opioids', 'narcotic allergy', 'allergic to narcotics'],
    backing: { terms: ['codeine allergy', 'allergic to codeine', 'morphine allergy', 'allergic to morphine', 'opioid allergy'] },
  },
  {
    id: 'latex-allergy-status',
    title: 'Latex allergy status',
    kind: 'status',
    codes: ['Z91040'],
    terms: ['latex allergy', 'allergic to latex', 'allergy to latex', 'latex sensitivity', 'latex allergic'],
    backing: { terms: ['latex', 'latex allergy', 'latex precautions', 'latex free'] },
  },
  {
    id: 'shellfish-allergy-status',
    title: 'Allergy to seafood',
    kind: 'status',
    codes: ['Z91013'],
    terms: ['shellfish allergy', 'allergic to shellfish', 'allergy to shellfish', 'seafood allergy', 'allergic to seafood', 'fish allergy', 'allergic to fish'],
    backing: { terms: ['shellfish', 'seafood', 'shellfish allergy', 'shrimp'] },
  },
  {
    id: 'peanut-allergy-status',
    title: 'Allergy to peanuts',
    kind: 'status',
    codes: ['Z91010'],
    terms: ['peanut allergy', 'allergic to peanuts', 'allergy to peanuts', 'peanut allergic', 'tree nut allergy'],
    backing: { terms: ['peanut', 'peanuts', 'peanut allergy'] },
  },
  {
    id: 'contrast-allergy-status',
    title: 'Allergy to radiographic dye',
    kind: 'status',
    codes: ['Z91041'],
    terms: ['contrast allergy', 'iv contrast allergy', 'iodinated contrast allergy', 'allergic to contrast', 'allergic to iv contrast', 'allergy to contrast', 'allergy to iv contrast', 'contrast dye allergy', 'allergic to contrast dye', 'contrast media allergy'],
    backing: { terms: ['contrast premedication', 'premedicated for contrast', 'premedicated with prednisone and diphenhydramine', 'contrast allergy protocol', 'contrast allergy'] },
  },
  {
    id: 'insulin-pump-status',
    title: 'Presence of insulin pump (external) (internal)',
    kind: 'status',
    codes: ['Z9641'],
    terms: [
      'insulin pump', 'external insulin pump', 'continuous subcutaneous insulin infusion', 'omnipod', 'omnipod 5', 'omnipod dash', 'tandem pump', 'tandem insulin pump', 'tandem t slim',
      't slim', 't slim x2', 'medtronic 670g', 'medtronic 770g', 'medtronic 780g', 'minimed', 'minimed 670g', 'minimed 770g', 'minimed 780g', 'medtronic insulin pump',
      'insulin pump therapy', 'tubeless insulin pump', 'ilet bionic pancreas', 'beta bionics', 'automated insulin delivery system', 'hybrid closed loop insulin pump',
    ],
    abbreviations: ['CSII'],
    pseudo: ['insulin pump candidate', 'candidate for an insulin pump', 'consider insulin pump', 'insulin pump evaluation', 'insulin pump education'],
    backing: {
      terms: [
        'pump settings', 'basal rate', 'basal rates', 'pump basal rate', 'bolus settings', 'insulin to carb ratio', 'carb ratio', 'correction factor', 'endocrinology',
        'diabetes educator', 'pump removed', 'pump resumed', 'pump was resumed', 'resumed pump', 'resumed his pump', 'resumed her pump', 'continued on pump', 'continued on his pump',
        'continued on her pump', 'closed loop', 'control iq', 'automated insulin delivery', 'pump site', 'infusion site', 'pod change', 'cgm', 'dexcom', 'freestyle libre',
      ],
      abbreviations: ['CGM'],
    },
  },
  {
    id: 'medication-noncompliance',
    title: "Patient's noncompliance with medication regimen",
    kind: 'status',
    codes: ['Z9112', 'Z9113', 'Z9114'],
    terms: [
      'medication noncompliance', 'noncompliance with medications', 'noncompliant with medications', 'noncompliant with his medications', 'noncompliant with her medications',
      'not taking his medications', 'not taking her medications', 'not taking medications', 'not taking his medication', 'not taking her medication',
      'ran out of medications', 'ran out of his medications', 'ran out of her medications', 'ran out of his medication', 'ran out of her medication',
      'medication nonadherence', 'nonadherence to medications', 'nonadherent with medications', 'nonadherent to medications', 'poor medication adherence',
      // "Forgot to pack her medication and missed levetiracetam for 4 days".
      'missed medication doses', 'missed medication', 'missed her medications', 'missed his medications', 'forgot to take her medications',
      'forgot to take his medications', 'forgot to pack her medication', 'forgot to pack his medication', 'forgot to pack her medications',
      'forgot to pack his medications', 'forgot her medications', 'forgot his medications',
      'poor medication compliance', 'stopped taking his medications', 'stopped taking her medications', 'missed doses', 'self discontinued',
      'noncompliant with insulin', 'noncompliance with insulin', 'not taking insulin', 'ran out of insulin', 'noncompliant with antihypertensives',
      'unable to afford medications', 'could not afford medications', 'could not afford his medications', 'could not afford her medications', 'underdosing',
    ],
    backing: { terms: ['medication adherence counseling', 'adherence counseling', 'compliance counseling', 'pharmacy consult', 'medication teaching', 'pill box', 'social work', 'medication assistance'] },
  },
  {
    id: 'dietary-noncompliance',
    title: "Patient's noncompliance with dietary regimen",
    kind: 'status',
    codes: ['Z9111'],
    terms: ['dietary noncompliance', 'dietary indiscretion', 'noncompliant with diet', 'noncompliance with diet', 'dietary nonadherence', 'nonadherent to diet', 'salt indiscretion', 'high salt intake', 'fluid restriction noncompliance', 'noncompliant with fluid restriction', 'dietary indiscretions', 'noncompliant with renal diet', 'noncompliant with diabetic diet'],
    backing: { terms: ['dietitian', 'nutrition education', 'dietary counseling', 'diet teaching', 'low sodium diet education'] },
  },
  {
    id: 'dialysis-noncompliance',
    title: "Patient's noncompliance with renal dialysis",
    kind: 'status',
    codes: ['Z9115'],
    terms: ['missed dialysis', 'missed hemodialysis', 'missed hd', 'missed his dialysis', 'missed her dialysis', 'missed last dialysis', 'missed his last dialysis', 'missed her last dialysis', 'missed dialysis session', 'missed dialysis sessions', 'skipped dialysis', 'noncompliant with dialysis', 'noncompliance with dialysis', 'nonadherent to dialysis', 'left dialysis early', 'shortened dialysis', 'missed two dialysis sessions'],
  },
  {
    id: 'other-treatment-noncompliance',
    title: "Patient's noncompliance with other medical treatment and regimen",
    kind: 'status',
    codes: ['Z9119'],
    terms: ['noncompliance', 'noncompliant', 'nonadherence', 'nonadherent', 'noncompliance with treatment', 'noncompliant with cpap', 'noncompliance with cpap', 'not using cpap', 'noncompliant with follow up', 'missed appointments'],
  },
  {
    id: 'covid-19-exposure',
    title: 'Contact with and (suspected) exposure to COVID-19',
    kind: 'status',
    codes: ['Z20822'],
    terms: ['covid exposure', 'covid 19 exposure', 'exposure to covid', 'exposure to covid 19', 'exposed to covid', 'exposed to covid 19', 'covid contact', 'close contact with covid', 'sick contact with covid', 'household contact with covid', 'exposure to sars cov 2', 'known covid exposure'],
  },
  {
    id: 'homelessness',
    title: 'Homelessness, unspecified',
    kind: 'status',
    codes: ['Z5900'],
    terms: ['homeless', 'homelessness', 'experiencing homelessness', 'unhoused', 'undomiciled', 'no fixed address', 'lives in a shelter', 'homeless shelter', 'lives on the street', 'living on the street', 'lives in his car', 'lives in her car', 'living in his car', 'living in her car', 'unsheltered'],
    abbreviations: ['PEH'],
  },
  {
    id: 'sheltered-homelessness',
    title: 'Sheltered homelessness',
    kind: 'status',
    codes: ['Z5901'],
    terms: ['lives in a shelter', 'homeless shelter', 'staying at a shelter', 'stays at a shelter', 'resides at a shelter', 'living in a shelter', 'sheltered homeless'],
  },
  {
    id: 'unsheltered-homelessness',
    title: 'Unsheltered homelessness',
    kind: 'status',
    codes: ['Z5902'],
    terms: ['unsheltered', 'lives on the street', 'living on the street', 'sleeps outside', 'sleeping outside', 'lives in his car', 'lives in her car', 'living in his car', 'living in her car', 'lives in a tent', 'street homeless'],
  },
  {
    id: 'food-insecurity',
    title: 'Food insecurity',
    kind: 'status',
    codes: ['Z5941'],
    terms: ['food insecurity', 'food insecure', 'lack of food', 'not enough food', 'unable to afford food', 'limited access to food'],
    backing: { terms: ['food bank', 'food pantry', 'snap benefits', 'meals on wheels', 'social work'] },
  },
  {
    id: 'lives-alone',
    title: 'Problems related to living alone',
    kind: 'status',
    codes: ['Z602'],
    terms: ['lives alone', 'living alone', 'lives by himself', 'lives by herself', 'lives on his own', 'lives on her own'],
  },
  ...obstetricConditions,
  ...surgicalConditions,
  ...neurologyConditions,
  ...hepatologyInfectionConditions,
  ...toxicologyPsychiatryConditions,
  ...injuryPoisoningConditions,
  ...skinEyeEarJointConditions,
  ...respiratoryDigestiveRenalConditions,
  ...neoplasmConditions,
  ...bloodEndocrineMindConditions,
];
