/** The caller's address, for per-IP rate limits and the loopback-only dev routes. */
import { isIPv6 } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** The socket's peer address; 'unknown' when the app is driven without a socket (app.request in a test). */
export function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * False for a request the server made to itself with app.request (a page
 * asking the API for its data): it has no socket, and no client of its own.
 */
export function cameOverNetwork(c: Context): boolean {
  try {
    getConnInfo(c);
    return true;
  } catch {
    return false;
  }
}

/**
 * The client's address. Behind `proxyHops` proxies of ours, each proxy
 * appends the address it received from to X-Forwarded-For, so the entry
 * `proxyHops` from the right is what the outermost proxy saw; everything left
 * of it was written by the client and proves nothing. With fewer entries than
 * hops the request did not come through all our proxies, and the socket
 * address is the only fact left.
 */
export function clientIp(c: Context, proxyHops: number): string {
  if (proxyHops > 0) {
    const hops = (c.req.header('X-Forwarded-For') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const seen = hops[hops.length - proxyHops];
    if (seen) return seen;
  }
  return socketAddress(c);
}

/**
 * The key a per-client limit counts under: an IPv4 address, or the /64 of an
 * IPv6 address (one subscriber usually holds a whole /64, so per-address keys
 * would hand one client billions of budgets).
 */
export function requesterKey(address: string): string {
  const bare = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  if (!isIPv6(bare)) return bare;
  const [head, tail = ''] = bare.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups = [...headGroups, ...Array(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

export function isLoopback(address: string): boolean {
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}
