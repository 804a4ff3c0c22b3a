/** The caller's address, for per-IP rate limits and the loopback-only dev routes. */
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

export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('X-Forwarded-For')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  return socketAddress(c);
}

export function isLoopback(address: string): boolean {
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}
