import { assertTargets, defaultContextRules, type Assertion, type CompiledContextRules } from '../context/index';
import { InputError } from '../errors';
import { detectSections, sectionAt } from '../segment/sections';
import type { TextSpan } from '../text/span';
import { tokenize } from '../text/tokens';

/**
 * The NegEx test kit (Chapman et al.): one sentence per row, one target concept, a gold
 * negation label; plus a companion file with temporality and experiencer. This module parses
 * the TSV text, finds the target in the sentence, runs clinval's context step and scores it.
 * It does no I/O: the CLI reads the files and passes their contents.
 */

export type NegexLabel = 'negated' | 'affirmed';

/** One row of `corpus.tsv` / `dev.tsv` / `test.tsv`: `id`, `concept`, `sentence`, `label`. */
export interface NegexRow {
  readonly id: number;
  readonly concept: string;
  readonly sentence: string;
  readonly label: NegexLabel;
}

export type NegexTemporality = 'recent' | 'historical' | 'not particular' | '?';
export type NegexExperiencer = 'patient' | 'family member' | 'other' | '?';

/** One row of `corpus-context.tsv`: `id`, `concept`, `sentence`, `negation`, `temporality`, `experiencer`. */
export interface NegexContextRow {
  readonly id: number;
  readonly temporality: NegexTemporality;
  readonly experiencer: NegexExperiencer;
}

const labels: ReadonlySet<string> = new Set<NegexLabel>(['negated', 'affirmed']);
const temporalities: ReadonlySet<string> = new Set<NegexTemporality>(['recent', 'historical', 'not particular', '?']);
const experiencers: ReadonlySet<string> = new Set<NegexExperiencer>(['patient', 'family member', 'other', '?']);

/**
 * Parses the corpus format: UTF-8, one header line, tab-separated, no quoting. Throws an
 * {@link InputError} naming the line for a wrong header, a short row, a bad id or an unknown label.
 */
export function parseNegexTsv(content: string, source = 'negex file'): NegexRow[] {
  const rows: NegexRow[] = [];
  const seen = new Set<number>();
  forEachDataLine(content, source, ['id', 'concept', 'sentence', 'label'], (cells, line) => {
    const id = parseId(cells[0], source, line);
    const label = cells[3] ?? '';
    if (!labels.has(label)) throw new InputError(`${source} line ${line}: label must be "negated" or "affirmed", got ${JSON.stringify(label)}`);
    if (seen.has(id)) throw new InputError(`${source} line ${line}: id ${id} appears twice`);
    seen.add(id);
    rows.push({ id, concept: cells[1] ?? '', sentence: cells[2] ?? '', label: label as NegexLabel });
  });
  return rows;
}

/** Parses `corpus-context.tsv` into a map from row id to its temporality and experiencer. */
export function parseNegexContextTsv(content: string, source = 'negex context file'): Map<number, NegexContextRow> {
  const out = new Map<number, NegexContextRow>();
  forEachDataLine(content, source, ['id', 'concept', 'sentence', 'negation', 'temporality', 'experiencer'], (cells, line) => {
    const id = parseId(cells[0], source, line);
    const temporality = cells[4] ?? '';
    const experiencer = cells[5] ?? '';
    if (!temporalities.has(temporality)) {
      throw new InputError(`${source} line ${line}: temporality must be recent, historical, not particular or ?; got ${JSON.stringify(temporality)}`);
    }
    if (!experiencers.has(experiencer)) {
      throw new InputError(`${source} line ${line}: experiencer must be patient, family member, other or ?; got ${JSON.stringify(experiencer)}`);
    }
    out.set(id, { id, temporality: temporality as NegexTemporality, experiencer: experiencer as NegexExperiencer });
  });
  return out;
}

