import type { Pack } from '../../lib/criteria/define';
import { conditionPack } from './condition';
import { commonConditions } from './conditions.en';

export { conditionPack, type CommonCondition } from './condition';
export { commonConditions } from './conditions.en';

/**
 * One criteria pack per entry of the common-conditions table (routine, chronic and status
 * diagnoses not owned by a diagnosis-family pack). Built once, at first import
 * (which `builtInPacks()` defers to its first call).
 */
export const commonPacks: readonly Pack[] = commonConditions.map(conditionPack);
