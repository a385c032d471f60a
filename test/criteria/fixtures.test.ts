import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateClaim } from '../../lib/validate-claim';

/**
 * Runs every pack's fixtures: fixtures/notes/<pack>/<case>.txt with its expectation in
 * fixtures/expected/<pack>/<case>.json ({ code, expect, why, poa?, by_plan? }).
 */
interface Expectation {
  readonly code: string;
  readonly expect: 'Supported' | 'Unsupported' | 'NoDetermination';
  readonly why: string;
  readonly plan?: string;
  /** The claim's present-on-admission indicator for the code, when the case turns on it. */
  readonly poa?: 'Y' | 'N' | 'U' | 'W' | '1';
  readonly by_plan?: Readonly<Record<string, { readonly expect: Expectation['expect']; readonly why: string }>>;
}

const root = join(__dirname, '..', '..', 'fixtures');
const packs = readdirSync(join(root, 'expected')).sort();

describe.each(packs)('pack %s fixtures', (pack) => {
  const cases = readdirSync(join(root, 'expected', pack))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.replace(/\.json$/, ''))
    .sort();
  const runs = cases.flatMap((name) => {
    const expected = JSON.parse(readFileSync(join(root, 'expected', pack, `${name}.json`), 'utf8')) as Expectation;
    const text = readFileSync(join(root, 'notes', pack, `${name}.txt`), 'utf8');
    const plans: [string | undefined, Expectation['expect'], string][] = [[expected.plan, expected.expect, expected.why]];
    for (const [plan, e] of Object.entries(expected.by_plan ?? {})) plans.push([plan, e.expect, e.why]);
    return plans.map(([plan, expect, why]) => ({ name: plan ? `${name} [${plan}]` : name, code: expected.code, poa: expected.poa, plan, expect, why, text }));
  });

  it.each(runs)('$name: $expect', ({ code, poa, plan, expect: expected, why, text }) => {
    const { validation } = validateClaim({
      claim: { principal_diagnosis: { code, ...(poa ? { present_on_admission: poa } : {}) }, ...(plan ? { plan_id: plan } : {}) },
      discharge_summary: { text },
    });
    const determination = validation[0]!.determination;
    // The fixture's own rationale travels with a failure, so a reviewer sees what was meant.
    expect({ result: determination.result, why }).toEqual({ result: expected, why });
    // An answer either way points at the characters that decided it.
    if (determination.result !== 'NoDetermination') expect({ evidence: determination.evidence.length > 0, why }).toEqual({ evidence: true, why });
    for (const e of determination.evidence) {
      expect(text.slice(e.source.start_index, e.source.end_index)).toBe(e.source.text);
    }
  });
});
