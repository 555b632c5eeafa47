import { createBrowserCookie } from '../../lib/browser-cookie.js';
import { offering } from '../../platform/app-module.js';
import type { Platform } from '../../platform/platform.js';
import type { UserMessages } from '../../realtime/kept-messages.js';
import type { ApiKeyGuard } from '../api-keys/index.js';
import type { SteamWebApi } from '../integrations/index.js';
import type { AuthGuard } from '../sessions/index.js';
import { registerApiGrantRoutes } from './api-grants.routes.js';
import { sweepChatMessages } from './twitch-chat.repo.js';
import { createEarning } from './earning.wiring.js';
import { registerEventSubRoute } from './eventsub.routes.js';
import { loadGrants, tellOfGrants } from './grant-notices.js';
import { registerRewardRoutes, type RewardRouteParts } from './rules.routes.js';
import { createRulesService } from './rules.service.js';

export interface RewardsPorts {
  steamApi: SteamWebApi;
  userMessages: UserMessages;
  requireAuth: AuthGuard;
  requireApiKey: ApiKeyGuard;
}

/** Earning: the rules of each collection, and the one inbox every source's events are granted through. */
export function createRewardsModule(platform: Platform, ports: RewardsPorts) {
  const earning = createEarning(platform, ports.steamApi);
  const routeParts: RewardRouteParts = {
    rules: createRulesService(platform, earning.twitch),
    twitch: earning.twitch,
    claims: earning.claims,
    donations: earning.donations,
    referrals: earning.referrals,
    browserCookie: createBrowserCookie(platform.config),
    requireAuth: ports.requireAuth,
  };
  return offering(
    {
      name: 'rewards',
      routes(api) {
        registerRewardRoutes(api, routeParts);
        registerEventSubRoute(api, earning);
        registerApiGrantRoutes(api, { apiGrants: earning.apiGrants, requireApiKey: ports.requireApiKey });
      },
      loads: { 'draws.granted': loadGrants },
      handlers: {
        'card.drawn': [earning.referralsOnDraw, earning.chat.rareDraws],
        'draws.granted': [tellOfGrants(ports.userMessages)],
        'identity.linked': [earning.onIdentityLinked],
        'player.linked': [earning.onPlayerLinked],
        'donation.confirmed': [earning.onDonationConfirmed],
        'account.changed': [earning.onAccountChanged],
        'play.changed': [earning.chat.approvedPlays],
      },
      jobs: {
        'earning.decide': earning.jobs.decide,
        'earning.reply': earning.jobs.reply,
        'earning.tidy': earning.jobs.tidy,
        'twitch.chat': earning.chat.job,
      },
      sweeps: { twitch_chat_messages: sweepChatMessages },
    },
    { twitch: earning.twitch, referrals: earning.referrals },
  );
}
