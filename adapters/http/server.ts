#!/usr/bin/env node
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import pino, { type Logger } from 'pino';
import { createClaimValidator } from '../../lib/validate-claim';
import type { ClaimStore } from '../store/claim-store';
import { openStore } from '../store';
import { createApp, type ClinvalApp } from './app';
import { ConfigError, loadConfig, type ServiceConfig } from './config';

export interface RunningService {
  readonly url: string;
  readonly config: ServiceConfig;
  readonly app: ClinvalApp;
  readonly server: Server;
  /** Graceful: stop accepting, finish in-flight requests, flush and close the store. */
  close(): Promise<void>;
}

export interface StartOptions {
  readonly config: ServiceConfig;
  readonly logger?: Logger;
  /** An already-open store (tests); by default the configured one is opened. */
  readonly store?: ClaimStore;
  /** Called with a line for the operator (where the first-run key is). @default console.log */
  readonly announce?: (line: string) => void;
}

const KEY_FILE = 'service-key';

/**
 * Fail closed, but make the first run easy: with no key configured, a random key is created in
 * the data folder (mode 0600) and its location printed; later runs reuse it.
 */
export function ensureServiceKeys(config: ServiceConfig, announce: (line: string) => void): ServiceConfig {
  if (config.serviceKeys.length > 0) return config;
  const path = join(config.dataDir, KEY_FILE);
  let created = false;
  if (!existsSync(path)) {
    mkdirSync(config.dataDir, { recursive: true });
    writeFileSync(path, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
    created = true;
  }
  chmodSync(path, 0o600);
  const key = readFileSync(path, 'utf8').trim();
  if (key.length < 16) throw new ConfigError(`${path}: the key in it is shorter than 16 characters`);
  announce(`clinval: no CLINVAL_SERVICE_KEYS set; using the key ${created ? 'created' : 'kept'} in ${path} (send it as the SERVICE_KEY header)`);
  return { ...config, serviceKeys: [key] };
}

/** Opens the store, builds the app, listens. */
export async function startService(options: StartOptions): Promise<RunningService> {
  const announce = options.announce ?? ((line: string) => console.log(line));
  const config = ensureServiceKeys(options.config, announce);
  const logger = options.logger ?? pino({ level: config.logLevel, base: { service: 'clinval' } });
  const validator = createClaimValidator({ planMap: config.planMap });
  const store = options.store ?? (await openStore({ dataDir: config.dataDir, storeUrl: config.storeUrl }));
  const app = createApp({ config, store, validator, logger });
  const server = createServer(app.koa.callback());
  // Slow or stalled clients must not hold a slot forever.
  server.headersTimeout = 15_000;
  server.requestTimeout = 60_000;
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const url = `http://${host}:${address.port}${config.basePath}/v2`;
  logger.info({ url, store: store.kind }, 'listening');

  let closing: Promise<void> | undefined;
  const close = (): Promise<void> =>
    (closing ??= (async () => {
      app.beginShutdown();
      const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const deadline = Date.now() + 10_000;
      while (app.inFlight() > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
      server.closeAllConnections();
      await stopped;
      await store.close();
      logger.info('stopped');
    })());
  return { url, config, app, server, close };
}

async function main(): Promise<void> {
  let config: ServiceConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`clinval: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  let service: RunningService;
  try {
    service = await startService({ config });
  } catch (error) {
    // Start-up failures (folder locked by another process, corrupt records, bad key file) are
    // operator errors: say what and where, without a stack.
    console.error(`clinval: cannot start: ${(error as Error).message}`);
    process.exit(1);
  }
  console.log(`clinval: serving ${service.url}`);
  const stop = (signal: string) => {
    console.log(`clinval: ${signal} received, finishing in-flight requests`);
    void service.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}

if (require.main === module) void main();
