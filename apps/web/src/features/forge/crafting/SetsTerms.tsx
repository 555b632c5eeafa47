import { Button, Fieldset, Group, Input, MultiSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { CRAFTING_LIMITS } from '@arcana/shared';
import type { TDesign } from '@arcana/shared/schemas';
import { FormSection } from '../FormSection';
import type { CraftingFormValues } from './crafting-form-values';

/**
 * The collection's named sets, each of its designs (docs/product-rules.md "Crafting"): one card of each
 * crafts the set's badge. The whole collection is a set without being named here.
 */
export function SetsTerms({
  collectionName,
  designs,
  form,
}: {
  collectionName: string;
  designs: readonly TDesign[];
  form: UseFormReturnType<CraftingFormValues>;
}) {
  const { sets } = form.values;
  const choices = designs.map((design) => ({ value: design.id, label: design.name }));
  return (
    <FormSection
      title="Sets"
      intro={`A collector holding one card of each design of a set crafts its badge with them; each time again raises it a level, up to ${CRAFTING_LIMITS.badgeLevelMax}. The whole collection is always a set too, named as it is: ${collectionName}. Up to ${CRAFTING_LIMITS.setsMax} named sets besides it.`}
    >
      {sets.length > 0 && (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {sets.map((set, index) => (
            <Fieldset key={set.id} legend={set.name.trim() || 'A new set'}>
              <Stack gap="sm">
                <TextInput label="Name" maxLength={CRAFTING_LIMITS.setNameMax} {...form.getInputProps(`sets.${index}.name`)} />
                <MultiSelect
                  label="Designs"
                  description={`${CRAFTING_LIMITS.setDesignsMin} or more`}
                  data={choices}
                  searchable
                  hidePickedOptions
                  nothingFoundMessage="No design of this collection has this name"
                  {...form.getInputProps(`sets.${index}.designIds`)}
                />
                <Group>
                  <Button
                    variant="default"
                    color="red"
                    size="xs"
                    aria-label={set.name.trim() ? `Remove set ${set.name.trim()}` : undefined}
                    onClick={() => form.removeListItem('sets', index)}
                  >
                    Remove set
                  </Button>
                </Group>
              </Stack>
            </Fieldset>
          ))}
        </SimpleGrid>
      )}
      {form.errors.sets && <Input.Error>{form.errors.sets}</Input.Error>}
      <Group>
        <Button
          variant="default"
          disabled={sets.length >= CRAFTING_LIMITS.setsMax}
          onClick={() => form.insertListItem('sets', { id: crypto.randomUUID(), name: '', designIds: [] })}
        >
          Add a set
        </Button>
      </Group>
    </FormSection>
  );
}
