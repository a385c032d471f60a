import type { TextSpan } from '../text/span';
import { TokenKind, type TokenLayer } from '../text/tokens';
import type { Section } from './sections';

/** A sentence: a span within one section body, with the index of that section. */
export interface Sentence extends TextSpan {
  readonly section: number;
}

/** `.`, `?` or `!` (compared directly: this runs for every token, and a Set lookup costs more). */
function isTerminal(norm: string): boolean {
  return norm === '.' || norm === '?' || norm === '!';
}

/**
 * Splits each section body into sentences. A sentence never crosses a section header.
 *
 * Line structure is decided first, because clinical notes put lists and headers on lines and
 * wink-nlp's splitter (like most) treats a single newline as a space: a blank line always ends
 * a sentence; a single line break ends one unless the next line continues it in lower case
 * (a hard wrap mid-sentence); a list item ("2.", "-", "•", or "2." after a comma in flattened
 * notes) starts a new one. Within a line, a sentence ends at `.`, `?` or `!` followed by a
 * capital, digit or bracket. Abbreviations ("Dr.", "b.i.d.", "q.d.", "e.g.") are single tokens
 * of the tokenizer, so their periods never end a sentence; decimals ("2.5") likewise.
 *
 * @example splitSentences(text, sections, tokens) // "Pt. given 2.5 mg b.i.d. Cr 1.1." -> one sentence
 */
export function splitSentences(text: string, sections: readonly Section[], tokens: TokenLayer): Sentence[] {
  const out: Sentence[] = [];
  let t = 0;
  for (let s = 0; s < sections.length; s++) {
    const body = sections[s]!.body;
    while (t < tokens.count && (tokens.starts[t] ?? 0) < body.start) t++;
    let first = -1;
    let lastEnd = -1;
    const close = (): void => {
      if (first >= 0) out.push({ start: tokens.starts[first] ?? 0, end: lastEnd, section: s });
      first = -1;
    };
    for (; t < tokens.count && (tokens.ends[t] ?? 0) <= body.end; t++) {
      if (first >= 0 && breaksBefore(text, tokens, t)) close();
      // Flattened notes leave the comma that replaced a line break at the head of a line.
      if (first < 0 && (tokens.norms[t] === ',' || tokens.norms[t] === ';')) continue;
      if (first < 0) first = t;
      lastEnd = tokens.ends[t] ?? lastEnd;
      if (endsSentence(text, tokens, t)) close();
    }
    close();
  }
  return out;
}

