import { TokenKind, type TokenLayer } from '../text/tokens';

/** The slot a phrase may use for any number token: "s/p {number} units", "phenylephrine {number} mcg push". */
export const numberSlot = '{number}';

/** The word a `{number}` slot is compiled to; number tokens are read as this word when a phrase uses the slot. */
const NUMBER_WORD = 'clinvalnumberslot';

/** A phrase with its slots turned into the slot word, ready for a PhraseMatcher over {@link withNumberSlots}. */
export function slottedPhrase(phrase: string): string {
  return phrase.split(numberSlot).join(` ${NUMBER_WORD} `);
}

/** Number-slot views, built once per token layer (a note's layer serves all its sentences). */
const slotViews = new WeakMap<TokenLayer, TokenLayer>();

/** The layer with every number token read as the slot word. */
export function withNumberSlots(layer: TokenLayer): TokenLayer {
  const cached = slotViews.get(layer);
  if (cached) return cached;
  let norms: string[] | undefined;
  for (let i = 0; i < layer.count; i++) {
    if (layer.kinds[i] !== TokenKind.number) continue;
    norms ??= layer.norms.slice();
    norms[i] = NUMBER_WORD;
  }
  const view = norms ? { ...layer, norms } : layer;
  slotViews.set(layer, view);
  return view;
}
