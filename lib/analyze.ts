import { assertTargets, defaultContextRules, type Assertion, type CompiledContextRules, type ContextCue, type ContextTarget } from './context';
import { InputError } from './errors';
import { compileConcepts, type ConceptDefinition, type ConceptMatcher } from './match/concepts';
import { baseLexicon } from './match/lexicon.en';
import { extractMeasurements, type Measurement } from './measure';
import type { SectionCategory, SectionRule } from './segment/section-rules.en';
import { sectionRules as defaultSectionRules } from './segment/section-rules.en';
import { detectSections, type Section } from './segment/sections';
import { splitSentences } from './segment/sentences';
import { selfCorrectionView, spokenPunctuationView } from './text/dictation';
import { footnoteAfter } from './text/footnotes';
import { plainView, resliceFrom, struckView } from './text/markup';
import { typographicView } from './text/typography';
import type { QuotedSpan, TextSpan } from './text/span';
import { tokenize, tokenRange, type TokenLayer } from './text/tokens';

export interface AnalyzedSentence extends QuotedSpan {
  /** Index into `sections`. */
  readonly section: number;
  readonly category: SectionCategory;
}

/**
 * A concept mentioned in the text, with its ConText assertion: each flag comes with the cue
 * that set it (text, offsets, rule id) in `cues`.
 *
 * @example "Family history of CHF." -> { concept: 'heart-failure', experiencer: 'family', cues: [{ rule: ..., text: 'Family history of' }] }
 */
export interface Mention extends QuotedSpan {
  readonly concept: string;
  readonly sentence: number;
  readonly section: SectionCategory;
  readonly negated: boolean;
  readonly uncertain: boolean;
  readonly historical: boolean;
  readonly hypothetical: boolean;
  /** A label reported from another source ("per ED"); the author's own denial withdraws it. */
  readonly attributed: boolean;
  readonly experiencer: Assertion['experiencer'];
  readonly cues: readonly ContextCue[];
  /**
   * The text of the footnote marked right after the mention, when there is one: "New atrial
   * fibrillation†" ... "† Cardiology over-read: sinus tachycardia, no atrial fibrillation".
   */
  readonly footnote?: TextSpan;
}

/**
 * A lab value or vital sign, placed in its sentence and section. `earlierStay` marks a value
 * the note gives for an earlier hospital stay ("Prior stay 3/18-3/24: ... Na 128"), and
 * `superseded` a point-of-care value the central laboratory answered on the same specimen
 * ("i-STAT: sodium 129" beside "central laboratory, same specimen: sodium 137"): reported, but no
 * criterion of this stay reads them. (A value the note withdraws as an error is no measurement at all.)
 */
export type PlacedMeasurement = Measurement & {
  readonly sentence: number;
  readonly section: SectionCategory;
  readonly earlierStay?: true;
  readonly superseded?: true;
};

/** Everything `analyze` finds, as plain JSON-serialisable data with offsets into the input. */
export interface Analysis {
  readonly length: number;
  readonly sections: readonly Section[];
  readonly sentences: readonly AnalyzedSentence[];
  readonly mentions: readonly Mention[];
  readonly measurements: readonly PlacedMeasurement[];
}

export interface AnalyzeOptions {
  /** Concepts to find. @default the base lexicon (the conditions clinval's packs validate) */
  readonly concepts?: readonly ConceptDefinition[];
  /** ConText rules. @default the built-in English rule set */
  readonly contextRules?: CompiledContextRules;
  /** Section header rules. @default the built-in discharge-summary headers */
  readonly sectionRules?: readonly SectionRule[];
  /** Concepts in different groups never hide each other (see compileConcepts). @default one group */
  readonly conceptGroup?: (conceptId: string) => string;
}

/** A reusable analyzer with its lexicon and rules compiled once. */
export interface Analyzer {
  analyze(text: string): Analysis;
}

