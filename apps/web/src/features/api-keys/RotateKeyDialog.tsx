import { useState } from 'react';
import { NativeSelect, Text } from '@mantine/core';
import { API_KEY_LIMITS } from '@arcana/shared';
import type { TApiKey, TNewApiKey } from '@arcana/shared/schemas';
import { ConfirmDialog } from '../../components/ConfirmDialog';
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
    <ConfirmDialog
      opened={apiKey !== null}
      title={apiKey ? `Rotate “${apiKey.name}”` : ''}
      confirmLabel="Rotate key"
      act={rotating}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      <Text>A new key takes its place, with the same name, mode and scopes. Put the new key on your server, then let the old one go.</Text>
      <NativeSelect
        label="The old key"
        value={grace}
        onChange={(event) => setGrace(event.currentTarget.value)}
        data={API_KEY_LIMITS.graceHours.map((hours) => ({ value: String(hours), label: graceText(hours) }))}
      />
    </ConfirmDialog>
  );
}
