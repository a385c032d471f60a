import type { CommonCondition } from './condition';

/**
 * Skin (L00-L99), eye and ear (H00-H95) and musculoskeletal (M00-M99) conditions where no other entry answers.
 * Appended to the common-conditions table (./conditions.en.ts); `conditionPack` turns each entry
 * into a pack.
 */
export const skinEyeEarJointConditions: readonly CommonCondition[] = [];
