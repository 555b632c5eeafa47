import { LINKABLE_PROVIDERS, PROVIDER_LABELS } from '@arcana/shared';
import type { TIntegrations } from '@arcana/shared/schemas';
import type { Platform } from '../../platform/platform.js';
import { notFound } from '../../lib/app-error.js';
import type { SteamWebApi } from './steam-web-api.js';
import { findUserIdentity, type UserProfile } from '../users/index.js';
import { recordGameDetailsAccess, userIntegrations } from './integrations.repo.js';
import type { DomainEvent, Notice } from '../../outbox/domain-event-types.js';
import type { EventHandler } from '../../outbox/dispatcher.js';
import { oweNotices } from '../notifications/index.js';

type Deps = Pick<Platform, 'db' | 'log' | 'background' | 'outbox'> & { steamApi: SteamWebApi };

/** Linked providers as integrations (docs/product-rules.md "Integrations"). */
/** A new Steam link whose game details are private stays pending; the warning says where to verify it. */
const STEAM_PRIVATE_NOTICE: Notice = {
  type: 'steam_privacy_warning',
  title: 'Steam Profile Private',
  message: 'Your Steam game details are private, so your Steam integration is pending. Make them public in Steam, then press Verify.',
  redirectUrl: '/settings?tab=integrations',
};

export function createIntegrationsService({ db, log, background, outbox, steamApi }: Deps) {
  /** Asks Steam whether the linked profile's game details can be seen, and keeps the answer. */
  async function checkSteam(userId: string, afterLink: boolean): Promise<boolean> {
    const identity = await findUserIdentity(db, userId, 'steam');
    if (!identity) throw notFound('PROVIDER_NOT_LINKED', `No ${PROVIDER_LABELS.steam} account is linked`);
    const hasAccess = await steamApi.gameDetailsVisible(identity.providerUserId);
    const warned = !hasAccess && afterLink;
    await db.transaction(async (tx) => {
      await recordGameDetailsAccess(tx, userId, 'steam', hasAccess);
      if (warned) await oweNotices(tx, [{ userId, notice: STEAM_PRIVATE_NOTICE }]);
    });
    if (warned) await outbox.afterEffects();
    return hasAccess;
  }

  return {
    async list({ user, identities }: UserProfile): Promise<TIntegrations> {
      const known = new Map((await userIntegrations(db, user.id)).map((row) => [row.provider, row]));
      const linked = new Set(identities.map((identity) => identity.provider));
      return {
        integrations: LINKABLE_PROVIDERS.map((provider) => {
          const row = known.get(provider);
          const connected = linked.has(provider);
          // Only Steam has game details to hide; any other linked provider is simply linked.
          const gameDetailsAccess = provider === 'steam' ? connected && Boolean(row?.gameDetailsAccess) : connected;
          return { provider, connected, gameDetailsAccess, lastChecked: row?.lastChecked?.toISOString() ?? null };
        }),
      };
    },

    checkSteam: (userId: string) => checkSteam(userId, false),

    /** A new Steam link is checked once it is committed, in the background (Steam's Web API may be slow). */
    checkOnLink: {
      name: "Steam's privacy",
      handle: async (_tx, events) => () =>
        events
          .filter(({ subject }) => subject.provider === 'steam')
          .forEach(({ userId }) =>
            background.run('steam privacy check', () =>
              checkSteam(userId, true).then(
                () => undefined,
                (err: unknown) => log.warn({ err }, 'could not check a new Steam link'),
              ),
            ),
          ),
    } satisfies EventHandler<DomainEvent<'identity.linked'>>,
  };
}
