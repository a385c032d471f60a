import { randomUUID } from 'node:crypto';
import type { Socket } from 'node:net';
import Router from '@koa/router';
import Koa from 'koa';
import bodyParser from 'koa-bodyparser';
import type { Logger } from 'pino';
import type { Claim, Validator } from '../../lib/criteria/validate';
import { StoreUnavailableError, type ClaimStore, type StoredAnalysis } from '../store/claim-store';
import { createCidrSet, createKeyChecker, resolveClientIp } from './auth';
import type { ServiceConfig } from './config';
import { describeIssue, headerSafe, queryRequestSchema, validateRequestSchema } from './schemas';

/** A refusal: the status and a short reason for X-Error-Reason (never note text). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly reason: string,
    readonly retryAfter?: number,
  ) {
    super(reason);
    this.name = 'HttpError';
  }
}

export interface AppDeps {
  readonly config: ServiceConfig;
  readonly store: ClaimStore;
  readonly validator: Validator;
  readonly logger: Logger;
  /** Seeds claim ids in tests; production uses random UUIDs. @default crypto.randomUUID */
  readonly newClaimId?: () => string;
  /** @default () => new Date() */
  readonly now?: () => Date;
}

/** The running app plus what graceful shutdown needs to know. */
export interface ClinvalApp {
  readonly koa: Koa;
  /** Requests being handled now (shutdown waits for them). */
  inFlight(): number;
  /** Refuse new work with 503 while draining. */
  beginShutdown(): void;
}

/**
 * The HTTP adapter: translates requests into library and store calls and back. No clinical logic
 * lives here. Every response carries X-Request-Id; no error response carries a body.
 */
