import { encodeQueryAnswer, StoreUnavailableError, toQueryAnswer, type ClaimStore, type StoredAnalysis } from '../../adapters/store/claim-store';
import { makeRecord, TRICKY_TEXT } from './support/records';

/** One store's data under test: every `open()` opens a store on the same data. */
export interface StoreHarness {
  open(): Promise<ClaimStore>;
  /** Deletes the data (after the stores were closed). */
  destroy(): Promise<void>;
}

const ids = (records: readonly StoredAnalysis[]): string[] => records.map((r) => r.claim_id);
const parsed = (answers: readonly Buffer[]): unknown[] => answers.map((a) => JSON.parse(a.toString('utf8')) as unknown);

/**
 * The ClaimStore contract (claim-store.ts, design.md "Decisions" on /query), run against every
 * implementation: `makeHarness` gives fresh, empty data for each test.
 */
export function runStoreContract(name: string, makeHarness: () => Promise<StoreHarness>): void {
  describe(`${name}: ClaimStore contract`, () => {
    let harness: StoreHarness;
    let store: ClaimStore;

    beforeEach(async () => {
      harness = await makeHarness();
      store = await harness.open();
    });

    afterEach(async () => {
      await store.close();
      await harness.destroy();
    });

    it('returns an inserted analysis by claim_id, equal to what was inserted', async () => {
      const record = makeRecord({ date_of_service_start: '2025-01-01', date_of_service_end: '2025-01-04', billing_provider_npi: 1234567893 });
      await store.insert(record);
      expect(await store.get(record.claim_id)).toStrictEqual(record);
    });

    it('answers undefined for an unknown claim_id, and [] for a query on an empty store', async () => {
      expect(await store.get('no-such-claim')).toBeUndefined();
      expect(await store.query({ limit: 10 })).toEqual([]);
      expect(await store.query({ claim_id: 'no-such-claim', limit: 10 })).toEqual([]);
    });

    describe('query filters combine with AND', () => {
      const A = makeRecord({ claim_id: 'filter-a', analyzed_at: '2025-03-01T08:00:00.000Z', date_of_service_start: '2025-01-01', date_of_service_end: '2025-01-05', billing_provider_npi: 1234567893 });
      const B = makeRecord({ claim_id: 'filter-b', analyzed_at: '2025-03-01T09:00:00.000Z', date_of_service_start: '2025-01-03', date_of_service_end: '2025-01-10', billing_provider_npi: 1234567893 });
      const C = makeRecord({ claim_id: 'filter-c', analyzed_at: '2025-03-01T10:00:00.000Z', date_of_service_start: '2025-01-05', date_of_service_end: '2025-01-06', billing_provider_npi: 1003000126 });
      const D = makeRecord({ claim_id: 'filter-d', analyzed_at: '2025-03-01T11:00:00.000Z' });
      const E = makeRecord({ claim_id: 'filter-e', analyzed_at: '2025-03-01T12:00:00.000Z', date_of_service_start: '2025-02-01', date_of_service_end: '2025-02-02', billing_provider_npi: 2987654321 });

      beforeEach(async () => {
        for (const r of [C, A, E, B, D]) await store.insert(r);
      });

      it('with no filter: everything, newest first', async () => {
        expect(ids(await store.query({ limit: 10 }))).toEqual(['filter-e', 'filter-d', 'filter-c', 'filter-b', 'filter-a']);
      });

      it('date_of_service_start: service started on or after (inclusive); claims without the date never match', async () => {
        expect(ids(await store.query({ date_of_service_start: '2025-01-03', limit: 10 }))).toEqual(['filter-e', 'filter-c', 'filter-b']);
      });

      it('date_of_service_end: service ended on or before (inclusive)', async () => {
        expect(ids(await store.query({ date_of_service_end: '2025-01-06', limit: 10 }))).toEqual(['filter-c', 'filter-a']);
      });

      it('billing_provider_npi: exact, including NPIs above int32', async () => {
        expect(ids(await store.query({ billing_provider_npi: 1234567893, limit: 10 }))).toEqual(['filter-b', 'filter-a']);
        expect(ids(await store.query({ billing_provider_npi: 2987654321, limit: 10 }))).toEqual(['filter-e']);
        expect(ids(await store.query({ billing_provider_npi: 2987654321 - 2 ** 32, limit: 10 }))).toEqual([]); // its int32 wrap
        expect(ids(await store.query({ billing_provider_npi: 9999999999, limit: 10 }))).toEqual([]);
      });

      it('every filter at once', async () => {
        const filter = { billing_provider_npi: 1234567893, date_of_service_start: '2025-01-02', date_of_service_end: '2025-01-10', limit: 10 };
        expect(ids(await store.query(filter))).toEqual(['filter-b']);
        expect(ids(await store.query({ ...filter, claim_id: 'filter-b' }))).toEqual(['filter-b']);
        expect(ids(await store.query({ ...filter, claim_id: 'filter-a' }))).toEqual([]);
      });

      it('claim_id: exact, and ANDed with the rest', async () => {
        expect(await store.query({ claim_id: 'filter-c', limit: 10 })).toStrictEqual([C]);
        expect(await store.query({ claim_id: 'filter-c', billing_provider_npi: 1234567893, limit: 10 })).toEqual([]);
        expect(await store.query({ claim_id: 'filter-', limit: 10 })).toEqual([]);
        expect(await store.query({ claim_id: 'FILTER-C', limit: 10 })).toEqual([]);
      });

      it('returns whole analyses equal to the inserted ones', async () => {
        expect(await store.query({ billing_provider_npi: 1234567893, limit: 10 })).toStrictEqual([B, A]);
      });
    });

    it('queryAnswers: what query finds, each as its /v2/query answer in JSON, in the same order', async () => {
      const npi = 1234567893;
      const records = [
        makeRecord({ text: TRICKY_TEXT, billing_provider_npi: npi, analyzed_at: '2025-04-01T00:00:01.000Z' }),
        makeRecord({ billing_provider_npi: npi, analyzed_at: '2025-04-01T00:00:02.000Z' }),
        makeRecord({ text: 'pasted \u0000 from a PDF, a lone \ud800 surrogate', analyzed_at: '2025-04-01T00:00:03.000Z' }),
      ];
      for (const r of records) await store.insert(r);
      const [tricky, plain, nul] = records as [StoredAnalysis, StoredAnalysis, StoredAnalysis];
      const filters = [{ limit: 10 }, { limit: 2 }, { billing_provider_npi: npi, limit: 10 }, { claim_id: nul.claim_id, limit: 1 }, { claim_id: 'no-such-claim', limit: 10 }, { claim_id: tricky.claim_id, billing_provider_npi: 1, limit: 10 }];
      for (const filter of filters) {
        const answers = await store.queryAnswers(filter);
        expect(answers.map((a) => a.toString('utf8'))).toEqual((await store.query(filter)).map((r) => encodeQueryAnswer(r).toString('utf8')));
      }
      // Against what was inserted, not only against query: the public fields, nothing internal.
      expect(parsed(await store.queryAnswers({ limit: 10 }))).toStrictEqual([nul, plain, tricky].map(toQueryAnswer));
      const [one] = parsed(await store.queryAnswers({ claim_id: tricky.claim_id, limit: 1 })) as Record<string, unknown>[];
      expect(Object.keys(one ?? {})).toEqual(['claim_id', 'claim', 'discharge_summary', 'validation']);
      await expect(store.queryAnswers({ limit: 0 })).rejects.toThrow(RangeError);
    });

    it('orders newest first by analyzed_at as a time, ties by insertion order (later first)', async () => {
      const at = '2025-05-05T05:05:05.000Z';
      const x = makeRecord({ claim_id: 'tie-x', analyzed_at: at });
      const y = makeRecord({ claim_id: 'tie-y', analyzed_at: at });
      const z = makeRecord({ claim_id: 'tie-z', analyzed_at: at });
      // Inserted last but analysed earlier; and a time without milliseconds, which sorts wrong as a string.
      const older = makeRecord({ claim_id: 'older', analyzed_at: '2025-05-05T05:05:04.500Z' });
      const newer = makeRecord({ claim_id: 'newer', analyzed_at: '2025-05-05T05:05:06Z' });
      for (const r of [x, y, newer, z, older]) await store.insert(r);
      expect(ids(await store.query({ limit: 10 }))).toEqual(['newer', 'tie-z', 'tie-y', 'tie-x', 'older']);
      expect(ids(await store.query({ limit: 10 }))).toEqual(ids(await store.query({ limit: 10 }))); // deterministic
    });

    it('returns at most limit analyses, the newest', async () => {
      const records = Array.from({ length: 25 }, (_, i) => makeRecord({ analyzed_at: new Date(Date.UTC(2025, 6, 1, 0, i)).toISOString() }));
      for (const r of records) await store.insert(r);
      const newestFirst = ids(records).reverse();
      expect(ids(await store.query({ limit: 10 }))).toEqual(newestFirst.slice(0, 10));
      expect(ids(await store.query({ limit: 1 }))).toEqual(newestFirst.slice(0, 1));
      expect(ids(await store.query({ limit: 1000 }))).toEqual(newestFirst);
    });

    it('refuses a limit outside 1..1000', async () => {
      for (const limit of [0, -1, 1001, 2.5]) await expect(store.query({ limit })).rejects.toThrow(RangeError);
    });

    it('round-trips records exactly: CRLF, tabs, non-ASCII, astral characters, U+0000, unpaired surrogates', async () => {
      const tricky = makeRecord({ text: TRICKY_TEXT });
      const nul = makeRecord({ text: 'pasted from a PDF:\u0000\u0000 end \ud800 lone \udc00 surrogates\r\n' });
      const long = makeRecord({ text: `${TRICKY_TEXT}\r\n`.repeat(30).slice(0, 5000) });
      for (const r of [tricky, nul, long]) await store.insert(r);
      for (const r of [tricky, nul, long]) {
        const back = await store.get(r.claim_id);
        expect(back).toStrictEqual(r);
        expect(back?.discharge_summary.text).toBe(r.discharge_summary.text);
        const evidence = back?.validation[0]?.determination.evidence[0]?.source;
        if (evidence) expect(back?.discharge_summary.text.slice(evidence.start_index, evidence.end_index)).toBe(evidence.text);
      }
      expect(await store.query({ claim_id: nul.claim_id, limit: 1 })).toStrictEqual([nul]);
    });

    it('accepts any claim_id string: case, punctuation, non-ASCII, path-like', async () => {
      const odd = ['Claim-UPPER', 'c/with/slashes', '../../escape', 'spaces and %25 percent', '\u00c4\u00d6\u00dc-\u6025-\ud83d\udc89', '.hidden', 'x'.repeat(60)];
      for (const claim_id of odd) await store.insert(makeRecord({ claim_id }));
      for (const claim_id of odd) expect((await store.get(claim_id))?.claim_id).toBe(claim_id);
      expect(await store.get('claim-upper')).toBeUndefined();
      expect(ids(await store.query({ limit: 100 })).sort()).toEqual([...odd].sort());
    });

    it('loses nothing under concurrent inserts', async () => {
      const records = Array.from({ length: 120 }, (_, i) => makeRecord({ billing_provider_npi: 1000000000 + (i % 3) }));
      await Promise.all(records.map((r) => store.insert(r)));
      expect(new Set(ids(await store.query({ limit: 1000 })))).toEqual(new Set(ids(records)));
      expect((await store.query({ billing_provider_npi: 1000000001, limit: 1000 })).length).toBe(40);
      for (const r of records) expect(await store.get(r.claim_id)).toStrictEqual(r);
    });

    it('refuses a second analysis with the same claim_id and keeps the first', async () => {
      const first = makeRecord({ claim_id: 'dup-1' });
      await store.insert(first);
      await expect(store.insert(makeRecord({ claim_id: 'dup-1' }))).rejects.toThrow(/dup-1.*already stored/);
      const racing = await Promise.allSettled([store.insert(makeRecord({ claim_id: 'dup-2' })), store.insert(makeRecord({ claim_id: 'dup-2' }))]);
      expect(racing.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
      expect(await store.get('dup-1')).toStrictEqual(first);
      expect(ids(await store.query({ limit: 10 })).sort()).toEqual(['dup-1', 'dup-2']);
    });

    it('refuses records without a usable claim_id or analyzed_at', async () => {
      await expect(store.insert({ ...makeRecord(), claim_id: '' })).rejects.toThrow(TypeError);
      await expect(store.insert({ ...makeRecord(), analyzed_at: 'yesterday' })).rejects.toThrow(TypeError);
      expect(await store.query({ limit: 10 })).toEqual([]);
    });

    it('keeps analyses across close and reopen', async () => {
      const records = [makeRecord({ text: TRICKY_TEXT, billing_provider_npi: 2987654321 }), makeRecord(), makeRecord()];
      for (const r of records) await store.insert(r);
      await store.close();
      store = await harness.open();
      for (const r of records) expect(await store.get(r.claim_id)).toStrictEqual(r);
      expect(ids(await store.query({ limit: 10 }))).toEqual(ids(records).reverse());
      expect(parsed(await store.queryAnswers({ limit: 10 }))).toStrictEqual([...records].reverse().map(toQueryAnswer));
      const later = makeRecord();
      await store.insert(later);
      expect(ids(await store.query({ limit: 1 }))).toEqual([later.claim_id]);
    });

    it('is healthy while open; close is idempotent; a closed store answers StoreUnavailableError', async () => {
      expect(await store.healthy()).toBe(true);
      await Promise.all([store.close(), store.close()]);
      await store.close();
      expect(await store.healthy()).toBe(false);
      await expect(store.insert(makeRecord())).rejects.toThrow(StoreUnavailableError);
      await expect(store.get('x')).rejects.toThrow(StoreUnavailableError);
      await expect(store.query({ limit: 1 })).rejects.toThrow(StoreUnavailableError);
      await expect(store.queryAnswers({ limit: 1 })).rejects.toThrow(StoreUnavailableError);
    });
  });
}
