import { isTwitchSource, type TRuleBody, type TRuleCaps, type TRuleSource, type TRuleTerms } from '@arcana/shared/schemas';

/** A number input's value: '' while it is empty. */
export type NumberValue = number | string;

export type CapsFormValues = Record<keyof TRuleCaps, NumberValue>;

export interface RuleFormValues {
  /** Every source's fields, kept while the creator switches sources: the body takes the chosen one's. */
  terms: {
    source: TRuleSource;
    reward: NumberValue;
    minGifts: NumberValue;
    minBits: NumberValue;
    minViewers: NumberValue;
    title: string;
    cost: NumberValue;
    appId: NumberValue;
    achievement: string;
    tiers: { minUsdt: NumberValue; reward: NumberValue }[];
    /** A cheer's or gift's draws grow with its bits or gifts: `reward` for each `scale.per`, at most `scale.max`. */
    scaled: boolean;
    scale: { per: NumberValue; max: NumberValue };
    /** A subscription's draws by tier: `reward` for Tier 1, these for Tiers 2 and 3. */
    tiered: boolean;
    byTier: { tier2: NumberValue; tier3: NumberValue };
  };
  caps: CapsFormValues;
}

export const CAP_KEYS = [
  'perAccountPerDay',
  'perStream',
  'budget',
  'cooldownSeconds',
  'minAccountAgeDays',
] as const satisfies readonly (keyof TRuleCaps)[];

/** The caps a source can have: a cap per stream only where there are streams. */
export const capKeysOf = (source: TRuleSource) => CAP_KEYS.filter((key) => key !== 'perStream' || isTwitchSource(source));

export const capsFormValues = (caps?: TRuleCaps): CapsFormValues =>
  Object.fromEntries(CAP_KEYS.map((key) => [key, caps?.[key] ?? ''])) as CapsFormValues;

export const ruleFormValues = (): RuleFormValues => ({
  terms: {
    source: 'twitch.follow',
    reward: 1,
    minGifts: '',
    minBits: '',
    minViewers: '',
    title: '',
    cost: '',
    appId: '',
    achievement: '',
    tiers: [{ minUsdt: '', reward: 1 }],
    scaled: false,
    scale: { per: '', max: '' },
    tiered: false,
    byTier: { tier2: '', tier3: '' },
  },
  caps: capsFormValues(),
});

// An empty required number is sent as 0, which every one of them refuses with the contract's own message.
const required = (value: NumberValue) => (value === '' ? 0 : Number(value));
const optional = (value: NumberValue) => (value === '' ? null : Number(value));

type Terms = RuleFormValues['terms'];

const scaleOf = (v: Terms) => (v.scaled ? { scale: { per: required(v.scale.per), max: required(v.scale.max) } } : {});

/** Each source's terms, from the fields it shows. */
const TERMS_OF: { [S in TRuleSource]: (values: Terms) => Extract<TRuleTerms, { source: S }> } = {
  'twitch.follow': (v) => ({ source: 'twitch.follow', reward: required(v.reward) }),
  'twitch.subscribe': (v) => ({
    source: 'twitch.subscribe',
    reward: required(v.reward),
    ...(v.tiered && { byTier: { tier2: required(v.byTier.tier2), tier3: required(v.byTier.tier3) } }),
  }),
  'twitch.gift': (v) => ({ source: 'twitch.gift', minGifts: required(v.minGifts), reward: required(v.reward), ...scaleOf(v) }),
  'twitch.cheer': (v) => ({ source: 'twitch.cheer', minBits: required(v.minBits), reward: required(v.reward), ...scaleOf(v) }),
  'twitch.raid': (v) => ({ source: 'twitch.raid', minViewers: required(v.minViewers), reward: required(v.reward) }),
  'twitch.redemption': (v) => ({ source: 'twitch.redemption', title: v.title.trim(), cost: required(v.cost), reward: required(v.reward) }),
  'steam.owns': (v) => ({ source: 'steam.owns', appId: required(v.appId), reward: required(v.reward) }),
  'steam.achievement': (v) => ({
    source: 'steam.achievement',
    appId: required(v.appId),
    achievement: v.achievement.trim(),
    reward: required(v.reward),
  }),
  donation: (v) => ({
    source: 'donation',
    tiers: v.tiers.map((tier) => ({ minUsdt: required(tier.minUsdt), reward: required(tier.reward) })),
  }),
  share: (v) => ({ source: 'share', reward: required(v.reward) }),
  api: (v) => ({ source: 'api', reward: required(v.reward) }),
};

/** The caps as a change sends them: each one the source can have, null where the field is empty (no such limit). */
export const capsPatch = (caps: CapsFormValues, source: TRuleSource): Partial<TRuleCaps> =>
  Object.fromEntries(capKeysOf(source).map((key) => [key, optional(caps[key])]));

/** A new rule as the server takes it: the chosen source's terms, and only the caps that were given. */
export function ruleBody(values: RuleFormValues): TRuleBody {
  const terms = TERMS_OF[values.terms.source](values.terms);
  const caps = Object.fromEntries(Object.entries(capsPatch(values.caps, terms.source)).filter(([, value]) => value !== null));
  return Object.keys(caps).length > 0 ? { terms, caps } : { terms };
}

/** The form's inputs by the request's field paths; a tier's own inputs before the list's, so a refusal lands on the closest. */
export const ruleFields = (values: RuleFormValues): string[] => [
  ...values.terms.tiers.flatMap((_tier, i) => [`terms.tiers.${i}.minUsdt`, `terms.tiers.${i}.reward`]),
  ...['terms.scale.per', 'terms.scale.max', 'terms.byTier.tier2', 'terms.byTier.tier3'],
  ...Object.keys(values.terms).map((key) => `terms.${key}`),
  ...CAP_KEYS.map((key) => `caps.${key}`),
];
