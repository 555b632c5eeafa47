import { useEffect, useState } from 'react';
import { Alert, Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { Link, Navigate, useLocation } from 'react-router';
import { CLIENT_MESSAGES, PROVIDER_LABELS, RESEND_COOLDOWN_MS, needsEmailVerification } from '@arcana/shared';
import type { TUser } from '@arcana/shared/schemas';
import { errorCode, extractErrorText, retryAfterSeconds } from '../../../api/error-text';
import { toast } from '../../../components/toast';
import { AuthShell } from '../../../components/AuthShell';
import { useResendVerificationMutation } from '../auth.api';
import { keptReturnPath, useSignedInSession } from '../../sessions';
import { useCountdown } from '../hooks/useCountdown';
import { useLogout } from '../../sessions';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { usePageTitle } from '../../../components/usePageTitle';

export interface VerificationRouteState {
  fromSignup?: boolean;
  fromEmailChange?: boolean;
  email?: string | null;
  message?: string;
  provider?: string;
}

function titleFor(state: VerificationRouteState, user: TUser | undefined): string {
  if (state.fromEmailChange || user?.auth.email.hasPendingEmailChange) return 'Confirm Email Change';
  if (state.provider && state.provider !== 'email')
    return `Verify ${PROVIDER_LABELS[state.provider as keyof typeof PROVIDER_LABELS] ?? state.provider} Account`;
  if (user?.auth.email.hasPendingPassword) return 'Add Email Provider';
  return 'Verify Your Email';
}

export default function EmailVerificationRequiredPage() {
  const state = (useLocation().state ?? {}) as VerificationRouteState;
  const { session, checking } = useSignedInSession();
  const user = session?.user;
  const [resend, { isLoading }] = useResendVerificationMutation();
  const countdown = useCountdown();
  const [error, setError] = useState<string | null>(null);
  const logout = useLogout();
  const { start: startCountdown } = countdown;
  const title = titleFor(state, user);
  usePageTitle(title);

  // A mail was sent a moment ago: the next one may go in 60 s, as the server holds too.
  useEffect(() => {
    if (state.fromSignup || state.fromEmailChange) startCountdown(RESEND_COOLDOWN_MS / 1000);
  }, [startCountdown, state.fromSignup, state.fromEmailChange]);

  if (checking) return <Loader m="xl" aria-label="Loading" />;
  const pending = Boolean(user?.auth.email.hasPendingPassword || user?.auth.email.hasPendingEmailChange);
  const arrived = Boolean(state.fromSignup || state.fromEmailChange || state.email);
  // Verified meanwhile (the link opened in another tab reaches here as accountChanged): move on.
  if (user && !pending && !needsEmailVerification(user)) return <Navigate to="/inventory" replace />;
  if (!pending && !arrived && !user) return <Navigate to="/inventory" replace />;

  const email = user?.auth.email.pendingChanges.email ?? state.email ?? user?.email ?? null;

  async function onResend() {
    setError(null);
    if (!email) {
      setError(CLIENT_MESSAGES.unableToResend);
      return;
    }
    try {
      const result = await resend({ email, provider: 'email', ...keptReturnPath() }).unwrap();
      toast.success('Verification email sent', result.message);
      countdown.start(result.retryAfterSeconds);
    } catch (failure) {
      if (errorCode(failure) === 'RESEND_COOLDOWN') countdown.start(retryAfterSeconds(failure) ?? RESEND_COOLDOWN_MS / 1000);
      setError(extractErrorText(failure));
    }
  }

  return (
    <AuthShell title={title}>
      {state.message && (
        <Alert color="teal" role="status">
          {state.message}
        </Alert>
      )}
      <Text>
        We sent a verification link to <strong>{email ?? 'your email address'}</strong>. Open it to continue; it expires in 24 hours.
      </Text>
      <ErrorAlert message={error} />
      <Stack gap="sm">
        <Button onClick={() => void onResend()} loading={isLoading} disabled={countdown.secondsLeft > 0}>
          {countdown.secondsLeft > 0 ? `Resend available in ${countdown.secondsLeft}s` : 'Resend verification email'}
        </Button>
        <Group justify="center">
          {user ? (
            <>
              <Anchor component={Link} to="/settings">
                Settings
              </Anchor>
              <Anchor component="button" type="button" onClick={() => void logout()}>
                Logout
              </Anchor>
            </>
          ) : (
            <Anchor component={Link} to="/login">
              Back to login
            </Anchor>
          )}
        </Group>
      </Stack>
    </AuthShell>
  );
}
