import type { TRule, TRuleCaps, TRuleSource, TRuleTerms } from '@arcana/shared/schemas';
import { numberText } from '@arcana/shared';

/** Each source as a creator names it. */
export const SOURCE_LABELS: Record<TRuleSource, string> = {
  'twitch.follow': 'Twitch follow',
  'twitch.subscribe': 'Twitch subscription',
  'twitch.gift': 'Twitch gifted subs',
  'twitch.cheer': 'Twitch cheer',
  'twitch.raid': 'Twitch raid',
  'twitch.redemption': 'Twitch channel points reward',
  'steam.owns': 'Steam: owns an app',
  'steam.achievement': 'Steam: achievement',
  donation: 'Donation (USDT tiers)',
  share: 'Share',
  api: 'Your game’s server',
};

const plural = (n: number, one: string, many: string) => `${numberText(n)} ${n === 1 ? one : many}`;
export const drawsText = (n: number) => plural(n, 'draw', 'draws');

type TermsOf<S extends TRuleSource> = Extract<TRuleTerms, { source: S }>;

/** What meets each source's terms, in words. */
const CONDITIONS: { [S in TRuleSource]: (terms: TermsOf<S>) => string } = {
  'twitch.follow': () => 'Follows the channel',
  'twitch.subscribe': () => 'Subscribes to the channel',
  'twitch.gift': ({ minGifts }) => `Gifts at least ${plural(minGifts, 'sub', 'subs')}`,
  'twitch.cheer': ({ minBits }) => `Cheers at least ${plural(minBits, 'bit', 'bits')}`,
  'twitch.raid': ({ minViewers }) => `Raids with at least ${plural(minViewers, 'viewer', 'viewers')}`,
  'twitch.redemption': ({ title, cost }) => `Redeems “${title}” for ${plural(cost, 'channel point', 'channel points')}`,
  'steam.owns': ({ appId }) => `Owns Steam app ${appId}`,
  'steam.achievement': ({ appId, achievement }) => `Unlocks ${achievement} in Steam app ${appId}`,
  donation: ({ tiers }) => `Donates at least ${numberText(tiers[0]!.minUsdt)} USDT`,
  share: () => 'Shares the collection',
  api: () => 'Plays the game, with their player linked',
};

export const conditionText = (terms: TRuleTerms): string => (CONDITIONS[terms.source] as (terms: TRuleTerms) => string)(terms);

/** What the rule grants: its draws, or each donation tier's. */
export const rewardText = (terms: TRuleTerms): string =>
  terms.source === 'donation'
    ? terms.tiers.map((tier) => `${drawsText(tier.reward)} from ${numberText(tier.minUsdt)} USDT`).join('; ')
    : terms.source === 'api'
      ? `up to ${drawsText(terms.reward)} per grant`
      : drawsText(terms.reward);

/** The rule's name where it stands alone (a switch, a dialog): its source and its condition. */
export const ruleName = (rule: Pick<TRule, 'terms'>) => `${SOURCE_LABELS[rule.terms.source]}: ${conditionText(rule.terms)}`;

const UNITS = [
  { seconds: 86_400, name: 'd' },
  { seconds: 3_600, name: 'h' },
  { seconds: 60, name: 'min' },
  { seconds: 1, name: 's' },
] as const;

/** Seconds as a reader counts them: 5400 → '1 h 30 min'. */
export function durationText(seconds: number): string {
  let left = seconds;
  const parts: string[] = [];
  for (const unit of UNITS) {
    const whole = Math.floor(left / unit.seconds);
    if (whole > 0) parts.push(`${whole} ${unit.name}`);
    left -= whole * unit.seconds;
  }
  return parts.join(' ') || '0 s';
}

/** Each cap in words, in the order the form asks for them. */
const CAP_TEXTS: { [K in keyof TRuleCaps]: (value: number) => string } = {
  perAccountPerDay: (n) => `${numberText(n)} a day per account`,
  perStream: (n) => `${numberText(n)} per stream`,
  budget: (n) => `budget of ${drawsText(n)}`,
  cooldownSeconds: (n) => `${durationText(n)} between grants`,
  minAccountAgeDays: (n) => `accounts at least ${plural(n, 'day', 'days')} old`,
};

export function capsText(caps: TRuleCaps): string {
  const set = (Object.keys(CAP_TEXTS) as (keyof TRuleCaps)[]).flatMap((key) => {
    const value = caps[key];
    return value === null ? [] : [CAP_TEXTS[key](value)];
  });
  return set.length > 0 ? set.join(' · ') : 'No caps';
}
