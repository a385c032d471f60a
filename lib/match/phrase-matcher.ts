import { isWrittenInLowerCase } from '../text/letter-case';
import { TokenKind, isDictionaryWord, tokenize, type RawTokenizer, type TokenLayer } from '../text/tokens';
import { OneSlipIndex, SHORTEST_SLIP, americanSpelling } from '../text/spelling';

/** One phrase to find, with the payload a match reports. */
export interface PhraseEntry<T> {
  readonly phrase: string;
  readonly payload: T;
  /** Match the phrase's letters case-exactly ("PE" the embolism, not "pe" in prose). @default false */
  readonly caseSensitive?: boolean;
}

export interface PhraseMatcherOptions {
  /**
   * A short aside in parentheses inside a phrase is passed over: "acute on chronic systolic
   * (HFrEF) heart failure", "chronic obstructive pulmonary disease (COPD) exacerbation". At most
   * four tokens, on one line. @default false
   */
  readonly skipAsides?: boolean;
  /**
   * A word of six letters or more that is not English and one typing slip away from a phrase word
   * matches as that word ("encephalopahty"). @default false
   */
  readonly correctSlips?: boolean;
}

export interface PhraseMatch<T> {
  readonly payload: T;
  /** Token index range `[first, last)` in the layer that was searched. */
  readonly first: number;
  readonly last: number;
  readonly start: number;
  readonly end: number;
}

interface TrieNode<T> {
  /** Children by word id (see `PhraseMatcher.words`). */
  readonly next: Map<number, TrieNode<T>>;
  readonly accepts: { payload: T; phrase: string; caseSensitive: boolean; caselessOk: boolean; titleOk: boolean }[];
}

/**
 * Case-exact phrases that are also everyday words: even in a note typed all in lower case,
 * "hit his head" is not HIT and "gas" is not a blood gas.
 */
const WORDS_IN_LOWER_CASE = new Set(['act', 'aids', 'art', 'boo', 'cad', 'cam', 'cap', 'cons', 'crow', 'fast', 'fees', 'gas', 'ham', 'hit', 'lowt', 'mash', 'mat', 'met', 'mom', 'pad', 'pet', 'pod', 'rad', 'tips', 'tors', 'won']);
const letters = (phrase: string): string => phrase.replace(/[^A-Za-z0-9]/g, '');

/**
 * A case-exact phrase may match in any case in a note written in lower case ("pt w/ htn, hld"),
 * where case says nothing: when it has three letters or more and is not an everyday word.
 * Two-letter ones ("PE", "MI", "MS", "AS") stay case-exact everywhere.
 */
function matchesCaseless(phrase: string): boolean {
  const plain = letters(phrase).toLowerCase();
  return plain.length >= 3 && !WORDS_IN_LOWER_CASE.has(plain);
}

/**
 * A one-word abbreviation that English lacks may also be written in title case ("Htn", "Copd",
 * "Chf"); one that is also a word ("CAT", "TIA") stays case-exact.
 */
function matchesInTitleCase(phrase: string): boolean {
  return /^[A-Za-z]+$/.test(phrase) && !isDictionaryWord(phrase.toLowerCase());
}

/** "Htn": a capital, then lower-case letters only. */
function isTitleCase(written: string): boolean {
  return /^[A-Z][a-z]+$/.test(written);
}

/** {@link isWrittenInLowerCase}, asked once per layer. */
function writtenInLowerCase(text: string, layer: TokenLayer): boolean {
  const known = lowerCaseByLayer.get(layer);
  if (known !== undefined) return known;
  const answer = isWrittenInLowerCase(text);
  lowerCaseByLayer.set(layer, answer);
  return answer;
}

/** Shared by every matcher: a claim's packs each search the same layer. */
const lowerCaseByLayer = new WeakMap<TokenLayer, boolean>();

/**
 * A layer's tokens as word ids of one matcher's vocabulary, looked up once per layer rather than
 * once per trie step: `exact[i]` is token i's id, `plural[i]` and `pluralEs[i]` the ids of its
 * stem without -s / -es (-1: no phrase has that word, so no phrase can start or go on there).
 */
interface WordIds {
  readonly version: number;
  readonly exact: Int32Array;
  readonly plural: Int32Array;
  readonly pluralEs: Int32Array;
}

const noWord = -1;
/** Slip answers remembered per matcher; a service reads new words for months, so the memory is bounded. */
const MAX_CORRECTED = 50_000;

