import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { resolve } from 'node:path';

/**
 * Service configuration. Environment variables (names are a contract: deployment scripts rely
 * on them) override an optional JSON file named by CLINVAL_CONFIG, which overrides the defaults.
 */
export interface ServiceConfig {
  /** @default 8080 (0 = any free port; the chosen one is logged) */
  readonly port: number;
  /** @default '127.0.0.1' */
  readonly host: string;
  /** The file store's folder, and where a first-run key is kept. @default './data' */
  readonly dataDir: string;
  /** `postgres://...` selects the PostgreSQL store. @default undefined (file store) */
  readonly storeUrl: string | undefined;
  /** Accepted SERVICE_KEY values; several may be active while rotating. @default [] (a key is generated) */
  readonly serviceKeys: readonly string[];
  /** CIDRs allowed to call. @default ['127.0.0.1/8', '::1/128'] */
  readonly ipAllowlist: readonly string[];
  /** CIDRs of proxies whose X-Forwarded-For is trusted. @default [] (never trusted) */
  readonly trustProxy: readonly string[];
  /** Prefix before `/v2`, e.g. '/api'. @default '' */
  readonly basePath: string;
  /** Request body limit in bytes. @default 5 MiB */
  readonly maxBodyBytes: number;
  /** Analyses in flight before answering 503. @default 64 */
  readonly maxInFlight: number;
  /** Seconds a 503 asks the client to wait. @default 1 */
  readonly retryAfterSeconds: number;
  /** A deployment's plan ids mapped to clinval plan profiles. @default {} */
  readonly planMap: Readonly<Record<string, string>>;
  /** pino level. @default 'info' */
  readonly logLevel: string;
}

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

const DEFAULTS: ServiceConfig = {
  port: 8080,
  host: '127.0.0.1',
  dataDir: './data',
  storeUrl: undefined,
  serviceKeys: [],
  ipAllowlist: ['127.0.0.1/8', '::1/128'],
  trustProxy: [],
  basePath: '',
  maxBodyBytes: 5 * 1024 * 1024,
  maxInFlight: 64,
  retryAfterSeconds: 1,
  planMap: {},
  logLevel: 'info',
};

type FileConfig = Partial<Record<keyof ServiceConfig, unknown>>;

