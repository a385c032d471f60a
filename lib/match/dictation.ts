/**
 * Speech recognition splits a prefixed clinical word in two: "hyper tension", "hypo natremia",
 * "hyper lipidemia", and hears "hyper" as "hi per". A term's dictated spellings are matched as
 * the term.
 */
const SPLIT_PREFIXES: ReadonlyMap<string, readonly string[]> = new Map([
  ['hyper', ['hyper', 'hi per']],
  ['hypo', ['hypo']],
]);
const PREFIXES = [...SPLIT_PREFIXES.keys()];
const HAS_PREFIX = new RegExp(PREFIXES.join('|'), 'i');
/** The rest of the word must be a word of its own size: "hypoxia" is not dictated "hypo xia". */
const MIN_REST = 5;

/** The term as speech recognition may write it, every prefixed word split after its prefix; none when it has no such word. */
export function dictatedSplits(term: string): string[] {
  // Most terms hold no prefix at all: a cheap look before the word-by-word pass (a pack set compiles
  // hundreds of thousands of terms at start-up).
  if (!HAS_PREFIX.test(term)) return [];
  let variants = [''];
  let changed = false;
  for (const [i, word] of term.split(' ').entries()) {
    const lower = word.toLowerCase();
    const prefix = PREFIXES.find((p) => lower.startsWith(p) && /^[a-z]+$/.test(lower.slice(p.length)) && lower.length - p.length >= MIN_REST);
    const spoken = prefix === undefined ? [word] : (SPLIT_PREFIXES.get(prefix) ?? []).map((heard) => `${heard} ${word.slice(prefix.length)}`);
    if (prefix !== undefined) changed = true;
    variants = variants.flatMap((v) => spoken.map((w) => (i === 0 ? w : `${v} ${w}`)));
  }
  return changed ? variants : [];
}
