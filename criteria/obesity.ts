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
} from '../lib/criteria/define';

/**
 * Morbid (severe) obesity (E66.01, E66.2, E66.813) and the adult BMI codes Z68.41–Z68.45.
 * Criteria reference §2.13 (NIH/NHLBI 1998, WHO BMI classes, ASMBS/NIH 1991).
 *
 * Morbid obesity is a BMI of 40 kg/m² or more (class 3), or a BMI of 35.0–39.9 with an
 * obesity-related comorbidity: obstructive sleep apnea, obesity hypoventilation, type 2
 * diabetes, hypertension, dyslipidemia, fatty liver disease, osteoarthritis, GERD or heart
 * failure. The BMI must be a reliable measurement from this stay: a weight inflated by anasarca
 * or massive edema, or one given only by patient report, cannot decide it.
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
 * Unsupported: a BMI below 35, or 35–39.9 with no comorbidity. NoDetermination: no BMI in the
 * summary ("morbidly obese, bariatric bed" without a number), or a BMI the summary itself calls
 * unreliable. Plan OBESITY-BMI40 (variant `bmi40`) drops the comorbidity route.
 *
 * @example "BMI 52.4 kg/m2; bariatric bed; enoxaparin 40 mg BID." supports E66.01 and Z68.43.
 */

type ObesityCriterion =
  | 'obesity-documented'
  | 'morbid-obesity-documented'
  | 'obesity-ruled-out'
  | 'bmi-40'
  | 'bmi-35-with-comorbidity'
  | 'bmi-reported'
  | 'bmi-reliable'
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

const bmiRange = (low: number, high: number) =>
  // One value inside the code's range ("BMI 51" for Z68.43).
  measured('bmi', between(low, high, 'kg/m2'));
const bmiOutside = (low: number, high: number) =>
  // BMI charted and no value inside the code's range ("BMI 37" for Z68.41).
  allOf(reported('bmi'), not(measured('bmi', between(low, high, 'kg/m2'))));

export default definePack({
  id: 'obesity',
  title: 'Morbid obesity',
  version: '1.0.0',
  source: 'criteria-reference §2.13 (BMI >= 40, or 35-39.9 with an obesity-related comorbidity; BMI codes match the charted BMI)',
  codes: [
    { code: 'E6601', title: 'morbid (severe) obesity due to excess calories' },
    { code: 'E662', title: 'morbid (severe) obesity with alveolar hypoventilation', requires: 'hypoventilation' },
    { code: 'E66813', title: 'obesity, class 3', requires: 'bmi-40', contradicts: 'bmi-below-40', validFrom: '2024-10-01' },
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
        'obesity hypoventilation syndrome',
        'obesity hypoventilation',
        'pickwickian syndrome',
      ],
      abbreviations: ['OHS'],
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
        'gastric bypass',
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
    'bmi-40': { says: 'BMI 40 kg/m2 or more', rule: measured('bmi', atLeast(40, 'kg/m2')) },
    'bmi-below-40': { says: 'Every BMI reported is below 40 kg/m2', rule: measuredThroughout('bmi', below(40, 'kg/m2')) },
    'bmi-35-with-comorbidity': {
      says: 'BMI 35.0-39.9 kg/m2 with an obesity-related comorbidity (OSA, OHS, type 2 diabetes, hypertension, dyslipidemia, NAFLD, osteoarthritis, GERD, heart failure)',
      rule: allOf(measured('bmi', between(35, 39.99, 'kg/m2')), mentioned('comorbidity', { allow: ['historical'] })),
    },
    'bmi-reported': { says: 'BMI reported', rule: reported('bmi') },
    'bmi-reliable': {
      says: 'No anasarca, massive edema or reported-only weight that would make the BMI unreliable',
      rule: not(mentioned('unreliable-weight')),
    },
    hypoventilation: {
      says: 'Alveolar hypoventilation (PaCO2 above 45 mmHg, chronic hypercapnia, OHS, nocturnal BiPAP)',
      rule: anyOf(measured('pco2', above(45, 'mmHg')), mentioned('hypoventilation', { allow: ['historical'] })),
    },
    'obesity-care': {
      says: 'Obesity affected care (bariatric equipment, weight-based dosing, counselling, limited exam)',
      rule: mentioned('obesity-care', { allow: ['historical'] }),
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
    supported: { allOf: [{ anyOf: ['bmi-40', 'bmi-35-with-comorbidity'] }, 'bmi-reliable'] },
    decidable: { allOf: ['bmi-reported', 'bmi-reliable'] },
    refuted: 'obesity-ruled-out',
    strengthens: ['obesity-care', 'morbid-obesity-documented'],
  },
  variants: {
    bmi40: {
      says: 'Morbid obesity needs a BMI of 40 kg/m2 or more; BMI 35-39.9 with a comorbidity does not qualify',
      decision: { supported: { allOf: ['bmi-40', 'bmi-reliable'] } },
    },
    'significance-required': {
      says: 'Morbid obesity must also have affected care (UHDDS): bariatric equipment, weight-based dosing, counselling or a limited exam',
      required: 'obesity-care',
    },
  },
});
