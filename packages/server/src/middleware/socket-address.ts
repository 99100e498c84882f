import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

/**
 * The TCP peer address of the request, from the Node socket (`c.env.incoming.socket.remoteAddress`
 * under `@hono/node-server`), or `undefined` when there is no socket (in-process `app.request()`).
 * Never read from headers: `X-Forwarded-For` and friends are client-controlled.
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
