import { PhraseMatcher, type PhraseMatch } from '../match/phrase-matcher';
import { TokenKind, type TokenLayer } from '../text/tokens';
import { hasSlot, slottedPhrases, withNumberSlots } from '../match/number-slot';
import type { ContextCategory, ContextRule } from './rules';

/**
 * Cue matching and scope resolution (the ConText algorithm, as in pyConText/medspaCy):
 *
 * 1. every rule literal is matched on the sentence's tokens (a cue never spans a line break);
 * 2. overlapping matches are settled by {@link resolveOverlaps}: a cue inside a longer one gives
 *    way ("no" inside "no evidence of"), a pseudo-trigger silences the real cues it overlaps
 *    ("no increase", "not only", "gram negative"); pseudo matches are then dropped, having done
 *    their only job;
 * 3. each remaining trigger's scope runs from the cue in its direction to the sentence edge,
 *    cut at the first terminator that applies to it (a `terminate` rule of its category or
 *    `conjunction`, a cue of a category in its `terminatedBy`, an inline "Header:", for a forward
 *    scope the ")" closing the parentheses the cue stands in), and cut to `maxScope` tokens.
 *
 * Scopes are token ranges `[first, last)`; `assertTargets` reports them as character spans.
 */

/** A rule match in token and character coordinates (half-open). */
export interface CueMatch {
  readonly rule: ContextRule;
  readonly first: number;
  readonly last: number;
  readonly start: number;
  readonly end: number;
}

/** A trigger with the token range `[first, last)` it governs (the cue's own tokens excluded on a one-sided scope). */
export interface ScopedCue extends CueMatch {
  readonly scope: { readonly first: number; readonly last: number };
}

/** How scopes are cut besides the rules. */
export interface ScopeOptions {
  /**
   * Treat an inline "Header:" (a capitalised run of at most four words ending in a colon, at the
   * sentence start or after punctuation, a line break or a run of spaces) as a clause break:
   * "No edema. Neuro: [nonfocal]" keeps "No" away from "nonfocal". A backward cue still reaches
   * the header itself, so "Fever: none" negates "Fever".
   * @default true
   */
  readonly headerBreaks?: boolean;
}


/** Rule literals compiled once into a token trie. */
export class CueMatcher {
  readonly rules: readonly ContextRule[];
  private readonly matcher: PhraseMatcher<number>;
  private readonly usesNumberSlot: boolean;
  readonly headerBreaks: boolean;

  constructor(rules: readonly ContextRule[], options: ScopeOptions = {}) {
    this.rules = rules;
    this.headerBreaks = options.headerBreaks ?? true;
    let usesNumberSlot = false;
    const entries: { phrase: string; payload: number; caseSensitive?: boolean }[] = [];
    rules.forEach((rule, index) => {
      for (const literal of rule.literals) {
        const slotted = hasSlot(literal);
        usesNumberSlot ||= slotted;
        // A case-sensitive slotted literal compares letters with the slot word; keep it case-insensitive.
        for (const phrase of slotted ? slottedPhrases(literal) : [literal]) entries.push({ phrase, payload: index, ...(rule.caseSensitive && !slotted ? { caseSensitive: true } : {}) });
      }
    });
    this.matcher = new PhraseMatcher(entries);
    this.usesNumberSlot = usesNumberSlot;
  }

  /** Every match of every rule within tokens `[first, last)`, before overlap resolution. */
  findAll(text: string, layer: TokenLayer, first: number, last: number): CueMatch[] {
    const view = this.usesNumberSlot ? withNumberSlots(layer) : layer;
    const found = this.matcher.findAll(text, view, first, last);
    const out: CueMatch[] = [];
    for (const m of found) {
      // A cue is a phrase on one line: "PMH:\nNo history" is a header then "No", not ": no".
      if (spansLineBreak(text, layer, m.first, m.last)) continue;
      // Two literals of one rule can tokenize alike ("cannot" and "can not"): one cue is enough.
      const dup = out.some((c) => c.first === m.first && c.last === m.last && c.rule === this.rules[m.payload]);
      if (!dup) out.push(toCue(m, this.rules));
    }
    return out;
  }
}

