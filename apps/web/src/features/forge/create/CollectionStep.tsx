import { useState } from 'react';
import { Button, Stack } from '@mantine/core';
import type { TCollection, TProject } from '@arcana/shared/schemas';
import { ChooseOne, NEW_CHOICE } from './ChooseOne';
import { waitsForReview } from './collection-state';
import { CollectionForm } from './CollectionForm';
import { StepHeading } from './StepHeading';

const STATE: Record<TCollection['status'], string> = {
  draft: 'Draft',
  in_review: 'Waiting for review: it can change again once reviewed',
  published: 'Published: changes make a new odds version, in force once reviewed',
  rejected: 'Not published: change it and submit again',
};

/** The second step: a collection of the project to go on with, or a new one. One waiting for review cannot change. */
export function CollectionStep({
  project,
  collectionId,
  onChosen,
  onBack,
}: {
  project: TProject;
  collectionId: string | null;
  onChosen: (id: string) => void;
  onBack: () => void;
}) {
  const open = project.collections.filter((c) => !waitsForReview(c));
  // A collection the address names, else a new one: this is Create Collection.
  const [choice, setChoice] = useState(open.some((c) => c.id === collectionId) ? collectionId! : NEW_CHOICE);
  const collection = open.find((c) => c.id === choice);
  return (
    <Stack gap="lg">
      <StepHeading title="Collection">A collection is a set of card designs that collectors draw from, with its own odds.</StepHeading>
      {project.collections.length > 0 && (
        <ChooseOne
          label={`Which collection of ${project.name}?`}
          value={choice}
          onChange={setChoice}
          choices={[
            ...project.collections.map((c) => ({
              value: c.id,
              label: c.name,
              description: waitsForReview(c) ? STATE.in_review : STATE[c.status],
              disabled: waitsForReview(c),
            })),
            { value: NEW_CHOICE, label: 'A new collection' },
          ]}
        />
      )}
      <CollectionForm
        key={choice}
        projectId={project.id}
        collection={collection}
        onSaved={(saved) => onChosen(saved.id)}
        back={
          <Button variant="default" onClick={onBack}>
            Back
          </Button>
        }
      />
    </Stack>
  );
}
