import { useState, type FormEvent } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { RARITIES } from '@arcana/shared';
import type { TCollection } from '@arcana/shared/schemas';
import { extractErrorText } from '../../../api/error-text';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { useUpdateCollectionMutation } from '../../projects';
import { DesignActions } from './DesignActions';
import { RarityActions } from './RarityActions';
import { SavedNotice } from '../SavedNotice';
import { actionsChanged, actionsFormValues, collectionActionsOf, type ActionsFormValues } from './action-form-values';

/** A collection's card actions, by rarity and by design, saved together into its draft. */
export function ActionsForm({ projectName, collection }: { projectName: string; collection: TCollection }) {
  const [values, setValues] = useState<ActionsFormValues>(() => actionsFormValues(collection.actions));
  const [save, saving] = useUpdateCollectionMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const { designs } = collection;
  // Compared with the collection as last read: once saved, it is read again and the form is unchanged.
  const changed = actionsChanged(values, collection.actions, designs);
  const rarities = RARITIES.filter((rarity) => designs.some((design) => design.rarity === rarity));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setRefusal(null);
    setSaved(false);
    try {
      await save({ collectionId: collection.id, actions: collectionActionsOf(values, designs) }).unwrap();
      setSaved(true);
    } catch (failure) {
      setRefusal(extractErrorText(failure));
    }
  }

  return (
    <form noValidate aria-label={`Card actions of ${collection.name}`} onSubmit={(event) => void submit(event)}>
      <Stack gap="lg">
        <Text c="dimmed">
          {collection.name} · {projectName}
        </Text>
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
        <ErrorAlert message={refusal} />
        <Group>
          <Button type="submit" disabled={!changed} loading={saving.isLoading}>
            Save actions
          </Button>
        </Group>
        {saved && !changed && <SavedNotice collection={collection} what="these actions" />}
      </Stack>
    </form>
  );
}