function forEachDataLine(
  content: string,
  source: string,
  header: readonly string[],
  visit: (cells: readonly string[], line: number) => void,
): void {
  const lines = content.split(/\r?\n/);
  const head = (lines[0] ?? '').replace(/^\uFEFF/, '').split('\t');
  if (head.length < header.length || header.some((name, i) => head[i] !== name)) {
    throw new InputError(`${source}: the header must start with ${JSON.stringify(header.join('\t'))}, got ${JSON.stringify((lines[0] ?? '').slice(0, 120))}`);
  }
  for (let i = 1; i < lines.length; i++) {
    const raw = lines[i] ?? '';
    if (raw.length === 0) continue;
    const cells = raw.split('\t');
    if (cells.length < header.length) {
      throw new InputError(`${source} line ${i + 1}: expected ${header.length} tab-separated columns, got ${cells.length}`);
    }
    visit(cells, i + 1);
  }
}

function parseId(cell: string | undefined, source: string, line: number): number {
  const id = Number(cell);
  if (!cell || !Number.isSafeInteger(id) || id < 0) throw new InputError(`${source} line ${line}: id must be a non-negative integer, got ${JSON.stringify(cell)}`);
  return id;
}

/**
 * Finds the target concept in its sentence the way the kit's annotators marked it: the concept's
 * words upper-cased and joined by any run of non-word characters first (annotators wrote the
 * target in UPPER CASE), then the same case-insensitively. Returns null when the concept is not
 * in the sentence (13 rows of the kit, cut by the original sentence splitter).
 *
 * @example locateConcept('Denies shortness of breath, stridor, or AIR HUNGER.', 'air hunger') // -> { start: 40, end: 50 }
 */
