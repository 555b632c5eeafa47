import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { CLIENT_MESSAGES } from '@arcana/shared';
import type { TOAuthCallbackResponse } from '@arcana/shared/schemas';
import { extractErrorText } from '../../api/error-text';
import { useOauthCallbackMutation } from './oauth.api';
import { oauthState, signupTempToken } from '../../api/session-storage';
import { AuthShell } from '../../components/AuthShell';
import { reportToOpener } from './oauth-popup';
import { usePageTitle } from '../../components/usePageTitle';
import { useStartSession, VERIFICATION_REQUIRED_PATH } from '../sessions';
import { readCallback } from './callback-params';

/** The popup closes itself a moment after reporting, so the report is read before the opener sees it closed. */
const CLOSE_AFTER_REPORT_MS = 200;

/**
 * Where a provider sends the browser back. `/auth/{provider}/callback` is a sign-in that left this tab:
 * it goes on to the outcome's page (docs/product-rules.md "Social sign-in").
 * `/integrations/{provider}/callback` runs in the popup settings opened to link an account: it reports
 * to the opener and closes.
 */
export default function OAuthCallbackPage() {
  usePageTitle('Connecting...');
  const inPopup = useLocation().pathname.startsWith('/integrations/');
  const { provider: providerParam } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const startSession = useStartSession();
  const [sendCallback] = useOauthCallbackMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const sent = useRef(false);

  useEffect(() => {
    // A code works once: never send it twice, even when React runs effects twice in development.
    if (sent.current) return;
    sent.current = true;
    const read = readCallback(providerParam, search);
    const state = search.get('state') ?? '';
    const provider = read.ok ? read.provider : (providerParam ?? '');

    function fail(message: string) {
      if (inPopup) {
        reportToOpener({ provider, state, error: message });
        setTimeout(() => window.close(), CLOSE_AFTER_REPORT_MS);
      }
      setFailure(message);
    }

    async function goOn(result: TOAuthCallbackResponse) {
      if (inPopup) {
        reportToOpener({ provider, state, ...('linked' in result ? { linked: true, message: result.message } : {}) });
        setTimeout(() => window.close(), CLOSE_AFTER_REPORT_MS);
        return;
      }
      if ('token' in result) return startSession(result, result.user);
      if ('requiresUsername' in result) {
        signupTempToken.store(result.tempToken);
        return navigate('/complete-signup', { replace: true });
      }
      if ('requires2FA' in result) return navigate('/login', { replace: true, state: { requires2FA: true, tempToken: result.tempToken } });
      if ('requiresEmailVerification' in result) {
        return navigate(VERIFICATION_REQUIRED_PATH, {
          replace: true,
          state: { provider: result.provider, email: result.email, message: result.message, fromSignup: true },
        });
      }
      fail(CLIENT_MESSAGES.unexpectedResponse);
    }

    if (!read.ok) return fail(read.message);
    // A sign-in in this tab must come back with the state this tab sent (the server checks its cookie too).
    if (!inPopup && oauthState.take(read.provider) !== state) return fail(CLIENT_MESSAGES.invalidCallback);
    sendCallback({ provider: read.provider, body: read.body })
      .unwrap()
      .then(goOn)
      .catch((error: unknown) => fail(extractErrorText(error)));
  }, [inPopup, navigate, providerParam, search, sendCallback, startSession]);

  return (
    <AuthShell title={failure ? CLIENT_MESSAGES.authFailed : 'Connecting...'}>
      {failure ? (
        <>
          <Alert color="red" role="alert">
            <Text size="sm">{failure}</Text>
          </Alert>
          {!inPopup && (
            <Button component={Link} to="/login" variant="default" fullWidth>
              Back to login
            </Button>
          )}
        </>
      ) : (
        <Stack align="center">
          <Loader aria-label="Connecting" />
          <Text>{inPopup ? 'Finishing the connection… this window closes by itself.' : 'Signing you in…'}</Text>
        </Stack>
      )}
    </AuthShell>
  );
}
