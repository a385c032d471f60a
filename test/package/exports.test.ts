import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
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
