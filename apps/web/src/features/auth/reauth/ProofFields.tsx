import { Anchor, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { REAUTH_LINK_TTL_MS } from '@arcana/shared';
import { BackupCodeInput } from '../../../components/BackupCodeInput';
import { CodeInput } from '../../../components/CodeInput';
import type { Ref } from 'react';
import type { Reauthentication, SecretMethod } from './useReauthentication';

const SWITCH_LABELS: Record<SecretMethod, string> = {
  password: 'Use your password instead',
  app: 'Use authenticator app instead',
  backup: 'Use a backup code instead',
};

const LINK_MINUTES = REAUTH_LINK_TTL_MS / 60_000;

/** The field of the chosen proof, and links to the account's other proofs. Inputs stay enabled while sending, so focus stays. */
export function ProofFields({
  proof,
  fieldRef,
  email,
}: {
  proof: Reauthentication;
  fieldRef: Ref<HTMLInputElement>;
  email: string | null;
}) {
  const others = proof.methods.filter((method): method is SecretMethod => method !== 'email' && method !== proof.method);
  return (
    <Stack gap="sm">
      {proof.method === 'password' && (
        <PasswordInput
          ref={fieldRef}
          label="Password"
          autoComplete="current-password"
          autoFocus
          data-autofocus
          value={proof.password}
          onChange={(e) => proof.setPassword(e.currentTarget.value)}
          error={proof.error}
        />
      )}
      {proof.method === 'app' && (
        <>
          <Text size="sm">Enter the 6-digit code from your authenticator app.</Text>
          <CodeInput ref={fieldRef} value={proof.code} onChange={proof.setCode} onComplete={proof.submit} error={proof.error} />
        </>
      )}
      {proof.method === 'backup' && (
        <BackupCodeInput ref={fieldRef} value={proof.backupCode} onChange={proof.setBackupCode} error={proof.error} />
      )}
      {proof.method === 'email' && (
        <>
          <Text>
            {proof.linkSent
              ? `We sent a link to ${email}. Open it (it works for ${LINK_MINUTES} minutes), then come back to this tab and press Continue.`
              : `We'll send a link to ${email}. Opening it confirms it's you.`}
          </Text>
          {proof.error && (
            <Text c="red" size="sm" role="alert">
              {proof.error}
            </Text>
          )}
        </>
      )}
      {others.length > 0 && (
        <Group gap="md">
          {others.map((method) => (
            <Anchor key={method} component="button" type="button" size="sm" onClick={() => proof.switchTo(method)}>
              {SWITCH_LABELS[method]}
            </Anchor>
          ))}
        </Group>
      )}
    </Stack>
  );
}