/** Whether line structure or a list marker separates token `t` from the one before. */
function breaksBefore(text: string, tokens: TokenLayer, t: number): boolean {
  const prevEnd = tokens.ends[t - 1] ?? 0;
  const start = tokens.starts[t] ?? 0;
  if (tokens.lineBreakBefore[t]) {
    if (countLineBreaks(text, prevEnd, start) >= 2) return true;
    if (startsListItem(tokens, t)) return true;
    const norm = tokens.norms[t] ?? '';
    const continues = /^[a-z(]/.test(text.charAt(start)) || (tokens.kinds[t] === TokenKind.punctuation && norm !== '(');
    const prevNorm = tokens.norms[t - 1] ?? '';
    // A hard wrap after a word no sentence ends on ("... penicillin-susceptible; no\nPseudomonas ...").
    if (UNFINISHED.has(prevNorm) && !cellValue(text, tokens, t - 1)) return false;
    return !(continues && !isTerminal(prevNorm) && !closesEndedQuote(tokens, t - 1) && prevNorm !== ':');
  }
  // Flattened notes: ",2.  Chronic ..." starts a new list item.
  return (tokens.norms[t - 1] === ',' || tokens.norms[t - 1] === ';') && startsListItem(tokens, t);
}

/** Words a sentence cannot end on: a line ending with one runs on into the next. */
const UNFINISHED: ReadonlySet<string> = new Set(['no', 'not', 'of', 'with', 'without', 'and', 'or', 'nor', 'the', 'an', 'to', 'for', 'from', 'by', 'in', 'at', 'since', 'until', 'between', 'denies', 'than']);

/** A table or label cell ("Smoker: No", "Ruled out    No"): a value, not a word a sentence runs on from. */
function cellValue(text: string, tokens: TokenLayer, t: number): boolean {
  const before = tokens.norms[t - 1] ?? '';
  if (before === ':' || before === '|' || tokens.lineBreakBefore[t] === 1) return true;
  return /[ \t]{2,}|\t/.test(text.slice(tokens.ends[t - 1] ?? 0, tokens.starts[t] ?? 0));
}

/** "2." / "2)" followed by a word, or a bullet. */
function startsListItem(tokens: TokenLayer, t: number): boolean {
  const norm = tokens.norms[t] ?? '';
  if (norm === '-' || norm === '*' || norm === '•') return true;
  if (tokens.kinds[t] !== TokenKind.number || !/^\d{1,2}$/.test(norm)) return false;
  const marker = tokens.norms[t + 1];
  return (marker === '.' || marker === ')') && tokens.kinds[t + 2] === TokenKind.word;
}

/** A closing quote right after a sentence's end: 'offloading boots."' */
function closesEndedQuote(tokens: TokenLayer, t: number): boolean {
  const norm = tokens.norms[t] ?? '';
  return (norm === '"' || norm === '\u201d') && isTerminal(tokens.norms[t - 1] ?? '') && tokens.starts[t] === tokens.ends[t - 1];
}

function endsSentence(text: string, tokens: TokenLayer, t: number): boolean {
  const norm = tokens.norms[t] ?? '';
  if (norm === '|') return separatesListItems(text, tokens, t);
  // 'Leave the eschar intact." "Right buttock: ...': the quote closes the sentence it ends.
  if (closesEndedQuote(tokens, t)) {
    const nextStart = tokens.starts[t + 1];
    return nextStart === undefined || (nextStart > (tokens.ends[t] ?? 0) && /[A-Z0-9"\u201c]/.test(text.charAt(nextStart)));
  }
  if (!isTerminal(norm)) return false;
  if (t + 1 >= tokens.count) return true;
  const nextStart = tokens.starts[t + 1] ?? 0;
  if (nextStart === (tokens.ends[t] ?? 0)) return false; // "2.5", "x.y" glued: not an ending
  // A list number's own period ("1. Sepsis") is not a sentence end.
  if (norm === '.' && isListNumber(tokens, t - 1)) return false;
  // "pathology incl. H. pylori stain", "esp. at night": shortened words that lead on to what they qualify
  // ("cont." is not one: "Trelegy cont." ends its sentence).
  if (norm === '.' && LEADING_ABBREVIATIONS.has(tokens.norms[t - 1] ?? '') && tokens.lineBreakBefore[t + 1] !== 1) return false;
  const next = text.charAt(nextStart);
  return /[A-Z0-9("'\[*]/.test(next) || tokens.lineBreakBefore[t + 1] === 1;
}

/**
 * A pipe between the items of a list written on one line, four items or more ("R heel unstageable
 * PI | L heel - blanchable erythema only | T2DM | HTN"), not a cell border of a table, whose row
 * starts with its pipe or has rows with pipes above or below it (a row's cells, "Metoprolol | HELD
 * | AF", read together).
 */
function separatesListItems(text: string, tokens: TokenLayer, t: number): boolean {
  const at = tokens.starts[t] ?? 0;
  if (!/[ \t]/.test(text.charAt(at - 1)) || !/[ \t]/.test(text.charAt(at + 1))) return false;
  const lineStart = text.lastIndexOf('\n', at) + 1;
  if (text.slice(lineStart, at).trimStart().charAt(0) === '|') return false;
  const lineEnd = text.indexOf('\n', at);
  // A row of three cells on its own ("Apixaban 5 mg BID | not taken since 2022 | NOT RESTARTED") is one record.
  if (text.slice(lineStart, lineEnd < 0 ? text.length : lineEnd).split(' | ').length < 4) return false;
  const previousLine = lineStart === 0 ? '' : text.slice(text.lastIndexOf('\n', lineStart - 2) + 1, lineStart - 1);
  const nextLine = lineEnd < 0 ? '' : text.slice(lineEnd + 1, (text.indexOf('\n', lineEnd + 1) + 1 || text.length + 1) - 1);
  return !previousLine.includes('|') && !nextLine.includes('|');
}

const LEADING_ABBREVIATIONS: ReadonlySet<string> = new Set(['incl', 'excl', 'esp', 'viz', 'cf']);

function isListNumber(tokens: TokenLayer, t: number): boolean {
  if (t < 0 || tokens.kinds[t] !== TokenKind.number || !/^\d{1,2}$/.test(tokens.norms[t] ?? '')) return false;
  return t === 0 || tokens.lineBreakBefore[t] === 1 || tokens.norms[t - 1] === ',' || tokens.norms[t - 1] === ':';
}

function countLineBreaks(text: string, from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) n++;
    else if (c === 13 && text.charCodeAt(i + 1) !== 10) n++;
  }
  return n;
}
