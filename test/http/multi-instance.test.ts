import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';

/**
 * Two built service processes (`node dist/adapters/http/server.js`, as `npm start` runs it) on one
 * PostgreSQL database: validates on both, interleaved with queries on the other, and nothing is
 * lost. Needs CLINVAL_TEST_PG_URL (scripts/pg-test-server.sh start) and a build (`npm test` builds).
 */
const PG_URL = process.env.CLINVAL_TEST_PG_URL ?? '';
const server = join(__dirname, '..', '..', 'dist', 'adapters', 'http', 'server.js');
const why = !PG_URL ? ' (skipped: CLINVAL_TEST_PG_URL is unset)' : !existsSync(server) ? ' (skipped: run npm run build first)' : '';
const KEY = 'multi-instance-test-key-0123456789';

interface Instance {
  readonly child: ChildProcess;
  readonly url: string;
}

function startInstance(storeUrl: string, dataDir: string): Promise<Instance> {
  const child = spawn(process.execPath, [server], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', CLINVAL_STORE_URL: storeUrl, CLINVAL_DATA_DIR: dataDir, CLINVAL_SERVICE_KEYS: KEY, CLINVAL_LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    // A guard against a hang, not a speed test: two instances compile every pack at once on a shared
    // two-core runner, next to the other test workers.
    // One that never starts is killed, so it cannot keep the test run alive.
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`service did not start: ${out}`));
    }, 90_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /serving (http:\/\/\S+)/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve({ child, url: match[1]! });
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`service exited with ${code}: ${out}`));
    });
  });
}

async function stopInstance(instance: Instance): Promise<number | null> {
  if (instance.child.exitCode !== null) return instance.child.exitCode;
  const exited = new Promise<number | null>((resolve) => instance.child.once('exit', resolve));
  instance.child.kill('SIGTERM');
  return exited;
}

async function call(instance: Instance, path: string, body: unknown): Promise<{ status: number; json: unknown }> {
  const response = await fetch(`${instance.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', SERVICE_KEY: KEY },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : undefined };
}

function claimFor(i: number, npi: number) {
  return {
    claim: {
      date_of_service_start: '2025-03-01',
      date_of_service_end: '2025-03-05',
      billing_provider_npi: npi,
      principal_diagnosis: { code: 'N17.9' },
      secondary_diagnosis: [{ code: 'E87.1' }],
    },
    discharge_summary: { text: `HOSPITAL COURSE: Acute kidney injury, creatinine 2.${i % 10} from baseline 0.9, given IV fluids. Sodium 128 on admission.` },
  };
}

(why ? describe.skip : describe)(`two service processes on one PostgreSQL database${why}`, () => {
  const schema = `clinval_multi_${process.pid}_${Date.now()}`;
  const dataDirs: string[] = [];
  let a: Instance;
  let b: Instance;

  beforeAll(async () => {
    const u = new URL(PG_URL);
    u.searchParams.set('options', `-c search_path=${schema}`);
    const storeUrl = u.toString();
    for (let i = 0; i < 2; i++) dataDirs.push(mkdtempSync(join(tmpdir(), 'clinval-multi-')));
    // Started together: their migrations race on the empty schema.
    const started = await Promise.allSettled([startInstance(storeUrl, dataDirs[0]!), startInstance(storeUrl, dataDirs[1]!)]);
    const failed = started.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) {
      // The one that did start is stopped too, or it would outlive the run.
      await Promise.all(started.flatMap((r) => (r.status === 'fulfilled' ? [stopInstance(r.value)] : [])));
      throw failed.reason;
    }
    [a, b] = started.map((r) => (r as PromiseFulfilledResult<Instance>).value) as [Instance, Instance];
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a, b].filter(Boolean).map(stopInstance));
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    const client = new Client({ connectionString: PG_URL });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await client.end();
  });

  it('validates on both, each sees the other at once, and nothing is lost', async () => {
    const perInstance = 15;
    const ids: string[] = [];
    await Promise.all(
      [a, b].map(async (self, n) => {
        const other = n === 0 ? b : a;
        for (let i = 0; i < perInstance; i++) {
          const made = await call(self, '/validate', claimFor(i, n === 0 ? 1234567893 : 1245319599));
          expect(made.status).toBe(200);
          const { claim_id } = made.json as { claim_id: string };
          ids.push(claim_id);
          // Stateless instances: the other one answers for it straight away.
          const seen = await call(other, '/query', { claim_id });
          expect(seen.status).toBe(200);
          expect((seen.json as { claim_id: string }[]).map((r) => r.claim_id)).toEqual([claim_id]);
        }
      }),
    );
    const all = await call(a, '/query', { limit: 1000 });
    expect(new Set((all.json as { claim_id: string }[]).map((r) => r.claim_id))).toEqual(new Set(ids));
    const byProvider = await call(b, '/query', { billing_provider_npi: 1234567893, limit: 1000 });
    expect((byProvider.json as unknown[]).length).toBe(perInstance);
  }, 60_000);

  it('stops gracefully on SIGTERM', async () => {
    expect(await stopInstance(a)).toBe(0);
    expect(await stopInstance(b)).toBe(0);
  });
});
