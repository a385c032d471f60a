import { MONTH_ABBREVIATIONS } from './months';
import type { TextSpan } from './span';

/**
 * Token kinds. A closed table (not free strings) so a rule that asks for a kind no tokenizer
 * produces does not compile.
 */
export const TokenKind = {
  word: 0,
  number: 1,
  punctuation: 2,
  symbol: 3,
} as const;
export type TokenKind = (typeof TokenKind)[keyof typeof TokenKind];

/**
 * Tokens stored as flat typed arrays (wink-nlp's own layout); a token object is built only on
 * demand by {@link tokenAt}. Whitespace is not a token: `lineBreakBefore[i]` says whether a line
 * break separates token `i` from the one before it.
 */
export interface TokenLayer {
  readonly count: number;
  readonly starts: Int32Array;
  readonly ends: Int32Array;
  readonly kinds: Uint8Array;
  /** 1 when at least one line break lies between token i-1 and token i. */
  readonly lineBreakBefore: Uint8Array;
  /** Lower-cased token text, the form phrase matching compares. */
  readonly norms: readonly string[];
}

export interface Token extends TextSpan {
  readonly index: number;
  readonly text: string;
  readonly norm: string;
  readonly kind: TokenKind;
}

export function tokenAt(text: string, layer: TokenLayer, index: number): Token {
  const start = layer.starts[index] ?? 0;
  const end = layer.ends[index] ?? 0;
  return {
    index,
    start,
    end,
    text: text.slice(start, end),
    norm: layer.norms[index] ?? '',
    kind: (layer.kinds[index] ?? 0) as TokenKind,
  };
}

/** The half-open range of token indices `[first, last)` whose tokens lie inside `span`. */
export function tokenRange(layer: TokenLayer, span: TextSpan): { first: number; last: number } {
  return { first: lowerBoundByEnd(layer, span.start), last: lowerBoundByStart(layer, span.end) };
}