/** A break inside the cue, other than a hard wrap between two words ("Per her\ndaughter"). */
function spansLineBreak(text: string, layer: TokenLayer, first: number, last: number): boolean {
  for (let i = first + 1; i < last; i++) {
    if (layer.lineBreakBefore[i] !== 1) continue;
    const initial = text.charCodeAt(layer.starts[i] ?? 0);
    const wrapped = layer.kinds[i - 1] === TokenKind.word && layer.kinds[i] === TokenKind.word && initial >= 97 && initial <= 122;
    if (!wrapped) return true;
  }
  return false;
}

function toCue(m: PhraseMatch<number>, rules: readonly ContextRule[]): CueMatch {
  const rule = rules[m.payload];
  if (!rule) throw new Error(`internal: cue payload ${m.payload} has no rule`);
  return { rule, first: m.first, last: m.last, start: m.start, end: m.end };
}

/**
 * Settles overlapping cues: a cue inside a longer one gives way ("no" inside "no evidence of"),
 * and a pseudo-trigger silences every real cue it overlaps that is not longer than itself ("no
 * increase", "gram negative"). Cues on exactly the same tokens all stay, so two rules may share
 * a literal ("family history of" is both `family` and `historical`); two real cues (or two
 * pseudo ones) that merely cross both stay ("IMPRESSION: NEGATIVE FOR ..." is ": negative"
 * backward and "negative for" forward; "brought in by his wife" is two pseudo phrases).
 */
export function resolveOverlaps(cues: readonly CueMatch[]): CueMatch[] {
  if (cues.length < 2) return [...cues];
  const sorted = [...cues].sort(
    (a, b) => b.last - b.first - (a.last - a.first) || b.end - b.start - (a.end - a.start) || a.first - b.first,
  );
  const kept: CueMatch[] = [];
  for (const cue of sorted) {
    let clash = false;
    for (const k of kept) {
      if (!(k.first < cue.last && cue.first < k.last)) continue;
      if (k.first === cue.first && k.last === cue.last) continue;
      const inside = k.first <= cue.first && cue.last <= k.last;
      if (inside || (k.rule.direction === 'pseudo') !== (cue.rule.direction === 'pseudo')) {
        clash = true;
        break;
      }
    }
    if (!clash) kept.push(cue);
  }
  return kept.sort((a, b) => a.first - b.first || a.last - b.last);
}

/** A point where scopes stop: a `terminate` cue or an inline header. */
export interface Boundary {
  readonly first: number;
  readonly last: number;
  readonly category: ContextCategory;
  /** A header: backward scopes include it ("Fever: none"), forward scopes stop before it. */
  readonly header: boolean;
  /**
   * A spaced dash: it ends a forward scope ("no slough - [stage 2 pressure injury]") but not a
   * backward one ("[Fever] - none"), and a condition runs on through it ("if your pulse-ox reads
   * under 90% - that could mean the [pneumonia] is worsening").
   */
  readonly dash?: boolean;
  /** ", and" with a clause of its own after it: it ends a denial, not the time an opening phrase sets. */
  readonly clauseJoin?: boolean;
}

/** One sentence's raw cue matches and inline headers, found once and shared by its targets. */
export interface SentenceCues {
  readonly first: number;
  readonly last: number;
  /** Every rule match, before overlap resolution. */
  readonly matches: readonly CueMatch[];
  readonly headers: readonly Boundary[];
  /** Token indices of "(" and ")" in the sentence, in order (empty for most sentences). */
  readonly parens: readonly number[];
  /** Whether headers and colons break scopes ({@link ScopeOptions.headerBreaks}). */
  readonly headerBreaks: boolean;
}

