/**
 * The PostgreSQL store: for deployments that outgrow one process or one machine, where several
 * stateless service instances share one database (`CLINVAL_STORE_URL=postgres://...`).
 *
 * - **Schema by migration at open.** Each migration runs in one transaction under a
 *   transaction-scoped advisory lock keyed on the target schema, and is recorded in
 *   `clinval_schema_version`; instances starting together wait for each other instead of racing
 *   on `CREATE TABLE`, and re-running is a no-op. The target schema is the `schema` option, else
 *   the first entry of the connection's `search_path` (so `?options=-c search_path=x` in the URL
 *   isolates a deployment or a test), created if missing.
 * - **One row per analysis.** The document is JSONB (`doc`); the query filters are columns with
 *   indexes: `claim_id` (unique), newest first on `(analyzed_at DESC, seq DESC)`, the NPI with
 *   the same order, and the two service dates. Dates are `text COLLATE "C"` compared as strings,
 *   exactly like the file store. `seq` (an identity) breaks ties on `analyzed_at` by insertion.
 *   JSONB cannot hold U+0000 or an unpaired surrogate, which a note may contain; such a record
 *   is kept as exact JSON text in `doc_text` instead, so every record round-trips. JSONB does not
 *   keep object key order; values round-trip exactly.
 * - **Outages.** A database that cannot be reached gives `StoreUnavailableError` (the service's
 *   503) and `healthy()` false; the pg Pool opens fresh connections once it is back, and reads
 *   retry once so a connection that died while idle does not surface as an error.
 *
 * Messages name the host, database and claim ids, never credentials or note text.
 */
import { createHash } from 'node:crypto';
import { Pool, type PoolClient, type PoolConfig } from 'pg';
import {
  encodeQueryAnswer,
  StoreOpenError,
  StoreUnavailableError,
  type ClaimStore,
  type QueryFilter,
  type StoredAnalysis,
} from './claim-store';

const MAX_LIMIT = 1000;

/** Options of {@link PostgresStore.open}. */
export interface PostgresStoreOptions {
  /**
   * Schema holding the tables; created if missing.
   * @default the first schema of the connection's search_path (usually `public`)
   */
  readonly schema?: string;
  /** Connections per instance. @default 10 */
  readonly maxConnections?: number;
  /** How long to wait for a connection before answering StoreUnavailableError. @default 5000 */
  readonly connectionTimeoutMs?: number;
  /** Server-side limit per statement. @default 30000 */
  readonly statementTimeoutMs?: number;
  /** How long `healthy()` waits for the database before answering false. @default 2000 */
  readonly healthTimeoutMs?: number;
  /**
   * Receives operational warnings (lost idle connections). They carry error codes only.
   * @default writes to `console.warn`
   */
  readonly warn?: (message: string) => void;
}

interface Migration {
  readonly version: number;
  readonly statements: (schema: string) => readonly string[];
}

/** Append-only: a released migration is never edited; a change is a new version. */
const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    statements: (s) => [
      `CREATE TABLE ${s}.clinval_analyses (
        seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        claim_id text COLLATE "C" NOT NULL UNIQUE,
        analyzed_at timestamptz NOT NULL,
        date_of_service_start text COLLATE "C",
        date_of_service_end text COLLATE "C",
        billing_provider_npi bigint,
        doc jsonb,
        doc_text text,
        CONSTRAINT clinval_analyses_one_document CHECK ((doc IS NULL) <> (doc_text IS NULL))
      )`,
      `CREATE INDEX clinval_analyses_newest ON ${s}.clinval_analyses (analyzed_at DESC, seq DESC)`,
      `CREATE INDEX clinval_analyses_npi_newest ON ${s}.clinval_analyses (billing_provider_npi, analyzed_at DESC, seq DESC)`,
      `CREATE INDEX clinval_analyses_start ON ${s}.clinval_analyses (date_of_service_start)`,
      `CREATE INDEX clinval_analyses_end ON ${s}.clinval_analyses (date_of_service_end)`,
    ],
  },
];

/** The schema version this code writes; a database at a newer version is refused. */
export const POSTGRES_SCHEMA_VERSION = MIGRATIONS.length;

