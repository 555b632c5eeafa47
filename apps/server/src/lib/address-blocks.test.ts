import { describe, expect, it } from 'vitest';
import { addressBlock, visitorAddress } from './address-blocks.js';

describe('address blocks', () => {
  it('groups IPv4 by its /24, IPv6 by its /64, and reads an IPv4-mapped IPv6 address as IPv4', () => {
    expect(addressBlock('203.0.113.7')).toBe('203.0.113.0/24');
    expect(addressBlock('::ffff:203.0.113.9')).toBe('203.0.113.0/24');
    expect(addressBlock('::ffff:cb00:7109')).toBe('203.0.113.0/24');
    expect(addressBlock('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressBlock('2001:db8:1:2::ffff:1.2.3.4')).toBe('2001:db8:1:2::/64');
    expect(addressBlock('2001:0db8:0001:0002:0:0:0:9%eth0')).toBe('2001:db8:1:2::/64');
    expect(addressBlock('::1')).toBe('0:0:0:0::/64');
    expect(addressBlock('unknown')).toBe('unknown');
  });

  it('counts visitors by their IPv4 address or their IPv6 /64', () => {
    expect(visitorAddress('198.51.100.4')).toBe('198.51.100.4');
    expect(visitorAddress('::ffff:198.51.100.4')).toBe('198.51.100.4');
    expect(visitorAddress('2001:db8::5')).toBe('2001:db8:0:0::/64');
  });
});
