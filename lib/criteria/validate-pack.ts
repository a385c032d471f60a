import { PackValidationError } from '../errors';
import { canonicalUnitOf, measurementKinds } from '../measure';
import type { CriterionExpr, Pack, Rule } from './define';

const CODE = /^[A-Z][0-9][0-9A-Z]{0,5}$/;
const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The path of the first value in `value` that JSON would drop or change (a function, undefined, a
 * non-finite number, a Map, a RegExp, a class instance, a cycle); undefined when it is plain data.
 * A walk, not a JSON round trip: the built-in packs hold 671k phrases and load on every start.
 */
function firstNonJson(value: unknown, path: string, seen: Set<object> = new Set()): string | undefined {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return undefined;
    case 'number':
      return Number.isFinite(value) ? undefined : path;
    case 'object': {
      if (value === null) return undefined;
      if (seen.has(value)) return path;
      seen.add(value);
      let found: string | undefined;
      if (Array.isArray(value)) {
        for (let i = 0; i < value.length && found === undefined; i++) {
          // A list of phrases is the common case: check its strings without a call each.
          const item: unknown = value[i];
          if (typeof item !== 'string') found = firstNonJson(item, `${path}[${i}]`, seen);
        }
      } else {
        const proto: unknown = Object.getPrototypeOf(value);
        if (proto !== Object.prototype && proto !== null) found = path;
        else for (const [key, item] of Object.entries(value)) if ((found = item === undefined ? undefined : firstNonJson(item, path ? `${path}.${key}` : key, seen)) !== undefined) break;
      }
      seen.delete(value);
      return found;
    }
    default:
      return path;
  }
}

/**
 * Load-time checks a compiler cannot make: units are the measurement's canonical unit, codes
 * are undotted upper case, every referenced criterion and concept exists, and the pack is
 * plain data that survives a JSON round trip. Each error names the pack and the field.
 */
