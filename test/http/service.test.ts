import { StoreUnavailableError, type ClaimStore } from '../../adapters/store/claim-store';
import { claim, KEY, ROTATED_KEY, startTestService, storesUnderTest, SUMMARY, type TestService } from './harness';

// A service start and its first validation read every pack and the model: past jest's 5 s default on a
// shared 2-core machine that is busy, as auth.test.ts found for two services.
jest.setTimeout(30_000);

/**
 * The HTTP contract over real HTTP, on every store: statuses, validation rules, auth, query
 * semantics. Each status is asserted with its X-Error-Reason and an empty body.
 */
describe.each(storesUnderTest)('service on the $name', (storeUnderTest) => {
  if (storeUnderTest.skip) {
    it.skip(`(skipped: ${storeUnderTest.skip})`, () => undefined);
    return;
  }
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService(storeUnderTest);
  });
  afterAll(async () => {
    await service.stop();
  });

  async function expectRefusal(response: Response, status: number, reason: RegExp): Promise<void> {
    expect({ status: response.status, reason: response.headers.get('x-error-reason') }).toEqual({ status, reason: expect.stringMatching(reason) });
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await response.text()).toBe('');
  }

  describe('POST /v2/validate', () => {
    it('returns a claim_id and one determination per distinct diagnosis, in claim order', async () => {
      const response = await service.post('/validate', {
        claim: claim({ admitting_diagnosis: { code: 'n179' } }),
        discharge_summary: { text: SUMMARY },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      const body = (await response.json()) as { claim_id: string; validation: { diagnosis: { code: string }; determination: { result: string; confidence: number; evidence: { source: { start_index: number; end_index: number; text: string } }[] } }[] };
      expect(Object.keys(body).sort()).toEqual(['claim_id', 'validation']);
      expect(body.claim_id).toMatch(/^[0-9a-f-]{36}$/);
      // N17.9 and n179 are one diagnosis; the response echoes it as sent first.
      expect(body.validation.map((v) => v.diagnosis.code)).toEqual(['N17.9', 'I10']);
      const aki = body.validation[0]!.determination;
      expect(aki.result).toBe('Supported');
      expect(aki.confidence).toBeGreaterThan(0);
      expect(aki.confidence).toBeLessThanOrEqual(1);
      for (const e of body.validation.flatMap((v) => v.determination.evidence)) {
        expect(SUMMARY.slice(e.source.start_index, e.source.end_index)).toBe(e.source.text);
      }
    });

    it.each([
      ['a body without claim', { discharge_summary: { text: SUMMARY } }, /^claim: /],
      ['a claim without any diagnosis', { claim: claim({ principal_diagnosis: undefined, secondary_diagnosis: [] }), discharge_summary: { text: SUMMARY } }, /at least one diagnosis/],
      ['a missing summary', { claim: claim() }, /^discharge_summary: /],
      ['an empty summary', { claim: claim(), discharge_summary: { text: '' } }, /^discharge_summary\.text: /],
      ['a blank summary', { claim: claim(), discharge_summary: { text: ' \r\n ' } }, /^discharge_summary\.text: must not be blank/],
      ['a code that is not ICD-10-CM', { claim: claim({ principal_diagnosis: { code: 'XYZ' } }), discharge_summary: { text: SUMMARY } }, /^claim\.principal_diagnosis\.code: not an ICD-10-CM code/],
      ['a secondary code that is not ICD-10-CM', { claim: claim({ secondary_diagnosis: [{ code: 'I10' }, { code: '99213' }] }), discharge_summary: { text: SUMMARY } }, /^claim\.secondary_diagnosis\[1\]\.code: /],
      ['an unknown POA value', { claim: claim({ principal_diagnosis: { code: 'N17.9', present_on_admission: 'X' } }), discharge_summary: { text: SUMMARY } }, /present_on_admission/],
      ['an impossible date', { claim: claim({ date_of_service_end: '2025-02-30' }), discharge_summary: { text: SUMMARY } }, /date_of_service_end: not a calendar date/],
      ['a date in another format', { claim: claim({ date_of_service_start: '03/01/2025' }), discharge_summary: { text: SUMMARY } }, /date_of_service_start: expected a date YYYY-MM-DD/],
      ['start after end', { claim: claim({ date_of_service_start: '2025-03-09' }), discharge_summary: { text: SUMMARY } }, /after date_of_service_end/],
      ['a negative NPI', { claim: claim({ billing_provider_npi: -1 }), discharge_summary: { text: SUMMARY } }, /billing_provider_npi: must not be negative/],
      ['an 11-digit NPI', { claim: claim({ billing_provider_npi: 12345678901 }), discharge_summary: { text: SUMMARY } }, /billing_provider_npi: at most 10 digits/],
      ['a fractional NPI', { claim: claim({ billing_provider_npi: 12.5 }), discharge_summary: { text: SUMMARY } }, /billing_provider_npi: expected an integer/],
      ['discharge_status 101', { claim: claim({ discharge_status: 101 }), discharge_summary: { text: SUMMARY } }, /discharge_status: must be 0..100/],
      ['discharge_status as a string', { claim: claim({ discharge_status: '01' }), discharge_summary: { text: SUMMARY } }, /discharge_status: expected/],
      ['a procedure that is not ICD-10-PCS', { claim: claim({ procedures: [{ code: '123' }] }), discharge_summary: { text: SUMMARY } }, /procedures\[0\]\.code: not an ICD-10-PCS code/],
    ])('refuses %s with 400 and stores nothing', async (_name, body, reason) => {
      const before = await countStored(service);
      await expectRefusal(await service.post('/validate', body), 400, reason);
      expect(await countStored(service)).toBe(before);
    });

    it('accepts an NPI above int32 (real NPIs are 10 digits), as the design documents', async () => {
      expect((await service.post('/validate', { claim: claim({ billing_provider_npi: 9999999999 }), discharge_summary: { text: SUMMARY } })).status).toBe(200);
    });

    it('ignores unknown fields and does not store them', async () => {
      const response = await service.post('/validate', { claim: { ...claim(), patient_name: 'X' }, discharge_summary: { text: SUMMARY, mrn: '123' }, extra: true });
      expect(response.status).toBe(200);
      const { claim_id } = (await response.json()) as { claim_id: string };
      const [stored] = (await (await service.post('/query', { claim_id })).json()) as { claim: Record<string, unknown>; discharge_summary: Record<string, unknown> }[];
      expect(stored!.claim).not.toHaveProperty('patient_name');
      expect(Object.keys(stored!.discharge_summary)).toEqual(['text']);
    });

    it('refuses malformed JSON with 400', async () => {
      await expectRefusal(await service.post('/validate', '{"claim": '), 400, /not valid JSON/);
    });

    it('refuses a body that is not JSON with 415', async () => {
      await expectRefusal(await service.post('/validate', 'claim=1', { 'content-type': 'text/plain' }), 415, /application\/json/);
    });

    it('answers GET with 405', async () => {
      const response = await fetch(`${service.url}/validate`, { headers: { SERVICE_KEY: KEY } });
      await expectRefusal(response, 405, /POST/);
    });
  });

  describe('POST /v2/query', () => {
    const ids: string[] = [];
    let npi = 0;
    beforeAll(async () => {
      npi = 1000000000 + Math.floor(Math.random() * 8999999999);
      // Three claims for one provider, on distinct service dates, analysed in order.
      for (const [start, end] of [['2024-01-01', '2024-01-05'], ['2024-02-01', '2024-02-03'], ['2024-03-10', '2024-03-12']] as const) {
        const r = await service.post('/validate', { claim: claim({ billing_provider_npi: npi, date_of_service_start: start, date_of_service_end: end }), discharge_summary: { text: SUMMARY } });
        ids.push(((await r.json()) as { claim_id: string }).claim_id);
      }
    });

    it('finds a claim by claim_id with its claim, summary and validation', async () => {
      const response = await service.post('/query', { claim_id: ids[1] });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      const raw = await response.clone().text();
      expect(Number(response.headers.get('content-length'))).toBe(Buffer.byteLength(raw));
      if (storeUnderTest.name === 'file store') {
        // Byte for byte what Koa's JSON.stringify of the stored objects sent (PostgreSQL's JSONB
        // does not keep key order inside the claim, so there only the values are compared below).
        const sent = claim({ secondary_diagnosis: [{ code: 'i10' }, { code: 'E871', present_on_admission: 'W' }] });
        const validated = await service.post('/validate', { claim: sent, discharge_summary: { text: SUMMARY } });
        const { claim_id, validation } = (await validated.json()) as { claim_id: string; validation: unknown };
        expect(await (await service.post('/query', { claim_id })).text()).toBe(JSON.stringify([{ claim_id, claim: sent, discharge_summary: { text: SUMMARY }, validation }]));
      }
      const rows = (await response.json()) as { claim_id: string; claim: { date_of_service_start: string }; discharge_summary: { text: string }; validation: unknown[] }[];
      expect(rows).toHaveLength(1);
      expect(Object.keys(rows[0]!).sort()).toEqual(['claim', 'claim_id', 'discharge_summary', 'validation']);
      expect(rows[0]!.claim_id).toBe(ids[1]);
      expect(rows[0]!.claim.date_of_service_start).toBe('2024-02-01');
      expect(rows[0]!.discharge_summary.text).toBe(SUMMARY);
      expect(rows[0]!.validation).toHaveLength(2);
    });

    it('answers 404 for an unknown claim_id', async () => {
      await expectRefusal(await service.post('/query', { claim_id: '00000000-0000-4000-8000-000000000000' }), 404, /unknown claim_id/);
    });

    it('combines filters with AND and returns the newest analysis first', async () => {
      const byNpi = (await (await service.post('/query', { billing_provider_npi: npi })).json()) as { claim_id: string }[];
      expect(byNpi.map((r) => r.claim_id)).toEqual([...ids].reverse());
      const window = (await (await service.post('/query', { billing_provider_npi: npi, date_of_service_start: '2024-01-15', date_of_service_end: '2024-02-28' })).json()) as { claim_id: string }[];
      expect(window.map((r) => r.claim_id)).toEqual([ids[1]]);
      const none = await service.post('/query', { billing_provider_npi: npi, date_of_service_start: '2025-01-01' });
      expect(none.status).toBe(200);
      expect(await none.json()).toEqual([]);
      const mismatch = await service.post('/query', { claim_id: ids[0], date_of_service_start: '2024-02-01' });
      expect(await mismatch.json()).toEqual([]);
    });

    it('honours limit, defaults to 10, and refuses 0 and 1001', async () => {
      expect(((await (await service.post('/query', { billing_provider_npi: npi, limit: 2 })).json()) as unknown[]).length).toBe(2);
      for (let i = 0; i < 9; i++) await service.post('/validate', { claim: claim(), discharge_summary: { text: SUMMARY } });
      expect(((await (await service.post('/query', {})).json()) as unknown[]).length).toBe(10);
      const noBody = await fetch(`${service.url}/query`, { method: 'POST', headers: { SERVICE_KEY: KEY } });
      expect(((await noBody.json()) as unknown[]).length).toBe(10);
      await expectRefusal(await service.post('/query', { limit: 0 }), 400, /^limit: must be 1..1000/);
      await expectRefusal(await service.post('/query', { limit: 1001 }), 400, /^limit: must be 1..1000/);
      expect((await service.post('/query', { limit: 1000 })).status).toBe(200);
    });

    it('refuses bad filters with 400', async () => {
      await expectRefusal(await service.post('/query', { date_of_service_start: '2024-13-01' }), 400, /^date_of_service_start: /);
      await expectRefusal(await service.post('/query', { billing_provider_npi: 'abc' }), 400, /^billing_provider_npi: expected/);
      await expectRefusal(await service.post('/query', { limit: 2.5 }), 400, /^limit: expected an integer/);
      await expectRefusal(await service.post('/query', '[1,2]'), 400, /body: expected object/);
    });
  });

  describe('auth', () => {
    it('refuses a missing key, a wrong key, and accepts a rotated one', async () => {
      const body = { claim_id: 'x' };
      await expectRefusal(await fetch(`${service.url}/query`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }), 401, /missing SERVICE_KEY/);
      await expectRefusal(await service.post('/query', body, { SERVICE_KEY: `${KEY}x` }), 401, /invalid SERVICE_KEY/);
      expect((await service.post('/query', {}, { SERVICE_KEY: ROTATED_KEY })).status).toBe(200);
    });

    it('checks the key on unknown routes too (fail closed), and serves health without one', async () => {
      await expectRefusal(await fetch(`${service.url}/anything`, { method: 'POST' }), 401, /missing SERVICE_KEY/);
      const health = await fetch(`${service.url}/health`);
      expect(health.status).toBe(200);
      expect(await health.text()).toBe('');
      await expectRefusal(await fetch(`${service.url}/nothing`, { method: 'POST', headers: { SERVICE_KEY: KEY } }), 404, /no such route/);
    });
  });
});

