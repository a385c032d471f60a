import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, truncateSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStore } from '../../adapters/store';
import { encodeQueryAnswer, StoreOpenError } from '../../adapters/store/claim-store';
import { FileStore, StoreCorruptionError, type FileStoreOptions } from '../../adapters/store/file-store';
import { runStoreContract } from './contract';
import { kill, nextMessage, startChild } from './support/children';
import { makeRecord } from './support/records';

jest.setTimeout(60_000);

runStoreContract('file store', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'clinval-store-'));
  const warnings: string[] = [];
  return {
    // A tiny compaction threshold, so the contract also runs through compaction and log replay.
    open: () => FileStore.open(dir, { compactionThreshold: 7, warn: (m) => warnings.push(m) }),
    destroy: async () => {
      expect(warnings).toEqual([]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
});

/** Marks note text, so a test can prove that no message ever carries it. */
const PHI = 'Jane Q. Patient, MRN 00424242';
const note = (n: number): string => `DISCHARGE SUMMARY\r\nName: ${PHI}\r\nCreatinine rose from 1.0 to 2.4 mg/dL. Case ${n}.\r\n`;

describe('file store', () => {
  let dir: string;
  let warnings: string[];
  const options = (extra: FileStoreOptions = {}): FileStoreOptions => ({ warn: (m) => warnings.push(m), ...extra });
  const open = (extra: FileStoreOptions = {}): Promise<FileStore> => FileStore.open(dir, options(extra));

  /** The record file of a claim id that needs no escaping. */
  const recordFile = (id: string): string => {
    for (const shard of readdirSync(join(dir, 'records'))) {
      const path = join(dir, 'records', shard, `${id}.json`);
      if (existsSync(path)) return path;
    }
    throw new Error(`no record file for ${id}`);
  };
  const relativeRecordFile = (id: string): string => recordFile(id).slice(dir.length + 1);

  /** A store with `n` analyses, closed again. */
  const seed = async (n: number, extra: FileStoreOptions = {}): Promise<ReturnType<typeof makeRecord>[]> => {
    const store = await open(extra);
    const records = Array.from({ length: n }, (_, i) => makeRecord({ claim_id: `seed-${i}`, text: note(i), billing_provider_npi: 1234567893 }));
    for (const r of records) await store.insert(r);
    await store.close();
    return records;
  };

  const expectNoPhi = (...messages: string[]): void => {
    for (const m of messages) expect(m).not.toContain(PHI);
  };

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'clinval-file-store-'));
    warnings = [];
  });

  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('is what openStore opens when no postgres:// URL is configured', async () => {
    const store = await openStore({ dataDir: dir, storeUrl: '' });
    expect(store.kind).toBe('file');
    await store.insert(makeRecord({ claim_id: 'via-open-store' }));
    await store.close();
    expect(readdirSync(join(dir, 'records')).length).toBe(256);
  });

  it('writes each analysis as its own self-verifying file before insert resolves', async () => {
    const store = await open();
    const record = makeRecord({ claim_id: 'on-disk', text: note(1) });
    await store.insert(record);
    const file = JSON.parse(readFileSync(recordFile('on-disk'), 'utf8')) as Record<string, unknown>;
    expect(file).toMatchObject({ format: 'clinval-analysis/1', seq: 1, record: JSON.parse(JSON.stringify(record)) });
    expect(file['sha256']).toMatch(/^[0-9a-f]{64}$/);
    expect((statSync(recordFile('on-disk')).mode & 0o777).toString(8)).toBe('600'); // PHI: owner-only
    await store.close();
  });

  it('compacts the index into lowdb shards and replays the log after a restart', async () => {
    const records = await seed(23, { compactionThreshold: 5 });
    const index = readdirSync(join(dir, 'index'));
    expect(index).toContain('manifest.json');
    expect(index.filter((f) => f.startsWith('shard-')).length).toBeGreaterThan(0);
    expect(index.filter((f) => f.startsWith('log-')).length).toBeLessThanOrEqual(2);
    const store = await open();
    expect(store.openReport).toMatchObject({ analyses: 23, reindexed: 0, rebuiltShards: [], quarantined: [] });
    for (const r of records) expect(await store.get(r.claim_id)).toStrictEqual(r);
    await store.close();
    expect(warnings).toEqual([]);
  });

  describe('folder lock', () => {
    it('refuses a second store on the same folder in the same process, with a clear message', async () => {
      const first = await open();
      await expect(open()).rejects.toThrow(StoreOpenError);
      await expect(open()).rejects.toThrow(new RegExp(`in use by process ${process.pid}.*CLINVAL_DATA_DIR`));
      await first.close();
      const again = await open();
      await again.close();
    });

    it('refuses while another live process holds the folder, and takes over once it died', async () => {
      const child = startChild('file-store-child.ts', ['hold', dir]);
      try {
        await nextMessage(child, (m) => m['ready'] === true);
        await expect(open()).rejects.toThrow(new RegExp(`in use by process ${String(child.pid)}`));
      } finally {
        await kill(child);
      }
      const store = await open();
      expect(warnings.join('\n')).toMatch(new RegExp(`took over the lock .* from process ${String(child.pid)}`));
      await store.close();
      expect(existsSync(join(dir, 'LOCK'))).toBe(false);
    });

    it('takes over a stale lock whose pid is gone', async () => {
      const dead = spawnSync(process.execPath, ['-e', '']).pid;
      writeFileSync(join(dir, 'LOCK'), JSON.stringify({ pid: dead, host: hostname(), started: null, token: 'stale', since: '2025-01-01T00:00:00Z' }));
      const store = await open();
      expect(warnings.join('\n')).toMatch(/took over the lock/);
      await store.close();
    });

    it('refuses a lock held from another host, since that process cannot be checked', async () => {
      writeFileSync(join(dir, 'LOCK'), JSON.stringify({ pid: 1, host: 'some-other-host', started: null, token: 't', since: '2025-01-01T00:00:00Z' }));
      await expect(open()).rejects.toThrow(/on host some-other-host.*delete the lock file/);
    });
  });

  it('keeps every acknowledged insert when the process is killed mid-insert', async () => {
    const child = startChild('file-store-child.ts', ['insert-loop', dir]);
    const acked: string[] = [];
    child.on('message', (m: Record<string, unknown>) => {
      if (typeof m['acked'] === 'string') acked.push(m['acked']);
    });
    try {
      await nextMessage(child, (m) => m['ready'] === true);
      await nextMessage(child, () => acked.length >= 150);
    } finally {
      await kill(child, 'SIGKILL');
    }
    const store = await open();
    for (const id of acked) expect((await store.get(id))?.claim_id).toBe(id);
    expect(store.openReport.analyses).toBeGreaterThanOrEqual(acked.length);
    // Inserts that were in flight at the kill either made it whole or were moved aside.
    for (const p of store.openReport.quarantined) expect(p.reason).toMatch(/temporary file/);
    await store.close();
    expectNoPhi(...warnings);
  });

  it('moves a leftover temp file of an unfinished insert to quarantine and starts', async () => {
    await seed(2);
    const shard = readdirSync(join(dir, 'records'))[0] ?? '';
    writeFileSync(join(dir, 'records', shard, '.half-written.1a2b3c4d.tmp'), '{"format":"clinval-analysis/1","seq":9');
    const store = await open();
    expect(store.openReport.quarantined).toEqual([{ file: `records/${shard}/.half-written.1a2b3c4d.tmp`, reason: expect.stringMatching(/never completed/) }]);
    expect(existsSync(join(store.openReport.quarantineDir ?? '', 'records', shard, '.half-written.1a2b3c4d.tmp'))).toBe(true);
    expect(warnings.join('\n')).toMatch(/moved 1 temporary file/);
    expect(await store.query({ limit: 10 })).toHaveLength(2);
    await store.close();
  });

  describe('a torn (truncated) analysis file', () => {
    let records: ReturnType<typeof makeRecord>[];
    let torn: string;

    beforeEach(async () => {
      records = await seed(5);
      torn = relativeRecordFile('seed-3');
      truncateSync(join(dir, torn), 150);
    });

    it('makes open refuse by default, naming the file and changing nothing', async () => {
      const error = await open().then(
        () => undefined,
        (e: unknown) => e as Error,
      );
      expect(error).toBeInstanceOf(StoreOpenError);
      expect(error?.message).toContain(torn);
      expect(error?.message).toMatch(/torn or truncated.*Nothing was changed.*CLINVAL_STORE_ON_CORRUPT=quarantine/);
      expectNoPhi(error?.message ?? '');
      expect(statSync(join(dir, torn)).size).toBe(150);
      expect(existsSync(join(dir, 'quarantine'))).toBe(false);
      expect(existsSync(join(dir, 'LOCK'))).toBe(false); // a refused open releases the lock
    });

    it("with onCorrupt: 'quarantine', moves it aside with a report and serves the rest", async () => {
      const store = await open({ onCorrupt: 'quarantine' });
      const { quarantined, quarantineDir } = store.openReport;
      expect(quarantined).toEqual([{ file: torn, claimId: 'seed-3', reason: expect.stringMatching(/torn or truncated/) }]);
      expect(existsSync(join(dir, torn))).toBe(false);
      expect(statSync(join(quarantineDir ?? '', torn)).size).toBe(150);
      const report = JSON.parse(readFileSync(join(quarantineDir ?? '', 'REPORT.json'), 'utf8')) as { files: unknown[] };
      expect(report.files).toEqual(quarantined);
      expect(warnings.join('\n')).toContain(torn);
      expectNoPhi(...warnings);
      expect(await store.get('seed-3')).toBeUndefined();
      for (const r of records.filter((x) => x.claim_id !== 'seed-3')) expect(await store.get(r.claim_id)).toStrictEqual(r);
      await store.close();
      // The next start is clean: the removal was folded into the index.
      warnings = [];
      const again = await open();
      expect(again.openReport).toMatchObject({ analyses: 4, quarantined: [] });
      await again.close();
      expect(warnings).toEqual([]);
    });
  });

  it('never serves an analysis whose bytes changed, and finds it at start with verify: full', async () => {
    await seed(3);
    const file = recordFile('seed-1');
    const bytes = readFileSync(file);
    const at = bytes.indexOf('Jane');
    bytes.write('JANE', at); // same size: only the checksum can tell
    writeFileSync(file, bytes);
    const store = await open();
    await expect(store.get('seed-1')).rejects.toThrow(StoreCorruptionError);
    await expect(store.get('seed-1')).rejects.toThrow(/seed-1.*checksum mismatch/);
    await expect(store.query({ limit: 10 })).rejects.toThrow(StoreCorruptionError);
    await expect(store.queryAnswers({ claim_id: 'seed-1', limit: 1 })).rejects.toThrow(/seed-1.*checksum mismatch/);
    expect((await store.get('seed-2'))?.claim_id).toBe('seed-2');
    await store.close();
    await expect(open({ verify: 'full' })).rejects.toThrow(/seed-1\.json \(checksum mismatch\)/);
  });

  it('serves query answers from memory within its byte budget and from the files beyond it, the same bytes', async () => {
    const records = await seed(6);
    const expected = (rs: readonly typeof records[number][]): string[] => rs.map((r) => encodeQueryAnswer(r).toString('utf8'));
    const answerSize = encodeQueryAnswer(records[0]!).length;
    const newestFirst = [...records].reverse();
    for (const cacheBytes of [0, answerSize * 2, undefined]) {
      const store = await open(cacheBytes === undefined ? {} : { cacheBytes });
      const fresh = makeRecord({ claim_id: `fresh-${cacheBytes}`, text: note(9), billing_provider_npi: 1234567893 });
      await store.insert(fresh);
      newestFirst.unshift(fresh);
      // Twice: the first pass reads files (or the insert's cached answer), the second may hit memory.
      for (let pass = 0; pass < 2; pass++) {
        expect((await store.queryAnswers({ limit: 10 })).map((a) => a.toString('utf8'))).toEqual(expected(newestFirst));
        expect((await store.queryAnswers({ claim_id: 'seed-2', limit: 1 })).map((a) => a.toString('utf8'))).toEqual(expected([records[2]!]));
      }
      await store.close();
    }
  });

  it('reports an indexed analysis whose file is missing', async () => {
    await seed(3);
    const missing = relativeRecordFile('seed-0');
    unlinkSync(join(dir, missing));
    await expect(open()).rejects.toThrow(new RegExp(`${missing} \\(indexed but the file is missing\\)`));
    const store = await open({ onCorrupt: 'quarantine' });
    expect(store.openReport.quarantined).toEqual([{ file: missing, claimId: 'seed-0', reason: 'indexed but the file is missing' }]);
    expect(await store.query({ limit: 10 })).toHaveLength(2);
    await store.close();
  });

  it('rebuilds an unreadable index shard from its record folder', async () => {
    const records = await seed(12, { compactionThreshold: 3 });
    const shardFile = readdirSync(join(dir, 'index')).find((f) => f.startsWith('shard-')) ?? '';
    writeFileSync(join(dir, 'index', shardFile), '{"format":"clinval-index-shard/1","entr');
    const store = await open();
    expect(store.openReport.rebuiltShards).toEqual([shardFile.slice(6, 8)]);
    expect(warnings.join('\n')).toMatch(new RegExp(`index shard index/${shardFile} is unreadable or inconsistent; rebuilding`));
    for (const r of records) expect(await store.get(r.claim_id)).toStrictEqual(r);
    await store.close();
  });

  it('re-indexes analyses whose log lines were lost or torn in a crash', async () => {
    const records = await seed(6);
    const log = readdirSync(join(dir, 'index')).find((f) => f.startsWith('log-')) ?? '';
    const lines = readFileSync(join(dir, 'index', log), 'utf8').split('\n');
    // Keep two lines, then a torn one: what an unsynced append can leave after power loss.
    writeFileSync(join(dir, 'index', log), `${lines.slice(0, 2).join('\n')}\n${(lines[2] ?? '').slice(0, 20)}`);
    const store = await open();
    expect(store.openReport).toMatchObject({ analyses: 6, reindexed: 4, skippedLogLines: 1 });
    expect(warnings.join('\n')).toMatch(/re-indexed 4 analysis file/);
    expect(await store.query({ limit: 10 })).toStrictEqual([...records].reverse());
    await store.close();
  });

  it('rebuilds the whole index when the index folder is lost', async () => {
    const records = await seed(5, { compactionThreshold: 2 });
    rmSync(join(dir, 'index'), { recursive: true });
    const store = await open();
    expect(store.openReport.analyses).toBe(5);
    expect(await store.query({ limit: 10 })).toStrictEqual([...records].reverse());
    await store.close();
  });

  it('leaves files it does not recognise in place, with a warning', async () => {
    await seed(1);
    const shard = readdirSync(join(dir, 'records'))[0] ?? '';
    appendFileSync(join(dir, 'records', shard, 'notes.txt'), 'operator scribble');
    const store = await open();
    expect(warnings.join('\n')).toMatch(new RegExp(`records/${shard}/notes.txt`));
    expect(existsSync(join(dir, 'records', shard, 'notes.txt'))).toBe(true);
    await store.close();
  });
});
