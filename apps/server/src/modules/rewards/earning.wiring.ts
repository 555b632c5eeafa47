import type { Platform } from '../../platform/platform.js';
import type { EventHandler } from '../../outbox/dispatcher.js';
import type { DomainEvent } from '../../outbox/domain-event-types.js';
import type { DrawnCard } from '../cards/index.js';
import type { SteamWebApi } from '../integrations/index.js';
import { findUserIdentity } from '../users/index.js';
import { createApiGrants } from './api-grants.js';
import { createDonations } from './donations.service.js';
import { createEventSubIntake } from './eventsub-intake.js';
import { createHelix } from './helix.js';
import { parkedRef } from './earning.js';
import { unpark } from './inbox.repo.js';
import { createEarningJobs } from './earning-jobs.js';
import { createReferrals } from './referrals.service.js';
import { createSteamClaims } from './steam-claims.js';
import { createTwitchService } from './twitch.service.js';
import { createTwitchChat } from './twitch-chat.js';

/** The earning module's parts, built once by the composition root: Twitch, the callback's intake, the inbox's jobs, Steam's claims, referrals and donations. */
export function createEarning(
  deps: Pick<Platform, 'db' | 'box' | 'config' | 'log' | 'background' | 'rateLimiter' | 'outbox' | 'jobs'>,
  steamApi: SteamWebApi,
) {
  const twitch = createTwitchService(deps, createHelix(deps.config.providers));
  const chat = createTwitchChat(deps, (projectId, text) => twitch.say(projectId, text));
  /** Events kept outside a request (after its answer, by an outbox handler): decided now rather than at the runner's next look. */
  const decideNow = () => deps.jobs.wake('earning.decide');
  const referrals = createReferrals(deps, decideNow);
  const donations = createDonations(deps);
  const jobs = createEarningJobs(deps, {
    reply: (row) => twitch.reply(row),
    tidy: () => Promise.all([referrals.qualify(), donations.keep()]),
    parked: (tx, row) => chat.oweWaiting(tx, row),
  });
  const eventSub = createEventSubIntake(deps);
  /** After the answer that caused it has gone; one missed here is found by the worker's sweep. */
  const afterAnswer = (name: string, work: () => Promise<void>) =>
    deps.background.run(name, () => work().catch((err: unknown) => deps.log.warn({ err }, `could not finish a ${name}`)));
  const checkReferral = (userId: string) => afterAnswer('referral check', () => referrals.qualifyNow(userId));
  return {
    twitch,
    chat,
    eventSub,
    jobs,
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
     * A Twitch account linked (or signed up with): the events kept for it are decided now; any provider
     * linked may make the account's referral arrival count.
     */
    onIdentityLinked: {
      name: 'the earning kept for it',
      async handle(tx, events) {
        let unparked = 0;
        for (const { userId } of events.filter(({ subject }) => subject.provider === 'twitch')) {
          const identity = await findUserIdentity(tx, userId, 'twitch');
          if (identity) unparked += await unpark(tx, 'twitch', identity.providerUserId);
        }
        return () => {
          if (unparked > 0) decideNow();
          new Set(events.map(({ userId }) => userId)).forEach(checkReferral);
        };
      },
    } satisfies EventHandler<DomainEvent<'identity.linked'>>,
    /** A game's player linked: the grants kept for them are decided now. */
    onPlayerLinked: {
      name: 'the grants kept for the player',
      async handle(tx, events) {
        let unparked = 0;
        for (const { subject } of events) unparked += await unpark(tx, 'api', parkedRef('api', subject.projectId, subject.playerId));
        return () => (unparked > 0 ? decideNow() : undefined);
      },
    } satisfies EventHandler<DomainEvent<'player.linked'>>,
    /** A donation confirmed on chain is kept as an earning event, to be granted. */
    onDonationConfirmed: {
      name: 'the earning event',
      async handle(tx, events) {
        let kept = 0;
        for (const { subject } of events) kept += await donations.keep(subject.transferId, tx);
        return () => (kept > 0 ? decideNow() : undefined);
      },
    } satisfies EventHandler<DomainEvent<'donation.confirmed'>>,
    /** An e-mail verified may make the account's referral arrival count. */
    onAccountChanged: {
      name: 'the referral',
      handle: async (_tx, events) => () =>
        events.filter(({ subject }) => subject.changeType === 'emailVerified').forEach(({ userId }) => checkReferral(userId)),
    } satisfies EventHandler<DomainEvent<'account.changed'>>,
  };
}
