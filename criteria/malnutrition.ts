import {
  allOf,
  anyOf,
  atLeastOf,
  below,
  definePack,
  measured,
  mentioned,
  not,
  reported,
  ruledOut,
} from '../lib/criteria/define';

/**
 * Protein-calorie malnutrition: severe (E43; E40 kwashiorkor, E41 marasmus, E42 marasmic
 * kwashiorkor), moderate (E44.0), mild (E44.1), unspecified (E46). Criteria reference §2.5
 * (ASPEN/Academy consensus, White et al. 2012; GLIM, Cederholm et al. 2019).
 *
 * The default accepts either standard:
 *
 * - ASPEN/AND: at least two of the six characteristics — reduced energy intake, weight loss,
 *   loss of subcutaneous fat, loss of muscle mass (temporal, clavicular, interosseous wasting;
 *   cachexia), fluid accumulation masking weight loss, reduced grip strength.
 * - GLIM: one phenotypic criterion (weight loss, BMI below 20, reduced muscle mass) and one
 *   etiologic criterion (reduced intake or assimilation, or the inflammation of acute or chronic
 *   disease).
 *
 * Albumin and prealbumin are inflammation markers, not criteria: they never support, and a
 * summary whose only indicator is a low albumin offered as the diagnosis's basis ("malnutrition
 * suspected based on the low albumin"), with no dietitian or nutrition intervention either, is
 * Unsupported (reference §2.5); an albumin in a lab line beside a bare diagnosis is neutral
 * (design.md), so that diagnosis is NoDetermination. A summary that says the criteria were met ("meets ASPEN criteria for severe
 * malnutrition") with a nutrition intervention (supplements, tube feeding, TPN, calorie counts,
 * appetite stimulants) is Supported at reduced confidence.
 *
 * Severity must match the code. E43/E40–E42 need severe malnutrition — named severe, two severe
 * findings (severe fat or muscle loss, intake 50% or less), or the GLIM picture with a BMI below
 * 18.5 (severe at any age) — and are Unsupported when moderate or mild malnutrition is documented
 * (the dietitian found moderate). E44.0 needs moderate, E44.1 mild; each is Unsupported when only
 * another grade is documented. E46 is validated on presence alone.
 *
 * Unsupported: "does not meet criteria", "at risk for malnutrition" only (these assessments
 * outrank poor intake or weight loss read from the same note), weight stable with adequate
 * intake, only a low albumin, an explicit rule-out. E43 is also Unsupported when the exam
 * grades the findings only mild or moderate. NoDetermination: malnutrition named with no weight,
 * intake or exam details (common when only the discharge summary is read), or a severity never
 * stated for a severity-specific code.
 *
 * @example "Severe protein-calorie malnutrition (chronic illness): 12% weight loss in 3 months,
 * intake < 50% for 2 weeks, temporal wasting; Ensure TID." supports E43.
 */

/**
 * "Meets criteria for moderate protein-calorie malnutrition": the statement and the severity in the
 * same words, so both concepts keep them (a longer phrase of one would hide the other's).
 */
function meetsCriteriaFor(terms: readonly string[]): string[] {
  return terms.flatMap((t) => [`meets criteria for ${t}`, `meeting criteria for ${t}`, `meets the criteria for ${t}`]);
}

