import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import type { ClaimStore } from '../../adapters/store/claim-store';
import { openStore } from '../../adapters/store';
import type { ServiceConfig } from '../../adapters/http/config';
import { startService, type RunningService } from '../../adapters/http/server';

export const KEY = 'test-key-0123456789abcdef';
export const ROTATED_KEY = 'rotated-key-fedcba9876543210';

/** A store to run the contract against; `null` when it cannot run here (with the reason). */
export interface StoreUnderTest {
  readonly name: string;
  readonly skip?: string;
  open(dataDir: string): Promise<ClaimStore>;
}

export const storesUnderTest: readonly StoreUnderTest[] = [
  { name: 'file store', open: (dataDir) => openStore({ dataDir, storeUrl: undefined }) },
  {
    name: 'PostgreSQL store',
    ...(process.env.CLINVAL_TEST_PG_URL ? {} : { skip: 'CLINVAL_TEST_PG_URL is not set (scripts/pg-test-server.sh start sets it up)' }),
    open: (dataDir) => openStore({ dataDir, storeUrl: freshSchemaUrl(process.env.CLINVAL_TEST_PG_URL ?? '') }),
  },
];

let schemaCounter = 0;
/** Each service under test gets its own schema, so tests never see each other's claims. */
function freshSchemaUrl(url: string): string {
  const u = new URL(url);
  u.searchParams.set('options', `-c search_path=clinval_test_${process.pid}_${Date.now()}_${schemaCounter++}`);
  return u.toString();
}

export interface TestService extends RunningService {
  readonly dataDir: string;
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
  stop(): Promise<void>;
}

export async function startTestService(
  storeUnderTest: StoreUnderTest,
  overrides: Partial<ServiceConfig> = {},
  wrap: (store: ClaimStore) => ClaimStore = (s) => s,
): Promise<TestService> {
  const dataDir = mkdtempSync(join(tmpdir(), 'clinval-http-'));
  const config: ServiceConfig = {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    storeUrl: undefined,
    serviceKeys: [KEY, ROTATED_KEY],
    ipAllowlist: ['127.0.0.1/8', '::1/128'],
    trustProxy: [],
    basePath: '',
    maxBodyBytes: 5 * 1024 * 1024,
    maxInFlight: 64,
    retryAfterSeconds: 1,
    planMap: {},
    logLevel: 'silent',
    ...overrides,
  };
  const store = wrap(await storeUnderTest.open(dataDir));
  const service = await startService({ config, store, logger: pino({ level: 'silent' }), announce: () => undefined });
  return {
    ...service,
    dataDir,
    post: (path, body, headers = {}) =>
      fetch(`${service.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', SERVICE_KEY: KEY, ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    stop: async () => {
      await service.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A short, realistic summary written for these tests. */
export const SUMMARY = [
  'HISTORY OF PRESENT ILLNESS:  68-year-old woman admitted with vomiting and poor intake.',
  'HOSPITAL COURSE:  Acute kidney injury: creatinine 2.6 on admission, baseline creatinine 0.9; lisinopril held and IV fluids given, creatinine 1.1 at discharge.',
  'PAST MEDICAL HISTORY:  Hypertension on amlodipine.  Family history of heart failure in her mother.',
].join('\r\n');

export function claim(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    date_of_service_start: '2025-03-01',
    date_of_service_end: '2025-03-05',
    plan_id: 'PLAN-A',
    billing_provider_npi: 1234567893,
    principal_diagnosis: { code: 'N17.9', present_on_admission: 'Y' },
    secondary_diagnosis: [{ code: 'I10', present_on_admission: 'Y' }],
    procedures: [{ code: '5A1945Z' }],
    discharge_status: 1,
    drg: '683',
    ...overrides,
  };
}
