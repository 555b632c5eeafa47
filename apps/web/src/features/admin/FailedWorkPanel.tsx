import { useRef } from 'react';
import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { TFailedEvent } from '@arcana/shared/schemas';
import { errorCode, extractErrorText } from '../../api/error-text';
import { toast } from '../../components/toast';
import classes from '../../components/RowList.module.css';
import { momentText } from '../../components/moment-text';
import { useFailedEventsQuery, useRetryFailedEventMutation } from './admin.api';

const TITLE = 'Failed after-effects';
const HEADING_ID = 'failed-after-effects';

/** `onRetried`: the row is about to leave the list, and its button with it. */
function FailedEventRow({ event, onRetried }: { event: TFailedEvent; onRetried: () => void }) {
  const [retry, retrying] = useRetryFailedEventMutation();
  const button = useRef<HTMLButtonElement>(null);
  const putBack = async () => {
    try {
      const { message } = await retry({ eventId: event.id }).unwrap();
      toast.success('Retrying', message);
      onRetried();
    } catch (failure) {
      if (errorCode(failure) === 'FAILED_EVENT_NOT_FOUND') {
        // Put back already (another admin, another tab): the row leaves with the list's next read.
        toast.info('Already Retried', extractErrorText(failure));
        onRetried();
        return;
      }
      toast.error('Operation Failed', extractErrorText(failure));
      // The button was disabled while it loaded, which dropped the focus: it goes back where it was.
      button.current?.focus();
    }
  };
  return (
    <li className={classes.row}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={2} className={classes.grow}>
          <Group gap="xs">
            <Text size="sm" fw={600}>
              {event.type}
            </Text>
            <Badge color="red" variant="light">
              Gave up
            </Badge>
          </Group>
          <Text size="xs" c="dimmed">
            For {event.username} · since {momentText(event.createdAt)} · {event.attempts} attempts, the last {momentText(event.failedAt)}
          </Text>
          {event.lastError && (
            <Text size="xs" className={classes.mono}>
              {event.lastError}
            </Text>
          )}
        </Stack>
        <Button
          ref={button}
          size="xs"
          variant="default"
          loading={retrying.isLoading}
          onClick={() => void putBack()}
          aria-label={`Retry ${event.type} for ${event.username}`}
        >
          Retry
        </Button>
      </Group>
    </li>
  );
}

/**
 * Admin › System Settings: what follows a fact (a notification, an overlay alert, a webhook) that the
 * outbox gave up on after its last attempt (docs/product-rules.md "Admin"), each put back in line by
 * Retry once its cause is mended.
 */
export function FailedWorkPanel() {
  const { data, error } = useFailedEventsQuery(undefined, { pollingInterval: 30_000 });
  // A keyboard's place, once the row it was on is gone: the section's heading.
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={HEADING_ID}>
      <Title order={2} size="h5" mb={4} ref={heading} tabIndex={-1} id={HEADING_ID}>
        {TITLE}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        What follows a fact — a notification, an overlay alert, a webhook, draws earned, a tab kept up to date — is tried again for about a
        day. These were given up on: mend the cause, then retry.
      </Text>
      {error ? (
        <Alert color="red">{extractErrorText(error)}</Alert>
      ) : !data ? (
        <Skeleton height={48} />
      ) : data.events.length === 0 ? (
        <Text size="sm">Nothing has failed.</Text>
      ) : (
        <Stack gap="xs">
          {data.total > data.events.length && (
            <Text size="sm">
              The newest {data.events.length} of {data.total}.
            </Text>
          )}
          <ul className={classes.list} aria-labelledby={HEADING_ID}>
            {data.events.map((event) => (
              <FailedEventRow key={event.id} event={event} onRetried={() => heading.current?.focus()} />
            ))}
          </ul>
        </Stack>
      )}
    </Paper>
  );
}
