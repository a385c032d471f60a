import type { ConceptDefinition } from '../match/concepts';
import type { MeasurementKind } from '../measure';
import type { SectionCategory } from '../segment/section-rules.en';

/**
 * The vocabulary of criteria packs. A pack is plain data: every rule below is a JSON object
 * built by a small combinator, so a pack reads like the guideline it encodes, round-trips
 * through JSON, and is checked when it loads. Concept and criterion ids are literal types: a
 * typo such as `mentioned('chf')` in a pack without a `chf` concept does not compile.
 */

/**
 * ConText states a mention may have besides affirmed-current-patient, which packs opt into.
 * `listed` admits a mention that is historical only by its section (a home medication list, the
 * past history), not by a cue: "PMH: depression on sertraline" backs a current depression,
 * "previously on sertraline" does not.
 * `negated` is for terms that state their own polarity ("BNP was within normal limits"): a cue
 * before such a statement ("X-ray did not show congestion and BNP was within normal limits")
 * cannot turn it around, and its own negation ("BNP was not normal") does not match the term.
 */
export type MentionAllowance = 'historical' | 'listed' | 'uncertain' | 'hypothetical' | 'family' | 'negated';

/** A comparison against a value in the measurement's canonical unit. */
export type ValueTest =
  | { readonly op: '>' | '>=' | '<' | '<='; readonly value: number; readonly unit: string }
  | { readonly op: 'between'; readonly low: number; readonly high: number; readonly unit: string }
  | { readonly op: 'any' };

/** Value roles a measurement may carry ("baseline 0.9", "peaked at 3.1"). */
export type ValueRole = 'baseline' | 'peak' | 'nadir' | 'admission' | 'discharge' | 'current';

