import { describe, expect, it } from 'vitest';
import { rateLimitAddress } from './client-address.js';

describe('rateLimitAddress', () => {
  it('keeps IPv4 addresses, including IPv4-mapped IPv6', () => {
    expect(rateLimitAddress('203.0.113.9')).toBe('203.0.113.9');
    expect(rateLimitAddress('::ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it('counts an IPv6 address by its /64', () => {
    expect(rateLimitAddress('2001:db8:77:1::9')).toBe('2001:db8:77:1::/64');
    expect(rateLimitAddress('2001:0db8:0077:0001:ffff:1:2:3')).toBe('2001:db8:77:1::/64');
    expect(rateLimitAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(rateLimitAddress('::1')).toBe('0:0:0:0::/64');
  });

  it('passes through what is not an address (in-process calls)', () => {
    expect(rateLimitAddress('in-process')).toBe('in-process');
  });
});
