import { useEffect, useState } from 'react';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CLIENT_MESSAGES, PRODUCT_NAME, PROVIDER_LABELS, REDIRECT_SHORT_DELAY_MS, isProvider } from '@arcana/shared';
import { linkFailureOf } from '../../../api/error-text';
import { credentialsReceived } from '../../../state/session.slice';
import { useAppDispatch } from '../../../state/store';
import { toast } from '../../../components/toast';
import { AuthShell } from '../../../components/AuthShell';
import { LinkErrorAlert } from '../../../components/LinkErrorAlert';
import { usePageTitle } from '../../../components/usePageTitle';
import { useVerifyProviderMutation } from '../auth.api';
import { SIGNED_IN_HOME, signedInDestination } from '../../sessions';

type Status =
  | { kind: 'asking' }
  | { kind: 'loading' }
  | { kind: 'success'; label: string; next: { path: string; words: string } }
  | { kind: 'error'; message: string; expired: boolean };

/**
 * The link mailed when a provider sign-in named an address that already had an account
 * (docs/product-rules.md "Social sign-in"). It says which provider account would be added and waits for
 * the owner to agree: a link in a mailbox must not add someone else's sign-in by being opened. Then
 * tokens sign the owner in and go to the inventory (or back to the page a sign-in began from) after
 * 2 s (an account with two-factor asks for its code first).
 */
export default function VerifyProviderPage() {
  usePageTitle('Verify account');
  const [params] = useSearchParams();
  const token = params.get('token');
  const provider = params.get('provider');
  const account = params.get('account');
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [verify] = useVerifyProviderMutation();
  const valid = Boolean(token && provider && isProvider(provider));
  const label = provider && isProvider(provider) ? PROVIDER_LABELS[provider] : '';
  const [status, setStatus] = useState<Status>(
    valid ? { kind: 'asking' } : { kind: 'error', message: CLIENT_MESSAGES.missingVerificationParameters, expired: false },
  );

  async function add() {
    if (!token || !provider || !isProvider(provider)) return;
    setStatus({ kind: 'loading' });
    try {
      const result = await verify({ token, provider }).unwrap();
      toast.success(`${label} account verified successfully!`);
      if ('requires2FA' in result) {
        void navigate('/login', { replace: true, state: { requires2FA: true, tempToken: result.tempToken } });
        return;
      }
      dispatch(credentialsReceived(result));
      setStatus({ kind: 'success', label, next: signedInDestination(SIGNED_IN_HOME) });
    } catch (failure) {
      const { message, expired } = linkFailureOf(failure);
      setStatus({ kind: 'error', message: message || CLIENT_MESSAGES.verifyProviderFailed, expired });
    }
  }

  useEffect(() => {
    if (status.kind !== 'success') return;
    const timer = setTimeout(() => void navigate(status.next.path, { replace: true }), REDIRECT_SHORT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [navigate, status]);

  return (
    <AuthShell title={`Verify ${label || 'Provider'} Account`}>
      {status.kind === 'asking' && (
        <Stack>
          <Text>
            Add the {label} account {account ? <strong>{account}</strong> : null} as a way to sign in to your {PRODUCT_NAME} account?
          </Text>
          <Text size="sm" c="dimmed">
            Only do this if that {label} account is yours. Whoever holds it will be able to sign in to your account.
          </Text>
          <Group grow>
            <Button component={Link} to="/" variant="default">
              Cancel
            </Button>
            <Button onClick={() => void add()}>Add {label}</Button>
          </Group>
        </Stack>
      )}
      {status.kind === 'loading' && (
        <Stack align="center">
          <Loader aria-label="Verifying" />
          <Text>Verifying your account…</Text>
        </Stack>
      )}
      {status.kind === 'success' && (
        <Alert color="teal" role="status" title={`${status.label} account verified successfully!`}>
          {status.next.words}
        </Alert>
      )}
      {status.kind === 'error' && (
        <LinkErrorAlert message={status.message} expired={status.expired} renewPath="/login" renewLabel="Sign in again to get a new link" />
      )}
    </AuthShell>
  );
}
