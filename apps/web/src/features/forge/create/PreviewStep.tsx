import { useState } from 'react';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { ErrorAlert } from '../../../components/ErrorAlert';
import type { TCard, TCollection, TProject, TTestDraw } from '@arcana/shared/schemas';
import { extractErrorText } from '../../../api/error-text';
import { CollectibleCard } from '../../cards';
import { ProjectView, useTestDrawMutation } from '../../projects';
import { draftCanonical } from './draft-version';
import { StepHeading } from './StepHeading';
import classes from './Wizard.module.css';

/** A test draw as a card to look at: seen already, never anyone's, proven by nothing. */
function testCard(draw: TTestDraw, project: TProject, drawnAt: string): TCard {
  return {
    ...draw,
    id: `test-${drawnAt}`,
    mintDate: drawnAt,
    collectedAt: drawnAt,
    seenAt: drawnAt,
    publicKey: null,
    fairness: null,
    proofCode: null,
    project: { slug: project.slug, name: project.name },
  };
}

/**
 * The fifth step: the collection exactly as the public will see it once approved (the page's own
 * view, over the version submitting would freeze), and test draws by the same draw the server uses,
 * shown and never kept.
 */
export function PreviewStep({
  project,
  collection,
  onNext,
  onBack,
}: {
  project: TProject;
  collection: TCollection;
  onNext: () => void;
  onBack: () => void;
}) {
  const [testDraw, drawing] = useTestDrawMutation();
  const [card, setCard] = useState<TCard | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const published = Boolean(collection.activeVersionHash);

  async function draw() {
    setRefusal(null);
    try {
      setCard(testCard(await testDraw(collection.id).unwrap(), project, new Date().toISOString()));
    } catch (failure) {
      setRefusal(extractErrorText(failure));
    }
  }

  return (
    <Stack gap="lg">
      <StepHeading title="Preview">How your collection’s page will look once it is approved.</StepHeading>
      <Paper withBorder p="md" component="section" aria-label="Preview of the public page">
        <ProjectView
          project={{ ...project, collections: [collection] }}
          reviewing={{ collectionId: collection.id, canonical: draftCanonical(collection) }}
        />
      </Paper>
      {!published && (
        <Paper withBorder p="md" component="section" aria-label="Test draws">
          <Stack gap="sm">
            <Text>Draw a card as a collector would. Test cards are never kept and spend no supply.</Text>
            <Group>
              <Button variant="light" onClick={() => void draw()} loading={drawing.isLoading}>
                Test draw
              </Button>
            </Group>
            <ErrorAlert message={refusal} />
            {card && (
              <div className={classes.testCard} aria-live="polite">
                <CollectibleCard card={card} />
              </div>
            )}
          </Stack>
        </Paper>
      )}
      <Group justify="space-between">
        <Button variant="default" onClick={onBack}>
          Back
        </Button>
        <Button onClick={onNext}>Next: submit</Button>
      </Group>
    </Stack>
  );
}
