import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';

/**
 * Checks a presented SERVICE_KEY against every configured key in constant time: both sides are
 * hashed to 32 bytes (so lengths never leak) and every key is compared, with no early exit.
 * Several keys may be active at once, which is how keys are rotated.
 */
export function createKeyChecker(keys: readonly string[]): (presented: string | undefined) => boolean {
  const digests = keys.map(digest);
  return (presented) => {
    if (typeof presented !== 'string' || presented.length === 0) return false;
    const candidate = digest(presented);
    let match = false;
    for (const d of digests) match = timingSafeEqual(candidate, d) || match;
    return match;
  };
}

function digest(key: string): Buffer {
  return createHash('sha256').update(key, 'utf8').digest();
}

/** A set of CIDRs (IPv4 and IPv6), e.g. ['127.0.0.1/8', '::1/128']. */
export function createCidrSet(cidrs: readonly string[]): (address: string) => boolean {
  const list = new BlockList();
  for (const cidr of cidrs) {
    const [address, bits] = cidr.split('/') as [string, string];
    list.addSubnet(address, Number(bits), isIP(address) === 6 ? 'ipv6' : 'ipv4');
  }
  return (address) => {
    const normalized = normalizeAddress(address);
    const family = isIP(normalized);
    if (!family) return false;
    return list.check(normalized, family === 6 ? 'ipv6' : 'ipv4');
  };
}

/** "::ffff:10.1.2.3" (IPv4 on a dual-stack socket) is 10.1.2.3. */
export function normalizeAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

/**
 * The caller's address. X-Forwarded-For is honoured only when the socket peer is a trusted proxy;
 * then the rightmost address that is not itself a trusted proxy is the client (entries to its
 * left were written by the client and cannot be trusted). Anything unparsable fails closed.
 */
export function resolveClientIp(peer: string | undefined, forwardedFor: string | undefined, isTrustedProxy: (a: string) => boolean): string | undefined {
  if (!peer) return undefined;
  const direct = normalizeAddress(peer);
  if (!forwardedFor || !isTrustedProxy(direct)) return direct;
  const hops = forwardedFor.split(',').map((h) => normalizeAddress(h.trim()));
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i]!;
    if (!isIP(hop)) return undefined;
    if (!isTrustedProxy(hop)) return hop;
  }
  return hops[0];
}
