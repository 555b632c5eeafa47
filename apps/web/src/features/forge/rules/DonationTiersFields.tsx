import { Button, Fieldset, Group, NumberInput, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { REWARD_LIMITS } from '@arcana/shared';
import type { RuleFormValues } from './rule-form-values';

/** The largest amount a tier can start from, as REWARD_MESSAGES.usdt says it. */
const USDT_MAX = 1_000_000;

/**
 * A donation rule's tiers (docs/product-rules.md "Earning rules"): 1 to 5 rows, each from a larger
 * amount of USDT than the one before, each granting its own draws.
 */
export function DonationTiersFields({ form }: { form: UseFormReturnType<RuleFormValues> }) {
  const { tiers } = form.values.terms;
  const listError = form.errors['terms.tiers'];
  return (
    <Fieldset legend="Donation tiers" variant="unstyled">
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          Each tier starts from a larger amount than the one before and grants its own draws.
        </Text>
        {tiers.map((_tier, i) => (
          <Group key={i} align="flex-end" gap="xs">
            <NumberInput
              label={`Tier ${i + 1}: from USDT`}
              required
              min={0}
              max={USDT_MAX}
              decimalScale={2}
              allowNegative={false}
              thousandSeparator=","
              flex={1}
              miw={128}
              {...form.getInputProps(`terms.tiers.${i}.minUsdt`)}
            />
            <NumberInput
              label={`Tier ${i + 1}: draws granted`}
              required
              min={1}
              max={REWARD_LIMITS.rewardMax}
              allowDecimal={false}
              allowNegative={false}
              flex={1}
              miw={128}
              {...form.getInputProps(`terms.tiers.${i}.reward`)}
            />
            <Button
              variant="subtle"
              color="red"
              disabled={tiers.length === 1}
              aria-label={`Remove tier ${i + 1}`}
              onClick={() => form.removeListItem('terms.tiers', i)}
            >
              Remove
            </Button>
          </Group>
        ))}
        {listError && (
          <Text size="sm" c="red.4" role="alert">
            {listError}
          </Text>
        )}
        <Group>
          <Button
            variant="light"
            disabled={tiers.length >= REWARD_LIMITS.donationTiersMax}
            onClick={() => form.insertListItem('terms.tiers', { minUsdt: '', reward: 1 })}
          >
            Add a tier
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
