import { useState } from 'react';
import { Button, Group, Stack, Switch, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { RARITIES } from '@arcana/shared';
import { ZCraftingTerms, type TCollection } from '@arcana/shared/schemas';
import { placeRefusal, schemaErrors } from '../../../api/form-errors';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { useUpdateCollectionMutation } from '../../projects';
import { SavedNotice } from '../SavedNotice';
import { FuseTerms } from './FuseTerms';
import { RarityTerms } from './RarityTerms';
import { SetsTerms } from './SetsTerms';
import { craftingChanged, craftingFields, craftingFormValues, craftingTermsOf } from './crafting-form-values';

/** The request's field the terms are at: the server names a refused one by it (`crafting.craft.rare`). */
const AT = 'crafting.';

/**
 * A collection's crafting terms, saved into its draft (docs/product-rules.md "Crafting"): on from the
 * terms a creator starts from, or off. Checked by the contract's own schema as they are saved, so a
 * refused value reads as the server would word it.
 */
export function CraftingForm({ projectName, collection }: { projectName: string; collection: TCollection }) {
  const { designs } = collection;
  const [save, saving] = useUpdateCollectionMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const form = useForm({
    initialValues: craftingFormValues(collection.crafting, designs),
    validate: (values) => schemaErrors(ZCraftingTerms.nullable(), craftingTermsOf(values)),
  });
  const { values } = form;
  // Compared with the collection as last read: once saved, it is read again and the form is unchanged.
  const changed = craftingChanged(values, collection.crafting, designs);
  const rarities = RARITIES.filter((rarity) => designs.some((design) => design.rarity === rarity));

  const submit = form.onSubmit(async (terms) => {
    setRefusal(null);
    setSaved(false);
    try {
      await save({ collectionId: collection.id, crafting: craftingTermsOf(terms) }).unwrap();
      setSaved(true);
    } catch (failure) {
      const onField = { setFieldError: (field: string, error: string) => form.setFieldError(field.slice(AT.length), error) };
      setRefusal(placeRefusal(onField, failure, craftingFields(terms, rarities)));
    }
  });

  return (
    <form noValidate aria-label={`Crafting terms of ${collection.name}`} onSubmit={submit}>
      <Stack gap="lg">
        <Text c="dimmed">
          {collection.name} · {projectName}
        </Text>
        {designs.length === 0 ? (
          <Text>The collection has no designs yet: add them in Create, then set its crafting terms here.</Text>
        ) : (
          <>
            {/* No description: Mantine writes it inside the switch's label, which would make it part of its name. */}
            <Switch label="Crafting" {...form.getInputProps('on', { type: 'checkbox' })} />
            {values.on ? (
              <>
                <RarityTerms rarities={rarities} form={form} />
                <FuseTerms form={form} />
                <SetsTerms collectionName={collection.name} designs={designs} form={form} />
              </>
            ) : (
              <Text>Its cards are not crafted: collectors cannot dismantle, craft or fuse them.</Text>
            )}
          </>
        )}
        <ErrorAlert message={refusal} />
        <Group>
          <Button type="submit" disabled={!changed} loading={saving.isLoading}>
            Save crafting terms
          </Button>
        </Group>
        {saved && !changed && <SavedNotice collection={collection} what={collection.crafting ? 'these terms' : 'this change'} />}
      </Stack>
    </form>
  );
}