const compiledConcepts = new WeakMap<readonly ConceptDefinition[], ConceptMatcher>();

function conceptMatcherFor(definitions: readonly ConceptDefinition[], groupOf: ((id: string) => string) | undefined): ConceptMatcher {
  let matcher = compiledConcepts.get(definitions);
  if (!matcher) {
    matcher = compileConcepts(definitions, groupOf ? { groupOf } : {});
    compiledConcepts.set(definitions, matcher);
  }
  return matcher;
}

/**
 * Builds an analyzer once for many notes (a notebook loop, a batch run).
 *
 * @example const analyzer = createAnalyzer(); analyzer.analyze('Na 128 on admission; no fever.')
 */
export function createAnalyzer(options: AnalyzeOptions = {}): Analyzer {
  const grouped = createGroupAnalyzer(options);
  return { analyze: (text) => grouped.analyze(text) };
}

/** @internal An analyzer that can limit concept matching to some concept groups. */
export interface GroupAnalyzer {
  /**
   * `groups`, when given, limits the mentions to concepts of those groups (see
   * `AnalyzeOptions.conceptGroup`). Groups never compete, so each group's mentions are exactly
   * those of a full analysis; a validator asks only for the packs a claim's codes route to.
   */
  analyze(text: string, groups?: ReadonlySet<string>): Analysis;
}

/** @internal {@link createAnalyzer} with group-limited analysis, for the claim validator. */
export function createGroupAnalyzer(options: AnalyzeOptions = {}): GroupAnalyzer {
  const engine: Engine = {
    concepts: conceptMatcherFor(options.concepts ?? baseLexicon, options.conceptGroup),
    contextRules: options.contextRules ?? defaultContextRules,
    sectionRules: options.sectionRules ?? defaultSectionRules,
  };
  return {
    analyze: (text, groups) => {
      if (typeof text !== 'string') throw new InputError(`analyze expects text as a string, got ${typeof text}`);
      // An HTML export, typography ("K⁺ 2.6", no-break spaces), or a note dictated with its
      // punctuation spoken, is read through a view of the same length; every span then slices back from the note.
      const typographic = typographicView(text);
      const plain = plainView(typographic ?? text) ?? typographic;
      const punctuated = spokenPunctuationView(plain ?? text) ?? plain;
      const spoken = selfCorrectionView(punctuated ?? text) ?? punctuated;
      // Text the note strikes through or retracts, and template fields nobody filled in, read as blank.
      const view = struckView(spoken ?? text) ?? spoken;
      return view === undefined ? runAnalysis(text, engine, groups) : resliceFrom(runAnalysis(view, engine, groups), text);
    },
  };
}

/** What an analyzer compiled once: the lexicon, the ConText rules and the section headers. */
interface Engine {
  readonly concepts: ConceptMatcher;
  readonly contextRules: CompiledContextRules;
  readonly sectionRules: readonly SectionRule[];
}

/**
 * Analyses a discharge summary: sections, sentences, concept mentions with ConText, and
 * measurements. Every span slices back: `text.slice(span.start, span.end) === span.text`.
 *
 * @example analyze('HPI: Denies chest pain.\nLabs: Cr 1.1 -> 2.4.').mentions[0].negated // true
 */
export function analyze(text: string, options: AnalyzeOptions = {}): Analysis {
  return createAnalyzer(options).analyze(text);
}

