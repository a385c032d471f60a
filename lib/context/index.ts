import { InputError, SpanRangeError } from '../errors';
import type { SectionCategory } from '../segment/section-rules.en';
import type { QuotedSpan, TextSpan } from '../text/span';
import { tokenRange, type TokenLayer } from '../text/tokens';
import {
  buildAssertion,
  categoryAttribute,
  sectionAttributes,
  type Assertion,
  type ContextAttribute,
  type ContextCue,
} from './assertion';
import { validateContextRules, type ContextRule } from './rules';
import { chronicFlareWords, defaultContextRuleData, standingTopics } from './rules.en';
import { CueMatcher, findSentenceCues, scopeCues, type CueMatch, type ScopeOptions, type ScopedCue } from './scope';

export {
  attributeEffect,
  buildAssertion,
  categoryAttribute,
  contextAttributes,
  sectionAttributes,
} from './assertion';
export type { Assertion, AttributeEffect, ContextAttribute, ContextCue, Experiencer, SectionAttribute } from './assertion';
export { contextCategories, contextDirections, contextRuleKeys, numberSlot, validateContextRule, validateContextRules, yearSlot, zeroSlot } from './rules';
export type { ContextCategory, ContextDirection, ContextRule } from './rules';
export { defaultContextRuleData } from './rules.en';
export type { ScopeOptions } from './scope';

/**
 * A validated rule set with its phrase matcher. Build it once with {@link compileContextRules}
 * and reuse it for every sentence; the matcher is the costly part.
 */
export class CompiledContextRules {
  private built: { readonly rules: readonly ContextRule[]; readonly matcher: CueMatcher } | undefined;
  private readonly build: () => { readonly rules: readonly ContextRule[]; readonly matcher: CueMatcher };

  /** @internal use {@link compileContextRules}; `source` is read, validated and compiled on first use. */
  constructor(source: () => readonly ContextRule[], options: ScopeOptions = {}) {
    this.build = () => {
      const rules = validateContextRules(source());
      return { rules, matcher: new CueMatcher(rules, options) };
    };
  }

  /** The validated rules, in the order given. */
  get rules(): readonly ContextRule[] {
    return this.compile().rules;
  }

  /** @internal the compiled literals. */
  get matcher(): CueMatcher {
    return this.compile().matcher;
  }

  /** Validates and compiles now if that has not happened yet; returns the compiled rules and matcher. */
  compile(): { readonly rules: readonly ContextRule[]; readonly matcher: CueMatcher } {
    this.built ??= this.build();
    return this.built;
  }
}

/**
 * Validates `rules` (closed set of keys, known categories and directions, unique ids; see
 * {@link validateContextRules}) and compiles their literals into one phrase matcher, eagerly, so
 * a bad rule fails here. Rules read from JSON can be passed as they are: they are validated.
 * Throws a `RuleValidationError` quoting the bad input.
 *
 * @example
 * const rules = compileContextRules([
 *   ...defaultContextRuleData,
 *   { id: 'neg-no-signs-of', literals: ['no signs of'], category: 'negated-existence', direction: 'forward' },
 * ]);
 */
export function compileContextRules(rules: readonly ContextRule[], options: ScopeOptions = {}): CompiledContextRules {
  const compiled = new CompiledContextRules(() => rules, options);
  compiled.compile();
  return compiled;
}

/**
 * The default English rule set ({@link defaultContextRuleData}). Validated and compiled on first
 * use, not at import, so importing clinval stays cheap.
 */
export const defaultContextRules: CompiledContextRules = new CompiledContextRules(() => defaultContextRuleData);

/** The section a sentence sits in: a `Section` from `detectSections` fits. */
export interface SectionContext extends TextSpan {
  readonly category: SectionCategory;
  /** The header as written, or null for text before the first header. */
  readonly title: QuotedSpan | null;
}

/** A span to assert, with an optional type that rules may allow or exclude (`allowedTypes`). */
export interface ContextTarget extends TextSpan {
  /** e.g. the concept group ("transfusion"). @default none: rules with `allowedTypes` skip it */
  readonly type?: string;
}

