import type { SectionCategory } from '../segment/section-rules.en';
import type { TextSpan } from '../text/span';
import type { ContextCategory } from './rules';

/** The assertion attributes a cue can set on a target. */
export const contextAttributes = ['negated', 'uncertain', 'historical', 'hypothetical', 'attributed', 'family', 'other-experiencer'] as const;
export type ContextAttribute = (typeof contextAttributes)[number];

/** Who the finding is about. */
export type Experiencer = 'patient' | 'family' | 'other';

/**
 * The evidence behind one attribute: the cue's text and offsets (`text.slice(start, end) ===
 * text` always holds), the rule that produced it, and the scope it governed.
 *
 * @example "Denies chest pain." -> { attribute: 'negated', rule: 'neg-pre', text: 'Denies',
 *   start: 0, end: 6, source: 'cue', scope: { start: 7, end: 17 } }
 */
export interface ContextCue {
  readonly attribute: ContextAttribute;
  /** The rule id, for a section cue `section:<category>`, for a topic cue `topic:<topic>`. */
  readonly rule: string;
  readonly text: string;
  readonly start: number;
  readonly end: number;
  /**
   * `cue`: a phrase in the sentence; `section`: the section the target sits in (the cue is its
   * title); `topic`: what the target itself is (a habit, an allergy: the cue is the target).
   */
  readonly source: 'cue' | 'section' | 'topic';
  /** The characters the cue governs: its scope in the sentence, or the whole section. */
  readonly scope: TextSpan;
  /**
   * Set on a historical cue that dates the finding's onset before the encounter without saying it
   * is over: a standing topic, or a rule marked `datesOnset` ("since 2003", "diagnosed in 2019").
   */
  readonly datesOnset?: true;
}

/**
 * What the context says about one target. Safe defaults: affirmed, certain, current, actual,
 * about the patient, until a cue says otherwise.
 */
export interface Assertion {
  readonly negated: boolean;
  readonly uncertain: boolean;
  readonly historical: boolean;
  readonly hypothetical: boolean;
  /** Reported from another source ("per ED", "labelled ... in the ED"), not the author's own finding. */
  readonly attributed: boolean;
  readonly experiencer: Experiencer;
  /** Every cue behind the flags above, in text order. */
  readonly cues: readonly ContextCue[];
}

/**
 * Category → the attribute its cues set (medspaCy `DEFAULT_ATTRIBUTES`). `null`: the category
 * sets nothing itself (`current` only blocks section-derived history; `conjunction` only ends
 * scopes).
 */
export const categoryAttribute: Readonly<Record<ContextCategory, ContextAttribute | null>> = {
  'negated-existence': 'negated',
  'possible-existence': 'uncertain',
  historical: 'historical',
  hypothetical: 'hypothetical',
  attributed: 'attributed',
  family: 'family',
  'other-experiencer': 'other-experiencer',
  current: null,
  conjunction: null,
};

/** What an attribute does to an assertion: sets a boolean flag, or names the experiencer. */
export type AttributeEffect =
  | { readonly flag: 'negated' | 'uncertain' | 'historical' | 'hypothetical' | 'attributed' }
  | { readonly experiencer: Exclude<Experiencer, 'patient'>; readonly rank: number };

/**
 * Attribute → the assertion field it sets. Experiencer attributes carry a rank: when cues
 * disagree on who the finding is about, the highest rank wins ("his wife's mother": family).
 */
export const attributeEffect: Readonly<Record<ContextAttribute, AttributeEffect>> = {
  negated: { flag: 'negated' },
  uncertain: { flag: 'uncertain' },
  historical: { flag: 'historical' },
  hypothetical: { flag: 'hypothetical' },
  attributed: { flag: 'attributed' },
  'other-experiencer': { experiencer: 'other', rank: 1 },
  family: { experiencer: 'family', rank: 2 },
};

/** An attribute a section gives its contents, unless a cue of one of `unless` reaches the target. */
export interface SectionAttribute {
  readonly attribute: ContextAttribute;
  readonly unless: readonly ContextCategory[];
  /** Only the diagnosis that heads a line or list item ("- Sepsis: ..."), not the findings its reason names. */
  readonly headOnly?: true;
}

/** A topic that is background to the episode (`standingTopics`): its terms, and where it counts. */
export interface StandingTopic {
  readonly terms: readonly string[];
  /** Only a target that is its whole list item, in text with no section header in view ("GOUT."). */
  readonly headerlessItemOnly?: true;
}

/**
 * Section category → the attributes its contents get. "FAMILY HISTORY: diabetes" is about the
 * family (and, like the phrase "family history of", historical); "PAST MEDICAL HISTORY: asthma"
 * is historical unless the sentence says "currently", "now", "this admission". Sections not
 * listed set nothing.
 */
export const sectionAttributes: Readonly<Partial<Record<SectionCategory, readonly SectionAttribute[]>>> = {
  'family-history': [
    { attribute: 'family', unless: [] },
    { attribute: 'historical', unless: [] },
  ],
  'past-medical-history': [{ attribute: 'historical', unless: ['current'] }],
  'past-surgical-history': [{ attribute: 'historical', unless: ['current'] }],
  // Habits and allergies are standing background, not the episode ("SOCIAL HISTORY: denies
  // alcohol"), unless the sentence says otherwise ("currently smokes").
  'social-history': [{ attribute: 'historical', unless: ['current'] }],
  allergies: [{ attribute: 'historical', unless: ['current'] }],
  // "WHAT THE SNF SENT: ... Unstageable pressure ulcer L heel": the facility's label, which the
  // team's own finding overrules; its values stay part of the episode.
  'outside-records': [{ attribute: 'attributed', unless: [] }],
  'earlier-stay': [{ attribute: 'historical', unless: [] }],
  // "CONSIDERED AND NOT CARRIED FORWARD: - Sepsis: the ED screen triggered on HR 104 ...": each item is let go.
  'excluded-diagnoses': [{ attribute: 'negated', unless: [], headOnly: true }],
  // "TEACHING POINTS: - Severe hyponatremia (below 120) can cause seizures": about the disease in general.
  teaching: [{ attribute: 'hypothetical', unless: [] }],
};

/** Folds cues into an assertion through the tables above. */
export function buildAssertion(cues: readonly ContextCue[]): Assertion {
  const flags: Record<'negated' | 'uncertain' | 'historical' | 'hypothetical' | 'attributed', boolean> = {
    negated: false,
    uncertain: false,
    historical: false,
    hypothetical: false,
    attributed: false,
  };
  let experiencer: Experiencer = 'patient';
  let rank = 0;
  for (const cue of cues) {
    const effect = attributeEffect[cue.attribute];
    if ('flag' in effect) flags[effect.flag] = true;
    else if (effect.rank > rank) {
      rank = effect.rank;
      experiencer = effect.experiencer;
    }
  }
  return {
    negated: flags.negated,
    uncertain: flags.uncertain,
    historical: flags.historical,
    hypothetical: flags.hypothetical,
    attributed: flags.attributed,
    experiencer,
    cues: cues.length < 2 ? cues : [...cues].sort(compareCues),
  };
}

function compareCues(a: ContextCue, b: ContextCue): number {
  return a.start - b.start || a.end - b.end || (a.rule < b.rule ? -1 : a.rule > b.rule ? 1 : 0);
}
