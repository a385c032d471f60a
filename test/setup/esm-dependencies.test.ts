import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Low } from 'lowdb';
import { JSONFile } from 'lowdb/node';

// lowdb 7 and its writer steno are ESM-only; jest runs CommonJS. This proves the transform
// setup (jest.config.js transformIgnorePatterns) lets the store layer use them.
describe('ESM-only dependencies under jest', () => {
  it('imports lowdb and writes a file through steno', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'clinval-lowdb-'));
    try {
      // Not JSONFilePreset: under NODE_ENV=test (jest's default) it swaps in a memory adapter.
      const db = new Low<{ claims: string[] }>(new JSONFile(join(dir, 'db.json')), { claims: [] });
      await db.update(({ claims }) => claims.push('c-1'));
      expect(JSON.parse(readFileSync(join(dir, 'db.json'), 'utf8'))).toEqual({ claims: ['c-1'] });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
