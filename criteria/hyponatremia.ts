import {
  allOf,
  anyOf,
  atLeast,
  below,
  definePack,
  measured,
  measuredThroughout,
  mentioned,
  not,
  reported,
  ruledOut,
  type Rule,
} from '../lib/criteria/define';
import { electrolyteNormalConcepts, electrolyteNormalCriteria, electrolyteWords, ivLineSpecimenFaults, notOfOtherElectrolyte, repeatDrawWords, repeatNormal } from './electrolytes';

/**
 * Translocational hyponatremia: the sodium corrected for glucose (measured + 1.6 mEq/L per
 * 100 mg/dL of glucose above 100; Katz) is 135 or more. The engine has no derived values, so the
 * correction is written as a table: for each whole-number floor n of the lowest sodium, the
 * glucose at which n corrects to 135. Every step rounds against refuting (the floor of the
 * sodium, the smaller Katz factor rather than Hillier's 2.4), so a sodium that might stay low
 * after correction is never called translocational. Glucose in mmol/L is converted first.
 */
const translocational: Rule<never> = anyOf(
  ...Array.from({ length: 135 - 115 }, (_, i) => 115 + i).map((n) =>
    allOf<never>(measuredThroughout('sodium', atLeast(n, 'mmol/L')), measured('glucose', atLeast(Math.ceil(100 + (135 - n) / 0.016), 'mg/dL'))),
  ),
);

/**
 * Hyponatremia (E87.1, hypo-osmolality and hyponatremia). Criteria reference §2.7.
 *
 * Hyponatremia is a serum sodium below 135 mEq/L (mmol/L; mild 130–134, moderate 125–129,
 * profound < 125; Spasovski 2014) that is true hypotonic hyponatremia and mattered to the stay
 * (UHDDS): it was worked up (serum or urine osmolality, urine sodium, TSH, cortisol), treated
 * (fluid restriction, normal saline, 3% hypertonic saline, salt tablets, tolvaptan or urea, a
 * thiazide or SSRI held), monitored (serial sodium checks, ODS precautions) or brought in
 * nephrology. "Na 124 on admission, fluid restricted to 1.2 L, 131 at discharge" is Supported.
 *
 * Unsupported: every sodium reported is 135 or more and the summary never asserts hyponatremia,
 * or sodium is normal from admission on with no treatment; "normal labs" when hyponatremia is
 * never named or treated; a lowest sodium of 133–134 that nobody addressed; pseudohyponatremia
 * or translocational hyponatremia (a normal corrected sodium in hyperglycemia, a serum
 * osmolality of 275 mOsm/kg or more); an explicit rule-out. NoDetermination: the code with no
 * sodium value (the pivotal value), or a treated hyponatremia whose only reported sodium is the
 * corrected one ("hyponatremia - corrected; sodium 135"). A reference range ("Na 135-145") is
 * never a patient value. SIADH (E22.2) is a coding matter (Excludes1) and does not change the
 * clinical answer here.
 *
 * @example "Sodium 121 on admission; 3% saline in the ICU with q4h sodium checks." supports E87.1.
 */
/** The low sodium named as not hypotonic, or a specimen fault not said of another value ("#Hypokalemia - lab error"). */
const notHypotonicNamed = anyOf(mentioned('pseudohyponatremia'), mentioned('specimen-fault', notOfOtherElectrolyte));

const sodiumNormal = electrolyteNormalCriteria({
  kind: 'sodium',
  name: 'sodium',
  normalFrom: 135,
  condition: 'hyponatremia',
  treatment: 'sodium-treatment',
  treatmentWords: { full: 'treatment for hyponatremia', short: 'treatment' },
});

/** Sodium treatment the note does not give to another condition (a heart failure's fluid restriction). */
const sodiumTreatment = mentioned('sodium-treatment', { claimedBy: { concepts: ['other-fluid-indication'], ownedBy: ['hyponatremia'] } });
/** The author's word that the sodium was left alone, written with it ("Hyponatremia - Na 134; no treatment directed at it"). */
const leftAlone = mentioned('left-alone', { sameSentenceAs: ['hyponatremia', 'sodium-named'] });
/**
 * Treatment for the sodium, unless the author says it had none: fluids written elsewhere ("AKI: IV
 * fluids") are not the sodium's beside "Sodium: nadir 134, no specific treatment, 138 by 02/13".
 */
const sodiumTreated = allOf(sodiumTreatment, not(leftAlone));
/** A sodium work-up: its own tests anywhere, the tests it shares with other problems where the hyponatremia is named. */
const sodiumWorkup = anyOf(mentioned('sodium-workup'), allOf(mentioned('general-workup'), mentioned('hyponatremia', { allow: ['historical', 'uncertain'] })));

