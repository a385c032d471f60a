import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseNegexContextTsv, parseNegexTsv, runNegexEval } from '../../lib/eval/negex';
import { describeWithData, sharedData } from '../support/shared-data';

/**
 * The NegEx test kit's dev split (odd ids; the split rules are tuned on). test.tsv is for the
 * final figure only and is never read here. Skipped, with the reason, when the shared data are
 * absent. Thresholds sit below the measured figures so the test guards against regressions
 * without pinning exact numbers; the figures themselves are reported by `clinval eval negex`.
 */
const negex = join(sharedData, 'negex');

describeWithData('NegEx test kit, dev split', join(negex, 'dev.tsv'), () => {
  const rows = parseNegexTsv(readFileSync(join(negex, 'dev.tsv'), 'utf8'), 'dev.tsv');
  const context = parseNegexContextTsv(readFileSync(join(negex, 'corpus-context.tsv'), 'utf8'), 'corpus-context.tsv');
  const result = runNegexEval(rows, { context, warmupPasses: 0, measuredPasses: 1 });

  it('reads every dev row and finds all but the known truncated targets', () => {
    expect(result.rows).toBe(1188);
    expect(rows.every((r) => r.id % 2 === 1)).toBe(true);
    expect(result.unlocated).toBe(6);
  });

  it('negation: F1 and accuracy above the published NegEx baselines', () => {
    expect(result.negated.f1).toBeGreaterThan(0.96);
    expect(result.negated.accuracy).toBeGreaterThan(0.98);
    expect(result.negated.precision).toBeGreaterThan(0.95);
    expect(result.negated.recall).toBeGreaterThan(0.95);
  });

  it('temporality and experiencer are sane', () => {
    expect(result.historical?.rows).toBe(1179);
    expect(result.historical?.f1).toBeGreaterThan(0.75);
    expect(result.historical?.precision).toBeGreaterThan(0.85);
    expect(result.hypothetical?.f1).toBeGreaterThan(0.85);
    expect(result.family?.precision).toBeGreaterThan(0.49);
  });

  it('every cue slices back to the row text', () => {
    for (const [i, p] of result.predictions.entries()) {
      const sentence = rows[i]?.sentence ?? '';
      for (const cue of p.assertion?.cues ?? []) expect(sentence.slice(cue.start, cue.end)).toBe(cue.text);
    }
  });
});
