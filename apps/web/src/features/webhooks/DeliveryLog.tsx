import { Alert, Badge, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { webhookOutcomeText } from '@arcana/shared';
import type { TWebhookDelivery } from '@arcana/shared/schemas';
import { extractErrorText } from '../../api/error-text';
import { useRedeliverWebhookMutation, useWebhookDeliveriesQuery } from './webhooks.api';
import { CreatorRefusal } from '../../components/CreatorRefusal';
import classes from '../../components/RowList.module.css';
import { momentText } from '../../components/moment-text';

const STATES: Record<TWebhookDelivery['state'], { label: string; color: string }> = {
  pending: { label: 'Trying', color: 'yellow' },
  delivered: { label: 'Delivered', color: 'green' },
  failed: { label: 'Failed', color: 'red' },
};

/** 'status 500 · not now · 120 ms', 'timeout · 10000 ms': what became of it, never a connection error's own words. */
const attemptText = ({ status, outcome, answer, durationMs }: TWebhookDelivery['attempts'][number]) =>
  `${webhookOutcomeText(outcome, status)}${answer ? ` · ${answer}` : ''} · ${durationMs} ms`;

/** An endpoint's newest deliveries: each event, its state, every attempt, and Redeliver. */
export function DeliveryLog({ projectId, endpointId }: { projectId: string; endpointId: string }) {
  const { data: deliveries, error } = useWebhookDeliveriesQuery({ projectId, endpointId }, { pollingInterval: 5_000 });
  const [redeliver, redelivering] = useRedeliverWebhookMutation();
  if (error) return <Alert color="red">{extractErrorText(error)}</Alert>;
  if (!deliveries) return <Skeleton height={48} />;
  if (deliveries.length === 0) return <Text size="sm">Nothing sent yet.</Text>;
  return (
    <Stack gap="xs">
      <CreatorRefusal failure={redelivering.error} />
      <ul className={classes.list} aria-label="Deliveries">
        {deliveries.map((delivery) => {
          const state = STATES[delivery.state];
          const last = delivery.attempts.at(-1);
          return (
            <li key={delivery.id} className={classes.row}>
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Stack gap={2} className={classes.grow}>
                  <Group gap="xs">
                    <Text size="sm" fw={600}>
                      {delivery.type}
                    </Text>
                    <Badge color={state.color} variant="light">
                      {state.label}
                    </Badge>
                  </Group>
                  <Text size="xs" c="dimmed" className={classes.mono}>
                    {delivery.eventId} · {momentText(delivery.createdAt)}
                  </Text>
                  {delivery.attempts.length > 0 && (
                    <Text size="xs" c="dimmed">
                      {delivery.attempts.length} {delivery.attempts.length === 1 ? 'attempt' : 'attempts'}; last: {attemptText(last!)}
                    </Text>
                  )}
                </Stack>
                <Button
                  size="xs"
                  variant="default"
                  loading={redelivering.isLoading && redelivering.originalArgs?.deliveryId === delivery.id}
                  onClick={() => void redeliver({ projectId, endpointId, deliveryId: delivery.id })}
                  aria-label={`Redeliver ${delivery.type} of ${momentText(delivery.createdAt)}`}
                >
                  Redeliver
                </Button>
              </Group>
            </li>
          );
        })}
      </ul>
    </Stack>
  );
}
