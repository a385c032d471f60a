import {
  above,
  allOf,
  anyOf,
  atLeast,
  below,
  between,
  definePack,
  measured,
  measuredThroughout,
  mentioned,
  not,
  reported,
  ruledOut,
  type CodeSpec,
  type Rule,
} from '../lib/criteria/define';

/**
 * Morbid (severe) obesity (E66.01, E66.2, E66.813) and the adult BMI codes Z68.41–Z68.45.
 * Criteria reference §2.13 (NIH/NHLBI 1998, WHO BMI classes, ASMBS/NIH 1991).
 *
 * Morbid obesity is a BMI of 40 kg/m² or more (class 3), or a BMI of 35.0–39.9 with an
 * obesity-related comorbidity: obstructive sleep apnea, obesity hypoventilation, type 2
 * diabetes, hypertension, dyslipidemia, fatty liver disease, osteoarthritis, GERD or heart
 * failure. The BMI must be a reliable measurement from this stay: a weight inflated by anasarca,
 * massive edema or pregnancy, or one given only by patient report, cannot decide it. A charted
 * BMI decides; with none charted, the BMI is computed from measured height and weight
 * ("wt 142 kg, ht 175 cm" = 46.4).
 *
 * - E66.2 (morbid obesity with alveolar hypoventilation) additionally needs hypoventilation:
 *   a PaCO2 above 45 mmHg, chronic hypercapnia, obesity hypoventilation syndrome or nocturnal
 *   BiPAP for it.
 * - E66.813 (obesity class 3) is a BMI of 40 or more; a BMI below 40 contradicts it even with a
 *   comorbidity.
 * - Z68.41 (BMI 40.0–44.9), Z68.42 (45.0–49.9), Z68.43 (50.0–59.9), Z68.44 (60.0–69.9) and
 *   Z68.45 (70 or more) must match the charted BMI; a charted BMI outside the code's range
 *   contradicts it.
 *
 * Unsupported: a BMI below 35, or 35–39.9 with no comorbidity. NoDetermination: no BMI, height
 * or weight in the summary ("morbidly obese, bariatric bed" without a number), or a BMI the
 * summary itself calls unreliable. Plan OBESITY-BMI40 (variant `bmi40`) drops the comorbidity
 * route. The BMI codes Z68.35–Z68.39 are not answered here: a BMI code is valid on the charted
 * BMI alone, while this pack's decision is morbid obesity's (35–39.9 needs a comorbidity).
 *
 * @example "BMI 52.4 kg/m2; bariatric bed; enoxaparin 40 mg BID." supports E66.01 and Z68.43.
 */

type ObesityCriterion =
  | 'bmi-computed-40'
  | 'bmi-computed-below-40'
  | 'bmi-computed-decides'
  | 'obesity-documented'
  | 'morbid-obesity-documented'
  | 'obesity-ruled-out'
  | 'bmi-40'
  | 'bmi-35-with-comorbidity'
  | 'bmi-reported'
  | 'bmi-reliable'
  | 'dry-bmi-reported'
  | 'no-dry-bmi'
  | 'dry-bmi-40'
  | 'dry-bmi-35-with-comorbidity'
  | 'bmi-below-40'
  | 'hypoventilation'
  | 'obesity-care'
  | BmiRangeCriterion;

type BmiRangeCriterion = `bmi-${'41' | '42' | '43' | '44' | '45'}-range` | `bmi-${'41' | '42' | '43' | '44' | '45'}-outside`;

/** The adult BMI codes for BMI 40 and over, with their ranges (kg/m²). */
const BMI_CODES = [
  { code: 'Z6841', suffix: '41', low: 40, high: 44.99, label: '40.0-44.9' },
  { code: 'Z6842', suffix: '42', low: 45, high: 49.99, label: '45.0-49.9' },
  { code: 'Z6843', suffix: '43', low: 50, high: 59.99, label: '50.0-59.9' },
  { code: 'Z6844', suffix: '44', low: 60, high: 69.99, label: '60.0-69.9' },
  { code: 'Z6845', suffix: '45', low: 70, high: 200, label: '70 or greater' },
] as const;

const bmiCodeSpecs: CodeSpec<ObesityCriterion>[] = BMI_CODES.map((b) => ({
  code: b.code,
  title: `body mass index ${b.label}, adult`,
  requires: `bmi-${b.suffix}-range`,
  contradicts: `bmi-${b.suffix}-outside`,
}));

