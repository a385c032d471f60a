import type { Pack } from '../lib/criteria/define';
import type { PlanProfile } from '../lib/criteria/profiles';
import aki from './aki';
// family pack imports: one line each
import pneumonia from './pneumonia';
import malnutrition from './malnutrition';
import encephalopathy from './encephalopathy';
import obesity from './obesity';
import acuteBloodLossAnemia from './acute-blood-loss-anemia';
import respiratoryFailure from './respiratory-failure';
import sepsis from './sepsis';
import shock from './shock';
import lacticAcidosis from './lactic-acidosis';
import dka from './dka';
import thrombocytopenia from './thrombocytopenia';
import hyponatremia from './hyponatremia';
import hypokalemia from './hypokalemia';
import copd from './copd';
import heartFailure from './heart-failure';
import myocardialInfarction from './myocardial-infarction';
import pressureInjury from './pressure-injury';
import { namedProfiles, variantProfiles } from './profiles';

/** The diagnosis-family packs: cheap to build, and listed first so they win equal code matches. */
const familyPacks: readonly Pack[] = [
  aki,
  // family packs: one line each
  pneumonia,
  malnutrition,
  encephalopathy,
  obesity,
  acuteBloodLossAnemia,
  respiratoryFailure,
  sepsis,
  shock,
  lacticAcidosis,
  dka,
  thrombocytopenia,
  hyponatremia,
  hypokalemia,
  copd,
  heartFailure,
  myocardialInfarction,
  pressureInjury,
];

let allPacks: readonly Pack[] | undefined;
let allProfiles: Readonly<Record<string, PlanProfile>> | undefined;

/**
 * Every built-in pack: the families, then the common-conditions documentation packs
 * (criteria/common). The registry picks the most specific code match among them. Built on the
 * first call, not at import: the common table takes about a second and 100 MB to build, which a
 * script that only calls `analyze()` should not pay.
 */
export function builtInPacks(): readonly Pack[] {
  if (!allPacks) {
    const { commonPacks } = require('./common') as typeof import('./common');
    allPacks = [...familyPacks, ...commonPacks];
  }
  return allPacks;
}

/** The named profiles, then one profile per remaining pack variant (PACK-VARIANT); built on first call. */
export function planProfiles(): Readonly<Record<string, PlanProfile>> {
  allProfiles ??= { ...namedProfiles, ...variantProfiles(builtInPacks(), namedProfiles) };
  return allProfiles;
}
