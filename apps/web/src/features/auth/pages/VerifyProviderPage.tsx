import { useEffect, useRef, useState } from 'react';
import { Alert, Loader, Stack, Text } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import { CLIENT_MESSAGES, PROVIDER_LABELS, REDIRECT_SHORT_DELAY_MS, isProvider } from '@arcana/shared';
import { linkFailureOf } from '../../../api/error-text';
import { credentialsReceived } from '../../../state/session.slice';
import { useAppDispatch } from '../../../state/store';
import { toast } from '../../../components/toast';
import { AuthShell } from '../../../components/AuthShell';
import { LinkErrorAlert } from '../../../components/LinkErrorAlert';
import { usePageTitle } from '../../../components/usePageTitle';
import { useVerifyProviderMutation } from '../auth.api';

type Status = { kind: 'loading' } | { kind: 'success'; label: string } | { kind: 'error'; message: string; expired: boolean };

/**
 * The link mailed when a provider sign-in named an address that already had an account (spec part 1
 * §2 "Verify-provider page"): tokens sign the owner in and go to the inventory after 2 s.
 */
export default function VerifyProviderPage() {
  usePageTitle('Verify account');
  const [params] = useSearchParams();
  const token = params.get('token');
  const provider = params.get('provider');
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [verify] = useVerifyProviderMutation();
  const [status, setStatus] = useState<Status>(
    token && provider && isProvider(provider)
      ? { kind: 'loading' }
      : { kind: 'error', message: CLIENT_MESSAGES.missingVerificationParameters, expired: false },
  );
  const sent = useRef(false);

  useEffect(() => {
    if (!token || !provider || !isProvider(provider) || sent.current) return;
    sent.current = true;
    verify({ token, provider })
      .unwrap()
      .then((result) => {
        if (!result.token) throw new Error(CLIENT_MESSAGES.verifyProviderFailed);
        const label = PROVIDER_LABELS[provider];
        toast.success(`${label} account verified successfully!`);
        dispatch(credentialsReceived(result));
        setStatus({ kind: 'success', label });
      })
      .catch((failure: unknown) => {
        const { message, expired } = linkFailureOf(failure);
        setStatus({ kind: 'error', message: message || CLIENT_MESSAGES.verifyProviderFailed, expired });
      });
  }, [dispatch, provider, token, verify]);

  useEffect(() => {
    if (status.kind !== 'success') return;
    const timer = setTimeout(() => void navigate('/inventory', { replace: true }), REDIRECT_SHORT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [navigate, status.kind]);

  return (
    <AuthShell title="Account verification">
      {status.kind === 'loading' && (
        <Stack align="center">
          <Loader aria-label="Verifying" />
          <Text>Verifying your account…</Text>
        </Stack>
      )}
      {status.kind === 'success' && (
        <Alert color="teal" role="status" title={`${status.label} account verified successfully!`}>
          Taking you to your inventory…
        </Alert>
      )}
      {status.kind === 'error' && (
        <LinkErrorAlert message={status.message} expired={status.expired} renewPath="/login" renewLabel="Sign in again to get a new link" />
      )}
    </AuthShell>
  );
}
