/** Where draws are earned: a Twitch event, a Steam fact, a donation, a share, a game's server (docs/product-rules.md "Earning rules"). */
export const RULE_SOURCES = [
  'twitch.follow',
  'twitch.subscribe',
  'twitch.gift',
  'twitch.cheer',
  'twitch.raid',
  'twitch.redemption',
  'steam.owns',
  'steam.achievement',
  'donation',
  'share',
  'api',
] as const;
export type TRuleSource = (typeof RULE_SOURCES)[number];
export type TTwitchSource = Extract<TRuleSource, `twitch.${string}`>;
export type TSteamSource = Extract<TRuleSource, `steam.${string}`>;
/** Steam's sources: the ones a collector claims, checked against their linked account. */
export const isSteamSource = (source: string): source is TSteamSource => source.startsWith('steam.');
/** Twitch's sources: the ones a channel's events meet, and the only ones a cap per stream means something for. */
export const isTwitchSource = (source: string): source is TTwitchSource => source.startsWith('twitch.');
