import { useState, type FormEvent } from 'react';
import { Text } from '@mantine/core';
import { RARITIES } from '@arcana/shared';
import type { TCollection } from '@arcana/shared/schemas';
import { DesignActions } from './DesignActions';
import { RarityActions } from './RarityActions';
import { DraftForm } from '../DraftForm';
import { useDraftSave } from '../useDraftSave';
import { actionsChanged, actionsFormValues, collectionActionsOf, type ActionsFormValues } from './action-form-values';

/** A collection's card actions, by rarity and by design, saved together into its draft. */
export function ActionsForm({ projectName, collection }: { projectName: string; collection: TCollection }) {
  const [values, setValues] = useState<ActionsFormValues>(() => actionsFormValues(collection.actions));
  const draft = useDraftSave(collection.id);
  const { designs } = collection;
  // Compared with the collection as last read: once saved, it is read again and the form is unchanged.
  const changed = actionsChanged(values, collection.actions, designs);
  const rarities = RARITIES.filter((rarity) => designs.some((design) => design.rarity === rarity));

  async function submit(event: FormEvent) {
    event.preventDefault();
    await draft.save({ actions: collectionActionsOf(values, designs) });
  }

  return (
    <DraftForm
      label={`Card actions of ${collection.name}`}
      projectName={projectName}
      collection={collection}
      draft={draft}
      changed={changed}
      saveLabel="Save actions"
      savedWhat={'these actions'}
      onSubmit={(event) => void submit(event)}
    >
      {designs.length === 0 ? (
        <Text>The collection has no designs yet: add them in Create, then give them actions here.</Text>
      ) : (
        <>
          <RarityActions
            rarities={rarities}
            values={values.rarities}
            onChange={(rarity, action) => setValues((v) => ({ ...v, rarities: { ...v.rarities, [rarity]: action } }))}
          />
          <DesignActions
            designs={designs}
            values={values}
            onChange={(designId, design) => setValues((v) => ({ ...v, designs: { ...v.designs, [designId]: design } }))}
          />
        </>
      )}
    </DraftForm>
  );
}