export interface AssertTargetsInput {
  /** The original note text; every offset below is into it. */
  readonly text: string;
  /** `tokenize(text)` (or a layer covering at least the sentence). */
  readonly tokens: TokenLayer;
  /** The sentence the targets sit in; cues are looked for only inside it. */
  readonly sentence: TextSpan;
  /**
   * The section holding the sentence, for section context ("FAMILY HISTORY: ..."): a `Section`
   * from `detectSections`, whose title becomes the cue behind a section-set flag. A bare category
   * also works; the cue is then the empty span at the sentence start (it still slices back).
   */
  readonly section: SectionContext | SectionCategory;
  /** The spans to assert; each must lie inside `sentence`. */
  readonly targets: readonly ContextTarget[];
}

/**
 * Asserts each target: negated, uncertain, historical, hypothetical, and whose it is, with the
 * cues behind every flag. Returns one assertion per target, in the same order.
 *
 * Cues are looked for inside `sentence` only; the `section` adds its table attributes
 * (`sectionAttributes`), each reported as a cue whose text is the section title.
 *
 * @example
 * const text = 'Family history of colon cancer; denies chest pain.';
 * assertTargets({ text, tokens: tokenize(text), sentence: { start: 0, end: text.length }, section: 'other',
 *   targets: [{ start: 18, end: 30 }, { start: 39, end: 49 }] });
 * // -> [{ experiencer: 'family', historical: true, cues: [{ text: 'Family history of', rule: 'fam-history', ... }, ...] },
 * //     { negated: true, cues: [{ text: 'denies', rule: 'neg-pre', start: 32, end: 38, ... }] }]
 */
export function assertTargets(input: AssertTargetsInput, rules: CompiledContextRules = defaultContextRules): Assertion[] {
  const { text, tokens, sentence, targets } = input;
  checkSpan(text, sentence, 'sentence');
  const section: SectionContext =
    typeof input.section === 'string'
      ? { category: input.section, start: sentence.start, end: sentence.start, title: null }
      : input.section;
  checkSpan(text, section, 'section');
  if (section.title) checkSpan(text, section.title, 'section title');
  if (targets.length === 0) return [];
  const { first, last } = tokenRange(tokens, sentence);
  const found = findSentenceCues(rules.matcher, text, tokens, first, last);
  let shared: ScopedCue[] | undefined;
  const sectionRules = sectionAttributes[section.category] ?? [];

  const assertions = targets.map((target, i) => {
    checkSpan(text, target, `target #${i}`);
    if (target.start < sentence.start || target.end > sentence.end) {
      throw new SpanRangeError(
        `target #${i} [${target.start}, ${target.end}) lies outside its sentence [${sentence.start}, ${sentence.end}); pass the sentence that contains it`,
      );
    }
    const range = tokenRange(tokens, target);
    const inside = found.matches.some((m) => m.first < range.last && range.first < m.last && m.rule.direction !== 'pseudo');
    const scoped = inside ? scopeCues(found, tokens, range) : (shared ??= scopeCues(found, tokens));
    // A target that opens with its own denial ("no metabolic derangement", a term for the denial):
    // an outer denial ("no delirium and [no metabolic derangement]") is the list's repetition, not
    // a double negative.
    const ownDenial = inside && opensWithOwnDenial(found.matches, target);
    const reaching = scoped.filter((cue) => reaches(cue, range, target) && !(ownDenial && cue.rule.category === 'negated-existence'));
    const cues: ContextCue[] = [];
    for (const cue of reaching) {
      const attribute = categoryAttribute[cue.rule.category];
      if (attribute) cues.push(cueOf(text, tokens, cue, attribute));
    }
    const quoted = quotedLabelAround(text, sentence, target);
    if (quoted && !cues.some((c) => c.attribute === 'attributed')) cues.push(quoted);
    const queried = queryMarkBefore(text, sentence, target);
    if (queried && !cues.some((c) => c.attribute === 'uncertain')) cues.push(queried);
    const unchecked = uncheckedBox(text, target);
    if (unchecked && !cues.some((c) => c.attribute === 'negated')) cues.push(unchecked);
    const unsure = tickedUnsure(text, target);
    if (unsure && !cues.some((c) => c.attribute === 'uncertain')) cues.push(unsure);
    for (const rule of sectionRules) {
      if (reaching.some((cue) => rule.unless.includes(cue.rule.category))) continue;
      if (rule.headOnly === true && !ITEM_HEAD.test(text.slice(sentence.start, target.start))) continue;
      cues.push(sectionCue(text, section, rule.attribute));
    }
    const topic = standingTopicOf(text, sentence, section, target);
    if (topic && !cues.some((c) => c.attribute === 'historical' || c.attribute === 'hypothetical') && !reaching.some((cue) => cue.rule.category === 'current')) {
      cues.push(topicCue(text, target, topic));
    }
    return buildAssertion(cues.sort((a, b) => a.start - b.start));
  });
  return withLabelsQualifiedByTheirItem(text, sentence, targets, assertions);
}

