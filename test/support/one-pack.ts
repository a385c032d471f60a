import type { Pack } from '../../lib/criteria/define';
import { createRegistry } from '../../lib/criteria/registry';
import { createValidator } from '../../lib/criteria/validate';

/** The result one demo pack gives `code` on `text`, under a default profile with no variants. */
export function onePackResult(pack: Pack, code: string): (text: string) => string {
  const validator = createValidator({ registry: createRegistry([pack]), profiles: { DEFAULT: { id: 'DEFAULT', says: 'no variants', variants: {} } } });
  return (text) => validator.validateClaim({ claim: { principal_diagnosis: { code } }, discharge_summary: { text } }).validation[0]!.determination.result;
}