function runAnalysis(text: string, { concepts, contextRules, sectionRules }: Engine, groups: ReadonlySet<string> | undefined): Analysis {
  const tokens = tokenize(text);
  const sections = detectSections(text, sectionRules);
  const rawSentences = splitSentences(text, sections, tokens);
  const sentences: AnalyzedSentence[] = rawSentences.map((s) => ({
    start: s.start,
    end: s.end,
    text: text.slice(s.start, s.end),
    section: s.section,
    category: sections[s.section]?.category ?? 'other',
  }));
  const mentions: Mention[] = [];
  for (let i = 0; i < sentences.length; i++) {
    const sentence = sentences[i]!;
    for (const m of findMentions(text, tokens, sentence, sections[sentence.section]!, i, concepts, contextRules, groups)) mentions.push(m);
  }
  const placed = placeMeasurements(extractMeasurements(text, { blocks: measurementBlocks(text, sections, sentences) }), sentences);
  const measurements = markPointOfCareSuperseded(text, sentences, markEarlierStays(text, tokens, sentences, sections, placed, contextRules));
  return { length: text.length, sections, sentences, mentions, measurements };
}

const POINT_OF_CARE = /\b(?:i-?stat|point[- ]of[- ]care|poc)\b/gi;
const CENTRAL_LAB = /\b(?:central|core|main|hospital)[ \t]+lab(?:oratory)?\b|\bformal[ \t]+lab(?:oratory)?\b|\blab(?:oratory)?[ \t]+(?:value|result|repeat)\b/gi;
const SAME_SPECIMEN = /\bsame[ \t]+(?:specimen|sample|draw|blood[ \t]+draw|venipuncture|tube|stick)\b/i;

/**
 * Where a point-of-care device and the central laboratory both answer for one analyte on the same
 * specimen, the laboratory's value stands (criteria-reference §1.3, discordant results): the
 * i-STAT's is marked `superseded`. A value is the device's when the nearest source named before it
 * in its sentence is the device; the two are on the same specimen when written in one sentence,
 * or when the note says "same specimen" (or draw, sample, venipuncture).
 */
function markPointOfCareSuperseded(text: string, sentences: readonly AnalyzedSentence[], measurements: readonly PlacedMeasurement[]): readonly PlacedMeasurement[] {
  if (!/i-?stat|point[- ]of[- ]care|\bpoc\b/i.test(text)) return measurements;
  const sameSpecimen = SAME_SPECIMEN.test(text);
  const sourceOf = (m: PlacedMeasurement): 'device' | 'lab' | undefined => {
    const sentence = sentences[m.sentence];
    if (sentence === undefined) return undefined;
    const before = text.slice(sentence.start, m.value.start);
    let last = -1;
    let source: 'device' | 'lab' | undefined;
    for (const [pattern, kind] of [[POINT_OF_CARE, 'device'], [CENTRAL_LAB, 'lab']] as const) {
      for (const hit of before.matchAll(pattern)) if (hit.index > last) [last, source] = [hit.index, kind];
    }
    return source;
  };
  const sources = measurements.map(sourceOf);
  const labKinds = new Map<string, Set<number>>();
  measurements.forEach((m, i) => {
    if (sources[i] !== 'lab') return;
    let where = labKinds.get(m.kind);
    if (!where) labKinds.set(m.kind, (where = new Set()));
    where.add(m.sentence);
  });
  if (labKinds.size === 0) return measurements;
  return measurements.map((m, i) => {
    const lab = labKinds.get(m.kind);
    return sources[i] === 'device' && lab !== undefined && (sameSpecimen || lab.has(m.sentence)) ? { ...m, superseded: true as const } : m;
  });
}

/** Kinds whose last value before the stay is the stay's baseline. */
const RENAL_BASELINE_KINDS: ReadonlySet<string> = new Set(['creatinine', 'egfr']);

/** ConText rules whose scope is an earlier hospital stay. */
const EARLIER_STAY_RULES: ReadonlySet<string> = new Set(['hist-prior-stay', 'hist-prior-stay-recap']);
/** ConText rules whose scope is an outpatient visit before this stay: its values are baselines. */
const PRIOR_VISIT_RULES: ReadonlySet<string> = new Set(['hist-prior-visit']);
/** A sentence that may speak of another encounter; the others are not asked (ConText is the costly step). */
const MAY_NAME_A_STAY = /admi|stay|hospitali|discharge|d\/c|\bdc\b|outpatient|clinic|pcp|office|snf|nursing home|facility|that illness|visit|appointment/i;
/**
 * A stay told in the past tense with the dates it began and ended: "She was admitted here
 * 03/11-03/17/2025 with a sodium of 118 ... and a potassium of 2.8" (this stay has not ended when
 * its own course is written). Its values run to the end of the clause.
 */