/** A rule over the analysis of one summary. `C` is the pack's concept ids. */
export type Rule<C extends string> =
  | {
      readonly kind: 'mentioned';
      readonly concept: C;
      readonly allow?: readonly MentionAllowance[];
      readonly inSections?: readonly SectionCategory[];
      readonly notInSections?: readonly SectionCategory[];
      /**
       * Only mentions in a sentence that also mentions one of these concepts (in any state): binds
       * a finding to what it describes, "stage 2" to "heel" in "Right heel: stage 2 pressure injury".
       * Checked against the pack's concepts when the pack loads.
       */
      readonly sameSentenceAs?: readonly string[];
      /**
       * A label reported from another source ("SNF transfer sheet listed 'stage 4 sacral
       * decubitus'") stops counting once the author affirms one of these concepts in their own
       * voice ("on our assessment ... a stage 3 pressure injury"): the author's word on the same
       * question is the last. Checked against the pack's concepts when the pack loads.
       */
      readonly attributedYieldsTo?: readonly string[];
      /**
       * A label reported from another source stops counting once the author denies one of these
       * concepts in their own voice: a copied "AECOPD" yields to "COPD was excluded by
       * spirometry", since the exacerbation presupposes the disease. Checked like the above.
       */
      /** Only mentions in sentences without these concepts: "lab error" beside a potassium is not the sodium's. */
      readonly notSameSentenceAs?: readonly string[];
      readonly attributedDeniedBy?: readonly string[];
      /**
       * A medicine the note gives for something else: a mention does not count when the same words
       * are written, anywhere in the note, in one sentence with one of `concepts` (another
       * indication: "metoprolol for rate control") and never in one sentence with one of `ownedBy`
       * (the condition's own names: "HTN and AF on metoprolol"). Checked like the above.
       */
      readonly claimedBy?: { readonly concepts: readonly string[]; readonly ownedBy: readonly string[] };
      /**
       * The concept lists different things (the causes of an encephalopathy): the author's
       * revision of one ("this was not septic shock") supersedes only the mentions of the same
       * words, not the sepsis or the AKI named before it.
       */
      readonly eachTermItsOwn?: boolean;
      /**
       * Only mentions the note places in the past ("s/p inferior MI 2015", a past-history entry), with
       * `allow: ['historical']`: an earlier episode of something that can happen again.
       */
      readonly earlierOnly?: boolean;
      /**
       * Only mentions about a family member, with `allow: ['family']`: the family-history codes
       * (Z80-Z84) are documented by "father had colon cancer at 58", not by the patient's own.
       */
      readonly familyOnly?: boolean;
      /**
       * Only mentions in the item of a numbered or bulleted list (or under a problem heading) that
       * also mentions one of these concepts: "6. Prostate cancer: s/p prostatectomy 2015. ... No
       * evidence of recurrence on CT." Outside a list, the sentence. Checked like `sameSentenceAs`.
       */
      readonly sameItemAs?: readonly string[];
    }
  | {
      readonly kind: 'ruled-out';
      readonly concept: C;
      /**
       * Only a denial of the condition now: "denies any prior heart attack" says nothing of an MI
       * this stay. For acute conditions; a chronic one is denied by "no history of COPD" too.
       */
      readonly currentOnly?: boolean;
      /** Only denials written in one sentence with one of these concepts: "Right heel: skin intact, no pressure injury". */
      readonly sameSentenceAs?: readonly string[];
      /** Only denials written apart from these concepts (nor under a problem heading naming one): a denial of no site in particular. */
      readonly notSameSentenceAs?: readonly string[];
      /** Only denials without a hedge: "R/o DKA - felt unlikely" is not a ruling-out. */
      readonly certainOnly?: boolean;
      /** Denials of a family member's condition instead of the patient's: "no family history of colon cancer". */
      readonly familyOnly?: boolean;
    }
  | {
      readonly kind: 'measured';
      readonly measurement: MeasurementKind;
      readonly test: ValueTest;
      /** Only values with these roles count; a baseline is never a current value by default. */
      readonly roles?: readonly (ValueRole | 'none')[];
      /** Oxygen context an SpO2 must have ("on room air"). */
      readonly oxygen?: readonly ('room-air' | 'supplemental' | 'unknown')[];
      /** 'every': all reported values must pass ("creatinine normal throughout"). @default 'some' */
      readonly quantifier?: 'some' | 'every';
      /** Only values in these sections count ("admission labs"). @default every section */
      readonly inSections?: readonly SectionCategory[];
      /** Values in these sections do not count (discharge vitals for an admission criterion). @default none */
      readonly notInSections?: readonly SectionCategory[];
      /**
       * Only values in a sentence that also mentions one of these concepts, not denied: "At his dry
       * weight of 106.6 kg his BMI is 34.6" for a BMI not inflated by edema. Checked against the
       * pack's concepts when the pack loads. @default every sentence
       */
      readonly sameSentenceAs?: readonly string[];
      /**
       * With `sameSentenceAs`: the concept must also stand in the value's own clause, not across a
       * semicolon ("Pre-pregnancy weight 96 kg (BMI 34.1); weight at delivery 115 kg (BMI 40.9)"
       * gives only 34.1 to "pre-pregnancy"). @default false
       */
      readonly sameClause?: boolean;
      /** Values in a sentence mentioning one of these concepts do not count ("135-138 throughout" is not a low value's sentence). @default none */
      readonly notSameSentenceAs?: readonly string[];
      /**
       * The laboratory's range printed beside a value decides for it: inside it ("K 5.2 (ref
       * 3.5-5.3)"), the value is normal, so it shows no abnormality (quantifier 'some') and passes a
       * normal-throughout test (quantifier 'every'); without a range, the test decides. For a
       * threshold laboratories draw differently (a potassium's upper limit, 5.0 to 5.5). @default false
       */
      readonly laboratoryRange?: boolean;
    }
  | { readonly kind: 'reported'; readonly measurement: MeasurementKind; readonly atLeast: number }
  | {
      readonly kind: 'change';
      readonly measurement: MeasurementKind;
      readonly direction: 'rise' | 'fall';
      /** Absolute change in the canonical unit ("a rise of 0.3 mg/dL"). */
      readonly by?: number;
      /** Relative change: peak/baseline for a rise, baseline/nadir for a fall ("1.5x baseline"). */
      readonly ratio?: number;
      readonly unit: string;
      /**
       * Only when the note states no baseline: KDIGO reads a creatinine that falls during the stay
       * as an injury on arrival when the baseline is unknown; with one stated, the rise from it
       * decides ("at his baseline of 2.8; 2.9, 3.0, 2.7" is no injury, nor a fall from an earlier
       * stay's peak).
       * @default false
       */
      readonly onlyWithoutBaseline?: boolean;
    }
  | { readonly kind: 'all-of'; readonly rules: readonly Rule<C>[] }
  | { readonly kind: 'any-of'; readonly rules: readonly Rule<C>[] }
  | { readonly kind: 'at-least'; readonly n: number; readonly rules: readonly Rule<C>[] }
  | { readonly kind: 'not'; readonly rule: Rule<C> };

/** A named criterion: what it says in plain English, and the rule that tests it. */
export interface Criterion<C extends string> {
  /** Plain English, as an auditor would write it: "Creatinine rose by at least 0.3 mg/dL". */
  readonly says: string;
  readonly rule: Rule<C>;
}

/** A reference to a criterion, or a combination of them, in a decision. */
export type CriterionExpr<K extends string> =
  | K
  | { readonly allOf: readonly CriterionExpr<K>[] }
  | { readonly anyOf: readonly CriterionExpr<K>[] }
  | { readonly atLeast: number; readonly of: readonly CriterionExpr<K>[] };

