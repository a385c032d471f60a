import type { QuotedSpan, TextSpan } from '../text/span';
import { quoteSpan } from '../text/span';
import { copiedFromEarlierEncounter, questionLine, questionTopics, sectionRules, sectionTitleWords, statusLabels, type SectionCategory, type SectionRule } from './section-rules.en';

/**
 * A section of the note: from its header (or the start of the text) to the next header.
 * `body` is the part after the header and its colon.
 */
export interface Section extends TextSpan {
  readonly category: SectionCategory;
  /**
   * The header as written ("HOSPITAL COURSE"), or null for text before the first header and for
   * narrative resuming after a data label inside one of its lines ("... CXR: clear.\nDiuresed").
   */
  readonly title: QuotedSpan | null;
  readonly body: TextSpan;
}

interface HeaderHit {
  readonly category: SectionCategory;
  /** Where the section begins: the title, or the numbering before it ("2. HPI:"). */
  readonly sectionStart: number;
  readonly titleStart: number;
  readonly titleEnd: number;
  /** Where the body begins: after the colon, or after the title when there is none. */
  readonly bodyStart: number;
  /** Found inside a line ("... edema. CXR: clear"), not at a line start. */
  readonly inline?: boolean;
  /** A title that only ends a background list (see BACKGROUND). */
  readonly weak?: boolean;
}

interface HeaderIndex {
  readonly byName: ReadonlyMap<string, SectionCategory>;
  readonly longestWords: number;
}

const indexCache = new WeakMap<readonly SectionRule[], HeaderIndex>();

function indexRules(rules: readonly SectionRule[]): HeaderIndex {
  const cached = indexCache.get(rules);
  if (cached) return cached;
  const byName = new Map<string, SectionCategory>();
  let longestWords = 1;
  for (const rule of rules) {
    for (const name of rule.names) {
      const key = normalizeHeader(name);
      if (!byName.has(key)) byName.set(key, rule.category);
      longestWords = Math.max(longestWords, key.split(' ').length);
    }
  }
  const index = { byName, longestWords };
  indexCache.set(rules, index);
  return index;
}