export function locateConcept(sentence: string, concept: string): TextSpan | null {
  const words = concept.match(/[A-Za-z0-9]+/g);
  if (!words) return null;
  const body = words.map((w) => escapeRegExp(w)).join('[^A-Za-z0-9]+');
  const exact = new RegExp(`(?<![A-Za-z0-9])${body.toUpperCase()}(?![A-Za-z0-9])`);
  const loose = new RegExp(`(?<![A-Za-z0-9])${body}(?![A-Za-z0-9])`, 'i');
  const m = exact.exec(sentence) ?? loose.exec(sentence);
  return m ? { start: m.index, end: m.index + m[0].length } : null;
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Counts and rates for one binary attribute. Rates with a zero denominator are reported as 0. */
export interface BinaryScore {
  readonly tp: number;
  readonly fp: number;
  readonly fn: number;
  readonly tn: number;
  readonly precision: number;
  readonly recall: number;
  readonly f1: number;
  readonly accuracy: number;
}

/** Scores gold/predicted pairs for one attribute (the positive class is `true`). */
export function scoreBinary(pairs: Iterable<{ readonly gold: boolean; readonly predicted: boolean }>): BinaryScore {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  let tn = 0;
  for (const { gold, predicted } of pairs) {
    if (gold && predicted) tp++;
    else if (predicted) fp++;
    else if (gold) fn++;
    else tn++;
  }
  const ratio = (a: number, b: number): number => (b === 0 ? 0 : a / b);
  const precision = ratio(tp, tp + fp);
  const recall = ratio(tp, tp + fn);
  return { tp, fp, fn, tn, precision, recall, f1: ratio(2 * precision * recall, precision + recall), accuracy: ratio(tp + tn, tp + fp + fn + tn) };
}

/** What clinval answered for one row. */
export interface NegexPrediction {
  readonly id: number;
  /** Where the target was found, or null (then every attribute is answered false). */
  readonly target: TextSpan | null;
  readonly negated: boolean;
  readonly historical: boolean;
  readonly hypothetical: boolean;
  /** Experiencer is not the patient. */
  readonly family: boolean;
  readonly assertion: Assertion | null;
}

export interface NegexEvalOptions {
  /** Temporality/experiencer gold by row id; enables the historical, hypothetical and family scores. @default none */
  readonly context?: ReadonlyMap<number, NegexContextRow>;
  /** The rule set to evaluate. @default defaultContextRules */
  readonly rules?: CompiledContextRules;
  /** Millisecond clock for the throughput figure. @default performance.now */
  readonly clock?: () => number;
  /**
   * Passes over the rows before the measured one. The first pass over a corpus runs while V8 is
   * still compiling the hot paths (wink-nlp's tokenizer most of all), so it measures start-up,
   * not throughput; its figure is reported separately as `coldTiming`. 0 measures the first pass.
   * @default 2
   */
  readonly warmupPasses?: number;
  /**
   * Measured passes; the reported timing is the pass with the median total. A pass over the kit
   * takes ~0.1 s, so one pass is at the mercy of a GC pause or a slow moment of the machine; the
   * median of five is stable.
   * @default 5
   */
  readonly measuredPasses?: number;
}

/** Time spent per step over one pass, in milliseconds. */
export interface StepTimes {
  readonly tokenize: number;
  readonly sections: number;
  readonly context: number;
  readonly total: number;
  readonly sentencesPerSecond: number;
}

export interface NegexEvalResult {
  readonly rows: number;
  /** Rows whose target concept was not found in the sentence (answered affirmed). */
  readonly unlocated: number;
  readonly negated: BinaryScore;
  /** Present with `context`: scored on the rows whose gold value is not `?`. */
  readonly historical?: BinaryScore & { readonly rows: number };
  readonly hypothetical?: BinaryScore & { readonly rows: number };
  readonly family?: BinaryScore & { readonly rows: number };
  /** The median measured pass: tokenize + detectSections + assertTargets, per step. */
  readonly timing: StepTimes;
  /** The first pass (start-up included), when warm-up passes ran; otherwise the same as `timing`. */
  readonly coldTiming: StepTimes;
  readonly predictions: readonly NegexPrediction[];
}

/**
 * Runs clinval's context step on every row (tokenize, detectSections, assertTargets with the whole
 * row as the sentence and the section holding the target) and scores it. Only that work is
 * timed, on one thread; the rules are compiled and the tokenizer loaded before the clock starts,
 * and finding the target in the row is not timed.
 */
export function runNegexEval(rows: readonly NegexRow[], options: NegexEvalOptions = {}): NegexEvalResult {
  const rules = options.rules ?? defaultContextRules;
  rules.compile();
  tokenize('Warm-up: no fever.');
  const clock = options.clock ?? (() => performance.now());
  const warmupPasses = options.warmupPasses ?? 2;
  const measuredPasses = options.measuredPasses ?? 5;
  if (!Number.isInteger(warmupPasses) || warmupPasses < 0) {
    throw new InputError(`warmupPasses must be a non-negative integer, got ${JSON.stringify(warmupPasses)}`);
  }
  if (!Number.isInteger(measuredPasses) || measuredPasses < 1) {
    throw new InputError(`measuredPasses must be a positive integer, got ${JSON.stringify(measuredPasses)}`);
  }
  const targets = rows.map((row) => locateConcept(row.sentence, row.concept));

  let cold: StepTimes | undefined;
  for (let pass = 0; pass < warmupPasses; pass++) {
    const { timing } = runPass(rows, targets, rules, clock);
    cold ??= timing;
  }
  const { assertions, timing: first } = runPass(rows, targets, rules, clock);
  const measured = [first];
  for (let pass = 1; pass < measuredPasses; pass++) measured.push(runPass(rows, targets, rules, clock).timing);
  measured.sort((a, b) => a.total - b.total);
  const timing = measured[(measured.length - 1) >> 1] ?? first;

  const predictions: NegexPrediction[] = rows.map((row, i) => {
    const assertion = assertions[i] ?? null;
    return {
      id: row.id,
      target: targets[i] ?? null,
      negated: assertion?.negated ?? false,
      historical: assertion?.historical ?? false,
      hypothetical: assertion?.hypothetical ?? false,
      family: assertion ? assertion.experiencer !== 'patient' : false,
      assertion,
    };
  });

  const negated = scoreBinary(rows.map((row, i) => ({ gold: row.label === 'negated', predicted: predictions[i]?.negated ?? false })));
  const base = {
    rows: rows.length,
    unlocated: predictions.filter((p) => p.target === null).length,
    negated,
    timing,
    coldTiming: cold ?? timing,
    predictions,
  };
  const context = options.context;
  if (!context) return base;
  const scoreOn = (
    gold: (c: NegexContextRow) => boolean | null,
    predicted: (p: NegexPrediction) => boolean,
  ): BinaryScore & { rows: number } => {
    const pairs: { gold: boolean; predicted: boolean }[] = [];
    for (const p of predictions) {
      const c = context.get(p.id);
      const g = c ? gold(c) : null;
      if (g !== null) pairs.push({ gold: g, predicted: predicted(p) });
    }
    return { ...scoreBinary(pairs), rows: pairs.length };
  };
  return {
    ...base,
    historical: scoreOn((c) => (c.temporality === '?' ? null : c.temporality === 'historical'), (p) => p.historical),
    hypothetical: scoreOn((c) => (c.temporality === '?' ? null : c.temporality === 'not particular'), (p) => p.hypothetical),
    family: scoreOn((c) => (c.experiencer === '?' ? null : c.experiencer !== 'patient'), (p) => p.family),
  };
}

function runPass(
  rows: readonly NegexRow[],
  targets: readonly (TextSpan | null)[],
  rules: CompiledContextRules,
  clock: () => number,
): { assertions: (Assertion | null)[]; timing: StepTimes } {
  const assertions: (Assertion | null)[] = [];
  let tokenizeMs = 0;
  let sectionsMs = 0;
  let contextMs = 0;
  for (let i = 0; i < rows.length; i++) {
    const text = rows[i]?.sentence ?? '';
    const target = targets[i] ?? null;
    const t0 = clock();
    const tokens = tokenize(text);
    const t1 = clock();
    const sections = detectSections(text);
    const t2 = clock();
    let assertion: Assertion | null = null;
    if (target) {
      const section = sectionAt(sections, target.start);
      if (!section) throw new Error(`internal: no section holds offset ${target.start} of row ${rows[i]?.id}`);
      [assertion = null] = assertTargets({ text, tokens, sentence: { start: 0, end: text.length }, section, targets: [target] }, rules);
    }
    const t3 = clock();
    tokenizeMs += t1 - t0;
    sectionsMs += t2 - t1;
    contextMs += t3 - t2;
    assertions.push(assertion);
  }
  const total = tokenizeMs + sectionsMs + contextMs;
  return {
    assertions,
    timing: {
      tokenize: tokenizeMs,
      sections: sectionsMs,
      context: contextMs,
      total,
      sentencesPerSecond: total > 0 ? (rows.length * 1000) / total : 0,
    },
  };
}

/** The `--json` line of `clinval eval negex`: a stable contract, keys as listed. */
export interface NegexSummary {
  readonly rows: number;
  readonly accuracy: number;
  readonly precision: number;
  readonly recall: number;
  readonly f1: number;
  readonly sentences_per_second: number;
  readonly historical?: PrfSummary;
  readonly hypothetical?: PrfSummary;
  readonly family?: PrfSummary;
}

export interface PrfSummary {
  readonly precision: number;
  readonly recall: number;
  readonly f1: number;
}

/** Projects a result onto the `--json` contract (negation figures at the top level). */
export function summarizeNegexEval(result: NegexEvalResult): NegexSummary {
  const prf = (s: BinaryScore): PrfSummary => ({ precision: round(s.precision), recall: round(s.recall), f1: round(s.f1) });
  return {
    rows: result.rows,
    accuracy: round(result.negated.accuracy),
    precision: round(result.negated.precision),
    recall: round(result.negated.recall),
    f1: round(result.negated.f1),
    sentences_per_second: Math.round(result.timing.sentencesPerSecond),
    ...(result.historical ? { historical: prf(result.historical) } : {}),
    ...(result.hypothetical ? { hypothetical: prf(result.hypothetical) } : {}),
    ...(result.family ? { family: prf(result.family) } : {}),
  };
}

function round(x: number): number {
  return Math.round(x * 10000) / 10000;
}