/** Letters each followed by a full stop: an abbreviation written with them ("c.o.p.d.", "d.k.a.", an initial "a."). */
const dottedLetters = /^(?:[a-z]\.)+$/;

/**
 * Multi-phrase matching over tokens: every phrase is compiled once into a token trie, and a
 * document is scanned in one pass (no regex per term). Hyphens are optional on both sides, so
 * "gram-negative" and "gram negative" meet; a final token also matches its plural in -s/-es.
 */
export class PhraseMatcher<T> {
  private readonly root: TrieNode<T> = { next: new Map(), accepts: [] };
  /** The root's children by word id, as an array: every token position starts a lookup there. */
  private readonly firstWords: (TrieNode<T> | undefined)[] = [];
  private readonly base: RawTokenizer | undefined;
  /** Every word of every phrase, numbered: the trie's edges are these numbers. */
  private readonly words = new Map<string, number>();
  /** Each word's -s and -es forms, to the word's id: a token's stem is found without slicing it. */
  private readonly sForms = new Map<string, number>();
  private readonly esForms = new Map<string, number>();
  private readonly idsByLayer = new WeakMap<TokenLayer, WordIds>();
  /** The vocabulary, for a word written with one typing slip; and the slips already read (noWord: none). */
  private readonly slips = new OneSlipIndex();
  private readonly corrected = new Map<string, number>();
  /** Each phrase's word ids, once: the packs share most phrases (671k added, 138k distinct), and tokenizing is the cost. */
  private readonly phraseWordIds = new Map<string, readonly number[]>();
  private phraseCount = 0;

  /** See {@link PhraseMatcherOptions.skipAsides}. */
  private readonly skipAsides: boolean;
  /** See {@link PhraseMatcherOptions.correctSlips}. */
  private readonly correctSlips: boolean;

  constructor(entries: Iterable<PhraseEntry<T>> = [], base?: RawTokenizer, options: PhraseMatcherOptions = {}) {
    this.base = base;
    this.skipAsides = options.skipAsides ?? false;
    this.correctSlips = options.correctSlips ?? false;
    for (const entry of entries) this.add(entry);
    // Kept only while the phrases are added: a phrase added later is tokenized afresh.
    this.phraseWordIds.clear();
  }

  get size(): number {
    return this.phraseCount;
  }

  add(entry: PhraseEntry<T>): void {
    let wordIds = this.phraseWordIds.get(entry.phrase);
    if (wordIds === undefined) {
      const layer = tokenize(entry.phrase, this.base);
      const ids: number[] = [];
      for (let i = 0; i < layer.count; i++) if (!isSkippable(layer, i)) ids.push(this.wordId(layer.norms[i] ?? ''));
      wordIds = ids;
      this.phraseWordIds.set(entry.phrase, wordIds);
    }
    let node = this.root;
    let added = 0;
    for (const word of wordIds) {
      let child = node.next.get(word);
      if (!child) {
        child = { next: new Map(), accepts: [] };
        node.next.set(word, child);
        if (node === this.root) this.firstWords[word] = child;
      }
      node = child;
      added++;
    }
    if (added === 0) return;
    const caseSensitive = entry.caseSensitive ?? false;
    const caselessOk = caseSensitive && matchesCaseless(entry.phrase);
    node.accepts.push({ payload: entry.payload, phrase: entry.phrase, caseSensitive, caselessOk, titleOk: caselessOk && matchesInTitleCase(entry.phrase) });
    this.phraseCount++;
  }

  private wordId(written: string): number {
    const norm = americanSpelling(written);
    let id = this.words.get(norm);
    if (id === undefined) {
      id = this.words.size;
      this.words.set(norm, id);
      this.slips.add(norm);
      this.corrected.clear();
      // Only a token longer than three letters is read as a plural (see wordIds).
      if (norm.length >= 3 && !this.sForms.has(`${norm}s`)) this.sForms.set(`${norm}s`, id);
      // English adds "-es" after a hiss or an "o" ("abscesses", "rashes", "boxes"): "notes" is not a plural of "not".
      if (norm.length >= 2 && /(?:s|x|z|ch|sh|o)$/.test(norm) && !this.esForms.has(`${norm}es`)) this.esForms.set(`${norm}es`, id);
    }
    return id;
  }