/** Matches every rule in sentence tokens `[first, last)` and finds its inline headers. */
export function findSentenceCues(matcher: CueMatcher, text: string, layer: TokenLayer, first: number, last: number): SentenceCues {
  return {
    first,
    last,
    matches: matcher
      .findAll(text, layer, first, last)
      .filter((m) => !initialledAbbreviationStop(text, layer, m, last) && !answerThatOpensAList(layer, m, last) && !(m.rule.endsSentence === true && wordAfter(layer, m.last, last))),
    headers: matcher.headerBreaks ? [...findInlineHeaders(text, layer, first, last), ...findSpacedDashes(layer, first, last), ...findClauseJoins(layer, first, last)] : [],
    parens: findParens(layer, first, last),
    headerBreaks: matcher.headerBreaks,
  };
}

/** Whether a word or number follows token `from` before `last`. */
function wordAfter(layer: TokenLayer, from: number, last: number): boolean {
  for (let i = from; i < last; i++) if (layer.kinds[i] === TokenKind.word || layer.kinds[i] === TokenKind.number) return true;
  return false;
}

/**
 * "Fever: no" answers the label before it; "at baseline throughout: no wheeze, no change in sputum"
 * opens a list of its own, which the forward "no" negates, not the words before the colon.
 */
function answerThatOpensAList(layer: TokenLayer, m: CueMatch, last: number): boolean {
  if (m.rule.direction !== 'backward' || layer.norms[m.last - 1] !== 'no' || m.last >= last) return false;
  return layer.kinds[m.last] === TokenKind.word;
}

/**
 * A full stop that ends a dotted abbreviation, not a clause: "A. Fib. episodes: 0" (an initial,
 * a word, its stop, and lower case running on) terminates no scope.
 */
function initialledAbbreviationStop(text: string, layer: TokenLayer, m: CueMatch, last: number): boolean {
  if (m.rule.direction !== 'terminate' || m.last - m.first !== 1 || layer.norms[m.first] !== '.' || m.last >= last || m.first < 2) return false;
  if (layer.starts[m.first] !== layer.ends[m.first - 1] || !/^[a-z]\.$/.test(layer.norms[m.first - 2] ?? '')) return false;
  const next = text.charCodeAt(layer.starts[m.last] ?? 0);
  return next >= 97 && next <= 122;
}

/**
 * Resolves overlaps and gives each trigger its scope. Triggers and terminators that overlap
 * `exclude` (the target) are set aside first: a word inside the mention is not context for it
 * ("[negative pressure wound therapy]" is not negated by its own "negative"). Pseudo-triggers
 * keep their force even when they reach into the target: "s/p [transfusion]" stays current.
 * Pseudo matches are consumed here; terminators shape the scopes and are not returned.
 */
export function scopeCues(sentence: SentenceCues, layer: TokenLayer, exclude?: { first: number; last: number }): ScopedCue[] {
  const candidates = exclude
    ? sentence.matches.filter((m) => m.rule.direction === 'pseudo' || !(m.first < exclude.last && exclude.first < m.last))
    : sentence.matches;
  const cues = resolveOverlaps(candidates);
  const boundaries: Boundary[] = [...sentence.headers];
  const triggers: CueMatch[] = [];
  for (const cue of cues) {
    const d = cue.rule.direction;
    if (d === 'pseudo') continue;
    if (d === 'terminate') boundaries.push({ first: cue.first, last: cue.last, category: cue.rule.category, header: false });
    else triggers.push(cue);
  }
  return triggers.map((cue) => ({
    rule: cue.rule,
    first: cue.first,
    last: cue.last,
    start: cue.start,
    end: cue.end,
    scope: scopeOf(cue, triggers, boundaries, sentence, layer),
  }));
}

