import { InputError } from '../errors';
import type { CodeSpec, Pack } from './define';

/** ICD-10-CM shape: a letter, a digit, a letter or digit, then up to four more. */
const ICD10CM = /^[A-Z][0-9][0-9A-Z](?:[0-9A-Z]{1,4})?$/;

/** "n17.9" -> "N179". Throws for anything that is not ICD-10-CM shaped. */
export function normalizeCode(code: string): string {
  const normalized = code.trim().toUpperCase().replace('.', '');
  if (!isIcd10CmShaped(code)) throw new InputError(`"${code.slice(0, 20)}" is not an ICD-10-CM code (expected e.g. N17.9 or N179)`);
  return normalized;
}

/** Dotted after the third character or undotted, any case: "J96.02", "j9602". */
export function isIcd10CmShaped(code: string): boolean {
  if (typeof code !== 'string') return false;
  const trimmed = code.trim().toUpperCase();
  const dot = trimmed.indexOf('.');
  if (dot >= 0 && (dot !== 3 || trimmed.length === 4 || trimmed.indexOf('.', dot + 1) >= 0)) return false;
  return ICD10CM.test(trimmed.replace('.', ''));
}

export interface PackMatch {
  readonly pack: Pack;
  readonly code: CodeSpec<string>;
}

/** Maps any ICD-10-CM code to the pack with the most specific code entry that covers it. */
export interface Registry {
  readonly packs: readonly Pack[];
  lookup(code: string): PackMatch | undefined;
}

export function createRegistry(packs: readonly Pack[]): Registry {
  const entries: { prefix: string; pack: Pack; code: CodeSpec<string> }[] = [];
  const excludes: { prefix: string; pack: Pack }[] = [];
  const ids = new Set<string>();
  for (const pack of packs) {
    if (ids.has(pack.id)) throw new InputError(`two packs share the id "${pack.id}"`);
    ids.add(pack.id);
    for (const code of pack.codes) entries.push({ prefix: code.code, pack, code });
    for (const prefix of pack.excludes ?? []) excludes.push({ prefix, pack });
  }
  // Longest prefix first, so the most specific entry wins; ties keep pack order.
  entries.sort((a, b) => b.prefix.length - a.prefix.length);
  const cache = new Map<string, PackMatch | undefined>();
  return {
    packs,
    lookup(raw) {
      const code = normalizeCode(raw);
      if (cache.has(code)) return cache.get(code);
      let found: PackMatch | undefined;
      for (const entry of entries) {
        if (!code.startsWith(entry.prefix)) continue;
        const excluded = excludes.some((x) => x.pack === entry.pack && code.startsWith(x.prefix) && x.prefix.length >= entry.prefix.length);
        if (excluded) continue;
        found = { pack: entry.pack, code: entry.code };
        break;
      }
      cache.set(code, found);
      return found;
    },
  };
}
