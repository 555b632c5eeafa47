import type { AppDeps } from '../../deps.js';
import type { EventHandler } from '../../outbox/dispatcher.js';
import type { DrawnCard } from '../cards/index.js';
import type { SteamWebApi } from '../integrations/index.js';
import { findUserIdentity } from '../users/index.js';
import { createApiGrants } from './api-grants.js';
import { createDonations } from './donations.service.js';
import { createEventSubIntake } from './eventsub-intake.js';
import { createHelix } from './helix.js';
import { parkedRef } from './earning.js';
import { unpark } from './inbox.repo.js';
import { createInboxWorker } from './inbox-worker.js';
import { createReferrals } from './referrals.service.js';
import { createSteamClaims } from './steam-claims.js';
import { createTwitchService } from './twitch.service.js';

/** The earning module's parts, built once by the composition root: Twitch, the callback's intake, the inbox's worker, Steam's claims, referrals and donations. */
export function createEarning(
  deps: Pick<AppDeps, 'db' | 'config' | 'log' | 'bus' | 'background' | 'rateLimiter' | 'outbox'>,
  steamApi: SteamWebApi,
) {
  const twitch = createTwitchService(deps, createHelix(deps.config.providers));
  const referrals = createReferrals(deps, () => worker.wake());
  const donations = createDonations(deps);
  const worker = createInboxWorker(deps, {
    reply: (row) => twitch.reply(row),
    sweep: () => Promise.all([referrals.qualify(), donations.keep()]),
  });
  const eventSub = createEventSubIntake(deps, worker);
  /** After the answer that caused it has gone; one missed here is found by the worker's sweep. */
  const afterAnswer = (name: string, work: () => Promise<void>) =>
    deps.background.run(name, () => work().catch((err: unknown) => deps.log.warn({ err }, `could not finish a ${name}`)));
  const checkReferral = (userId: string) => afterAnswer('referral check', () => referrals.qualifyNow(userId));
  return {
    twitch,
    eventSub,
    worker,
    claims: createSteamClaims(deps, steamApi),
    referrals,
    donations,
    apiGrants: createApiGrants(deps),
    /** A card drawn may make its owner's referral arrival count: one indexed look, once the draw's events are carried out. */
    referralsOnDraw: {
      name: 'the referral',
      handle: async (_tx, drawn) => () => new Set(drawn.map(({ event }) => event.userId)).forEach(checkReferral),
    } satisfies EventHandler<DrawnCard>,
    /**
     * A Twitch account linked (or signed up with), or a game's player: the events kept for it are decided now. An e-mail
     * verified or a provider account linked may make an account's referral arrival count; a donation confirmed on chain is kept to be granted.
     */
    watchLinks() {
      const stops = [
        deps.bus.on('identityLinked', async ({ userId, provider }) => {
          checkReferral(userId);
          if (provider !== 'twitch') return;
          const identity = await findUserIdentity(deps.db, userId, 'twitch');
          if (identity && (await unpark(deps.db, 'twitch', identity.providerUserId)) > 0) worker.wake();
        }),
        deps.bus.on('playerLinked', async ({ projectId, playerId }) => {
          if ((await unpark(deps.db, 'api', parkedRef('api', projectId, playerId))) > 0) worker.wake();
        }),
        deps.bus.on('donationConfirmed', ({ transferId }) =>
          afterAnswer('donation grant', async () => {
            if ((await donations.keep(transferId)) > 0) worker.wake();
          }),
        ),
        deps.bus.on('accountChanged', ({ userId, changeType }) => (changeType === 'emailVerified' ? checkReferral(userId) : undefined)),
      ];
      return () => stops.forEach((stop) => stop());
    },
  };
}