function scopeOf(
  cue: CueMatch,
  triggers: readonly CueMatch[],
  boundaries: readonly Boundary[],
  sentence: SentenceCues,
  layer: TokenLayer,
): { first: number; last: number } {
  const { first: sentenceFirst, last: sentenceLast, parens } = sentence;
  const { rule } = cue;
  const stops = (category: ContextCategory): boolean => category === 'conjunction' || category === rule.category;
  const stoppedBy = rule.terminatedBy ?? [];
  const forward = rule.direction === 'forward' || rule.direction === 'bidirectional';
  const backward = rule.direction === 'backward' || rule.direction === 'bidirectional';

  let scopeFirst = cue.first;
  let scopeLast = cue.last;
  if (forward) {
    let end = sentenceLast;
    // A cue that opens a bracket ("after d/c (3/13-3/23: ...)") governs the bracket whole; a
    // history cue that labels what follows ("Prior stay 03/18-03/24: ...; ...") governs the sentence.
    const opensBracket = layer.norms[cue.last - 1] === '(';
    const labels = rule.governsLabel === true && labelsWhatFollows(layer, cue.last, end);
    // One that opens the sentence runs past its semicolons, not past "but": "At his PCP visit last
    // month his K was 3.2; KCl was given ...". A condition does so only as a contingency, its
    // actions after a colon ("If Na < 130: notify MD; fluid restrict"), not "Call if fever; cough improved".
    const opening =
      rule.governsLabel === true &&
      !labels &&
      opensSentence(layer, cue.first, sentenceFirst) &&
      (rule.category !== 'hypothetical' || colonBeforeSemicolon(layer, cue.last, end));
    for (const b of boundaries) {
      if (opensBracket || labels) break;
      if (opening && layer.norms[b.first] === ';') continue;
      // "At his January admission he weighed 74 kg, and he had AKI ...": the earlier stay is the whole sentence's.
      if (opening && b.clauseJoin === true && rule.category === 'historical') continue;
      // A dash right after the cue sets off what it labels: "RULED OUT - Sepsis".
      if (b.dash === true && b.first === cue.last) continue;
      if (b.first >= cue.last && b.first < end && stops(b.category) && !(b.dash === true && rule.category === 'hypothetical')) end = b.first;
    }
    for (const t of triggers) if (t.first >= cue.last && t.first < end && stoppedBy.includes(t.rule.category)) end = t.first;
    // A label's cue in its bracket ("SNF labs (drawn at SNF 02/17): plt 84") governs what the label heads.
    if (parens.length > 0 && !labels) end = Math.min(end, closingParen(layer, parens, cue.last, end));
    if (rule.maxScope !== undefined && !labels && !opening) {
      const cut = stepForward(layer, cue.last, end, rule.maxScope);
      end = cut < end && rule.wholeList === true ? listEnd(layer, cue.last, cut, end) : cut;
    }
    if (rule.stopsAtComma === true) for (let i = cue.last; i < end; i++) if (isComma(layer, i)) end = i;
    if (rule.category === 'negated-existence' && !opensBracket && sentence.headerBreaks) end = beforeConclusionColon(layer, cue.last, end);
    if (rule.category === 'negated-existence') end = beforeReportedValue(layer, cue.last, end);
    scopeLast = end;
    if (!backward) scopeFirst = cue.last;
  }
  if (backward) {
    let start = sentenceFirst;
    for (const b of boundaries) {
      if (b.last > cue.first || !stops(b.category) || b.dash === true) continue;
      const from = b.header ? b.first : b.last;
      if (from > start) start = from;
    }
    for (const t of triggers) if (t.last <= cue.first && t.last > start && stoppedBy.includes(t.rule.category)) start = t.last;
    // A cue inside a bracket reaches back to the bracket's start only: "Hypertension (sepsis ruled
    // out)". A bracket that opens with the cue qualifies what precedes it: "Pneumonia (ruled out)".
    if (parens.length > 0) {
      const opened = openingParen(layer, parens, cue.first, start);
      if (opened < cue.first) start = Math.max(start, opened);
    }
    if (rule.maxScope !== undefined) start = Math.max(start, stepBackward(layer, cue.first, start, rule.maxScope));
    if (rule.stopsAtComma === true) start = commaItemStart(layer, triggers, cue, start, sentenceLast);
    if (rule.category === 'negated-existence') start = afterHeadingColon(layer, start, cue.first);
    scopeFirst = start;
    if (!forward) scopeLast = cue.first;
  }
  return { first: scopeFirst, last: scopeLast };
}