/**
 * How a pack decides. Read it top to bottom, as an auditor would:
 * 1. `documented`: the summary names the condition for this patient, this stay.
 * 2. `supported`: the clinical criteria are met -> Supported.
 * 3. `refuted`: explicit counter-evidence -> Unsupported.
 * 4. `decidable`: the pivotal data are present; present but `supported` unmet -> Unsupported.
 * 5. `narrative`: no data, but a narrative of the pivotal criterion with escalated treatment
 *    -> Supported at reduced confidence.
 * Otherwise NoDetermination: named only, or silent.
 */
export interface Decision<K extends string> {
  readonly documented: CriterionExpr<K>;
  readonly supported: CriterionExpr<K>;
  /** Omitted: no data decide against the condition (a named chronic condition with no test). */
  readonly decidable?: CriterionExpr<K>;
  readonly refuted?: CriterionExpr<K>;
  readonly narrative?: CriterionExpr<K>;
  /**
   * Met when the note documents the condition and, as plainly, something it excludes (CKD stage 3
   * in the history, stage 4 in the course): the note contradicts itself, and criteria met on either
   * reading decide nothing (design.md Determinations: "the note contradicts itself").
   */
  readonly conflicts?: CriterionExpr<K>;
  /** Criteria that raise confidence when met (a treatment specific to the condition). */
  readonly strengthens?: readonly K[];
}

/**
 * A code (or undotted prefix) the pack answers for, with what that code's specificity needs:
 * `requires` must be met (else NoDetermination when undocumented, Unsupported when `contradicts`
 * is met). "I50.21 acute systolic" requires systolic dysfunction, contradicted by EF >= 50%.
 */
export interface CodeSpec<K extends string> {
  readonly code: string;
  readonly title: string;
  readonly requires?: CriterionExpr<K>;
  readonly contradicts?: CriterionExpr<K>;
  /** ISO dates bounding the discharges this code is valid on (FY code-set changes). */
  readonly validFrom?: string;
  readonly validTo?: string;
}

/** A plan variant: replaces some criteria and parts of the decision, says what it changes. */
export interface Variant<C extends string, K extends string> {
  readonly says: string;
  readonly criteria?: Partial<Record<K, Criterion<C>>>;
  readonly decision?: Partial<Decision<K>>;
  /** Criteria a plan requires; absent from a note that discusses the condition -> Unsupported. */
  readonly required?: CriterionExpr<K>;
}

/** A pack example: a short note and the result it must produce; run by the pack test runner. */
export interface PackExample {
  readonly code: string;
  readonly note: string;
  readonly expect: 'Supported' | 'Unsupported' | 'NoDetermination';
  readonly plan?: string;
  readonly why: string;
}

export interface PackDefinition<C extends string, K extends string, V extends string = never> {
  readonly id: string;
  readonly title: string;
  readonly version: string;
  /** Reference section this pack encodes, for reviewers. */
  readonly source: string;
  /** Undotted, upper-case codes or prefixes; the most specific match wins across packs. */
  readonly codes: readonly CodeSpec<NoInfer<K>>[];
  /** Undotted codes or prefixes that must not match even though a prefix covers them. */
  readonly excludes?: readonly string[];
  readonly concepts: { readonly [P in C]: Omit<ConceptDefinition, 'id'> };
  readonly criteria: { readonly [P in K]: Criterion<NoInfer<C>> };
  readonly decision: Decision<NoInfer<K>>;
  readonly variants?: { readonly [P in V]: Variant<NoInfer<C>, NoInfer<K>> };
  readonly examples?: readonly PackExample[];
  /**
   * Concepts that tell one lesion from another (body sites). An author's revision written of one
   * site ("#4 R buttock: IAD, NOT a pressure injury") revises only the mentions written of the
   * same site or of none, not the sacral ulcer two problems up. A mention's sites are those in its
   * sentence, or else in the problem heading right above it.
   */
  readonly sites?: readonly NoInfer<C>[];
}

/** A loaded pack. */
export type Pack = PackDefinition<string, string, string>;

export const PACK_CONCEPT_SEPARATOR = '/';

/**
 * A pack concept's id in a shared analysis: the pack id, a slash, the concept ("sepsis/infection"),
 * so packs never compete for the same words.
 */
export function packConceptId(packId: string, concept: string): string {
  return `${packId}${PACK_CONCEPT_SEPARATOR}${concept}`;
}

/**
 * Declares a criteria pack. Checked at compile time (ids) and by `validatePack` at load time
 * (units, code shapes, references).
 *
 * @example
 * definePack({ id: 'aki', ..., criteria: { 'cr-rise': { says: 'Creatinine rose >= 0.3 mg/dL', rule: rise('creatinine', { by: 0.3, unit: 'mg/dL' }) } } })
 */
