import { lookup as resolve, type LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import { WEBHOOK_LIMITS, WEBHOOK_MESSAGES } from '@arcana/shared';
import { badRequest } from '../../lib/app-error.js';
import { isPublicAddress } from './public-address.js';

/** An address refused: its host does not resolve, or not to addresses Arcana may reach. */
export class RefusedAddress extends Error {
  constructor(
    readonly reason: string,
    readonly outcome: 'unresolved' | 'address',
  ) {
    super(reason);
    this.name = 'RefusedAddress';
  }
}

const DEFAULT_PORTS: Record<string, number> = { 'https:': 443, 'http:': 80 };

/**
 * Where webhooks may go (docs/product-rules.md "Webhooks", docs/decisions/038): https addresses on
 * port 443 or 8443 whose host resolves to public unicast addresses only. `allowPrivate`
 * (WEBHOOKS_ALLOW_PRIVATE) lets local development, the demo and the tests use http, any port and this
 * machine's own networks.
 */
export function createAddressGuard({ allowPrivate }: { allowPrivate: boolean }) {
  const allowed = (address: string) => allowPrivate || isPublicAddress(address);
  const schemes = allowPrivate ? ['https:', 'http:'] : ['https:'];
  const portAllowed = (url: URL) =>
    allowPrivate || (WEBHOOK_LIMITS.ports as readonly number[]).includes(url.port ? Number(url.port) : DEFAULT_PORTS[url.protocol]!);

  /** Every address the host resolves to, each allowed; a refusal says why. */
  async function addressesOf(host: string): Promise<LookupAddress[]> {
    const bare = host.replace(/^\[|\]$/g, '');
    const unresolved = () => new RefusedAddress(WEBHOOK_MESSAGES.unresolved, 'unresolved');
    const found = isIP(bare)
      ? [{ address: bare, family: isIP(bare) }]
      : await new Promise<LookupAddress[]>((done, fail) =>
          resolve(bare, { all: true }, (err, addresses) => (err ? fail(unresolved()) : done(addresses))),
        );
    if (found.length === 0) throw unresolved();
    if (!found.every(({ address }) => allowed(address))) throw new RefusedAddress(WEBHOOK_MESSAGES.privateAddress, 'address');
    return found;
  }

  /** Why Arcana may not send to this address whatever its host resolves to (its scheme, a user in it, its port); null when it may. */
  function refusalOf(url: URL): string | null {
    if (!schemes.includes(url.protocol) || url.username || url.password) return WEBHOOK_MESSAGES.url;
    return portAllowed(url) ? null : WEBHOOK_MESSAGES.port;
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
      const refusal = refusalOf(parsed);
      if (refusal) throw badRequest('WEBHOOK_URL_REFUSED', refusal, 'url');
      try {
        await addressesOf(parsed.hostname);
      } catch (err) {
        throw badRequest('WEBHOOK_URL_REFUSED', err instanceof RefusedAddress ? err.reason : WEBHOOK_MESSAGES.unresolved, 'url');
      }
      return parsed;
    },

    /** At delivery: the address as it stands now (the setting may have changed since it was added), then its host's addresses. */
    async checkAtDelivery(url: URL): Promise<void> {
      const refusal = refusalOf(url);
      if (refusal) throw new RefusedAddress(refusal, 'address');
      // An address written as an IP is connected to without a lookup: checked here. A name is checked
      // by the connection's own lookup below, once.
      if (isIP(url.hostname.replace(/^\[|\]$/g, ''))) await addressesOf(url.hostname);
    },

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
