import { useState } from 'react';
import { Button, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { API_KEY_LIMITS } from '@arcana/shared';
import type { TApiKey, TNewApiKey } from '@arcana/shared/schemas';
import { extractErrorText } from '../../api/error-text';
import { ErrorAlert } from '../../components/ErrorAlert';
import { useRotateApiKeyMutation } from './api-keys.api';
import { graceText } from './key-words';

/** A key replaced by a new one with its name and scopes; the old one keeps working for the grace chosen. */
export function RotateKeyDialog({
  projectId,
  apiKey,
  onClose,
  onRotated,
}: {
  projectId: string;
  apiKey: TApiKey | null;
  onClose: () => void;
  onRotated: (made: TNewApiKey) => void;
}) {
  const [rotate, rotating] = useRotateApiKeyMutation();
  const [grace, setGrace] = useState('24');

  async function confirm() {
    if (!apiKey) return;
    const answer = await rotate({ projectId, keyId: apiKey.id, graceHours: Number(grace) });
    if ('data' in answer && answer.data) onRotated(answer.data);
  }

  return (
    <Modal opened={apiKey !== null} onClose={onClose} title={apiKey ? `Rotate “${apiKey.name}”` : ''}>
      <Stack>
        <Text>
          A new key takes its place, with the same name, mode and scopes. Put the new key on your server, then let the old one go.
        </Text>
        <ErrorAlert message={rotating.error ? extractErrorText(rotating.error) : null} />
        <NativeSelect
          label="The old key"
          value={grace}
          onChange={(event) => setGrace(event.currentTarget.value)}
          data={API_KEY_LIMITS.graceHours.map((hours) => ({ value: String(hours), label: graceText(hours) }))}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void confirm()} loading={rotating.isLoading}>
            Rotate key
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
