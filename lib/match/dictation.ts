/**
 * Speech recognition splits a prefixed clinical word in two: "hyper tension", "hypo natremia",
 * "hyper lipidemia". A term's dictated spellings are matched as the term.
 */
const SPLIT_PREFIXES = ['hyper', 'hypo'] as const;
/** The rest of the word must be a word of its own size: "hypoxia" is not dictated "hypo xia". */
const MIN_REST = 5;

/** The term with every prefixed word split after its prefix, or undefined when it has none. */
export function dictatedSplit(term: string): string | undefined {
  let changed = false;
  const words = term.split(' ').map((word) => {
    const lower = word.toLowerCase();
    const prefix = SPLIT_PREFIXES.find((p) => lower.startsWith(p) && /^[a-z]+$/.test(lower.slice(p.length)) && lower.length - p.length >= MIN_REST);
    if (prefix === undefined) return word;
    changed = true;
    return `${word.slice(0, prefix.length)} ${word.slice(prefix.length)}`;
  });
  return changed ? words.join(' ') : undefined;
}
