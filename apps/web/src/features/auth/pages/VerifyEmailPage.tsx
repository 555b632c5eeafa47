import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CLIENT_MESSAGES, REDIRECT_LONG_DELAY_MS, REDIRECT_SHORT_DELAY_MS, type ErrorCode } from '@arcana/shared';
import { errorCode, linkFailureOf, type LinkFailure } from '../../../api/error-text';
import { keepNamedPage, SIGNED_IN_HOME, signedInDestination, useSessionUser } from '../../sessions';
import { credentialsReceived } from '../../../state/session.slice';
import { useAppDispatch } from '../../../state/store';
import { toast } from '../../../components/toast';
import { AuthShell } from '../../../components/AuthShell';
import { LinkErrorAlert } from '../../../components/LinkErrorAlert';
import { usePageTitle } from '../../../components/usePageTitle';
import { useVerifyEmailMutation } from '../auth.api';

/** Where the page goes on, after how long, and the words that say so. */
interface Next {
  path: string;
  words: string;
  delayMs: number;
}
type Status = { kind: 'loading' } | { kind: 'success'; next: Next } | ({ kind: 'error'; code?: ErrorCode } & LinkFailure);

const TO_LOGIN: Next = { path: '/login', words: 'Taking you to the login page…', delayMs: REDIRECT_LONG_DELAY_MS };

/** The answers to a link that was already used (or has lapsed): for a verified user, nothing is left to do. */
const SPENT_LINK_CODES: readonly (ErrorCode | undefined)[] = ['LINK_USED', 'LINK_INVALID', 'LINK_EXPIRED'];

export default function VerifyEmailPage() {
  usePageTitle('Verify email');
  const [search] = useSearchParams();
  const token = search.get('token');
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const session = useSessionUser();
  const [verify] = useVerifyEmailMutation();
  const [status, setStatus] = useState<Status>(
    token ? { kind: 'loading' } : { kind: 'error', message: CLIENT_MESSAGES.noVerificationToken, expired: false },
  );
  const sent = useRef(false);

  useEffect(() => {
    // A link works once: never send it twice, even when React runs effects twice in development.
    if (!token || sent.current) return;
    sent.current = true;
    // The link names the project page the signup began on: opened on another device, it comes back there too.
    keepNamedPage(search);
    verify({ token })
      .unwrap()
      .then((result) => {
        toast.success('Email verified successfully!');
        // An inbox is not a second factor: an account with one signs in at the login page's second step.
        if ('requires2FA' in result) {
          void navigate('/login', { replace: true, state: { requires2FA: true, tempToken: result.tempToken } });
          return;
        }
        if (!result.isNewUserVerification) return setStatus({ kind: 'success', next: TO_LOGIN });
        dispatch(credentialsReceived(result));
        setStatus({ kind: 'success', next: { ...signedInDestination(SIGNED_IN_HOME), delayMs: REDIRECT_SHORT_DELAY_MS } });
      })
      .catch((failure: unknown) => setStatus({ kind: 'error', ...linkFailureOf(failure), code: errorCode(failure) }));
  }, [dispatch, navigate, search, token, verify]);

  useEffect(() => {
    if (status.kind !== 'success') return;
    const { path, delayMs } = status.next;
    const timer = setTimeout(() => void navigate(path, { replace: true }), delayMs);
    return () => clearTimeout(timer);
  }, [navigate, status]);

  const spentLink = status.kind === 'error' && SPENT_LINK_CODES.includes(status.code);
  // Signed in and verified: a used link is no failure, the address is simply verified already.
  if (spentLink && session.user?.emailVerified) return <AlreadyVerified />;
  const view: Status = spentLink && session.checking ? { kind: 'loading' } : status;

  return (
    <AuthShell title="Email verification">
      {view.kind === 'loading' && (
        <Stack align="center">
          <Loader aria-label="Verifying" />
          <Text>Verifying your email…</Text>
        </Stack>
      )}
      {view.kind === 'success' && (
        <Alert color="teal" role="status" title="Email verified successfully!">
          {view.next.words}
        </Alert>
      )}
      {view.kind === 'error' && (
        <LinkErrorAlert
          message={view.message}
          expired={view.expired}
          renewPath="/login"
          renewLabel="Log in to request a new verification link"
        />
      )}
    </AuthShell>
  );
}

function AlreadyVerified() {
  return (
    <AuthShell title="Email verification">
      <Alert color="teal" role="status" title="Email already verified">
        Your email address is already verified. There is nothing more to do.
      </Alert>
      <Button component={Link} to="/inventory" fullWidth>
        Go to My Inventory
      </Button>
    </AuthShell>
  );
}
