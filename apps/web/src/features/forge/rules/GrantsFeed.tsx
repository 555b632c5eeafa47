import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { extractErrorText } from '../../../api/error-text';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { NotificationTime } from '../../notifications';
import { drawsText } from '@arcana/shared';
import { SOURCE_LABELS } from '../../rewards';
import { GRANT_FEED_LENGTH, useCollectionGrantsQuery } from './rules.api';
import { WaitingViewers } from './WaitingViewers';
import classes from './Rules.module.css';

/**
 * The collection's newest grants, newest first; a grant heard on the socket joins the top
 * (realtime/listen.ts), and the log announces it.
 */
export function GrantsFeed({ collectionId, projectSlug }: { collectionId: string; projectSlug: string }) {
  const { data: grants, error } = useCollectionGrantsQuery(collectionId);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="recent-grants">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h3" id="recent-grants">
            Recent grants
          </Title>
          <Text size="sm" c="dimmed">
            The {GRANT_FEED_LENGTH} newest, live as your rules grant them.
          </Text>
        </div>
        {error && <ErrorAlert message={extractErrorText(error)} />}
        {!grants && !error && <Skeleton height={80} />}
        {grants && (
          <div role="log" aria-label="Recent grants">
            {grants.length === 0 ? (
              <Text c="dimmed">No grants yet. Each time a rule that is on is met, the grant shows here as it happens.</Text>
            ) : (
              <ul className={classes.feed}>
                {grants.map((grant) => (
                  <li key={grant.id} className={classes.grant}>
                    <Text size="sm">
                      <strong>{grant.collector}</strong> earned {drawsText(grant.draws)}: {grant.reason}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {SOURCE_LABELS[grant.source]} · <NotificationTime iso={grant.at} />
                    </Text>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
        <WaitingViewers collectionId={collectionId} projectSlug={projectSlug} />
      </Stack>
    </Paper>
  );
}
