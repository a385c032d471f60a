import type { MeasurementKind } from '../lib/measure';
import { allOf, anyOf, atLeast, below, measured, mentioned, not, reported, type Criterion } from '../lib/criteria/define';
import { normalLabPhrases } from './phrases.en';

const THIS_STAY_ROLES = ['peak', 'nadir', 'admission', 'discharge', 'current', 'none'] as const;

/**
 * The counter-evidence hyponatremia and hypokalemia share (criteria-reference §2.7, §2.8): the
 * electrolyte normal on every draw, normal from admission on and untreated, normal on every draw
 * and said never to have been low, or the labs called normal with no low value, no treatment and
 * the condition never asserted. One definition, so
 * the two packs cannot drift apart.
 */
export function electrolyteNormalCriteria<const C extends string, const T extends string>(electrolyte: {
  /** The measurement, e.g. 'sodium'. */
  readonly kind: MeasurementKind;
  /** Its name in a sentence, e.g. 'sodium'. */
  readonly name: string;
  /** The lower limit of normal, in mmol/L (= mEq/L). */
  readonly normalFrom: number;
  /** The condition's concept, e.g. 'hyponatremia'. */
  readonly condition: C;
  /** The concept for its treatment, e.g. 'sodium-treatment'. */
  readonly treatment: T;
  /** How a sentence names that treatment: in full, and after "no ... ," in a list. */
  readonly treatmentWords: { readonly full: string; readonly short: string };
}) {
  const { kind, name, normalFrom, condition, treatment, treatmentWords } = electrolyte;
  const Name = name.charAt(0).toUpperCase() + name.slice(1);
  type Concept = C | T | 'labs-normal' | 'never-low' | 'electrolyte-named';
  // Every draw of this stay: a baseline from before it (an outpatient BMP) is not this stay's value.
  const normalThroughout = measured<Concept>(kind, atLeast(normalFrom, 'mmol/L'), { roles: THIS_STAY_ROLES, quantifier: 'every' });
  return {
    neverAsserted: {
      says: `Every ${name} reported is ${normalFrom} mEq/L or more and ${condition} is never asserted`,
      rule: allOf<Concept>(normalThroughout, not(mentioned(condition))),
    },
    fromAdmission: {
      says: `${Name} ${normalFrom} mEq/L or more from admission on, with no ${treatmentWords.full}`,
      rule: allOf<Concept>(normalThroughout, anyOf(reported(kind, 2), measured(kind, { op: 'any' }, { roles: ['admission'] })), not(mentioned(treatment))),
    },
    // "Potassium was 3.6 on admission, 3.7 on 02/11 ...; it was never below the laboratory's lower limit":
    // the author vouches that no draw was low, so a protocol dose given at 3.9 does not leave it open.
    statedNormal: {
      says: `Every ${name} reported is ${normalFrom} mEq/L or more, and the note says it was never low`,
      // The phrase carries its own "never": that denial is what it asserts.
      rule: allOf<Concept>(normalThroughout, mentioned('never-low', { allow: ['negated'], sameSentenceAs: ['electrolyte-named'] })),
    },
    labsNormal: {
      says: `Labs or electrolytes documented as normal, with no low ${name}, no ${treatmentWords.short} and no ${condition} asserted`,
      rule: allOf<Concept>(mentioned('labs-normal'), not(measured(kind, below(normalFrom, 'mmol/L'))), not(mentioned(treatment)), not(mentioned(condition))),
    },
  } satisfies Record<string, Criterion<Concept>>;
}

/**
 * The concepts {@link electrolyteNormalCriteria} reads besides the pack's own: labs called normal,
 * the author saying the value was never low, and the electrolyte's name that binds that saying.
 */
export function electrolyteNormalConcepts(kind: keyof typeof electrolyteWords) {
  return {
    'labs-normal': { terms: normalLabPhrases },
    'never-low': { terms: neverLowPhrases },
    'electrolyte-named': electrolyteWords[kind],
  };
}

/** The author saying a value never left the normal range: "it was never below the laboratory's lower limit". */
export const neverLowPhrases: readonly string[] = [
  'never below the lower limit', "never below the laboratory's lower limit", 'never below the lab lower limit', 'never below the lower limit of normal',
  'never below normal', 'never below the normal range', 'never below the reference range', 'never fell below normal', 'never dropped below normal',
  'normal throughout', 'normal throughout the stay', 'normal throughout the admission',
  'remained normal throughout', 'within normal limits throughout', 'within the normal range throughout', 'within the reference range throughout',
  // Once a faulty draw is set aside: "Her sodium was 136-138 on every valid specimen this admission."
  'on every valid specimen', 'on every valid sample', 'on every valid draw', 'on every other specimen', 'on every repeat',
];

/** A specimen fault from the IV line, said of whichever value it follows: both electrolyte packs read it. */
export const ivLineSpecimenFaults: readonly string[] = ['drawn above the iv', 'drawn above iv', 'drawn from the iv arm', 'lab error'];

/** How a note names each electrolyte, so a fault written of the other one is told apart. */
export const electrolyteWords = {
  sodium: { terms: ['sodium', 'serum sodium', 'hyponatremia', 'hypernatremia', 'hyponatraemia', 'hypernatraemia'], abbreviations: ['Na'] },
  potassium: { terms: ['potassium', 'serum potassium', 'hypokalemia', 'hyperkalemia', 'hypokalaemia', 'hyperkalaemia'], abbreviations: ['K'] },
} as const;

/** A specimen fault counts against this electrolyte unless written of the other: "#Hypokalemia - lab error". */
export const notOfOtherElectrolyte = { notSameSentenceAs: ['other-electrolyte'] } as const;
