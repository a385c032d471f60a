import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCidrSet, createKeyChecker, resolveClientIp } from '../../adapters/http/auth';
import { ConfigError, loadConfig } from '../../adapters/http/config';
import { ensureServiceKeys } from '../../adapters/http/server';
import { KEY, startTestService, storesUnderTest } from './harness';

const fileStore = storesUnderTest[0]!;

// Some tests start two services; on a shared 2-core machine that can pass jest's 5 s default.
jest.setTimeout(30_000);

async function status(url: string, headers: Record<string, string> = {}): Promise<[number, string | null]> {
  const r = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', SERVICE_KEY: KEY, ...headers }, body: '{}' });
  await r.text();
  return [r.status, r.headers.get('x-error-reason')];
}

describe('IP allowlist over real HTTP', () => {
  it('refuses an IPv4 caller outside the allowlist with 401', async () => {
    const service = await startTestService(fileStore, { ipAllowlist: ['10.0.0.0/8'] });
    try {
      expect(await status(`${service.url}/query`)).toEqual([401, 'client address not in the allowlist']);
    } finally {
      await service.stop();
    }
  });

  it('serves an IPv6 caller inside the allowlist and refuses one outside it', async () => {
    const allowed = await startTestService(fileStore, { host: '::1', ipAllowlist: ['::1/128'] });
    const denied = await startTestService(fileStore, { host: '::1', ipAllowlist: ['127.0.0.0/8', 'fd00::/8'] });
    try {
      expect(allowed.url).toMatch(/^http:\/\/\[::1\]:/);
      expect((await status(`${allowed.url}/query`))[0]).toBe(200);
      expect(await status(`${denied.url}/query`)).toEqual([401, 'client address not in the allowlist']);
    } finally {
      await allowed.stop();
      await denied.stop();
    }
  });

  it('honours X-Forwarded-For only from a trusted proxy', async () => {
    const behindProxy = await startTestService(fileStore, { ipAllowlist: ['203.0.113.0/24'], trustProxy: ['127.0.0.1/32'] });
    const noProxy = await startTestService(fileStore, { ipAllowlist: ['203.0.113.0/24'] });
    try {
      expect((await status(`${behindProxy.url}/query`, { 'X-Forwarded-For': '203.0.113.7' }))[0]).toBe(200);
      // The client may prepend anything; only the hop the proxy added counts.
      expect((await status(`${behindProxy.url}/query`, { 'X-Forwarded-For': '203.0.113.7, 198.51.100.9' }))[0]).toBe(401);
      expect((await status(`${noProxy.url}/query`, { 'X-Forwarded-For': '203.0.113.7' }))[0]).toBe(401);
      // The peer's answer is kept per keep-alive connection; it must not stand in for a forwarded
      // client, nor the other way round, on the same connection.
      for (let i = 0; i < 2; i++) {
        expect((await status(`${behindProxy.url}/query`))[0]).toBe(401);
        expect((await status(`${behindProxy.url}/query`, { 'X-Forwarded-For': '203.0.113.7' }))[0]).toBe(200);
        expect((await status(`${behindProxy.url}/query`, { 'X-Forwarded-For': '198.51.100.9' }))[0]).toBe(401);
      }
    } finally {
      await behindProxy.stop();
      await noProxy.stop();
    }
  });

  it('serves under a configured base path, keeping the v2 segment', async () => {
    const service = await startTestService(fileStore, { basePath: '/api' });
    try {
      expect(service.url).toMatch(/\/api\/v2$/);
      expect((await status(`${service.url}/query`))[0]).toBe(200);
      expect((await status(service.url.replace('/api/v2', '/v2/query')))[0]).toBe(404);
    } finally {
      await service.stop();
    }
  });
});

