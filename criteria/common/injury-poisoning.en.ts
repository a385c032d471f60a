import type { CommonCondition } from './condition';

/**
 * Injuries (S00-S99) and burns, poisonings and toxic effects (T15-T65, T66-T79) where no other entry answers.
 * Appended to the common-conditions table (./conditions.en.ts); `conditionPack` turns each entry
 * into a pack.
 */
export const injuryPoisoningConditions: readonly CommonCondition[] = [];