/** Reads configuration from `env` (and the file CLINVAL_CONFIG names). Throws ConfigError on a bad value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServiceConfig {
  const file = env.CLINVAL_CONFIG ? readConfigFile(env.CLINVAL_CONFIG) : {};
  const pick = <T>(envName: string, key: keyof ServiceConfig, parse: (raw: string) => T, fromFile: (v: unknown) => T): T => {
    const raw = env[envName];
    if (raw !== undefined && raw !== '') return parse(raw);
    if (file[key] !== undefined) return fromFile(file[key]);
    return DEFAULTS[key] as T;
  };
  const config: ServiceConfig = {
    port: pick('PORT', 'port', (r) => parsePort(r, 'PORT'), (v) => parsePort(String(v), 'port')),
    host: pick('HOST', 'host', (r) => r, (v) => asString(v, 'host')),
    dataDir: resolve(pick('CLINVAL_DATA_DIR', 'dataDir', (r) => r, (v) => asString(v, 'dataDir'))),
    storeUrl: pick<string | undefined>('CLINVAL_STORE_URL', 'storeUrl', (r) => parseStoreUrl(r), (v) => parseStoreUrl(asString(v, 'storeUrl'))),
    serviceKeys: pick('CLINVAL_SERVICE_KEYS', 'serviceKeys', (r) => parseKeys(splitList(r)), (v) => parseKeys(asStringList(v, 'serviceKeys'))),
    ipAllowlist: pick('CLINVAL_IP_ALLOWLIST', 'ipAllowlist', (r) => parseCidrs(splitList(r), 'CLINVAL_IP_ALLOWLIST'), (v) => parseCidrs(asStringList(v, 'ipAllowlist'), 'ipAllowlist')),
    trustProxy: pick('CLINVAL_TRUST_PROXY', 'trustProxy', (r) => parseCidrs(splitList(r), 'CLINVAL_TRUST_PROXY'), (v) => parseCidrs(asStringList(v, 'trustProxy'), 'trustProxy')),
    basePath: pick('CLINVAL_BASE_PATH', 'basePath', (r) => parseBasePath(r), (v) => parseBasePath(asString(v, 'basePath'))),
    maxBodyBytes: pick('CLINVAL_MAX_BODY', 'maxBodyBytes', (r) => parseBytes(r), (v) => parseBytes(String(v))),
    maxInFlight: pick('CLINVAL_MAX_IN_FLIGHT', 'maxInFlight', (r) => parsePositiveInt(r, 'CLINVAL_MAX_IN_FLIGHT'), (v) => parsePositiveInt(String(v), 'maxInFlight')),
    retryAfterSeconds: pick('CLINVAL_RETRY_AFTER', 'retryAfterSeconds', (r) => parsePositiveInt(r, 'CLINVAL_RETRY_AFTER'), (v) => parsePositiveInt(String(v), 'retryAfterSeconds')),
    planMap: pick('CLINVAL_PLAN_MAP', 'planMap', (r) => parsePlanMap(r), (v) => parsePlanMapObject(v)),
    logLevel: pick('CLINVAL_LOG_LEVEL', 'logLevel', (r) => parseLogLevel(r), (v) => parseLogLevel(asString(v, 'logLevel'))),
  };
  return config;
}

function readConfigFile(path: string): FileConfig {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new ConfigError(`CLINVAL_CONFIG ${path}: cannot read it as JSON (${(error as Error).message.split('\n')[0]})`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new ConfigError(`CLINVAL_CONFIG ${path}: expected a JSON object`);
  const known = new Set(Object.keys(DEFAULTS));
  for (const key of Object.keys(parsed)) {
    // A typo in a config file must not silently fall back to a default.
    if (!known.has(key)) throw new ConfigError(`CLINVAL_CONFIG ${path}: unknown setting "${key}" (known: ${[...known].join(', ')})`);
  }
  return parsed as FileConfig;
}

function splitList(raw: string): string[] {
  return raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

function asString(v: unknown, name: string): string {
  if (typeof v !== 'string') throw new ConfigError(`${name}: expected a string`);
  return v;
}

function asStringList(v: unknown, name: string): string[] {
  if (!Array.isArray(v) || v.some((x) => typeof x !== 'string')) throw new ConfigError(`${name}: expected an array of strings`);
  return v as string[];
}

function parsePort(raw: string, name: string): number {
  const n = Number(raw);
  if (!/^\d+$/.test(raw) || n > 65535) throw new ConfigError(`${name}: expected a port 0..65535, got "${raw}"`);
  return n;
}

function parsePositiveInt(raw: string, name: string): number {
  const n = Number(raw);
  if (!/^\d+$/.test(raw) || n < 1 || !Number.isSafeInteger(n)) throw new ConfigError(`${name}: expected a positive integer, got "${raw}"`);
  return n;
}

function parseStoreUrl(raw: string): string {
  if (!/^postgres(ql)?:\/\//.test(raw)) throw new ConfigError('CLINVAL_STORE_URL: expected a postgres:// URL');
  return raw;
}

function parseKeys(keys: readonly string[]): string[] {
  for (const key of keys) {
    // Short keys are guessable; the generated ones are 64 hex characters.
    if (key.length < 16) throw new ConfigError('CLINVAL_SERVICE_KEYS: every key must be at least 16 characters');
  }
  return [...keys];
}

/** "10.0.0.0/8", "::1/128", or a bare address (a /32 or /128). */
export function parseCidrs(list: readonly string[], name: string): string[] {
  return list.map((entry) => {
    const [address, bits, extra] = entry.split('/');
    const family = isIP(address ?? '');
    const max = family === 4 ? 32 : 128;
    const prefix = bits === undefined ? max : Number(bits);
    if (!family || extra !== undefined || !Number.isInteger(prefix) || prefix < 0 || prefix > max || (bits !== undefined && !/^\d+$/.test(bits))) {
      throw new ConfigError(`${name}: "${entry}" is not an IPv4 or IPv6 CIDR`);
    }
    return `${address}/${prefix}`;
  });
}

function parseBasePath(raw: string): string {
  if (raw === '' || raw === '/') return '';
  if (!/^(\/[A-Za-z0-9._~-]+)+$/.test(raw.replace(/\/$/, ''))) throw new ConfigError(`CLINVAL_BASE_PATH: expected a path like /api, got "${raw}"`);
  return raw.replace(/\/$/, '');
}

/** "5mb", "512kb", "1048576". */
export function parseBytes(raw: string): number {
  const m = /^(\d+(?:\.\d+)?)\s*(b|kb|mb|gb)?$/i.exec(raw.trim());
  if (!m) throw new ConfigError(`CLINVAL_MAX_BODY: expected a size like 5mb, got "${raw}"`);
  const scale = { b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 }[(m[2] ?? 'b').toLowerCase() as 'b'];
  const bytes = Math.floor(Number(m[1]) * scale);
  if (bytes < 1) throw new ConfigError('CLINVAL_MAX_BODY: must be at least 1 byte');
  return bytes;
}

/** "ACME-MA=SEPSIS3-ONLY,BETA-HMO=AKI-RATIO-ONLY" */
function parsePlanMap(raw: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of splitList(raw)) {
    const [plan, profile, extra] = pair.split('=');
    if (!plan || !profile || extra !== undefined) throw new ConfigError(`CLINVAL_PLAN_MAP: expected plan=PROFILE pairs, got "${pair}"`);
    out[plan.trim()] = profile.trim();
  }
  return out;
}

function parsePlanMapObject(v: unknown): Record<string, string> {
  if (typeof v !== 'object' || v === null || Array.isArray(v) || Object.values(v).some((x) => typeof x !== 'string')) {
    throw new ConfigError('planMap: expected an object of plan id -> profile id');
  }
  return { ...(v as Record<string, string>) };
}

function parseLogLevel(raw: string): string {
  const levels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
  if (!levels.includes(raw)) throw new ConfigError(`CLINVAL_LOG_LEVEL: expected one of ${levels.join(', ')}`);
  return raw;
}
