import { anyOf, atLeast, below, measured, measuredThroughout } from '../../lib/criteria/define';
import type { CommonCondition } from './condition';
import { antibiotics, antihypertensives, diabetesManagement, erythropoiesisAgents, ironTherapy, transfusion, words } from './vocabulary.en';

/**
 * Obstetric conditions (ICD-10-CM chapter 15, FY2025): hypertensive disorders of pregnancy,
 * gestational diabetes by control, postpartum hemorrhage by timing, obesity, anemia and other
 * blood disorders complicating pregnancy, chorioamnionitis, rupture of membranes, preterm labor
 * with delivery, and a previous cesarean scar. Appended to the common-conditions table
 * (./conditions.en.ts); `conditionPack` turns each entry into a pack.
 *
 * A pregnancy code answers only for itself, so its words (even a bare "hypertension" or
 * "thrombocytopenia") are read only when that code is billed. Severity, control and timing
 * siblings document and contradict one another with `specificity`: a severity the note writes
 * otherwise is Unsupported, one it does not write is NoDetermination.
 */

// ------------------------------------------------------------------ shared phrases

/** Pregnancy denied or only tested for: not a pregnancy complication. */
const notPregnant = [
  'not pregnant', 'pregnancy test negative', 'negative pregnancy test', 'pregnancy test was negative', 'urine pregnancy test',
  'serum pregnancy test', 'pregnancy test', 'pregnancy screen',
];

/** "Preeclampsia" written of a work-up, a risk or a prevention: not the disease. */
const preeclampsiaPseudo = [
  'preeclampsia labs', 'pre eclampsia labs', 'preeclampsia lab', 'preeclampsia workup', 'preeclampsia work up', 'preeclampsia panel',
  'preeclampsia precautions', 'preeclampsia prophylaxis', 'preeclampsia prevention', 'prevention of preeclampsia', 'preeclampsia risk',
  'risk of preeclampsia', 'risk for preeclampsia', 'preeclampsia screen', 'preeclampsia screening', 'preeclampsia warning signs',
  'signs of preeclampsia', 'symptoms of preeclampsia', 'preeclampsia symptoms', 'preeclampsia education', 'hellp labs', 'hellp panel',
  'hellp workup', 'hellp work up', 'pih labs', 'pih panel', 'pih workup',
];

const preeclampsiaNames = [
  'preeclampsia', 'pre eclampsia', 'preeclamptic', 'toxemia of pregnancy', 'toxemia', 'pregnancy induced hypertension with proteinuria',
  'gestational hypertension with proteinuria',
];
const mildPreeclampsia = [
  'preeclampsia without severe features', 'pre eclampsia without severe features', 'preeclampsia w/o severe features',
  'preeclampsia without sf', 'mild preeclampsia', 'mild pre eclampsia', 'moderate preeclampsia', 'mild to moderate preeclampsia',
  'mild-moderate preeclampsia',
];
const severePreeclampsia = [
  'preeclampsia with severe features', 'pre eclampsia with severe features', 'preeclampsia w/ severe features', 'preeclampsia with sf',
  'severe preeclampsia', 'severe pre eclampsia', 'superimposed preeclampsia with severe features',
];
const hellpNames = [
  'hellp syndrome', 'hellp', 'partial hellp', 'partial hellp syndrome', 'hemolysis elevated liver enzymes and low platelets',
  'hemolysis elevated liver enzymes low platelets',
];
const eclampsiaNames = ['eclampsia', 'eclamptic seizure', 'eclamptic seizures', 'postpartum eclampsia', 'antepartum eclampsia', 'intrapartum eclampsia'];
const gestationalHypertensionNames = [
  'gestational hypertension', 'gestational htn', 'pregnancy induced hypertension', 'transient hypertension of pregnancy',
  'new onset hypertension of pregnancy',
];
const chronicHypertensionNames = [
  'chronic hypertension', 'chronic htn', 'pre existing hypertension', 'preexisting hypertension', 'pre existing essential hypertension',
  'preexisting essential hypertension', 'pre existing chronic hypertension', 'essential hypertension', 'primary hypertension',
  'chronic hypertension in pregnancy', 'chronic hypertension complicating pregnancy', 'pregestational hypertension',
  'hypertension prior to pregnancy', 'hypertension before pregnancy',
];

/** What manages a hypertensive disorder of pregnancy: the pregnancy antihypertensives, magnesium, surveillance. */
const hypertensiveDisorderCare = [
  'labetalol', 'iv labetalol', 'nifedipine', 'procardia', 'methyldopa', 'aldomet', 'hydralazine', 'iv hydralazine',
  'magnesium sulfate', 'mag sulfate', 'magnesium infusion', 'magnesium drip', 'magnesium for seizure prophylaxis', 'seizure prophylaxis',
  'antihypertensive', 'antihypertensives', 'antihypertensive therapy', 'blood pressure management', 'blood pressure monitoring',
  'bp monitoring', 'home blood pressure monitoring', 'protein creatinine ratio', 'protein/creatinine ratio', 'urine protein creatinine ratio',
  '24 hour urine protein', '24 hour urine', 'severe range blood pressure', 'severe range blood pressures', 'severe range pressures',
  'delivery for preeclampsia', 'delivered for preeclampsia', 'induction for preeclampsia', 'induced for preeclampsia',
  'delivery for gestational hypertension', 'induction for gestational hypertension', 'indicated delivery', 'delivery was indicated',
];
const hypertensiveDisorderAbbreviations = ['MgSO4', 'UPCR', 'UPC'];
/** Delivery and blood pressure, which every obstetric stay has: they back the disorder written in one sentence with it. */
const hypertensiveDisorderTied = ['induction of labor', 'induction', 'induced', 'delivery', 'delivered', 'cesarean', 'cesarean delivery', 'blood pressure', 'blood pressures'];