/**
 * The PostgreSQL store. Open it with {@link PostgresStore.open}; any number of instances may
 * share one database.
 *
 * @example
 * const store = await PostgresStore.open('postgres://clinval@db.internal/clinval');
 * await store.insert(analysis); // resolves once committed
 */
export class PostgresStore implements ClaimStore {
  readonly kind = 'postgres' as const;
  readonly #pool: Pool;
  readonly #table: string;
  readonly #where: string;
  readonly #healthTimeoutMs: number;
  #closing: Promise<void> | undefined;

  private constructor(pool: Pool, schema: string, where: string, healthTimeoutMs: number) {
    this.#pool = pool;
    this.#table = `${quoteIdent(schema)}.clinval_analyses`;
    this.#where = where;
    this.#healthTimeoutMs = healthTimeoutMs;
  }

  /**
   * Connects and migrates the schema (idempotent, safe with instances starting together).
   * @throws StoreUnavailableError when the database cannot be reached; StoreOpenError when the
   *   schema is newer than this code or the migration fails.
   */
  static async open(url: string, options: PostgresStoreOptions = {}): Promise<PostgresStore> {
    const where = describeUrl(url);
    const warn = options.warn ?? defaultWarn;
    const config: PoolConfig = {
      connectionString: url,
      max: options.maxConnections ?? 10,
      connectionTimeoutMillis: options.connectionTimeoutMs ?? 5000,
      statement_timeout: options.statementTimeoutMs ?? 30_000,
      idleTimeoutMillis: 30_000,
      keepAlive: true,
      application_name: 'clinval',
    };
    const pool = new Pool(config);
    // An idle connection dropped by the server (restart, failover) is reported here; without a
    // listener the pool's 'error' event would crash the process.
    pool.on('error', (error) => warn(`lost an idle PostgreSQL connection to ${where} (${errorCode(error)}); the pool reconnects on demand`));
    try {
      const schema = await migrate(pool, options.schema, where);
      return new PostgresStore(pool, schema, where, options.healthTimeoutMs ?? 2000);
    } catch (error) {
      await pool.end().catch(() => undefined);
      throw error;
    }
  }