  /**
   * All matches within token range `[first, last)` of `layer`. Overlapping matches are all
   * reported; {@link longestMatches} keeps the longest non-overlapping ones. `keep`, when given,
   * drops the phrases whose payload it rejects before a match is built (a claim's validator asks
   * only for the packs its codes route to).
   */
  findAll(text: string, layer: TokenLayer, first = 0, last = layer.count, keep?: (payload: T) => boolean): PhraseMatch<T>[] {
    const out: PhraseMatch<T>[] = [];
    const ids = this.wordIds(layer);
    for (let i = first; i < last; i++) {
      if ((ids.exact[i] === noWord && ids.plural[i] === noWord && ids.pluralEs[i] === noWord) || isSkippable(layer, i)) continue;
      this.walk(text, layer, ids, i, last, out, keep);
    }
    return out;
  }

  private wordIds(layer: TokenLayer): WordIds {
    const version = this.words.size; // words are only ever added, so the size dates the vocabulary
    const cached = this.idsByLayer.get(layer);
    if (cached && cached.version === version) return cached;
    const n = layer.count;
    const ids: WordIds = { version, exact: new Int32Array(n), plural: new Int32Array(n), pluralEs: new Int32Array(n) };
    for (let i = 0; i < n; i++) {
      const written = layer.norms[i] ?? '';
      let norm = written;
      // "C.O.P.D." and "A. Fib." are the lexicon's "COPD" and "a fib", before any phrase's own "a.".
      const undotted = written.charCodeAt(written.length - 1) === 46 && dottedLetters.test(written) ? written.replace(/\./g, '') : undefined;
      let exact = undotted !== undefined && this.words.has(undotted) ? this.words.get((norm = undotted)) : this.words.get(norm);
      if (exact === undefined && undotted === undefined) {
        // "hyperlipidaemia" is the lexicon's "hyperlipidemia".
        norm = americanSpelling(written);
        exact = norm === written ? undefined : this.words.get(norm);
      }
      ids.exact[i] = exact ?? noWord;
      const plural = norm.length > 3 && norm.charCodeAt(norm.length - 1) === 115; // "s"
      ids.plural[i] = plural ? (this.sForms.get(norm) ?? noWord) : noWord;
      ids.pluralEs[i] = plural ? (this.esForms.get(norm) ?? noWord) : noWord;
      if (this.correctSlips && exact === undefined && norm.length >= SHORTEST_SLIP && ids.plural[i] === noWord && ids.pluralEs[i] === noWord && layer.kinds[i] === TokenKind.word) {
        ids.exact[i] = this.slipOf(norm);
      }
    }
    this.idsByLayer.set(layer, ids);
    return ids;
  }

  /**
   * The id of the phrase word `norm` misspells by one slip ("encephalopahty"), or noWord. A word
   * English already knows is never corrected: "injection" is not a slip for "infection".
   */
  private slipOf(norm: string): number {
    let id = this.corrected.get(norm);
    if (id === undefined) {
      // Most words of a note are English: asking the lexicon first spares the slip search.
      const word = isDictionaryWord(norm) ? undefined : this.slips.nearest(norm);
      id = word !== undefined ? (this.words.get(word) ?? noWord) : noWord;
      if (this.corrected.size >= MAX_CORRECTED) this.corrected.clear();
      this.corrected.set(norm, id);
    }
    return id;
  }

  private walk(
    text: string,
    layer: TokenLayer,
    ids: WordIds,
    from: number,
    last: number,
    out: PhraseMatch<T>[],
    keep: ((payload: T) => boolean) | undefined,
  ): void {
    let node: TrieNode<T> | undefined = this.root;
    for (let j = from; j < last && node; j++) {
      if (j > from && (isSkippable(layer, j) || shortenedWordStop(text, layer, j, last))) continue;
      // A phrase that spells out its bracket ("hip fracture (midcervical)") reads it rather than skipping it.
      if (this.skipAsides && node !== this.root && isOpenParen(layer, j) && !this.child(node, ids.exact[j] ?? noWord)) {
        const close = asideEnd(layer, j, last);
        if (close !== -1) {
          j = close;
          continue;
        }
      }
      const exact = this.child(node, ids.exact[j] ?? noWord);
      // A plural only closes a phrase; it never continues one ("rales" must not open "rale x"). It is
      // tried even where the plural is a phrase word of its own: "iv fluids" in one pack's words must
      // not hide "iv fluid" in another's.
      const singular = this.pluralStem(node, ids.plural[j] ?? noWord, ids.pluralEs[j] ?? noWord);
      if (singular && singular !== exact) this.accept(text, layer, singular, from, j, out, keep);
      node = exact;
      if (node) this.accept(text, layer, node, from, j, out, keep);
    }
  }