export function validatePack(pack: Pack): void {
  const where = (field: string) => `pack "${pack.id}": ${field}`;
  const fail = (field: string, why: string): never => {
    throw new PackValidationError(`${where(field)}: ${why}`);
  };
  if (!ID.test(pack.id)) fail('id', `"${pack.id}" must be kebab-case`);
  if (!/^\d+\.\d+\.\d+$/.test(pack.version)) fail('version', `"${pack.version}" must be semver (1.0.0)`);
  const concepts = new Set(Object.keys(pack.concepts));
  const criteria = new Set(Object.keys(pack.criteria));
  for (const [id, concept] of Object.entries(pack.concepts)) {
    if (!ID.test(id)) fail(`concepts.${id}`, 'concept ids must be kebab-case');
    if (concept.terms.length === 0 && (concept.abbreviations ?? []).length === 0) fail(`concepts.${id}`, 'needs at least one term or abbreviation');
  }
  for (const code of pack.codes) {
    if (!CODE.test(code.code)) fail(`codes.${code.code}`, 'codes are undotted upper case, e.g. N179');
    checkExpr(code.requires, `codes.${code.code}.requires`);
    checkExpr(code.contradicts, `codes.${code.code}.contradicts`);
  }
  for (const x of pack.excludes ?? []) if (!CODE.test(x)) fail(`excludes.${x}`, 'codes are undotted upper case');
  for (const c of pack.sites ?? []) if (!concepts.has(c)) fail('sites', `refers to unknown concept "${c}"`);
  for (const [id, criterion] of Object.entries(pack.criteria)) {
    if (!ID.test(id)) fail(`criteria.${id}`, 'criterion ids must be kebab-case');
    if (!criterion.says.trim()) fail(`criteria.${id}.says`, 'must say in plain English what the criterion is');
    checkRule(criterion.rule, `criteria.${id}.rule`);
  }
  const d = pack.decision;
  for (const key of ['documented', 'supported', 'decidable', 'refuted', 'narrative', 'conflicts'] as const) checkExpr(d[key], `decision.${key}`);
  for (const id of d.strengthens ?? []) checkExpr(id, 'decision.strengthens');
  for (const [name, variant] of Object.entries(pack.variants ?? {})) {
    for (const [id, criterion] of Object.entries(variant.criteria ?? {})) {
      if (!criteria.has(id)) fail(`variants.${name}.criteria.${id}`, 'a variant may only replace an existing criterion');
      if (criterion) checkRule(criterion.rule, `variants.${name}.criteria.${id}.rule`);
    }
    const vd = variant.decision ?? {};
    for (const key of ['documented', 'supported', 'decidable', 'refuted', 'narrative', 'conflicts'] as const) checkExpr(vd[key], `variants.${name}.decision.${key}`);
    checkExpr(variant.required, `variants.${name}.required`);
  }
  const impure = firstNonJson(pack, '');
  if (impure !== undefined) fail(impure || '(whole pack)', 'must be plain JSON data (strings, finite numbers, booleans, null, arrays and plain objects)');

  function checkExpr(expr: CriterionExpr<string> | undefined, field: string): void {
    if (expr === undefined) return;
    if (typeof expr === 'string') {
      if (!criteria.has(expr)) fail(field, `refers to unknown criterion "${expr}"`);
      return;
    }
    const parts = 'allOf' in expr ? expr.allOf : 'anyOf' in expr ? expr.anyOf : expr.of;
    if (!Array.isArray(parts) || parts.length === 0) fail(field, 'a combination needs at least one part');
    parts.forEach((p, i) => checkExpr(p, `${field}[${i}]`));
  }

  function checkRule(rule: Rule<string>, field: string): void {
    switch (rule.kind) {
      case 'mentioned':
      case 'ruled-out':
        if (!concepts.has(rule.concept)) fail(field, `refers to unknown concept "${rule.concept}"`);
        if (rule.sameSentenceAs !== undefined) {
          if (!Array.isArray(rule.sameSentenceAs) || rule.sameSentenceAs.length === 0) fail(field, 'sameSentenceAs needs at least one concept');
          for (const c of rule.sameSentenceAs) if (!concepts.has(c)) fail(field, `sameSentenceAs refers to unknown concept "${c}"`);
        }
        if (rule.kind === 'ruled-out' && rule.notSameSentenceAs !== undefined) {
          if (!Array.isArray(rule.notSameSentenceAs) || rule.notSameSentenceAs.length === 0) fail(field, 'notSameSentenceAs needs at least one concept');
          for (const c of rule.notSameSentenceAs) if (!concepts.has(c)) fail(field, `notSameSentenceAs refers to unknown concept "${c}"`);
        }
        if (rule.kind === 'mentioned') {
          for (const option of ['attributedYieldsTo', 'attributedDeniedBy', 'notSameSentenceAs', 'sameItemAs'] as const) {
            const list = rule[option];
            if (list === undefined) continue;
            if (!Array.isArray(list) || list.length === 0) fail(field, `${option} needs at least one concept`);
            for (const c of list) if (!concepts.has(c)) fail(field, `${option} refers to unknown concept "${c}"`);
          }
          if (rule.claimedBy !== undefined) {
            for (const part of ['concepts', 'ownedBy'] as const) {
              const list = rule.claimedBy[part];
              if (!Array.isArray(list) || list.length === 0) fail(field, `claimedBy.${part} needs at least one concept`);
              for (const c of list) if (!concepts.has(c)) fail(field, `claimedBy.${part} refers to unknown concept "${c}"`);
            }
          }
        }
        return;
      case 'measured':
      case 'reported':
      case 'change': {
        if (!measurementKinds.includes(rule.measurement)) fail(field, `unknown measurement "${rule.measurement}"`);
        if (rule.kind === 'measured') {
          for (const option of ['sameSentenceAs', 'notSameSentenceAs'] as const) {
            const list = rule[option];
            if (list === undefined) continue;
            if (!Array.isArray(list) || list.length === 0) fail(field, `${option} needs at least one concept`);
            for (const c of list) if (!concepts.has(c)) fail(field, `${option} refers to unknown concept "${c}"`);
          }
        }
        const unit = rule.kind === 'change' ? rule.unit : rule.kind === 'measured' && rule.test.op !== 'any' ? rule.test.unit : undefined;
        const canonical = canonicalUnitOf(rule.measurement);
        if (unit !== undefined && unit !== canonical) fail(field, `threshold unit "${unit}" must be ${rule.measurement}'s canonical unit "${canonical}"`);
        return;
      }
      case 'all-of':
      case 'any-of':
      case 'at-least':
        rule.rules.forEach((r, i) => checkRule(r, `${field}.rules[${i}]`));
        return;
      case 'not':
        checkRule(rule.rule, `${field}.rule`);
        return;
    }
  }
}

export function validatePacks(packs: readonly Pack[]): void {
  for (const pack of packs) validatePack(pack);
}
