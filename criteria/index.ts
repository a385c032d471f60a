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
import { commonPacks } from './common';
import { namedProfiles, variantProfiles } from './profiles';

/** Every built-in pack; the registry picks the most specific code match among them. */
export const builtInPacks: readonly Pack[] = [
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
  // the common-conditions documentation packs (criteria/common), after the families
  ...commonPacks,
];

/** The named profiles, then one profile per remaining pack variant (PACK-VARIANT). */
export const planProfiles: Readonly<Record<string, PlanProfile>> = { ...namedProfiles, ...variantProfiles(builtInPacks, namedProfiles) };
