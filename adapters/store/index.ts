import type { ClaimStore } from './claim-store';
import { FileStore, type FileStoreOptions } from './file-store';
import { PostgresStore, type PostgresStoreOptions } from './postgres-store';

export { StoreOpenError, StoreUnavailableError } from './claim-store';
export type { ClaimStore, QueryFilter, StoredAnalysis } from './claim-store';
export { FileStore, StoreCorruptionError } from './file-store';
export type { FileStoreOpenReport, FileStoreOptions, FileStoreProblem } from './file-store';
export { PostgresStore, POSTGRES_SCHEMA_VERSION } from './postgres-store';
export type { PostgresStoreOptions } from './postgres-store';

/** Which store to open (design.md, Configuration). */
export interface StoreConfig {
  /** The file store's folder (`CLINVAL_DATA_DIR`). @default './data' */
  readonly dataDir?: string | undefined;
  /** `postgres://...` or `postgresql://...` selects the PostgreSQL store (`CLINVAL_STORE_URL`). @default undefined */
  readonly storeUrl?: string | undefined;
  /**
   * File store: what to do with damaged analysis files at start (`CLINVAL_STORE_ON_CORRUPT`).
   * @default 'refuse'
   */
  readonly onCorrupt?: 'refuse' | 'quarantine' | undefined;
  /** Receives store warnings (file names, claim ids and error codes only). @default console.warn */
  readonly warn?: ((message: string) => void) | undefined;
  /** Further file store options. @default {} */
  readonly file?: Omit<FileStoreOptions, 'onCorrupt' | 'warn'>;
  /** Further PostgreSQL store options. @default {} */
  readonly postgres?: Omit<PostgresStoreOptions, 'warn'>;
}

/**
 * Opens the configured store: PostgreSQL when `storeUrl` is a `postgres://` URL, else the file
 * store in `dataDir`.
 *
 * @example
 * // CLINVAL_STORE_URL unset, CLINVAL_DATA_DIR=/var/lib/clinval: the file store there.
 * const store = await openStore({ dataDir: process.env.CLINVAL_DATA_DIR, storeUrl: process.env.CLINVAL_STORE_URL });
 * @throws TypeError when `storeUrl` is set but is not a postgres URL (never a silent fallback to files);
 *   StoreOpenError / StoreUnavailableError from the store's own open.
 */
export async function openStore(config: StoreConfig = {}): Promise<ClaimStore> {
  const { storeUrl } = config;
  const warn = config.warn;
  if (storeUrl !== undefined && storeUrl !== '') {
    if (!/^postgres(ql)?:\/\//i.test(storeUrl)) throw new TypeError('CLINVAL_STORE_URL must be a postgres:// or postgresql:// URL');
    return PostgresStore.open(storeUrl, { ...config.postgres, ...(warn ? { warn } : {}) });
  }
  return FileStore.open(config.dataDir ?? './data', {
    ...config.file,
    ...(config.onCorrupt ? { onCorrupt: config.onCorrupt } : {}),
    ...(warn ? { warn } : {}),
  });
}