/** First token whose end is after `offset`. */
function lowerBoundByEnd(layer: TokenLayer, offset: number): number {
  let lo = 0;
  let hi = layer.count;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((layer.ends[mid] ?? 0) <= offset) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** First token whose start is at or after `offset`. */
function lowerBoundByStart(layer: TokenLayer, offset: number): number {
  let lo = 0;
  let hi = layer.count;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((layer.starts[mid] ?? 0) < offset) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** What a base tokenizer gives: token values in text order, each a verbatim substring. */
export interface RawTokenizer {
  tokenize(text: string): { values: readonly string[]; types: readonly string[] };
}

/** wink's social-media tokens: a sign ("#", "@") glued to a word. */
const signedWordTypes: ReadonlySet<string> = new Set(['hashtag', 'mention']);

const winkTypeToKind: Record<string, TokenKind> = {
  word: TokenKind.word,
  number: TokenKind.number,
  ordinal: TokenKind.number,
  punctuation: TokenKind.punctuation,
};

/**
 * Splits `text` into tokens with exact offsets. The base tokenizer (wink-nlp by default) has no
 * character-offset API, so offsets are rebuilt by aligning each token value to the text with a
 * cursor. Anything the base tokenizer skipped or changed is recovered as a symbol token rather
 * than dropped, so alignment can never lose characters.
 */
export function tokenize(text: string, base?: RawTokenizer): TokenLayer {
  return base ? alignTokens(text, base) : tokenizeByPieces(text, winkPieces());
}

/** An emoticon wink reads in punctuation ("):", ";)", ":-("), which clinical text never means. */
const punctuationOnly = /^[()[\]:;=.,-]+$/;

/** A run of letters only. */
const LETTERS = /^[A-Za-z]+$/;

/** A word in capitals and a full stop, as wink reads an abbreviation ("STE.", "MASS."). */
const capitalsAndStop = /^[A-Z]{2,}\.$/;
/** Abbreviations written in capitals that are abbreviations still: titles, "No.", "Pt.", months. */
const CAPITAL_TITLES: ReadonlySet<string> = new Set([
  'DR', 'MR', 'MRS', 'MS', 'PT', 'ST', 'JR', 'SR', 'NO', 'PROF', 'LT', 'SGT', 'COL', 'CAPT', 'FT', 'MT', 'APT', 'AVE',
  ...MONTH_ABBREVIATIONS.map((month) => month.toUpperCase()),
]);

/** A single letter and a full stop, as wink reads an initial ("b."). */
const letterAndStop = /^[A-Za-z]\.$/;

function alignTokens(text: string, base: RawTokenizer): TokenLayer {
  const { values, types } = base.tokenize(text);
  const out = new LayerBuilder(text, values.length);
  let cursor = 0;
  let numberEnd = -1;

  for (let t = 0; t < values.length; t++) {
    let value = values[t] ?? '';
    const type = types[t] ?? 'symbol';
    if (value.length === 0) continue;
    const at = locate(text, value, cursor);
    // wink cuts a few words between two letters ("AUDIT-C" as "AUD" "IT"): rejoin them, so no
    // abbreviation matches inside a word. "cannot" stays "can" "not", the negation it holds.
    while (at >= 0 && LETTERS.test(value) && LETTERS.test(values[t + 1] ?? '') && !/^not$/i.test(values[t + 1] ?? '') && text.startsWith(values[t + 1] ?? '', at + value.length)) {
      value += values[t + 1];
      t++;
    }
    if (at < 0) continue; // a value not in the text (normalised by the tokenizer): the gap scan recovers it
    if (!isBlank(value)) {
      out.scanGap(cursor, at);
      if (signedWordTypes.has(type) && value.length > 1) {
        // "#AKI:" heads a problem in a course and "@home" is a place: the sign is its own token,
        // so the word after it matches as any other word does.
        out.push(at, at + 1, TokenKind.symbol);
        out.push(at + 1, at + value.length, TokenKind.word);
      } else if (type === 'emoticon' && punctuationOnly.test(value)) {
        // "re-reviewed):" is a bracket closing and a colon, not a sad face: each mark is its own
        // token, so a bracket still bounds the scope of a cue inside it.
        for (let k = 0; k < value.length; k++) out.push(at + k, at + k + 1, TokenKind.punctuation);
      } else if (capitalsAndStop.test(value) && !CAPITAL_TITLES.has(value.slice(0, -1))) {
        // "no STE. hs-cTnI 12", "lung MASS. Biopsy": wink's list of abbreviations ("Ste.", "Mass.",
        // "Sat.") holds clinical acronyms written in capitals; the stop is the sentence's.
        out.push(at, at + value.length - 1, TokenKind.word);
        out.push(at + value.length - 1, at + value.length, TokenKind.punctuation);
      } else if (numberEnd === at && letterAndStop.test(value)) {
        // "CKD stage 3b." ends its sentence: wink reads "b." as an initial, but the letter belongs
        // to the number before it and the stop to the sentence.
        out.push(at, at + 1, TokenKind.word);
        out.push(at + 1, at + 2, TokenKind.punctuation);
      } else {
        out.push(at, at + value.length, winkTypeToKind[type] ?? TokenKind.symbol);
      }
      numberEnd = winkTypeToKind[type] === TokenKind.number ? at + value.length : -1;
    } else {
      out.scanGap(cursor, at + value.length);
    }
    cursor = at + value.length;
  }
  out.scanGap(cursor, text.length);
  return out.finish();
}

/**
 * wink-nlp's own split of a text into raw tokens (its model's `helpers.splitter`): wink tokenizes
 * each piece between these runs of space on its own, whatever surrounds it.
 */
const winkSplitter = /([ \u00a0\u2002-\u2005\u2009\u200a\u202f\u205f]+|[\n\r\t]+)/;

/**
 * The default tokenizer, piece by piece: the text is cut where wink cuts it, and each piece's
 * tokens (aligned, offsets relative to the piece) come from {@link WinkPieces}. A piece holds no
 * line break, so a token's line-break flag comes from the spaces between pieces.
 */
function tokenizeByPieces(text: string, pieces: WinkPieces): TokenLayer {
  const parts = text.split(winkSplitter); // even indices: pieces (maybe ''), odd: the spaces between
  const tokensOf = pieces.tokensOf(parts);
  let count = 0;
  for (const piece of tokensOf) count += piece?.norms.length ?? 0;
  const starts = new Int32Array(count);
  const ends = new Int32Array(count);
  const kinds = new Uint8Array(count);
  const breaks = new Uint8Array(count);
  const norms: string[] = new Array<string>(count);
  let n = 0;
  let offset = 0;
  let pendingBreak = false;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] ?? '';
    const piece = i % 2 === 0 ? tokensOf[i >> 1] : undefined;
    if (piece) {
      const spans = piece.spans;
      for (let k = 0; k < piece.norms.length; k++, n++) {
        starts[n] = offset + (spans[3 * k] ?? 0);
        ends[n] = offset + (spans[3 * k + 1] ?? 0);
        kinds[n] = spans[3 * k + 2] ?? 0;
        norms[n] = piece.norms[k] ?? '';
        breaks[n] = pendingBreak ? 1 : 0;
        pendingBreak = false;
      }
    } else if (i % 2 === 1 && (part.includes('\n') || part.includes('\r'))) {
      pendingBreak = true;
    }
    offset += part.length;
  }
  return { count, starts, ends, kinds, lineBreakBefore: breaks, norms };
}