const hypertensiveRange = anyOf(measured('systolic-bp', atLeast(140, 'mmHg')), measured('diastolic-bp', atLeast(90, 'mmHg')));
const severeRange = anyOf(
  measured('systolic-bp', atLeast(160, 'mmHg')),
  measured('diastolic-bp', atLeast(110, 'mmHg')),
  measured('platelets', below(100, 'K/uL')),
);

/** A hypertensive disorder of pregnancy: its names, what manages it, the values that back it. */
function hypertensiveDisorder(
  spec: Pick<CommonCondition, 'id' | 'title' | 'codes' | 'terms' | 'specificity' | 'refutedBy'> & { abbreviations?: readonly string[]; pseudo?: readonly string[]; severe?: boolean },
): CommonCondition {
  return {
    id: spec.id,
    title: spec.title,
    kind: 'episodic',
    codes: spec.codes,
    terms: spec.terms,
    ...(spec.abbreviations ? { abbreviations: spec.abbreviations } : {}),
    pseudo: words(preeclampsiaPseudo, notPregnant, spec.pseudo ?? []),
    backing: { terms: words(hypertensiveDisorderCare, antihypertensives), abbreviations: hypertensiveDisorderAbbreviations, tiedTerms: hypertensiveDisorderTied },
    backingValues: spec.severe ? severeRange : anyOf(hypertensiveRange, severeRange),
    ...(spec.refutedBy ? { refutedBy: spec.refutedBy } : {}),
    ...(spec.specificity ? { specificity: spec.specificity } : {}),
  };
}

/**
 * A pregnancy, a delivery or the weeks after one. A chapter 15 code for a condition whose name does
 * not say so (anemia, thrombocytopenia, obesity) needs it documented: on a note that never says the
 * patient is or was just pregnant, the condition is E66 or D69, and the O code NoDetermination.
 */
const pregnancyContext = [
  'pregnant', 'weeks pregnant', 'pregnancy', 'intrauterine pregnancy', 'gestation', 'weeks gestation', 'weeks of gestation', 'weeks gestational age', 'gestational age',
  'gravida', 'primigravida', 'multigravida', 'antepartum', 'intrapartum', 'postpartum', 'post partum', 'puerperium', 'puerperal',
  'labor and delivery', 'in labor', 'delivered', 'delivery', 'vaginal delivery', 'cesarean', 'cesarean section', 'cesarean delivery',
  'c section', 'trimester', 'prenatal', 'antenatal', 'obstetric', 'obstetrics', 'fetal heart tracing', 'fetal heart rate', 'fundal height',
];
/** After a delivery: the puerperium's own words. */
const puerperiumContext = [
  'postpartum', 'post partum', 'puerperium', 'puerperal', 'delivered', 'after delivery', 'following delivery', 'since delivery',
  'status post vaginal delivery', 'status post cesarean', 'vaginal delivery', 'cesarean delivery', 'cesarean section', 'postpartum day',
  'post op day', 'postoperative day',
];

// ------------------------------------------------------------------ gestational diabetes

