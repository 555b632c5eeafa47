import { Switch, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { RARITIES } from '@arcana/shared';
import { ZCraftingTerms, type TCollection } from '@arcana/shared/schemas';
import { placeRefusal, schemaErrors } from '../../../api/form-errors';
import { DraftForm } from '../DraftForm';
import { useDraftSave } from '../useDraftSave';
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
  const draft = useDraftSave(collection.id);
  const form = useForm({
    initialValues: craftingFormValues(collection.crafting, designs),
    validate: (values) => schemaErrors(ZCraftingTerms.nullable(), craftingTermsOf(values)),
  });
  const { values } = form;
  // Compared with the collection as last read: once saved, it is read again and the form is unchanged.
  const changed = craftingChanged(values, collection.crafting, designs);
  const rarities = RARITIES.filter((rarity) => designs.some((design) => design.rarity === rarity));

  const onField = { setFieldError: (field: string, error: string) => form.setFieldError(field.slice(AT.length), error) };
  const submit = form.onSubmit((terms) =>
    draft.save({ crafting: craftingTermsOf(terms) }, (failure) => placeRefusal(onField, failure, craftingFields(terms, rarities))),
  );

  return (
    <DraftForm
      label={`Crafting terms of ${collection.name}`}
      projectName={projectName}
      collection={collection}
      draft={draft}
      changed={changed}
      saveLabel="Save crafting terms"
      savedWhat={collection.crafting ? 'these terms' : 'this change'}
      onSubmit={submit}
    >
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
    </DraftForm>
  );
}