/**
 * A backward denial stops at a heading's colon when words stand between the colon and the cue:
 * "Sepsis and pneumonia: blood cultures were negative" denies the cultures, not the heading;
 * "Fever: none" still reaches the fever. A hedge still reaches the heading it interprets ("Left
 * basilar opacity: atelectasis versus early pneumonia").
 */
function afterHeadingColon(layer: TokenLayer, start: number, cueFirst: number): number {
  for (let i = cueFirst - 1; i >= start; i--) {
    if (layer.norms[i] !== ':') continue;
    for (let j = i + 1; j < cueFirst; j++) if (layer.kinds[j] !== TokenKind.punctuation) return i + 1;
    return start;
  }
  return start;
}

/**
 * A forward denial stops at a colon that closes a finding of two words or more: "no lesion over a
 * bony prominence: incontinence-associated dermatitis" denies the lesion, not the conclusion after
 * it. "No: fever", "Denies: chills" and "no evidence of the following: ..." still reach past theirs.
 */
function beforeConclusionColon(layer: TokenLayer, from: number, end: number): number {
  let words = 0;
  for (let i = from; i < end; i++) {
    const norm = layer.norms[i] ?? '';
    if (norm === ':') return words >= 2 ? i : end;
    if (layer.kinds[i] !== TokenKind.punctuation) {
      if (norm === 'following' || norm === 'below') return end;
      words++;
    }
  }
  return end;
}

/**
 * A forward denial stops at a list item that reports a value: "no casts on sediment, FENa 0.5%,
 * prerenal AKI" denies the casts, not what follows the value. A denied list holds findings, not
 * results; the item is a name of at most three words, then the number ("WBC 5.2", "T max 37.8").
 */
function beforeReportedValue(layer: TokenLayer, from: number, end: number): number {
  for (let i = from; i < end; i++) {
    if (!isComma(layer, i)) continue;
    let words = 0;
    for (let j = i + 1; j < end && words <= 3; j++) {
      const kind = layer.kinds[j];
      const norm = layer.norms[j] ?? '';
      if (kind === TokenKind.number) {
        if (words > 0) return i;
        break;
      }
      if (kind === TokenKind.word) {
        if (NOT_A_VALUE_NAME.has(norm)) break;
        words++;
        continue;
      }
      if (norm !== ':' && norm !== '=' && norm !== '<' && norm !== '>' && norm !== '-') break;
    }
  }
  return end;
}
// Words that make the number after them a count, a dose or a size, not a reported value: "weight loss of 10 lb".
const NOT_A_VALUE_NAME = new Set(['or', 'and', 'nor', 'if', 'when', 'unless', 'threshold', 'goal', 'target', 'keep', 'of', 'for', 'in', 'x', 'than', 'over', 'about', 'to', 'at', 'with', 'by', 'since', 'after', 'before', 'stage', 'grade', 'type', 'times', 'day', 'days', 'v']);

/**
 * Where a backward cue that keeps to its comma item reaches back to: the item it sits in ("Chest
 * pain, [MI] ruled out"). A cue that is its item's only word answers the item before it, past
 * other bare cues: "[Heparin induced thrombocytopenia], suspected, excluded." Not when words
 * follow it in its item: "Chest pain, ruled out for MI" keeps the chest pain.
 */
