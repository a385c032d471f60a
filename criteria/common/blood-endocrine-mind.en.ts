import type { CommonCondition } from './condition';

/**
 * Blood and immune (D50-D89), endocrine and metabolic (E00-E89), mental (F01-F99), nervous system (G00-G99), congenital (Q00-Q99) and status (Z) codes where no other entry answers.
 * Appended to the common-conditions table (./conditions.en.ts); `conditionPack` turns each entry
 * into a pack.
 */
export const bloodEndocrineMindConditions: readonly CommonCondition[] = [];