const gdmNames = [
  'gestational diabetes', 'gestational diabetes mellitus', 'gestational diabetic', 'gdm', 'class a1 gdm', 'class a2 gdm', 'gdm class a1',
  'gdm class a2', 'a1gdm', 'a2gdm', 'gdma1', 'gdma2', 'a1 gdm', 'a2 gdm', 'gdm a1', 'gdm a2', 'diet controlled gestational diabetes',
  'diet controlled gdm', 'insulin requiring gestational diabetes', 'insulin requiring gdm', 'insulin controlled gestational diabetes',
  'insulin controlled gdm', 'gestational diabetes on insulin', 'gestational diabetes requiring insulin', 'carbohydrate intolerance of pregnancy',
];
const gdmAbbreviations = ['GDM', 'GDMA1', 'GDMA2', 'A1GDM', 'A2GDM'];
/** Diabetes the patient had before the pregnancy (O24.0, O24.1): not gestational. */
const pregestationalDiabetes = [
  'type 1 diabetes', 'type 1 diabetes mellitus', 'type 2 diabetes', 'type 2 diabetes mellitus', 'pregestational diabetes',
  'pre gestational diabetes', 'pre existing diabetes', 'preexisting diabetes', 'pre existing type 2 diabetes', 'pre existing type 1 diabetes',
  'insulin dependent diabetes', 't1dm', 't2dm',
];
/** Words of a control that has since changed: "initially diet-controlled, insulin started at 31 weeks". */
const gdmPseudo = [
  'initially diet controlled', 'previously diet controlled', 'formerly diet controlled', 'failed diet control', 'failed diet management',
  'failed diet therapy', 'inadequately controlled with diet', 'not controlled with diet', 'not controlled by diet', 'no longer diet controlled',
  'diet controlled until', 'diet alone did not', 'diet alone failed', 'diet alone was insufficient', 'despite diet', 'gestational diabetes screening', 'gestational diabetes screen', 'gdm screening', 'screening for gestational diabetes',
  'glucose challenge test', ...notPregnant,
];
const dietControl = [
  'diet controlled', 'diet controlled gestational diabetes', 'diet controlled gdm', 'controlled with diet', 'controlled by diet',
  'controlled on diet', 'with diet alone', 'by diet alone', 'on diet alone', 'with diet only', 'managed with diet', 'managed by diet',
  'medical nutrition therapy alone',
  'class a1', 'class a1 gdm', 'gdm class a1', 'a1gdm', 'gdma1', 'a1 gdm', 'gdm a1',
];
const insulinControl = [
  'insulin', 'nph', 'insulin nph', 'nph insulin', 'insulin controlled', 'insulin requiring', 'requiring insulin', 'required insulin',
  'started on insulin', 'started insulin', 'insulin was started', 'insulin initiated', 'insulin glargine', 'insulin detemir', 'insulin lispro',
  'insulin aspart', 'insulin drip', 'insulin infusion', 'insulin requiring gestational diabetes', 'insulin requiring gdm',
  'insulin controlled gestational diabetes', 'insulin controlled gdm', 'gestational diabetes on insulin', 'gestational diabetes requiring insulin',
];
const oralControl = [
  'metformin', 'glucophage', 'glyburide', 'oral hypoglycemic', 'oral hypoglycemic agent', 'oral agent', 'oral agents',
  'oral antidiabetic', 'oral antihyperglycemic', 'oral diabetes medication',
];
/** "Class A2" says medication was needed, not which. */
const medicationControl = ['class a2', 'class a2 gdm', 'gdm class a2', 'a2gdm', 'gdma2', 'a2 gdm', 'gdm a2', 'medication controlled', 'medication requiring'];
const gdmCare = words(diabetesManagement, [
  'glucose checks', 'capillary glucose', 'fasting and postprandial glucose', 'postprandial glucose', 'glucose log', 'blood sugar log',
  'nutrition counseling', 'dietitian', 'diabetes education', 'medical nutrition therapy', 'postpartum glucose tolerance test',
  'glucose tolerance test', 'neonatal glucose', 'neonatal hypoglycemia protocol', 'growth ultrasound', 'antenatal testing',
]);

function gestationalDiabetes(id: string, title: string, codes: readonly string[], specificity?: CommonCondition['specificity']): CommonCondition {
  return {
    id,
    title,
    kind: 'episodic',
    codes,
    terms: gdmNames,
    abbreviations: gdmAbbreviations,
    pseudo: gdmPseudo,
    backing: { terms: gdmCare, abbreviations: ['CBG', 'OGTT', 'GTT', 'FSBG', 'POC'] },
    specificity: { ...specificity, otherKinds: pregestationalDiabetes },
  };
}

// ------------------------------------------------------------------ postpartum hemorrhage

const pphNames = [
  'postpartum hemorrhage', 'post partum hemorrhage', 'postpartum bleeding', 'obstetric hemorrhage', 'pph', 'primary postpartum hemorrhage',
  'immediate postpartum hemorrhage', 'atonic postpartum hemorrhage', 'third stage hemorrhage', 'third stage postpartum hemorrhage',
  'delayed postpartum hemorrhage', 'secondary postpartum hemorrhage', 'late postpartum hemorrhage', 'delayed pph', 'secondary pph', 'late pph',
  'hemorrhage after delivery', 'hemorrhage following delivery',
];
/** Uterotonics and measures beyond the routine third stage. */
const pphCare = words(transfusion, [
  'methylergonovine', 'methergine', 'carboprost', 'hemabate', '15 methyl prostaglandin', 'tranexamic acid', 'bakri balloon', 'bakri',
  'uterine tamponade balloon', 'intrauterine balloon tamponade', 'jada', 'jada device', 'b lynch', 'b lynch suture', 'uterine artery embolization',
  'uterine artery ligation', 'peripartum hysterectomy', 'cesarean hysterectomy', 'bimanual massage', 'bimanual uterine massage',
  'massive transfusion protocol', 'hemorrhage protocol', 'obstetric hemorrhage protocol', 'cryoprecipitate', 'fibrinogen concentrate',
  'fresh frozen plasma', 'additional uterotonics', 'second line uterotonics', 'uterotonics', 'manual removal of placenta',
  'manual extraction of placenta', 'suction curettage', 'dilation and curettage', 'oxytocin infusion increased', 'additional oxytocin',
]);
/** The routine third stage (oxytocin after every delivery, fundal massage), and misoprostol, which also ripens a cervix: written with the hemorrhage, they treat it. */
const pphTied = ['oxytocin', 'pitocin', 'misoprostol', 'cytotec', 'fundal massage', 'uterine massage'];
const pphBacking = { terms: pphCare, abbreviations: ['TXA', 'PRBC', 'PRBCs', 'MTP', 'FFP', 'D&C'], tiedTerms: pphTied };
const largeBloodLoss = measured('blood-loss', atLeast(1000, 'mL'));
const thirdStage = [
  'retained placenta', 'adherent placenta', 'trapped placenta', 'morbidly adherent placenta', 'placenta accreta', 'placenta increta',
  'placenta percreta', 'placenta accreta spectrum', 'manual removal of placenta', 'manual extraction of placenta', 'manual placental extraction',
  'third stage hemorrhage', 'third stage postpartum hemorrhage', 'prior to delivery of the placenta', 'before delivery of the placenta',
  'before placental delivery', 'prior to placental delivery',
];
const delayed = [
  'delayed postpartum hemorrhage', 'secondary postpartum hemorrhage', 'late postpartum hemorrhage', 'delayed pph', 'secondary pph', 'late pph',
  'retained products of conception', 'retained products', 'subinvolution', 'subinvolution of the placental site',
];
const immediate = [
  'primary postpartum hemorrhage', 'immediate postpartum hemorrhage', 'atonic postpartum hemorrhage', 'uterine atony', 'atony',
  'boggy uterus', 'boggy fundus', 'within 24 hours of delivery', 'after delivery of the placenta', 'following delivery of the placenta',
  'after placental delivery',
];

