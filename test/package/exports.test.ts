import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { engineVersion } from '../../lib/version';

const root = join(__dirname, '..', '..');
const built = existsSync(join(root, 'dist', 'lib', 'index.js')) && existsSync(join(root, 'dist', 'esm', 'index.mjs'));

/** Runs a plain Node script from the repository root, where `clinval` resolves to this package. */
function node(args: string[]): string {
  return execFileSync(process.execPath, args, { cwd: root, encoding: 'utf8' }).trim();
}

// `npm test` builds first, so dist/ is there; run by hand without a build, this says so.
(built ? describe : describe.skip)(`the built package as a data scientist imports it${built ? '' : ' (skipped: run npm run build first)'}`, () => {
  const script = "const r = analyze('HPI: Denies fever. Cr 1.1 -> 2.4.'); console.log(JSON.stringify([r.mentions.map(m => m.negated), r.measurements.map(m => m.canonical.value)]))";

  it('works with require() from CommonJS', () => {
    expect(node(['-e', `const { analyze } = require('clinval'); ${script}`])).toBe('[[true],[1.1,2.4]]');
  });

  it('works with import from ESM', () => {
    expect(node(['--input-type=module', '-e', `import { analyze } from 'clinval'; ${script}`])).toBe('[[true],[1.1,2.4]]');
  });

  it('does not build the common-conditions packs until they are asked for', () => {
    const loaded = "const t = () => Object.keys(require.cache).some((f) => f.endsWith('conditions.en.js'))";
    expect(node(['-e', `const c = require('clinval'); ${loaded}; c.analyze('Denies fever.'); const before = t(); c.builtInPacks(); console.log(before, t())`])).toBe('false true');
  });

  it('ships type declarations for both', () => {
    expect(existsSync(join(root, 'dist', 'lib', 'index.d.ts'))).toBe(true);
    expect(existsSync(join(root, 'dist', 'esm', 'index.d.mts'))).toBe(true);
  });
});

describe('version', () => {
  it('records the package version as the engine version', () => {
    expect(engineVersion).toBe((JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version);
  });
});

(built ? describe : describe.skip)('the built command line', () => {
  it('ends quietly when its reader closes the pipe early (clinval ... | head)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'clinval-cli-'));
    const corpus = join(dir, 'rows.tsv');
    writeFileSync(corpus, 'id\tconcept\tsentence\tlabel\n1\tfever\tDenies FEVER.\tnegated\n2\tcough\tReports COUGH.\taffirmed\n');
    // The report is written line by line; the reader is gone after the first byte.
    const run = spawnSync('bash', ['-c', `node ${JSON.stringify(join(root, 'dist', 'adapters', 'cli', 'main.js'))} eval negex ${JSON.stringify(corpus)} | head -c 1`], {
      cwd: root,
      encoding: 'utf8',
    });
    rmSync(dir, { recursive: true, force: true });
    expect(run.stdout).toBe('c');
    expect(run.stderr).not.toMatch(/EPIPE|Error/);
  });
});
