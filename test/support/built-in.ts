import type { CommonCondition } from '../../criteria/common/condition';
import { builtInRegistry, validateClaim } from '../../lib/validate-claim';

/** The result the built-in packs give `code`, billed alone, on `text`. */
export function builtInResult(code: string, text: string): string {
  return validateClaim({ claim: { principal_diagnosis: { code } }, discharge_summary: { text } }).validation[0]!.determination.result;
}

/** Codes of `conditions` the built-in registry resolves to another pack than their own entry's ("CODE (entry id)"). */
export function codesNotOwnedByTheirEntry(conditions: readonly CommonCondition[]): string[] {
  const registry = builtInRegistry();
  return conditions.flatMap((c) => c.codes.filter((code) => registry.lookup(code)?.pack.id !== `common-${c.id}`).map((code) => `${code} (${c.id})`));
}
