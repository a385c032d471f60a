import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseCases } from '../../adapters/cli/eval-claims';
import { evaluateClaims } from '../../lib/eval/claims';
import { builtInRegistry, createClaimValidator } from '../../lib/validate-claim';

const dir = join(__dirname, '..', '..', 'fixtures', 'claims');
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.jsonl'))
  .sort()
  .map((f) => join(dir, f));

describe('the team-written labelled claims (fixtures/claims)', () => {
  const cases = files.flatMap((file) => parseCases(readFileSync(file, 'utf8'), file));
  const validator = createClaimValidator();
  const report = evaluateClaims(cases, (c) => validator.validateClaim({ claim: c.claim, discharge_summary: c.discharge_summary }), builtInRegistry());

  it('are answered as labelled, misses named', () => {
    // Every set is scored: sixty sets, 10,140 labelled diagnoses.
    expect(files).toHaveLength(60);
    expect(report.diagnoses).toBe(10140);
    // The misses print on failure, so a regression names its case.
    expect({ accuracy: report.accuracy >= 0.95, misses: report.misses.map((m) => `${m.case} ${m.code}: ${m.expected} -> ${m.actual}`) }).toMatchObject({ accuracy: true });
  });

  it('find the unsupported codes and point at the passages that decide them', () => {
    expect(report.unsupported_recall).toBeGreaterThanOrEqual(0.9);
    expect(report.evidence_hit_rate).toBeGreaterThanOrEqual(0.85);
    expect(report.offsets_valid).toBe(true);
  });
});
