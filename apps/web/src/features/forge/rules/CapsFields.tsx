import { Fieldset, NumberInput, SimpleGrid, Text } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { REWARD_LIMITS } from '@arcana/shared';
import type { TRuleCaps, TRuleSource } from '@arcana/shared/schemas';
import { capKeysOf, type CapsFormValues } from './rule-form-values';
import { durationText } from '../../rewards';

/** Each cap's input: what it limits, and its largest value. */
const CAP_INPUTS: Record<keyof TRuleCaps, { label: string; description: string; min: number; max: number }> = {
  perAccountPerDay: {
    label: 'Per account per day',
    description: 'Grants to one account in a day',
    min: 1,
    max: REWARD_LIMITS.perAccountPerDayMax,
  },
  perStream: { label: 'Per stream', description: 'Grants during one live stream', min: 1, max: REWARD_LIMITS.perStreamMax },
  budget: { label: 'Budget', description: 'Draws the rule grants in all, to everyone', min: 1, max: REWARD_LIMITS.budgetMax },
  cooldownSeconds: {
    label: 'Cooldown in seconds',
    description: 'Time between two grants to one account',
    min: 1,
    max: REWARD_LIMITS.cooldownSecondsMax,
  },
  minAccountAgeDays: {
    label: 'Minimum account age in days',
    description: 'How old an Arcana account must be to earn',
    min: 0,
    max: REWARD_LIMITS.minAccountAgeDaysMax,
  },
};

/** A cooldown also said in minutes, hours and days, which is how a creator thinks of it. */
const cooldownHint = (value: CapsFormValues['cooldownSeconds']) =>
  typeof value === 'number' && value > 0 ? `${CAP_INPUTS.cooldownSeconds.description}: ${durationText(value)}` : undefined;

/**
 * A rule's optional caps (docs/product-rules.md "Earning rules"): per account per day, per stream
 * (Twitch rules only), a budget, a cooldown and a minimum account age; empty is no limit.
 */
export function CapsFields({
  source,
  values,
  inputProps,
}: {
  source: TRuleSource;
  values: CapsFormValues;
  inputProps: (key: keyof TRuleCaps) => GetInputPropsReturnType;
}) {
  return (
    <Fieldset legend="Caps (optional)" variant="unstyled">
      <Text size="sm" c="dimmed" mb="xs">
        Leave a cap empty for no limit.
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
        {capKeysOf(source).map((key) => {
          const input = CAP_INPUTS[key];
          return (
            <NumberInput
              key={key}
              label={input.label}
              description={key === 'cooldownSeconds' ? (cooldownHint(values[key]) ?? input.description) : input.description}
              placeholder="None"
              min={input.min}
              max={input.max}
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator=","
              {...inputProps(key)}
            />
          );
        })}
      </SimpleGrid>
    </Fieldset>
  );
}
