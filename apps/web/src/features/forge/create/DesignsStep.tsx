import { useState } from 'react';
import { Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { PROJECT_LIMITS, PROJECT_MESSAGES, RARITY_LABELS, numberText } from '@arcana/shared';
import type { TCollection, TDesign } from '@arcana/shared/schemas';
import { extractErrorText } from '../../../api/error-text';
import { cardArtOf, typeLabel } from '../../cards';
import { keyboardScrolled } from '../../../components/keyboard-scrolled';
import { PictureUpload, useRemoveDesignMutation } from '../../projects';
import { DesignForm } from './DesignForm';
import { StepHeading } from './StepHeading';
import classes from './Wizard.module.css';

const range = ([from, to]: readonly [number, number]) => (from === to ? `${from}` : `${from}–${to}`);

/** The third step: the collection's card designs, each added or changed in the form below the list. */
export function DesignsStep({
  projectId,
  collection,
  onNext,
  onBack,
}: {
  projectId: string;
  collection: TCollection;
  onNext: () => void;
  onBack: () => void;
}) {
  // The design in the form: a new one, one being changed, or none.
  const [editing, setEditing] = useState<TDesign | 'new' | null>(collection.designs.length === 0 ? 'new' : null);
  const [remove, removing] = useRemoveDesignMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const full = collection.designs.length >= PROJECT_LIMITS.designsPerCollection;

  async function removeDesign(design: TDesign) {
    setRefusal(null);
    await remove(design.id)
      .unwrap()
      .catch((failure: unknown) => setRefusal(extractErrorText(failure)));
  }

  return (
    <Stack gap="lg">
      <StepHeading title="Card designs">
        Each design is a card collectors can draw: its rarity sets its odds, and an optional supply cap limits how many can ever be drawn.
      </StepHeading>
      <ErrorAlert message={refusal} />
      {collection.designs.length > 0 && (
        <Table.ScrollContainer minWidth={640} scrollAreaProps={keyboardScrolled(`Designs of ${collection.name}`)}>
          <Table verticalSpacing="xs" aria-label={`Designs of ${collection.name}`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Art</Table.Th>
                <Table.Th scope="col">Design</Table.Th>
                <Table.Th scope="col">Rarity</Table.Th>
                <Table.Th scope="col">Power</Table.Th>
                <Table.Th scope="col">Defense</Table.Th>
                <Table.Th scope="col">Supply cap</Table.Th>
                <Table.Th scope="col">
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {collection.designs.map((design) => (
                <Table.Tr key={design.id}>
                  <Table.Td>
                    <img className={classes.designArt} src={cardArtOf(design)} alt="" loading="lazy" />
                  </Table.Td>
                  <Table.Th scope="row">
                    {design.name}
                    <Text size="sm" c="dimmed" fw={400}>
                      {typeLabel(design.type)}
                    </Text>
                  </Table.Th>
                  <Table.Td>{RARITY_LABELS[design.rarity]}</Table.Td>
                  <Table.Td>{range(design.power)}</Table.Td>
                  <Table.Td>{range(design.defense)}</Table.Td>
                  <Table.Td>{design.supplyCap === null ? 'None' : numberText(design.supplyCap)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button size="xs" variant="default" onClick={() => setEditing(design)} aria-label={`Change ${design.name}`}>
                        Change
                      </Button>
                      {!design.frozen && (
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          loading={removing.isLoading && removing.originalArgs === design.id}
                          onClick={() => void removeDesign(design)}
                          aria-label={`Remove ${design.name}`}
                        >
                          Remove
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {editing ? (
        <DesignForm
          key={editing === 'new' ? 'new' : editing.id}
          collectionId={collection.id}
          design={editing === 'new' ? undefined : editing}
          onDone={() => setEditing(null)}
          upload={(image, choose) => (
            <PictureUpload projectId={projectId} kind="art" current={image.startsWith('/') ? image : null} onUploaded={choose} />
          )}
        />
      ) : (
        <Group>
          <Button variant="light" onClick={() => setEditing('new')} disabled={full}>
            Add a card design
          </Button>
          {full && <Text c="dimmed">{PROJECT_MESSAGES.tooManyDesigns}</Text>}
        </Group>
      )}
      <Group justify="space-between">
        <Button variant="default" onClick={onBack}>
          Back
        </Button>
        <Button onClick={onNext} disabled={collection.designs.length === 0}>
          Next: odds
        </Button>
      </Group>
    </Stack>
  );
}
