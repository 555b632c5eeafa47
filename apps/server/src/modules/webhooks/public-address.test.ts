import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './public-address.js';

/** Each special-purpose range by an address inside it, and the public addresses at its edges. */
const REFUSED = [
  // IPv4's special-purpose registry
  ['0.0.0.0', 'this network'],
  ['0.255.255.255', 'this network'],
  ['10.1.2.3', 'private'],
  ['100.64.0.1', 'shared address space'],
  ['100.127.255.255', 'shared address space'],
  ['127.0.0.1', 'loopback'],
  ['169.254.169.254', 'link-local (cloud metadata)'],
  ['172.16.0.1', 'private'],
  ['172.31.255.255', 'private'],
  ['192.0.0.8', 'IETF protocol assignments'],
  ['192.0.2.1', 'documentation'],
  ['192.88.99.1', '6to4 relay anycast'],
  ['192.168.0.10', 'private'],
  ['198.18.0.1', 'benchmarking'],
  ['198.19.255.255', 'benchmarking'],
  ['198.51.100.7', 'documentation'],
  ['203.0.113.9', 'documentation'],
  ['224.0.0.1', 'multicast'],
  ['239.255.255.250', 'multicast'],
  ['240.0.0.1', 'reserved'],
  ['255.255.255.255', 'limited broadcast'],
  // IPv6 outside global unicast
  ['::', 'unspecified'],
  ['::1', 'loopback'],
  ['::7f00:1', 'IPv4-compatible (::/96)'],
  ['::102:304', 'IPv4-compatible of a public address (::/96)'],
  ['0:1::1', '::/8'],
  ['64:ff9b::5db8:d822', 'NAT64 of a public address'],
  ['64:ff9b::a00:1', 'NAT64 of a private address'],
  ['64:ff9b:1::1', 'local-use NAT64'],
  ['100::1', 'discard-only'],
  ['fc00::1', 'unique local'],
  ['fd12:3456::1', 'unique local'],
  ['fe80::1', 'link-local'],
  ['fe80::1%eth0', 'link-local with a zone'],
  ['febf:ffff::1', 'link-local'],
  ['fec0::1', 'site-local'],
  ['ff02::1', 'multicast'],
  ['ff0e::1', 'multicast'],
  // IPv6's special-purpose ranges within 2000::/3
  ['2001::1', 'Teredo'],
  ['2001:2::1', 'benchmarking'],
  ['2001:10::1', 'ORCHID'],
  ['2001:20::1', 'ORCHIDv2'],
  ['2001:1ff:ffff::1', 'IETF protocol assignments'],
  ['2001:db8::1', 'documentation'],
  ['2001:db8:ffff:ffff::1', 'documentation'],
  ['3fff::1', 'documentation'],
  ['5f00::1', 'segment routing'],
  ['2002:a00:1::1', '6to4 of a private address'],
  ['2002:7f00:1::1', '6to4 of loopback'],
  // IPv4 in IPv6, judged as IPv4
  ['::ffff:127.0.0.1', 'mapped loopback'],
  ['::ffff:7f00:1', 'mapped loopback, in hex'],
  ['::ffff:10.0.0.1', 'mapped private'],
  ['::ffff:169.254.169.254', 'mapped link-local'],
  // Not an address at all
  ['localhost', 'a name'],
  ['', 'nothing'],
  ['1.2.3.4.5', 'five parts'],
] as const;

const ALLOWED = [
  ['93.184.216.34', 'public IPv4'],
  ['1.1.1.1', 'public IPv4'],
  ['8.8.8.8', 'public IPv4'],
  ['9.255.255.255', 'just below 10/8'],
  ['11.0.0.0', 'just above 10/8'],
  ['100.63.255.255', 'just below 100.64/10'],
  ['100.128.0.0', 'just above 100.64/10'],
  ['172.15.255.255', 'just below 172.16/12'],
  ['172.32.0.0', 'just above 172.16/12'],
  ['192.0.1.1', 'between 192.0.0/24 and 192.0.2/24'],
  ['192.167.255.255', 'just below 192.168/16'],
  ['198.17.255.255', 'just below 198.18/15'],
  ['198.20.0.0', 'just above 198.18/15'],
  ['223.255.255.255', 'just below multicast'],
  ['::ffff:93.184.216.34', 'mapped public IPv4'],
  ['2606:4700:4700::1111', 'public IPv6'],
  ['2a00:1450:4001:80b::200e', 'public IPv6'],
  ['2001:200::1', 'just above 2001::/23'],
  ['2001:db9::1', 'just above 2001:db8::/32'],
  ['2002:5db8:d822::1', '6to4 of a public address'],
  ['3ffe::1', 'just below 3fff::/20'],
  ['2000::1', 'the start of 2000::/3'],
] as const;

describe('the addresses webhooks may go to', () => {
  it.each(REFUSED)('refuses %s (%s)', (address) => expect(isPublicAddress(address)).toBe(false));
  it.each(ALLOWED)('allows %s (%s)', (address) => expect(isPublicAddress(address)).toBe(true));
});
