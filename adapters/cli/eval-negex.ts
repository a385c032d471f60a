import { InvalidArgumentError, type Command } from 'commander';
import {
  parseNegexContextTsv,
  parseNegexTsv,
  runNegexEval,
  summarizeNegexEval,
  type BinaryScore,
  type NegexEvalResult,
} from '../../lib/eval/negex';
import type { CliIo } from './main';

interface EvalNegexOptions {
  readonly context?: string;
  readonly json?: boolean;
  readonly warmup: number;
  readonly repeat: number;
}

/**
 * `clinval eval negex <file.tsv> [--context <corpus-context.tsv>] [--json] [--warmup <n>] [--repeat <n>]`
 *
 * Scores negation (and with `--context`, historical / hypothetical / family) on a NegEx test-kit
 * file. With `--json` the only stdout line is the summary object; its keys (`rows`, `accuracy`,
 * `precision`, `recall`, `f1`, `sentences_per_second`, and with `--context` `historical`,
 * `hypothetical`, `family` as `{precision, recall, f1}`) are a contract.
 */
export function registerEvalNegex(parent: Command, io: CliIo): Command {
  return parent
    .command('negex')
    .description(
      'Score ConText negation on a NegEx test-kit TSV (id, concept, sentence, label). Throughput times ' +
        'tokenize + detectSections + assertTargets on one thread: the median of --repeat passes after --warmup untimed ones.',
    )
    .argument('<file>', 'TSV with columns id, concept, sentence, label')
    .option('--context <file>', 'corpus-context.tsv: also score historical, hypothetical and family on rows whose gold is not "?"')
    .option('--json', 'print one JSON summary line (the stable contract) instead of the report')
    .option('--warmup <passes>', 'untimed passes before the measured ones (0: include the cold first pass)', parseCount, 2)
    .option('--repeat <passes>', 'measured passes; the median pass is reported', parsePositive, 5)
    .action((file: string, options: EvalNegexOptions) => {
      const rows = parseNegexTsv(io.readFile(file), file);
      const context = options.context ? parseNegexContextTsv(io.readFile(options.context), options.context) : undefined;
      const result = runNegexEval(rows, { ...(context ? { context } : {}), warmupPasses: options.warmup, measuredPasses: options.repeat });
      if (options.json) io.out(JSON.stringify(summarizeNegexEval(result)));
      else for (const line of formatReport(file, result)) io.out(line);
    });
}

function parsePositive(value: string): number {
  const n = parseCount(value);
  if (n < 1) throw new InvalidArgumentError(`expected at least 1, got ${JSON.stringify(value)}`);
  return n;
}

function parseCount(value: string): number {
  const n = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(n)) throw new InvalidArgumentError(`expected a whole number, got ${JSON.stringify(value)}`);
  return n;
}

/** The human-readable report (not a contract; use `--json` in scripts). */
export function formatReport(file: string, result: NegexEvalResult): string[] {
  const f = (x: number): string => x.toFixed(4);
  const counts = (s: BinaryScore): string => `tp ${s.tp}  fp ${s.fp}  fn ${s.fn}  tn ${s.tn}`;
  const lines = [
    `clinval eval negex ${file}`,
    `rows          ${result.rows}${result.unlocated > 0 ? ` (${result.unlocated} targets not found in their sentence: answered affirmed)` : ''}`,
    `negated       P ${f(result.negated.precision)}  R ${f(result.negated.recall)}  F1 ${f(result.negated.f1)}  accuracy ${f(result.negated.accuracy)}  (${counts(result.negated)})`,
  ];
  for (const [name, score] of [
    ['historical', result.historical],
    ['hypothetical', result.hypothetical],
    ['family', result.family],
  ] as const) {
    if (!score) continue;
    lines.push(`${name.padEnd(13)} P ${f(score.precision)}  R ${f(score.recall)}  F1 ${f(score.f1)}  on ${score.rows} rows  (${counts(score)})`);
  }
  const t = result.timing;
  const c = result.coldTiming;
  const ms = (x: number): string => `${x.toFixed(1)} ms`;
  lines.push(
    `throughput    ${Math.round(t.sentencesPerSecond)} sentences/s, one thread, median pass (tokenize ${ms(t.tokenize)}, sections ${ms(t.sections)}, context ${ms(t.context)})`,
  );
  if (c !== t) {
    lines.push(
      `first pass    ${Math.round(c.sentencesPerSecond)} sentences/s (tokenize ${ms(c.tokenize)}, sections ${ms(c.sections)}, context ${ms(c.context)}; includes JIT warm-up)`,
    );
  }
  return lines;
}
