import { Text } from '@mantine/core';
import type { TApiKey } from '@arcana/shared/schemas';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { toast } from '../../components/toast';
import { useRevokeApiKeyMutation } from './api-keys.api';

/** Revoking stops the key at once: the next request with it is refused. */
export function RevokeKeyDialog({ projectId, apiKey, onClose }: { projectId: string; apiKey: TApiKey | null; onClose: () => void }) {
  const [revoke, revoking] = useRevokeApiKeyMutation();

  async function confirm() {
    if (!apiKey) return;
    const answer = await revoke({ projectId, keyId: apiKey.id });
    if ('data' in answer && answer.data) {
      toast.success('Key revoked', answer.data.message);
      onClose();
    }
  }

  return (
    <ConfirmDialog
      opened={apiKey !== null}
      title={apiKey ? `Revoke “${apiKey.name}”?` : ''}
      confirmLabel="Revoke key"
      act={revoking}
      danger
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      <Text>Every request with this key is refused from now on. This cannot be undone.</Text>
    </ConfirmDialog>
  );
}
