/** docs/product.md §10: the in-memory limiters behind sign-in (hardening faults 1, 6 and 10). */
import { describe, expect, it } from 'vitest';
import { FixedWindowLimiter } from '../../server/auth/rate-limit.ts';
import { requesterKey } from '../../server/http/client-ip.ts';

describe('FixedWindowLimiter', () => {
  it('allows `limit` requests per key per window, then refuses until the window resets', () => {
    let now = 0;
    const limiter = new FixedWindowLimiter(2, 1000, () => now);
    expect([limiter.take('a'), limiter.take('a'), limiter.take('a'), limiter.take('b')]).toEqual([true, true, false, true]);
    expect(limiter.exhausted('a')).toBe(true);
    expect(limiter.retryAfter('a')).toBe(1);
    now = 1000;
    expect(limiter.exhausted('a')).toBe(false);
    expect(limiter.take('a')).toBe(true);
  });

  it('Hardening fault 6: its memory is bounded however many keys a flood brings', () => {
    let now = 0;
    const limiter = new FixedWindowLimiter(5, 60_000, () => now, 1000);
    for (let i = 0; i < 50_000; i++) {
      now += 1;
      limiter.take(`198.51.${i >> 8}.${i & 255}`);
    }
    expect(limiter.size).toBeLessThanOrEqual(1000);
    // The newest keys are still counted.
    for (let i = 0; i < 5; i++) limiter.take('last');
    expect(limiter.take('last')).toBe(false);
  });

  it('exhausted() looks without counting', () => {
    const limiter = new FixedWindowLimiter(1, 1000, () => 0);
    expect(limiter.exhausted('a')).toBe(false);
    expect(limiter.exhausted('a')).toBe(false);
    expect(limiter.take('a')).toBe(true);
    expect(limiter.exhausted('a')).toBe(true);
  });
});

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