/** Nothing before a target on its line but a list marker: it heads the item. */
const ITEM_HEAD = /^[ \t]*(?:[-•*#]|\d{1,2}[.)])?[ \t]*$/;
/** What follows an item's label before its body: "7. H. pylori - biopsies sent", "Sepsis: ...". */
const LABEL_TAIL = /^[ \t]*(?:-|\u2013|\u2014|:)/;

/**
 * A problem's label whose own item speaks of it only with doubt ("7. H. pylori - biopsies sent;
 * H. pylori stain PENDING at d/c"; "3. Sepsis - r/o sepsis") is the question the item works up,
 * not a finding: the label takes the doubt of the item's mention of the same concept. A later
 * plain mention in the item ("Pneumonia - possible aspiration; pneumonia on CT") keeps it affirmed.
 */
function withLabelsQualifiedByTheirItem(text: string, sentence: TextSpan, targets: readonly ContextTarget[], assertions: Assertion[]): Assertion[] {
  for (let i = 0; i < targets.length; i++) {
    const label = targets[i]!;
    if (label.type === undefined || assertions[i]!.cues.length > 0) continue;
    if (!ITEM_HEAD.test(text.slice(sentence.start, label.start)) || !LABEL_TAIL.test(text.slice(label.end, sentence.end))) continue;
    const repeats = targets.flatMap((t, k) => (k > i && t.type === label.type && t.start >= label.end ? [assertions[k]!] : []));
    if (repeats.length === 0 || repeats.some((a) => a.cues.length === 0)) continue;
    const doubt = repeats.find((a) => a.uncertain && !a.negated && !a.hypothetical)?.cues.find((c) => c.attribute === 'uncertain');
    if (doubt === undefined) continue;
    const carried: ContextCue = { ...doubt, scope: { start: label.start, end: Math.max(doubt.scope.end, doubt.end) } };
    assertions[i] = buildAssertion([carried]);
  }
  return assertions;
}

const OPENING_QUOTES = new Set(['"', '\u201c']);
const CLOSING_QUOTES = new Set(['"', '\u201d']);
const MAX_QUOTED_LABEL_WORDS = 8;
/** How far from the target a quote mark is looked for: eight words fit well inside it. */
const MAX_QUOTE_REACH = 100;

/**
 * A target inside a short quotation on its line ('ED note listed "COPD exacerbation"', '"AECOPD -
 * on prednisone taper"') is someone else's label, quoted: attributed, with the opening quote as
 * its cue. A long quotation is a pasted note (a consultant's findings), which stands as written.
 */
function quotedLabelAround(text: string, sentence: TextSpan, target: TextSpan): ContextCue | undefined {
  let open = -1;
  const floor = Math.max(sentence.start, target.start - MAX_QUOTE_REACH);
  for (let i = target.start - 1; i >= floor; i--) {
    const c = text.charAt(i);
    if (c === '\n' || (CLOSING_QUOTES.has(c) && !OPENING_QUOTES.has(c))) return undefined;
    if (OPENING_QUOTES.has(c) && !isInchMark(text, i)) {
      open = i;
      break;
    }
  }
  // An opening quote is followed by the quoted word, not a space.
  if (open < 0 || /\s/.test(text.charAt(open + 1))) return undefined;
  // A straight quote opens only if an even number of them precede it on its line.
  if (text.charAt(open) === '"') {
    const lineStart = Math.max(sentence.start, text.lastIndexOf('\n', open - 1) + 1);
    let before = 0;
    for (let i = lineStart; i < open; i++) if (text.charAt(i) === '"' && !isInchMark(text, i)) before++;
    if (before % 2 !== 0) return undefined;
  }
  let close = -1;
  const ceiling = Math.min(sentence.end, target.end + MAX_QUOTE_REACH);
  for (let i = target.end; i < ceiling; i++) {
    const c = text.charAt(i);
    if (c === '\n') return undefined;
    if (CLOSING_QUOTES.has(c) && (!isInchMark(text, i) || closesWordsAfterNumber(text, open, i))) {
      close = i;
      break;
    }
  }
  if (close < 0) return undefined;
  const words = text.slice(open + 1, close).trim().split(/\s+/).length;
  if (words > MAX_QUOTED_LABEL_WORDS) return undefined;
  return { attribute: 'attributed', rule: 'attr-quoted', text: text.charAt(open), start: open, end: open + 1, source: 'cue', scope: { start: open, end: close + 1 } };
}

/**
 * "?sepsis", "?COPD exac", "?right basal pneumonia": a question mark written onto the name, or
 * onto the words that qualify it, queries it ("wheezy?" ends a word instead).
 */
function queryMarkBefore(text: string, sentence: TextSpan, target: TextSpan): ContextCue | undefined {
  const from = Math.max(sentence.start, target.start - QUERY_MARK_REACH);
  const run = QUERIED_WORDS.exec(text.slice(from, target.start));
  if (run === null) return undefined;
  const at = from + run.index + run[0].indexOf('?');
  if (at > sentence.start && /[A-Za-z0-9?]/.test(text.charAt(at - 1))) return undefined;
  return { attribute: 'uncertain', rule: 'unc-query-mark', text: '?', start: at, end: at + 1, source: 'cue', scope: { start: at, end: target.end } };
}
/** A question mark and at most three plain words up to the name. */
const QUERIED_WORDS = /\?[ ]?(?:[A-Za-z][A-Za-z-]*[ \t]+){0,3}$/;
const QUERY_MARK_REACH = 48;

const CHECKED_NO_AFTER = /^[ \t]*:?[ \t]*(?:(?:\[[ \t]?\]|\u2610)[ \t]*yes[ \t]*(?:\[[xX\u2713]\]|\u2612|\u2611)[ \t]*no|(?:\[[xX\u2713]\]|\u2612|\u2611)[ \t]*no\b)/i;

/**
 * A template's checkboxes: "[ ] septic shock" (left empty) denies the item; "Altered mental
 * status: [ ] yes [x] no" denies it too. A ticked box ("[x] SIRS") leaves the item affirmed.
 */
function uncheckedBox(text: string, target: TextSpan): ContextCue | undefined {
  const after = CHECKED_NO_AFTER.exec(lineAfter(text, target, 40));
  if (!after) return undefined;
  return boxCue(text, target, 'negated', 'neg-unchecked-box', target.end + after[0].search(/[[\u2610-\u2612]/), target.end + after[0].length);
}

/** The rest of the target's line, at most `reach` characters: where a template writes its answer. */
function lineAfter(text: string, target: TextSpan, reach: number): string {
  let lineEnd = text.indexOf('\n', target.end);
  if (lineEnd < 0) lineEnd = text.length;
  return text.slice(target.end, Math.min(lineEnd, target.end + reach));
}

/** A template's answer as a cue whose scope runs from the item to the answer. */
function boxCue(text: string, target: TextSpan, attribute: ContextAttribute, rule: string, start: number, end: number): ContextCue {
  return { attribute, rule, text: text.slice(start, end), start, end, source: 'cue', scope: { start: target.start, end } };
}

/** Empty boxes with their labels, then the ticked box and its label: "[ ] Yes [ ] No [X] Indeterminate". */
const TICKED_AFTER_BOXES =
  /^[ \t]*:?[ \t]*(?:(?:\[[ \t]?\]|\u2610)[ \t]*[A-Za-z][A-Za-z/-]*[ \t]*)+((?:\[[xX\u2713]\]|\u2612|\u2611)[ \t]*([A-Za-z][A-Za-z -]{0,24}))/;
const UNSURE_ANSWER = /^(?:indeterminate|unknown|unsure|uncertain|equivocal|possible|undetermined|unable to (?:assess|determine)|not (?:assessed|determined))(?![A-Za-z])/i;

/** "Pneumonia confirmed on imaging: [ ] Yes [ ] No [X] Indeterminate": the template's answer leaves the item uncertain. */
function tickedUnsure(text: string, target: TextSpan): ContextCue | undefined {
  const m = TICKED_AFTER_BOXES.exec(lineAfter(text, target, 80));
  if (!m || !UNSURE_ANSWER.test(m[2] ?? '')) return undefined;
  const end = target.end + m[0].length;
  return boxCue(text, target, 'uncertain', 'unc-ticked-box', end - (m[1] ?? '').length, end);
}

/** `5'4"`, `12"`: a straight double quote after a digit measures inches. */
function isInchMark(text: string, at: number): boolean {
  return text.charAt(at) === '"' && /[0-9]/.test(text.charAt(at - 1));
}

/** '"chronic kidney disease stage 3" (patient-reported)': a quotation of words closes after its number, unlike '3" x 2"'. */
function closesWordsAfterNumber(text: string, open: number, at: number): boolean {
  return /[A-Za-z]{2}/.test(text.slice(open + 1, at)) && !/^[ \t]*(?:x|×|by)(?![A-Za-z])/i.test(text.slice(at + 1, at + 6));
}

/** A target that opens with a forward denial ("no metabolic derangement") is a term written as its own denial. */
function opensWithOwnDenial(matches: readonly CueMatch[], target: ContextTarget): boolean {
  return matches.some(
    (m) => m.start === target.start && m.end <= target.end && m.rule.category === 'negated-existence' && (m.rule.direction === 'forward' || m.rule.direction === 'bidirectional'),
  );
}

function reaches(cue: ScopedCue, range: { first: number; last: number }, target: ContextTarget): boolean {
  // A cue that overlaps the target is part of the mention, not context for it.
  if (cue.start < target.end && target.start < cue.end) return false;
  if (range.first >= range.last) return false;
  if (!(range.first < cue.scope.last && cue.scope.first < range.last)) return false;
  const { allowedTypes, excludedTypes } = cue.rule;
  if (allowedTypes && (target.type === undefined || !allowedTypes.includes(target.type))) return false;
  if (excludedTypes && target.type !== undefined && excludedTypes.includes(target.type)) return false;
  return true;
}

function cueOf(text: string, tokens: TokenLayer, cue: ScopedCue, attribute: ContextAttribute): ContextCue {
  const scopeStart = cue.scope.first < cue.scope.last ? (tokens.starts[cue.scope.first] ?? cue.end) : cue.end;
  const scopeEnd = cue.scope.first < cue.scope.last ? (tokens.ends[cue.scope.last - 1] ?? cue.end) : cue.end;
  return {
    attribute,
    rule: cue.rule.id,
    text: text.slice(cue.start, cue.end),
    start: cue.start,
    end: cue.end,
    source: 'cue',
    scope: { start: scopeStart, end: scopeEnd },
    ...(cue.rule.datesOnset === true ? { datesOnset: true as const } : {}),
  };
}

/**
 * A section-set attribute; its cue is the section title, or the whole section when it has none
 * (for a bare category, the empty span at the sentence start).
 */
function sectionCue(text: string, section: SectionContext, attribute: ContextAttribute): ContextCue {
  const at = section.title ?? section;
  return {
    attribute,
    rule: `section:${section.category}`,
    text: text.slice(at.start, at.end),
    start: at.start,
    end: at.end,
    source: 'section',
    scope: { start: section.start, end: section.end },
  };
}

/**
 * A standing topic (`standingTopics`: a habit, an allergy, a chronic condition listed alone) is
 * background that predates the episode, as it is under SOCIAL HISTORY or ALLERGIES: historical,
 * unless the sentence says otherwise ("currently smokes") or speaks of a future ("if she drinks
 * alcohol on metronidazole"). The cue is the target itself.
 */
const STANDING_TOPIC: ReadonlyMap<string, string> = new Map(
  Object.entries(standingTopics).flatMap(([topic, { terms }]) => terms.map((term) => [normalizedTerm(term), topic] as const)),
);

function standingTopicOf(text: string, sentence: TextSpan, section: SectionContext, target: TextSpan): string | undefined {
  const words = normalizedTerm(text.slice(target.start, target.end));
  const exact = STANDING_TOPIC.get(words);
  if (exact !== undefined && standingTopics[exact]?.headerlessItemOnly !== true) return exact;
  // The rest are items with no header in view: most targets stop here, before any pattern runs.
  if (section.title !== null) return undefined;
  const topic = exact ?? STANDING_TOPIC.get(words.match(QUALIFIED_ITEM)?.[1] ?? '') ?? (NAMED_CHRONIC.test(words) ? 'chronic-condition' : undefined);
  if (topic === undefined || standingTopics[topic]?.headerlessItemOnly !== true) return undefined;
  const tail = text.slice(target.end, sentence.end);
  const wholeItem = ITEM_HEAD.test(text.slice(sentence.start, target.start)) && (ITEM_TAIL.test(tail) || QUALIFIER_TAIL.test(tail));
  return wholeItem ? topic : undefined;
}
/** Nothing after a target on its line but the item's closing punctuation. */
const ITEM_TAIL = /^[ \t]*[.;,]?[ \t\r\n]*$/;
/**
 * A listed condition qualified by its site, cause or stage is still that condition: "Herniated
 * disks at L4 and L5.", "CKD stage 3.", "Cardiomyopathy secondary to alcohol." ("in" and "with"
 * are left out: "COPD in exacerbation", "AF with RVR" are the episode's.)
 */
const QUALIFIED_ITEM = /^(.+?) (?:at|of|involving|secondary to|due to|stage) \S/;
const QUALIFIER_TAIL = /^[ \t]+(?:at|of|involving|secondary to|due to|stage)[ \t][^.;,\r\n]{1,60}[.;,]?[ \t\r\n]*$/i;

/** A condition its own name calls chronic ("CHRONIC RENAL FAILURE."), unless the item is its flare. */
const NAMED_CHRONIC = new RegExp(`^chronic (?!.*\\b(?:${chronicFlareWords.join('|')})\\b)`);

/** "Diabetes mellitus, type 2" = "diabetes mellitus type 2"; "non-smoker" = "non smoker". */
function normalizedTerm(words: string): string {
  return words.toLowerCase().replace(/[\s,-]+/g, ' ').trim();
}

function topicCue(text: string, target: TextSpan, topic: string): ContextCue {
  return {
    attribute: 'historical',
    rule: `topic:${topic}`,
    text: text.slice(target.start, target.end),
    start: target.start,
    end: target.end,
    source: 'topic',
    scope: { start: target.start, end: target.end },
    datesOnset: true,
  };
}

function checkSpan(text: string, span: TextSpan, what: string): void {
  if (typeof span !== 'object' || span === null || !Number.isInteger(span.start) || !Number.isInteger(span.end)) {
    throw new InputError(`${what} must be a { start, end } pair of integers, got ${JSON.stringify(span)}`);
  }
  if (span.start < 0 || span.end < span.start || span.end > text.length) {
    throw new SpanRangeError(`${what} [${span.start}, ${span.end}) is outside the text (length ${text.length}) or has end < start`);
  }
}