function commaItemStart(layer: TokenLayer, triggers: readonly CueMatch[], cue: CueMatch, start: number, sentenceLast: number): number {
  let end = cue.first;
  let bareCue = onlyCues(layer, triggers, cue.last, itemEnd(layer, cue.last, sentenceLast));
  for (;;) {
    let comma = -1;
    for (let i = end - 1; i >= start; i--) {
      if (isComma(layer, i)) {
        comma = i;
        break;
      }
    }
    if (comma < 0) return start;
    if (!bareCue || !onlyCues(layer, triggers, comma + 1, end)) return comma + 1;
    end = comma;
    bareCue = true;
  }
}

/** The end of the comma item that starts at `from`: the next comma, semicolon or full stop, or the sentence's end. */
function itemEnd(layer: TokenLayer, from: number, sentenceLast: number): number {
  let i = from;
  while (i < sentenceLast && !(layer.kinds[i] === TokenKind.punctuation && (layer.norms[i] === ',' || layer.norms[i] === ';' || layer.norms[i] === '.'))) i++;
  return i;
}

/** Tokens `[from, to)` are punctuation or belong to a cue. */
function onlyCues(layer: TokenLayer, triggers: readonly CueMatch[], from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    if (layer.kinds[i] === TokenKind.punctuation) continue;
    if (!triggers.some((t) => t.first <= i && i < t.last)) return false;
  }
  return true;
}

const LIST_CONJUNCTIONS = new Set(['or', 'and', 'nor']);
const MAX_LIST_ITEM_WORDS = 3;

/**
 * Where a `wholeList` forward scope cut at `cut` by its token budget really ends: a list the cue governs
 * runs on to its last item ("No history of hypertension, diabetes, sleep apnea, GERD, heart
 * failure or osteoarthritis"). The rest of the clause counts as list items only when it is
 * nothing but short items (at most three words) joined by commas and or/and/nor, with at least
 * one joint, up to a clause break; otherwise the cut stands ("..., and cough started later").
 */
function listEnd(layer: TokenLayer, from: number, cut: number, limit: number): number {
  // The scope must already be inside a list: "No fever was reported ... home, and cough started
  // later" has no joint before the cut.
  let listed = false;
  for (let j = from; j < cut && !listed; j++) listed = isComma(layer, j) || LIST_CONJUNCTIONS.has(layer.norms[j] ?? '');
  if (!listed) return cut;
  let words = 0;
  let joints = 0;
  let i = cut;
  for (; i < limit; i++) {
    const kind = layer.kinds[i];
    const norm = layer.norms[i] ?? '';
    if (kind === TokenKind.punctuation) {
      if (norm === ',') {
        joints++;
        words = 0;
        continue;
      }
      if (norm === '-' || norm === '/') continue;
      break;
    }
    if (LIST_CONJUNCTIONS.has(norm)) {
      joints++;
      words = 0;
      continue;
    }
    if (++words > MAX_LIST_ITEM_WORDS) return cut;
  }
  const clauseEnds = i === limit || layer.norms[i] === '.' || layer.norms[i] === ';';
  return joints > 0 && clauseEnds ? i : cut;
}

function isComma(layer: TokenLayer, i: number): boolean {
  return layer.kinds[i] === TokenKind.punctuation && layer.norms[i] === ',';
}

function findParens(layer: TokenLayer, first: number, last: number): number[] {
  const out: number[] = [];
  for (let i = first; i < last; i++) {
    const n = layer.norms[i];
    if ((n === '(' || n === ')') && layer.kinds[i] === TokenKind.punctuation) out.push(i);
  }
  return out;
}

/**
 * A cue inside parentheses governs nothing after them: "(slides not submitted) indicates [hairy
 * cell leukemia]". Returns the ")" that closes a "(" opened before `from`, or `limit`. Backward
 * scopes may leave the parentheses: "[Blood cultures] (negative x2)".
 */
/** The token after the "(" that encloses `from`, searching back to `floor`; `floor` when none does. */
function openingParen(layer: TokenLayer, parens: readonly number[], from: number, floor: number): number {
  let depth = 0;
  for (let k = parens.length - 1; k >= 0; k--) {
    const i = parens[k]!;
    if (i >= from) continue;
    if (i < floor) break;
    if (layer.norms[i] === ')') depth++;
    else if (depth === 0) return i + 1;
    else depth--;
  }
  return floor;
}

