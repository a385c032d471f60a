import type { ResultValue } from '../criteria/decide';
import type { Registry } from '../criteria/registry';
import type { Claim, ValidationResult } from '../criteria/validate';

/** One labelled case, in the format of claims-dev/cases.jsonl. */
export interface LabelledCase {
  readonly id: string;
  readonly claim: Claim;
  readonly discharge_summary: { readonly text: string };
  readonly expected: readonly {
    readonly code: string;
    readonly result: ResultValue;
    readonly rationale?: string;
    readonly key_passages?: readonly { readonly start: number; readonly end: number; readonly text: string }[];
    readonly results_by_plan?: Readonly<Record<string, ResultValue>>;
  }[];
}

export interface ClaimsReport {
  readonly cases: number;
  readonly diagnoses: number;
  readonly accuracy: number;
  /** confusion[expected][actual] = count */
  readonly confusion: Record<ResultValue, Record<ResultValue, number>>;
  readonly per_family: Record<string, { readonly diagnoses: number; readonly accuracy: number }>;
  readonly evidence_hit_rate: number | null;
  readonly offsets_valid: boolean;
  readonly ece: number;
  readonly unsupported_recall: number | null;
  readonly plan_accuracy: number | null;
  /** Every miss, for the human reading the report. */
  readonly misses: readonly { readonly case: string; readonly code: string; readonly plan: string; readonly expected: ResultValue; readonly actual: ResultValue | 'missing'; readonly reasoning: string }[];
}

const RESULTS: readonly ResultValue[] = ['Supported', 'Unsupported', 'NoDetermination'];

/** Runs `validate` over labelled cases and scores it. */
export function evaluateClaims(
  cases: readonly LabelledCase[],
  validate: (c: LabelledCase, planId: string | undefined) => ValidationResult,
  registry: Registry,
): ClaimsReport {
  const confusion = Object.fromEntries(RESULTS.map((e) => [e, Object.fromEntries(RESULTS.map((a) => [a, 0]))])) as ClaimsReport['confusion'];
  const family: Record<string, { n: number; right: number }> = {};
  const calibration: { confidence: number; right: boolean }[] = [];
  const misses: ClaimsReport['misses'][number][] = [];
  let diagnoses = 0;
  let right = 0;
  let withPassages = 0;
  let hits = 0;
  let offsetsValid = true;
  let unsupportedTotal = 0;
  let unsupportedFound = 0;
  let planTotal = 0;
  let planRight = 0;

  for (const c of cases) {
    const text = c.discharge_summary.text;
    const result = validate(c, c.claim.plan_id);
    const byCode = indexByCode(result);
    for (const e of result.validation.flatMap((v) => v.determination.evidence)) {
      if (text.slice(e.source.start_index, e.source.end_index) !== e.source.text) offsetsValid = false;
    }
    for (const exp of c.expected) {
      diagnoses++;
      const got = byCode.get(normal(exp.code));
      const actual = got?.determination.result;
      const ok = actual === exp.result;
      if (ok) right++;
      else misses.push({ case: c.id, code: exp.code, plan: c.claim.plan_id ?? 'none', expected: exp.result, actual: actual ?? 'missing', reasoning: got?.determination.reasoning ?? '' });
      if (actual) confusion[exp.result][actual]++;
      const fam = familyOf(registry, exp.code);
      const f = (family[fam] ??= { n: 0, right: 0 });
      f.n++;
      if (ok) f.right++;
      if (got) calibration.push({ confidence: got.determination.confidence, right: ok });
      if (exp.result === 'Unsupported') {
        unsupportedTotal++;
        if (ok) unsupportedFound++;
      }
      if (exp.key_passages && exp.key_passages.length > 0) {
        withPassages++;
        const evidence = got?.determination.evidence ?? [];
        if (evidence.some((e) => exp.key_passages!.some((k) => e.source.start_index < k.end && k.start < e.source.end_index))) hits++;
      }
    }
    // Cases labelled under several plans are run again under each.
    const plans = new Set(c.expected.flatMap((e) => Object.keys(e.results_by_plan ?? {})));
    for (const plan of [...plans].sort()) {
      const planResult = validate(c, plan === 'DEFAULT' ? undefined : plan);
      const planByCode = indexByCode(planResult);
      for (const exp of c.expected) {
        const want = exp.results_by_plan?.[plan];
        if (!want) continue;
        planTotal++;
        const got = planByCode.get(normal(exp.code));
        if (got?.determination.result === want) planRight++;
        else misses.push({ case: c.id, code: exp.code, plan, expected: want, actual: got?.determination.result ?? 'missing', reasoning: got?.determination.reasoning ?? '' });
      }
    }
  }

  const perFamily: ClaimsReport['per_family'] = {};
  for (const name of Object.keys(family).sort()) {
    const f = family[name]!;
    perFamily[name] = { diagnoses: f.n, accuracy: round(f.right / f.n) };
  }
  return {
    cases: cases.length,
    diagnoses,
    accuracy: round(diagnoses ? right / diagnoses : 0),
    confusion,
    per_family: perFamily,
    evidence_hit_rate: withPassages ? round(hits / withPassages) : null,
    offsets_valid: offsetsValid,
    ece: round(expectedCalibrationError(calibration, 10)),
    unsupported_recall: unsupportedTotal ? round(unsupportedFound / unsupportedTotal) : null,
    plan_accuracy: planTotal ? round(planRight / planTotal) : null,
    misses,
  };
}

/** ECE over equal-width confidence bins: sum over bins of |accuracy - mean confidence| x share. */
export function expectedCalibrationError(items: readonly { confidence: number; right: boolean }[], bins: number): number {
  if (items.length === 0) return 0;
  let total = 0;
  for (let b = 0; b < bins; b++) {
    const inBin = items.filter((i) => Math.min(bins - 1, Math.floor(i.confidence * bins)) === b);
    if (inBin.length === 0) continue;
    const acc = inBin.filter((i) => i.right).length / inBin.length;
    const conf = inBin.reduce((s, i) => s + i.confidence, 0) / inBin.length;
    total += (inBin.length / items.length) * Math.abs(acc - conf);
  }
  return total;
}

function indexByCode(result: ValidationResult): Map<string, ValidationResult['validation'][number]> {
  return new Map(result.validation.map((v) => [normal(v.diagnosis.code), v]));
}

function normal(code: string): string {
  return code.trim().toUpperCase().replace('.', '');
}

function familyOf(registry: Registry, code: string): string {
  try {
    return registry.lookup(code)?.pack.id.replace(/^common-.*/, 'common') ?? 'uncovered';
  } catch {
    return 'invalid-code';
  }
}

function round(n: number): number {
  return Math.round(n * 10000) / 10000;
}
