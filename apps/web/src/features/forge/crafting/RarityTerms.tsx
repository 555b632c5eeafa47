import { Fieldset, Group, NumberInput, SimpleGrid, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { CRAFTING_LIMITS } from '@arcana/shared';
import type { TRarity } from '@arcana/shared/schemas';
import { rarityLabel } from '../../cards';
import { FormSection } from '../FormSection';
import type { CraftingFormValues } from './crafting-form-values';

const essence = (
  <Text size="xs" c="dimmed">
    essence
  </Text>
);

/**
 * An amount of essence as typed: not clamped to its range, so a value out of it stays and is refused
 * in the contract's words.
 */
const AMOUNT = { allowDecimal: false, allowNegative: false, clampBehavior: 'none', rightSection: essence, rightSectionWidth: 64 } as const;

/**
 * What a card of each rarity the collection has designs of gives when dismantled and costs when
 * crafted (docs/product-rules.md "Crafting"): the other rarities have no card to dismantle or craft.
 */
export function RarityTerms({ rarities, form }: { rarities: readonly TRarity[]; form: UseFormReturnType<CraftingFormValues> }) {
  return (
    <FormSection
      title="Essence by rarity"
      intro="A dismantled card gives its project’s essence; crafting a chosen design of its rarity costs more than dismantling one gives, so essence is never made from nothing. With crafting on, a rarity may have no weight in the odds: its designs are then made only at the Forge."
    >
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {rarities.map((rarity) => (
          <Fieldset key={rarity} legend={rarityLabel(rarity)}>
            <Group grow align="flex-start">
              <NumberInput
                label="Dismantling gives"
                min={1}
                max={CRAFTING_LIMITS.dismantleMax}
                {...AMOUNT}
                {...form.getInputProps(`dismantle.${rarity}`)}
              />
              <NumberInput
                label="Crafting costs"
                min={1}
                max={CRAFTING_LIMITS.craftMax}
                {...AMOUNT}
                {...form.getInputProps(`craft.${rarity}`)}
              />
            </Group>
          </Fieldset>
        ))}
      </SimpleGrid>
    </FormSection>
  );
}
