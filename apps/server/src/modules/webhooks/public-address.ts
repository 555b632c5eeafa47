import ipaddr from 'ipaddr.js';

const ranges = (cidrs: string[]) => cidrs.map((cidr) => ipaddr.parseCIDR(cidr));
const within = (address: ipaddr.IPv4 | ipaddr.IPv6, list: ReturnType<typeof ranges>) =>
  list.some(([range, bits]) => address.kind() === range.kind() && address.match(range, bits));

/** The IANA IPv4 special-purpose registry's ranges that are not the public internet; everything else is. */
const IPV4_SPECIAL = ranges([
  '0.0.0.0/8',
  '10.0.0.0/8',
  '100.64.0.0/10',
  '127.0.0.0/8',
  '169.254.0.0/16',
  '172.16.0.0/12',
  '192.0.0.0/24',
  '192.0.2.0/24',
  '192.88.99.0/24',
  '192.168.0.0/16',
  '198.18.0.0/15',
  '198.51.100.0/24',
  '203.0.113.0/24',
  '224.0.0.0/4',
  '240.0.0.0/4',
  '255.255.255.255/32',
]);

/** IPv6's global unicast block: nothing outside it is allowed (`::/8`, `::/96`, NAT64 `64:ff9b::/96`, `fc00::/7`, `fe80::/10`, `ff00::/8`…). */
const IPV6_GLOBAL = ranges(['2000::/3']);

/** Within it, the IANA IPv6 special-purpose registry's ranges that are not an endpoint of the public internet. */
const IPV6_SPECIAL = ranges([
  // IETF protocol assignments: Teredo, benchmarking, ORCHID, AMT and the rest.
  '2001::/23',
  '2001:db8::/32',
  '3fff::/20',
  // Segment routing's SIDs.
  '5f00::/16',
]);

/** 6to4: an IPv4 address carried in the next 32 bits, judged as that address. */
const SIX_TO_FOUR = ranges(['2002::/16']);

const embeddedIpv4 = (address: ipaddr.IPv6) => {
  const [, high, low] = address.parts as [number, number, number];
  return new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
};

function isPublic(address: ipaddr.IPv4 | ipaddr.IPv6): boolean {
  if (address.kind() === 'ipv4') return !within(address, IPV4_SPECIAL);
  const v6 = address as ipaddr.IPv6;
  if (!within(v6, IPV6_GLOBAL) || within(v6, IPV6_SPECIAL)) return false;
  return within(v6, SIX_TO_FOUR) ? isPublic(embeddedIpv4(v6)) : true;
}

/**
 * Whether Arcana may send to this address (docs/product-rules.md "Webhooks"): public unicast only, by
 * an allow-list. An IPv4 address is allowed unless the special-purpose registry names it; an IPv6 one
 * only within global unicast (2000::/3) and outside that registry's ranges; an IPv4-mapped IPv6 address
 * is judged as its IPv4 address, a 6to4 one as the IPv4 address it carries.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  // IPv4-mapped IPv6 becomes its IPv4 address.
  return isPublic(ipaddr.process(address));
}
