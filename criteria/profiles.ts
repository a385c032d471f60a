import type { PlanProfile } from '../lib/criteria/profiles';

/**
 * The built-in plan profiles. Each non-default profile overrides one family (pack id -> the
 * pack's variant name) and leaves every other pack at its default. A deployment maps its own
 * plan ids to these ids by configuration (CLINVAL_PLAN_MAP or the config file's planMap).
 */
export const planProfiles: Readonly<Record<string, PlanProfile>> = {
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