function postpartumHemorrhage(id: string, title: string, code: string, specificity: NonNullable<CommonCondition['specificity']>): CommonCondition {
  return {
    id,
    title,
    kind: 'episodic',
    codes: [code],
    terms: pphNames,
    abbreviations: ['PPH'],
    pseudo: ['postpartum hemorrhage risk', 'risk of postpartum hemorrhage', 'pph risk', 'hemorrhage risk assessment', 'postpartum hemorrhage precautions', 'pph precautions', 'postpartum hemorrhage prophylaxis'],
    backing: pphBacking,
    backingValues: largeBloodLoss,
    specificity,
  };
}

// ------------------------------------------------------------------ anemia and blood disorders

const pregnancyAnemiaNames = [
  'anemia', 'anaemia', 'anemic', 'anemia of pregnancy', 'anemia in pregnancy', 'anemia complicating pregnancy', 'gestational anemia',
  'iron deficiency anemia', 'iron deficiency anemia of pregnancy', 'microcytic anemia', 'normocytic anemia', 'macrocytic anemia',
  'dilutional anemia', 'physiologic anemia of pregnancy', 'folate deficiency anemia', 'b12 deficiency anemia', 'sickle cell anemia',
  'thalassemia', 'beta thalassemia trait', 'alpha thalassemia trait', 'mild anemia', 'moderate anemia', 'severe anemia', 'symptomatic anemia',
  'antepartum anemia', 'postpartum anemia', 'anemia of the puerperium',
];
const anemiaCare = { terms: words(ironTherapy, transfusion, erythropoiesisAgents, ['prenatal iron', 'hematology consult', 'folic acid 1 mg', 'b12 supplementation']), abbreviations: ['PRBC', 'IV iron'] };

const bloodDisorderNames = [
  'gestational thrombocytopenia', 'thrombocytopenia of pregnancy', 'thrombocytopenia in pregnancy', 'incidental thrombocytopenia of pregnancy',
  'thrombocytopenia', 'low platelets', 'low platelet count', 'immune thrombocytopenia', 'immune thrombocytopenic purpura',
  'idiopathic thrombocytopenic purpura', 'von willebrand disease', 'von willebrand', 'antiphospholipid syndrome', 'antiphospholipid antibody syndrome',
  'factor v leiden', 'thrombophilia', 'inherited thrombophilia', 'protein s deficiency', 'protein c deficiency', 'antithrombin deficiency',
  'prothrombin gene mutation', 'neutropenia', 'leukopenia', 'coagulopathy',
];
const bloodDisorderCare = [
  'platelet transfusion', 'platelets transfused', 'transfusion of platelets', 'neuraxial review', 'neuraxial anesthesia review',
  'anesthesia consult', 'anesthesia consultation', 'anesthesia was consulted', 'anesthesia aware', 'anesthesia notified', 'hematology consult',
  'hematology', 'ivig', 'intravenous immunoglobulin', 'serial platelet counts', 'serial platelets', 'repeat platelet count', 'platelets trended',
  'trended platelets', 'platelet count trended', 'recheck platelets', 'peripheral smear', 'prophylactic enoxaparin', 'therapeutic enoxaparin',
  'von willebrand factor', 'desmopressin', 'ddavp', 'factor level', 'factor levels',
];
/** Neuraxial anesthesia and a CBC, which many deliveries get: they back the disorder written in one sentence with it. */
const bloodDisorderTied = ['epidural', 'neuraxial', 'neuraxial anesthesia', 'spinal anesthesia', 'general anesthesia', 'cbc', 'platelet count', 'enoxaparin', 'heparin'];

// ------------------------------------------------------------------ the entries