/**
 * BMI from measured height and weight (BMI = kg/m²), used only when no BMI is charted (a charted
 * BMI is the clinician's own figure and decides). The engine has no derived values, so the
 * quotient is written as a table over 1 cm height bands: "BMI certainly at least t" is a height
 * in [h, h + 0.01] m with a weight of at least t × (h + 0.01)², and "certainly below t" a height
 * of at least h with every weight below t × h². A BMI within about 1% of t falls in neither and
 * decides nothing. Heights 1.40–2.10 m; outside that band nothing is computed.
 */
const HEIGHT_BANDS = Array.from({ length: 70 }, (_, i) => (140 + i) / 100);
const round1 = (x: number) => Math.round(x * 10) / 10;
const computedBmiAtLeast = (t: number): Rule<never> =>
  anyOf(
    ...HEIGHT_BANDS.map((h) =>
      allOf<never>(measured('height', between(h, round1(h * 100 + 1) / 100, 'm')), measured('weight', atLeast(round1(t * (h + 0.01) ** 2 + 0.05), 'kg'))),
    ),
  );
const computedBmiBelow = (t: number): Rule<never> =>
  anyOf(
    ...HEIGHT_BANDS.map((h) =>
      allOf<never>(measuredThroughout('height', between(h, round1(h * 100 + 1) / 100, 'm')), measuredThroughout('weight', below(round1(t * h * h - 0.05), 'kg'))),
    ),
  );
const noChartedBmi = not<never>(reported('bmi'));
const bariatricHistory: Rule<'bariatric-history'> = mentioned('bariatric-history', { allow: ['historical'] });

// Where the summary gives a BMI at dry weight, that one is the patient's ("BMI 40.7 with 9 kg of
// anasarca ... 37.8 at dry weight" is no Z68.41).
const dryBmi = { sameSentenceAs: ['reliable-weight'], sameClause: true } as const;
const noDryBmi = not(measured('bmi', { op: 'any' }, dryBmi));
const bmiRange = (low: number, high: number) =>
  // One value inside the code's range ("BMI 51" for Z68.43).
  anyOf(allOf(noDryBmi, measured('bmi', between(low, high, 'kg/m2'))), measured('bmi', between(low, high, 'kg/m2'), dryBmi));
const bmiOutside = (low: number, high: number) =>
  // BMI charted and no value inside the code's range ("BMI 37" for Z68.41).
  anyOf(
    allOf(noDryBmi, reported('bmi'), not(measured('bmi', between(low, high, 'kg/m2')))),
    allOf(measured('bmi', { op: 'any' }, dryBmi), not(measured('bmi', between(low, high, 'kg/m2'), dryBmi))),
  );