describe('keys', () => {
  it('compares keys by value, with every configured key active', () => {
    const check = createKeyChecker(['first-key-0123456789', 'second-key-0123456789']);
    expect([check('first-key-0123456789'), check('second-key-0123456789'), check('first-key-012345678'), check(''), check(undefined)]).toEqual([true, true, false, false, false]);
  });

  it('creates a first-run key in the data folder, readable by the owner only, and reuses it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'clinval-key-'));
    try {
      const lines: string[] = [];
      const config = loadConfig({ CLINVAL_DATA_DIR: dir });
      const first = ensureServiceKeys(config, (l) => lines.push(l));
      const second = ensureServiceKeys(config, (l) => lines.push(l));
      expect(first.serviceKeys).toHaveLength(1);
      expect(first.serviceKeys[0]).toMatch(/^[0-9a-f]{64}$/);
      expect(second.serviceKeys).toEqual(first.serviceKeys);
      expect(readFileSync(join(dir, 'service-key'), 'utf8').trim()).toBe(first.serviceKeys[0]);
      expect(statSync(join(dir, 'service-key')).mode & 0o777).toBe(0o600);
      // The location is printed, never the key itself.
      expect(lines.join('\n')).toContain(join(dir, 'service-key'));
      expect(lines.join('\n')).not.toContain(first.serviceKeys[0]!);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('client address resolution', () => {
  const trusted = createCidrSet(['10.0.0.0/8', '::1/128']);
  it.each([
    ['no proxy header', '192.0.2.1', undefined, '192.0.2.1'],
    ['an IPv4-mapped IPv6 peer', '::ffff:192.0.2.1', undefined, '192.0.2.1'],
    ['an untrusted peer with a header', '192.0.2.1', '198.51.100.1', '192.0.2.1'],
    ['a trusted peer', '10.0.0.5', '198.51.100.1', '198.51.100.1'],
    ['a chain of trusted proxies', '10.0.0.5', '198.51.100.1, 10.0.0.6', '198.51.100.1'],
    ['a garbage hop from a trusted peer', '10.0.0.5', 'not-an-ip', undefined],
  ])('%s', (_name, peer, header, expected) => {
    expect(resolveClientIp(peer, header, trusted)).toBe(expected);
  });
});

describe('configuration', () => {
  it('reads the documented environment variables with their defaults', () => {
    const c = loadConfig({});
    expect({ port: c.port, host: c.host, allow: c.ipAllowlist, body: c.maxBodyBytes, inFlight: c.maxInFlight, base: c.basePath }).toEqual({
      port: 8080,
      host: '127.0.0.1',
      allow: ['127.0.0.1/8', '::1/128'],
      body: 5 * 1024 * 1024,
      inFlight: 64,
      base: '',
    });
    const custom = loadConfig({
      PORT: '0',
      CLINVAL_SERVICE_KEYS: 'key-one-0123456789ab, key-two-0123456789ab',
      CLINVAL_IP_ALLOWLIST: '0.0.0.0/0,::/0',
      CLINVAL_MAX_BODY: '512kb',
      CLINVAL_BASE_PATH: '/api/',
      CLINVAL_PLAN_MAP: 'ACME-MA=SEPSIS3-ONLY',
    });
    expect({ keys: custom.serviceKeys, allow: custom.ipAllowlist, body: custom.maxBodyBytes, base: custom.basePath, map: custom.planMap }).toEqual({
      keys: ['key-one-0123456789ab', 'key-two-0123456789ab'],
      allow: ['0.0.0.0/0', '::/0'],
      body: 512 * 1024,
      base: '/api',
      map: { 'ACME-MA': 'SEPSIS3-ONLY' },
    });
  });

  it.each([
    ['PORT', 'eighty'],
    ['CLINVAL_IP_ALLOWLIST', '10.0.0.0/33'],
    ['CLINVAL_SERVICE_KEYS', 'short'],
    ['CLINVAL_STORE_URL', 'mysql://x'],
    ['CLINVAL_MAX_BODY', 'lots'],
    ['CLINVAL_MAX_IN_FLIGHT', '0'],
  ])('refuses a bad %s with a message naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });
});
