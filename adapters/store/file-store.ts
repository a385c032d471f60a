/**
 * The embedded file store: the default `ClaimStore`, a folder on local disk (`CLINVAL_DATA_DIR`).
 *
 * Why not one lowdb file: lowdb rewrites its whole JSON document on every write, so one file
 * holding every analysis costs O(stored) per insert (13 ms at 100, 1.35 s at 10,000, with the
 * whole store in memory). Here the cost of an insert does not grow with the store:
 *
 * ```
 * <dir>/LOCK                         who holds the folder: {pid, host, process start time, token}
 * <dir>/records/<xx>/<id>.json       one analysis per file; xx = a hash of claim_id (256 folders)
 * <dir>/index/manifest.json          lowdb: format, shard count, which index logs are compacted
 * <dir>/index/shard-<xx>.json        lowdb: the index entries of records/<xx>/ (compacted)
 * <dir>/index/log-<gen>.jsonl        index entries appended since the last compaction
 * <dir>/quarantine/<stamp>/          files moved aside at start, with REPORT.json saying why
 * ```
 *
 * - **Records are the source of truth.** Each analysis file is written to a temp file, fsync'd,
 *   renamed into place and its directory fsync'd before `insert` resolves, so a resolved insert
 *   survives a crash or power loss. The file is self-verifying JSON:
 *   `{"format":…,"seq":…,"bytes":…,"sha256":…,"record":<the analysis>}` where the checksum covers
 *   the exact bytes of `record`; every read checks it, so a damaged file is never served.
 * - **The index is a cache of the records**, held in memory (a claim_id map, a newest-first
 *   list, and per-NPI newest-first lists; about 200 bytes per analysis) so `get` is a map
 *   lookup and `query` walks newest-first and stops at `limit`. It is persisted cheaply: an
 *   insert appends one line to the current log (not fsync'd: the record already is, and start-up
 *   re-indexes any record the log lost). When the log holds max(2,048, stored/16) entries, a
 *   background compaction rotates the log, rewrites only the shards that changed through lowdb
 *   (small documents read and written whole: what lowdb is good at), fsyncs them, records the
 *   rotation in the lowdb manifest and deletes the folded logs. Write amplification stays a
 *   constant ~16 index entries per insert, and start-up replays at most stored/16 log lines.
 * - **Start-up** loads the manifest, the 256 shards and the logs, then reconciles the index with
 *   the record folders (one directory listing per shard): records missing from the index (a lost
 *   log tail) are read, verified and re-indexed; index entries without a file, files whose size
 *   differs from the indexed size (torn or truncated), files that fail their checksum, and an
 *   unreadable shard (rebuilt from its record folder, since nothing is lost) are all reported.
 *   `verify: 'full'` also reads and checksums every record at start.
 * - **Corruption is never dropped silently.** Leftover temp files of inserts that never resolved
 *   are moved to `quarantine/` and reported. Damaged or missing analyses make `open` refuse with a
 *   `StoreOpenError` naming the files and changing nothing (`onCorrupt: 'refuse'`, the default);
 *   with `onCorrupt: 'quarantine'` they are moved to `quarantine/<stamp>/`, listed in its
 *   REPORT.json and a warning, and the store starts without them.
 * - **One process per folder.** `LOCK` is created atomically (write a temp file, fsync, then
 *   `link`, which fails if the lock exists). A lock whose process is gone (no such pid on this
 *   host, or a pid reused by a process that started later) is taken over under a guard file; a
 *   live holder, or one on another host, makes `open` refuse with a message saying what to do.
 *   Several service instances share data through the PostgreSQL store instead.
 *
 * Messages (warnings, errors) name files and claim ids, never note text or other claim content.
 */
import { createHash, randomBytes } from 'node:crypto';
import { closeSync, openSync, readdirSync, readFileSync, statSync, writeSync } from 'node:fs';
import { link, mkdir, open, readFile, readdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Low } from 'lowdb';
import { DataFile } from 'lowdb/node';
import {
  encodeQueryAnswer,
  StoreOpenError,
  StoreUnavailableError,
  type ClaimStore,
  type QueryFilter,
  type StoredAnalysis,
} from './claim-store';

const RECORD_FORMAT = 'clinval-analysis/1';
const MANIFEST_FORMAT = 'clinval-file-store/1';
const SHARD_FORMAT = 'clinval-index-shard/1';
const SHARD_COUNT = 256;
const MAX_ENCODED_ID = 200; // file names stay well under the usual 255-byte limit, temp suffix included
const MAX_LIMIT = 1000;
const RECORD_MARKER = Buffer.from(',"record":');
const RECORD_TRAILER = Buffer.from('}\n');
const FILE_MODE = 0o600; // analyses hold PHI: owner-only
const DIR_MODE = 0o700;

/** Options of {@link FileStore.open}. */
export interface FileStoreOptions {
  /**
   * What start-up does with analysis files that are damaged (torn, truncated, failing their
   * checksum) or missing although indexed. `'refuse'`: `open` throws a `StoreOpenError` naming
   * them and changes nothing. `'quarantine'`: they are moved to `<dir>/quarantine/<stamp>/`, listed
   * in its `REPORT.json` and in a warning, and the store starts without them.
   * @default 'refuse'
   */
  readonly onCorrupt?: 'refuse' | 'quarantine';
  /**
   * How much of every analysis file start-up checks: `'size'` compares each file's size with the
   * index (catches torn and truncated files; reads stay checksum-verified); `'full'` also reads
   * and checksums every file, which costs a read of the whole store.
   * @default 'size'
   */
  readonly verify?: 'size' | 'full';
  /**
   * Receives operational warnings (recoveries, quarantines, compaction failures). They name
   * files and claim ids, never note text.
   * @default writes to `console.warn`
   */
  readonly warn?: (message: string) => void;
  /**
   * Index log entries that trigger a compaction; the effective threshold is
   * `max(compactionThreshold, stored / 16)`, so compaction work per insert stays constant.
   * @default 2048
   */
  readonly compactionThreshold?: number;
  /**
   * fsync each analysis file and its folder before `insert` resolves. Turning it off voids the
   * durability promise of /v2/validate; it exists for seeding benchmark and test data in bulk.
   * @default true
   */
  readonly durable?: boolean;
  /**
   * Bytes of /v2/query answers kept in memory: the most recently inserted or read analyses,
   * serialised (a query right after a validate is common). Bounded by bytes, not by count,
   * because one analysis may carry a summary of up to the body limit. 0 turns it off.
   * @default 32 MiB
   */
  readonly cacheBytes?: number;
}