async function countStored(service: TestService): Promise<number> {
  const r = await service.post('/query', { limit: 1000 });
  return ((await r.json()) as unknown[]).length;
}

describe.each(storesUnderTest.filter((s) => !s.skip))('limits and failures on the $name', (storeUnderTest) => {
  it('refuses a body over the limit with 413 before reading it all', async () => {
    const service = await startTestService(storeUnderTest, { maxBodyBytes: 2048 });
    try {
      const response = await service.post('/validate', { claim: claim(), discharge_summary: { text: 'x'.repeat(5000) } });
      expect(response.status).toBe(413);
      expect(response.headers.get('x-error-reason')).toMatch(/larger than 2048 bytes/);
    } finally {
      await service.stop();
    }
  });

  it('answers 503 with Retry-After when the store is down, and recovers', async () => {
    let down = true;
    const service = await startTestService(storeUnderTest, {}, (store) => flaky(store, () => down));
    try {
      const refused = await service.post('/validate', { claim: claim(), discharge_summary: { text: SUMMARY } });
      expect({ status: refused.status, retry: refused.headers.get('retry-after'), reason: refused.headers.get('x-error-reason') }).toEqual({ status: 503, retry: '1', reason: 'store unavailable' });
      expect((await fetch(`${service.url}/health`)).status).toBe(503);
      down = false;
      expect((await service.post('/validate', { claim: claim(), discharge_summary: { text: SUMMARY } })).status).toBe(200);
      expect((await fetch(`${service.url}/health`)).status).toBe(200);
    } finally {
      await service.stop();
    }
  });

  it('answers 503 beyond the analyses in flight instead of queueing', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    const service = await startTestService(storeUnderTest, { maxInFlight: 1 }, (store) => ({ ...bind(store), insert: async (rec) => (await gate, store.insert(rec)) }));
    try {
      const first = service.post('/validate', { claim: claim(), discharge_summary: { text: SUMMARY } });
      await new Promise((r) => setTimeout(r, 100));
      const second = await service.post('/validate', { claim: claim(), discharge_summary: { text: SUMMARY } });
      expect({ status: second.status, retry: second.headers.get('retry-after') }).toEqual({ status: 503, retry: '1' });
      release();
      expect((await first).status).toBe(200);
    } finally {
      release();
      await service.stop();
    }
  });

  it('answers 500 with no body and no stack when something unexpected fails', async () => {
    const service = await startTestService(storeUnderTest, {}, (store) => ({ ...bind(store), queryAnswers: () => Promise.reject(new TypeError('boom at line 3 of a secret note')) }));
    try {
      const response = await service.post('/query', {});
      expect({ status: response.status, reason: response.headers.get('x-error-reason'), body: await response.text() }).toEqual({ status: 500, reason: 'internal error', body: '' });
    } finally {
      await service.stop();
    }
  });
});

function bind(store: ClaimStore): ClaimStore {
  return {
    kind: store.kind,
    insert: (r) => store.insert(r),
    get: (id) => store.get(id),
    query: (f) => store.query(f),
    queryAnswers: (f) => store.queryAnswers(f),
    healthy: () => store.healthy(),
    close: () => store.close(),
  };
}

function flaky(store: ClaimStore, isDown: () => boolean): ClaimStore {
  const guard = <T>(fn: () => Promise<T>): Promise<T> => (isDown() ? Promise.reject(new StoreUnavailableError('test: store down')) : fn());
  return {
    kind: store.kind,
    insert: (r) => guard(() => store.insert(r)),
    get: (id) => guard(() => store.get(id)),
    query: (f) => guard(() => store.query(f)),
    queryAnswers: (f) => guard(() => store.queryAnswers(f)),
    healthy: async () => !isDown() && (await store.healthy()),
    close: () => store.close(),
  };
}
