import { Button, Code, Group, List, Stack, Text } from '@mantine/core';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { Link } from 'react-router';
import type { TCollection, TProject } from '@arcana/shared/schemas';
import { NoticePanel } from '../../../components/NoticePanel';
import { useSubmitForReview } from '../useSubmitForReview';
import { waitsForReview } from './collection-state';
import { draftHash } from './draft-version';
import { StepHeading } from './StepHeading';
import { numberText } from '@arcana/shared';

/**
 * The last step: what submitting freezes (the odds version and its fingerprint), then the admins'
 * review. Once sent, the collection waits: the creator is told the outcome.
 */
export function SubmitStep({
  project,
  collection,
  onBack,
  onAnother,
}: {
  project: TProject;
  collection: TCollection;
  onBack: () => void;
  onAnother: () => void;
}) {
  const { send, sent, refusal, sending } = useSubmitForReview(collection.id);

  if (sent || waitsForReview(collection)) {
    return (
      <NoticePanel
        icon="hourglass"
        title="Sent for review"
        action={
          <Group justify="center">
            <Button component={Link} to={{ search: '?tab=manage' }} replace>
              Manage Collections
            </Button>
            <Button variant="default" onClick={onAnother}>
              Create another collection
            </Button>
          </Group>
        }
      >
        {`${collection.name} waits for an admin’s review. You will be notified when it is approved or, with the reason, if it is not.`}
      </NoticePanel>
    );
  }

  const published = Boolean(collection.activeVersionHash);
  return (
    <Stack gap="lg">
      <StepHeading title="Submit for review">
        Submitting freezes this odds version: its weights and designs can no longer change, and every card drawn from it can be proven
        against it.
      </StepHeading>
      <List spacing="xs">
        <List.Item>Project: {project.name}</List.Item>
        <List.Item>Collection: {collection.name}</List.Item>
        <List.Item>Card designs: {numberText(collection.designs.length)}</List.Item>
        <List.Item>
          The version’s fingerprint (SHA-256): <Code style={{ wordBreak: 'break-all' }}>{draftHash(collection)}</Code>
        </List.Item>
      </List>
      <Text c="dimmed">
        {published
          ? 'The version in force stays until an admin approves this one.'
          : 'An admin reviews the collection before anyone can draw from it.'}
      </Text>
      <ErrorAlert message={refusal} />
      <Group justify="space-between">
        <Button variant="default" onClick={onBack}>
          Back
        </Button>
        <Button onClick={send} loading={sending}>
          Submit for review
        </Button>
      </Group>
    </Stack>
  );
}