/**
 * A piece's aligned tokens, kept small since thousands are remembered: `spans` holds a
 * (start, end, kind) triple per token, offsets relative to the piece.
 */
interface PieceTokens {
  readonly spans: readonly number[];
  readonly norms: readonly string[];
}

/** Aligned tokens of each piece, from wink, remembered across texts. */
interface WinkPieces {
  /** The tokens of each piece `parts[2k]` at index k (undefined for an empty piece). */
  tokensOf(parts: readonly string[]): readonly (PieceTokens | undefined)[];
}

function pieceTokens(layer: TokenLayer): PieceTokens {
  const spans: number[] = [];
  for (let i = 0; i < layer.count; i++) spans.push(layer.starts[i] ?? 0, layer.ends[i] ?? 0, layer.kinds[i] ?? 0);
  return { spans, norms: layer.norms.slice() };
}

/**
 * `text.indexOf(value, cursor)`, with a fast path for the usual case: the value starts after the
 * whitespace at the cursor. A value that starts with a non-space cannot occur inside that
 * whitespace, so the first match found there is the first match indexOf would find.
 */
function locate(text: string, value: string, cursor: number): number {
  if (isWhitespace(value.charCodeAt(0))) return text.indexOf(value, cursor);
  let p = cursor;
  while (p < text.length && isWhitespace(text.charCodeAt(p))) p++;
  const n = value.length;
  if (p + n <= text.length) {
    let k = 0;
    while (k < n && text.charCodeAt(p + k) === value.charCodeAt(k)) k++;
    if (k === n) return p;
  }
  return text.indexOf(value, cursor);
}

/** Collects tokens into typed arrays that grow as needed (one pass, no per-token objects). */
class LayerBuilder {
  private starts: Int32Array;
  private ends: Int32Array;
  private kinds: Uint8Array;
  private breaks: Uint8Array;
  private readonly norms: string[] = [];
  private count = 0;
  private pendingBreak = false;

  constructor(
    private readonly text: string,
    expected: number,
  ) {
    const capacity = Math.max(16, expected + (expected >> 2));
    this.starts = new Int32Array(capacity);
    this.ends = new Int32Array(capacity);
    this.kinds = new Uint8Array(capacity);
    this.breaks = new Uint8Array(capacity);
  }

  /**
   * Characters between tokens: whitespace sets the line-break flag; anything else (which a
   * well-behaved tokenizer never leaves) becomes a symbol token so no text goes unseen.
   */
  scanGap(from: number, to: number): void {
    const text = this.text;
    let i = from;
    while (i < to) {
      const c = text.charCodeAt(i);
      if (c === 10 || c === 13) this.pendingBreak = true;
      if (isWhitespace(c)) {
        i++;
        continue;
      }
      let j = i + 1;
      while (j < to && !isWhitespace(text.charCodeAt(j))) j++;
      this.push(i, j, TokenKind.symbol);
      i = j;
    }
  }

