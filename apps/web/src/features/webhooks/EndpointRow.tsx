import { useState } from 'react';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { WEBHOOK_EVENT_LABELS } from '@arcana/shared';
import type { TWebhookEndpoint } from '@arcana/shared/schemas';
import { toast } from '../../components/toast';
import classes from '../../components/RowList.module.css';
import { DeliveryLog } from './DeliveryLog';
import { CreatorRefusal } from '../../components/CreatorRefusal';
import { useChangeWebhookEndpointMutation, useDeleteWebhookEndpointMutation, useSendTestWebhookMutation } from './webhooks.api';

const dateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

function endpointState(endpoint: TWebhookEndpoint): { label: string; color: string } {
  if (!endpoint.enabled) return { label: endpoint.disabledReason ? 'Turned off by Arcana' : 'Off', color: 'red' };
  if (endpoint.failingSince) return { label: `Failing since ${dateTime(endpoint.failingSince)}`, color: 'yellow' };
  return { label: 'On', color: 'green' };
}

/** One endpoint: where it is, what it hears, how it fares; its log, a test event, on or off, its secret and its rotation, delete. */
export function EndpointRow({
  projectId,
  endpoint,
  onRevealSecret,
  onRotateSecret,
}: {
  projectId: string;
  endpoint: TWebhookEndpoint;
  onRevealSecret: () => void;
  onRotateSecret: () => void;
}) {
  const [showLog, setShowLog] = useState(false);
  const [change, changing] = useChangeWebhookEndpointMutation();
  const [remove, removing] = useDeleteWebhookEndpointMutation();
  const [test, testing] = useSendTestWebhookMutation();
  const arg = { projectId, endpointId: endpoint.id };
  const state = endpointState(endpoint);
  const failure = changing.error ?? removing.error ?? testing.error;

  return (
    <li className={classes.row}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Stack gap={4} className={classes.grow}>
            <Text fw={600} className={classes.mono}>
              {endpoint.url}
            </Text>
            <Group gap="xs">
              <Badge color={state.color} variant="light">
                {state.label}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              {endpoint.events.map((type) => WEBHOOK_EVENT_LABELS[type]).join(' · ')}
            </Text>
            {endpoint.disabledReason && <Text size="sm">{endpoint.disabledReason}</Text>}
            {endpoint.previousSecretUntil && (
              <Text size="sm" c="dimmed">
                The previous signing secret also signs until {dateTime(endpoint.previousSecretUntil)}.
              </Text>
            )}
          </Stack>
          <Group gap="xs">
            <Button size="xs" variant="default" onClick={() => setShowLog((shown) => !shown)} aria-expanded={showLog}>
              {showLog ? 'Hide deliveries' : 'Deliveries'}
            </Button>
            <Button
              size="xs"
              variant="default"
              loading={testing.isLoading}
              onClick={() =>
                void test(arg).then((answer) => {
                  if ('data' in answer && answer.data) {
                    toast.success('Test event', answer.data.message);
                    setShowLog(true);
                  }
                })
              }
            >
              Send test event
            </Button>
            <Button size="xs" variant="default" onClick={onRevealSecret}>
              Signing secret
            </Button>
            <Button size="xs" variant="default" onClick={onRotateSecret} aria-label={`Rotate secret of ${endpoint.url}`}>
              Rotate secret
            </Button>
            <Button
              size="xs"
              variant="default"
              loading={changing.isLoading}
              onClick={() => void change({ ...arg, enabled: !endpoint.enabled })}
            >
              {endpoint.enabled ? 'Turn off' : 'Turn on'}
            </Button>
            <Button
              size="xs"
              color="red"
              variant="light"
              loading={removing.isLoading}
              onClick={() => void remove(arg)}
              aria-label={`Delete ${endpoint.url}`}
            >
              Delete
            </Button>
          </Group>
        </Group>
        <CreatorRefusal failure={failure} />
        {showLog && <DeliveryLog projectId={projectId} endpointId={endpoint.id} />}
      </Stack>
    </li>
  );
}
