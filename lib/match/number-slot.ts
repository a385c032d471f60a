import { TokenKind, type TokenLayer } from '../text/tokens';

/** The slot a phrase may use for any number token: "s/p {number} units", "phenylephrine {number} mcg push". */
export const numberSlot = '{number}';
/** The slot for a count of none only: "episodes: {zero}" ("A. Fib. episodes: 0"), "{zero} units". */
export const zeroSlot = '{zero}';
/** The slot for a calendar year only, 1900-2099: "diagnosed in {year}", "since {year}" (not "in 2 weeks"). */
export const yearSlot = '{year}';

/** The words slots are compiled to; number tokens are read as one of them when a phrase uses a slot. */
const NUMBER_WORD = 'clinvalnumberslot';
const ZERO_WORD = 'clinvalzeroslot';
const YEAR_WORD = 'clinvalyearslot';

/** Whether a phrase uses a slot. */
export function hasSlot(phrase: string): boolean {
  return phrase.includes(numberSlot) || phrase.includes(zeroSlot) || phrase.includes(yearSlot);
}

/**
 * A phrase with its slots turned into slot words, ready for a PhraseMatcher over
 * {@link withNumberSlots}: one phrase per reading, since a zero and a year are also numbers.
 */
export function slottedPhrases(phrase: string): string[] {
  let out = [phrase.split(zeroSlot).join(` ${ZERO_WORD} `).split(yearSlot).join(` ${YEAR_WORD} `)];
  while (out[0]!.includes(numberSlot)) {
    out = out.flatMap((p) => {
      const at = p.indexOf(numberSlot);
      const [before, after] = [p.slice(0, at), p.slice(at + numberSlot.length)];
      return [NUMBER_WORD, ZERO_WORD, YEAR_WORD].map((word) => `${before} ${word} ${after}`);
    });
  }
  return out;
}

/** Number-slot views, built once per token layer (a note's layer serves all its sentences). */
const slotViews = new WeakMap<TokenLayer, TokenLayer>();
const zero = /^0+(?:\.0+)?$/;
const year = /^(?:19|20)[0-9]{2}$/;

/** The layer with every number token read as a slot word: the zero word for a zero, the year word for a year, else the number word. */
export function withNumberSlots(layer: TokenLayer): TokenLayer {
  const cached = slotViews.get(layer);
  if (cached) return cached;
  let norms: string[] | undefined;
  for (let i = 0; i < layer.count; i++) {
    if (layer.kinds[i] !== TokenKind.number) continue;
    norms ??= layer.norms.slice();
    const norm = layer.norms[i] ?? '';
    norms[i] = zero.test(norm) ? ZERO_WORD : year.test(norm) ? YEAR_WORD : NUMBER_WORD;
  }
  const view = norms ? { ...layer, norms } : layer;
  slotViews.set(layer, view);
  return view;
}
