import { numberText } from '../number-text.js';

/** The limits of a collection's earning rules (docs/product-rules.md "Earning rules"). */
export const REWARD_LIMITS = {
  rewardMax: 100,
  rulesPerCollection: 30,
  perAccountPerDayMax: 1_000,
  perStreamMax: 10_000,
  budgetMax: 10_000_000,
  cooldownSecondsMax: 30 * 24 * 60 * 60,
  minAccountAgeDaysMax: 3_650,
  thresholdMax: 1_000_000,
  donationTiersMax: 5,
  redemptionTitleMax: 45,
  achievementMax: 128,
} as const;

/** How referrals are held (docs/product-rules.md "Earning rules"). */
export const REFERRAL_LIMITS = {
  /** An account made this long after a visit through a link may still arrive by it. */
  visitDays: 7,
  /** The sharer's sessions this recent are held against the arrival's address. */
  selfWindowDays: 30,
  /** The sharer's browsers remembered per link. */
  devicesKept: 10,
  /** Arrivals by one link from one address block (/24 of IPv4, /64 of IPv6) this close together earn once. */
  sameBlockDays: 30,
  /** A linked Twitch, Steam or Discord account this old is effort enough for the arrival to count. */
  providerAgeDays: 30,
  /** Arrivals a sharer earns by per project a UTC day when no share rule of the project sets a cap per day. */
  arrivalsPerDay: 10,
  /** Visits kept from one address (IPv4; a /64 of IPv6) in an hour; a repeat from its browser is the same visit. */
  visitsPerAddressPerHour: 30,
} as const;

/** A number of draws in words: '1 draw', '1,000 draws'. */
export const drawsText = (n: number) => `${numberText(n)} ${n === 1 ? 'draw' : 'draws'}`;

/** Steam claims one account may make in ten minutes (ten times as many from one address): each asks Steam. */
export const STEAM_CLAIMS_PER_10_MIN = 10;

