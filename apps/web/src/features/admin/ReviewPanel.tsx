import { useMemo, useState } from 'react';
import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { ZOddsVersion, type TReviewItem } from '@arcana/shared/schemas';
import { extractErrorText } from '../../api/error-text';
import { toast } from '../../components/toast';
import { ProjectView, useApproveVersionMutation, useRejectVersionMutation, useReviewQueueQuery } from '../projects';
import { useSessionUser } from '../sessions';
import { ProjectModeration } from './ProjectModeration';
import { ReasonDialog } from './ReasonDialog';
import { ReviewActions } from './ReviewActions';
import { ReviewCardArt } from './ReviewCardArt';
import { ReviewCrafting } from './ReviewCrafting';
import { ReviewTrading } from './ReviewTrading';

/** One version waiting: what it is, the project as the public will see it, and the two decisions. */
function ReviewItem({ item, readOnly }: { item: TReviewItem; readOnly: boolean }) {
  const [approve, { isLoading, error }] = useApproveVersionMutation();
  const [reject] = useRejectVersionMutation();
  const [rejecting, setRejecting] = useState(false);
  const collection = item.preview.collections.find((c) => c.id === item.collectionId);
  const version = useMemo(() => ZOddsVersion.parse(JSON.parse(item.canonical)), [item.canonical]);
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
        <ReviewCardArt version={version} collectionName={collection?.name ?? ''} seenAt={item.version.submittedAt} />
        <ReviewActions version={version} collectionName={collection?.name ?? ''} />
        <ReviewCrafting version={version} collectionName={collection?.name ?? ''} />
        <ReviewTrading version={version} collectionName={collection?.name ?? ''} />
        <ProjectView project={item.preview} reviewing={{ collectionId: item.collectionId, canonical: item.canonical }} />
      </Stack>
      {rejecting && (
        <ReasonDialog
          title={`Reject version ${item.version.number}`}
          action="Reject"
          onConfirm={async (reason) => {
            await reject({ versionId: item.version.id, reason }).unwrap();
            toast.success('Version Rejected', `${item.preview.name} was told why.`);
          }}
          onClose={() => setRejecting(false)}
        />
      )}
    </Paper>
  );
}

/**
 * The Review tab (docs/product-rules.md "Projects and odds"): every version waiting, oldest first,
 * each previewed exactly as the public will see it, then the published projects to suspend or
 * restore. An observer reads only.
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
      <ProjectModeration readOnly={isObserving} />
    </Stack>
  );
}