  /**
   * Hyphenated and slashed words ("non-ST-elevation", "mg/dL") are split so a term matches
   * whichever way it is written.
   */
  push(start: number, end: number, kind: TokenKind): void {
    if (kind === TokenKind.word && end - start > 1) {
      const text = this.text;
      let pieceStart = start;
      for (let k = start; k < end; k++) {
        const c = text.charCodeAt(k);
        if ((c === 45 || c === 47) && k > start && k < end - 1) {
          if (k > pieceStart) this.emit(pieceStart, k, TokenKind.word);
          this.emit(k, k + 1, TokenKind.punctuation);
          pieceStart = k + 1;
        }
      }
      this.emit(pieceStart, end, TokenKind.word);
      return;
    }
    this.emit(start, end, kind);
  }

  private emit(start: number, end: number, kind: TokenKind): void {
    if (this.count === this.starts.length) this.grow();
    const i = this.count++;
    this.starts[i] = start;
    this.ends[i] = end;
    this.kinds[i] = kind;
    this.breaks[i] = this.pendingBreak ? 1 : 0;
    const norm = lowerCased(this.text, start, end);
    // wink splits "hasn't" into "has" and "n't": read as the "not" it is, so every rule and term written with "not" applies.
    this.norms.push(norm === "n't" || norm === 'n\u2019t' ? 'not' : norm);
    this.pendingBreak = false;
  }

  private grow(): void {
    const capacity = this.starts.length * 2;
    this.starts = copiedInto(new Int32Array(capacity), this.starts);
    this.ends = copiedInto(new Int32Array(capacity), this.ends);
    this.kinds = copiedInto(new Uint8Array(capacity), this.kinds);
    this.breaks = copiedInto(new Uint8Array(capacity), this.breaks);
  }

  finish(): TokenLayer {
    const n = this.count;
    return {
      count: n,
      starts: this.starts.slice(0, n),
      ends: this.ends.slice(0, n),
      kinds: this.kinds.slice(0, n),
      lineBreakBefore: this.breaks.slice(0, n),
      norms: this.norms,
    };
  }
}

function copiedInto<A extends Int32Array | Uint8Array>(larger: A, from: A): A {
  larger.set(from);
  return larger;
}

/**
 * `text.slice(start, end).toLowerCase()`, without the call (the single costliest step of
 * tokenizing) for ASCII: most tokens are already lower case, and ASCII lower-casing only maps
 * A-Z. Anything else goes through `toLowerCase`, so the result is always the same.
 */
function lowerCased(text: string, start: number, end: number): string {
  let upper = false;
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c >= 128) return text.slice(start, end).toLowerCase();
    if (c >= 65 && c <= 90) upper = true;
  }
  if (!upper) return text.slice(start, end);
  let out = '';
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    out += String.fromCharCode(c >= 65 && c <= 90 ? c + 32 : c);
  }
  return out;
}

function isWhitespace(c: number): boolean {
  return c === 32 || (c >= 9 && c <= 13) || c === 160 || c === 0x2028 || c === 0x2029 || c === 0xfeff;
}

function isBlank(value: string): boolean {
  for (let i = 0; i < value.length; i++) if (!isWhitespace(value.charCodeAt(i))) return false;
  return true;
}

/** wink with a way to start over: its lexeme cache only grows (see {@link winkPieces}). */
interface RenewableTokenizer extends RawTokenizer {
  renew(): void;
  /** Whether the word is in the model's own English lexicon (not one wink learnt from a note). */
  knows(word: string): boolean;
}

let winkTokenizer: RenewableTokenizer | undefined;
let winkPieceMemo: WinkPieces | undefined;

/**
 * wink-nlp with an empty pipeline (tokenization only: sentence detection, POS and NER are not
 * needed and cost 5x the time). Loaded on first use, not at import, so importing clinval is cheap.
 */
export function defaultTokenizer(): RawTokenizer {
  return winkInstance();
}