/** One problem found at start, by file (relative to the data folder) and claim id when known. */
export interface FileStoreProblem {
  readonly file: string;
  readonly claimId?: string;
  readonly reason: string;
}

/** What {@link FileStore.open} found and did, for logs and health pages. */
export interface FileStoreOpenReport {
  /** Analyses served after start. */
  readonly analyses: number;
  /** Records that were on disk but missing from the index (a lost log tail), read and re-indexed. */
  readonly reindexed: number;
  /** Index shards that could not be read and were rebuilt from their record folders. */
  readonly rebuiltShards: readonly string[];
  /** Index log lines that could not be parsed (the records behind them were re-indexed). */
  readonly skippedLogLines: number;
  /** Files moved to the quarantine folder, and why. */
  readonly quarantined: readonly FileStoreProblem[];
  /** The quarantine folder written at this start, when anything was moved. */
  readonly quarantineDir?: string;
  /** Wall time of `open`, milliseconds. */
  readonly startupMs: number;
}

/**
 * An analysis file failed its checks when read (missing, wrong size, checksum mismatch): the
 * store never serves a damaged record. The message names the file and claim id only.
 */
export class StoreCorruptionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StoreCorruptionError';
  }
}

/** An index entry: what `get` and `query` need without opening the record file. */
interface Entry {
  readonly id: string;
  readonly seq: number;
  /** analyzed_at as epoch milliseconds. */
  readonly t: number;
  readonly start: string | null;
  readonly end: string | null;
  readonly npi: number | null;
  /** Size of the record file in bytes: start-up compares it with the file (torn/truncated). */
  readonly bytes: number;
  readonly shard: number;
}

/** An index entry as stored in shards and log lines. */
interface PersistedEntry {
  readonly id: string;
  readonly seq: number;
  readonly t: number;
  readonly start: string | null;
  readonly end: string | null;
  readonly npi: number | null;
  readonly bytes: number;
}

interface ShardDoc {
  readonly format: string;
  readonly shard: string;
  readonly entries: PersistedEntry[];
}

interface ManifestDoc {
  readonly format: string;
  readonly shards: number;
  /** Index logs with a generation below this are folded into the shards. */
  readonly compactedBelow: number;
}

interface DecodedRecord {
  readonly seq: number;
  readonly record: StoredAnalysis;
}

/**
 * The lowdb file store. Open it with {@link FileStore.open}; one process per folder.
 *
 * @example
 * const store = await FileStore.open('./data');
 * await store.insert(analysis); // resolves once the analysis is fsync'd
 * const newest = await store.query({ billing_provider_npi: 1234567893, limit: 10 });
 */
export class FileStore implements ClaimStore {
  readonly kind = 'file' as const;
  /** What start-up found and did. */
  readonly openReport: FileStoreOpenReport;

  readonly #root: string;
  readonly #lock: DirLock;
  readonly #warn: (message: string) => void;
  readonly #durable: boolean;
  readonly #compactionThreshold: number;
  readonly #byId = new Map<string, Entry>();
  /**
   * Recently inserted or read analyses as their /v2/query answer bytes, least recently used
   * first. Stored analyses never change, so a hit is always current. Bytes rather than decoded
   * objects: they are what a query sends (no decode or encode per request), and they sit outside
   * the JS heap at their exact size, where decoded objects cost several times that in heap.
   */
  readonly #answers = new Map<string, Buffer>();
  readonly #answersLimit: number;
  #answersBytes = 0;
  /** Every entry, oldest first by (analyzed_at, insertion order); queries walk it backwards. */
  readonly #ordered: Entry[] = [];
  readonly #byNpi = new Map<number, Entry[]>();
  readonly #shardEntries: Entry[][];
  readonly #dirSyncs: DirSync[];
  /** Claim ids whose insert is in flight: a second insert of the same id is refused at once. */
  readonly #pending = new Set<string>();
  readonly #inFlight = new Set<Promise<void>>();
  readonly #dirty = new Set<number>();
  #nextSeq: number;
  #logGen: number;
  #logFd: number | undefined;
  #logCount: number;
  #logWarned = false;
  #compaction: Promise<void> | undefined;
  #closing: Promise<void> | undefined;

