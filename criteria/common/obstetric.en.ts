import { allOf, anyOf, atLeast, below, measured, measuredThroughout, reported, rise } from '../../lib/criteria/define';
import type { CommonCondition } from './condition';
import {
  antibiotics, antiemetics, antihypertensives, diabetesManagement, dialysisTerms, erythropoiesisAgents, heartFailureTherapy, infectionWorkup, ironTherapy,
  ivFluids, transfusion, words,
} from './vocabulary.en';

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

/** Pressures normal before the pregnancy or early in it: hypertension new in this pregnancy, not pre-existing. */
const newOnsetHypertension = [
  'new onset hypertension', 'new onset elevated blood pressures', 'new onset elevated blood pressure', 'normotensive at booking',
  'normal booking blood pressure', 'normal blood pressure at booking', 'booking blood pressure was normal', 'normotensive in early pregnancy',
  'normotensive before pregnancy', 'normotensive prior to pregnancy', 'normotensive throughout early pregnancy', 'normotensive until',
  'normal blood pressures in early pregnancy', 'normal blood pressure in the first trimester', 'normal early pregnancy blood pressures',
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
  // Not "oral agents" alone: "pain controlled on oral agents".
  'metformin', 'glucophage', 'glyburide', 'oral hypoglycemic', 'oral hypoglycemic agent', 'oral hypoglycemic agents', 'oral hypoglycemics',
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

// ------------------------------------------------------------------ weeks of gestation and trimesters

/**
 * A gestational age as notes write it: "39w3d", "39 weeks 3 days", "39+3 weeks", "39 3/7 weeks",
 * "at 39 weeks", "GA 39.3 wk", "39 weeks' gestation". A bare "39 weeks" is not read: it is as often
 * a duration ("for 6 weeks", "6 weeks postpartum") as an age.
 */
function weekPhrases(n: number): string[] {
  const w = String(n);
  const days = [0, 1, 2, 3, 4, 5, 6].flatMap((d) => [
    `${w}w${d}d`, `${w}+${d}`, `${w}+${d} weeks`, `${w} ${d}/7`, `${w} ${d}/7 weeks`, `${w}-${d}/7`, `${w} weeks ${d} days`, `${w} weeks and ${d} days`,
    `${w}.${d} weeks`, `ga ${w}.${d}`,
  ]);
  return [
    `${w} weeks gestation`, `${w} weeks of gestation`, `${w} weeks' gestation`, `${w} week gestation`, `${w} wks gestation`, `${w} weeks gestational age`,
    `${w} weeks ga`, `${w} wks ga`, `${w} weeks ega`, `${w} weeks pregnant`, `${w} week pregnant`, `${w} weeks iup`, `${w} week iup`, `at ${w} weeks`,
    `at ${w} wks`, `at ${w}w`, `ga ${w}`, `ega ${w}`, `ga of ${w}`, `ega of ${w}`, `gestational age ${w}`, `gestational age of ${w}`,
    `gestational age is ${w}`, `gestational age was ${w}`, ...days,
  ];
}
const weeksRange = (from: number, to: number) => words(...Array.from({ length: to - from + 1 }, (_, i) => weekPhrases(from + i)));
const DAYS = [0, 1, 2, 3, 4, 5, 6];
/**
 * A week in the forms notes use most ("33w2d", "33 weeks gestation", "at 33 weeks", "GA 33"): what a
 * trimester is read from. Fewer forms than a week code's own, since every
 * trimester entry lists every week.
 */
function weekShort(n: number): string[] {
  const w = String(n);
  return [
    `${w} weeks gestation`, `${w} weeks pregnant`, `at ${w} weeks`, `ga ${w}`, ...DAYS.map((d) => `${w}w${d}d`),
  ];
}
const weeksShortRange = (from: number, to: number) => words(...Array.from({ length: to - from + 1 }, (_, i) => weekShort(from + i)));
/**
 * That some gestational age is written, whichever: the words that follow any week ("... weeks
 * gestation", "...w3d", "... 3/7 weeks") and the two forms that hold the week alone ("at 38 weeks",
 * "GA 38"). What another week than a week code's own is read from.
 */
const anyWeek = words(
  ['weeks gestation', 'weeks of gestation', "weeks' gestation", 'week gestation', 'wks gestation', 'weeks gestational age', 'weeks ga', 'wks ga', 'weeks ega', 'weeks pregnant', 'week pregnant', 'weeks iup'],
  // Each is shorter than the week code's own phrase on the same words, which therefore wins them.
  DAYS.flatMap((d) => [`w${d}d`, `${d}/7 weeks`, `+${d} weeks`, `weeks ${d} days`, `weeks and ${d} days`]),
  Array.from({ length: 45 }, (_, i) => String(i + 1)).flatMap((w) => [`at ${w} weeks`, `ga ${w}`]),
);
/**
 * A week written of an earlier point of the pregnancy ("GDM diagnosed at 28 weeks", "cerclage placed at
 * 14 weeks"), of an earlier pregnancy ("prior delivery at 37 weeks") or of the weeks after delivery
 * ("follow up at 6 weeks postpartum"): not this stay's gestational age.
 */
const weekPseudo = [
  ...['diagnosed', 'started', 'initiated', 'placed', 'performed', 'done', 'noted', 'detected', 'identified', 'given', 'received', 'completed',
    'scan', 'ultrasound', 'anatomy scan', 'anatomy survey', 'survey', 'screen', 'screening', 'test', 'glucola', 'gtt', 'ogtt', 'visit', 'seen',
    'prior delivery', 'previous delivery', 'last delivery', 'prior pregnancy', 'previous pregnancy', 'miscarriage', 'loss', 'betamethasone', 'steroids',
    'booking', 'dating ultrasound', 'dating scan'].map((w) => `${w} at {number} weeks`),
  'at {number} weeks postpartum', '{number} weeks postpartum', 'at {number} weeks post partum', '{number} weeks post partum', 'at {number} weeks after delivery',
  'at {number} weeks follow up', 'at {number} weeks of age', 'at {number} weeks old', 'for {number} weeks', 'in {number} weeks', 'within {number} weeks',
  'every {number} weeks',
];
const trimesterWords = {
  first: ['first trimester', '1st trimester', 'first trimester of pregnancy'],
  second: ['second trimester', '2nd trimester', 'second trimester of pregnancy'],
  third: ['third trimester', '3rd trimester', 'third trimester of pregnancy'],
} as const;
type Trimester = keyof typeof trimesterWords;
/** ICD-10-CM's trimesters, counted from the first day of the last menstrual period: < 14 0/7, 14 0/7 to < 28 0/7, 28 0/7 to delivery. */
const trimesterWeeks: Readonly<Record<Trimester, readonly string[]>> = {
  first: weeksShortRange(1, 13),
  second: weeksShortRange(14, 27),
  third: weeksShortRange(28, 45),
};
const trimesterDocumented: Readonly<Record<Trimester, readonly string[]>> = {
  first: words(trimesterWords.first, trimesterWeeks.first),
  second: words(trimesterWords.second, trimesterWeeks.second),
  third: words(trimesterWords.third, trimesterWeeks.third),
};
/** A delivery this stay: the "in childbirth" episode. */
const deliveredThisStay = [
  'delivered', 'delivery', 'vaginal delivery', 'spontaneous vaginal delivery', 'cesarean delivery', 'cesarean section', 'c section', 'primary cesarean',
  'repeat cesarean', 'operative vaginal delivery', 'vacuum assisted delivery', 'forceps assisted delivery', 'gave birth', 'in labor', 'labor and delivery',
];
/** Words that say the delivery happened: a code for the pregnancy before it is then the childbirth code instead. */
const deliveredWords = [
  'delivered', 'spontaneous vaginal delivery', 'underwent cesarean', 'underwent cesarean delivery', 'underwent cesarean section', 'gave birth',
  'status post vaginal delivery', 'status post cesarean', 'postpartum day', 'after delivery', 'following delivery', 'since delivery',
];
const undelivered = ['undelivered', 'discharged undelivered', 'remains pregnant', 'discharged home pregnant', 'without delivery', 'continuing pregnancy', 'ongoing pregnancy'];
const puerperiumReadmission = words(puerperiumContext, ['readmitted postpartum', 'postpartum readmission', 'days after delivery', 'weeks after delivery', 'days postpartum', 'weeks postpartum']);

/**
 * The episode a pregnancy code names: a trimester, the childbirth, the puerperium, or none said. A
 * trimester code is documented by its trimester or a week inside it, contradicted by another
 * trimester's and by a delivery this stay (which is the childbirth code); the childbirth code by the
 * delivery, contradicted by an undelivered discharge; the puerperium code by the weeks after a delivery.
 */
type Episode = Trimester | 'unspecified-trimester' | 'childbirth' | 'puerperium';
function episodeSpecificity(episode: Episode): { readonly documentedBy: readonly string[]; readonly contradictedBy: readonly string[] } {
  const trimesters: Trimester[] = ['first', 'second', 'third'];
  if (episode === 'childbirth') return { documentedBy: deliveredThisStay, contradictedBy: undelivered };
  if (episode === 'puerperium') return { documentedBy: puerperiumReadmission, contradictedBy: undelivered };
  // Another trimester is read from a gestational age only: its bare name is as often the dating scan or an
  // earlier event of this pregnancy ("dated by first-trimester ultrasound", "second-trimester bleeding").
  if (episode === 'unspecified-trimester') return { documentedBy: pregnancyContext, contradictedBy: words(...trimesters.map((t) => trimesterWeeks[t])) };
  return {
    documentedBy: trimesterDocumented[episode],
    contradictedBy: words(...trimesters.filter((t) => t !== episode).map((t) => trimesterWeeks[t])),
  };
}

// ------------------------------------------------------------------ infection after delivery (O85, O86.1-)

const sepsisWords = ['sepsis', 'septic', 'septicemia', 'severe sepsis', 'urosepsis'];
const puerperalSepsisNames = [
  'puerperal sepsis', 'postpartum sepsis', 'post partum sepsis', 'puerperal septicemia', 'postpartum septicemia', 'maternal sepsis', 'obstetric sepsis',
  'sepsis after delivery', 'sepsis following delivery', 'sepsis after cesarean', 'sepsis following cesarean', 'postpartum severe sepsis', 'puerperal infection with sepsis',
];
/** Sepsis in labor is O75.3, not the puerperal sepsis of O85 (Excludes1). */
const intrapartumSepsis = ['intrapartum sepsis', 'sepsis during labor', 'sepsis in labor', 'maternal sepsis in labor', 'sepsis with chorioamnionitis in labor'];
const sepsisCare = words(antibiotics, infectionWorkup, ivFluids, [
  'broad spectrum antibiotics', 'clindamycin and gentamicin', 'ampicillin gentamicin and metronidazole', 'sepsis bundle', 'lactate', 'lactic acid',
  'repeat lactate', 'vasopressors', 'norepinephrine', 'levophed', 'icu', 'intensive care unit', 'source control', '30 ml/kg', 'blood cultures',
]);
const sepsisPseudo = [
  'sepsis screen', 'sepsis screening', 'sepsis alert', 'sepsis workup', 'sepsis work up', 'sepsis evaluation', 'sepsis protocol', 'sepsis precautions', 'sepsis risk',
  'risk of sepsis', 'neonatal sepsis', 'neonatal sepsis evaluation', 'sepsis calculator', 'early onset sepsis', 'early onset sepsis calculator', 'rule out sepsis',
  'septic workup', 'septic work up', 'septic abortion', 'septic pelvic thrombophlebitis',
];
/** Prophylaxis before a cesarean or for a GBS carrier: not treatment of an infection after delivery. */
const prophylaxisIndications = {
  terms: ['group b strep', 'group b streptococcus', 'gbs prophylaxis', 'gbs positive', 'surgical prophylaxis', 'cesarean prophylaxis', 'preoperative prophylaxis', 'latency antibiotics', 'perioperative prophylaxis'],
  abbreviations: ['GBS'],
};
const genitalInfectionCare = words(antibiotics, [
  'clindamycin and gentamicin', 'clindamycin plus gentamicin', 'gentamicin and clindamycin', 'ampicillin gentamicin and metronidazole', 'iv antibiotics',
  'blood cultures', 'endometrial culture', 'cervical culture', 'vaginal culture', 'wet mount', 'pelvic ultrasound', 'ct abdomen and pelvis', 'ct pelvis',
  'gonorrhea and chlamydia', 'nucleic acid amplification', 'retained products evacuated', 'suction curettage',
]);
const genitalSites = {
  cervicitis: ['cervicitis', 'postpartum cervicitis', 'puerperal cervicitis', 'cervicitis following delivery', 'cervicitis after delivery', 'infection of the cervix'],
  endometritis: [
    'endometritis', 'postpartum endometritis', 'post partum endometritis', 'puerperal endometritis', 'post cesarean endometritis', 'postcesarean endometritis',
    'endomyometritis', 'postpartum endomyometritis', 'endomyoparametritis', 'endometritis following delivery', 'endometritis after delivery', 'uterine infection',
    'postpartum uterine infection', 'puerperal uterine infection',
  ],
  vaginitis: ['vaginitis', 'postpartum vaginitis', 'puerperal vaginitis', 'vaginitis following delivery', 'vaginitis after delivery'],
  other: [
    'parametritis', 'puerperal parametritis', 'pelvic cellulitis', 'postpartum pelvic cellulitis', 'puerperal pelvic cellulitis', 'postpartum pelvic infection',
    'puerperal pelvic infection', 'postpartum salpingitis', 'puerperal salpingitis', 'postpartum salpingo oophoritis', 'puerperal salpingo oophoritis',
    'postpartum oophoritis', 'postpartum pelvic abscess', 'puerperal pelvic abscess', 'postpartum tubo ovarian abscess', 'postpartum genital tract infection',
    'puerperal genital tract infection', 'genital tract infection following delivery', 'genital tract infection after delivery',
  ],
} as const;
type GenitalSite = keyof typeof genitalSites;
/** What an endometritis or another genital tract infection needs: fever and a tender uterus or foul lochia, found absent. */
const genitalInfectionFindings = ['uterine tenderness', 'fundal tenderness', 'uterine or adnexal tenderness', 'foul lochia', 'foul smelling lochia', 'purulent lochia', 'malodorous lochia'];

function genitalTractInfection(site: GenitalSite, id: string, title: string, code: string): CommonCondition {
  const others = (Object.keys(genitalSites) as GenitalSite[]).filter((s) => s !== site);
  return {
    id,
    title,
    kind: 'episodic',
    codes: [code],
    terms: genitalSites[site],
    pseudo: ['endometritis risk', 'risk of endometritis', 'endometritis prophylaxis', 'prevent endometritis', 'signs of endometritis'],
    backing: { terms: genitalInfectionCare, abbreviations: ['GC/CT', 'NAAT'], otherIndications: prophylaxisIndications },
    backingValues: measured('temperature', atLeast(38, 'degC')),
    // A fever of the breasts, the wound or the urine, or a sepsis, has another code.
    refutedBy: {
      absent: genitalInfectionFindings,
      instead: ['mastitis', 'breast abscess', 'wound infection', 'cesarean wound infection', 'incisional cellulitis', 'pyelonephritis', 'urinary tract infection', 'septic pelvic thrombophlebitis'],
    },
    specificity: {
      // An endometritis after delivery, not one of a non-pregnant woman (N71) or one of labor (chorioamnionitis, O41.12-).
      documentedBy: puerperiumReadmission,
      // Not "intrapartum" or "before delivery": most delivery notes say them of the GBS prophylaxis or the labor.
      contradictedBy: ['chronic endometritis'],
      otherKinds: words(...others.map((s) => genitalSites[s]), ['chorioamnionitis', 'intraamniotic infection', 'intra amniotic infection', 'triple i']),
    },
  };
}

// ------------------------------------------------------------------ kidney failure and shock after delivery (O90.49, O75.1)

const akiNames = [
  'acute kidney injury', 'acute renal failure', 'acute kidney failure', 'acute renal injury', 'postpartum acute kidney injury', 'postpartum acute renal failure',
  'postpartum acute kidney failure', 'puerperal acute kidney injury', 'postpartum aki', 'acute tubular necrosis', 'prerenal acute kidney injury',
  'ischemic acute tubular necrosis', 'renal cortical necrosis', 'bilateral renal cortical necrosis', 'acute kidney injury after delivery',
];
const akiCare = words(dialysisTerms, ivFluids, [
  'nephrology', 'nephrology consult', 'renal ultrasound', 'renal doppler', 'urine studies', 'urine sodium', 'fractional excretion of sodium', 'held nsaids',
  'nsaids held', 'avoid nephrotoxins', 'avoided nephrotoxins', 'nephrotoxins avoided', 'ibuprofen held', 'ketorolac held', 'strict intake and output', 'strict i/o',
  'renally dose', 'renally dosed', 'crrt', 'continuous renal replacement therapy', 'renal replacement therapy', 'foley catheter', 'urine output monitoring',
]);
/** KDIGO: a rise of 0.3 mg/dL, or to 1.5 times the baseline. Pregnancy lowers the baseline (0.4-0.8), so 1.0 mg/dL is already above it after delivery. */
const akiRise = anyOf(rise('creatinine', { by: 0.3, unit: 'mg/dL' }), rise('creatinine', { ratio: 1.5, unit: 'mg/dL' }));
const pregnancyHighCreatinine = measured('creatinine', atLeast(1, 'mg/dL'));

const shockNames = [
  'shock', 'hemorrhagic shock', 'hypovolemic shock', 'obstetric shock', 'obstetrical shock', 'postpartum shock', 'shock following delivery', 'shock after delivery',
  'shock during labor', 'hemorrhagic shock from postpartum hemorrhage', 'class iii hemorrhagic shock', 'class iv hemorrhagic shock', 'circulatory collapse',
  'cardiovascular collapse', 'obstetric hemorrhage with shock',
];
const shockPseudo = [
  'shock index', 'obstetric shock index', 'shockable rhythm', 'not shockable', 'non shockable', 'shock wave', 'shock liver', 'in shock of', 'shock at the news',
  'risk of shock', 'impending shock', 'signs of shock', 'shock precautions', 'shocked',
];
const shockCare = words(transfusion, [
  'vasopressor', 'vasopressors', 'pressor', 'pressors', 'norepinephrine', 'levophed', 'vasopressin', 'epinephrine infusion', 'epinephrine drip',
  'phenylephrine infusion', 'phenylephrine drip', 'dopamine', 'massive transfusion protocol', 'massive transfusion', 'hemorrhage protocol',
  'obstetric hemorrhage protocol', 'fresh frozen plasma', 'cryoprecipitate', 'arterial line', 'central line', 'icu', 'intensive care unit', 'surgical icu',
  'fluid resuscitation', 'aggressive fluid resuscitation', 'intubated', 'intubation',
]);
/** Hypotension with hypoperfusion: a systolic under 90, a MAP under 65, a lactate of 4. */
const shockValues = anyOf(measured('systolic-bp', below(90, 'mmHg')), measured('map', below(65, 'mmHg')), measured('lactate', atLeast(4, 'mmol/L')));
const laborAndDeliveryContext = words(puerperiumContext, ['in labor', 'during labor', 'intrapartum', 'labor and delivery', 'during delivery', 'at delivery', 'cesarean', 'postpartum hemorrhage']);

// ------------------------------------------------------------------ hypertension with pre-eclampsia (O11)

const superimposedNames = [
  'superimposed preeclampsia', 'superimposed pre eclampsia', 'superimposed preeclampsia with severe features', 'superimposed preeclampsia without severe features',
  'chronic hypertension with superimposed preeclampsia', 'chronic htn with superimposed preeclampsia', 'preeclampsia superimposed on chronic hypertension',
  'pre eclampsia superimposed on chronic hypertension', 'preeclampsia superimposed on pre existing hypertension', 'superimposed severe preeclampsia',
  'superimposed hellp', 'superimposed hellp syndrome', 'pre existing hypertension with preeclampsia', 'preexisting hypertension with preeclampsia',
  'pre existing hypertension with pre eclampsia', 'chronic hypertension with preeclampsia', 'chronic hypertension with pre eclampsia', 'chronic htn with preeclampsia',
];

// ------------------------------------------------------------------ hyperemesis and vomiting of pregnancy (O21)

const hyperemesisNames = [
  'hyperemesis gravidarum', 'hyperemesis', 'mild hyperemesis gravidarum', 'mild hyperemesis', 'hyperemesis gravidarum with metabolic disturbance',
  'hyperemesis with dehydration', 'hyperemesis gravidarum with dehydration', 'hyperemesis gravidarum with electrolyte imbalance', 'hyperemesis with electrolyte imbalance',
  'hyperemesis gravidarum with ketosis', 'hyperemesis with ketosis', 'hyperemesis gravidarum with hypokalemia', 'severe hyperemesis gravidarum', 'severe hyperemesis',
  'intractable nausea and vomiting of pregnancy', 'intractable vomiting of pregnancy', 'pernicious vomiting of pregnancy', 'excessive vomiting in pregnancy',
];
const hyperemesisPseudo = words(['history of hyperemesis in prior pregnancy', 'hyperemesis in a prior pregnancy', 'hyperemesis with prior pregnancy'], notPregnant);
/** O21.1's metabolic disturbance: carbohydrate depletion, dehydration, electrolyte imbalance. */
const metabolicDisturbance = [
  'metabolic disturbance', 'with metabolic disturbance', 'dehydration', 'dehydrated', 'volume depletion', 'hypovolemia', 'electrolyte imbalance',
  'electrolyte abnormalities', 'electrolyte derangement', 'electrolyte derangements', 'electrolyte disturbance', 'hypokalemia', 'hyponatremia', 'hypochloremia',
  'hypochloremic metabolic alkalosis', 'metabolic alkalosis', 'hypomagnesemia', 'hypophosphatemia', 'ketosis', 'ketonuria', 'starvation ketosis',
  'carbohydrate depletion', 'acute kidney injury', 'prerenal azotemia', 'weight loss of', 'hyperemesis with dehydration', 'hyperemesis gravidarum with dehydration',
  'hyperemesis gravidarum with electrolyte imbalance', 'hyperemesis with electrolyte imbalance', 'hyperemesis gravidarum with ketosis', 'hyperemesis with ketosis',
  'hyperemesis gravidarum with hypokalemia', 'hyperemesis gravidarum with metabolic disturbance', 'severe hyperemesis gravidarum', 'severe hyperemesis',
];
/** O21.2: vomiting that starts after 20 completed weeks. */
const lateVomitingNames = [
  'late vomiting of pregnancy', 'late onset hyperemesis', 'late onset hyperemesis gravidarum', 'excessive vomiting in late pregnancy', 'vomiting in late pregnancy',
  'late pregnancy vomiting', 'hyperemesis starting after 20 weeks', 'vomiting starting after 20 weeks', 'excessive vomiting after 20 weeks',
];
const lateOnsetWords = ['after 20 weeks', 'after 20 completed weeks', 'after the 20th week', 'late onset', 'began in the third trimester', 'started in the third trimester', 'new in the third trimester', 'onset in the third trimester'];
const earlyOnsetWords = ['since the first trimester', 'began in the first trimester', 'started in the first trimester', 'onset in the first trimester', 'since early pregnancy', 'since 8 weeks', 'since 6 weeks', 'since 10 weeks', 'since 12 weeks'];
const hyperemesisCare = words(antiemetics, ivFluids, [
  'doxylamine', 'doxylamine pyridoxine', 'diclegis', 'bonjesta', 'pyridoxine', 'vitamin b6', 'thiamine', 'iv thiamine', 'banana bag', 'potassium repletion',
  'potassium chloride', 'magnesium repletion', 'dextrose containing fluids', 'd5ns', 'd5lr', 'methylprednisolone', 'mirtazapine', 'ginger', 'npo',
  'advanced diet as tolerated', 'diet advanced', 'tolerating diet', 'enteral feeding', 'nasogastric feeding', 'parenteral nutrition', 'tpn', 'picc', 'urine ketones',
]);

// ------------------------------------------------------------------ peripartum cardiomyopathy (O90.3)

const ppcmNames = [
  'peripartum cardiomyopathy', 'postpartum cardiomyopathy', 'pregnancy associated cardiomyopathy', 'pregnancy related cardiomyopathy', 'puerperal cardiomyopathy',
  'peripartum dilated cardiomyopathy', 'peripartum heart failure', 'peri partum cardiomyopathy',
];
const ppcmCare = words(heartFailureTherapy, [
  'bromocriptine', 'cabergoline', 'wearable cardioverter defibrillator', 'wearable defibrillator', 'lifevest', 'life vest', 'anticoagulation', 'enoxaparin',
  'heparin', 'cardiology', 'cardiology consult', 'heart failure team', 'cardiac mri', 'metoprolol succinate', 'transthoracic echocardiogram', 'echo',
  'inotropes', 'mechanical circulatory support', 'impella', 'ecmo', 'diuresis', 'iv diuresis',
]);

// ------------------------------------------------------------------ pre-existing diabetes in pregnancy (O24.01-, O24.11-)

const type1Names = [
  'type 1 diabetes', 'type 1 diabetes mellitus', 'type i diabetes', 'type i diabetes mellitus', 'diabetes mellitus type 1', 'diabetes type 1', 'dm type 1',
  'dm1', 't1dm', 'iddm', 'juvenile diabetes', 'pregestational type 1 diabetes', 'pre existing type 1 diabetes', 'preexisting type 1 diabetes',
  'type 1 diabetes in pregnancy', 'type 1 diabetes complicating pregnancy',
];
const type2Names = [
  'type 2 diabetes', 'type 2 diabetes mellitus', 'type ii diabetes', 'type ii diabetes mellitus', 'diabetes mellitus type 2', 'diabetes type 2', 'dm type 2',
  'dm2', 't2dm', 'niddm', 'pregestational type 2 diabetes', 'pre existing type 2 diabetes', 'preexisting type 2 diabetes', 'type 2 diabetes in pregnancy',
  'type 2 diabetes complicating pregnancy',
];
const pregestationalDiabetesCare = words(diabetesManagement, [
  'insulin', 'insulin pump', 'continuous glucose monitor', 'cgm', 'dexcom', 'freestyle libre', 'insulin drip', 'insulin infusion', 'intrapartum insulin drip',
  'glucose checks', 'capillary glucose', 'hourly glucose', 'fingerstick glucose', 'endocrinology', 'maternal fetal medicine', 'fetal echocardiogram',
  'growth ultrasound', 'antenatal testing', 'hba1c', 'a1c', 'neonatal hypoglycemia protocol', 'neonatal glucose', 'metformin', 'diabetes education',
]);
const pregnancyDiabetesPseudo = words(['family history of type 2 diabetes', 'family history of type 1 diabetes', 'risk of type 2 diabetes', 'risk for type 2 diabetes', 'type 2 diabetes risk', 'type 2 diabetes screening', 'screening for type 2 diabetes'], notPregnant);

function preExistingDiabetes(type: 1 | 2, episode: Episode, code: string, label: string): CommonCondition {
  const own = type === 1 ? type1Names : type2Names;
  const other = type === 1 ? type2Names : type1Names;
  const spec = episodeSpecificity(episode);
  // Delivered this stay: the childbirth code (O24.x2), not a trimester's.
  const beforeDelivery = episode !== 'childbirth' && episode !== 'puerperium';
  return {
    id: `pre-existing-type-${type}-diabetes-${episode}`,
    title: `Pre-existing type ${type} diabetes mellitus, ${label}`,
    kind: 'chronic',
    codes: [code],
    terms: own,
    abbreviations: type === 1 ? ['T1DM', 'DM1', 'IDDM'] : ['T2DM', 'DM2', 'NIDDM'],
    pseudo: words(pregnancyDiabetesPseudo, weekPseudo),
    backing: { terms: pregestationalDiabetesCare, abbreviations: ['CGM', 'CBG', 'FSBG', 'POC', 'MFM'] },
    specificity: {
      // On a note with no pregnancy the diabetes is E10 or E11; gestational diabetes (O24.4-) and the other type are other kinds.
      documentedBy: spec.documentedBy,
      contradictedBy: words(spec.contradictedBy, beforeDelivery ? deliveredWords : []),
      otherKinds: words(other, gdmNames),
    },
  };
}

// ------------------------------------------------------------------ group B streptococcus carrier (O99.82-)

const gbsCarrierNames = [
  'gbs positive', 'gbs pos', 'group b strep positive', 'group b streptococcus positive', 'group b streptococcal positive', 'positive gbs', 'positive for gbs',
  'positive for group b strep', 'positive for group b streptococcus', 'gbs carrier', 'gbs carrier state', 'group b strep carrier', 'group b streptococcus carrier',
  'streptococcus b carrier', 'streptococcus b carrier state', 'gbs colonization', 'gbs colonized', 'colonized with gbs', 'colonized with group b strep',
  'colonized with group b streptococcus', 'group b strep colonization', 'group b streptococcus colonization', 'gbs bacteriuria', 'group b strep bacteriuria',
  'group b streptococcal bacteriuria', 'gbs screen positive', 'positive gbs screen', 'gbs culture positive', 'positive gbs culture', 'rectovaginal culture positive for gbs',
];
const gbsNegative = [
  'gbs negative', 'gbs neg', 'group b strep negative', 'group b streptococcus negative', 'negative gbs', 'negative for gbs', 'negative for group b strep',
  // Not an unknown status: "GBS unknown (not collected)" leaves the carrier state open.
  'gbs screen negative', 'negative gbs screen', 'gbs culture negative', 'gbs status negative',
];

// ------------------------------------------------------------------ fetal heart rate or rhythm (O36.83-)

const fetalHeartNames = [
  'fetal bradycardia', 'fetal tachycardia', 'fetal arrhythmia', 'fetal dysrhythmia', 'fetal heart rate abnormality', 'fetal heart rate abnormalities',
  'abnormal fetal heart rate', 'abnormal fetal heart rate tracing', 'abnormal fetal heart tracing', 'abnormal fetal heart rhythm', 'irregular fetal heart rate',
  'irregular fetal heart rhythm', 'nonreassuring fetal heart rate', 'non reassuring fetal heart rate', 'nonreassuring fetal heart tracing',
  'non reassuring fetal heart tracing', 'nonreassuring fetal heart rate tracing', 'fetal heart block', 'congenital heart block', 'fetal complete heart block',
  'fetal supraventricular tachycardia', 'fetal svt', 'fetal atrial flutter', 'fetal ectopy', 'fetal premature atrial contractions', 'fetal pacs',
  'recurrent late decelerations', 'recurrent variable decelerations', 'late decelerations', 'prolonged deceleration', 'prolonged decelerations',
  'minimal variability', 'absent variability', 'sinusoidal fetal heart rate', 'sinusoidal pattern', 'category ii tracing', 'category 2 tracing',
  'category iii tracing', 'category 3 tracing', 'category ii fetal heart tracing', 'category iii fetal heart tracing',
];
const fetalHeartCare = [
  'continuous fetal monitoring', 'continuous electronic fetal monitoring', 'continuous efm', 'fetal echocardiogram', 'fetal echo', 'fetal cardiology',
  'pediatric cardiology', 'biophysical profile', 'nonstress test', 'non stress test', 'intrauterine resuscitation', 'maternal repositioning', 'position change',
  'amnioinfusion', 'fetal scalp stimulation', 'scalp stimulation', 'fetal scalp electrode', 'maternal oxygen', 'terbutaline', 'digoxin', 'flecainide', 'sotalol',
  'maternal fetal medicine', 'mfm consult', 'serial nsts', 'twice weekly nsts', 'delivery for nonreassuring', 'cesarean for nonreassuring',
  'cesarean for fetal bradycardia', 'cesarean for category', 'delivered for nonreassuring', 'stat cesarean', 'emergency cesarean',
];
/** A normal tracing, written instead. */
const reassuringTracing = [
  'category i tracing', 'category 1 tracing', 'category i fetal heart tracing', 'category 1 fetal heart tracing', 'reassuring fetal heart tracing',
  'reassuring fetal heart rate', 'reassuring fetal status', 'reactive nst', 'reactive nonstress test', 'reactive non stress test', 'normal fetal heart rate',
  'normal fetal heart tracing', 'moderate variability with accelerations',
];

function fetalHeartRate(trimester: Trimester | 'unspecified-trimester', code: string, label: string): CommonCondition {
  const spec = episodeSpecificity(trimester);
  return {
    id: `fetal-heart-rate-abnormality-${trimester}`,
    title: `Maternal care for abnormalities of the fetal heart rate or rhythm, ${label}`,
    kind: 'episodic',
    codes: [code],
    terms: fetalHeartNames,
    abbreviations: ['NRFHT', 'NRFHR'],
    pseudo: words(weekPseudo, ['risk of fetal bradycardia', 'monitor for fetal bradycardia', 'fetal bradycardia precautions', 'no late decelerations']),
    backing: { terms: fetalHeartCare, abbreviations: ['cEFM', 'EFM', 'BPP', 'NST', 'NSTs', 'MFM'] },
    refutedBy: { instead: reassuringTracing },
    // A trimester code is the maternal care of a pregnancy (the tracing in labor is O76/O77): the trimester is its specificity.
    specificity: spec,
  };
}

// ------------------------------------------------------------------ outcome of delivery (Z37)

const liveborn = [
  'live birth', 'liveborn', 'live born', 'liveborn infant', 'live born infant', 'viable infant', 'viable male infant', 'viable female infant', 'live male infant',
  'live female infant', 'liveborn male', 'liveborn female', 'liveborn male infant', 'liveborn female infant', 'healthy male infant', 'healthy female infant',
  'healthy baby boy', 'healthy baby girl', 'delivered a baby boy', 'delivered a baby girl', 'delivery of a viable', 'single live birth', 'singleton live birth',
  'vigorous male infant', 'vigorous female infant', 'viable term infant', 'viable preterm infant', 'live term infant', 'live preterm infant',
];
const stillborn = [
  'stillbirth', 'stillborn', 'still born', 'stillborn infant', 'stillborn male', 'stillborn female', 'intrauterine fetal demise', 'intra uterine fetal demise',
  'fetal demise', 'intrauterine fetal death', 'fetal death', 'delivered a stillborn', 'delivery of a stillborn', 'demise of the fetus', 'fetal demise confirmed',
];
const stillbornAbbreviations = ['IUFD'];
const twinNames = [
  'twins', 'twin gestation', 'twin pregnancy', 'twin delivery', 'twin a', 'twin b', 'baby a', 'baby b', 'dichorionic diamniotic twins', 'di di twins',
  'didi twins', 'monochorionic diamniotic twins', 'mono di twins', 'monodi twins', 'monochorionic monoamniotic twins', 'mono mono twins', 'liveborn twins',
  'live born twins', 'twin boys', 'twin girls', 'viable twins', 'twin intrauterine pregnancy', 'twin iup',
];
const tripletNames = ['triplets', 'triplet gestation', 'triplet pregnancy', 'triplet delivery', 'liveborn triplets', 'triplet a', 'triplet b', 'triplet c', 'baby c'];
const higherMultiples = ['quadruplets', 'quadruplet gestation', 'quintuplets', 'sextuplets'];
const singletonWords = ['singleton', 'singleton pregnancy', 'singleton gestation', 'single intrauterine pregnancy', 'singleton iup', 'single live birth', 'singleton live birth'];
/** The history of a past stillbirth or a neonatal death is no outcome of this delivery. */
const outcomePseudo = words(
  ['history of stillbirth', 'prior stillbirth', 'previous stillbirth', 'stillbirth risk', 'risk of stillbirth', 'stillbirth prevention', 'vanishing twin', 'twin to twin transfusion syndrome'],
  notPregnant,
);
const outcomeKinds = { live: liveborn, still: stillborn, twins: twinNames, triplets: tripletNames };

function outcomeOfDelivery(id: string, title: string, code: string, terms: readonly string[], specificity: NonNullable<CommonCondition['specificity']>): CommonCondition {
  return {
    id,
    title,
    kind: 'status',
    codes: [code],
    terms,
    ...(terms === stillborn ? { abbreviations: stillbornAbbreviations } : {}),
    pseudo: outcomePseudo,
    // Not delivered this stay: no outcome of delivery to code.
    specificity: { ...specificity, contradictedBy: words(specificity.contradictedBy ?? [], undelivered) },
  };
}

/**
 * One weeks-of-gestation code: its week written is the code; another week written, and this one
 * never, refutes it. Any gestational age written is the other kind: where it is this week's, the
 * week's own longer phrase wins the words, and the week is named.
 */
function weeksOfGestation(code: string, key: string, title: string, terms: readonly string[]): CommonCondition {
  return {
    id: `weeks-of-gestation-${key}`,
    title,
    kind: 'status',
    codes: [code],
    terms,
    pseudo: weekPseudo,
    specificity: { otherKinds: anyWeek },
  };
}

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
      contradictedBy: words(gestationalHypertensionNames, newOnsetHypertension),
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
    // "Pre-eclampsia" ends in the word.
    pseudo: words(['pre eclampsia', 'eclampsia precautions', 'risk of eclampsia', 'eclampsia risk'], notPregnant),
    backing: {
      terms: ['magnesium sulfate', 'mag sulfate', 'magnesium bolus', 'magnesium infusion', 'magnesium drip', 'lorazepam', 'ativan', 'diazepam', 'levetiracetam', 'keppra', 'airway protection', 'intubated', 'emergent delivery', 'emergency cesarean', 'head ct', 'mri brain', 'neurology consult', 'seizure'],
      abbreviations: ['MgSO4'],
    },
    refutedBy: {
      // Eclampsia is a seizure: "no seizure activity", "no seizures" deny it where it is never affirmed.
      absent: ['seizure', 'seizure activity', 'seizures', 'convulsion', 'convulsions', 'eclamptic seizure', 'seizure like activity', 'tonic clonic activity'],
      // Magnesium given to prevent a seizure is not one.
      instead: [
        'epilepsy', 'seizure disorder', 'pres without seizure', 'syncope', 'vasovagal syncope', 'seizure prophylaxis', 'for seizure prophylaxis',
        'magnesium for seizure prophylaxis', 'magnesium sulfate for seizure prophylaxis', 'seizure prevention', 'eclampsia prophylaxis', 'eclampsia prevention',
        'prevention of eclampsia', 'prevent eclampsia', 'to prevent eclampsia', 'eclamptic seizure prophylaxis',
      ],
    },
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

  // ================================================================ infection after delivery (O85, O86.1-)
  {
    // Sepsis after delivery: the puerperium's own words, or sepsis in one sentence with them. Sepsis in
    // labor is O75.3 (Excludes1 at O85); a genital tract infection without sepsis is O86.1-.
    id: 'puerperal-sepsis',
    title: 'Puerperal sepsis',
    kind: 'episodic',
    codes: ['O85'],
    terms: puerperalSepsisNames,
    namedInParts: { terms: sepsisWords, inSentenceWith: puerperiumReadmission },
    pseudo: sepsisPseudo,
    backing: { terms: sepsisCare, abbreviations: ['ICU'], otherIndications: prophylaxisIndications },
    backingValues: anyOf(measured('lactate', atLeast(2, 'mmol/L')), measured('temperature', atLeast(38, 'degC'))),
    refutedBy: {
      // "Sepsis was ruled out", "did not meet sepsis criteria": the sepsis denied and never affirmed.
      absent: ['sepsis', 'septic', 'sepsis criteria', 'criteria for sepsis'],
      instead: ['epidural fever', 'epidural related fever', 'isolated maternal fever', 'drug fever', 'transfusion reaction', 'breast engorgement fever'],
    },
    specificity: { otherKinds: intrapartumSepsis },
  },
  genitalTractInfection('cervicitis', 'postpartum-cervicitis', 'Cervicitis following delivery', 'O8611'),
  genitalTractInfection('endometritis', 'postpartum-endometritis', 'Endometritis following delivery', 'O8612'),
  genitalTractInfection('vaginitis', 'postpartum-vaginitis', 'Vaginitis following delivery', 'O8613'),
  genitalTractInfection('other', 'other-postpartum-genital-tract-infection', 'Other infection of genital tract following delivery', 'O8619'),

  // ================================================================ kidney failure and shock after delivery (O90.49, O75.1)
  {
    // Acute kidney injury after delivery by KDIGO's creatinine criteria: the creatinine is the
    // pivotal value. Hepatorenal syndrome after delivery is O90.41.
    id: 'postpartum-acute-kidney-failure',
    title: 'Other postpartum acute kidney failure',
    kind: 'episodic',
    codes: ['O9049'],
    terms: akiNames,
    abbreviations: ['AKI', 'ARF', 'ATN'],
    pseudo: ['aki risk', 'risk of aki', 'risk of acute kidney injury', 'aki precautions', 'prevent aki', 'to prevent acute kidney injury', 'history of acute kidney injury'],
    backing: { terms: akiCare, abbreviations: ['CRRT', 'HD', 'FENa', 'I/O'] },
    backingValues: pregnancyHighCreatinine,
    values: {
      shows: akiRise,
      excludes: allOf(reported('creatinine', 2), measuredThroughout('creatinine', below(1, 'mg/dL'))),
      pivotal: reported('creatinine'),
    },
    specificity: { documentedBy: puerperiumReadmission, otherKinds: ['hepatorenal syndrome', 'hepatorenal syndrome following delivery', 'postpartum hepatorenal syndrome'] },
  },
  {
    // Shock of labor and delivery: hypotension with hypoperfusion, pressors, massive transfusion.
    // Septic shock after delivery is puerperal sepsis (O85) with R65.21; the hypotension of a spinal is not shock.
    id: 'obstetric-shock',
    title: 'Shock during or following labor and delivery',
    kind: 'episodic',
    codes: ['O751'],
    terms: shockNames,
    pseudo: shockPseudo,
    backing: { terms: shockCare, abbreviations: ['MTP', 'FFP', 'PRBC', 'ICU'] },
    backingValues: shockValues,
    refutedBy: {
      instead: [
        'spinal hypotension', 'hypotension after spinal', 'hypotension after spinal anesthesia', 'post spinal hypotension', 'epidural hypotension',
        'hypotension after epidural', 'vasovagal', 'vasovagal syncope', 'vasovagal episode', 'orthostatic hypotension',
      ],
    },
    specificity: { documentedBy: laborAndDeliveryContext, otherKinds: ['septic shock', 'anaphylactic shock', 'anaphylaxis'] },
  },

  // ================================================================ pre-existing hypertension with pre-eclampsia (O11)
  {
    // Trimester, childbirth and puerperium (O11.1-O11.5, O11.9) are read as for O10 and O14: one entry for the category.
    ...hypertensiveDisorder({
      id: 'pre-existing-hypertension-with-preeclampsia',
      title: 'Pre-existing hypertension with pre-eclampsia',
      codes: ['O11'],
      terms: superimposedNames,
      specificity: {
        // New in this pregnancy: gestational hypertension progressed to preeclampsia is O14.
        contradictedBy: newOnsetHypertension,
        otherKinds: gestationalHypertensionNames,
      },
    }),
    // "Chronic hypertension on labetalol, now with preeclampsia with severe features".
    namedInParts: { terms: words(preeclampsiaNames, mildPreeclampsia, severePreeclampsia, hellpNames), inSentenceWith: chronicHypertensionNames },
  },

  // ================================================================ hyperemesis and vomiting of pregnancy (O21.0-O21.2)
  {
    // Mild or unspecified, starting before the end of the 20th week.
    id: 'mild-hyperemesis-gravidarum',
    title: 'Mild hyperemesis gravidarum',
    kind: 'episodic',
    codes: ['O210'],
    terms: hyperemesisNames,
    pseudo: hyperemesisPseudo,
    backing: { terms: hyperemesisCare, abbreviations: ['IVF', 'TPN', 'PICC'] },
    // A metabolic disturbance is O21.1; a start after 20 weeks O21.2.
    specificity: { contradictedBy: words(metabolicDisturbance, lateOnsetWords), otherKinds: lateVomitingNames },
  },
  {
    id: 'hyperemesis-gravidarum-with-metabolic-disturbance',
    title: 'Hyperemesis gravidarum with metabolic disturbance',
    kind: 'episodic',
    codes: ['O211'],
    terms: hyperemesisNames,
    pseudo: hyperemesisPseudo,
    backing: { terms: hyperemesisCare, abbreviations: ['IVF', 'TPN', 'PICC'] },
    specificity: { documentedBy: metabolicDisturbance, contradictedBy: lateOnsetWords, otherKinds: lateVomitingNames },
  },
  {
    // Excessive vomiting starting after 20 completed weeks.
    id: 'late-vomiting-of-pregnancy',
    title: 'Late vomiting of pregnancy',
    kind: 'episodic',
    codes: ['O212'],
    terms: lateVomitingNames,
    namedInParts: {
      terms: ['hyperemesis', 'hyperemesis gravidarum', 'intractable vomiting', 'persistent vomiting', 'excessive vomiting', 'nausea and vomiting of pregnancy'],
      inSentenceWith: words(lateOnsetWords, trimesterWords.third),
    },
    pseudo: hyperemesisPseudo,
    backing: { terms: hyperemesisCare, abbreviations: ['IVF', 'TPN', 'PICC'] },
    specificity: { contradictedBy: earlyOnsetWords },
  },

  // ================================================================ peripartum cardiomyopathy (O90.3)
  {
    // Heart failure from left ventricular systolic dysfunction (EF under 45%) toward the end of
    // pregnancy or in the months after delivery, without another cause; a cardiomyopathy known
    // before the pregnancy is O99.4-.
    id: 'peripartum-cardiomyopathy',
    title: 'Peripartum cardiomyopathy',
    kind: 'chronic',
    codes: ['O903'],
    terms: ppcmNames,
    abbreviations: ['PPCM'],
    pseudo: ['risk of peripartum cardiomyopathy', 'peripartum cardiomyopathy risk', 'screen for peripartum cardiomyopathy', 'evaluate for peripartum cardiomyopathy'],
    backing: { terms: ppcmCare, abbreviations: ['GDMT', 'TTE', 'WCD'] },
    backingValues: measured('ejection-fraction', below(45, '%')),
    refutedBy: {
      instead: ['pre existing cardiomyopathy', 'preexisting cardiomyopathy', 'cardiomyopathy diagnosed before pregnancy', 'cardiomyopathy prior to pregnancy', 'takotsubo cardiomyopathy', 'stress cardiomyopathy'],
      values: measuredThroughout('ejection-fraction', atLeast(55, '%')),
    },
  },

  // ================================================================ pre-existing type 1 and type 2 diabetes (O24.01-, O24.02, O24.03, O24.11-, O24.12, O24.13)
  ...([1, 2] as const).flatMap((type) => [
    preExistingDiabetes(type, 'first', `O24${type - 1}11`, 'in pregnancy, first trimester'),
    preExistingDiabetes(type, 'second', `O24${type - 1}12`, 'in pregnancy, second trimester'),
    preExistingDiabetes(type, 'third', `O24${type - 1}13`, 'in pregnancy, third trimester'),
    preExistingDiabetes(type, 'unspecified-trimester', `O24${type - 1}19`, 'in pregnancy, unspecified trimester'),
    preExistingDiabetes(type, 'childbirth', `O24${type - 1}2`, 'in childbirth'),
    preExistingDiabetes(type, 'puerperium', `O24${type - 1}3`, 'in the puerperium'),
  ]),

  // ================================================================ group B streptococcus carrier (O99.820, O99.824, O99.825)
  ...([
    ['pregnancy', 'O99820', 'complicating pregnancy'],
    ['childbirth', 'O99824', 'complicating childbirth'],
    ['puerperium', 'O99825', 'complicating the puerperium'],
  ] as const).map(([episode, code, label]): CommonCondition => {
    const spec = episode === 'pregnancy' ? { documentedBy: words(pregnancyContext, anyWeek, undelivered), contradictedBy: deliveredWords } : episodeSpecificity(episode);
    return {
      id: `group-b-streptococcus-carrier-${episode}`,
      title: `Streptococcus B carrier state ${label}`,
      kind: 'status',
      codes: [code],
      terms: gbsCarrierNames,
      pseudo: ['gbs prophylaxis', 'gbs status', 'group b strep status', 'gbs screening', 'gbs screen'],
      // A negative or unknown screen, written instead.
      refutedBy: { instead: gbsNegative },
      specificity: spec,
    };
  }),

  // ================================================================ fetal heart rate or rhythm (O36.831-, O36.832-, O36.833-, O36.839-, single gestation)
  fetalHeartRate('first', 'O368310', 'first trimester, not applicable or unspecified'),
  fetalHeartRate('second', 'O368320', 'second trimester, not applicable or unspecified'),
  fetalHeartRate('third', 'O368330', 'third trimester, not applicable or unspecified'),
  fetalHeartRate('unspecified-trimester', 'O368390', 'unspecified trimester, not applicable or unspecified'),

  // ================================================================ outcome of delivery (Z37.0-Z37.4, Z37.51)
  outcomeOfDelivery('single-live-birth', 'Single live birth', 'Z370', liveborn, {
    contradictedBy: words(twinNames, tripletNames, higherMultiples, stillborn),
    otherKinds: words(twinNames, tripletNames, higherMultiples, stillborn),
  }),
  outcomeOfDelivery('single-stillbirth', 'Single stillbirth', 'Z371', stillborn, { contradictedBy: words(twinNames, tripletNames, higherMultiples), otherKinds: liveborn }),
  outcomeOfDelivery('twins-both-liveborn', 'Twins, both liveborn', 'Z372', twinNames, { contradictedBy: words(stillborn, tripletNames, higherMultiples, singletonWords) }),
  outcomeOfDelivery('twins-one-liveborn-one-stillborn', 'Twins, one liveborn and one stillborn', 'Z373', twinNames, {
    documentedBy: stillborn,
    contradictedBy: words(tripletNames, higherMultiples, singletonWords, ['both liveborn', 'both live born', 'both twins liveborn', 'both twins viable', 'both viable', 'both vigorous']),
  }),
  outcomeOfDelivery('twins-both-stillborn', 'Twins, both stillborn', 'Z374', twinNames, {
    documentedBy: ['both stillborn', 'both twins stillborn', 'demise of both twins', 'both twins demised', 'fetal demise of both twins', 'both fetuses demised', 'intrauterine demise of both twins'],
    contradictedBy: words(liveborn, tripletNames, higherMultiples, singletonWords),
  }),
  outcomeOfDelivery('triplets-all-liveborn', 'Triplets, all liveborn', 'Z3751', tripletNames, { contradictedBy: words(stillborn, twinNames, higherMultiples, singletonWords) }),

  // ================================================================ weeks of gestation (Z3A.00, Z3A.01, Z3A.08-Z3A.42, Z3A.49)
  {
    // Pregnant, and no week written.
    id: 'weeks-of-gestation-not-specified',
    title: 'Weeks of gestation of pregnancy not specified',
    kind: 'status',
    codes: ['Z3A00'],
    // A pregnancy this stay, not an obstetric history ("gravida 3, para 3" in a gynecology note) nor a
    // newborn's ("small for gestational age infant").
    terms: ['pregnant', 'weeks pregnant', 'currently pregnant', 'pregnancy', 'intrauterine pregnancy', 'antepartum', 'in labor', 'labor and delivery', 'fetal heart tracing', 'fetal heart rate', 'fundal height', 'gestation'],
    pseudo: words(weekPseudo, notPregnant, [
      'prior pregnancy', 'prior pregnancies', 'previous pregnancy', 'previous pregnancies', 'last pregnancy', 'pregnancy test', 'pregnancy category',
      'small for gestation', 'small for gestational age', 'large for gestational age', 'appropriate for gestational age',
    ]),
    specificity: { contradictedBy: anyWeek, otherKinds: anyWeek },
  },
  weeksOfGestation('Z3A01', 'less-than-8', 'Less than 8 weeks gestation of pregnancy', words(weeksRange(1, 7), ['less than 8 weeks gestation', 'less than 8 weeks of gestation', 'less than 8 weeks pregnant'])),
  ...Array.from({ length: 35 }, (_, i) => i + 8).map((n) => weeksOfGestation(`Z3A${String(n).padStart(2, '0')}`, String(n), `${n} weeks gestation of pregnancy`, weekPhrases(n))),
  weeksOfGestation('Z3A49', 'greater-than-42', 'Greater than 42 weeks gestation of pregnancy', words(weeksRange(43, 45), ['greater than 42 weeks', 'more than 42 weeks', 'beyond 42 weeks', 'over 42 weeks'])),
];
