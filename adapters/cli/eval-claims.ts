import type { Command } from 'commander';
import { InputError } from '../../lib/errors';
import { evaluateClaims, type ClaimsReport, type LabelledCase } from '../../lib/eval/claims';
import { builtInRegistry, createClaimValidator } from '../../lib/validate-claim';
import type { CliIo } from './main';

interface EvalClaimsOptions {
  readonly json?: boolean;
}

/**
 * `clinval eval claims <cases.jsonl> [--json]`
 *
 * Validates each labelled case and scores the answers. With `--json` the last stdout line is one
 * object with the keys `cases`, `diagnoses`, `accuracy`, `confusion`, `per_family`,
 * `evidence_hit_rate`, `offsets_valid`, `ece`, `unsupported_recall`, `plan_accuracy` (a contract:
 * other tools read them).
 */
export function registerEvalClaims(parent: Command, io: CliIo): Command {
  return parent
    .command('claims')
    .description('Score validateClaim on labelled cases (the claims-dev/cases.jsonl format).')
    .argument('<file>', 'JSONL: one { id, claim, discharge_summary, expected[] } per line')
    .option('--json', 'end with one JSON summary line (the stable contract)')
    .action((file: string, options: EvalClaimsOptions) => {
      const cases = parseCases(io.readFile(file), file);
      const validator = createClaimValidator();
      const report = evaluateClaims(
        cases,
        (c, planId) => {
          const { plan_id: _ignored, ...claim } = c.claim;
          return validator.validateClaim({ claim: planId === undefined ? claim : { ...claim, plan_id: planId }, discharge_summary: c.discharge_summary });
        },
        builtInRegistry(),
      );
      for (const line of formatClaimsReport(file, report)) io.out(line);
      if (options.json) {
        const { misses: _misses, ...summary } = report;
        io.out(JSON.stringify(summary));
      }
    });
}

export function parseCases(content: string, file: string): LabelledCase[] {
  const cases: LabelledCase[] = [];
  content.split('\n').forEach((line, i) => {
    if (!line.trim()) return;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      throw new InputError(`${file}:${i + 1}: not valid JSON`);
    }
    const c = value as Partial<LabelledCase>;
    if (typeof c.id !== 'string' || typeof c.claim !== 'object' || typeof c.discharge_summary?.text !== 'string' || !Array.isArray(c.expected)) {
      throw new InputError(`${file}:${i + 1}: expected { id, claim, discharge_summary: { text }, expected: [...] }`);
    }
    cases.push(c as LabelledCase);
  });
  return cases;
}

/** The human-readable report; scripts should read the `--json` line instead. */
export function formatClaimsReport(file: string, r: ClaimsReport): string[] {
  const pct = (x: number | null) => (x === null ? 'n/a' : x.toFixed(4));
  const results = ['Supported', 'Unsupported', 'NoDetermination'] as const;
  const lines = [
    `clinval eval claims ${file}`,
    `cases ${r.cases}, diagnoses ${r.diagnoses}`,
    `accuracy             ${pct(r.accuracy)}`,
    `unsupported recall   ${pct(r.unsupported_recall)}`,
    `evidence hit rate    ${pct(r.evidence_hit_rate)}`,
    `offsets valid        ${r.offsets_valid ? 'yes' : 'NO'}`,
    `ECE (10 bins)        ${pct(r.ece)}`,
    `plan accuracy        ${pct(r.plan_accuracy)}`,
    '',
    `confusion (rows expected, columns actual)`,
    `${''.padEnd(17)}${results.map((x) => x.padStart(16)).join('')}`,
    ...results.map((e) => `${e.padEnd(17)}${results.map((a) => String(r.confusion[e][a]).padStart(16)).join('')}`),
    '',
    'per family',
    ...Object.entries(r.per_family).map(([name, f]) => `  ${name.padEnd(28)} ${String(f.diagnoses).padStart(4)}  ${pct(f.accuracy)}`),
  ];
  if (r.misses.length > 0) {
    lines.push('', 'misses');
    for (const m of r.misses) lines.push(`  ${m.case} ${m.code} [${m.plan}] expected ${m.expected}, got ${m.actual}: ${m.reasoning}`);
  }
  return lines;
}
