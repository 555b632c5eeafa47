import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { TApiKey } from '@arcana/shared/schemas';
import { extractErrorText } from '../../api/error-text';
import { ErrorAlert } from '../../components/ErrorAlert';
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
    <Modal opened={apiKey !== null} onClose={onClose} title={apiKey ? `Revoke “${apiKey.name}”?` : ''}>
      <Stack>
        <Text>Every request with this key is refused from now on. This cannot be undone.</Text>
        <ErrorAlert message={revoking.error ? extractErrorText(revoking.error) : null} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="red" onClick={() => void confirm()} loading={revoking.isLoading}>
            Revoke key
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
