import { useRef, useState } from 'react';
import { Alert, Button, Divider, Group, Modal, Stack, Text } from '@mantine/core';
import { LOGIN_PROVIDERS, PROVIDER_LABELS, type TLoginProvider } from '@arcana/shared';
import type { TUser } from '@arcana/shared/schemas';
import { extractErrorText } from '../../../api/error-text';
import { useProviderPopup } from '../../oauth';
import { useReturnFocus } from '../../../components/useReturnFocus';
import { ProofFields } from './ProofFields';
import { useReauthentication, type Reauthentication } from './useReauthentication';

/** Confirm a typed secret; for the e-mail link, send it, then Continue once it was opened. */
function PrimaryButton({ proof, onContinue }: { proof: Reauthentication; onContinue: () => void }) {
  if (!proof.method) return null;
  if (proof.method !== 'email') {
    return (
      <Button type="submit" loading={proof.proving}>
        Confirm
      </Button>
    );
  }
  if (proof.linkSent) return <Button onClick={onContinue}>Continue</Button>;
  return (
    <Button onClick={() => void proof.sendLink()} loading={proof.sending}>
      Send link
    </Button>
  );
}

/** Signing in again with a linked provider proves presence too, so an account without a password can confirm. */
function ProviderProof({ user, onConfirmed }: { user: TUser; onConfirmed: () => void }) {
  const signInAt = useProviderPopup();
  const [busy, setBusy] = useState<TLoginProvider | null>(null);
  const [error, setError] = useState<string | null>(null);
  const linked = LOGIN_PROVIDERS.filter((provider) => user.providers.includes(provider));
  if (linked.length === 0) return null;

  async function confirmWith(provider: TLoginProvider) {
    setError(null);
    setBusy(provider);
    try {
      await signInAt(provider);
      onConfirmed();
    } catch (failure) {
      setError(extractErrorText(failure));
    } finally {
      setBusy(null);
    }
  }

  return (
    <Stack gap="xs">
      <Divider label="or sign in again with" labelPosition="center" />
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Group justify="center" gap="xs">
        {linked.map((provider) => (
          <Button
            key={provider}
            variant="default"
            size="xs"
            loading={busy === provider}
            disabled={busy !== null}
            onClick={() => void confirmWith(provider)}
          >
            Continue with {PROVIDER_LABELS[provider]}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}

/**
 * "Confirm it's you" (sudo mode): the one dialog every sensitive action opens when the server asks for
 * a fresh proof of presence. Confirming retries the action; closing cancels it quietly.
 */
export default function ConfirmPresenceDialog({
  user,
  repeat,
  onAnswer,
}: {
  user: TUser;
  repeat: boolean;
  onAnswer: (confirmed: boolean) => void;
}) {
  useReturnFocus();
  const fieldRef = useRef<HTMLInputElement>(null);
  const proof = useReauthentication({ user, repeat, fieldRef, onConfirmed: () => onAnswer(true) });
  const cancel = () => onAnswer(false);

  return (
    // Blurred behind: it often opens over the dialog whose action it guards.
    <Modal opened onClose={cancel} title="Confirm it's you" centered overlayProps={{ blur: 3 }}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          proof.submit();
        }}
        noValidate
      >
        <Stack>
          {repeat && proof.method === 'email' ? (
            <Alert color="yellow" title="Not confirmed yet">
              Open the link in the email first, then press Continue.
            </Alert>
          ) : (
            <Text c="dimmed" size="sm">
              For your security, confirm it's you before this change.
            </Text>
          )}
          {proof.method ? (
            <ProofFields proof={proof} fieldRef={fieldRef} email={user.email} />
          ) : (
            !user.providers.some((p) => (LOGIN_PROVIDERS as readonly string[]).includes(p)) && (
              <Text>This account has no password, two-factor authentication or email address to confirm it's you with.</Text>
            )
          )}
          <ProviderProof user={user} onConfirmed={() => onAnswer(true)} />
          <Group justify="flex-end">
            {proof.method === 'email' && proof.linkSent && (
              <Button variant="subtle" onClick={() => void proof.sendLink()} loading={proof.sending}>
                Send again
              </Button>
            )}
            <Button variant="default" onClick={cancel}>
              Cancel
            </Button>
            <PrimaryButton proof={proof} onContinue={() => onAnswer(true)} />
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
