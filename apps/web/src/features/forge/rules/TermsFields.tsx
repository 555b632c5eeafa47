import type { ReactNode } from 'react';
import { NumberInput, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { REWARD_LIMITS } from '@arcana/shared';
import type { TRuleSource } from '@arcana/shared/schemas';
import { DonationTiersFields } from './DonationTiersFields';
import type { RuleFormValues } from './rule-form-values';

type Form = UseFormReturnType<RuleFormValues>;
type Field = Exclude<keyof RuleFormValues['terms'], 'source' | 'tiers' | 'scaled' | 'scale' | 'tiered' | 'byTier'>;

const WHOLE = { allowDecimal: false, allowNegative: false, thousandSeparator: ',', required: true } as const;
const THRESHOLD = { ...WHOLE, min: 1, max: REWARD_LIMITS.thresholdMax };
const DRAWS = { ...WHOLE, min: 1, max: REWARD_LIMITS.rewardMax };

/** The draws' own label: per step when they grow, Tier 1's when they go by tier, the most a game's server may give. */
function rewardLabel({ source, scaled, tiered }: RuleFormValues['terms']) {
  if (source === 'api') return 'Most draws per grant';
  if (scaled && (source === 'twitch.cheer' || source === 'twitch.gift')) return 'Draws per step';
  if (tiered && source === 'twitch.subscribe') return 'Draws for Tier 1 and Prime';
  return 'Draws granted';
}

/** Each of the terms' inputs. */
const INPUTS: Record<Field, (form: Form) => ReactNode> = {
  minGifts: (form) => <NumberInput label="At least this many gifted subs" {...THRESHOLD} {...form.getInputProps('terms.minGifts')} />,
  minBits: (form) => <NumberInput label="At least this many bits" {...THRESHOLD} {...form.getInputProps('terms.minBits')} />,
  minViewers: (form) => <NumberInput label="At least this many viewers" {...THRESHOLD} {...form.getInputProps('terms.minViewers')} />,
  title: (form) => (
    <TextInput
      label="Reward title"
      description="Arcana creates this channel points reward on the channel"
      required
      maxLength={REWARD_LIMITS.redemptionTitleMax}
      {...form.getInputProps('terms.title')}
    />
  ),
  cost: (form) => <NumberInput label="Cost in channel points" {...THRESHOLD} {...form.getInputProps('terms.cost')} />,
  appId: (form) => (
    <NumberInput
      label="Steam app id"
      description="The number in the app's store address"
      {...WHOLE}
      {...form.getInputProps('terms.appId')}
    />
  ),
  achievement: (form) => (
    <TextInput
      label="Achievement"
      description="Its API name, as Steam lists it for the app"
      required
      maxLength={REWARD_LIMITS.achievementMax}
      {...form.getInputProps('terms.achievement')}
    />
  ),
  reward: (form) => <NumberInput label={rewardLabel(form.values.terms)} {...DRAWS} {...form.getInputProps('terms.reward')} />,
};

/** How a cheer's or a gift's draws may grow with it, in the creator's words. */
const GROWTH = {
  'twitch.cheer': { toggle: 'More bits, more draws', per: 'Bits per step', max: 'Most draws for one cheer' },
  'twitch.gift': { toggle: 'More gifted subs, more draws', per: 'Gifted subs per step', max: 'Most draws for one gift' },
} as const;

/** A cheer's or gift's draws for each step of it, up to a most; a subscription's by its tier (docs/product-rules.md "Earning rules"). */
function GrowthFields({ form }: { form: Form }) {
  const { source, scaled, tiered } = form.values.terms;
  if (source === 'twitch.subscribe')
    return (
      <Stack gap="sm">
        <Switch label="Draws by tier" {...form.getInputProps('terms.tiered', { type: 'checkbox' })} />
        {tiered && (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
            <NumberInput label="Draws for Tier 2" {...DRAWS} {...form.getInputProps('terms.byTier.tier2')} />
            <NumberInput label="Draws for Tier 3" {...DRAWS} {...form.getInputProps('terms.byTier.tier3')} />
          </SimpleGrid>
        )}
      </Stack>
    );
  if (source !== 'twitch.cheer' && source !== 'twitch.gift') return null;
  const words = GROWTH[source];
  return (
    <Stack gap="sm">
      <Switch label={words.toggle} {...form.getInputProps('terms.scaled', { type: 'checkbox' })} />
      {scaled && (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
          <NumberInput label={words.per} {...THRESHOLD} {...form.getInputProps('terms.scale.per')} />
          <NumberInput label={words.max} {...DRAWS} {...form.getInputProps('terms.scale.max')} />
        </SimpleGrid>
      )}
    </Stack>
  );
}

/** What each source's condition needs, then the draws it grants (docs/product-rules.md "Earning rules"). */
const FIELDS_OF: Record<Exclude<TRuleSource, 'donation'>, Field[]> = {
  'twitch.follow': ['reward'],
  'twitch.subscribe': ['reward'],
  'twitch.gift': ['minGifts', 'reward'],
  'twitch.cheer': ['minBits', 'reward'],
  'twitch.raid': ['minViewers', 'reward'],
  'twitch.redemption': ['title', 'cost', 'reward'],
  'steam.owns': ['appId', 'reward'],
  'steam.achievement': ['appId', 'achievement', 'reward'],
  share: ['reward'],
  api: ['reward'],
};

/** The chosen source's condition and reward; a donation grants by its tiers instead. */
export function TermsFields({ form }: { form: Form }) {
  const { source } = form.values.terms;
  if (source === 'donation') return <DonationTiersFields form={form} />;
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
        {FIELDS_OF[source].map((field) => (
          <div key={field}>{INPUTS[field](form)}</div>
        ))}
      </SimpleGrid>
      <GrowthFields form={form} />
    </>
  );
}
