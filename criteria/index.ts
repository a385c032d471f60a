import type { Pack } from '../lib/criteria/define';
import aki from './aki';
// family pack imports: one line each, alphabetical

/** Every built-in pack; the registry picks the most specific code match among them. */
export const builtInPacks: readonly Pack[] = [
  aki,
  // family packs: one line each, alphabetical
];

export { planProfiles } from './profiles';