/** "Discharge Diagnosis (ES)" -> "discharge diagnosis"; "A/P" stays "a/p". */
function normalizeHeader(raw: string): string {
  return raw
    .toLowerCase()
    .replace(/\((?:e?s)\)/g, '')
    .replace(/\bhx\b/g, 'history')
    .replace(/\//g, ' / ')
    .replace(/[^a-z0-9/&]+/g, ' ')
    .trim();
}

/**
 * A character a header can hold: `[A-Za-z0-9 \t/&()'#-]`. A char-code test, since it runs for up
 * to 70 characters before every colon in the note.
 */
function isHeaderChar(c: number): boolean {
  return (
    (c >= 65 && c <= 90) ||
    (c >= 97 && c <= 122) ||
    (c >= 48 && c <= 57) ||
    c === 32 ||
    c === 9 ||
    c === 47 ||
    c === 38 ||
    c === 40 ||
    c === 41 ||
    c === 39 ||
    c === 45 ||
    // "ED / HD#1:"
    c === 35
  );
}
const MAX_HEADER_LENGTH = 70;

/**
 * Finds section headers and cuts the text into sections that cover it end to end.
 *
 * Headers are recognised where real notes put them: `Header:` at the start of a line (after
 * optional numbering such as `2.`), an ALL-CAPS `HEADER:` inside a line (notes whose line
 * breaks were flattened into commas or double spaces), and a known header alone on its line
 * without a colon (`DISPOSITION`). Inside a line only known header names count, so
 * "BP: 120/80" never opens a section.
 *
 * @example detectSections('HPI: Fever.\nPAST MEDICAL HISTORY: HTN.')
 *   // -> [{ category: 'history-present-illness', ... }, { category: 'past-medical-history', ... }]
 */
export function detectSections(text: string, rules: readonly SectionRule[] = sectionRules): Section[] {
  const index = indexRules(rules);
  const hits = [
    ...findColonHeaders(text, index),
    ...findBareLineHeaders(text, index),
    ...findDecoratedLineHeaders(text, index),
    ...findDatedLineHeaders(text, index),
    ...findQuestionHeaders(text),
  ].sort(
    (a, b) => a.sectionStart - b.sectionStart,
  );
  const sections: Section[] = [];
  let lastEnd = -1;
  const accepted: HeaderHit[] = [];
  for (const hit of hits) {
    if (hit.sectionStart < lastEnd) continue;
    if (hit.weak === true && !BACKGROUND.has(accepted[accepted.length - 1]?.category ?? 'other')) continue;
    accepted.push(hit);
    lastEnd = hit.bodyStart;
  }
  const firstStart = accepted[0]?.sectionStart ?? text.length;
  if (firstStart > 0 || accepted.length === 0) {
    sections.push({ category: 'other', start: 0, end: firstStart, title: null, body: { start: 0, end: firstStart } });
  }
  // The narrative a data label interrupts, while one is open.
  let narrative: SectionCategory | undefined;
  for (let i = 0; i < accepted.length; i++) {
    const hit = accepted[i]!;
    const end = accepted[i + 1]?.sectionStart ?? text.length;
    // "Admission exam: JVP 10 cm. CXR: congestion.\nDiuresed with ...": a data label inside a line,
    // or a line-start one in sentence case with its data beside it, heads that line only when it
    // interrupts narrative; the narrative resumes. "LABORATORY DATA:  Sodium ..." is a section.
    // So does a teaching point in the course ("Teaching point: KDIGO defines AKI as ..."): the next problem is the course again.
    const dataLabel =
      (DATA_LABELS.has(hit.category) || hit.category === 'teaching') &&
      (hit.inline === true || (!restOfLineIsBlank(text, hit.bodyStart) && !isAllCaps(text.slice(hit.titleStart, hit.titleEnd))));
    const lineEnd = dataLabel && narrative !== undefined ? lineBreakIn(text, hit.bodyStart, end) : -1;
    const resumes = lineEnd >= 0 && /\S/.test(text.slice(lineEnd, end));
    const sectionEnd = resumes ? lineEnd : end;
    sections.push({
      category: copiedFromEarlierEncounter.test(text.slice(hit.titleStart, hit.titleEnd)) ? 'earlier-stay' : hit.category,
      start: hit.sectionStart,
      end: sectionEnd,
      title: quoteSpan(text, hit.titleStart, hit.titleEnd),
      body: { start: Math.min(hit.bodyStart, sectionEnd), end: sectionEnd },
    });
    if (resumes) sections.push({ category: narrative!, start: lineEnd, end, title: null, body: { start: lineEnd, end } });
    if (!(dataLabel && narrative !== undefined)) narrative = NARRATIVE.has(hit.category) ? hit.category : undefined;
  }
  return sections;
}

/** Labels of data that narrative sections quote inline ("CXR:", "Labs:", "Exam:"). */
const DATA_LABELS: ReadonlySet<SectionCategory> = new Set<SectionCategory>(['imaging', 'labs', 'physical-exam', 'review-of-systems', 'procedures']);
const NARRATIVE: ReadonlySet<SectionCategory> = new Set<SectionCategory>(['hospital-course', 'history-present-illness', 'assessment-plan']);

/** The first line break in `[from, to)`, or -1. */
function lineBreakIn(text: string, from: number, to: number): number {
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || c === 13) return i;
  }
  return -1;
}

function* findColonHeaders(text: string, index: HeaderIndex): Generator<HeaderHit> {
  for (let colon = text.indexOf(':'); colon >= 0; colon = text.indexOf(':', colon + 1)) {
    // Walk back over characters a header can hold, and over a bracketed qualifier of any
    // characters before the colon ("DISCHARGE DIAGNOSES (carried forward from the H&P):").
    const from = qualifierStart(text, colon);
    let begin = from;
    while (begin > 0 && from - begin < MAX_HEADER_LENGTH && isHeaderChar(text.charCodeAt(begin - 1))) begin--;
    const hit = classifyColonCandidate(text, begin, colon, index);
    if (hit) yield hit;
  }
}

const MAX_QUALIFIER_LENGTH = 90;

/** Where a bracket closing right before the colon opens, on the same line; else the colon. */
function qualifierStart(text: string, colon: number): number {
  if (text.charCodeAt(colon - 1) !== 41) return colon;
  for (let i = colon - 2; i >= 0 && colon - i <= MAX_QUALIFIER_LENGTH; i--) {
    const c = text.charCodeAt(i);
    if (c === 40) return i;
    if (c === 10 || c === 13 || c === 41) return colon;
  }
  return colon;
}

/** "ED / HD#1 (07/08, 08:10)": a header name, the hospital day, and a bracketed time. */
const nameWithDay = /^(.+?)[ \t]*\/[ \t]*(?:HD|POD|day|hospital day)[ \t]*#?[ \t]*\d{1,2}(?:[ \t]*\([^()\n]{1,40}\))?$/i;

