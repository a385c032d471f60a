import type { MeasurementKind } from '../lib/measure';
import { allOf, anyOf, atLeast, below, measured, mentioned, not, reported, type Criterion, type Rule } from '../lib/criteria/define';
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
  type Concept = C | T | 'labs-normal' | 'never-low' | 'electrolyte-named' | 'whole-stay';
  // Every draw of this stay: a baseline from before it (an outpatient BMP) is not this stay's value.
  const normalThroughout = measured<Concept>(kind, atLeast(normalFrom, 'mmol/L'), { roles: THIS_STAY_ROLES, quantifier: 'every' });
  // Values the author gives for the whole stay: "Na 135-138 throughout", "4.0-4.5 on every draw".
  const normalForWholeStay = allOf<Concept>(measured(kind, atLeast(normalFrom, 'mmol/L'), { roles: THIS_STAY_ROLES, sameSentenceAs: ['whole-stay'] }), reported(kind, 2));
  return {
    /**
     * A low value beside the author's word that every value was normal ("Hypokalemia to 3.1 this
     * morning, repleted" and "Potassium has remained 4.0-4.5 throughout"): the note contradicts
     * itself, so the low value cannot show the condition. Not a low value written with it ("Na 128
     * on admission, then 135-138 throughout"). Read by each pack's low-value criterion.
     */
    lowContradicted: allOf<Concept>(measured(kind, below(normalFrom, 'mmol/L'), { notSameSentenceAs: ['whole-stay'] }), normalForWholeStay),
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
      says: `Every ${name} reported is ${normalFrom} mEq/L or more, and the note says it was never low or names a normal nadir`,
      // The phrase carries its own "never": that denial is what it asserts. A value written for the
      // whole stay says it too: "Na 135-138 throughout despite diuresis"; so does a nadir the note
      // names ("K nadir 3.6"), the lowest draw by the author's own count, whatever was given.
      rule: allOf<Concept>(
        normalThroughout,
        anyOf(
          mentioned('never-low', { allow: ['negated'], sameSentenceAs: ['electrolyte-named'] }),
          normalForWholeStay,
          measured(kind, atLeast(normalFrom, 'mmol/L'), { roles: ['nadir'] }),
        ),
      ),
    },
    labsNormal: {
      says: `Labs or electrolytes documented as normal, with no low ${name}, no ${treatmentWords.short} and no ${condition} asserted`,
      rule: allOf<Concept>(mentioned('labs-normal'), not(measured(kind, below(normalFrom, 'mmol/L'))), not(mentioned(treatment)), not(mentioned(condition))),
    },
  } satisfies Record<string, Criterion<Concept> | Rule<Concept>>;
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
    'whole-stay': { terms: wholeStayPhrases },
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

/** Words that make a value the whole stay's: "Na 135-138 throughout", "potassium 3.8-4.3 on every draw". */
const wholeStayPhrases: readonly string[] = [
  'throughout', 'throughout the stay', 'throughout the admission', 'throughout the hospitalization', 'on every draw', 'on each draw',
  'on all draws', 'on every check', 'for the entire stay', 'for the whole stay', 'the entire admission', 'all admission',
];

/** A second draw, as a note names it; each pack adds its electrolyte's own ("repeat potassium", "repeat Na"). */
export const repeatDrawWords: readonly string[] = [
  'repeat level', 'repeat value', 'repeat bmp', 'repeat chemistry', 'repeat labs', 'recheck', 'rechecked', 'redrawn', 'redraw', 'on repeat', 'on recheck',
];

/**
 * A repeat draw back in range ("Repeat potassium was 3.9 the next morning"): both electrolyte packs read
 * it as the reference's "repeat normal and no treatment" (§2.7, §2.8), never as monitoring.
 */
export function repeatNormal(kind: MeasurementKind, normalFrom: number): Rule<'repeat-draw'> {
  return measured(kind, atLeast(normalFrom, 'mmol/L'), { sameSentenceAs: ['repeat-draw'] });
}

/** A specimen fault from the IV line, said of whichever value it follows: both electrolyte packs read it. */
export const ivLineSpecimenFaults: readonly string[] = ['drawn above the iv', 'drawn above iv', 'drawn from the iv arm', 'lab error'];

/** How a note names each electrolyte, so a fault written of the other one is told apart. */
export const electrolyteWords = {
  sodium: { terms: ['sodium', 'serum sodium', 'hyponatremia', 'hypernatremia', 'hyponatraemia', 'hypernatraemia'], abbreviations: ['Na'] },
  potassium: { terms: ['potassium', 'serum potassium', 'hypokalemia', 'hyperkalemia', 'hypokalaemia', 'hyperkalaemia'], abbreviations: ['K'] },
} as const;

/** A specimen fault counts against this electrolyte unless written of the other: "#Hypokalemia - lab error". */
export const notOfOtherElectrolyte = { notSameSentenceAs: ['other-electrolyte'] } as const;