const SEVERE_TERMS = [
  'severe malnutrition',
  'severe protein calorie malnutrition',
  'severe protein energy malnutrition',
  'severe protein malnutrition',
  'severe calorie malnutrition',
  'severe chronic malnutrition',
  'severe acute malnutrition',
  'severe malnourishment',
  'severe protein malnourishment',
  'severely malnourished',
  'severe pcm',
  'malnutrition, severe',
  'malnutrition severe',
  'protein calorie malnutrition, severe',
  'protein calorie malnutrition severe',
  'malnutrition of severe degree',
  'severe degree of malnutrition',
  'kwashiorkor',
  'marasmus',
  'marasmic',
  'marasmic kwashiorkor',
];
const MODERATE_TERMS = [
  'moderate malnutrition',
  'moderate protein calorie malnutrition',
  'moderate protein energy malnutrition',
  'moderate protein malnutrition',
  'moderate chronic malnutrition',
  'moderate acute malnutrition',
  'moderately malnourished',
  'moderate pcm',
  'non severe malnutrition',
  'nonsevere malnutrition',
  'malnutrition, moderate',
  'malnutrition moderate',
  'protein calorie malnutrition, moderate',
  'protein calorie malnutrition moderate',
  'malnutrition of moderate degree',
  'moderate degree of malnutrition',
];
const MILD_TERMS = [
  'mild malnutrition',
  'mild protein calorie malnutrition',
  'mild protein energy malnutrition',
  'mild protein malnutrition',
  'mildly malnourished',
  'mild pcm',
  'malnutrition, mild',
  'malnutrition mild',
  'protein calorie malnutrition, mild',
  'protein calorie malnutrition mild',
  'malnutrition of mild degree',
  'mild degree of malnutrition',
];

