import { Text } from '@mantine/core';
import { WEBHOOK_LIMITS } from '@arcana/shared';
import type { TWebhookEndpoint } from '@arcana/shared/schemas';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useRotateWebhookSecretMutation } from './webhooks.api';

/** Asks before an endpoint's signing secret is replaced; the old one keeps signing for the grace, so nothing is missed. */
export function RotateSecretDialog({
  projectId,
  endpoint,
  onClose,
  onRotated,
}: {
  projectId: string;
  endpoint: TWebhookEndpoint | null;
  onClose: () => void;
  onRotated: (secret: string) => void;
}) {
  const [rotate, rotating] = useRotateWebhookSecretMutation();

  async function confirm() {
    if (!endpoint) return;
    const answer = await rotate({ projectId, endpointId: endpoint.id });
    if ('data' in answer && answer.data) onRotated(answer.data.secret);
  }

  return (
    <ConfirmDialog
      opened={endpoint !== null}
      title="Rotate signing secret"
      confirmLabel="Rotate secret"
      act={rotating}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      <Text>
        A new secret signs {endpoint?.url}’s webhooks from now on. The current one also signs them for the next{' '}
        {WEBHOOK_LIMITS.secretGraceHours} hours, so your server can change over without missing an event.
      </Text>
    </ConfirmDialog>
  );
}