  private child(node: TrieNode<T>, word: number): TrieNode<T> | undefined {
    if (word === noWord) return undefined;
    return node === this.root ? this.firstWords[word] : node.next.get(word);
  }

  private pluralStem(node: TrieNode<T>, withoutS: number, withoutEs: number): TrieNode<T> | undefined {
    const s = this.child(node, withoutS);
    if (s && s.accepts.length > 0) return s;
    const es = this.child(node, withoutEs);
    return es && es.accepts.length > 0 ? es : undefined;
  }

  private accept(
    text: string,
    layer: TokenLayer,
    node: TrieNode<T>,
    from: number,
    to: number,
    out: PhraseMatch<T>[],
    keep: ((payload: T) => boolean) | undefined,
  ): void {
    if (node.accepts.length === 0) return;
    const start = layer.starts[from] ?? 0;
    const end = layer.ends[to] ?? 0;
    for (const a of node.accepts) {
      if (keep && !keep(a.payload)) continue;
      // Whether the note is in lower case is asked only when a case-exact phrase misses (and then once per layer).
      if (a.caseSensitive) {
        const written = text.slice(start, end);
        if (!sameLetters(written, a.phrase) && !(a.titleOk && isTitleCase(written)) && !(a.caselessOk && writtenInLowerCase(text, layer))) continue;
      }
      out.push({ payload: a.payload, first: from, last: to + 1, start, end });
    }
  }
}


const MAX_ASIDE_TOKENS = 4;

function isOpenParen(layer: TokenLayer, i: number): boolean {
  return layer.kinds[i] === TokenKind.punctuation && layer.norms[i] === '(';
}

/** The ")" closing a short aside opened at `open`, or -1. */
function asideEnd(layer: TokenLayer, open: number, last: number): number {
  const limit = Math.min(last, open + MAX_ASIDE_TOKENS + 2);
  for (let k = open + 1; k < limit; k++) {
    if (layer.lineBreakBefore[k] === 1) return -1;
    if (layer.kinds[k] !== TokenKind.punctuation) continue;
    const p = layer.norms[k];
    if (p === ')') return k > open + 1 ? k : -1;
    if (p === '(' || p === '.' || p === ';') return -1;
  }
  return -1;
}

function isSkippable(layer: TokenLayer, i: number): boolean {
  return layer.kinds[i] === TokenKind.punctuation && layer.norms[i] === '-';
}

/**
 * The full stop of a shortened word inside a phrase ("A. Fib., paroxysmal", "parox. A. Fib."): glued
 * to its word and followed by a comma, a lower-case word or another initial, never a sentence's end.
 */
function shortenedWordStop(text: string, layer: TokenLayer, i: number, last: number): boolean {
  if (layer.norms[i] !== '.' || layer.kinds[i] !== TokenKind.punctuation || i + 1 >= last || layer.lineBreakBefore[i + 1] === 1) return false;
  if (layer.starts[i] !== layer.ends[i - 1] || layer.kinds[i - 1] !== TokenKind.word) return false;
  const next = layer.norms[i + 1] ?? '';
  const initial = text.charCodeAt(layer.starts[i + 1] ?? 0);
  return next === ',' || dottedLetters.test(next) || (initial >= 97 && initial <= 122);
}

/** Compares letters and digits only, so "PE" matches "PE" and "P.E." but not "pe". */
function sameLetters(found: string, phrase: string): boolean {
  return letters(found) === letters(phrase);
}

/**
 * Keeps the longest match wherever matches overlap (ties: the earlier start, then insertion
 * order), so "acute on chronic respiratory failure" wins over "respiratory failure".
 */
export function longestMatches<T>(matches: readonly PhraseMatch<T>[]): PhraseMatch<T>[] {
  const sorted = [...matches].sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
  const kept: PhraseMatch<T>[] = [];
  for (const m of sorted) {
    if (kept.some((k) => k.start < m.end && m.start < k.end)) continue;
    kept.push(m);
  }
  return kept.sort((a, b) => a.start - b.start || a.end - b.end);
}
