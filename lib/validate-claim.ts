import { builtInPacks, planProfiles } from '../criteria';
import type { PlanProfile } from './criteria/profiles';
import { createRegistry, type Registry } from './criteria/registry';
import { createValidator, type ValidationRequest, type ValidationResult, type Validator } from './criteria/validate';
import { validatePacks } from './criteria/validate-pack';

export interface ValidateClaimOptions {
  /** A deployment's plan ids mapped to profile ids ("ACME-MA-2025" -> "SEPSIS3-ONLY"). @default {} */
  readonly planMap?: Readonly<Record<string, string>>;
  /** Extra or replacement plan profiles. @default the built-in profiles */
  readonly profiles?: Readonly<Record<string, PlanProfile>>;
  /** Packs to validate with. @default every built-in pack */
  readonly registry?: Registry;
}

let defaultRegistry: Registry | undefined;

/** The built-in packs, checked once on first use. */
export function builtInRegistry(): Registry {
  if (!defaultRegistry) {
    validatePacks(builtInPacks());
    defaultRegistry = createRegistry(builtInPacks());
  }
  return defaultRegistry;
}

const validators = new WeakMap<object, Validator>();

/**
 * Validates every diagnosis on a claim against its discharge summary. Returns the
 * specification's `validation` array and the provenance (engine, pack versions, profile) that
 * produced it. Deterministic: same input and packs, same output.
 *
 * @example validateClaim({ claim: { principal_diagnosis: { code: 'N17.9' } }, discharge_summary: { text } })
 */
export function validateClaim(request: ValidationRequest, options: ValidateClaimOptions = {}): ValidationResult {
  return validatorFor(options).validateClaim(request);
}

/** A validator bound to options, built once per options object; reuse it in loops. */
export function createClaimValidator(options: ValidateClaimOptions = {}): Validator {
  return createValidator({
    registry: options.registry ?? builtInRegistry(),
    profiles: options.profiles ?? planProfiles(),
    planMap: options.planMap ?? {},
  });
}

const defaultKey = {};
function validatorFor(options: ValidateClaimOptions): Validator {
  const key = Object.keys(options).length === 0 ? defaultKey : options;
  let v = validators.get(key);
  if (!v) {
    v = createClaimValidator(options);
    validators.set(key, v);
  }
  return v;
}