  /**
   * Stores one analysis; resolves once committed.
   * @throws TypeError for a record without a usable claim_id or analyzed_at; Error when the
   *   claim_id is already stored; StoreUnavailableError when the database is unreachable.
   */
  async insert(record: StoredAnalysis): Promise<void> {
    this.#assertOpen();
    checkRecord(record);
    const json = JSON.stringify(record);
    // JSON.stringify escapes U+0000 and unpaired surrogates as \u0000 and \udXXX: jsonb rejects
    // both, so such a record keeps its exact JSON text instead. (A note that contains a literal
    // backslash-u sequence may take this path needlessly; it still round-trips.)
    const jsonbSafe = !/\\u0000|\\ud[89a-f][0-9a-f]{2}/i.test(json);
    const claim = record.claim;
    try {
      await this.#pool.query(
        `INSERT INTO ${this.#table}
           (claim_id, analyzed_at, date_of_service_start, date_of_service_end, billing_provider_npi, doc, doc_text)
         VALUES ($1, $2::timestamptz, $3, $4, $5, $6::jsonb, $7)`,
        [
          record.claim_id,
          record.analyzed_at,
          typeof claim.date_of_service_start === 'string' ? claim.date_of_service_start : null,
          typeof claim.date_of_service_end === 'string' ? claim.date_of_service_end : null,
          typeof claim.billing_provider_npi === 'number' ? claim.billing_provider_npi : null,
          jsonbSafe ? json : null,
          jsonbSafe ? null : json,
        ],
      );
    } catch (error) {
      const code = errorCode(error);
      if (code === '23505') throw new Error(`claim_id ${record.claim_id} is already stored`);
      throw this.#translate(error, `insert of claim_id ${record.claim_id}`);
    }
  }

  /** The analysis stored under `claimId`, or undefined. */
  async get(claimId: string): Promise<StoredAnalysis | undefined> {
    this.#assertOpen();
    const rows = await this.#read(`SELECT doc, doc_text FROM ${this.#table} WHERE claim_id = $1`, [claimId], 'get');
    return rows[0] === undefined ? undefined : documentOf(rows[0]);
  }

  /** Analyses matching every given filter, newest first, at most `filter.limit`. */
  async query(filter: QueryFilter): Promise<StoredAnalysis[]> {
    this.#assertOpen();
    if (!Number.isInteger(filter.limit) || filter.limit < 1 || filter.limit > MAX_LIMIT) {
      throw new RangeError(`query limit must be an integer from 1 to ${MAX_LIMIT}`);
    }
    const conditions: string[] = [];
    const params: unknown[] = [];
    const add = (sql: string, value: unknown): void => {
      params.push(value);
      conditions.push(sql.replace('?', `$${params.length}`));
    };
    if (filter.claim_id !== undefined) add('claim_id = ?', filter.claim_id);
    if (filter.date_of_service_start !== undefined) add('date_of_service_start >= ?', filter.date_of_service_start);
    if (filter.date_of_service_end !== undefined) add('date_of_service_end <= ?', filter.date_of_service_end);
    if (filter.billing_provider_npi !== undefined) add('billing_provider_npi = ?', filter.billing_provider_npi);
    params.push(filter.limit);
    const rows = await this.#read(
      `SELECT doc, doc_text FROM ${this.#table}
       ${conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : ''}
       ORDER BY analyzed_at DESC, seq DESC
       LIMIT $${params.length}`,
      params,
      'query',
    );
    return rows.map(documentOf);
  }

  /** What `query` finds, as /v2/query answer elements, encoded per call from the rows read. */
  async queryAnswers(filter: QueryFilter): Promise<Buffer[]> {
    return (await this.query(filter)).map(encodeQueryAnswer);
  }

  /** True when a trivial query succeeds within `healthTimeoutMs`; never throws. */
  async healthy(): Promise<boolean> {
    if (this.#closing) return false;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), this.#healthTimeoutMs);
    });
    const probe = this.#pool.query('SELECT 1').then(
      () => true,
      () => false,
    );
    try {
      return await Promise.race([probe, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Closes the pool after in-flight queries. Idempotent. */
  close(): Promise<void> {
    this.#closing ??= this.#pool.end();
    return this.#closing;
  }

  /** Reads retry once on a connection failure: the pool may hand out a connection that died idle. */
  async #read(sql: string, params: readonly unknown[], what: string): Promise<Row[]> {
    for (let attempt = 0; ; attempt++) {
      try {
        return (await this.#pool.query<Row>(sql, params as unknown[])).rows;
      } catch (error) {
        if (attempt === 0 && isConnectionError(error) && !this.#closing) continue;
        throw this.#translate(error, what);
      }
    }
  }

  #translate(error: unknown, what: string): Error {
    const code = errorCode(error);
    if (isConnectionError(error)) return new StoreUnavailableError(`PostgreSQL at ${this.#where} is unavailable (${code}) during ${what}`);
    return new Error(`PostgreSQL ${what} failed at ${this.#where} (${code})`);
  }

  #assertOpen(): void {
    if (this.#closing) throw new StoreUnavailableError(`the PostgreSQL store for ${this.#where} is closed`);
  }
}

interface Row {
  readonly doc: StoredAnalysis | null;
  readonly doc_text: string | null;
}

function documentOf(row: Row): StoredAnalysis {
  if (row.doc !== null) return row.doc;
  return JSON.parse(row.doc_text ?? 'null') as StoredAnalysis;
}

async function migrate(pool: Pool, requestedSchema: string | undefined, where: string): Promise<string> {
  let client: PoolClient;
  try {
    client = await pool.connect();
  } catch (error) {
    throw new StoreUnavailableError(`cannot connect to PostgreSQL at ${where} (${errorCode(error)})`);
  }
  let schema = requestedSchema;
  try {
    schema ??= await targetSchema(client);
    checkSchemaName(schema);
    const s = quoteIdent(schema);
    await client.query('BEGIN');
    // Two instances starting together: the second waits here until the first has committed.
    await client.query('SELECT pg_advisory_xact_lock($1::bigint)', [advisoryKey(schema)]);
    await client.query(`CREATE SCHEMA IF NOT EXISTS ${s}`);
    await client.query(`CREATE TABLE IF NOT EXISTS ${s}.clinval_schema_version (
      version integer PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const current = Number((await client.query<{ v: number | null }>(`SELECT max(version) AS v FROM ${s}.clinval_schema_version`)).rows[0]?.v ?? 0);
    if (current > POSTGRES_SCHEMA_VERSION) {
      throw new StoreOpenError(`schema ${schema} at ${where} is at version ${current}, newer than this clinval (${POSTGRES_SCHEMA_VERSION}); upgrade clinval`);
    }
    for (const migration of MIGRATIONS) {
      if (migration.version <= current) continue;
      for (const statement of migration.statements(s)) await client.query(statement);
      await client.query(`INSERT INTO ${s}.clinval_schema_version (version) VALUES ($1)`, [migration.version]);
    }
    await client.query('COMMIT');
    return schema;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    if (error instanceof StoreOpenError || error instanceof StoreUnavailableError || error instanceof TypeError) throw error;
    if (isConnectionError(error)) throw new StoreUnavailableError(`PostgreSQL at ${where} went away during migration (${errorCode(error)})`);
    throw new StoreOpenError(`schema migration at ${where} failed (${errorCode(error)}: ${safeMessage(error)})`);
  } finally {
    client.release();
  }
}

/** The first schema of the connection's search_path; `"$user"` resolves to the current user. */
async function targetSchema(client: PoolClient): Promise<string> {
  const row = (await client.query<{ search_path: string; user: string }>('SELECT current_setting($1) AS search_path, current_user AS user', ['search_path'])).rows[0];
  const first = splitSearchPath(row?.search_path ?? '')[0];
  if (first === undefined || first === '') return 'public';
  return first === '$user' ? row?.user ?? 'public' : first;
}

/** Splits a search_path setting into names, unquoting `"..."` (with `""` for a quote). */
function splitSearchPath(value: string): string[] {
  const names: string[] = [];
  const pattern = /\s*(?:"((?:[^"]|"")*)"|([^,\s]+))\s*(?:,|$)/gy;
  let m: RegExpExecArray | null;
  while (pattern.lastIndex < value.length && (m = pattern.exec(value)) !== null) {
    names.push(m[1] !== undefined ? m[1].replace(/""/g, '"') : (m[2] ?? ''));
  }
  return names;
}

function checkSchemaName(schema: string): void {
  // Identifiers are quoted anyway; this keeps names to what an operator can type unquoted.
  if (!/^[A-Za-z_][A-Za-z0-9_$]{0,62}$/.test(schema)) throw new TypeError(`PostgreSQL schema name ${JSON.stringify(schema)} is not a plain identifier`);
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** A signed 64-bit advisory lock key per schema, so different schemas migrate independently. */
function advisoryKey(schema: string): string {
  const digest = createHash('sha256').update(`clinval-schema:${schema}`).digest();
  return digest.readBigInt64BE(0).toString();
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

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'EAI_AGAIN',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down)
  '53300', // too_many_connections
]);

function isConnectionError(error: unknown): boolean {
  const code = errorCode(error);
  if (CONNECTION_CODES.has(code) || code.startsWith('08')) return true;
  // pg reports these without a code.
  const message = error instanceof Error ? error.message : '';
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly/i.test(message);
}

function errorCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : error instanceof Error ? error.name : 'unknown error';
}

/** Server messages of schema errors name objects, not data; anything else is reduced to its code. */
function safeMessage(error: unknown): string {
  const code = errorCode(error);
  return /^(42|3F)/.test(code) && error instanceof Error ? error.message : 'see the server log';
}

/** host:port/database of a URL, without user or password. */
function describeUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname || 'localhost'}:${u.port || '5432'}${u.pathname || '/'}`;
  } catch {
    throw new TypeError('CLINVAL_STORE_URL is not a valid postgres:// URL');
  }
}

function defaultWarn(message: string): void {
  console.warn(`clinval postgres store: ${message}`);
}