export default definePack({
  id: 'obesity',
  title: 'Morbid obesity',
  version: '1.0.0',
  source: 'criteria-reference §2.13 (BMI >= 40, or 35-39.9 with an obesity-related comorbidity; BMI codes match the charted BMI)',
  codes: [
    { code: 'E6601', title: 'morbid (severe) obesity due to excess calories' },
    { code: 'E662', title: 'morbid (severe) obesity with alveolar hypoventilation', requires: 'hypoventilation', contradicts: 'hypoventilation-ruled-out' },
    {
      code: 'E66813',
      title: 'obesity, class 3',
      requires: { anyOf: ['bmi-40', 'bmi-computed-40'] },
      contradicts: { anyOf: ['bmi-below-40', { allOf: ['bmi-computed-below-40', 'bmi-reliable'] }] },
      validFrom: '2024-10-01',
    },
    ...bmiCodeSpecs,
  ],
  concepts: {
    'morbid-obesity': {
      terms: [
        'morbid obesity',
        'morbidly obese',
        'severe obesity',
        'severely obese',
        'class iii obesity',
        'class 3 obesity',
        'obesity class iii',
        'obesity class 3',
        'class iii morbid obesity',
        'super morbid obesity',
        'super morbidly obese',
        'extreme obesity',
      ],
    },
    obesity: { terms: ['obesity', 'obese'] },
    comorbidity: {
      terms: [
        'obstructive sleep apnea',
        'sleep apnea',
        'obesity hypoventilation syndrome',
        'obesity hypoventilation',
        'pickwickian syndrome',
        'type 2 diabetes',
        'type ii diabetes',
        'type 2 diabetes mellitus',
        'type ii diabetes mellitus',
        'diabetes mellitus type 2',
        'diabetes mellitus type ii',
        'diabetes type 2',
        'diabetes mellitus',
        'non insulin dependent diabetes mellitus',
        'noninsulin dependent diabetes mellitus',
        'diabetes',
        'hypertension',
        'high blood pressure',
        'dyslipidemia',
        'hyperlipidemia',
        'hypercholesterolemia',
        'hypertriglyceridemia',
        'nonalcoholic fatty liver disease',
        'non alcoholic fatty liver disease',
        'nonalcoholic steatohepatitis',
        'non alcoholic steatohepatitis',
        'fatty liver',
        'hepatic steatosis',
        'osteoarthritis',
        'degenerative joint disease',
        'gastroesophageal reflux disease',
        'gastroesophageal reflux',
        'reflux disease',
        'heart failure',
        'congestive heart failure',
      ],
      abbreviations: ['OSA', 'OHS', 'T2DM', 'DM2', 'DM', 'DMII', 'NIDDM', 'HTN', 'HLD', 'NAFLD', 'NASH', 'DJD', 'GERD', 'CHF', 'HFpEF', 'HFrEF'],
      // Conditions that contain a comorbidity word but are not obesity-related.
      pseudo: [
        'type 1 diabetes',
        'type i diabetes',
        'type 1 diabetes mellitus',
        'type i diabetes mellitus',
        'diabetes type 1',
        'diabetes mellitus type 1',
        'diabetes insipidus',
        'gestational diabetes',
        'pulmonary hypertension',
        'portal hypertension',
        'intracranial hypertension',
        'idiopathic intracranial hypertension',
        'gestational hypertension',
        'ocular hypertension',
      ],
    },
    // The BMI the summary says does reflect the patient's size, beside one inflated by edema or pregnancy:
    // "At his dry weight of 106.6 kg his BMI is 34.6", "Booking (9 weeks) ... BMI 33.1".
    'reliable-weight': {
      terms: [
        'dry weight', 'dry-weight bmi', 'euvolemic weight', 'euvolaemic weight', 'pre-pregnancy', 'prepregnancy', 'pre-pregnancy bmi',
        'non-pregnant', 'nonpregnant', 'booking', 'booking weight', 'booking bmi',
        // Weighed after the fluid came off: "BMI 54.7 at d/c weight".
        'd/c weight', 'discharge weight', 'post diuresis weight', 'post-diuresis weight', 'weight after diuresis',
      ],
    },
    // A weight or BMI that the summary itself says does not reflect the patient's size.
    'unreliable-weight': {
      terms: [
        'anasarca',
        'massive edema',
        'massively edematous',
        'total body edema',
        'weight per patient report',
        'weight per patient',
        'stated weight',
        'reported weight',
        'self reported weight',
        'estimated weight',
        'weight was estimated',
      ],
    },
    // After bariatric surgery an older, pre-operative BMI may be quoted beside the current one.
    'bariatric-history': {
      terms: [
        'sleeve gastrectomy',
        'gastric sleeve',
        'vertical sleeve gastrectomy',
        'gastric bypass',
        'roux en y gastric bypass',
        'lap band',
        'laparoscopic adjustable gastric band',
        'gastric banding',
        'biliopancreatic diversion',
        'duodenal switch',
        'bariatric surgery',
      ],
      abbreviations: ['RYGB', 'LAGB', 'VSG'],
      // An operation still to come is no history of one: "bariatric surgery referral", "bariatric surgery clinic".
      pseudo: [
        'bariatric surgery referral', 'bariatric surgery clinic', 'bariatric surgery evaluation', 'bariatric surgery consult', 'referral for bariatric surgery',
        'referred for bariatric surgery', 'referred to bariatric surgery', 'candidate for bariatric surgery', 'evaluation for bariatric surgery',
        'interested in bariatric surgery', 'considering bariatric surgery', 'bariatric surgery program',
      ],
    },
    // Pregnancy weight is not the patient's obesity class (pre-pregnancy BMI is).
    pregnancy: {
      terms: ['pregnant', 'pregnancy', 'intrauterine pregnancy', 'weeks gestation', 'weeks of gestation', 'gravid', 'third trimester', 'second trimester'],
      abbreviations: ['IUP'],
      pseudo: ['pregnancy test', 'pregnancy testing', 'not pregnant', 'prior pregnancy', 'prior pregnancies', 'pregnancy category'],
    },
    hypoventilation: {
      terms: [
        'obesity hypoventilation syndrome',
        'obesity hypoventilation',
        'alveolar hypoventilation',
        'hypoventilation syndrome',
        'pickwickian syndrome',
        'chronic hypercapnia',
        'chronic hypercarbia',
        'chronic hypercapnic respiratory failure',
        'chronic respiratory acidosis',
        'compensated respiratory acidosis',
        'home bipap',
        'nocturnal bipap',
        'bipap at night',
        'bipap at home',
        'nightly bipap',
      ],
      abbreviations: ['OHS'],
    },
    'obesity-care': {
      terms: [
        'bariatric bed',
        'bariatric equipment',
        'bariatric wheelchair',
        'bariatric lift',
        'bariatric surgery',
        'weight based dosing',
        'difficult airway',
        'weight loss counseling',
        'dietary counseling',
        'nutrition counseling',
        'lifestyle modification',
        'sleeve gastrectomy',
        'body habitus limits',
        'limited by body habitus',
        'limited by habitus',
      ],
    },
  },
  criteria: {
    'obesity-documented': {
      says: 'Obesity documented for the patient',
      rule: anyOf(mentioned('morbid-obesity', { allow: ['historical'] }), mentioned('obesity', { allow: ['historical'] })),
    },
    'morbid-obesity-documented': { says: 'Morbid (severe, class 3) obesity documented', rule: mentioned('morbid-obesity', { allow: ['historical'] }) },
    'obesity-ruled-out': { says: 'Morbid obesity negated or ruled out', rule: ruledOut('morbid-obesity') },
    // After bariatric surgery every charted BMI must pass: the summary may quote the
    // pre-operative BMI ("pre-op BMI 48") beside the current one, and nothing marks which is old.
    'bmi-40': {
      says: 'BMI 40 kg/m2 or more (every charted BMI after bariatric surgery)',
      rule: anyOf(
        allOf(not(bariatricHistory), measured('bmi', atLeast(40, 'kg/m2'))),
        allOf(bariatricHistory, measuredThroughout('bmi', atLeast(40, 'kg/m2'))),
      ),
    },
    'bmi-below-40': { says: 'Every BMI reported is below 40 kg/m2', rule: measuredThroughout('bmi', below(40, 'kg/m2')) },
    'bmi-35-with-comorbidity': {
      says: 'BMI 35.0-39.9 kg/m2 with an obesity-related comorbidity (OSA, OHS, type 2 diabetes, hypertension, dyslipidemia, NAFLD, osteoarthritis, GERD, heart failure)',
      rule: allOf(
        anyOf(
          allOf(not(bariatricHistory), measured('bmi', between(35, 39.99, 'kg/m2'))),
          allOf(bariatricHistory, measuredThroughout('bmi', atLeast(35, 'kg/m2'))),
          allOf(noChartedBmi, computedBmiAtLeast(35)),
        ),
        mentioned('comorbidity', { allow: ['historical'] }),
      ),
    },
    'bmi-reported': { says: 'BMI reported', rule: reported('bmi') },
    'bmi-computed-40': {
      says: 'No BMI charted; measured height and weight give a BMI of 40 kg/m2 or more',
      rule: allOf(noChartedBmi, computedBmiAtLeast(40)),
    },
    'bmi-computed-below-40': {
      says: 'No BMI charted; measured height and weight give a BMI below 40 kg/m2',
      rule: allOf(noChartedBmi, computedBmiBelow(40)),
    },
    // Below 35, or below 40 with no obesity-related comorbidity: the computed BMI decides against.
    'bmi-computed-decides': {
      says: 'No BMI charted; height and weight give a BMI below 35 kg/m2, or below 40 with no obesity-related comorbidity',
      rule: allOf(
        noChartedBmi,
        anyOf(computedBmiBelow(35), allOf(computedBmiBelow(40), not(mentioned('comorbidity', { allow: ['historical'] })))),
      ),
    },
    'dry-bmi-reported': { says: 'A BMI at dry weight (or before pregnancy) reported', rule: measured('bmi', { op: 'any' }, { sameSentenceAs: ['reliable-weight'], sameClause: true }) },
    'no-dry-bmi': { says: 'No BMI at dry weight reported', rule: not(measured('bmi', { op: 'any' }, { sameSentenceAs: ['reliable-weight'], sameClause: true })) },
    'dry-bmi-40': { says: 'BMI at dry weight 40 kg/m2 or more', rule: measured('bmi', atLeast(40, 'kg/m2'), { sameSentenceAs: ['reliable-weight'], sameClause: true }) },
    'dry-bmi-35-with-comorbidity': {
      says: 'BMI at dry weight 35.0-39.9 kg/m2 with an obesity-related comorbidity',
      rule: allOf(measured('bmi', between(35, 39.99, 'kg/m2'), { sameSentenceAs: ['reliable-weight'], sameClause: true }), mentioned('comorbidity', { allow: ['historical'] })),
    },
    'bmi-reliable': {
      says: 'No anasarca, massive edema, pregnancy or reported-only weight that would make the BMI unreliable',
      rule: allOf(not(mentioned('unreliable-weight')), not(mentioned('pregnancy'))),
    },
    hypoventilation: {
      says: 'Alveolar hypoventilation (PaCO2 above 45 mmHg, chronic hypercapnia, OHS, nocturnal BiPAP)',
      rule: anyOf(measured('pco2', above(45, 'mmHg')), mentioned('hypoventilation', { allow: ['historical'] })),
    },
    // "Criteria for OHS are not met" after a normal awake PaCO2: a label carried from old records does not stand,
    // and the author's ruling-out outranks a PaCO2 the note gives to another cause ("the admission hypercapnia
    // came from the exacerbation ... obesity hypoventilation syndrome is not present").
    'hypoventilation-ruled-out': {
      says: 'Alveolar hypoventilation ruled out this stay and not affirmed for it',
      rule: allOf(ruledOut('hypoventilation', { currentOnly: true }), not(mentioned('hypoventilation'))),
    },
    'obesity-care': {
      says: 'Obesity affected care (bariatric equipment, weight-based dosing, counselling, limited exam)',
      rule: mentioned('obesity-care'),
    },
    'bmi-41-range': { says: 'BMI 40.0-44.9 kg/m2 charted', rule: bmiRange(40, 44.99) },
    'bmi-41-outside': { says: 'Charted BMI outside 40.0-44.9 kg/m2', rule: bmiOutside(40, 44.99) },
    'bmi-42-range': { says: 'BMI 45.0-49.9 kg/m2 charted', rule: bmiRange(45, 49.99) },
    'bmi-42-outside': { says: 'Charted BMI outside 45.0-49.9 kg/m2', rule: bmiOutside(45, 49.99) },
    'bmi-43-range': { says: 'BMI 50.0-59.9 kg/m2 charted', rule: bmiRange(50, 59.99) },
    'bmi-43-outside': { says: 'Charted BMI outside 50.0-59.9 kg/m2', rule: bmiOutside(50, 59.99) },
    'bmi-44-range': { says: 'BMI 60.0-69.9 kg/m2 charted', rule: bmiRange(60, 69.99) },
    'bmi-44-outside': { says: 'Charted BMI outside 60.0-69.9 kg/m2', rule: bmiOutside(60, 69.99) },
    'bmi-45-range': { says: 'BMI 70 kg/m2 or more charted', rule: measured('bmi', atLeast(70, 'kg/m2')) },
    'bmi-45-outside': { says: 'Charted BMI below 70 kg/m2', rule: measuredThroughout('bmi', below(70, 'kg/m2')) },
  },
  decision: {
    documented: 'obesity-documented',
    // A BMI at dry weight, where the summary gives one, is the patient's BMI.
    supported: {
      anyOf: [{ allOf: [{ anyOf: ['bmi-40', 'bmi-computed-40', 'bmi-35-with-comorbidity'] }, 'bmi-reliable', 'no-dry-bmi'] }, 'dry-bmi-40', 'dry-bmi-35-with-comorbidity'],
    },
    decidable: { anyOf: [{ allOf: [{ anyOf: ['bmi-reported', 'bmi-computed-decides'] }, 'bmi-reliable'] }, 'dry-bmi-reported'] },
    refuted: 'obesity-ruled-out',
    strengthens: ['obesity-care', 'morbid-obesity-documented'],
  },
  variants: {
    bmi40: {
      says: 'Morbid obesity needs a BMI of 40 kg/m2 or more; BMI 35-39.9 with a comorbidity does not qualify',
      decision: {
        supported: { anyOf: [{ allOf: [{ anyOf: ['bmi-40', 'bmi-computed-40'] }, 'bmi-reliable', 'no-dry-bmi'] }, 'dry-bmi-40'] },
        decidable: { anyOf: [{ allOf: [{ anyOf: ['bmi-reported', 'bmi-computed-below-40'] }, 'bmi-reliable'] }, 'dry-bmi-reported'] },
      },
    },
    'significance-required': {
      says: 'Morbid obesity must also have affected care (UHDDS): bariatric equipment, weight-based dosing, counselling or a limited exam',
      required: 'obesity-care',
    },
  },
});
