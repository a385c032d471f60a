import type { CommonCondition } from './condition';

export const neurologyConditions: readonly CommonCondition[] = [];
