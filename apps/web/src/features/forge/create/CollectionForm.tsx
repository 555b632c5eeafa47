import type { ReactNode } from 'react';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { DescriptionField } from './DescriptionField';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { useForm } from '@mantine/form';
import { PROJECT_LIMITS } from '@arcana/shared';
import { ZCollectionBody, type TCollection } from '@arcana/shared/schemas';
import { useAddCollectionMutation, useUpdateCollectionMutation } from '../../projects';
import { schemaErrors } from '../../../api/form-errors';
import { useSaveDetails } from './useSaveDetails';

const FIELDS = ['name', 'description'] as const;

/** A collection's name and description: a new one (with the house odds to start from), or the chosen one. */
export function CollectionForm({
  projectId,
  collection,
  onSaved,
  back,
}: {
  projectId: string;
  collection?: TCollection;
  onSaved: (collection: TCollection) => void;
  /** The wizard's way back, beside the way on. */
  back?: ReactNode;
}) {
  const [add, adding] = useAddCollectionMutation();
  const [update, updating] = useUpdateCollectionMutation();
  const form = useForm({
    initialValues: { name: collection?.name ?? '', description: collection?.description ?? '' },
    validate: (values) => schemaErrors(ZCollectionBody, values),
  });

  const { refusal, save: saveDetails } = useSaveDetails(form, FIELDS, onSaved);
  const save = form.onSubmit((values) =>
    saveDetails(collection, () => (collection ? update({ collectionId: collection.id, ...values }) : add({ projectId, ...values }))),
  );

  return (
    <form onSubmit={save} noValidate aria-label={collection ? `Details of ${collection.name}` : 'New collection'}>
      <Stack gap="md">
        <ErrorAlert message={refusal} />
        <TextInput label="Name" required maxLength={PROJECT_LIMITS.collectionNameMax} {...form.getInputProps('name')} />
        <DescriptionField rows={3} input={form.getInputProps('description')} />
        <Group justify={back ? 'space-between' : 'flex-end'}>
          {back}
          <Button type="submit" loading={adding.isLoading || updating.isLoading}>
            {collection ? 'Save and continue' : 'Create collection'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