function classifyColonCandidate(text: string, begin: number, colon: number, index: HeaderIndex): HeaderHit | undefined {
  // Trim to the first letter so numbering ("2. ") and spaces stay outside the title.
  let start = begin;
  while (start < colon && !isLetter(text.charCodeAt(start))) start++;
  let end = colon;
  while (end > start && isSpaceOrTab(text.charCodeAt(end - 1))) end--;
  if (end <= start) return undefined;
  const raw = text.slice(start, end);
  if (/[a-z]/i.test(raw.charAt(0)) === false) return undefined;
  const words = raw.trim().split(/[ \t]+/);
  const lineStart = isAtLineStart(text, start);
  const allCaps = isAllCaps(raw);
  const bodyStart = colon + 1;

  if (lineStart) {
    const from = numberingStart(text, start);
    const exact = index.byName.get(normalizeHeader(raw));
    // A known name alone on its line is a header however long: "Diagnoses considered and not carried forward:".
    if (exact && (allCaps || isTitleLike(raw) || words.length <= 4 || restOfLineIsBlank(text, bodyStart))) return hitAt(exact, start, end, bodyStart, from);
    // "ED / HD#1 (07/08, 08:10):": a known name with the hospital day it fell on.
    const dayed = nameWithDay.exec(raw)?.[1];
    const dayedName = dayed === undefined ? undefined : index.byName.get(normalizeHeader(dayed));
    if (dayedName) return hitAt(dayedName, start, end, bodyStart, from);
    // A known name with a bracketed qualifier: "Admitting diagnosis (ED):", "Labs (admission):".
    const qualifiedName = /^([^()]+?)[ \t]*\([^()\n]{1,88}\)$/.exec(raw)?.[1];
    if (qualifiedName !== undefined) {
      const named = index.byName.get(normalizeHeader(qualifiedName));
      if (named && qualifiedName.split(/[ \t]+/).length <= 4) return hitAt(named, start, end, bodyStart, from);
      // A bracket holding what no header holds ("EGD (GI, 05/06):") labels a result, not a section.
      if (/[^A-Za-z0-9 \t/&'()-]/.test(raw)) return undefined;
    }
    // "BRIEF SUMMARY OF HOSPITAL COURSE", "SECONDARY DISCHARGE DIAGNOSES": the longest known
    // name inside a capitalised line-start header names it.
    // "ED VITALS AND LABS (flags as printed by the lab system):" likewise, its bracket aside.
    const capsName = allCaps ? raw : qualifiedName !== undefined && isAllCaps(qualifiedName) ? qualifiedName : undefined;
    const inner = capsName !== undefined ? longestContained(normalizeHeader(capsName).split(' '), index) : undefined;
    if (inner) return hitAt(inner, start, end, bodyStart, from);
    // An unknown ALL-CAPS header: a section we cannot name, but still a boundary. A single
    // word followed by a value on the same line ("WBC: 12") is a label, not a header.
    if (allCaps && words.length <= 8 && (words.length >= 2 || restOfLineIsBlank(text, bodyStart)) && !statusLabels.has(raw.toLowerCase().replace(/[ \t]+/g, ' '))) {
      return hitAt('other', start, end, bodyStart, from);
    }
    return undefined;
  }
  // Inside a line, the header is the known name at the end of the capitalised run
  // ("**ROOM   ATTENDING PHYSICIAN:" -> "ATTENDING PHYSICIAN"; "chills PAST MEDICAL HISTORY:").
  let capsFrom = words.length;
  while (capsFrom > 0 && isCapsWord(words[capsFrom - 1]!)) capsFrom--;
  const capsWords = words.slice(capsFrom);
  if (capsWords.length === 0 || !capsWords.some((w) => /[A-Z]{2}/.test(w))) return undefined;
  const suffix = longestKnown(capsWords, index, 'suffix');
  if (!suffix) return undefined;
  const titleStart = startOfLastWords(text, start, end, suffix.words);
  const multiWord = suffix.words > 1;
  if (!isInlineBoundary(text, titleStart) && !(multiWord && followsLowerCaseWord(text, titleStart))) return undefined;
  return { ...hitAt(suffix.category, titleStart, end, bodyStart), inline: true };
}

function hitAt(category: SectionCategory, titleStart: number, titleEnd: number, bodyStart: number, sectionStart = titleStart): HeaderHit {
  return { category, sectionStart, titleStart, titleEnd, bodyStart };
}

/** The start of a line-start header's numbering ("2. "), or the title itself. */
function numberingStart(text: string, titleStart: number): number {
  let i = titleStart;
  while (i > 0) {
    const c = text.charCodeAt(i - 1);
    if ((c >= 48 && c <= 57) || c === 46 || c === 41 || isSpaceOrTab(c)) i--;
    else break;
  }
  while (i < titleStart && isSpaceOrTab(text.charCodeAt(i))) i++;
  return i;
}

/** The longest known header formed by the first (prefix) or last (suffix) words of `words`. */
function longestKnown(
  words: readonly string[],
  index: HeaderIndex,
  side: 'prefix' | 'suffix',
): { category: SectionCategory; words: number } | undefined {
  const max = Math.min(words.length, index.longestWords + 2);
  for (let n = max; n >= 1; n--) {
    const part = side === 'prefix' ? words.slice(0, n) : words.slice(words.length - n);
    const key = normalizeHeader(part.join(' '));
    const category = key ? index.byName.get(key) : undefined;
    if (category) return { category, words: n };
  }
  return undefined;
}

/** Start of the `n` last whitespace-separated words before `end`. */
function startOfLastWords(text: string, floor: number, end: number, n: number): number {
  let i = end;
  for (let w = 0; w < n; w++) {
    while (i > floor && isSpaceOrTab(text.charCodeAt(i - 1))) i--;
    while (i > floor && !isSpaceOrTab(text.charCodeAt(i - 1))) i--;
  }
  return i;
}

function longestContained(words: readonly string[], index: HeaderIndex): SectionCategory | undefined {
  for (let n = Math.min(words.length, index.longestWords); n >= 1; n--) {
    for (let i = 0; i + n <= words.length; i++) {
      const category = index.byName.get(words.slice(i, i + n).join(' '));
      if (category) return category;
    }
  }
  return undefined;
}

/** Inline headers must follow a clear break: punctuation, a comma (flattened notes) or 2+ spaces. */
function isInlineBoundary(text: string, at: number): boolean {
  let i = at - 1;
  let spaces = 0;
  while (i >= 0 && isSpaceOrTab(text.charCodeAt(i))) {
    i--;
    spaces++;
  }
  if (i < 0) return true;
  const c = text.charAt(i);
  return '.,;:!?)]*\n\r'.includes(c) || spaces >= 2;
}

/** "...fever and chills PAST MEDICAL HISTORY:": a case switch marks where the header begins. */
function followsLowerCaseWord(text: string, at: number): boolean {
  return /[a-z][.,;)]?[ \t]$/.test(text.slice(Math.max(0, at - 3), at));
}

/** A question alone on its line heads what answers it: "Why was he admitted?", "What changed during the stay?". */
function* findQuestionHeaders(text: string): Generator<HeaderHit> {
  questionLine.lastIndex = 0;
  for (let m = questionLine.exec(text); m; m = questionLine.exec(text)) {
    const raw = m[1] ?? '';
    if (raw.trim().split(/[ \t]+/).length > 9) continue;
    const category = questionTopics.find(([pattern]) => pattern.test(raw))?.[1] ?? 'other';
    const start = m.index + m[0].indexOf(raw);
    yield hitAt(category, start, start + raw.length, start + raw.length, start);
  }
}

function* findBareLineHeaders(text: string, index: HeaderIndex): Generator<HeaderHit> {
  // The name may carry a bracketed qualifier of any characters: "INPATIENT COURSE (06/03-06/06)".
  // It may be numbered ("2. Labs") or lettered as in an I-PASS handoff ("P - PATIENT SUMMARY").
  const line = /^[ \t]*(?:\d{1,2}[ \t]*[.)][ \t]*|[A-Z][ \t]+[-\u2013][ \t]+)?(([A-Za-z][A-Za-z /&()'.\-]{1,60}?)(?:[ \t]*\([^()\n]{1,120}\))?)[ \t]*$/gm;
  for (let m = line.exec(text); m; m = line.exec(text)) {
    const raw = m[1] ?? '';
    const name = m[2] ?? '';
    // "3.  Chest x-ray." is an item of a list, not a header.
    if (name.endsWith('.')) continue;
    const named = index.byName.get(normalizeHeader(raw)) ?? index.byName.get(normalizeHeader(name));
    // A known name alone on its line is a header in any case: notes typed all in lower case
    // ("hospital course") head their sections that way too.
    const category = named && (name === name.toUpperCase() || isTitleLike(name) || name === name.toLowerCase()) ? named : namedWithin(text, m.index, raw, index);
    const start = m.index + m[0].indexOf(raw);
    if (category) {
      yield hitAt(category, start, start + raw.length, start + raw.length, numberingStart(text, start));
    } else if (isAllCaps(name) && /^[A-Z][A-Z &/'-]*$/.test(name) && name.trim().split(/[ \t]+/).length >= 2) {
      // "PRESENTATION BY TIMEPOINT": a capitalised title we cannot name. It ends a background list
      // (a PMH must not run on over the whole note) but not a course, whose problem headings look alike.
      yield { ...hitAt('other', start, start + raw.length, start + raw.length, numberingStart(text, start)), weak: true };
    } else if (isBulletListTitle(text, m.index, m.index + m[0].length, name)) {
      // "Admission findings" over bullets, after a blank line: a title we cannot name, which
      // ends a background list above it just as a capitalised one does.
      yield { ...hitAt('other', start, start + raw.length, start + raw.length, start), weak: true };
    }
  }
}

/**
 * A sentence-case title of two to five words alone on its line, set off by a blank line above
 * and heading a bulleted list. A list item is never set off that way from its own list.
 */
function isBulletListTitle(text: string, lineStart: number, lineEnd: number, name: string): boolean {
  const words = name.trim().split(/[ \t]+/);
  if (words.length < 2 || words.length > 5 || !/^[A-Z][a-z]/.test(name)) return false;
  if (!/(?:^|\n[ \t]*\r?\n)$/.test(text.slice(Math.max(0, lineStart - 4), lineStart)) && lineStart > 0) return false;
  return /^\r?\n[ \t]*[\u2022\u25E6\u25AA\u00B7*-][ \t]/.test(text.slice(lineEnd, lineEnd + 12));
}

/**
 * A known name with the dates it covers, alone on its line: "PRIOR ADMISSION 05/02/2025 - 05/07/2025
 * (index stay, summarized for context)", "PREVIOUS ADMISSION (05/26 - 05/31/2025), for context".
 */
const datedLine =
  /^[ 	]*([A-Za-z][A-Za-z &/'-]{2,40}?)[ 	]+\(?[ 	]*\d{1,2}\/\d{1,2}(?:\/\d{2,4})?[ 	]*(?:-|–|to)[ 	]*\d{1,2}\/\d{1,2}(?:\/\d{2,4})?[ 	]*\)?(?:[ 	]*,?[ 	]*\([^()\n]{0,60}\))?(?:[ 	]*,[ 	]*[A-Za-z ]{1,30})?[ 	]*:?[ 	]*$/gm;

function* findDatedLineHeaders(text: string, index: HeaderIndex): Generator<HeaderHit> {
  datedLine.lastIndex = 0;
  for (let m = datedLine.exec(text); m; m = datedLine.exec(text)) {
    const name = m[1] ?? '';
    const category = index.byName.get(normalizeHeader(name));
    if (!category || !(isAllCaps(name) || isTitleLike(name))) continue;
    const start = m.index + m[0].indexOf(name);
    const end = m.index + m[0].length;
    yield hitAt(category, start, end, end, start);
  }
}

/** Sections a capitalised title we cannot name still ends: background lists and data, and the note's head. */
const BACKGROUND: ReadonlySet<SectionCategory> = new Set<SectionCategory>([
  'past-medical-history', 'past-surgical-history', 'family-history', 'social-history', 'allergies', 'medications', ...DATA_LABELS, 'other',
]);

/**
 * A title line that holds a known name of two words or more: "Presenting complaint and findings
 * in A&E" after a blank line, "MCH COURSE AS DOCUMENTED IN THEIR RECORDS" in capitals anywhere.
 * One-word names inside such a line ("Platelets" ... "Lipids") are the problem headings of a
 * course, not sections.
 */
function namedWithin(text: string, lineStart: number, raw: string, index: HeaderIndex): SectionCategory | undefined {
  const title = raw.replace(/[ \t]*\([^()\n]*\)$/, '');
  const words = normalizeHeader(title).split(' ');
  const allCaps = isAllCaps(title);
  // A line with a full stop is a sentence ("Continue home meds."), unless it is all capitals ("ST. ANSELM COURSE").
  if (words.length < 2 || words.length > 7 || !/^[A-Z]/.test(title) || (title.includes('.') && !allCaps)) return undefined;
  if (!allCaps && words.length < 3) return undefined;
  if (!allCaps && !/(?:^|\n[ \t]*\r?\n)[ \t]*$/.test(text.slice(Math.max(0, lineStart - 4), lineStart))) return undefined;
  for (let n = Math.min(words.length - 1, index.longestWords); n >= 2; n--) {
    for (let i = 0; i + n <= words.length; i++) {
      const category = index.byName.get(words.slice(i, i + n).join(' '));
      if (category) return category;
    }
  }
  if (!allCaps) return undefined;
  // "ST. ANSELM COURSE", "PROBLEM-BASED ASSESSMENT", "PRE-DIALYSIS CHEMISTRY", "PRESENTATION BY
  // TIMEPOINT", "COURSE BY DIALYSIS SESSION": a capitalised title ending or led by an unambiguous
  // section word is that section.
  return sectionTitleWords.get(words[words.length - 1] ?? '') ?? sectionTitleWords.get(words[0] ?? '');
}

/**
 * A header set off on its own line by rules or markup: "=== HOSPITAL COURSE ===", "--- Labs ---",
 * "## Plan", "[ASSESSMENT]".
 */
const decoratedLine =
  /^[ \t]*(?<open>(?<openRule>[=*_~-])\k<openRule>+|#{1,6}(?=[ \t])|\[)[ \t]*(?:\d{1,2}[ \t]*[.)][ \t]*)?(?<title>[A-Za-z][A-Za-z0-9 /&()'\-]{0,60}?)[ \t]*:?[ \t]*(?<close>(?<closeRule>[=*#_~-])\k<closeRule>+|\])?[ \t]*$/gm;

function* findDecoratedLineHeaders(text: string, index: HeaderIndex): Generator<HeaderHit> {
  decoratedLine.lastIndex = 0;
  for (let m = decoratedLine.exec(text); m; m = decoratedLine.exec(text)) {
    const line = m[0];
    const { open = '', title: rawTitle = '', close } = m.groups ?? {};
    const raw = rawTitle.trim();
    const start = m.index + line.indexOf(rawTitle);
    const sectionStart = m.index + line.indexOf(open);
    const bodyStart = m.index + line.length;
    const key = normalizeHeader(raw);
    const exact = index.byName.get(key);
    const hit = (category: SectionCategory) => hitAt(category, start, start + raw.length, bodyStart, sectionStart);
    // A one-sided rule ("-- Plan") is a sub-bullet; a markdown heading ("## Plan") counts when it
    // names a known section, since "# AKI" is as often a problem heading inside the course.
    const framed = close !== undefined && (open === '[' ? close === ']' : close.charAt(0) === open.charAt(0));
    if (exact && (framed || open.startsWith('#'))) {
      yield hit(exact);
      continue;
    }
    if (!framed) continue;
    const allCaps = isAllCaps(raw);
    const inner = allCaps || isTitleLike(raw) ? longestContained(key.split(' '), index) : undefined;
    if (inner) yield hit(inner);
    else if (allCaps && raw.split(/\s+/).length <= 8) yield hit('other');
  }
}

function isAtLineStart(text: string, at: number): boolean {
  for (let i = at - 1; i >= 0; i--) {
    const c = text.charCodeAt(i);
    if (c === 10 || c === 13) return true;
    // Numbering before a header ("2. ", "10) ") still counts as the line's start.
    if (isSpaceOrTab(c) || (c >= 48 && c <= 57) || c === 46 || c === 41) continue;
    return false;
  }
  return true;
}

function restOfLineIsBlank(text: string, from: number): boolean {
  for (let i = from; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || c === 13) return true;
    if (!isSpaceOrTab(c)) return false;
  }
  return true;
}

/** "Hospital Course" or "Past medical history": a capital first letter and at most 5 words. */
function isTitleLike(raw: string): boolean {
  return /^[A-Z]/.test(raw) && raw.trim().split(/\s+/).length <= 5;
}

function isAllCaps(raw: string): boolean {
  return raw === raw.toUpperCase() && /[A-Z]{2}/.test(raw);
}

function isCapsWord(word: string): boolean {
  return /[A-Z]/.test(word) && word === word.toUpperCase();
}

function isLetter(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

function isSpaceOrTab(c: number): boolean {
  return c === 32 || c === 9;
}

/** The section containing `offset` (sections cover the text end to end). */
export function sectionAt(sections: readonly Section[], offset: number): Section | undefined {
  let lo = 0;
  let hi = sections.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const s = sections[mid]!;
    if (offset < s.start) hi = mid - 1;
    else if (offset >= s.end) lo = mid + 1;
    else return s;
  }
  return sections[sections.length - 1];
}
