import type { ReactNode } from 'react';
import { NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { REWARD_LIMITS } from '@arcana/shared';
import type { TRuleSource } from '@arcana/shared/schemas';
import { DonationTiersFields } from './DonationTiersFields';
import type { RuleFormValues } from './rule-form-values';

type Form = UseFormReturnType<RuleFormValues>;
type Field = Exclude<keyof RuleFormValues['terms'], 'source' | 'tiers'>;

const WHOLE = { allowDecimal: false, allowNegative: false, thousandSeparator: ',', required: true } as const;
const THRESHOLD = { ...WHOLE, min: 1, max: REWARD_LIMITS.thresholdMax };

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
  reward: (form) => (
    <NumberInput
      // A game's server says how many draws each grant gives: the rule sets the most it may.
      label={form.values.terms.source === 'api' ? 'Most draws per grant' : 'Draws granted'}
      min={1}
      max={REWARD_LIMITS.rewardMax}
      {...WHOLE}
      {...form.getInputProps('terms.reward')}
    />
  ),
};

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
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
      {FIELDS_OF[source].map((field) => (
        <div key={field}>{INPUTS[field](form)}</div>
      ))}
    </SimpleGrid>
  );
}
