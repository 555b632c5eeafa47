import { useState } from 'react';
import { Button, PasswordInput, Stack, Text } from '@mantine/core';
import { CODE_MESSAGES } from '@arcana/shared';
import type { TTwoFactorStatus } from '@arcana/shared/schemas';

const when = (iso: string | null | undefined) => (iso ? new Date(iso).toLocaleString() : 'Never');

/** Two-factor is on: its record, new backup codes (confirmed on the next step), or turning it off with the password. */
export function ManageStep({
  status,
  error,
  disabling,
  onRegenerate,
  onDisable,
  onInvalid,
}: {
  status: TTwoFactorStatus | undefined;
  error: string | null;
  disabling: boolean;
  onRegenerate: () => void;
  onDisable: (password: string) => void;
  onInvalid: (message: string) => void;
}) {
  const [password, setPassword] = useState('');
  return (
    <Stack>
      <Text>Two-factor authentication is on.</Text>
      <Text size="sm" c="dimmed">
        Turned on: {when(status?.verifiedAt)} · Last used: {when(status?.lastUsedAt)} · Backup codes left: {status?.backupCodesLeft ?? '…'}
      </Text>
      <Button variant="light" onClick={onRegenerate}>
        Regenerate Backup Codes
      </Button>
      <PasswordInput
        label="Password"
        description="Enter your password to turn two-factor authentication off."
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.currentTarget.value)}
        error={error}
      />
      <Button
        color="red"
        variant="light"
        onClick={() => (password ? onDisable(password) : onInvalid(CODE_MESSAGES.passwordRequired))}
        loading={disabling}
      >
        Disable 2FA
      </Button>
    </Stack>
  );
}