export const obstetricConditions: readonly CommonCondition[] = [
  // ================================================================ hypertensive disorders of pregnancy
  hypertensiveDisorder({
    // Hypertension the patient had before the pregnancy (or before 20 weeks), complicating it.
    id: 'pre-existing-hypertension-in-pregnancy',
    title: 'Pre-existing essential hypertension complicating pregnancy, childbirth and the puerperium',
    codes: ['O100'],
    terms: words(chronicHypertensionNames, ['hypertension', 'high blood pressure']),
    abbreviations: ['HTN', 'cHTN', 'CHTN'],
    specificity: {
      // Hypertension the patient brings to a pregnancy is this code; on a note with no pregnancy it is I10's.
      documentedBy: pregnancyContext,
      // New in this pregnancy, after normal early pressures: gestational hypertension or preeclampsia.
      contradictedBy: words(gestationalHypertensionNames, [
        'new onset hypertension', 'new onset elevated blood pressures', 'new onset elevated blood pressure', 'normotensive at booking',
        'normal booking blood pressure', 'normal blood pressure at booking', 'booking blood pressure was normal', 'normotensive in early pregnancy',
        'normotensive before pregnancy', 'normotensive prior to pregnancy', 'normotensive throughout early pregnancy', 'normotensive until',
        'normal blood pressures in early pregnancy', 'normal blood pressure in the first trimester', 'normal early pregnancy blood pressures',
      ]),
      otherKinds: words(gestationalHypertensionNames, mildPreeclampsia, severePreeclampsia, ['preeclampsia', 'pre eclampsia']),
    },
  }),
  hypertensiveDisorder({
    id: 'gestational-hypertension',
    title: 'Gestational [pregnancy-induced] hypertension without significant proteinuria',
    codes: ['O13'],
    terms: gestationalHypertensionNames,
    abbreviations: ['GHTN', 'gHTN', 'PIH'],
    specificity: {
      // Proteinuria or severe features make it preeclampsia (O14), a chronic hypertension O10/O11.
      contradictedBy: words(preeclampsiaNames, mildPreeclampsia, severePreeclampsia, hellpNames, ['superimposed preeclampsia', 'developed preeclampsia', 'progressed to preeclampsia']),
      otherKinds: words(chronicHypertensionNames, preeclampsiaNames, mildPreeclampsia, severePreeclampsia, hellpNames),
    },
  }),
  hypertensiveDisorder({
    id: 'preeclampsia-mild-to-moderate',
    title: 'Mild to moderate pre-eclampsia',
    codes: ['O140'],
    terms: words(preeclampsiaNames, mildPreeclampsia),
    specificity: {
      documentedBy: mildPreeclampsia,
      // Any severe feature, HELLP or a seizure makes it O14.1, O14.2 or O15.
      contradictedBy: words(severePreeclampsia, hellpNames, eclampsiaNames, ['severe features', 'severe range blood pressure', 'severe range blood pressures', 'severe range pressures']),
      otherKinds: words(severePreeclampsia, hellpNames),
    },
  }),
  hypertensiveDisorder({
    id: 'preeclampsia-severe',
    title: 'Severe pre-eclampsia',
    codes: ['O141'],
    terms: words(preeclampsiaNames, severePreeclampsia),
    severe: true,
    specificity: {
      documentedBy: words(severePreeclampsia, ['severe features', 'severe range blood pressure', 'severe range blood pressures', 'severe range pressures']),
      // "Without severe features" is O14.0, whether or not the severe kind is named.
      contradictedBy: mildPreeclampsia,
      otherKinds: mildPreeclampsia,
    },
    // A mild preeclampsia that became severe this stay is the severe one.
    pseudo: [
      'initially preeclampsia without severe features', 'initially without severe features', 'initially had preeclampsia without severe features',
      'admitted with preeclampsia without severe features', 'originally preeclampsia without severe features', 'progressed from preeclampsia without severe features',
      'upgraded from preeclampsia without severe features', 'initial diagnosis of preeclampsia without severe features', 'initially mild preeclampsia',
    ],
  }),
  hypertensiveDisorder({
    id: 'hellp-syndrome',
    title: 'HELLP syndrome',
    codes: ['O142'],
    terms: hellpNames,
    abbreviations: ['HELLP'],
    severe: true,
  }),
  hypertensiveDisorder({
    id: 'preeclampsia-unspecified',
    title: 'Unspecified pre-eclampsia',
    codes: ['O149'],
    terms: words(preeclampsiaNames, mildPreeclampsia, severePreeclampsia),
  }),
  {
    id: 'eclampsia',
    title: 'Eclampsia',
    kind: 'episodic',
    codes: ['O15'],
    terms: eclampsiaNames,
    // "Pre-eclampsia" ends in the word, and magnesium given to prevent a seizure is not one.
    pseudo: words(['pre eclampsia', 'eclampsia precautions', 'eclampsia prophylaxis', 'eclampsia prevention', 'prevention of eclampsia', 'risk of eclampsia', 'eclampsia risk'], notPregnant),
    backing: {
      terms: ['magnesium sulfate', 'mag sulfate', 'magnesium bolus', 'magnesium infusion', 'magnesium drip', 'lorazepam', 'ativan', 'diazepam', 'levetiracetam', 'keppra', 'airway protection', 'intubated', 'emergent delivery', 'emergency cesarean', 'head ct', 'mri brain', 'neurology consult', 'seizure'],
      abbreviations: ['MgSO4'],
    },
    refutedBy: { instead: ['epilepsy', 'seizure disorder', 'pres without seizure', 'syncope', 'vasovagal syncope'] },
  },

  // ================================================================ gestational diabetes, by control (pregnancy, childbirth, puerperium)
  gestationalDiabetes('gestational-diabetes-diet-controlled', 'Gestational diabetes mellitus, diet controlled', ['O24410', 'O24420', 'O24430'], {
    documentedBy: dietControl,
    // Insulin or an oral agent given for it is another control (ICD-10-CM codes insulin over diet).
    contradictedBy: words(insulinControl, oralControl, medicationControl),
  }),
  gestationalDiabetes('gestational-diabetes-insulin-controlled', 'Gestational diabetes mellitus, insulin controlled', ['O24414', 'O24424', 'O24434'], {
    documentedBy: insulinControl,
    // "Class A1", diet-controlled throughout: no insulin was needed.
    contradictedBy: dietControl,
  }),
  gestationalDiabetes('gestational-diabetes-oral-controlled', 'Gestational diabetes mellitus, controlled by oral hypoglycemic drugs', ['O24415', 'O24425', 'O24435'], {
    documentedBy: oralControl,
    contradictedBy: dietControl,
  }),
  gestationalDiabetes('gestational-diabetes-unspecified-control', 'Gestational diabetes mellitus, unspecified control', ['O24419', 'O24429', 'O24439']),

  // ================================================================ postpartum hemorrhage, by timing
  postpartumHemorrhage('third-stage-hemorrhage', 'Third-stage hemorrhage (retained, trapped or adherent placenta)', 'O720', {
    documentedBy: thirdStage,
    contradictedBy: delayed,
  }),
  // Postpartum hemorrhage NOS within 24 hours (atonic) is O72.1: presence alone, unless it is documented as delayed.
  postpartumHemorrhage('immediate-postpartum-hemorrhage', 'Other immediate postpartum hemorrhage', 'O721', { contradictedBy: delayed }),
  postpartumHemorrhage('delayed-postpartum-hemorrhage', 'Delayed and secondary postpartum hemorrhage', 'O722', {
    documentedBy: words(delayed, ['postpartum day 2', 'postpartum day 3', 'postpartum day 5', 'postpartum day 7', 'days after delivery', 'weeks after delivery', 'readmitted', 're presented', 'represented']),
    contradictedBy: ['primary postpartum hemorrhage', 'immediate postpartum hemorrhage', 'within 24 hours of delivery', 'at the time of delivery', 'immediately after delivery', 'immediately postpartum'],
  }),

  // ================================================================ obesity, anemia and blood disorders complicating pregnancy
  {
    id: 'obesity-in-pregnancy',
    title: 'Obesity complicating pregnancy, childbirth and the puerperium',
    kind: 'chronic',
    codes: ['O9921'],
    terms: [
      'obesity', 'obese', 'morbid obesity', 'morbidly obese', 'severe obesity', 'severely obese', 'class 1 obesity', 'class 2 obesity',
      'class 3 obesity', 'class i obesity', 'class ii obesity', 'class iii obesity', 'maternal obesity', 'obesity in pregnancy',
      'obesity complicating pregnancy',
    ],
    // A BMI is a value, not a diagnosis: it shows or excludes the obesity the note names, as for E66.
    values: { shows: measured('bmi', atLeast(30, 'kg/m2')), excludes: measuredThroughout('bmi', below(30, 'kg/m2')) },
    pseudo: words(['obesity counseling', 'childhood obesity', 'bmi percentile'], notPregnant),
    specificity: { documentedBy: pregnancyContext },
    backing: {
      terms: [
        'weight based enoxaparin', 'weight based dosing', 'weight based prophylaxis', 'weight adjusted enoxaparin', 'enoxaparin 40 mg twice daily',
        'enoxaparin 40 mg bid', 'enoxaparin 60 mg', 'anesthesia consult', 'anesthesia consultation', 'antepartum anesthesia consult',
        'airway assessment', 'airway evaluation', 'airway review', 'difficult airway', 'early epidural', 'early neuraxial',
        'negative pressure wound therapy', 'incisional negative pressure', 'prevena', 'wound vac', 'panniculus retraction', 'pannus retraction',
        'panniculus retractor', 'traxi', 'pannus taped', 'bariatric bed', 'bariatric equipment', 'large blood pressure cuff', 'thigh cuff',
        'dietitian', 'nutrition consult', 'weight gain counseling', 'gestational weight gain counseling', 'early glucose screening',
        'extended cefazolin', 'cefazolin 3 g', 'cefazolin 3 grams',
      ],
      abbreviations: ['NPWT'],
      tiedTerms: ['enoxaparin', 'lovenox', 'heparin', 'anesthesia', 'cefazolin'],
    },
  },
  {
    id: 'anemia-in-pregnancy',
    title: 'Anemia complicating pregnancy or childbirth',
    kind: 'chronic',
    codes: ['O9901', 'O9902'],
    terms: pregnancyAnemiaNames,
    pseudo: words(['anemia screening', 'anemia screen'], notPregnant),
    values: { shows: measured('hemoglobin', below(11, 'g/dL')), excludes: measuredThroughout('hemoglobin', atLeast(11, 'g/dL')) },
    backing: anemiaCare,
    specificity: { documentedBy: pregnancyContext },
  },
  {
    // O99.03 is anemia (pre-existing or pregnancy) complicating the puerperium; anemia from the delivery's blood loss is O90.81.
    id: 'anemia-in-puerperium',
    title: 'Anemia complicating the puerperium',
    kind: 'chronic',
    codes: ['O9903'],
    terms: pregnancyAnemiaNames,
    pseudo: words(['anemia screening', 'anemia screen'], notPregnant),
    values: { shows: measured('hemoglobin', below(10, 'g/dL')), excludes: measuredThroughout('hemoglobin', atLeast(12, 'g/dL')) },
    backing: anemiaCare,
    specificity: { documentedBy: puerperiumContext, otherKinds: ['acute blood loss anemia', 'acute blood loss anaemia', 'anemia due to acute blood loss', 'expected blood loss anemia', 'postpartum blood loss anemia'] },
  },
  {
    id: 'blood-disorder-in-pregnancy',
    title: 'Other diseases of the blood and blood-forming organs complicating pregnancy, childbirth and the puerperium',
    kind: 'chronic',
    codes: ['O9911', 'O9912', 'O9913'],
    terms: bloodDisorderNames,
    abbreviations: ['ITP', 'APS', 'APLS', 'vWD', 'VWD', 'FVL'],
    pseudo: words(['thrombocytopenia workup', 'thrombocytopenia panel', 'thrombophilia workup', 'thrombophilia panel', 'thrombophilia screen'], notPregnant),
    backing: { terms: bloodDisorderCare, abbreviations: ['IVIG', 'DDAVP'], tiedTerms: bloodDisorderTied },
    backingValues: measured('platelets', below(150, 'K/uL')),
    // Low platelets of HELLP or preeclampsia are that disorder (O14.x), not a separate blood disease.
    refutedBy: { instead: ['hellp syndrome', 'hellp', 'partial hellp'] },
    specificity: {
      documentedBy: pregnancyContext,
      contradictedBy: [
        'due to hellp', 'secondary to hellp', 'attributed to hellp', 'from hellp', 'related to hellp', 'part of hellp', 'due to hellp syndrome',
        'secondary to hellp syndrome', 'attributed to hellp syndrome', 'due to preeclampsia', 'secondary to preeclampsia', 'attributed to preeclampsia',
      ],
    },
  },

  // ================================================================ labor and delivery
  {
    id: 'chorioamnionitis',
    title: 'Infection of amniotic sac and membranes (chorioamnionitis)',
    kind: 'episodic',
    codes: ['O4112'],
    terms: [
      'chorioamnionitis', 'chorio', 'clinical chorioamnionitis', 'suspected chorioamnionitis', 'intraamniotic infection', 'intra amniotic infection',
      'intraamniotic inflammation or infection', 'intrauterine inflammation or infection', 'triple i', 'amnionitis', 'amniotic fluid infection',
    ],
    abbreviations: ['IAI'],
    pseudo: ['chorioamnionitis risk', 'risk of chorioamnionitis', 'risk for chorioamnionitis', 'signs of chorioamnionitis', 'chorioamnionitis precautions', 'chorio precautions'],
    backing: {
      terms: words(['ampicillin', 'gentamicin', 'ampicillin and gentamicin', 'clindamycin', 'ceftriaxone', 'metronidazole', 'unasyn', 'ampicillin sulbactam', 'antibiotics', 'iv antibiotics', 'broad spectrum antibiotics', 'blood cultures', 'placental cultures', 'placental pathology', 'neonatal sepsis evaluation', 'sepsis calculator']),
      abbreviations: ['amp/gent'],
      // Penicillin or ampicillin for a GBS carrier, cefazolin before a cesarean: prophylaxis, not treatment.
      otherIndications: { terms: ['group b strep', 'group b streptococcus', 'gbs prophylaxis', 'gbs positive', 'surgical prophylaxis', 'cesarean prophylaxis', 'preoperative prophylaxis', 'latency antibiotics', 'latency'], abbreviations: ['GBS'] },
    },
    backingValues: measured('temperature', atLeast(38, 'degC')),
    // A fever of the epidural, without an infection: ACOG's isolated maternal fever.
    refutedBy: { instead: ['epidural fever', 'epidural related fever', 'epidural associated fever', 'isolated maternal fever', 'fever attributed to the epidural', 'neuraxial fever'] },
  },
  {
    id: 'premature-rupture-of-membranes',
    title: 'Premature rupture of membranes',
    kind: 'episodic',
    codes: ['O42'],
    terms: [
      'premature rupture of membranes', 'prelabor rupture of membranes', 'pre labor rupture of membranes', 'preterm premature rupture of membranes',
      'preterm prelabor rupture of membranes', 'prolonged rupture of membranes', 'rupture of membranes before labor', 'rupture of membranes prior to labor',
      'rupture of membranes before the onset of labor', 'ruptured membranes before labor',
    ],
    abbreviations: ['PROM', 'PPROM', 'pPROM', 'pROM'],
    backing: {
      terms: [
        'nitrazine', 'nitrazine positive', 'ferning', 'fern positive', 'positive fern', 'pooling', 'positive pooling', 'amnisure', 'rom plus',
        'rupture confirmed', 'latency antibiotics', 'ampicillin', 'amoxicillin', 'erythromycin', 'azithromycin', 'betamethasone', 'celestone',
        'antenatal corticosteroids', 'antenatal steroids', 'induction of labor', 'oxytocin induction', 'pitocin induction', 'pitocin augmentation',
        'expectant management', 'gbs prophylaxis', 'magnesium for neuroprotection', 'magnesium sulfate for neuroprotection', 'amniotic fluid index',
        'misoprostol', 'cervical ripening',
      ],
      abbreviations: ['AFI'],
    },
    refutedBy: {
      absent: ['rupture of membranes', 'ruptured membranes', 'ferning', 'pooling', 'nitrazine'],
      instead: ['intact membranes', 'membranes intact', 'srom in active labor', 'ruptured in active labor', 'artificial rupture of membranes', 'amniotomy', 'leukorrhea', 'urinary incontinence'],
    },
  },
  {
    id: 'preterm-labor-with-preterm-delivery',
    title: 'Preterm labor with preterm delivery',
    kind: 'episodic',
    codes: ['O601'],
    terms: ['preterm labor', 'premature labor', 'spontaneous preterm labor', 'preterm labor with preterm delivery', 'preterm contractions with cervical change', 'advanced preterm labor'],
    abbreviations: ['PTL'],
    pseudo: words(['preterm labor precautions', 'preterm labor warning signs', 'signs of preterm labor', 'preterm labor education', 'risk of preterm labor', 'preterm labor risk'], notPregnant),
    backing: {
      terms: [
        'tocolysis', 'tocolytic', 'tocolytics', 'nifedipine', 'indomethacin', 'terbutaline', 'betamethasone', 'celestone', 'antenatal corticosteroids',
        'antenatal steroids', 'magnesium for neuroprotection', 'magnesium sulfate for neuroprotection', 'magnesium sulfate', 'gbs prophylaxis',
        'penicillin', 'nicu', 'neonatology', 'fetal fibronectin', 'cervical length', 'cervical change',
      ],
      abbreviations: ['FFN', 'fFN', 'NICU', 'BMZ'],
    },
    specificity: {
      // The code needs the delivery: arrested preterm labor discharged undelivered is O60.0x.
      documentedBy: [
        'preterm delivery', 'delivered preterm', 'preterm birth', 'preterm vaginal delivery', 'preterm cesarean', 'preterm cesarean delivery',
        'premature delivery', 'premature birth', 'preterm infant', 'premature infant', 'preterm neonate', 'preterm male infant', 'preterm female infant',
        'delivered a', 'delivered at', 'vaginal delivery', 'cesarean delivery', 'spontaneous vaginal delivery', 'delivery of a', 'gave birth',
      ],
      contradictedBy: [
        'discharged undelivered', 'undelivered', 'remains pregnant', 'discharged home pregnant', 'without delivery', 'labor arrested',
        'preterm labor arrested', 'contractions resolved', 'contractions stopped', 'tocolysis successful', 'successful tocolysis',
        'delivered at term', 'term delivery', 'full term delivery', 'term vaginal delivery', 'term infant', 'false labor', 'braxton hicks',
      ],
    },
  },
  {
    id: 'previous-cesarean-scar',
    title: 'Maternal care for scar from previous cesarean delivery',
    kind: 'chronic',
    codes: ['O3421'],
    terms: [
      'previous cesarean', 'prior cesarean', 'history of cesarean', 'previous cesarean section', 'prior cesarean section', 'previous c section',
      'prior c section', 'previous cesarean delivery', 'prior cesarean delivery', 'previous low transverse cesarean', 'prior low transverse cesarean',
      'previous low transverse cesarean section', 'prior low transverse cesarean section', 'prior classical cesarean', 'previous classical cesarean',
      'repeat cesarean', 'repeat cesarean section', 'repeat cesarean delivery', 'repeat c section', 'repeat low transverse cesarean',
      'repeat low transverse cesarean section', 'elective repeat cesarean', 'scheduled repeat cesarean', 'trial of labor after cesarean',
      'vaginal birth after cesarean', 'uterine scar', 'cesarean scar', 'prior uterine scar', 'low transverse uterine scar', 'classical uterine scar',
      'two prior cesareans', 'two previous cesareans', 'prior cesareans', 'previous cesareans',
    ],
    abbreviations: ['VBAC', 'TOLAC', 'RLTCS', 'rLTCS', 'ERCS'],
    pseudo: ['cesarean scar pregnancy', 'cesarean scar ectopic'],
    backing: {
      terms: [
        'repeat cesarean', 'repeat cesarean section', 'repeat cesarean delivery', 'repeat low transverse cesarean', 'elective repeat cesarean',
        'scheduled repeat cesarean', 'trial of labor', 'trial of labor after cesarean', 'vbac counseling', 'tolac counseling', 'consented for tolac',
        'uterine rupture precautions', 'scar integrity', 'lysis of adhesions', 'dense adhesions', 'prior hysterotomy', 'previous hysterotomy',
        'prior incision excised', 'bladder flap adhesions', 'successful vbac',
      ],
      abbreviations: ['RLTCS', 'TOLAC', 'VBAC', 'ERCS'],
    },
    // A first cesarean, or a first pregnancy: no earlier scar.
    specificity: {
      otherKinds: [
        'primary cesarean', 'primary cesarean section', 'primary cesarean delivery', 'primary low transverse cesarean', 'primary low transverse cesarean section',
        'primary c section', 'nulliparous', 'nullipara', 'primigravida', 'primigravid', 'first pregnancy', 'primiparous',
      ],
    },
  },
];