const PAST_STAY_WITH_DATES =
  /\b(?:was|were|had[ \t]+been)[ \t]+(?:admitted|hospitali[sz]ed)\b[^.;\n\d]{0,30}?\d{1,2}\/\d{1,2}(?:\/\d{2,4})?[ \t]*(?:-|–|to|through|until)[ \t]*\d{1,2}\/\d{1,2}(?:\/\d{2,4})?[^;\n]*/i;
/** Under an earlier stay's header, a sentence that turns to this one ("Admission weight this stay 62.4 kg"). */
const NAMES_THIS_STAY = /\b(?:this|the current|the present)[ \t]+(?:stay|admission|hospitali[sz]ation|encounter)\b/i;

/**
 * Values in the scope of an earlier stay's cue ("Prior stay 3/18-3/24: ... Na 128") are marked;
 * a value from an outpatient visit before this stay ("PCP visit 11/18: K 3.2") is a baseline.
 */
function markEarlierStays(
  text: string,
  tokens: TokenLayer,
  sentences: readonly AnalyzedSentence[],
  sections: readonly Section[],
  measurements: readonly PlacedMeasurement[],
  contextRules: CompiledContextRules,
): readonly PlacedMeasurement[] {
  const earlier = new Set<PlacedMeasurement>();
  const visit = new Set<PlacedMeasurement>();
  // Per earlier-stay section, the first sentence that turns to this stay.
  const thisStayFrom = new Map<number, number>();
  sentences.forEach((sentence, k) => {
    if (sections[sentence.section]?.category === 'earlier-stay' && !thisStayFrom.has(sentence.section) && NAMES_THIS_STAY.test(sentence.text)) {
      thisStayFrom.set(sentence.section, k);
    }
  });
  for (let i = 0; i < measurements.length; ) {
    const index = measurements[i]!.sentence;
    let j = i + 1;
    while (j < measurements.length && measurements[j]!.sentence === index) j++;
    const sentence = sentences[index];
    if (index >= 0 && sentence && sections[sentence.section]?.category === 'earlier-stay' && index < (thisStayFrom.get(sentence.section) ?? Infinity)) {
      // A recap of an earlier stay under its own header: every value in it is that stay's, until
      // the text turns to this one ("COMPARISON WITH PRIOR ADMISSION: ... Admission weight this stay 62.4 kg").
      for (const m of measurements.slice(i, j)) earlier.add(m);
    } else if (index >= 0 && sentence && MAY_NAME_A_STAY.test(sentence.text)) {
      const told = PAST_STAY_WITH_DATES.exec(sentence.text);
      if (told !== null) {
        const [from, to] = [sentence.start + told.index, sentence.start + told.index + told[0].length];
        for (const m of measurements.slice(i, j)) if (m.value.start >= from && m.value.end <= to) earlier.add(m);
      }
      const group = measurements.slice(i, j).filter((m) => !earlier.has(m) && m.value.start >= sentence.start && m.value.end <= sentence.end);
      const targets: ContextTarget[] = group.map((m) => ({ start: m.value.start, end: m.value.end, type: 'measurement' }));
      const assertions = assertTargets({ text, tokens, sentence, section: sections[sentence.section]!, targets }, contextRules);
      group.forEach((m, k) => {
        const cues = assertions[k]!.cues;
        if (cues.some((c) => EARLIER_STAY_RULES.has(c.rule))) earlier.add(m);
        else if (m.role === undefined && cues.some((c) => PRIOR_VISIT_RULES.has(c.rule))) visit.add(m);
      });
    }
    i = j;
  }
  if (earlier.size === 0 && visit.size === 0) return measurements;
  // An earlier stay's discharge creatinine is the last one before this stay, KDIGO's baseline for
  // this one ("Discharge creatinine 0.9" in the index admission's recap); its other values stay its own.
  return measurements.map((m) =>
    earlier.has(m)
      ? m.role === 'discharge' && RENAL_BASELINE_KINDS.has(m.kind)
        ? { ...m, role: 'baseline' as const }
        : { ...m, earlierStay: true as const }
      : visit.has(m)
        ? { ...m, role: 'baseline' as const }
        : m,
  );
}

