import { useState } from 'react';
import { Alert, Button, Code, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { WEBHOOK_MESSAGES } from '@arcana/shared';
import type { TWebhookEndpoint } from '@arcana/shared/schemas';
import { extractErrorText } from '../../api/error-text';
import classes from '../../components/RowList.module.css';
import { SecretShownOnce } from '../../components/SecretShownOnce';
import { AddEndpointDialog } from './AddEndpointDialog';
import { EndpointRow } from './EndpointRow';
import { RotateSecretDialog } from './RotateSecretDialog';
import { CreatorRefusal } from '../../components/CreatorRefusal';
import { useLazyWebhookSecretQuery, useWebhookEndpointsQuery } from './webhooks.api';

const SIGNING_NOTE = 'Keep it on your server. Check each webhook’s signature with it, with a Standard Webhooks library.';

/**
 * The project's webhook endpoints (docs/product-rules.md "Webhooks"): each with its events, state and
 * delivery log; a new one shows its signing secret, which its creator may reveal again or rotate.
 */
export function WebhooksPanel({ projectId }: { projectId: string }) {
  const { data: endpoints, error } = useWebhookEndpointsQuery(projectId);
  const [adding, setAdding] = useState(false);
  const [shown, setShown] = useState<{ secret: string; url: string; rotated?: boolean } | null>(null);
  const [rotating, setRotating] = useState<TWebhookEndpoint | null>(null);
  const [reveal, revealed] = useLazyWebhookSecretQuery();

  async function revealSecret(endpoint: TWebhookEndpoint) {
    const answer = await reveal({ projectId, endpointId: endpoint.id });
    if (answer.data) setShown({ secret: answer.data.secret, url: endpoint.url });
  }

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="webhooks">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h3" id="webhooks">
            Webhooks
          </Title>
          <Button onClick={() => setAdding(true)}>Add endpoint</Button>
        </Group>
        <Text c="dimmed">
          Arcana tells your server of your project’s events as they happen, signed, and tries again for over a day when it cannot be
          reached. Each arrives with <Code>webhook-id</Code>, <Code>webhook-timestamp</Code> and <Code>webhook-signature</Code>.
        </Text>
        {error && <Alert color="red">{extractErrorText(error)}</Alert>}
        <CreatorRefusal failure={revealed.error} />
        {!endpoints && !error && <Skeleton height={72} />}
        {endpoints?.length === 0 && <Text>No endpoint yet.</Text>}
        {endpoints && endpoints.length > 0 && (
          <ul className={classes.list} aria-label="Webhook endpoints">
            {endpoints.map((endpoint) => (
              <EndpointRow
                key={endpoint.id}
                projectId={projectId}
                endpoint={endpoint}
                onRevealSecret={() => void revealSecret(endpoint)}
                onRotateSecret={() => setRotating(endpoint)}
              />
            ))}
          </ul>
        )}
      </Stack>
      <AddEndpointDialog
        projectId={projectId}
        opened={adding}
        onClose={() => setAdding(false)}
        onMade={(made) => {
          setAdding(false);
          setShown({ secret: made.secret, url: made.endpoint.url });
        }}
      />
      <RotateSecretDialog
        projectId={projectId}
        endpoint={rotating}
        onClose={() => setRotating(null)}
        onRotated={(secret) => {
          setShown({ secret, url: rotating?.url ?? '', rotated: true });
          setRotating(null);
        }}
      />
      <SecretShownOnce
        secret={shown?.secret ?? null}
        title={shown?.rotated ? 'New signing secret' : 'Signing secret'}
        label={shown?.url ?? ''}
        warning={shown?.rotated ? `${WEBHOOK_MESSAGES.secretRotated}. ${SIGNING_NOTE}` : SIGNING_NOTE}
        onClose={() => setShown(null)}
      />
    </Paper>
  );
}
