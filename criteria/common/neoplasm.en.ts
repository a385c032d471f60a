import type { CommonCondition } from './condition';

/**
 * Malignant (C00-C96), in situ, benign and uncertain-behaviour neoplasms (D00-D49) where no other entry answers.
 * Appended to the common-conditions table (./conditions.en.ts); `conditionPack` turns each entry
 * into a pack.
 */
export const neoplasmConditions: readonly CommonCondition[] = [];
