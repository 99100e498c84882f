import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../types.js';

/**
 * The TCP peer address of the request, from the Node socket (`c.env.incoming.socket.remoteAddress`
 * under `@hono/node-server`), or `undefined` when there is no socket (in-process `app.request()`).
 * Never read from headers: `X-Forwarded-For` and friends are client-controlled (see {@link clientAddress}
 * for the address behind a trusted reverse proxy).
 */
export function socketAddress(c: Context): string | undefined {
  const env = c.env as { incoming?: Pick<IncomingMessage, 'socket'> } | undefined;
  const address = env?.incoming?.socket?.remoteAddress;
  return typeof address === 'string' && address !== '' ? address : undefined;
}

/** `::ffff:127.0.0.1` → `127.0.0.1`; other addresses unchanged (lower-cased). */
export function normaliseAddress(address: string): string {
  const lower = address.toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(lower);
  return mapped?.[1] ?? lower;
}

/** True for this machine: `127.0.0.0/8`, `::1` and their IPv4-mapped forms. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (address === undefined) return false;
  const a = normaliseAddress(address);
  return a === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(a);
}

/**
 * The unit a per-address limit counts: the IPv4 address, or the /64 prefix of an IPv6 address (one
 * host usually owns a whole /64, so counting single IPv6 addresses would be trivial to evade).
 */
export function rateLimitSubject(address: string): string {
  const a = normaliseAddress(address);
  if (!a.includes(':')) return a;
  const [head = '', tail = ''] = a.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === '' ? [] : tail.split(':');
  const groups = a.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * Which reverse proxies may name the client in `X-Forwarded-For` (`TRUST_PROXY`):
 * - `none`: nobody; the socket address is the client and the header is ignored (the default);
 * - `hops`: exactly `hops` proxies stand in front of the server; the client is the `hops`-th address
 *   from the right of `X-Forwarded-For`;
 * - `cidrs`: proxies connect from these networks; the header is read only when the socket address is
 *   one of them, from the right, skipping every trusted address.
 */
export type TrustProxy =
  { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'cidrs'; cidrs: readonly string[] };

/** A trusted network: `10.0.0.0/8`, `::1/128`, or a single address (`127.0.0.1`). */
function parseCidr(entry: string): { address: string; prefix: number; family: 'ipv4' | 'ipv6' } | undefined {
  const [rawAddress = '', rawPrefix, extra] = entry.trim().split('/');
  if (extra !== undefined) return undefined;
  const address = normaliseAddress(rawAddress);
  const version = isIP(address);
  if (version === 0) return undefined;
  const max = version === 4 ? 32 : 128;
  if (rawPrefix !== undefined && !/^\d{1,3}$/.test(rawPrefix)) return undefined;
  const prefix = rawPrefix === undefined ? max : Number(rawPrefix);
  if (prefix > max) return undefined;
  return { address, prefix, family: version === 4 ? 'ipv4' : 'ipv6' };
}

/**
 * Parses `TRUST_PROXY`: empty, `false` or `0` → none; a whole number 1–10 → hops; otherwise a
 * comma-separated list of addresses or CIDR networks. Returns an error message (Spanish) when invalid.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy | { error: string } {
  const v = (raw ?? '').trim().toLowerCase();
  if (v === '' || v === 'false' || v === '0') return { kind: 'none' };
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    return hops >= 1 && hops <= 10
      ? { kind: 'hops', hops }
      : { error: 'debe ser un número de saltos entre 1 y 10' };
  }
  const cidrs = v
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  const bad = cidrs.find((s) => parseCidr(s) === undefined);
  if (bad !== undefined || cidrs.length === 0) {
    return {
      error: `"${bad ?? v}" no es válido: usa un número de proxies (1) o una lista de redes (10.0.0.0/8,::1)`,
    };
  }
  return { kind: 'cidrs', cidrs };
}

/** One `X-Forwarded-For` entry as an address, or undefined: brackets and an IPv4 port are dropped. */
function forwardedAddress(entry: string): string | undefined {
  let a = entry.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(a);
  if (bracketed) a = bracketed[1] ?? '';
  else if (/^\d{1,3}(?:\.\d{1,3}){3}:\d+$/.test(a)) a = a.slice(0, a.lastIndexOf(':'));
  return isIP(a) === 0 ? undefined : normaliseAddress(a);
}

/**
 * The client address of a request from its socket address and `X-Forwarded-For` header under
 * `trust` (see {@link TrustProxy}). The header is only believed as far as trusted proxies wrote it;
 * anything else (no trust, too few entries, an entry that is not an address) gives the socket address
 * or the last trusted hop.
 */
export function resolveClientAddress(
  socket: string | undefined,
  forwardedFor: string | undefined,
  trust: TrustProxy,
): string | undefined {
  if (trust.kind === 'none' || forwardedFor === undefined) return socket;
  const entries = forwardedFor.split(',');
  if (trust.kind === 'hops') {
    const entry = entries[entries.length - trust.hops];
    const address = entry === undefined ? undefined : forwardedAddress(entry);
    return address ?? socket;
  }
  const list = new BlockList();
  for (const c of trust.cidrs) {
    const n = parseCidr(c);
    if (n) list.addSubnet(n.address, n.prefix, n.family);
  }
  const trusted = (a: string) => {
    const n = normaliseAddress(a);
    return list.check(n, isIP(n) === 6 ? 'ipv6' : 'ipv4');
  };
  if (socket === undefined || !trusted(socket)) return socket;
  let client = normaliseAddress(socket);
  for (let i = entries.length - 1; i >= 0; i--) {
    const address = forwardedAddress(entries[i] ?? '');
    if (address === undefined) return client;
    client = address;
    if (!trusted(address)) return client;
  }
  return client;
}

/**
 * Middleware (install once, first): resolves the request's client address under `trust` and keeps it
 * for {@link clientAddress}.
 */
export function resolveClientAddressMiddleware(trust: TrustProxy): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const address = resolveClientAddress(socketAddress(c), c.req.header('x-forwarded-for'), trust);
    if (address !== undefined) c.set('clientAddress', address);
    await next();
  };
}

/**
 * The address that rate limits and audits use: the one resolved under `TRUST_PROXY` by
 * {@link resolveClientAddressMiddleware}, else the socket address (never a header); undefined when there
 * is no socket (in-process `app.request()` without one).
 */
export function clientAddress(c: Context<AppEnv>): string | undefined {
  return c.get('clientAddress') ?? socketAddress(c);
}