export function definePack<const C extends string, const K extends string, const V extends string = never>(
  pack: PackDefinition<C, K, V>,
): Pack {
  return pack as unknown as Pack;
}

// ---- combinators: each returns plain data ------------------------------------------------

/** The concept is asserted for the patient, currently (opt in to other states with `allow`). */
export function mentioned<const C extends string>(
  concept: C,
  options: {
    allow?: readonly MentionAllowance[];
    inSections?: readonly SectionCategory[];
    notInSections?: readonly SectionCategory[];
    sameSentenceAs?: readonly string[];
    notSameSentenceAs?: readonly string[];
    attributedYieldsTo?: readonly string[];
    attributedDeniedBy?: readonly string[];
    claimedBy?: { concepts: readonly string[]; ownedBy: readonly string[] };
    eachTermItsOwn?: boolean;
    earlierOnly?: boolean;
    familyOnly?: boolean;
    sameItemAs?: readonly string[];
  } = {},
): Rule<C> {
  return { kind: 'mentioned', concept, ...options };
}

/** The concept is negated or ruled out for the patient ("sepsis was ruled out", "no pneumonia"). */
export function ruledOut<const C extends string>(
  concept: C,
  options: { currentOnly?: boolean; sameSentenceAs?: readonly string[]; notSameSentenceAs?: readonly string[]; certainOnly?: boolean; familyOnly?: boolean } = {},
): Rule<C> {
  return { kind: 'ruled-out', concept, ...options };
}

/** A value of `measurement` passes `test` ("Na 128" passes below(135, 'mmol/L')). */
export function measured<C extends string = never>(
  measurement: MeasurementKind,
  test: ValueTest = { op: 'any' },
  options: {
    roles?: readonly (ValueRole | 'none')[];
    oxygen?: readonly ('room-air' | 'supplemental' | 'unknown')[];
    quantifier?: 'some' | 'every';
    inSections?: readonly SectionCategory[];
    notInSections?: readonly SectionCategory[];
    sameSentenceAs?: readonly string[];
    sameClause?: boolean;
    notSameSentenceAs?: readonly string[];
    laboratoryRange?: boolean;
  } = {},
): Rule<C> {
  return { kind: 'measured', measurement, test, ...options };
}

/** Every reported value passes `test` (and at least one is reported). */
export function measuredThroughout<C extends string = never>(
  measurement: MeasurementKind,
  test: ValueTest,
  options: { sameSentenceAs?: readonly string[]; laboratoryRange?: boolean } = {},
): Rule<C> {
  return { kind: 'measured', measurement, test, quantifier: 'every', roles: ['baseline', 'peak', 'nadir', 'admission', 'discharge', 'current', 'none'], ...options };
}

/** At least `n` values of `measurement` are reported (a trend needs two). */
export function reported<C extends string = never>(measurement: MeasurementKind, n = 1): Rule<C> {
  return { kind: 'reported', measurement, atLeast: n };
}

/** A rise within the stay: from baseline (stated, else the lowest earlier value) to the peak. */
export function rise<C extends string = never>(
  measurement: MeasurementKind,
  change: { by?: number; ratio?: number; unit: string; onlyWithoutBaseline?: boolean },
): Rule<C> {
  return { kind: 'change', measurement, direction: 'rise', ...change };
}

/** A fall within the stay: from baseline (stated, else the highest earlier value) to the nadir. */
export function fall<C extends string = never>(
  measurement: MeasurementKind,
  change: { by?: number; ratio?: number; unit: string; onlyWithoutBaseline?: boolean },
): Rule<C> {
  return { kind: 'change', measurement, direction: 'fall', ...change };
}

export const above = (value: number, unit: string): ValueTest => ({ op: '>', value, unit });
export const atLeast = (value: number, unit: string): ValueTest => ({ op: '>=', value, unit });
export const below = (value: number, unit: string): ValueTest => ({ op: '<', value, unit });
export const atMost = (value: number, unit: string): ValueTest => ({ op: '<=', value, unit });
export const between = (low: number, high: number, unit: string): ValueTest => ({ op: 'between', low, high, unit });

export function allOf<C extends string>(...rules: Rule<C>[]): Rule<C> {
  return { kind: 'all-of', rules };
}
export function anyOf<C extends string>(...rules: Rule<C>[]): Rule<C> {
  return { kind: 'any-of', rules };
}
export function atLeastOf<C extends string>(n: number, ...rules: Rule<C>[]): Rule<C> {
  return { kind: 'at-least', n, rules };
}
export function not<C extends string>(rule: Rule<C>): Rule<C> {
  return { kind: 'not', rule };
}
