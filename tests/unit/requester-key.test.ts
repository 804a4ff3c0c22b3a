/** docs/product.md §10: whom sign-in's rate limits count as one requester (hardening fault 1); the limiters themselves are in tests/api/rate-limits.test.ts. */
import { describe, expect, it } from 'vitest';
import { requesterKey } from '../../server/http/client-ip.ts';

describe('requesterKey', () => {
  it('keeps IPv4 addresses (also IPv4-mapped IPv6) as they are', () => {
    expect(requesterKey('203.0.113.9')).toBe('203.0.113.9');
    expect(requesterKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it('Hardening fault 1: counts an IPv6 client by its /64, however it writes the address', () => {
    expect(requesterKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(requesterKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(requesterKey('2001:DB8:1:2:0:0:0:9')).toBe('2001:db8:1:2::/64');
    expect(requesterKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(requesterKey('::1')).toBe('0:0:0:0::/64');
    expect(requesterKey('2001:db8:1:3::1')).not.toBe(requesterKey('2001:db8:1:2::1'));
  });

  it('passes through what is not an address (the socket-less "unknown")', () => {
    expect(requesterKey('unknown')).toBe('unknown');
  });
});
