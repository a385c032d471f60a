import type { Pack } from '../lib/criteria/define';
import type { PlanProfile } from '../lib/criteria/profiles';

/**
 * The built-in plan profiles. Each non-default profile overrides one family (pack id -> the
 * pack's variant name) and leaves every other pack at its default. A deployment maps its own
 * plan ids to these ids by configuration (CLINVAL_PLAN_MAP or the config file's planMap).
 */
export const namedProfiles: Readonly<Record<string, PlanProfile>> = {
  DEFAULT: {
    id: 'DEFAULT',
    says: 'Accepts any well-established definition: sepsis by SIRS or by SOFA, AKI by KDIGO, respiratory failure by gas or oximetry, morbid obesity by BMI >= 40 or >= 35 with comorbidity.',
    variants: {},
  },
  'SEPSIS3-ONLY': {
    id: 'SEPSIS3-ONLY',
    says: 'Sepsis and severe sepsis need infection plus an acute SOFA rise >= 2; SIRS alone never qualifies; septic shock needs vasopressors for MAP >= 65 and lactate > 2 after fluids.',
    variants: { sepsis: 'sepsis3-only' },
  },
  'AKI-RATIO-ONLY': {
    id: 'AKI-RATIO-ONLY',
    says: 'AKI needs creatinine >= 1.5x baseline within 7 days or oliguria; a 0.3 mg/dL rise alone is not enough.',
    variants: { aki: 'ratio-only' },
  },
  'ARF-ABG-REQUIRED': {
    id: 'ARF-ABG-REQUIRED',
    says: 'Acute respiratory failure needs arterial blood gas evidence; SpO2 alone does not qualify.',
    variants: { 'respiratory-failure': 'abg-required' },
  },
  'OBESITY-BMI40': {
    id: 'OBESITY-BMI40',
    says: 'Morbid obesity needs BMI >= 40; the BMI >= 35 with comorbidity route does not qualify.',
    variants: { obesity: 'bmi40' },
  },
};

/**
 * Every other variant of the given packs as a one-family profile named PACK-VARIANT (e.g.
 * HEART-FAILURE-NP-REQUIRED), so a plan id can select any variant a pack defines without a
 * deployment having to write a profile. Variants a named profile already selects are skipped.
 */
export function variantProfiles(packs: readonly Pack[], named: Readonly<Record<string, PlanProfile>>): Record<string, PlanProfile> {
  const taken = new Set(Object.values(named).flatMap((p) => Object.entries(p.variants).map(([pack, variant]) => `${pack}:${variant}`)));
  const profiles: Record<string, PlanProfile> = {};
  for (const pack of packs) {
    for (const [name, variant] of Object.entries(pack.variants ?? {})) {
      if (taken.has(`${pack.id}:${name}`)) continue;
      const id = `${pack.id}-${name}`.toUpperCase();
      profiles[id] = { id, says: `${pack.title}: ${variant.says}`, variants: { [pack.id]: name } };
    }
  }
  return profiles;
}