function closingParen(layer: TokenLayer, parens: readonly number[], from: number, limit: number): number {
  let depth = 0;
  for (const i of parens) {
    if (i < from) continue;
    if (i >= limit) break;
    if (layer.norms[i] === '(') depth++;
    else if (depth === 0) return i;
    else depth--;
  }
  return limit;
}

/** The token index after `count` counted tokens from `from` (punctuation is not counted). */
const DATE_LIKE = /^[\d/.\-\u2013]+$/;

/** A ":" comes before any ";" in `[from, to)`. */
function colonBeforeSemicolon(layer: TokenLayer, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const norm = layer.norms[i];
    if (norm === ':') return true;
    if (norm === ';') return false;
  }
  return false;
}

/** Only punctuation (a bullet, a bracket) stands before the cue in its sentence. */
function opensSentence(layer: TokenLayer, cueFirst: number, sentenceFirst: number): boolean {
  // Or after a preposition and a determiner only: "At her March 2025 admission she was treated for ...".
  let words = 0;
  for (let i = sentenceFirst; i < cueFirst; i++) {
    if (layer.kinds[i] === TokenKind.punctuation) continue;
    if (!OPENING_WORDS.has(layer.norms[i] ?? '') || ++words > 2) return false;
  }
  return true;
}
const OPENING_WORDS: ReadonlySet<string> = new Set(['at', 'during', 'on', 'in', 'over', 'throughout', 'the', 'her', 'his', 'their']);

/** A colon right after the cue, past any dates: "Prior stay 03/18-03/24/2024:", "Last admission (2/2024):". */
function labelsWhatFollows(layer: TokenLayer, from: number, limit: number): boolean {
  for (let i = from; i < limit && i < from + 6; i++) {
    const norm = layer.norms[i] ?? '';
    if (norm === ':') return true;
    if (!DATE_LIKE.test(norm) && norm !== '(' && norm !== ')' && norm !== 'to') return false;
  }
  return false;
}

// A closed bracketed aside is not counted against a scope: "[Type 2 diabetes] (on facility transfer
// sheet) | Ruled out" reaches the diabetes as "Diabetes | Ruled out" would.
function stepForward(layer: TokenLayer, from: number, limit: number, count: number): number {
  let seen = 0;
  for (let i = from; i < limit; i++) {
    if (layer.kinds[i] === TokenKind.punctuation) {
      if (layer.norms[i] === '(' && i > from) i = asideEnd(layer, i, limit, 1) ?? i;
      continue;
    }
    if (++seen === count) return i + 1;
  }
  return limit;
}

/** The first token index of the `count` counted tokens before `from`. */
function stepBackward(layer: TokenLayer, from: number, limit: number, count: number): number {
  let seen = 0;
  for (let i = from - 1; i >= limit; i--) {
    if (layer.kinds[i] === TokenKind.punctuation) {
      if (layer.norms[i] === ')' && i < from - 1) i = asideEnd(layer, i, limit, -1) ?? i;
      continue;
    }
    if (++seen === count) return i;
  }
  return limit;
}

/**
 * The other bracket of a short aside: stepping forward (`step` 1) from its "(" to the ")", or back
 * (-1) from its ")" to the "(", within `limit` and a few tokens; undefined when there is none.
 */
function asideEnd(layer: TokenLayer, at: number, limit: number, step: 1 | -1): number | undefined {
  const [same, other] = step === 1 ? ['(', ')'] : [')', '('];
  for (let i = at + step, n = 0; n < MAX_ASIDE_TOKENS && (step === 1 ? i < limit : i >= limit); i += step, n++) {
    const norm = layer.norms[i];
    if (norm === same) return undefined;
    if (norm === other) return i;
  }
  return undefined;
}
const MAX_ASIDE_TOKENS = 8;

