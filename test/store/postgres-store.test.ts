import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { StoreOpenError, StoreUnavailableError } from '../../adapters/store/claim-store';
import { openStore } from '../../adapters/store';
import { PostgresStore } from '../../adapters/store/postgres-store';
import { runStoreContract } from './contract';
import { nextMessage, startChild, kill } from './support/children';
import { dropSchema, freshSchema, PG_SKIP_REASON, PG_URL, sql } from './support/postgres';
import { makeRecord } from './support/records';

jest.setTimeout(120_000);

const SCRIPT = join(__dirname, '..', '..', 'scripts', 'pg-test-server.sh');

if (PG_URL === '') {
  console.warn(`PostgresStore tests ${PG_SKIP_REASON}`);
  describe(`PostgresStore (${PG_SKIP_REASON})`, () => {
    it.skip('runs against a real PostgreSQL server', () => undefined);
  });
} else {
  runStoreContract('PostgreSQL store', async () => {
    const schema = freshSchema();
    return {
      open: () => PostgresStore.open(PG_URL, { schema }),
      destroy: () => dropSchema(schema),
    };
  });

  describe('PostgreSQL store', () => {
    const schemas: string[] = [];
    const schema = (): string => {
      const s = freshSchema();
      schemas.push(s);
      return s;
    };
    afterAll(async () => {
      for (const s of schemas) await dropSchema(s);
    });

    it('migrates once, even with instances opening together, and records the schema version', async () => {
      const s = schema();
      const stores = await Promise.all(Array.from({ length: 5 }, () => PostgresStore.open(PG_URL, { schema: s })));
      await Promise.all(stores.map((st) => st.close()));
      const again = await PostgresStore.open(PG_URL, { schema: s });
      await again.close();
      expect(await sql(`SELECT version FROM "${s}".clinval_schema_version ORDER BY version`)).toEqual([{ version: 1 }]);
      const indexes = (await sql<{ indexname: string }>('SELECT indexname FROM pg_indexes WHERE schemaname = $1 ORDER BY indexname', [s])).map((r) => r.indexname);
      expect(indexes).toEqual(expect.arrayContaining(['clinval_analyses_newest', 'clinval_analyses_npi_newest', 'clinval_analyses_start', 'clinval_analyses_end']));
    });

    it('refuses a schema newer than this code', async () => {
      const s = schema();
      await (await PostgresStore.open(PG_URL, { schema: s })).close();
      await sql(`INSERT INTO "${s}".clinval_schema_version (version) VALUES (99)`);
      await expect(PostgresStore.open(PG_URL, { schema: s })).rejects.toThrow(StoreOpenError);
    });

    it('is selected by openStore for a postgres:// URL, and uses the search_path the URL sets', async () => {
      const s = schema();
      const url = new URL(PG_URL);
      url.searchParams.set('options', `-c search_path=${s}`);
      const store = await openStore({ dataDir: join(tmpdir(), 'unused'), storeUrl: url.toString() });
      expect(store.kind).toBe('postgres');
      await store.insert(makeRecord({ claim_id: 'via-search-path' }));
      expect(await sql(`SELECT claim_id FROM "${s}".clinval_analyses`)).toEqual([{ claim_id: 'via-search-path' }]);
      await store.close();
      await expect(openStore({ storeUrl: 'mysql://nope' })).rejects.toThrow(TypeError);
    });

    it('uses JSONB for documents it can hold and exact JSON text for the rest', async () => {
      const s = schema();
      const store = await PostgresStore.open(PG_URL, { schema: s });
      await store.insert(makeRecord({ claim_id: 'plain' }));
      await store.insert(makeRecord({ claim_id: 'with-nul', text: 'a\u0000b' }));
      await store.close();
      expect(await sql(`SELECT claim_id, doc IS NOT NULL AS jsonb FROM "${s}".clinval_analyses ORDER BY claim_id`)).toEqual([
        { claim_id: 'plain', jsonb: true },
        { claim_id: 'with-nul', jsonb: false },
      ]);
    });

    it('answers StoreUnavailableError, without credentials, when the database cannot be reached', async () => {
      const port = await freePort();
      const url = `postgres://clinval:not-a-real-password@127.0.0.1:${port}/clinval_test`;
      const error = await PostgresStore.open(url, { connectionTimeoutMs: 1000 }).then(
        () => undefined,
        (e: unknown) => e as Error,
      );
      expect(error).toBeInstanceOf(StoreUnavailableError);
      expect(error?.message).toContain(`127.0.0.1:${port}/clinval_test`);
      expect(error?.message).not.toContain('not-a-real-password');
    });

    it('two service processes on one database interleave inserts and queries and lose nothing', async () => {
      const s = schema();
      const perInstance = 60;
      const children = ['alpha', 'beta'].map((name) => startChild('pg-instance-child.ts', [PG_URL, s, name, String(perInstance)]));
      try {
        // Both start before either is ready: their migrations race on the fresh schema.
        await Promise.all(children.map((c) => nextMessage(c, (m) => m['ready'] === true)));
        const done = children.map((c) => nextMessage<{ inserted: string[]; seenOther: boolean }>(c, (m) => m['done'] === true));
        for (const c of children) c.send('go');
        const results = await Promise.all(done);
        const expected = results.flatMap((r) => r.inserted);
        expect(expected).toHaveLength(2 * perInstance);
        expect(results.some((r) => r.seenOther)).toBe(true);
        const store = await PostgresStore.open(PG_URL, { schema: s });
        const all = await store.query({ limit: 1000 });
        expect(new Set(all.map((r) => r.claim_id))).toEqual(new Set(expected));
        expect(await store.query({ billing_provider_npi: 1234567890, limit: 1000 })).toHaveLength(perInstance);
        await store.close();
      } finally {
        await Promise.all(children.map((c) => kill(c)));
      }
    });
  });

  const haveServerBinaries = spawnSync('bash', ['-c', 'command -v pg_ctl || ls /usr/lib/postgresql/*/bin/pg_ctl'], { stdio: 'ignore' }).status === 0;
  const outage = haveServerBinaries ? describe : describe.skip;
  outage(`PostgreSQL store across a database restart${haveServerBinaries ? '' : ' (skipped: no PostgreSQL server binaries to start a private cluster)'}`, () => {
    // A private cluster: stopping the shared test server would disturb other suites.
    let env: NodeJS.ProcessEnv;
    let url: string;
    let dir: string;
    const server = (command: 'start' | 'stop' | 'destroy'): string => execFileSync('bash', [SCRIPT, command], { env, encoding: 'utf8' }).trim();

    beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), 'clinval-pg-outage-'));
      env = { ...process.env, CLINVAL_TEST_PG_DIR: dir, CLINVAL_TEST_PG_PORT: String(await freePort()) };
      url = server('start');
    });

    afterAll(() => {
      server('destroy');
      rmSync(dir, { recursive: true, force: true });
    });

    it('answers StoreUnavailableError and unhealthy while the database is down, and recovers when it is back', async () => {
      const warnings: string[] = [];
      const store = await PostgresStore.open(url, { connectionTimeoutMs: 2000, warn: (m) => warnings.push(m) });
      try {
        const before = makeRecord({ claim_id: 'before-outage' });
        await store.insert(before);
        expect(await store.healthy()).toBe(true);

        server('stop');
        await expect(store.insert(makeRecord({ claim_id: 'during-outage' }))).rejects.toThrow(StoreUnavailableError);
        await expect(store.get('before-outage')).rejects.toThrow(StoreUnavailableError);
        await expect(store.query({ limit: 10 })).rejects.toThrow(StoreUnavailableError);
        expect(await store.healthy()).toBe(false);

        server('start');
        const deadline = Date.now() + 30_000;
        while (!(await store.healthy()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
        expect(await store.healthy()).toBe(true);
        const after = makeRecord({ claim_id: 'after-outage' });
        await store.insert(after);
        expect(await store.get('before-outage')).toStrictEqual(before);
        expect((await store.query({ limit: 10 })).map((r) => r.claim_id)).toEqual(['after-outage', 'before-outage']);
        for (const w of warnings) expect(w).toMatch(/^lost an idle PostgreSQL connection/);
      } finally {
        await store.close();
      }
    });
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}