export const REWARD_MESSAGES = {
  reward: `A rule grants 1 to ${REWARD_LIMITS.rewardMax} draws`,
  threshold: `A threshold is a whole number from 1 to ${numberText(REWARD_LIMITS.thresholdMax)}`,
  cap: 'A cap is a whole number from 1, or none',
  minAccountAge: `A minimum account age is 0 to ${numberText(REWARD_LIMITS.minAccountAgeDaysMax)} days, or none`,
  redemptionTitle: `The channel points reward needs a title of 1 to ${REWARD_LIMITS.redemptionTitleMax} characters`,
  achievement: `An achievement is its API name, 1 to ${REWARD_LIMITS.achievementMax} characters`,
  appId: 'A Steam app id is a whole number',
  tiers: `Give 1 to ${REWARD_LIMITS.donationTiersMax} tiers, each from a larger amount than the one before`,
  usdt: 'An amount is a positive number of USDT, at most 1,000,000',
  donationReward: 'A donation rule grants by its tiers: change the tiers instead',
  scaleMin: 'The minimum is at least one step: an event below it would earn nothing',
  scaleMax: 'The most draws for one event is at least the draws of one step',
  tooManyRules: `A collection has at most ${REWARD_LIMITS.rulesPerCollection} rules`,
  ruleNotFound: 'Rule not found',
  perStreamTwitchOnly: 'A cap per stream is for Twitch rules',
  twitchNotConnected: "Connect the project's Twitch channel first",
  twitchScopesMissing: "Connect the project's Twitch channel again: it has not allowed what this rule needs",
  channelConnected: 'Twitch channel connected',
  channelDisconnected: 'Twitch channel disconnected',
  revoked: 'Twitch stopped sending its events: turn it on again to resubscribe',
  eventSubRefused: 'Message refused',
  steamNotLinked: 'Link your Steam account in Settings to claim this',
  steamPrivate: 'Steam keeps your game details private: make them public in your Steam privacy settings, then claim again',
  notOwned: (game: string) => `Your Steam account does not own ${game}`,
  noAchievements: (game: string) => `${game} has no achievements on your Steam account`,
  notUnlocked: (achievement: string, game: string) => `You have not unlocked “${achievement}” in ${game} yet`,
  notClaimable: 'This rule is not claimed: it grants on its own',
  alreadyClaimed: 'You have already claimed this',
  referralNotFound: 'This referral link is not valid',
  visitExpired: `A referral counts for accounts made within ${REFERRAL_LIMITS.visitDays} days of the visit`,
  ownReferral: 'Your own referral link earns you nothing',
  accountBeforeVisit: 'Your account was made before this referral, so it cannot count',
  alreadyReferred: 'Your account already came by a referral',
  referralArrived:
    'Welcome! Verify your e-mail and draw your first card here (or link a Twitch, Steam or Discord account over 30 days old), and the friend who invited you earns draws',
  payoutWalletNotSet: 'This project does not take donations yet',
  donationRecipient: 'A donation goes to the project’s payout wallet',
  payoutWalletSet: 'Payout wallet set',
  payoutWalletCleared: 'Payout wallet removed: the project takes no donations',
  earnedTitle: (draws: number, project: string) => `You earned ${draws} ${draws === 1 ? 'draw' : 'draws'} in ${project}`,
  waitingTitle: (draws: number, project: string) => `${draws} ${draws === 1 ? 'draw is' : 'draws are'} waiting for you in ${project}`,
  /** A chat message to a viewer with draws waiting, as the streamer copies it or Arcana says it. */
  chatWaiting: (login: string, draws: number, projectUrl: string) =>
    `@${login}, ${drawsText(draws)} ${draws === 1 ? 'is' : 'are'} waiting for you: ${projectUrl}`,
  chatRareDraw: (collector: string, card: string, rarity: string, proofUrl: string) =>
    `${collector} drew ${card}, ${rarity}! Verify the draw: ${proofUrl}`,
  /** A play the streamer approved, as it goes on stream: its action's name, and the player's message (none: ''). */
  chatApprovedPlay: (collector: string, card: string, action: string, message: string) =>
    `${collector} plays ${card} (${action})${message ? `: “${message}”` : ''}`,
  chatKinds: 'Choose what Arcana says in chat from the list, each once',
} as const;

/** The scope to send messages in the channel's chat, as its broadcaster. */
export const TWITCH_CHAT_SCOPE = 'user:write:chat';

/**
 * What the broadcaster allows Arcana when connecting a channel: followers (read as the channel's own
 * moderator), subscriptions and gifts, bits, the channel points rewards Arcana creates and marks, and
 * messages in the channel's chat.
 */
export const TWITCH_BROADCASTER_SCOPES = [
  'moderator:read:followers',
  'channel:read:subscriptions',
  'bits:read',
  'channel:manage:redemptions',
  TWITCH_CHAT_SCOPE,
] as const;

/**
 * What Arcana says in a connected channel's chat, each on or off (docs/product-rules.md "Chat that
 * speaks"): draws waiting for a viewer not on Arcana yet, an epic or legendary draw, and a play
 * the streamer approved.
 */
export const TWITCH_CHAT_KINDS = ['waiting', 'rareDraw', 'approvedPlay'] as const;
export type TTwitchChatKind = (typeof TWITCH_CHAT_KINDS)[number];

/**
 * Arcana's own pace in a channel's chat: Twitch lets a broadcaster send 100 messages in 30 seconds;
 * Arcana keeps to a fifth of that, so the chat stays the viewers'. A burst of one viewer's waiting
 * draws is said once, after this long.
 */
export const TWITCH_CHAT_LIMITS = { messages: 20, windowSeconds: 30, burstSeconds: 10 } as const;
export type TBroadcasterScope = (typeof TWITCH_BROADCASTER_SCOPES)[number];

/** An event for a Twitch account not yet linked to Arcana waits this long for the link (docs/product-rules.md "Earning rules"). */
export const PARKED_GRANT_DAYS = 30;