/**
 * A low sodium of 130 or more back at 135 on a repeat draw, with nothing given for it: the
 * reference's borderline value without intervention (§2.7), as "repeat normal and no treatment" is
 * for potassium (§2.8): "A repeat sodium six hours later, before any intravenous fluid, was 139".
 */
const correctedUntreated = allOf(measured('sodium', below(135, 'mmol/L')), measuredThroughout('sodium', atLeast(130, 'mmol/L')), repeatNormal('sodium', 135), not(sodiumTreated));

export default definePack({
  id: 'hyponatremia',
  title: 'Hyponatremia',
  version: '1.0.0',
  source: 'criteria-reference §2.7 (serum sodium < 135 mEq/L, true hypotonic, with workup, treatment or monitoring)',
  codes: [{ code: 'E871', title: 'hypo-osmolality and hyponatremia' }],
  concepts: {
    hyponatremia: {
      terms: [
        'hyponatremia',
        'hyponatraemia',
        'hyponatremic',
        'low sodium',
        'low serum sodium',
        'low sodium level',
        'sodium was low',
        'hypoosmolality',
        'hypo osmolality',
        'hypoosmolar',
        'hypotonic hyponatremia',
        'euvolemic hyponatremia',
        'hypovolemic hyponatremia',
        'hypervolemic hyponatremia',
      ],
      abbreviations: ['hypoNa', 'HypoNa', 'hypo Na', 'Hypo Na'],
    },
    // Longer phrases that contain a hyponatremia term but are not the condition.
    'not-hyponatremia': { terms: ['low sodium diet', 'low-sodium diet', 'low sodium intake', 'risk of hyponatremia', 'risk for hyponatremia'] },
    // "Heart failure: furosemide, 2 g sodium, 1.5 L fluid restriction": that restriction is the heart failure's.
    'other-fluid-indication': {
      terms: [
        'heart failure', 'volume overload', 'fluid overload', 'hfref', 'hfpef', 'cirrhosis', 'ascites', 'diuresis', 'anasarca',
        // A saline bolus for the pressure: "NS 1 L bolus given for soft BP before rate control".
        'soft bp', 'soft blood pressure', 'soft blood pressures', 'hypotension', 'hypotensive', 'low blood pressure', 'septic shock', 'sepsis bundle',
      ],
      abbreviations: ['HF', 'CHF', 'HFrEF', 'HFpEF', 'ADHF'],
    },
    'sodium-treatment': {
      terms: [
        'fluid restriction',
        'fluid restricted',
        'fluid restrict',
        'free water restriction',
        'free water restricted',
        'water restriction',
        'restricted free water',
        'hypertonic saline',
        '3% saline',
        '3% nacl',
        '3 percent saline',
        '3% sodium chloride',
        'salt tablets',
        'salt tabs',
        'sodium chloride tablets',
        'sodium chloride tabs',
        'nacl tablets',
        'nacl tabs',
        'sodium tablets',
        'tolvaptan',
        'samsca',
        'conivaptan',
        'ure na',
        'oral urea',
        'normal saline',
        'ns bolus',
        'bolus of normal saline',
        'iv fluids',
        'intravenous fluids',
        'iv hydration',
        'intravenous hydration',
        'volume repletion',
        'held hctz',
        'hctz was held',
        'hctz was discontinued',
        'discontinued hctz',
        'stopped hctz',
        'held hydrochlorothiazide',
        'hydrochlorothiazide was held',
        'hydrochlorothiazide was discontinued',
        'hydrochlorothiazide was stopped',
        'held thiazide',
        'thiazide was held',
        'thiazide was discontinued',
        'thiazide was stopped',
        'held chlorthalidone',
        'chlorthalidone was held',
        'chlorthalidone was discontinued',
        'held ssri',
        'ssri was held',
        'held sertraline',
        'sertraline was held',
        'held citalopram',
        'citalopram was held',
        'held escitalopram',
        'escitalopram was held',
        'held carbamazepine',
        'held oxcarbazepine',
        'oxcarbazepine was held',
        'oxcarbazepine was discontinued',
        'demeclocycline',
      ],
      abbreviations: ['IVF', 'NS'],
      // "NS" after a value is "not significant": "Na 134 (NS)", "Na 134 on admission labs, NS".
      pseudo: ['{number} ( ns )', '{number} (ns)', '{number}, ns', 'labs, ns', 'labs , ns'],
    },
    'hypertonic-saline': { terms: ['hypertonic saline', '3% saline', '3% nacl', '3 percent saline', '3% sodium chloride'] },
    // A second draw of the sodium, as the note names it.
    'repeat-draw': { terms: ['repeat sodium', 'repeat serum sodium', 'repeat na', ...repeatDrawWords], abbreviations: ['repeat Na', 'Repeat Na'] },
    // The author's word that a borderline value was left alone: "Hyponatremia - Na 134; no treatment directed at it".
    // The sodium itself, for the author's word on it: "Na 134 ... 133 - not felt to be clinically significant".
    'sodium-named': {
      // The repeat's words too: where two concepts claim the same words both are kept.
      terms: ['sodium', 'sodiums', 'serum sodium', 'repeat sodium', 'repeat serum sodium'],
      abbreviations: ['Na'],
      pseudo: ['sodium bicarbonate', 'sodium chloride', 'sodium zirconium', 'sodium polystyrene', 'low sodium diet', 'sodium restriction', 'docusate sodium'],
    },
    'left-alone': {
      terms: [
        'no treatment directed at it', 'no treatment directed at the sodium', 'no intervention', 'no intervention required', 'no intervention needed',
        'without intervention', 'without any intervention', 'without treatment', 'without any treatment',
        'no specific treatment', 'no specific therapy', 'no specific tx', 'no tx given', 'no tx needed', 'not addressed', 'not specifically addressed',
        'required no intervention', 'needed no intervention', 'no treatment required', 'no treatment needed', 'required no treatment', 'no action needed',
        'no action required', 'not felt to be clinically significant', 'not clinically significant',
        // "Sodium 134 on admission was not treated and was normal on every later check."
        'was not treated', 'not treated', 'untreated', 'was untreated', 'left untreated', 'no treatment given', 'no treatment was given',
        // Deferred to the clinic: "no fluid restriction, saline or medication change; recheck outpatient".
        'recheck outpatient', 'recheck as an outpatient', 'outpatient recheck', 'repeat as an outpatient', 'recheck at follow up', 'recheck with pcp',
      ],
    },
    // Tests and consults a hyponatremia work-up orders, but also much else (a TSH on levothyroxine, nephrology
    // for CKD): they count for the sodium only where the note names the hyponatremia.
    'general-workup': {
      terms: ['tsh', 'cortisol', 'am cortisol', 'cortisol level', 'nephrology', 'nephrology consult', 'nephrology was consulted', 'nephrology consulted', 'renal consult'],
    },
    'sodium-workup': {
      terms: [
        'serum osmolality',
        'serum osm',
        'plasma osmolality',
        'urine osmolality',
        'urine osm',
        'urine sodium',
        'urine na',
        'urine lytes',
        'urine electrolytes',
        'serial sodium',
        'serial sodiums',
        'sodium checks',
        'sodium check',
        'frequent sodium checks',
        'sodium monitoring',
        'sodium was monitored',
        'monitored sodium',
        'sodium was trended',
        'trended sodium',
        'trend sodium',
        'ods precautions',
        'osmotic demyelination',
        'corrected slowly',
        'slow correction',
      ],
      abbreviations: ['Na checks', 'Na q4h', 'Na q6h', 'Na q4', 'Na q6', 'BMP q6h', 'BMP q4h', 'BMP q8h', 'BMP q6', 'BMP q4'],
    },
    pseudohyponatremia: {
      terms: [
        'pseudohyponatremia',
        'pseudo hyponatremia',
        'factitious hyponatremia',
        'spurious hyponatremia',
        'translocational hyponatremia',
        'corrected sodium normal',
        'corrected sodium is normal',
        'corrected sodium was normal',
        'corrected sodium within normal limits',
        'normal corrected sodium',
        'sodium corrects to normal',
        'corrects to normal',
        'normal when corrected for glucose',
        'normal when corrected for hyperglycemia',
        'spurious sodium',
        'spuriously low sodium',
      ],
    },
    // A specimen contaminated by hypotonic IV fluid (reference §2.7 pitfall), unless written of
    // another value: "#Hypokalemia - lab error: K 2.9 drawn above the saline line".
    'specimen-fault': {
      terms: [
        ...ivLineSpecimenFaults, 'drawn above an iv', 'drawn proximal to the iv', 'contaminated specimen', 'contaminated sample', 'iv fluid contamination',
      ],
    },
    'other-electrolyte': electrolyteWords.potassium,
    'severe-hyponatremia-narrative': {
      terms: [
        'severe hyponatremia',
        'profound hyponatremia',
        'symptomatic hyponatremia',
        'critical hyponatremia',
        'critically low sodium',
        'sodium critically low',
        'severely hyponatremic',
      ],
    },
    ...electrolyteNormalConcepts('sodium'),
  },
  criteria: {
    'hyponatremia-documented': { says: 'Hyponatremia documented for this stay', rule: mentioned('hyponatremia') },
    'hyponatremia-ruled-out': { says: 'Hyponatremia negated or ruled out', rule: ruledOut('hyponatremia') },
    'sodium-low': {
      says: 'Serum sodium below 135 mEq/L, true hypotonic hyponatremia',
      rule: allOf(
        measured('sodium', below(135, 'mmol/L')),
        not(notHypotonicNamed),
        not(sodiumNormal.lowContradicted),
        not(measuredThroughout('osmolality', atLeast(275, 'mOsm/kg'))),
        not(translocational),
      ),
    },
    'sodium-significance': {
      says: 'Hyponatremia worked up, treated or monitored (osmolality, fluid restriction, saline, salt tablets, serial sodium)',
      rule: anyOf(
        sodiumTreated,
        // Routine serial BMPs or a workup word count, unless the author says the sodium was left alone.
        allOf(
          anyOf(sodiumWorkup, reported('sodium', 3), measured('osmolality')),
          not(leftAlone),
          // Nor is a repeat draw back in range monitoring of a hyponatremia.
          not(correctedUntreated),
        ),
      ),
    },
    'not-hypotonic': {
      says: 'Low sodium explained as pseudohyponatremia, a contaminated specimen or hyperglycemia (glucose-corrected sodium 135 or more, serum osmolality 275 mOsm/kg or more)',
      rule: anyOf(
        notHypotonicNamed,
        allOf(measured('sodium', below(135, 'mmol/L')), measuredThroughout('osmolality', atLeast(275, 'mOsm/kg'))),
        allOf(measured('sodium', below(135, 'mmol/L')), translocational),
      ),
    },
    'sodium-normal-never-asserted': sodiumNormal.neverAsserted,
    'sodium-normal-from-admission': sodiumNormal.fromAdmission,
    'labs-normal-never-asserted': sodiumNormal.labsNormal,
    'sodium-stated-normal': sodiumNormal.statedNormal,
    'sodium-borderline-unaddressed': {
      says: 'Lowest sodium 133–134 mEq/L, never worked up, treated or monitored',
      rule: allOf(
        measuredThroughout('sodium', atLeast(133, 'mmol/L')),
        measured('sodium', below(135, 'mmol/L')),
        not(sodiumTreated),
        // A workup word elsewhere (a TSH for the thyroid) yields to the author's word on the sodium.
        anyOf(not(sodiumWorkup), leftAlone),
      ),
    },
    'sodium-repeat-normal': {
      says: 'A low sodium of 130 or more back in range on a repeat draw, with nothing given for it',
      rule: correctedUntreated,
    },
    'severe-hyponatremia-narrative': {
      says: 'Severe or symptomatic hyponatremia described in words',
      rule: mentioned('severe-hyponatremia-narrative'),
    },
    'hypertonic-saline': { says: 'Hypertonic (3%) saline given', rule: mentioned('hypertonic-saline') },
  },
  decision: {
    documented: 'hyponatremia-documented',
    supported: { allOf: ['sodium-low', 'sodium-significance'] },
    decidable: {
      anyOf: ['sodium-normal-never-asserted', 'sodium-normal-from-admission', 'sodium-stated-normal', 'labs-normal-never-asserted', 'sodium-borderline-unaddressed'],
    },
    refuted: { anyOf: ['hyponatremia-ruled-out', 'not-hypotonic', 'sodium-repeat-normal'] },
    narrative: { allOf: ['severe-hyponatremia-narrative', 'hypertonic-saline'] },
    strengthens: ['hypertonic-saline'],
  },
  variants: {
    'below-130': {
      says: 'Clinically significant hyponatremia needs a sodium below 130 mEq/L with workup, treatment or monitoring',
      criteria: {
        'sodium-low': {
          says: 'Serum sodium below 130 mEq/L, true hypotonic hyponatremia',
          rule: allOf(
            measured('sodium', below(130, 'mmol/L')),
            not(notHypotonicNamed),
            not(sodiumNormal.lowContradicted),
            not(measuredThroughout('osmolality', atLeast(275, 'mOsm/kg'))),
            not(translocational),
          ),
        },
        'sodium-borderline-unaddressed': {
          says: 'Every sodium reported is 130 mEq/L or more (not below the plan threshold)',
          rule: measuredThroughout('sodium', atLeast(130, 'mmol/L')),
        },
      },
    },
  },
});
