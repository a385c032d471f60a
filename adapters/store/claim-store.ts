import type { Claim, Provenance, ValidationElement } from '../../lib/criteria/validate';

/** One analysed claim as stored: what /v2/query returns, plus the provenance kept with it. */
export interface StoredAnalysis {
  readonly claim_id: string;
  /** The claim as validated: known fields only, as sent. */
  readonly claim: Claim;
  readonly discharge_summary: { readonly text: string };
  readonly validation: readonly ValidationElement[];
  readonly provenance: Provenance;
  /** ISO-8601 UTC time of the analysis; the order of /v2/query is newest first. */
  readonly analyzed_at: string;
}

/**
 * /v2/query filters, combined with AND (design.md): `claim_id` exact; `date_of_service_start`
 * = service started on or after; `date_of_service_end` = service ended on or before;
 * `billing_provider_npi` exact. Newest analysis first, at most `limit` (1..1000).
 */
export interface QueryFilter {
  readonly claim_id?: string;
  readonly date_of_service_start?: string;
  readonly date_of_service_end?: string;
  readonly billing_provider_npi?: number;
  readonly limit: number;
}

/**
 * One element of the /v2/query answer (spec 4.2): the stored analysis without what stays
 * internal (provenance, analyzed_at). Keys in the order the answer has always had.
 */
export function toQueryAnswer(record: StoredAnalysis): Pick<StoredAnalysis, 'claim_id' | 'claim' | 'discharge_summary' | 'validation'> {
  return { claim_id: record.claim_id, claim: record.claim, discharge_summary: record.discharge_summary, validation: record.validation };
}

/** {@link toQueryAnswer} as UTF-8 JSON: what every store's `queryAnswers` returns per analysis. */
export function encodeQueryAnswer(record: StoredAnalysis): Buffer {
  return Buffer.from(JSON.stringify(toQueryAnswer(record)), 'utf8');
}

/**
 * Where analyses live. Every implementation passes the same contract suite
 * (test/store/contract.ts). `insert` resolves only once the record is durable (fsync'd, or
 * committed), because a 200 from /v2/validate promises the analysis is on disk.
 */
export interface ClaimStore {
  readonly kind: 'file' | 'postgres';
  insert(record: StoredAnalysis): Promise<void>;
  get(claimId: string): Promise<StoredAnalysis | undefined>;
  query(filter: QueryFilter): Promise<StoredAnalysis[]>;
  /**
   * The same analyses as `query`, each already serialised as its /v2/query answer element
   * ({@link encodeQueryAnswer}): the service sends these bytes as they are, so a store that
   * keeps them (analyses never change) saves the decode and encode of every answer.
   */
  queryAnswers(filter: QueryFilter): Promise<Buffer[]>;
  /** True when the store can serve; false (never a throw) when e.g. the database is down. */
  healthy(): Promise<boolean>;
  /** Flushes and releases (the file lock, the pool). Idempotent. */
  close(): Promise<void>;
}

/** Raised when the store cannot serve now (database down): the service answers 503. */
export class StoreUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StoreUnavailableError';
  }
}

/** Raised at open when the data folder is held by another process or holds corrupt records. */
export class StoreOpenError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StoreOpenError';
  }
}
