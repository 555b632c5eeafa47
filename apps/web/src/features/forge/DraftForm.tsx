import type { FormEvent, ReactNode } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import type { TCollection } from '@arcana/shared/schemas';
import { ErrorAlert } from '../../components/ErrorAlert';
import { SavedNotice } from './SavedNotice';
import type { useDraftSave } from './useDraftSave';

/**
 * A form of one of a collection's pages that saves part of its draft (card actions, crafting and
 * trading terms): whose collection it is, its fields, the refusal, the save (only once something
 * changed), and what saving means for collectors.
 */
export function DraftForm({
  label,
  projectName,
  collection,
  draft,
  changed,
  saveLabel,
  savedWhat,
  onSubmit,
  children,
}: {
  label: string;
  projectName: string;
  collection: TCollection;
  draft: ReturnType<typeof useDraftSave>;
  changed: boolean;
  saveLabel: string;
  /** What collectors get once the next version is approved: 'these terms'. */
  savedWhat: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <form noValidate aria-label={label} onSubmit={onSubmit}>
      <Stack gap="lg">
        <Text c="dimmed">
          {collection.name} · {projectName}
        </Text>
        {children}
        <ErrorAlert message={draft.refusal} />
        <Group>
          <Button type="submit" disabled={!changed} loading={draft.saving}>
            {saveLabel}
          </Button>
        </Group>
        {draft.saved && !changed && <SavedNotice collection={collection} what={savedWhat} />}
      </Stack>
    </form>
  );
}