export default definePack({
  id: 'malnutrition',
  title: 'Malnutrition',
  version: '1.0.0',
  source: 'criteria-reference §2.5 (ASPEN/AND 2012 or GLIM 2019; severity matches the code; albumin neutral)',
  codes: [
    { code: 'E40', title: 'kwashiorkor', requires: { allOf: ['severity-severe', 'kwashiorkor'] }, contradicts: 'severity-milder-than-severe' },
    { code: 'E41', title: 'nutritional marasmus', requires: { allOf: ['severity-severe', 'marasmus'] }, contradicts: 'severity-milder-than-severe' },
    { code: 'E42', title: 'marasmic kwashiorkor', requires: { allOf: ['severity-severe', 'kwashiorkor', 'marasmus'] }, contradicts: 'severity-milder-than-severe' },
    { code: 'E43', title: 'unspecified severe protein-calorie malnutrition', requires: 'severity-severe', contradicts: 'severity-milder-than-severe' },
    { code: 'E440', title: 'moderate protein-calorie malnutrition', requires: 'severity-moderate', contradicts: 'severity-other-than-moderate' },
    { code: 'E441', title: 'mild protein-calorie malnutrition', requires: 'severity-mild', contradicts: 'severity-other-than-mild' },
    { code: 'E46', title: 'unspecified protein-calorie malnutrition' },
  ],
  concepts: {
    malnutrition: {
      terms: [
        'malnutrition',
        'malnourished',
        'malnourishment',
        'protein calorie malnutrition',
        'protein energy malnutrition',
        'protein malnutrition',
        'protein malnourishment',
        'calorie malnutrition',
        'undernutrition',
        'undernourished',
        'moderate to severe malnutrition',
        'mild to moderate malnutrition',
        'moderate to severe protein calorie malnutrition',
        'mild to moderate protein calorie malnutrition',
        ...SEVERE_TERMS,
        ...MODERATE_TERMS,
        ...MILD_TERMS,
      ],
      abbreviations: ['PCM', 'PEM'],
    },
    'severe-malnutrition': { terms: [...SEVERE_TERMS, ...meetsCriteriaFor(SEVERE_TERMS)] },
    'moderate-malnutrition': { terms: [...MODERATE_TERMS, ...meetsCriteriaFor(MODERATE_TERMS)] },
    'mild-malnutrition': { terms: [...MILD_TERMS, ...meetsCriteriaFor(MILD_TERMS)] },
    kwashiorkor: { terms: ['kwashiorkor', 'marasmic kwashiorkor', 'edematous malnutrition'] },
    marasmus: { terms: ['marasmus', 'marasmic', 'marasmic kwashiorkor'] },
    // Screening and risk, not the diagnosis.
    'malnutrition-risk': {
      terms: [
        'at risk for malnutrition',
        'at risk of malnutrition',
        'risk for malnutrition',
        'risk of malnutrition',
        'malnutrition risk',
        'nutritional risk',
        'at nutritional risk',
        'malnutrition screen',
        'malnutrition screening',
        'malnutrition screening tool',
      ],
    },
    'criteria-not-met': {
      terms: [
        'not meet criteria for malnutrition',
        'not meet criteria for severe malnutrition',
        'not meet criteria for moderate malnutrition',
        'not meet aspen criteria',
        'not meet glim criteria',
        'not meet malnutrition criteria',
        'not meet the criteria for malnutrition',
        'does not meet criteria for a diagnosis of malnutrition',
        'not meet criteria for a malnutrition diagnosis',
        'not meet criteria for protein calorie malnutrition',
      ],
    },
    // A bare denial, often exam boilerplate: refutes only when the criteria are not met.
    'no-malnutrition': { terms: ['no malnutrition', 'not malnourished', 'no evidence of malnutrition', 'no signs of malnutrition'] },
    // Albumin and prealbumin are inflammation markers, not criteria (ASPEN/AND 2012).
    'low-albumin': {
      terms: ['hypoalbuminemia', 'low albumin', 'low serum albumin', 'albumin was low', 'low prealbumin', 'prealbumin was low', 'decreased albumin', 'decreased prealbumin'],
    },
    'criteria-stated-met': {
      terms: [
        'meets aspen criteria',
        'meets aspen/and criteria',
        'meets aspen and criteria',
        'meets glim criteria',
        'meets criteria for malnutrition',
        'meeting criteria for malnutrition',
        'meets the criteria for malnutrition',
        'per aspen criteria',
        'by aspen criteria',
        'per glim criteria',
        ...meetsCriteriaFor([...SEVERE_TERMS, ...MODERATE_TERMS, ...MILD_TERMS]),
      ],
    },
    'acute-illness-context': {
      terms: [
        'context of acute illness', 'in the context of acute illness', 'acute illness or injury', 'acute illness related', 'acute disease related',
        'in the setting of acute illness', 'acute illness malnutrition', 'malnutrition of acute illness', 'related to acute illness',
      ],
    },
    'reduced-intake': {
      terms: [
        'poor oral intake',
        'poor po intake',
        'poor intake',
        'decreased oral intake',
        'decreased po intake',
        'decreased intake',
        'reduced oral intake',
        'reduced intake',
        'inadequate oral intake',
        'inadequate intake',
        'inadequate po intake',
        'minimal oral intake',
        'minimal po intake',
        'minimal intake',
        'poor appetite',
        'decreased appetite',
        'loss of appetite',
        'anorexia',
        'intake less than 50%',
        'intake < 50%',
        'intake <50%',
        'intake of less than 50%',
        'intake less than 75%',
        'intake < 75%',
        'eating less than 50%',
        'eating less than half',
        'eating less than 25%',
        'not meeting estimated needs',
        'not meeting estimated energy needs',
        'not meeting nutritional needs',
        'not meeting caloric needs',
        'meeting less than 50%',
        'meeting less than 75%',
        // "intake estimated at less than 75% of needs for about six weeks".
        'less than 75% of needs', 'less than 50% of needs', 'less than 75% of estimated needs', 'less than 50% of estimated needs',
        '< 75% of needs', '<75% of needs', '< 50% of needs', '<50% of needs', 'less than half of needs',
        'unable to eat',
        'poor nutritional intake',
        'malabsorption',
        'short gut',
        'short bowel syndrome',
      ],
    },
    'weight-loss': {
      terms: [
        'weight loss',
        'wt loss',
        'lost weight',
        'losing weight',
        'unintentional weight loss',
        'unintended weight loss',
        'significant weight loss',
        'progressive weight loss',
        'pound weight loss',
        'lb weight loss',
        'kg weight loss',
        'percent weight loss',
        '% weight loss',
        // "73.0 kg at the GP check, i.e. 6.3% loss over two months".
        '% loss over',
        '% loss in',
        'percent loss over',
        'percent loss in',
        'weight decreased',
        'decline in weight',
        'decrease in weight',
      ],
    },
    // Intentional loss is not a malnutrition criterion.
    'intentional-weight-loss': {
      terms: [
        'intentional weight loss', 'intended weight loss', 'purposeful weight loss', 'deliberate weight loss', 'planned weight loss', 'weight loss after bariatric surgery', 'weight loss surgery',
        // A bariatric candidate's efforts and targets: "multiple weight loss modalities", "a 10% preoperative weight loss".
        'weight loss modalities', 'weight loss program', 'weight loss programs', 'weight loss attempts', 'weight loss medication', 'weight loss medications',
        'preoperative weight loss', 'pre operative weight loss', 'weight loss goal', 'goal weight loss', 'medically supervised weight loss',
      ],
    },
    'fat-loss': {
      terms: [
        'loss of subcutaneous fat',
        'subcutaneous fat loss',
        'fat loss',
        'loss of fat',
        'fat wasting',
        'orbital fat loss',
        'loss of orbital fat',
        'orbital fat pad loss',
        'buccal fat loss',
        'triceps fat loss',
        'depleted fat stores',
        'fat depletion',
        'decreased fat stores',
        'severe fat loss',
        'severe subcutaneous fat loss',
        'severe loss of subcutaneous fat',
        'moderate fat loss',
        'moderate subcutaneous fat loss',
        'mild fat loss',
        'mild subcutaneous fat loss',
        // By site: "mild loss of clavicular subcutaneous fat", "loss of triceps subcutaneous fat".
        ...['orbital', 'buccal', 'triceps', 'clavicular', 'thoracic', 'lumbar', 'upper arm'].flatMap((site) => [
          `loss of ${site} subcutaneous fat`, `loss of ${site} fat`, `${site} fat loss`, `${site} subcutaneous fat loss`,
        ]),
      ],
    },
    'muscle-loss': {
      terms: [
        'muscle wasting',
        'muscle loss',
        'loss of muscle mass',
        'muscle mass loss',
        'muscle atrophy',
        'muscle depletion',
        'decreased muscle mass',
        'reduced muscle mass',
        'low muscle mass',
        'temporal wasting',
        'temporal hollowing',
        'bitemporal hollowing',
        'temporal muscle wasting',
        'temporalis wasting',
        'bitemporal wasting',
        'interosseous wasting',
        'interosseous muscle wasting',
        'clavicular prominence',
        'prominent clavicles',
        'clavicle prominence',
        'scapular prominence',
        'quadriceps wasting',
        'generalized wasting',
        'wasting',
        'sarcopenia',
        'sarcopenic',
        'cachexia',
        'cachectic',
        'severe muscle wasting',
        'severe muscle loss',
        'severe temporal wasting',
        'severe muscle mass loss',
        'moderate muscle wasting',
        'moderate muscle loss',
        'mild muscle wasting',
        'mild muscle loss',
      ],
    },
    'grip-strength-reduced': {
      terms: [
        'reduced grip strength',
        'decreased grip strength',
        'weak grip strength',
        'poor grip strength',
        'diminished grip strength',
        'grip strength reduced',
        'grip strength decreased',
        'low grip strength',
      ],
    },
    'fluid-accumulation': { terms: ['fluid accumulation masking weight loss', 'edema masking weight loss', 'fluid retention masking weight loss'] },
    // Findings graded mild or moderate on the nutrition-focused exam.
    'milder-findings': {
      terms: [
        'mild fat loss',
        'mild subcutaneous fat loss',
        'mild loss of subcutaneous fat',
        'moderate fat loss',
        'moderate subcutaneous fat loss',
        'moderate loss of subcutaneous fat',
        'mild muscle wasting',
        'mild muscle loss',
        'mild muscle mass loss',
        'mild loss of muscle mass',
        'mild temporal wasting',
        'moderate muscle wasting',
        'moderate muscle loss',
        'moderate muscle mass loss',
        'moderate loss of muscle mass',
        'moderate temporal wasting',
      ],
    },
    'severe-fat-loss': {
      terms: ['severe fat loss', 'severe subcutaneous fat loss', 'severe loss of subcutaneous fat', 'severe fat wasting', 'severe orbital fat loss'],
    },
    'severe-muscle-loss': {
      terms: ['severe muscle wasting', 'severe muscle loss', 'severe temporal wasting', 'severe muscle mass loss', 'severe loss of muscle mass'],
    },
    'severe-intake-deficit': {
      terms: [
        'intake less than 50%',
        'intake < 50%',
        'intake <50%',
        'intake of less than 50%',
        'eating less than 50%',
        'eating less than half',
        'eating less than 25%',
        'meeting less than 50%',
      ],
    },
    // Acute or chronic disease burden (GLIM etiologic criterion).
    inflammation: {
      terms: [
        'in the context of chronic illness',
        'in the context of acute illness',
        'in the context of acute illness or injury',
        'in the context of social or environmental circumstances',
        'chronic illness',
        'acute illness',
        'cancer',
        'malignancy',
        'metastatic',
        'carcinoma',
        'sepsis',
        'infection',
        'pneumonia',
        'chronic obstructive pulmonary disease',
        'heart failure',
        'cirrhosis',
        'end stage renal disease',
        'chronic kidney disease',
        "crohn's disease",
        'crohn disease',
        'ulcerative colitis',
        'pancreatitis',
        'tuberculosis',
        'rheumatoid arthritis',
        'major burn',
        'trauma',
        'pressure ulcer',
        'pressure injury',
      ],
      abbreviations: ['COPD', 'CHF', 'ESRD', 'CKD', 'HIV', 'AIDS', 'IBD'],
    },
    'nutrition-intervention': {
      terms: [
        'oral nutritional supplements',
        'oral nutrition supplements',
        'nutritional supplements',
        'nutrition supplements',
        'nutritional supplement',
        'supplement shakes',
        'ensure supplements',
        'ensure tid',
        'ensure bid',
        'ensure plus',
        'ensure enlive',
        'ensure shakes',
        'ensure clear',
        'boost plus',
        'boost tid',
        'boost bid',
        'boost breeze',
        'boost shakes',
        'protein shakes',
        'glucerna',
        'nepro',
        'tube feeds',
        'tube feeding',
        'tube feedings',
        'enteral nutrition',
        'enteral feeding',
        'enteral feeds',
        'total parenteral nutrition',
        'parenteral nutrition',
        'tpn',
        'ppn',
        'calorie count',
        'calorie counts',
        'appetite stimulant',
        'megestrol',
        'megace',
        'mirtazapine',
        'remeron',
        'dronabinol',
        'marinol',
        'dietitian',
        'dietician',
        'registered dietitian',
        'nutrition consult',
        'nutrition consulted',
        'nutrition was consulted',
        'nutrition following',
        'nutrition services',
        'peg tube',
        'dobhoff',
        'feeding tube',
        'high calorie high protein',
        'high protein diet',
        'nutrition focused physical exam',
      ],
      abbreviations: ['RD', 'NFPE', 'TF', 'TFs'],
    },
    'weight-stable': {
      terms: [
        'weight stable',
        'weight has been stable',
        'weight is stable',
        'weight was stable',
        'stable weight',
        'weight unchanged',
        'no weight change',
        'no significant weight change',
        'no recent weight change',
      ],
    },
    'intake-adequate': {
      terms: [
        'eating well',
        'good appetite',
        'appetite is good',
        'appetite good',
        'adequate oral intake',
        'adequate intake',
        'adequate po intake',
        'good oral intake',
        'good po intake',
        'tolerating diet well',
        'meeting estimated needs',
        'meeting nutritional needs',
        'intake meets needs',
        'intake greater than 75%',
        'intake > 75%',
        'intake >75%',
        'eating 100%',
      ],
    },
  },
  criteria: {
    'malnutrition-documented': { says: 'Malnutrition documented for this stay', rule: mentioned('malnutrition') },
    'malnutrition-ruled-out': { says: 'Malnutrition negated or ruled out', rule: ruledOut('malnutrition') },
    'criteria-not-met': {
      says: 'Documented as not meeting malnutrition criteria, or as not malnourished',
      rule: anyOf(mentioned('criteria-not-met'), mentioned('no-malnutrition')),
    },
    'at-risk-only': {
      says: 'Only "at risk for malnutrition" documented',
      rule: allOf(mentioned('malnutrition-risk', { allow: ['hypothetical', 'uncertain'] }), not(mentioned('malnutrition'))),
    },
    // The dietitian's or provider's own judgement outranks the characteristics read from the
    // text: "at risk" or "does not meet criteria" with poor intake and some weight loss is not
    // malnutrition (reference §2.5).
    'no-contrary-assessment': {
      says: 'Not assessed as "at risk" only or as not meeting malnutrition criteria',
      rule: not(
        anyOf(
          mentioned('criteria-not-met'),
          allOf(mentioned('malnutrition-risk', { allow: ['hypothetical', 'uncertain'] }), not(mentioned('malnutrition'))),
        ),
      ),
    },
    'albumin-only': {
      says: 'Only a low albumin or prealbumin offered, which is not a malnutrition criterion',
      rule: allOf(
        // Offered as the diagnosis's basis, written with it ("Malnutrition suspected based on the low
        // albumin"); an albumin in a lab line beside a bare diagnosis is neutral (design.md). A
        // normal albumin is not "a low albumin offered": it says nothing either way.
        anyOf(measured('albumin', below(3.5, 'g/dL'), { sameSentenceAs: ['malnutrition'] }), mentioned('low-albumin', { allow: ['uncertain'], sameSentenceAs: ['malnutrition'] })),
        not(
          anyOf(
            mentioned('reduced-intake'),
            mentioned('weight-loss', { allow: ['historical'] }),
            mentioned('fat-loss'),
            mentioned('muscle-loss'),
            mentioned('fluid-accumulation'),
            mentioned('grip-strength-reduced'),
            measured('bmi', below(20, 'kg/m2')),
            mentioned('criteria-stated-met'),
            // A dietitian's diagnosis acted on (supplements started) is a diagnosis asserted without
            // its details: albumin is neutral beside it (design.md), so it is undecided, not refuted.
            mentioned('nutrition-intervention'),
          ),
        ),
      ),
    },
    'criteria-stated-met': { says: 'Summary states malnutrition criteria were met (ASPEN/GLIM)', rule: mentioned('criteria-stated-met') },
    'reduced-intake': {
      says: 'Reduced energy intake (intake below 75% of needs, poor oral intake, malabsorption)',
      rule: mentioned('reduced-intake'),
    },
    'weight-loss': {
      says: 'Unintentional weight loss',
      rule: mentioned('weight-loss', { allow: ['historical'] }),
    },
    'fat-loss': { says: 'Loss of subcutaneous fat on exam', rule: mentioned('fat-loss') },
    'muscle-loss': { says: 'Loss of muscle mass on exam (temporal, clavicular, interosseous wasting; cachexia)', rule: mentioned('muscle-loss') },
    'grip-strength-reduced': { says: 'Reduced grip strength', rule: mentioned('grip-strength-reduced') },
    'fluid-accumulation': { says: 'Fluid accumulation masking weight loss', rule: mentioned('fluid-accumulation') },
    'low-bmi': { says: 'BMI below 20 kg/m2 (GLIM phenotypic criterion)', rule: measured('bmi', below(20, 'kg/m2')) },
    inflammation: {
      says: 'Acute or chronic disease burden (GLIM etiologic criterion)',
      rule: mentioned('inflammation', { allow: ['historical'] }),
    },
    'aspen-characteristics': {
      says: 'At least two ASPEN/AND characteristics (intake, weight loss, fat loss, muscle loss, fluid accumulation, grip strength)',
      rule: atLeastOf(
        2,
        mentioned('reduced-intake'),
        mentioned('weight-loss', { allow: ['historical'] }),
        mentioned('fat-loss'),
        mentioned('muscle-loss'),
        mentioned('fluid-accumulation'),
        mentioned('grip-strength-reduced'),
      ),
    },
    'glim-criteria': {
      says: 'GLIM: a phenotypic criterion (weight loss, BMI below 20, reduced muscle mass) and an etiologic one (reduced intake, disease burden)',
      rule: allOf(
        anyOf(mentioned('weight-loss', { allow: ['historical'] }), measured('bmi', below(20, 'kg/m2')), mentioned('muscle-loss')),
        anyOf(mentioned('reduced-intake'), mentioned('inflammation', { allow: ['historical'] })),
      ),
    },
    'nutrition-intervention': {
      says: 'Nutrition intervention (supplements, tube feeding, TPN, calorie counts, appetite stimulant, dietitian)',
      rule: mentioned('nutrition-intervention'),
    },
    'nutrition-adequate': {
      says: 'Weight stable, intake adequate or no wasting documented',
      rule: anyOf(mentioned('weight-stable'), mentioned('intake-adequate'), ruledOut('weight-loss'), ruledOut('muscle-loss'), ruledOut('fat-loss')),
    },
    'severity-severe': {
      says: 'Severe malnutrition: named severe, two severe findings (fat loss, muscle loss, intake 50% or less, BMI below 18.5), or GLIM with a BMI below 18.5',
      rule: anyOf(
        mentioned('severe-malnutrition'),
        atLeastOf(2, mentioned('severe-fat-loss'), mentioned('severe-muscle-loss'), mentioned('severe-intake-deficit'), measured('bmi', below(18.5, 'kg/m2'))),
        allOf(
          measured('bmi', below(18.5, 'kg/m2')),
          anyOf(mentioned('reduced-intake'), mentioned('inflammation', { allow: ['historical'] })),
        ),
      ),
    },
    'severity-moderate': { says: 'Moderate malnutrition documented', rule: mentioned('moderate-malnutrition') },
    'severity-mild': { says: 'Mild malnutrition documented', rule: mentioned('mild-malnutrition') },
    // "If only moderate indicators exist but E43 is billed -> Unsupported" (reference §2.5).
    'severity-milder-than-severe': {
      says: 'Moderate or mild malnutrition documented, or only mild or moderate exam findings with no severe one (severity below the code)',
      rule: anyOf(
        mentioned('moderate-malnutrition'),
        mentioned('mild-malnutrition'),
        allOf(
          mentioned('milder-findings'),
          not(anyOf(mentioned('severe-fat-loss'), mentioned('severe-muscle-loss'), mentioned('severe-intake-deficit'), measured('bmi', below(18.5, 'kg/m2')))),
          // In acute illness ASPEN/AND grade moderate fat and muscle loss as severe malnutrition.
          not(mentioned('acute-illness-context')),
        ),
      ),
    },
    'severity-other-than-moderate': {
      says: 'Only another severity than moderate documented',
      rule: allOf(anyOf(mentioned('severe-malnutrition'), mentioned('mild-malnutrition')), not(mentioned('moderate-malnutrition'))),
    },
    'severity-other-than-mild': {
      says: 'Only another severity than mild documented',
      rule: allOf(anyOf(mentioned('severe-malnutrition'), mentioned('moderate-malnutrition')), not(mentioned('mild-malnutrition'))),
    },
    kwashiorkor: { says: 'Kwashiorkor (edematous malnutrition) documented', rule: mentioned('kwashiorkor') },
    marasmus: { says: 'Marasmus documented', rule: mentioned('marasmus') },
  },
  decision: {
    documented: 'malnutrition-documented',
    supported: { allOf: [{ anyOf: ['aspen-characteristics', 'glim-criteria'] }, 'no-contrary-assessment'] },
    decidable: 'nutrition-adequate',
    refuted: { anyOf: ['malnutrition-ruled-out', 'criteria-not-met', 'at-risk-only', 'albumin-only'] },
    narrative: { allOf: ['criteria-stated-met', 'nutrition-intervention'] },
    strengthens: ['nutrition-intervention'],
  },
  variants: {
    aspen: {
      says: 'Malnutrition by the ASPEN/AND consensus only: at least two of the six characteristics',
      decision: { supported: { allOf: ['aspen-characteristics', 'no-contrary-assessment'] } },
    },
    glim: {
      says: 'Malnutrition by GLIM only: one phenotypic criterion (weight loss, low BMI, reduced muscle mass) and one etiologic criterion',
      decision: { supported: { allOf: ['glim-criteria', 'no-contrary-assessment'] } },
    },
  },
});
