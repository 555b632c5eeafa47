import { NumberInput, Stack, Switch } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { CRAFTING_LIMITS } from '@arcana/shared';
import { FormSection } from '../FormSection';
import type { CraftingFormValues } from './crafting-form-values';

/** Whether the collection fuses cards, and how many one fuse takes (docs/product-rules.md "Crafting"). */
export function FuseTerms({ form }: { form: UseFormReturnType<CraftingFormValues> }) {
  return (
    <FormSection
      title="Fusing"
      intro="A collector spends cards of one rarity on one card of the next, any of its designs alike. Legendary cards are the rarest: they are not fused."
    >
      <Stack gap="sm">
        <Switch label="Fuse cards" {...form.getInputProps('fuses', { type: 'checkbox' })} />
        {form.values.fuses && (
          <NumberInput
            label="Cards a fuse takes"
            description={`${CRAFTING_LIMITS.fuseMin} to ${CRAFTING_LIMITS.fuseMax} cards of one rarity make one of the next`}
            min={CRAFTING_LIMITS.fuseMin}
            max={CRAFTING_LIMITS.fuseMax}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            maw={240}
            {...form.getInputProps('fuse')}
          />
        )}
      </Stack>
    </FormSection>
  );
}
