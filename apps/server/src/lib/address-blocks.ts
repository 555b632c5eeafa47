import ipaddr from 'ipaddr.js';

/** The address as parsed, an IPv4-mapped IPv6 address read as its IPv4 address; null when it is none. */
function parsed(ip: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  const address = ip.split('%')[0]!;
  return ipaddr.isValid(address) ? ipaddr.process(address) : null;
}

/** An IPv6 address's /64, written by its first four groups. */
const sixtyFour = (address: ipaddr.IPv6) =>
  `${address.parts
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;

/**
 * The block an address belongs to (docs/product-rules.md "Earning rules"): its /24 for IPv4, its /64
 * for IPv6 (one household or one machine's whole range). Anything else stands for itself.
 */
export function addressBlock(ip: string): string {
  const address = parsed(ip);
  if (!address) return ip;
  return address instanceof ipaddr.IPv4 ? `${address.octets.slice(0, 3).join('.')}.0/24` : sixtyFour(address);
}

/** One visitor's address for counting: IPv4 as it is, IPv6 by its /64 (an IPv6 host is given a whole /64). */
export function visitorAddress(ip: string): string {
  const address = parsed(ip);
  if (!address) return ip;
  return address instanceof ipaddr.IPv4 ? address.toString() : sixtyFour(address);
}
