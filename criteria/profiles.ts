import type { PlanProfile } from '../lib/criteria/profiles';

/**
 * The built-in plan profiles. Each non-default profile overrides one family and leaves every
 * other pack at its default. A deployment maps its own plan ids to these ids by configuration.
 */
export const planProfiles: Readonly<Record<string, PlanProfile>> = {
  DEFAULT: {
    id: 'DEFAULT',
    says: 'Accepts any well-established definition (e.g. sepsis by SIRS or by SOFA; AKI by KDIGO).',
    variants: {},
  },
  'AKI-RATIO-ONLY': {
    id: 'AKI-RATIO-ONLY',
    says: 'AKI needs creatinine >= 1.5x baseline within 7 days or oliguria; a 0.3 mg/dL rise alone is not enough.',
    variants: { aki: 'ratio-only' },
  },
};
