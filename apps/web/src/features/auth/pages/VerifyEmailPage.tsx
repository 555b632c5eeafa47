import { useEffect, useRef, useState } from 'react';
import { Alert, Loader, Stack, Text } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import { CLIENT_MESSAGES, REDIRECT_LONG_DELAY_MS, REDIRECT_SHORT_DELAY_MS } from '@arcana/shared';
import { extractErrorText } from '../../../api/error-text';
import { credentialsReceived } from '../../../state/session.slice';
import { useAppDispatch } from '../../../state/store';
import { toast } from '../../../components/toast';
import { AuthShell } from '../../../components/AuthShell';
import { LinkErrorAlert } from '../../../components/LinkErrorAlert';
import { usePageTitle } from '../../../components/usePageTitle';
import { useVerifyEmailMutation } from '../auth.api';

type Status = { kind: 'loading' } | { kind: 'success'; next: 'inventory' | 'login' } | { kind: 'error'; message: string };

export default function VerifyEmailPage() {
  usePageTitle('Verify email');
  const token = useSearchParams()[0].get('token');
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [verify] = useVerifyEmailMutation();
  const [status, setStatus] = useState<Status>(
    token ? { kind: 'loading' } : { kind: 'error', message: CLIENT_MESSAGES.noVerificationToken },
  );
  const sent = useRef(false);

  useEffect(() => {
    // A link works once: never send it twice, even when React runs effects twice in development.
    if (!token || sent.current) return;
    sent.current = true;
    verify({ token })
      .unwrap()
      .then((result) => {
        toast.success('Email verified successfully!');
        if (result.isNewUserVerification) dispatch(credentialsReceived(result));
        setStatus({ kind: 'success', next: result.isNewUserVerification ? 'inventory' : 'login' });
      })
      .catch((failure: unknown) => setStatus({ kind: 'error', message: extractErrorText(failure) }));
  }, [dispatch, token, verify]);

  useEffect(() => {
    if (status.kind !== 'success') return;
    const delay = status.next === 'inventory' ? REDIRECT_SHORT_DELAY_MS : REDIRECT_LONG_DELAY_MS;
    const timer = setTimeout(() => void navigate(`/${status.next}`, { replace: true }), delay);
    return () => clearTimeout(timer);
  }, [navigate, status]);

  return (
    <AuthShell title="Email verification">
      {status.kind === 'loading' && (
        <Stack align="center">
          <Loader aria-label="Verifying" />
          <Text>Verifying your email…</Text>
        </Stack>
      )}
      {status.kind === 'success' && (
        <Alert color="teal" role="status" title="Email verified successfully!">
          {status.next === 'inventory' ? 'Taking you to your inventory…' : 'Taking you to the login page…'}
        </Alert>
      )}
      {status.kind === 'error' && (
        <LinkErrorAlert message={status.message} renewPath="/login" renewLabel="Log in to request a new verification link" />
      )}
    </AuthShell>
  );
}
