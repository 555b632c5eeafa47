import { useRef } from 'react';
import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { TFailedWork } from '@arcana/shared/schemas';
import { errorCode, extractErrorText } from '../../api/error-text';
import { toast } from '../../components/toast';
import classes from '../../components/RowList.module.css';
import { momentText } from '../../components/moment-text';
import { useFailedWorkQuery, useRetryFailedWorkMutation } from './admin.api';

const TITLE = 'Failed work';
const HEADING_ID = 'failed-work';

/** `onRetried`: the row is about to leave the list, and its button with it. */
function FailedWorkRow({ work, onRetried }: { work: TFailedWork; onRetried: () => void }) {
  const [retry, retrying] = useRetryFailedWorkMutation();
  const button = useRef<HTMLButtonElement>(null);
  const putBack = async () => {
    try {
      const { message } = await retry({ kind: work.kind, id: work.id }).unwrap();
      toast.success('Retrying', message);
      onRetried();
    } catch (failure) {
      if (errorCode(failure) === 'FAILED_WORK_NOT_FOUND') {
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
              {work.name}
            </Text>
            <Badge color="gray" variant="light">
              {work.kind === 'event' ? 'After-effect' : 'Job'}
            </Badge>
            <Badge color="red" variant="light">
              Gave up
            </Badge>
          </Group>
          <Text size="xs" c="dimmed">
            {work.username && `For ${work.username} · `}since {momentText(work.createdAt)} · {work.attempts} attempts, the last{' '}
            {momentText(work.failedAt)}
          </Text>
          {work.lastError && (
            <Text size="xs" className={classes.mono}>
              {work.lastError}
            </Text>
          )}
        </Stack>
        <Button
          ref={button}
          size="xs"
          variant="default"
          loading={retrying.isLoading}
          onClick={() => void putBack()}
          aria-label={`Retry ${work.name}${work.username ? ` for ${work.username}` : ''}`}
        >
          Retry
        </Button>
      </Group>
    </li>
  );
}

/**
 * Admin › System Settings: what follows a fact (a notification, an overlay alert) that the outbox gave
 * up on, and the jobs (a mail, a webhook delivery, an earning event to decide) the job runner gave up
 * on, after their last attempt (docs/product-rules.md "Admin"), each put back in line by Retry once
 * its cause is mended.
 */
export function FailedWorkPanel() {
  const { data, error } = useFailedWorkQuery(undefined, { pollingInterval: 30_000 });
  // A keyboard's place, once the row it was on is gone: the section's heading.
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={HEADING_ID}>
      <Title order={2} size="h5" mb={4} ref={heading} tabIndex={-1} id={HEADING_ID}>
        {TITLE}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        What follows a fact — a notification, an overlay alert, a tab kept up to date — and the jobs behind it — a mail, a webhook, draws
        earned — are tried again for a while (about a day for most). These were given up on: mend the cause, then retry.
      </Text>
      {error ? (
        <Alert color="red">{extractErrorText(error)}</Alert>
      ) : !data ? (
        <Skeleton height={48} />
      ) : data.items.length === 0 ? (
        <Text size="sm">Nothing has failed.</Text>
      ) : (
        <Stack gap="xs">
          {data.total > data.items.length && (
            <Text size="sm">
              The newest {data.items.length} of {data.total}.
            </Text>
          )}
          <ul className={classes.list} aria-labelledby={HEADING_ID}>
            {data.items.map((work) => (
              <FailedWorkRow key={`${work.kind}-${work.id}`} work={work} onRetried={() => heading.current?.focus()} />
            ))}
          </ul>
        </Stack>
      )}
    </Paper>
  );
}