const MAX_HEADER_WORDS = 4;

/**
 * Inline headers inside a sentence: "... no edema.  NEURO: nonfocal". A colon preceded by one to
 * four words, the first capitalised and standing at the sentence start or after punctuation, a
 * line break or two spaces.
 */
function findInlineHeaders(text: string, layer: TokenLayer, first: number, last: number): Boundary[] {
  const out: Boundary[] = [];
  for (let colon = first + 1; colon < last; colon++) {
    if (layer.norms[colon] !== ':') continue;
    let words = 0;
    for (let j = colon - 1; j >= first && words < MAX_HEADER_WORDS; j--) {
      const kind = layer.kinds[j];
      if (kind === TokenKind.punctuation) {
        const p = layer.norms[j];
        if (p === '/' || p === '&' || p === '-') continue;
        break;
      }
      if (kind !== TokenKind.word) break;
      words++;
      if (isCapitalised(text.charCodeAt(layer.starts[j] ?? 0)) && opensClause(text, layer, j, first)) {
        out.push({ first: j, last: colon + 1, category: 'conjunction', header: true });
        break;
      }
    }
  }
  return out;
}

const DASHES = new Set(['-', '--', '\u2013', '\u2014']);

/** A dash with space on both sides ("no slough - stage 2"): a clause break, unlike "post-op" or "3-4". */
function findSpacedDashes(layer: TokenLayer, first: number, last: number): Boundary[] {
  const out: Boundary[] = [];
  for (let i = first + 1; i < last - 1; i++) {
    if (!DASHES.has(layer.norms[i] ?? '') || layer.kinds[i] !== TokenKind.punctuation) continue;
    const spaceBefore = (layer.starts[i] ?? 0) > (layer.ends[i - 1] ?? 0);
    const spaceAfter = (layer.starts[i + 1] ?? 0) > (layer.ends[i] ?? 0);
    if (spaceBefore && spaceAfter) out.push({ first: i, last: i + 1, category: 'conjunction', header: false, dash: true });
  }
  return out;
}

const CLAUSE_VERBS = new Set(['was', 'were', 'is', 'are', 'has', 'have', 'had']);

/**
 * ", and" opening a clause of its own, with its subject and verb ("she does not have
 * thrombocytopenia, and apixaban was appropriately resumed"): a denial before it ends there. A
 * list ("no fever, chills, and night sweats") has no verb after its "and".
 */
function findClauseJoins(layer: TokenLayer, first: number, last: number): Boundary[] {
  const out: Boundary[] = [];
  for (let i = first + 1; i < last - 2; i++) {
    if (layer.norms[i] !== 'and' || layer.norms[i - 1] !== ',') continue;
    for (let j = i + 2; j < Math.min(last, i + 6); j++) {
      if (layer.kinds[j] === TokenKind.punctuation) break;
      if (CLAUSE_VERBS.has(layer.norms[j] ?? '')) {
        out.push({ first: i, last: i + 1, category: 'conjunction', header: false, clauseJoin: true });
        break;
      }
    }
  }
  return out;
}

function isCapitalised(c: number): boolean {
  return c >= 65 && c <= 90;
}

function opensClause(text: string, layer: TokenLayer, j: number, first: number): boolean {
  if (j === first) return true;
  if (layer.lineBreakBefore[j] === 1) return true;
  const prevKind = layer.kinds[j - 1];
  if (prevKind === TokenKind.punctuation) {
    const p = layer.norms[j - 1];
    if (p === '.' || p === ';' || p === ':' || p === ',' || p === ')' || p === ']') return true;
  }
  const gapStart = layer.ends[j - 1] ?? 0;
  const gapEnd = layer.starts[j] ?? 0;
  if (gapEnd - gapStart >= 2) return true;
  // An abbreviation token that carries its own period ("MI.") also ends a clause.
  return text.charCodeAt(gapStart - 1) === 46;
}