export function createApp(deps: AppDeps): ClinvalApp {
  const { config, store, validator, logger } = deps;
  const newClaimId = deps.newClaimId ?? randomUUID;
  const now = deps.now ?? (() => new Date());
  const keyMatches = createKeyChecker(config.serviceKeys);
  const ipAllowed = createCidrSet(config.ipAllowlist);
  const isTrustedProxy = createCidrSet(config.trustProxy);
  const base = `${config.basePath}/v2`;
  let requests = 0;
  let analyses = 0;
  let draining = false;

  const koa = new Koa({ proxy: false });
  // Koa's own error logging would print stacks; our boundary below handles and logs every error.
  koa.silent = true;

  // 1. Request id, timing, logging and the one error boundary.
  koa.use(async (ctx, next) => {
    const started = process.hrtime.bigint();
    const requestId = randomUUID();
    ctx.set('X-Request-Id', requestId);
    requests++;
    let reason: string | undefined;
    try {
      if (draining) throw new HttpError(503, 'service is shutting down', config.retryAfterSeconds);
      await next();
      if (ctx.status === 404 && ctx.body === undefined) throw new HttpError(404, 'no such route');
    } catch (error) {
      const refusal = toHttpError(error, config);
      reason = refusal.reason;
      ctx.status = refusal.status;
      ctx.set('X-Error-Reason', headerSafe(refusal.reason));
      if (refusal.retryAfter !== undefined) ctx.set('Retry-After', String(refusal.retryAfter));
      if (refusal.status === 405) ctx.set('Allow', 'POST');
      ctx.body = '';
      ctx.remove('Content-Type');
      if (refusal.status >= 500 && !(error instanceof HttpError)) {
        // The error's class and code only: messages can quote input, and input can be PHI.
        logger.error({ requestId, err: { type: (error as Error)?.name, code: (error as { code?: unknown })?.code } }, 'unexpected error');
      }
    } finally {
      requests--;
      logger.info(
        { requestId, method: ctx.method, route: routeName(ctx.path, base), status: ctx.status, ms: Number(process.hrtime.bigint() - started) / 1e6, ...(reason ? { reason } : {}) },
        'request',
      );
    }
  });

  // 2. Health, before auth: load balancers carry no key.
  koa.use(async (ctx, next) => {
    if (ctx.path === `${base}/health`) {
      if (ctx.method !== 'GET' && ctx.method !== 'HEAD') throw new HttpError(405, 'use GET');
      if (!(await store.healthy())) throw new HttpError(503, 'store unavailable', config.retryAfterSeconds);
      ctx.status = 200;
      ctx.body = '';
      ctx.remove('Content-Type');
      return;
    }
    await next();
  });

  // 3. Auth on everything else, fail closed: the address first, then the key.
  // Without X-Forwarded-For the caller is the socket's peer, fixed for the connection's life, so
  // its allowlist answer is kept per connection (keep-alive clients send many requests on one).
  const peerAllowed = new WeakMap<Socket, boolean>();
  const allowed = (socket: Socket, forwardedFor: string | undefined): boolean => {
    if (forwardedFor === undefined) {
      const known = peerAllowed.get(socket);
      if (known !== undefined) return known;
    }
    const client = resolveClientIp(socket.remoteAddress, forwardedFor, isTrustedProxy);
    const answer = client !== undefined && ipAllowed(client);
    if (forwardedFor === undefined) peerAllowed.set(socket, answer);
    return answer;
  };
  koa.use(async (ctx, next) => {
    if (!allowed(ctx.req.socket, ctx.get('X-Forwarded-For') || undefined)) throw new HttpError(401, 'client address not in the allowlist');
    const presented = ctx.get('SERVICE_KEY') || ctx.get('Service-Key') || undefined;
    if (!presented) throw new HttpError(401, 'missing SERVICE_KEY header');
    if (!keyMatches(presented)) throw new HttpError(401, 'invalid SERVICE_KEY');
    await next();
  });

  // 4. JSON only, within the size limit.
  koa.use(async (ctx, next) => {
    if (ctx.method === 'POST' && hasBody(ctx.req.headers) && !ctx.is('application/json')) {
      throw new HttpError(415, 'Content-Type must be application/json');
    }
    const declared = Number(ctx.get('Content-Length'));
    if (Number.isFinite(declared) && declared > config.maxBodyBytes) throw new HttpError(413, `body larger than ${config.maxBodyBytes} bytes`);
    await next();
  });
  koa.use(
    bodyParser({
      enableTypes: ['json'],
      jsonLimit: `${config.maxBodyBytes}b`,
      strict: true,
      onerror: (error) => {
        const status = (error as { status?: number }).status;
        if (status === 413) throw new HttpError(413, `body larger than ${config.maxBodyBytes} bytes`);
        if (status === 415) throw new HttpError(415, 'unsupported body encoding');
        throw new HttpError(400, 'body is not valid JSON');
      },
    }),
  );

  const router = new Router({ prefix: base });

  router.post('/validate', async (ctx) => {
    const parsed = validateRequestSchema.safeParse(ctx.request.body);
    if (!parsed.success) throw new HttpError(400, describeIssue(parsed.error));
    if (analyses >= config.maxInFlight) throw new HttpError(503, 'too many analyses in flight', config.retryAfterSeconds);
    analyses++;
    try {
      const claim = parsed.data.claim as Claim;
      const { validation, provenance } = validator.validateClaim({ claim, discharge_summary: parsed.data.discharge_summary });
      const record: StoredAnalysis = {
        claim_id: newClaimId(),
        claim,
        discharge_summary: { text: parsed.data.discharge_summary.text },
        validation,
        provenance,
        analyzed_at: now().toISOString(),
      };
      // The 200 promises the analysis is on disk: insert resolves only once it is durable.
      await store.insert(record);
      ctx.body = { claim_id: record.claim_id, validation: record.validation };
    } finally {
      analyses--;
    }
  });

  router.post('/query', async (ctx) => {
    const body = ctx.request.body === undefined || (typeof ctx.request.body === 'object' && ctx.request.body !== null && Object.keys(ctx.request.body).length === 0) ? {} : ctx.request.body;
    const parsed = queryRequestSchema.safeParse(body);
    if (!parsed.success) throw new HttpError(400, describeIssue(parsed.error));
    const q = parsed.data;
    const filter = {
      limit: q.limit,
      ...(q.claim_id !== undefined ? { claim_id: q.claim_id } : {}),
      ...(q.date_of_service_start !== undefined ? { date_of_service_start: q.date_of_service_start } : {}),
      ...(q.date_of_service_end !== undefined ? { date_of_service_end: q.date_of_service_end } : {}),
      ...(q.billing_provider_npi !== undefined ? { billing_provider_npi: q.billing_provider_npi } : {}),
    };
    const answers = await store.queryAnswers(filter);
    // An empty answer for a claim_id is a 404 only when the claim is unknown, not when the other filters exclude it.
    if (q.claim_id !== undefined && answers.length === 0 && !(await store.get(q.claim_id))) throw new HttpError(404, 'unknown claim_id');
    // The store's answers are already JSON: joined as an array and sent as bytes, the same bytes
    // Koa's JSON.stringify of the objects would send, without re-encoding every analysis.
    ctx.type = 'json';
    ctx.body = jsonArray(answers);
  });

  koa.use(router.routes());
  koa.use(async (ctx) => {
    const known = ctx.path === `${base}/validate` || ctx.path === `${base}/query`;
    throw known ? new HttpError(405, 'use POST') : new HttpError(404, 'no such route');
  });

  return {
    koa,
    inFlight: () => requests,
    beginShutdown: () => {
      draining = true;
    },
  };
}

const OPEN = Buffer.from('[');
const COMMA = Buffer.from(',');
const CLOSE = Buffer.from(']');

/** `[a,b,...]` from elements that are each one JSON value; a copy, so cached elements stay untouched. */
function jsonArray(elements: readonly Buffer[]): Buffer {
  const parts: Buffer[] = [OPEN];
  elements.forEach((element, i) => parts.push(...(i > 0 ? [COMMA, element] : [element])));
  parts.push(CLOSE);
  return Buffer.concat(parts);
}

function hasBody(headers: Record<string, string | string[] | undefined>): boolean {
  return headers['transfer-encoding'] !== undefined || (headers['content-length'] !== undefined && headers['content-length'] !== '0');
}

function routeName(path: string, base: string): string {
  for (const name of ['validate', 'query', 'health']) if (path === `${base}/${name}`) return name;
  return 'unmatched';
}

function toHttpError(error: unknown, config: ServiceConfig): HttpError {
  if (error instanceof HttpError) return error;
  if (error instanceof StoreUnavailableError) return new HttpError(503, 'store unavailable', config.retryAfterSeconds);
  const status = (error as { status?: unknown })?.status;
  const expose = (error as { expose?: unknown })?.expose;
  if (typeof status === 'number' && status >= 400 && status < 500 && expose) {
    return new HttpError(status, status === 413 ? 'body too large' : 'bad request');
  }
  return new HttpError(500, 'internal error');
}
