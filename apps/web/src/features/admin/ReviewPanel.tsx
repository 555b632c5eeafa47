import { useState } from 'react';
import { Alert, Button, Group, Modal, Paper, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { PROJECT_LIMITS, PROJECT_MESSAGES } from '@arcana/shared';
import type { TReviewItem } from '@arcana/shared/schemas';
import { extractErrorText } from '../../api/error-text';
import { toast } from '../../components/toast';
import { ProjectView, useApproveVersionMutation, useRejectVersionMutation, useReviewQueueQuery } from '../projects';
import { useSessionUser } from '../sessions';

/** Asks the reason a rejection sends the creator, then rejects. */
function RejectDialog({ item, onClose }: { item: TReviewItem; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [reject, { isLoading, error }] = useRejectVersionMutation();
  const invalid = reason.trim().length === 0 || reason.length > PROJECT_LIMITS.reasonMax;
  async function submit() {
    await reject({ versionId: item.version.id, reason: reason.trim() }).unwrap();
    toast.success('Version Rejected', `${item.preview.name} was told why.`);
    onClose();
  }
  return (
    <Modal opened onClose={onClose} title={`Reject version ${item.version.number}`} centered>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!invalid) void submit().catch(() => undefined);
        }}
      >
        <Stack>
          {error && <Alert color="red">{extractErrorText(error)}</Alert>}
          <Textarea
            label="Reason"
            description="The creator reads it in their notifications and by e-mail."
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            maxLength={PROJECT_LIMITS.reasonMax}
            autosize
            minRows={3}
            data-autofocus
            error={reason.length > 0 && invalid ? PROJECT_MESSAGES.reason : undefined}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={isLoading} disabled={invalid}>
              Reject
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** One version waiting: what it is, the project as the public will see it, and the two decisions. */
function ReviewItem({ item, readOnly }: { item: TReviewItem; readOnly: boolean }) {
  const [approve, { isLoading, error }] = useApproveVersionMutation();
  const [rejecting, setRejecting] = useState(false);
  const collection = item.preview.collections.find((c) => c.id === item.collectionId);
  return (
    <Paper withBorder p="md" component="article" aria-label={`${item.preview.name}, ${collection?.name ?? ''}`}>
      <Stack>
        <Text c="dimmed" size="sm">
          Version {item.version.number} of {collection?.name}, submitted {new Date(item.version.submittedAt).toLocaleString('en-US')} ·{' '}
          <Text span ff="monospace" size="xs" style={{ wordBreak: 'break-all' }}>
            {item.version.hash}
          </Text>
        </Text>
        {error && <Alert color="red">{extractErrorText(error)}</Alert>}
        <Group>
          <Button
            onClick={() =>
              void approve(item.version.id)
                .unwrap()
                .then(() => toast.success('Version Published', `${collection?.name ?? 'The collection'} is public now.`))
                .catch(() => undefined)
            }
            loading={isLoading}
            disabled={readOnly}
          >
            Approve
          </Button>
          <Button variant="default" color="red" onClick={() => setRejecting(true)} disabled={readOnly}>
            Reject
          </Button>
        </Group>
        <ProjectView project={item.preview} reviewing={{ collectionId: item.collectionId, canonical: item.canonical }} />
      </Stack>
      {rejecting && <RejectDialog item={item} onClose={() => setRejecting(false)} />}
    </Paper>
  );
}

/**
 * The Review tab (docs/product-rules.md "Projects and odds"): every version waiting, oldest first,
 * each previewed exactly as the public will see it. An observer reads only.
 */
export function ReviewPanel() {
  const { data: queue, error } = useReviewQueueQuery();
  const { isObserving } = useSessionUser();
  if (error) return <Alert color="red">{extractErrorText(error)}</Alert>;
  if (!queue) return <Skeleton height={160} />;
  return (
    <Stack>
      <Title order={2} size="h3">
        Waiting for review
      </Title>
      {queue.length === 0 ? (
        <Text>Nothing is waiting for review.</Text>
      ) : (
        queue.map((item) => <ReviewItem key={item.version.id} item={item} readOnly={isObserving} />)
      )}
    </Stack>
  );
}
