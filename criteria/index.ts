import type { Pack } from '../lib/criteria/define';
import aki from './aki';

/** Every built-in pack; the registry picks the most specific code match among them. */
export const builtInPacks: readonly Pack[] = [aki];

export { planProfiles } from './profiles';
