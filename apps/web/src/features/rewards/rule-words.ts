import type { TRule, TRuleCaps, TRuleSource, TRuleTerms } from '@arcana/shared/schemas';
import { drawsText, numberText } from '@arcana/shared';

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

/** What one step of a rule that grows is made of. */
const STEP_UNITS = { 'twitch.cheer': ['bit', 'bits'], 'twitch.gift': ['gifted sub', 'gifted subs'] } as const;

/** One step of a rule that grows: 'per 100 bits', 'per gifted sub'. */
function perStep(source: keyof typeof STEP_UNITS, per: number) {
  const [one, many] = STEP_UNITS[source];
  return per === 1 ? `per ${one}` : `per ${plural(per, one, many)}`;
}

/**
 * What the rule grants: its draws ('1 draw per 100 bits, up to 10' when they grow; each tier's for a
 * subscription by tier), or each donation tier's.
 */
export function rewardText(terms: TRuleTerms): string {
  switch (terms.source) {
    case 'donation':
      return terms.tiers.map((tier) => `${drawsText(tier.reward)} from ${numberText(tier.minUsdt)} USDT`).join('; ');
    case 'api':
      return `up to ${drawsText(terms.reward)} per grant`;
    case 'twitch.cheer':
    case 'twitch.gift':
      return terms.scale
        ? `${drawsText(terms.reward)} ${perStep(terms.source, terms.scale.per)}, up to ${numberText(terms.scale.max)}`
        : drawsText(terms.reward);
    case 'twitch.subscribe':
      return terms.byTier
        ? `${drawsText(terms.reward)} at Tier 1, ${drawsText(terms.byTier.tier2)} at Tier 2, ${drawsText(terms.byTier.tier3)} at Tier 3`
        : drawsText(terms.reward);
    default:
      return drawsText(terms.reward);
  }
}

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
