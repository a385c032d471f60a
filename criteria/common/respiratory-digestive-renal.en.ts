import type { CommonCondition } from './condition';

/**
 * Respiratory (J00-J99), digestive (K00-K95) and genitourinary (N00-N99) conditions where no other entry answers.
 * Appended to the common-conditions table (./conditions.en.ts); `conditionPack` turns each entry
 * into a pack.
 */
export const respiratoryDigestiveRenalConditions: readonly CommonCondition[] = [];