/**
 * The sentences, except that an inline title and the first sentence on its line read as one:
 * "ABG 02/11 1420 (2 L NC): 7.28 / 71 / 54" has its name in the title and its values in the body.
 */
function measurementBlocks(text: string, sections: readonly Section[], sentences: readonly AnalyzedSentence[]): TextSpan[] {
  const blocks: TextSpan[] = sentences.map((s) => ({ start: s.start, end: s.end }));
  let s = 0;
  for (let i = 0; i < sections.length; i++) {
    const section = sections[i]!;
    if (section.title === null) continue;
    while (s < sentences.length && sentences[s]!.start < section.body.start) s++;
    const first = sentences[s];
    if (first === undefined || first.section !== i) continue;
    if (text.slice(section.title.end, first.start).includes('\n')) continue;
    blocks[s] = { start: section.title.start, end: first.end };
  }
  return blocks;
}

function findMentions(
  text: string,
  tokens: TokenLayer,
  sentence: AnalyzedSentence,
  section: Section,
  index: number,
  concepts: ConceptMatcher,
  contextRules: CompiledContextRules,
  groups: ReadonlySet<string> | undefined,
): Mention[] {
  const { first, last } = tokenRange(tokens, sentence);
  const hits = concepts.find(text, tokens, first, last, groups);
  if (hits.length === 0) return [];
  // The concept id is the target's type, so a rule may be limited to some concepts
  // ("s/p" is historical, except before a transfusion given this stay).
  const targets: ContextTarget[] = hits.map((h) => ({ start: h.start, end: h.end, type: conceptType(h.concept) }));
  const assertions = assertTargets({ text, tokens, sentence, section, targets }, contextRules);
  return hits.map((hit, k) => {
    const a = assertions[k]!;
    const footnote = footnoteAfter(text, hit.end);
    return {
      concept: hit.concept,
      start: hit.start,
      end: hit.end,
      text: text.slice(hit.start, hit.end),
      sentence: index,
      section: sentence.category,
      negated: a.negated,
      uncertain: a.uncertain,
      historical: a.historical,
      hypothetical: a.hypothetical,
      attributed: a.attributed,
      experiencer: a.experiencer,
      cues: a.cues,
      ...(footnote ? { footnote } : {}),
    };
  });
}

/** Pack concepts are namespaced "pack/concept"; rules see the concept part. */
function conceptType(concept: string): string {
  const cut = concept.lastIndexOf('/');
  return cut < 0 ? concept : concept.slice(cut + 1);
}

function placeMeasurements(measurements: readonly Measurement[], sentences: readonly AnalyzedSentence[]): PlacedMeasurement[] {
  let s = 0;
  return measurements.map((m) => {
    while (s < sentences.length - 1 && sentences[s]!.end <= m.start) s++;
    const sentence = sentences[s];
    // A name in an inline title ("ABG 02/11: 7.28/71/54") places the value in the sentence after it.
    const at = sentence && m.start < sentence.start && sentence.start <= m.value.start ? m.value.start : m.start;
    const inside = sentence && sentence.start <= at && at < sentence.end;
    return { ...m, sentence: inside ? s : -1, section: inside ? sentence.category : 'other' };
  });
}
