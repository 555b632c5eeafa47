import { lookup as resolve, type LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { WEBHOOK_MESSAGES } from '@arcana/shared';
import { badRequest } from '../../lib/app-error.js';

/** Only addresses of the public internet: no private, loopback, link-local, shared, multicast or reserved range. */
export const isPublicAddress = (address: string) => ipaddr.isValid(address) && ipaddr.process(address).range() === 'unicast';

/** An address refused: not one Arcana may reach. */
export class RefusedAddress extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'RefusedAddress';
  }
}

/**
 * Where webhooks may go (docs/decisions/038): https addresses whose host resolves to public addresses
 * only. `allowPrivate` (WEBHOOKS_ALLOW_PRIVATE) lets local development and the demo use http and this
 * machine's own networks.
 */
export function createAddressGuard({ allowPrivate }: { allowPrivate: boolean }) {
  const allowed = (address: string) => allowPrivate || isPublicAddress(address);

  /** Every address the host resolves to, each allowed; a refusal says why. */
  async function addressesOf(host: string): Promise<LookupAddress[]> {
    const bare = host.replace(/^\[|\]$/g, '');
    const found = isIP(bare)
      ? [{ address: bare, family: isIP(bare) }]
      : await new Promise<LookupAddress[]>((done, fail) =>
          resolve(bare, { all: true }, (err, addresses) => (err ? fail(new RefusedAddress(WEBHOOK_MESSAGES.unresolved)) : done(addresses))),
        );
    if (found.length === 0) throw new RefusedAddress(WEBHOOK_MESSAGES.unresolved);
    if (!found.every(({ address }) => allowed(address))) throw new RefusedAddress(WEBHOOK_MESSAGES.privateAddress);
    return found;
  }

  return {
    /** An endpoint's address as its creator gives it: 400 naming the field unless Arcana may send to it. */
    async check(url: string): Promise<URL> {
      let parsed: URL;
      try {
        parsed = new URL(url);
      } catch {
        throw badRequest('WEBHOOK_URL_REFUSED', WEBHOOK_MESSAGES.url, 'url');
      }
      const schemes = allowPrivate ? ['https:', 'http:'] : ['https:'];
      if (!schemes.includes(parsed.protocol) || parsed.username || parsed.password)
        throw badRequest('WEBHOOK_URL_REFUSED', WEBHOOK_MESSAGES.url, 'url');
      try {
        await addressesOf(parsed.hostname);
      } catch (err) {
        throw badRequest('WEBHOOK_URL_REFUSED', err instanceof RefusedAddress ? err.reason : WEBHOOK_MESSAGES.unresolved, 'url');
      }
      return parsed;
    },

    addressesOf,

    /**
     * The connection's own lookup at delivery: the host is resolved again and every address checked,
     * so a name that moved to a private address since (DNS rebinding) is refused as the socket opens.
     */
    lookup(hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void): void {
      addressesOf(hostname).then(
        (addresses) => (options.all ? callback(null, addresses) : callback(null, addresses[0]!.address, addresses[0]!.family)),
        (err: unknown) => callback(err),
      );
    },
  };
}

export type AddressGuard = ReturnType<typeof createAddressGuard>;
