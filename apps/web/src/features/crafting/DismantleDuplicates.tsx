import { useState } from 'react';
import { Button, List, Modal, Stack, Text } from '@mantine/core';
import { numberText, RARITIES } from '@arcana/shared';
import type { TDuplicatesSummary } from '@arcana/shared/schemas';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorAlert } from '../../components/ErrorAlert';
import { LoadingStatus } from '../../components/LoadingStatus';
import { useReturnFocus } from '../../components/useReturnFocus';
import { extractErrorText } from '../../api/error-text';
import { rarityLabel } from '../cards';
import { useDismantleDuplicatesMutation, useDuplicatesQuery } from './crafting.api';

/** What the summary says, in words: how many cards of each rarity, and each project's essence. */
function SummaryText({ summary }: { summary: TDuplicatesSummary }) {
  const rarities = RARITIES.filter((rarity) => summary.byRarity[rarity] > 0).reverse();
  return (
    <Stack gap="xs">
      <Text>
        {numberText(summary.cards)} duplicate {summary.cards === 1 ? 'card' : 'cards'} will be dismantled (
        {rarities.map((rarity) => `${numberText(summary.byRarity[rarity])} ${rarityLabel(rarity).toLowerCase()}`).join(', ')}). You keep one
        of each design: the strongest.
      </Text>
      <List size="sm">
        {summary.essence.map((project) => (
          <List.Item key={project.slug}>
            +{numberText(project.amount)} essence of {project.name} ({numberText(project.cards)} cards)
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

/**
 * The summary of the moment, asked for as the dialog opens; confirming takes only what it counted.
 */
function DuplicatesDialog({ project, onClose }: { project?: string; onClose: () => void }) {
  useReturnFocus();
  const { data: summary, error, isFetching } = useDuplicatesQuery({ project });
  const [dismantle, dismantling] = useDismantleDuplicatesMutation();
  const [requestId] = useState(() => crypto.randomUUID());
  if (isFetching || error || !summary || summary.cards === 0)
    return (
      <Modal opened onClose={onClose} title="Dismantle all duplicates">
        {isFetching ? (
          <LoadingStatus label="Counting your duplicates" />
        ) : error ? (
          <ErrorAlert message={extractErrorText(error)} />
        ) : (
          <Text>You have no duplicates to dismantle.</Text>
        )}
      </Modal>
    );
  return (
    <ConfirmDialog
      opened
      title="Dismantle all duplicates"
      confirmLabel={`Dismantle ${numberText(summary.cards)}`}
      danger
      act={dismantling}
      onConfirm={() =>
        void dismantle({ requestId, asOf: summary.asOf, project })
          .unwrap()
          .then(onClose, () => undefined)
      }
      onClose={onClose}
    >
      <SummaryText summary={summary} />
    </ConfirmDialog>
  );
}

/**
 * 'Dismantle all duplicates' (docs/product-rules.md "Crafting"): a summary before confirming — how
 * many cards, of which rarities, for how much essence of each project — of one project, or of all.
 */
export function DismantleDuplicates({ project }: { project?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="light" onClick={() => setOpen(true)}>
        Dismantle all duplicates
      </Button>
      {open && <DuplicatesDialog project={project} onClose={() => setOpen(false)} />}
    </>
  );
}