function winkInstance(): RenewableTokenizer {
  if (winkTokenizer) return winkTokenizer;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const winkNLP = require('wink-nlp') as (model: unknown, pipe: string[]) => WinkNlp;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const model = require('wink-eng-lite-web-model') as unknown;
  let nlp = winkNLP(model, []);
  let lexicon = nlp.readDoc('');
  winkTokenizer = {
    tokenize(text: string) {
      const tokens = nlp.readDoc(text).tokens();
      return { values: tokens.out() as string[], types: tokens.out(nlp.its.type) as string[] };
    },
    // Each instance reads the model afresh (~0.1 s), with an empty cache.
    renew() {
      nlp = winkNLP(model, []);
      lexicon = nlp.readDoc('');
    },
    // wink's isOOV asks the model's intrinsic lexicon only, so what it has read since changes nothing.
    knows(word: string) {
      return !lexicon.isOOV(word);
    },
  };
  return winkTokenizer;
}

/**
 * Pieces remembered, two generations deep: clinical notes share most of their words (93% of
 * the pieces of each real summary in ../shared/data occur in another one), so wink is asked only
 * for the pieces not seen lately, all of them in one document with a piece per line (wink returns
 * a line break as a token of its own). When the young generation is full it becomes the old one
 * and the oldest is dropped; a piece found in the old one moves back to the young one.
 * wink's answer for a few pieces ("q.h.s.") depends on what it has read before, as its lexeme
 * cache grows; remembered, a piece keeps the tokens it was first given.
 */
function winkPieces(): WinkPieces {
  if (winkPieceMemo) return winkPieceMemo;
  const wink = winkInstance();
  const capacity = 32_768;
  // wink adds every word it has not seen (an MRN, a date) to its cache for good, ~150 bytes
  // each: a service reading notes for months would grow without bound. After this many new
  // pieces wink starts over; the memo keeps what it learnt.
  const renewAfter = 100_000;
  let learnt = 0;
  let young = new Map<string, PieceTokens>();
  let old = new Map<string, PieceTokens>();
  const remember = (piece: string, layer: PieceTokens): void => {
    if (young.size >= capacity) {
      old = young;
      young = new Map();
    }
    young.set(piece, layer);
  };
  const recall = (piece: string): PieceTokens | undefined => {
    const found = young.get(piece);
    if (found) return found;
    const aged = old.get(piece);
    if (aged) remember(piece, aged);
    return aged;
  };
  const learn = (pieces: readonly string[]): void => {
    if (learnt >= renewAfter) {
      wink.renew();
      learnt = 0;
    }
    learnt += pieces.length;
    const { values, types } = wink.tokenize(pieces.join('\n'));
    let piece = 0;
    let from = 0;
    for (let t = 0; t <= values.length; t++) {
      if (t < values.length && values[t] !== '\n') continue;
      const text = pieces[piece++];
      if (text === undefined) break;
      const own = { values: values.slice(from, t), types: types.slice(from, t) };
      remember(text, pieceTokens(alignTokens(text, { tokenize: () => own })));
      from = t + 1;
    }
  };
  winkPieceMemo = {
    tokensOf(parts) {
      const layers: (PieceTokens | undefined)[] = new Array<PieceTokens | undefined>((parts.length + 1) >> 1);
      let unknown: Set<string> | undefined;
      for (let i = 0; i < parts.length; i += 2) {
        const piece = parts[i] ?? '';
        if (piece === '') continue;
        const layer = recall(piece);
        if (layer) layers[i >> 1] = layer;
        else (unknown ??= new Set()).add(piece);
      }
      if (!unknown) return layers;
      learn([...unknown]);
      for (let i = 0; i < parts.length; i += 2) {
        const piece = parts[i] ?? '';
        if (piece === '' || layers[i >> 1]) continue;
        // Should wink ever fold a line break into a piece, that piece is read on its own.
        layers[i >> 1] = recall(piece) ?? pieceTokens(alignTokens(piece, wink));
      }
      return layers;
    },
  };
  return winkPieceMemo;
}

/**
 * Whether a lower-case word is English as wink's model knows it (its lexicon holds most medical
 * words too): a word it does not know may be a typing slip.
 */
export function isDictionaryWord(word: string): boolean {
  return winkInstance().knows(word);
}

interface WinkNlp {
  readDoc(text: string): { tokens(): { out(accessor?: unknown): unknown }; isOOV(word: string): boolean };
  its: { type: unknown };
}