  private constructor(root: string, lock: DirLock, options: FileStoreOptions, loaded: LoadedIndex, report: FileStoreOpenReport) {
    this.#root = root;
    this.#lock = lock;
    this.#warn = options.warn ?? defaultWarn;
    this.#durable = options.durable ?? true;
    this.#answersLimit = Math.max(0, Math.floor(options.cacheBytes ?? 32 * 1024 * 1024));
    this.#compactionThreshold = options.compactionThreshold ?? 2048;
    this.#shardEntries = Array.from({ length: SHARD_COUNT }, () => []);
    this.#dirSyncs = Array.from({ length: SHARD_COUNT }, (_, s) => new DirSync(join(root, 'records', shardName(s))));
    for (const entry of loaded.entries) {
      this.#byId.set(entry.id, entry);
      this.#ordered.push(entry);
      this.#shardEntries[entry.shard]?.push(entry);
    }
    this.#ordered.sort(compareEntries);
    for (const entry of this.#ordered) if (entry.npi !== null) pushTo(this.#byNpi, entry.npi, entry);
    for (const s of loaded.dirty) this.#dirty.add(s);
    this.#nextSeq = loaded.maxSeq + 1;
    this.#logGen = loaded.logGen;
    this.#logCount = loaded.logCount;
    this.#logFd = openSync(logPath(root, this.#logGen), 'a', FILE_MODE);
    this.openReport = report;
  }

  /**
   * Opens (creating if needed) the store in `dir`: takes the folder lock, loads and reconciles
   * the index, and reports or quarantines damaged files (see {@link FileStoreOptions.onCorrupt}).
   *
   * @throws StoreOpenError when another live process holds the folder, or damaged or missing
   *   analyses were found and `onCorrupt` is `'refuse'`; the message names the files.
   */
  static async open(dir: string, options: FileStoreOptions = {}): Promise<FileStore> {
    const startedAt = performance.now();
    const root = resolve(dir);
    await mkdir(root, { recursive: true, mode: DIR_MODE });
    const warn = options.warn ?? defaultWarn;
    const lock = await DirLock.acquire(root, warn);
    try {
      const loaded = await loadIndex(root, options, warn);
      const report: FileStoreOpenReport = {
        analyses: loaded.entries.length,
        reindexed: loaded.reindexed,
        rebuiltShards: loaded.rebuiltShards,
        skippedLogLines: loaded.skippedLogLines,
        quarantined: loaded.quarantined,
        ...(loaded.quarantineDir === undefined ? {} : { quarantineDir: loaded.quarantineDir }),
        startupMs: performance.now() - startedAt,
      };
      const store = new FileStore(root, lock, options, loaded, report);
      // Anything recovered at start is folded into the shards now, so the next start is clean.
      if (loaded.recovered) store.#startCompaction();
      else store.#maybeCompact();
      return store;
    } catch (error) {
      await lock.release();
      throw error;
    }
  }

  /**
   * Stores one analysis; resolves once its file and folder entry are fsync'd.
   * @throws TypeError for a record without a usable claim_id or analyzed_at; Error when the
   *   claim_id is already stored; StoreUnavailableError when the disk refuses the write.
   */
  insert(record: StoredAnalysis): Promise<void> {
    let encoded: string;
    try {
      this.#assertOpen();
      checkRecord(record);
      encoded = encodeId(record.claim_id);
    } catch (error) {
      return Promise.reject(error);
    }
    const id = record.claim_id;
    if (this.#byId.has(id) || this.#pending.has(id)) {
      return Promise.reject(new Error(`claim_id ${id} is already stored`));
    }
    // The sequence number is taken synchronously, so ties on analyzed_at follow call order.
    const seq = this.#nextSeq++;
    this.#pending.add(id);
    const work = this.#write(record, encoded, seq).finally(() => {
      this.#pending.delete(id);
      this.#inFlight.delete(work);
    });
    this.#inFlight.add(work);
    return work;
  }

  async #write(record: StoredAnalysis, encoded: string, seq: number): Promise<void> {
    const shard = shardOf(record.claim_id);
    const bytes = encodeRecordFile(record, seq);
    const dir = join(this.#root, 'records', shardName(shard));
    const file = join(dir, `${encoded}.json`);
    const temp = join(dir, `.${encoded}.${randomBytes(4).toString('hex')}.tmp`);
    let renamed = false;
    try {
      const handle = await open(temp, 'wx', FILE_MODE);
      try {
        await handle.writeFile(bytes);
        if (this.#durable) await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temp, file);
      renamed = true;
      if (this.#durable) await this.#dirSyncs[shard]?.sync();
    } catch (error) {
      // A rejected insert leaves nothing behind: otherwise the next start would re-index an
      // analysis whose claim_id the caller never received.
      await unlink(renamed ? file : temp).catch(() => undefined);
      throw writeError(error, relative(this.#root, file));
    }
    const entry: Entry = {
      id: record.claim_id,
      seq,
      t: Date.parse(record.analyzed_at),
      start: typeof record.claim.date_of_service_start === 'string' ? record.claim.date_of_service_start : null,
      end: typeof record.claim.date_of_service_end === 'string' ? record.claim.date_of_service_end : null,
      npi: typeof record.claim.billing_provider_npi === 'number' ? record.claim.billing_provider_npi : null,
      bytes: bytes.length,
      shard,
    };
    this.#add(entry);
    this.#appendLog(entry);
    this.#maybeCompact();
    if (this.#answersLimit > 0) this.#remember(entry.id, encodeQueryAnswer(record));
  }

  #add(entry: Entry): void {
    this.#byId.set(entry.id, entry);
    insertSorted(this.#ordered, entry);
    if (entry.npi !== null) {
      const list = this.#byNpi.get(entry.npi);
      if (list) insertSorted(list, entry);
      else this.#byNpi.set(entry.npi, [entry]);
    }
    this.#shardEntries[entry.shard]?.push(entry);
    this.#dirty.add(entry.shard);
  }

  #appendLog(entry: Entry): void {
    if (this.#logFd === undefined) return;
    try {
      // A synchronous append of one short line: lines never interleave, and the record is
      // already durable, so this needs no fsync (start-up re-indexes what a crash loses here).
      writeSync(this.#logFd, `${JSON.stringify(persisted(entry))}\n`);
      this.#logCount++;
    } catch (error) {
      if (!this.#logWarned) {
        this.#logWarned = true;
        this.#warn(`cannot append to the index log in ${this.#root}/index (${errorCode(error)}); analyses stay safe and are re-indexed at next start`);
      }
    }
  }

  /** The analysis stored under `claimId`, or undefined. @throws StoreCorruptionError if its file is damaged. */
  async get(claimId: string): Promise<StoredAnalysis | undefined> {
    this.#assertOpen();
    const entry = this.#byId.get(claimId);
    return entry ? this.#readFile(entry) : undefined;
  }

  /** Analyses matching every given filter, newest first, at most `filter.limit`. */
  async query(filter: QueryFilter): Promise<StoredAnalysis[]> {
    return Promise.all(this.#find(filter).map((e) => this.#readFile(e)));
  }

  /** What `query` finds, as /v2/query answer elements (UTF-8 JSON); served from memory when recent. */
  async queryAnswers(filter: QueryFilter): Promise<Buffer[]> {
    return Promise.all(this.#find(filter).map((e) => this.#answer(e)));
  }

  /** The index entries matching `filter`, newest first, at most `filter.limit`. */
  #find(filter: QueryFilter): Entry[] {
    this.#assertOpen();
    checkLimit(filter.limit);
    const matches = (e: Entry): boolean =>
      (filter.date_of_service_start === undefined || (e.start !== null && e.start >= filter.date_of_service_start)) &&
      (filter.date_of_service_end === undefined || (e.end !== null && e.end <= filter.date_of_service_end)) &&
      (filter.billing_provider_npi === undefined || e.npi === filter.billing_provider_npi);
    const found: Entry[] = [];
    if (filter.claim_id !== undefined) {
      const entry = this.#byId.get(filter.claim_id);
      if (entry && matches(entry)) found.push(entry);
    } else {
      const candidates = filter.billing_provider_npi === undefined ? this.#ordered : this.#byNpi.get(filter.billing_provider_npi) ?? [];
      for (let i = candidates.length - 1; i >= 0 && found.length < filter.limit; i--) {
        const entry = candidates[i];
        if (entry && matches(entry)) found.push(entry);
      }
    }
    return found;
  }

  async #answer(entry: Entry): Promise<Buffer> {
    const hit = this.#answers.get(entry.id);
    if (hit) {
      this.#answers.delete(entry.id);
      this.#answers.set(entry.id, hit);
      return hit;
    }
    const answer = encodeQueryAnswer(await this.#readFile(entry));
    this.#remember(entry.id, answer);
    return answer;
  }

  /** Keeps an answer as the most recent, evicting the least recent beyond the byte budget. */
  #remember(id: string, answer: Buffer): void {
    if (answer.length > this.#answersLimit) return;
    const previous = this.#answers.get(id);
    if (previous) {
      this.#answers.delete(id);
      this.#answersBytes -= previous.length;
    }
    this.#answers.set(id, answer);
    this.#answersBytes += answer.length;
    for (const [oldest, bytes] of this.#answers) {
      if (this.#answersBytes <= this.#answersLimit) break;
      this.#answers.delete(oldest);
      this.#answersBytes -= bytes.length;
    }
  }

  async #readFile(entry: Entry): Promise<StoredAnalysis> {
    const file = recordRelPath(entry.id);
    let bytes: Buffer;
    try {
      bytes = await readFile(join(this.#root, file));
    } catch (error) {
      const code = errorCode(error);
      if (code === 'ENOENT') throw new StoreCorruptionError(`analysis file ${file} (claim_id ${entry.id}) is missing`);
      throw new StoreUnavailableError(`cannot read analysis file ${file} (${code})`);
    }
    const decoded = decodeRecordFile(bytes, entry.id);
    if (typeof decoded === 'string') throw new StoreCorruptionError(`analysis file ${file} (claim_id ${entry.id}) is damaged: ${decoded}`);
    return decoded.record;
  }

  /** True while open and the data folder is writable. */
  async healthy(): Promise<boolean> {
    if (this.#closing) return false;
    try {
      const info = await stat(join(this.#root, 'records'));
      return info.isDirectory();
    } catch {
      return false;
    }
  }

  /** Waits for in-flight inserts and compaction, closes the log and releases the folder lock. Idempotent. */
  close(): Promise<void> {
    this.#closing ??= (async () => {
      await Promise.allSettled([...this.#inFlight]);
      await this.#compaction;
      if (this.#logFd !== undefined) {
        closeSync(this.#logFd);
        this.#logFd = undefined;
      }
      await this.#lock.release();
    })();
    return this.#closing;
  }

  #assertOpen(): void {
    if (this.#closing) throw new StoreUnavailableError(`the file store at ${this.#root} is closed`);
  }

  #maybeCompact(): void {
    if (this.#compaction || this.#closing) return;
    if (this.#logCount >= Math.max(this.#compactionThreshold, this.#byId.size / 16)) this.#startCompaction();
  }

  #startCompaction(): void {
    if (this.#compaction) return;
    this.#compaction = this.#compact().finally(() => {
      this.#compaction = undefined;
    });
  }

  /**
   * Folds the index logs into the shards. Order matters for crash safety: the shards are written
   * and fsync'd before the manifest says their logs are folded, and logs are deleted last, so a
   * crash at any point leaves either the old manifest (logs replayed again, idempotently) or the
   * new one (shards complete).
   */
  async #compact(): Promise<void> {
    const indexDir = join(this.#root, 'index');
    const previousFd = this.#logFd;
    const previousCount = this.#logCount;
    this.#logGen++;
    this.#logFd = openSync(logPath(this.#root, this.#logGen), 'a', FILE_MODE);
    this.#logCount = 0;
    if (previousFd !== undefined) closeSync(previousFd);
    const dirty = [...this.#dirty].sort((a, b) => a - b);
    this.#dirty.clear();
    try {
      await mapLimit(dirty, 8, async (s) => {
        const path = join(indexDir, `shard-${shardName(s)}.json`);
        const db = new Low<ShardDoc>(compactJsonFile<ShardDoc>(path), emptyShard(s));
        db.data = { format: SHARD_FORMAT, shard: shardName(s), entries: (this.#shardEntries[s] ?? []).map(persisted) };
        await db.write();
        if (this.#durable) await fsyncPath(path);
      });
      if (this.#durable) await fsyncPath(indexDir);
      await writeManifest(this.#root, this.#logGen, this.#durable);
      for (const name of await readdir(indexDir)) {
        const gen = logGeneration(name);
        if (gen !== undefined && gen < this.#logGen) await unlink(join(indexDir, name));
      }
    } catch (error) {
      // Nothing is lost: the logs stay until a later compaction succeeds.
      for (const s of dirty) this.#dirty.add(s);
      this.#logCount += previousCount;
      this.#warn(`index compaction in ${indexDir} failed (${errorCode(error)}); it will be retried`);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Start-up: load, replay, reconcile.

interface LoadedIndex {
  readonly entries: Entry[];
  readonly dirty: Set<number>;
  readonly maxSeq: number;
  readonly logGen: number;
  readonly logCount: number;
  readonly reindexed: number;
  readonly rebuiltShards: string[];
  readonly skippedLogLines: number;
  readonly quarantined: FileStoreProblem[];
  readonly quarantineDir: string | undefined;
  /** Something was repaired (re-indexed, rebuilt, quarantined): compact right away. */
  readonly recovered: boolean;
}

async function loadIndex(root: string, options: FileStoreOptions, warn: (message: string) => void): Promise<LoadedIndex> {
  const recordsDir = join(root, 'records');
  const indexDir = join(root, 'index');
  await mkdir(indexDir, { recursive: true, mode: DIR_MODE });
  await mkdir(recordsDir, { recursive: true, mode: DIR_MODE });
  const existing = new Set(await readdir(recordsDir));
  for (let s = 0; s < SHARD_COUNT; s++) {
    if (!existing.has(shardName(s))) await mkdir(join(recordsDir, shardName(s)), { mode: DIR_MODE });
  }

  const manifestDb = new Low<ManifestDoc | null>(compactJsonFile<ManifestDoc | null>(join(indexDir, 'manifest.json')), null);
  let rebuildAll = false;
  try {
    await manifestDb.read();
  } catch {
    warn(`index manifest ${join(indexDir, 'manifest.json')} is unreadable; rebuilding the index from the analysis files`);
    rebuildAll = true;
  }
  const manifest = manifestDb.data;
  if (manifest !== null && (manifest.format !== MANIFEST_FORMAT || manifest.shards !== SHARD_COUNT)) {
    throw new StoreOpenError(`data folder ${root} has index format ${String(manifest.format)} with ${String(manifest.shards)} shards; this clinval reads ${MANIFEST_FORMAT} with ${SHARD_COUNT}`);
  }
  const compactedBelow = manifest?.compactedBelow ?? 1;
  // No manifest but records on disk (a lost or deleted index): rebuild from the records.
  if (manifest === null && !rebuildAll) rebuildAll = await hasAnyRecord(recordsDir);

  // Shards.
  const shardMaps: Map<string, Entry>[] = Array.from({ length: SHARD_COUNT }, () => new Map());
  const rebuild = new Set<number>();
  if (rebuildAll) for (let s = 0; s < SHARD_COUNT; s++) rebuild.add(s);
  else {
    await mapLimit(range(SHARD_COUNT), 16, async (s) => {
      const path = join(indexDir, `shard-${shardName(s)}.json`);
      const db = new Low<ShardDoc>(compactJsonFile<ShardDoc>(path), emptyShard(s));
      try {
        await db.read();
        const entries = parseShard(db.data, s);
        const map = shardMaps[s];
        if (entries === undefined || map === undefined) throw new Error('bad shape');
        for (const entry of entries) map.set(entry.id, entry);
      } catch {
        warn(`index shard ${relative(root, path)} is unreadable or inconsistent; rebuilding it from records/${shardName(s)}/`);
        rebuild.add(s);
        shardMaps[s]?.clear();
      }
    });
  }
  const rebuiltShards = [...rebuild].sort((a, b) => a - b).map(shardName);
  const dirty = new Set<number>(rebuild);

  // Logs: folded ones are leftovers of a compaction that crashed before deleting them.
  let maxGen = compactedBelow - 1;
  let skippedLogLines = 0;
  let logCount = 0;
  const logs = (await readdir(indexDir))
    .map((name) => ({ name, gen: logGeneration(name) }))
    .filter((l): l is { name: string; gen: number } => l.gen !== undefined)
    .sort((a, b) => a.gen - b.gen);
  for (const log of logs) {
    const path = join(indexDir, log.name);
    maxGen = Math.max(maxGen, log.gen);
    if (log.gen < compactedBelow) {
      await unlink(path);
      continue;
    }
    const text = await readFile(path, 'utf8');
    if (text === '') {
      await unlink(path); // a log that was opened and never written: every restart leaves one
      continue;
    }
    const lines = text.split('\n');
    for (const line of lines) {
      if (line === '') continue;
      const entry = parseLogLine(line);
      if (entry === undefined) {
        skippedLogLines++;
        continue;
      }
      logCount++;
      if (rebuild.has(entry.shard)) continue; // that shard is rebuilt from its records anyway
      const map = shardMaps[entry.shard];
      if (map && !map.has(entry.id)) {
        map.set(entry.id, entry);
        dirty.add(entry.shard);
      }
    }
  }
  if (skippedLogLines > 0) {
    warn(`${skippedLogLines} unreadable index log line(s) in ${indexDir} (a torn tail after a crash); the analysis files behind them are re-indexed`);
  }

  // Reconcile every shard's index with its record folder. Listing and stat are synchronous:
  // this runs once, before the service listens, and sync calls cost a quarter of async ones
  // (100,000 stats: ~0.5 s against ~2 s). Reading file contents (orphans, verify: 'full') is
  // async and concurrent.
  const problems: FileStoreProblem[] = [];
  const leftovers: FileStoreProblem[] = [];
  const unexpected: string[] = [];
  const toRead: { rel: string; id: string; shard: number; entry: Entry | undefined }[] = [];
  const full = options.verify === 'full';
  for (let s = 0; s < SHARD_COUNT; s++) {
    const name = shardName(s);
    const map = shardMaps[s] ?? new Map<string, Entry>();
    const onDisk = new Set<string>();
    for (const file of readdirSync(join(recordsDir, name))) {
      const rel = `records/${name}/${file}`;
      if (file.startsWith('.') && file.endsWith('.tmp')) {
        leftovers.push({ file: rel, reason: 'temporary file of an insert that never completed' });
        continue;
      }
      const id = file.endsWith('.json') ? decodeId(file.slice(0, -5)) : undefined;
      const entry = id === undefined ? undefined : map.get(id);
      // An indexed id is known to hash to this shard; only strangers are hashed.
      if (id === undefined || (entry === undefined && shardOf(id) !== s)) {
        unexpected.push(rel);
        continue;
      }
      onDisk.add(id);
      if (entry === undefined || full) {
        toRead.push({ rel, id, shard: s, entry });
        continue;
      }
      const size = statSync(join(root, rel)).size;
      if (size !== entry.bytes) {
        problems.push({ file: rel, claimId: id, reason: `size ${size} bytes, index says ${entry.bytes} (torn or truncated)` });
        map.delete(id);
      }
    }
    for (const id of [...map.keys()]) {
      if (!onDisk.has(id)) {
        problems.push({ file: recordRelPath(id), claimId: id, reason: 'indexed but the file is missing' });
        map.delete(id);
      }
    }
  }
  let reindexed = 0;
  await mapLimit(toRead, 16, async ({ rel, id, shard, entry }) => {
    const map = shardMaps[shard];
    if (map === undefined) return;
    const checked = await readAndVerify(root, rel, id);
    if (typeof checked === 'string') {
      problems.push({ file: rel, claimId: id, reason: checked });
      map.delete(id);
    } else if (entry === undefined) {
      map.set(id, entryFrom(checked, shard));
      dirty.add(shard);
      if (!rebuild.has(shard)) reindexed++;
    } else if (checked.bytes !== entry.bytes) {
      problems.push({ file: rel, claimId: id, reason: `size ${checked.bytes} bytes, index says ${entry.bytes} (torn or truncated)` });
      map.delete(id);
    }
  });
  if (unexpected.length > 0) {
    warn(`${unexpected.length} file(s) in ${recordsDir} are not analysis files in their place (unknown name or wrong folder) and were left there: ${listFiles(unexpected)}`);
  }
  if (reindexed > 0) warn(`re-indexed ${reindexed} analysis file(s) missing from the index (normal after a crash)`);

  if (problems.length > 0 && options.onCorrupt !== 'quarantine') {
    problems.sort((a, b) => a.file.localeCompare(b.file));
    throw new StoreOpenError(
      `data folder ${root} has ${problems.length} damaged or missing analysis file(s): ` +
        `${problems.slice(0, 20).map((p) => `${p.file} (${p.reason})`).join('; ')}${problems.length > 20 ? `; and ${problems.length - 20} more` : ''}. ` +
        `Nothing was changed. Restore them from a backup, or start with CLINVAL_STORE_ON_CORRUPT=quarantine ` +
        `(file store option onCorrupt: 'quarantine') to move them to ${join(root, 'quarantine')} and start without them.`,
    );
  }

  // Move aside what cannot be served: leftovers always (never acknowledged), damage when asked.
  const toMove = [...leftovers, ...problems];
  let quarantineDir: string | undefined;
  if (toMove.length > 0) {
    quarantineDir = join(root, 'quarantine', new Date().toISOString().replace(/[:.]/g, '-'));
    await mkdir(quarantineDir, { recursive: true, mode: DIR_MODE });
    for (const problem of toMove) {
      const target = join(quarantineDir, problem.file);
      await mkdir(join(target, '..'), { recursive: true, mode: DIR_MODE });
      await rename(join(root, problem.file), target).catch((error: unknown) => {
        if (errorCode(error) !== 'ENOENT') throw error; // a missing file has nothing to move
      });
      if (problem.claimId !== undefined) dirty.add(shardOf(problem.claimId));
    }
    await writeFile(join(quarantineDir, 'REPORT.json'), `${JSON.stringify({ moved_at: new Date().toISOString(), files: toMove }, null, 2)}\n`, { mode: FILE_MODE });
    await fsyncPath(quarantineDir);
    for (let s = 0; s < SHARD_COUNT; s++) await fsyncPath(join(recordsDir, shardName(s)));
    if (leftovers.length > 0) warn(`moved ${leftovers.length} temporary file(s) of unfinished inserts to ${quarantineDir}: ${listFiles(leftovers.map((p) => p.file))}`);
    if (problems.length > 0) {
      warn(`moved ${problems.length} damaged or missing analysis file(s) aside (${quarantineDir}/REPORT.json); these claims are no longer served: ${problems.map((p) => `${p.file} (${p.reason})`).join('; ')}`);
    }
  }

  const entries: Entry[] = [];
  let maxSeq = 0;
  for (const map of shardMaps) {
    for (const entry of map.values()) {
      entries.push(entry);
      if (entry.seq > maxSeq) maxSeq = entry.seq;
    }
  }
  const logGen = maxGen + 1;
  if (manifest === null || rebuildAll) await writeManifest(root, compactedBelow, true);
  return {
    entries,
    dirty,
    maxSeq,
    logGen,
    logCount,
    reindexed,
    rebuiltShards,
    skippedLogLines,
    quarantined: toMove,
    quarantineDir,
    recovered: reindexed > 0 || rebuild.size > 0 || toMove.length > 0 || skippedLogLines > 0,
  };
}

async function hasAnyRecord(recordsDir: string): Promise<boolean> {
  for (const dir of await readdir(recordsDir)) {
    const files = await readdir(join(recordsDir, dir)).catch(() => []);
    if (files.some((f) => f.endsWith('.json'))) return true;
  }
  return false;
}

async function readAndVerify(root: string, rel: string, id: string): Promise<(DecodedRecord & { bytes: number }) | string> {
  let bytes: Buffer;
  try {
    bytes = await readFile(join(root, rel));
  } catch (error) {
    return `unreadable (${errorCode(error)})`;
  }
  const decoded = decodeRecordFile(bytes, id);
  return typeof decoded === 'string' ? decoded : { ...decoded, bytes: bytes.length };
}

function entryFrom(decoded: DecodedRecord & { bytes: number }, shard: number): Entry {
  const { record } = decoded;
  return {
    id: record.claim_id,
    seq: decoded.seq,
    t: Date.parse(record.analyzed_at),
    start: typeof record.claim.date_of_service_start === 'string' ? record.claim.date_of_service_start : null,
    end: typeof record.claim.date_of_service_end === 'string' ? record.claim.date_of_service_end : null,
    npi: typeof record.claim.billing_provider_npi === 'number' ? record.claim.billing_provider_npi : null,
    bytes: decoded.bytes,
    shard,
  };
}

async function writeManifest(root: string, compactedBelow: number, durable: boolean): Promise<void> {
  const path = join(root, 'index', 'manifest.json');
  const db = new Low<ManifestDoc>(compactJsonFile<ManifestDoc>(path), { format: MANIFEST_FORMAT, shards: SHARD_COUNT, compactedBelow });
  await db.write();
  if (durable) {
    await fsyncPath(path);
    await fsyncPath(join(root, 'index'));
  }
}

// ---------------------------------------------------------------------------------------------
// Index entries.

function compareEntries(a: Entry, b: Entry): number {
  return a.t - b.t || a.seq - b.seq;
}

/** Inserts keeping (analyzed_at, seq) order; new analyses usually land at the end, so this is cheap. */
function insertSorted(list: Entry[], entry: Entry): void {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const other = list[mid];
    if (other !== undefined && compareEntries(other, entry) <= 0) lo = mid + 1;
    else hi = mid;
  }
  if (lo === list.length) list.push(entry);
  else list.splice(lo, 0, entry);
}

function pushTo(map: Map<number, Entry[]>, key: number, entry: Entry): void {
  const list = map.get(key);
  if (list) list.push(entry);
  else map.set(key, [entry]);
}

function persisted(entry: Entry): PersistedEntry {
  return { id: entry.id, seq: entry.seq, t: entry.t, start: entry.start, end: entry.end, npi: entry.npi, bytes: entry.bytes };
}

function toEntry(value: unknown): Entry | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const v = value as Record<string, unknown>;
  const nullableString = (x: unknown): x is string | null => x === null || typeof x === 'string';
  if (
    typeof v['id'] !== 'string' ||
    !Number.isSafeInteger(v['seq']) ||
    typeof v['t'] !== 'number' ||
    !Number.isFinite(v['t']) ||
    !nullableString(v['start']) ||
    !nullableString(v['end']) ||
    !(v['npi'] === null || typeof v['npi'] === 'number') ||
    !Number.isSafeInteger(v['bytes'])
  ) {
    return undefined;
  }
  return {
    id: v['id'],
    seq: v['seq'] as number,
    t: v['t'],
    start: v['start'],
    end: v['end'],
    npi: v['npi'] as number | null,
    bytes: v['bytes'] as number,
    shard: shardOf(v['id']),
  };
}

function parseShard(doc: unknown, shard: number): Entry[] | undefined {
  if (typeof doc !== 'object' || doc === null) return undefined;
  const d = doc as Record<string, unknown>;
  if (d['format'] !== SHARD_FORMAT || d['shard'] !== shardName(shard) || !Array.isArray(d['entries'])) return undefined;
  const entries: Entry[] = [];
  for (const raw of d['entries'] as unknown[]) {
    const entry = toEntry(raw);
    if (entry === undefined || entry.shard !== shard) return undefined;
    entries.push(entry);
  }
  return entries;
}

function parseLogLine(line: string): Entry | undefined {
  try {
    return toEntry(JSON.parse(line));
  } catch {
    return undefined;
  }
}

function emptyShard(s: number): ShardDoc {
  return { format: SHARD_FORMAT, shard: shardName(s), entries: [] };
}

/** A lowdb adapter writing compact JSON (lowdb's JSONFile indents, doubling the index on disk). */
function compactJsonFile<T>(path: string): DataFile<T> {
  return new DataFile<T>(path, { parse: (text) => JSON.parse(text) as T, stringify: (data) => JSON.stringify(data) });
}

// ---------------------------------------------------------------------------------------------
// Record files.

/**
 * Serialises one analysis as a self-verifying JSON file: a fixed ASCII header whose checksum
 * covers the exact bytes of `record`, so a reader can check them before parsing.
 */
function encodeRecordFile(record: StoredAnalysis, seq: number): Buffer {
  const body = Buffer.from(JSON.stringify(record), 'utf8');
  const sha256 = createHash('sha256').update(body).digest('hex');
  const head = Buffer.from(`{"format":"${RECORD_FORMAT}","seq":${seq},"bytes":${body.length},"sha256":"${sha256}"`, 'ascii');
  return Buffer.concat([head, RECORD_MARKER, body, RECORD_TRAILER]);
}

/** The analysis in a record file, or why the file is damaged (never its content). */
function decodeRecordFile(bytes: Buffer, expectedId: string): DecodedRecord | string {
  // The header holds only the format, numbers and a hex digest, so the first marker ends it.
  const marker = bytes.indexOf(RECORD_MARKER);
  if (marker < 0 || marker > 256) return 'no record header';
  let header: Record<string, unknown>;
  try {
    header = JSON.parse(`${bytes.subarray(0, marker).toString('ascii')}}`) as Record<string, unknown>;
  } catch {
    return 'unreadable record header';
  }
  if (header['format'] !== RECORD_FORMAT) return 'unknown record format'; // never echo file bytes
  const size = header['bytes'];
  const seq = header['seq'];
  if (!Number.isSafeInteger(size) || !Number.isSafeInteger(seq) || typeof header['sha256'] !== 'string') return 'bad record header';
  const start = marker + RECORD_MARKER.length;
  const end = start + (size as number);
  if (bytes.length !== end + RECORD_TRAILER.length || !bytes.subarray(end).equals(RECORD_TRAILER)) {
    return `torn or truncated: ${bytes.length} bytes, header says ${end + RECORD_TRAILER.length}`;
  }
  const body = bytes.subarray(start, end);
  if (createHash('sha256').update(body).digest('hex') !== header['sha256']) return 'checksum mismatch';
  let record: StoredAnalysis;
  try {
    record = JSON.parse(body.toString('utf8')) as StoredAnalysis;
  } catch {
    return 'unreadable record body';
  }
  if (typeof record !== 'object' || record === null || record.claim_id !== expectedId) return 'holds a different claim_id than its file name';
  return { seq: seq as number, record };
}

function checkRecord(record: StoredAnalysis): void {
  if (typeof record !== 'object' || record === null) throw new TypeError('analysis must be an object');
  if (typeof record.claim_id !== 'string' || record.claim_id === '') throw new TypeError('analysis claim_id must be a non-empty string');
  if (typeof record.analyzed_at !== 'string' || !Number.isFinite(Date.parse(record.analyzed_at))) {
    throw new TypeError(`analysis ${record.claim_id}: analyzed_at must be an ISO-8601 time`);
  }
  if (typeof record.claim !== 'object' || record.claim === null) throw new TypeError(`analysis ${record.claim_id}: claim must be an object`);
  if (typeof record.discharge_summary?.text !== 'string') throw new TypeError(`analysis ${record.claim_id}: discharge_summary.text must be a string`);
}

function checkLimit(limit: number): void {
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) throw new RangeError(`query limit must be an integer from 1 to ${MAX_LIMIT}`);
}

// ---------------------------------------------------------------------------------------------
// Names and paths.

/**
 * The shard of a claim id: FNV-1a over its UTF-16 code units with a final avalanche. Not
 * cryptographic, only even: start-up hashes every stray file name, so it must be cheap.
 */
function shardOf(id: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 0x01000193);
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  return (h >>> 0) & 0xff;
}

function shardName(s: number): string {
  return s.toString(16).padStart(2, '0');
}

const SAFE_ID = /^[a-z0-9_-]+$/;

/**
 * The file name of a claim id: lower-case letters, digits, `_` and `-` as they are, every other
 * UTF-8 byte as `%XX`. Reversible, safe on case-insensitive file systems, and no id can climb
 * out of its folder.
 * @throws TypeError when the id is not well-formed Unicode or encodes to more than 200 bytes.
 */
function encodeId(id: string): string {
  let encoded = id;
  if (!SAFE_ID.test(id)) {
    encoded = '';
    for (const byte of Buffer.from(id, 'utf8')) {
      const c = String.fromCharCode(byte);
      encoded += byte < 0x80 && SAFE_ID.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    }
    if (decodeId(encoded) !== id) throw new TypeError('claim_id must be well-formed Unicode');
  }
  if (encoded.length > MAX_ENCODED_ID) throw new TypeError(`claim_id is too long for a file name (${encoded.length} encoded bytes, at most ${MAX_ENCODED_ID})`);
  return encoded;
}

function decodeId(name: string): string | undefined {
  if (SAFE_ID.test(name)) return name;
  const bytes: number[] = [];
  for (let i = 0; i < name.length; i++) {
    const c = name.charCodeAt(i);
    if (c === 0x25 /* % */) {
      const hex = name.slice(i + 1, i + 3);
      if (!/^[0-9A-F]{2}$/.test(hex)) return undefined;
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else if (SAFE_ID.test(name[i] ?? '')) bytes.push(c);
    else return undefined;
  }
  const id = Buffer.from(bytes).toString('utf8');
  // Only the canonical spelling counts, so one claim can never have two files.
  let canonical = '';
  for (const byte of Buffer.from(id, 'utf8')) {
    const ch = String.fromCharCode(byte);
    canonical += byte < 0x80 && SAFE_ID.test(ch) ? ch : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return canonical === name && id !== '' ? id : undefined;
}

function recordRelPath(id: string): string {
  return `records/${shardName(shardOf(id))}/${encodeId(id)}.json`;
}

function logPath(root: string, gen: number): string {
  return join(root, 'index', `log-${String(gen).padStart(6, '0')}.jsonl`);
}

function logGeneration(name: string): number | undefined {
  const m = /^log-(\d+)\.jsonl$/.exec(name);
  return m?.[1] === undefined ? undefined : Number(m[1]);
}

function listFiles(files: readonly string[]): string {
  return files.length <= 10 ? files.join(', ') : `${files.slice(0, 10).join(', ')} and ${files.length - 10} more`;
}

// ---------------------------------------------------------------------------------------------
// Disk helpers.

async function fsyncPath(path: string): Promise<void> {
  let handle;
  try {
    handle = await open(path, 'r');
  } catch (error) {
    // Windows cannot open a directory to fsync it; its rename is durable with the file.
    if (process.platform === 'win32' && errorCode(error) === 'EISDIR') return;
    throw error;
  }
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * fsyncs one directory on behalf of many concurrent inserts: a caller waits for an fsync that
 * started after its rename, and callers arriving during a running fsync share the next one.
 */
class DirSync {
  #running: Promise<void> | undefined;
  #queued: Promise<void> | undefined;
  constructor(private readonly path: string) {}

  sync(): Promise<void> {
    if (!this.#running) return this.#start();
    this.#queued ??= this.#running
      .catch(() => undefined)
      .then(() => {
        this.#queued = undefined;
        return this.#start();
      });
    return this.#queued;
  }

  #start(): Promise<void> {
    const run: Promise<void> = fsyncPath(this.path).finally(() => {
      if (this.#running === run) this.#running = undefined;
    });
    this.#running = run;
    return run;
  }
}

async function mapLimit<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const item = items[next++] as T;
      await fn(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

function range(n: number): number[] {
  return Array.from({ length: n }, (_, i) => i);
}

function errorCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : error instanceof Error ? error.name : 'unknown error';
}

const UNAVAILABLE_CODES = new Set(['ENOSPC', 'EDQUOT', 'EIO', 'EROFS', 'EMFILE', 'ENFILE', 'EACCES', 'EPERM', 'EBUSY']);

function writeError(error: unknown, file: string): Error {
  const code = errorCode(error);
  const message = `cannot write analysis file ${file} (${code})`;
  return UNAVAILABLE_CODES.has(code) ? new StoreUnavailableError(message) : new Error(message);
}

function defaultWarn(message: string): void {
  console.warn(`clinval file store: ${message}`);
}

// ---------------------------------------------------------------------------------------------
// The folder lock.

interface LockInfo {
  readonly pid: number;
  readonly host: string;
  /** Linux: the process start time from /proc, so a reused pid is not mistaken for the holder. */
  readonly started: string | null;
  readonly token: string;
  readonly since: string;
}

/** An exclusive, crash-tolerant lock on a data folder (see the file comment). */
class DirLock {
  #released = false;
  private constructor(
    private readonly path: string,
    private readonly token: string,
  ) {}

  static async acquire(root: string, warn: (message: string) => void): Promise<DirLock> {
    const path = join(root, 'LOCK');
    const mine: LockInfo = {
      pid: process.pid,
      host: hostname(),
      started: processStartTime(process.pid),
      token: randomBytes(12).toString('hex'),
      since: new Date().toISOString(),
    };
    for (let attempt = 0; attempt < 20; attempt++) {
      if (await createLock(root, path, mine)) return new DirLock(path, mine.token);
      const holder = readLock(path);
      if (holder === 'gone') continue; // released between our two steps: try again
      if (holder === 'unreadable') {
        throw new StoreOpenError(`data folder ${root} has an unreadable lock file ${path}; if no clinval process uses this folder, delete it and start again`);
      }
      const state = liveness(holder);
      if (state !== 'dead') {
        const where = state === 'other-host' ? ` on host ${holder.host}, whose processes cannot be checked from here` : '';
        throw new StoreOpenError(
          `data folder ${root} is in use by process ${holder.pid}${where} (lock file ${path}, since ${holder.since}). ` +
            `Stop that process or set CLINVAL_DATA_DIR to another folder; two processes on one folder would lose data. ` +
            `To run several instances, use the PostgreSQL store (CLINVAL_STORE_URL=postgres://...).` +
            (state === 'other-host' ? ' If that process is gone, delete the lock file.' : ''),
        );
      }
      if (await takeOver(path, holder)) warn(`took over the lock of ${root} from process ${holder.pid}, which is no longer running`);
    }
    throw new StoreOpenError(`could not lock data folder ${root}: other processes keep taking the lock`);
  }

  /** Removes the lock file if it is still ours. Idempotent. */
  async release(): Promise<void> {
    if (this.#released) return;
    this.#released = true;
    const holder = readLock(this.path);
    if (typeof holder === 'object' && holder.token === this.token) await unlink(this.path).catch(() => undefined);
  }
}

/** Creates the lock atomically with its content: `link` fails if the lock already exists. */
async function createLock(root: string, path: string, info: LockInfo): Promise<boolean> {
  const temp = `${path}.${info.token}.tmp`;
  await writeFile(temp, `${JSON.stringify(info)}\n`, { mode: FILE_MODE });
  await fsyncPath(temp);
  try {
    await link(temp, path);
    await fsyncPath(root);
    return true;
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return false;
    throw error;
  } finally {
    await unlink(temp).catch(() => undefined);
  }
}

function readLock(path: string): LockInfo | 'gone' | 'unreadable' {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    return errorCode(error) === 'ENOENT' ? 'gone' : 'unreadable';
  }
  try {
    const info = JSON.parse(text) as Partial<LockInfo>;
    if (typeof info.pid === 'number' && typeof info.host === 'string' && typeof info.token === 'string') {
      return { pid: info.pid, host: info.host, token: info.token, started: info.started ?? null, since: String(info.since) };
    }
  } catch {
    // fall through
  }
  return 'unreadable';
}

function liveness(holder: LockInfo): 'alive' | 'dead' | 'other-host' {
  if (holder.host !== hostname()) return 'other-host';
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    return errorCode(error) === 'ESRCH' ? 'dead' : 'alive'; // EPERM: alive, another user's
  }
  const started = processStartTime(holder.pid);
  if (holder.started !== null && started !== null && started !== holder.started) return 'dead'; // pid reused
  return 'alive';
}

/** The start time of a process in clock ticks since boot (Linux /proc), or null where unknown. */
function processStartTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22; the command name (field 2) is parenthesised and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

/**
 * Removes a dead holder's lock under a guard file, re-checking under the guard that the lock
 * is still the dead holder's: two processes racing to take over cannot remove each other's.
 */
async function takeOver(path: string, holder: LockInfo): Promise<boolean> {
  const guard = `${path}.takeover`;
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      await writeFile(guard, String(process.pid), { flag: 'wx', mode: FILE_MODE });
    } catch (error) {
      if (errorCode(error) !== 'EEXIST') throw error;
      // A guard older than 10 s belongs to a process that died taking over.
      const age = await stat(guard).then((s) => Date.now() - s.mtimeMs, () => 0);
      if (age > 10_000) await unlink(guard).catch(() => undefined);
      else await new Promise((r) => setTimeout(r, 50));
      continue;
    }
    try {
      const current = readLock(path);
      if (typeof current === 'object' && current.token === holder.token) {
        await unlink(path);
        return true;
      }
      return false;
    } finally {
      await unlink(guard).catch(() => undefined);
    }
  }
  return false;
}
