import { useEffect } from 'react';
import { Center } from '@mantine/core';
import { Navigate, Outlet, useLocation } from 'react-router';
import { CLIENT_MESSAGES, SESSION_ENDING_CODES, needsEmailVerification } from '@arcana/shared';
import { errorCode, errorStatus } from '../../../api/error-text';
import { clearAllBrowserState } from '../../../api/session-storage';
import { endSession } from '../../../api/api';
import { useAppDispatch, useAppSelector } from '../../../state/store';
import { useSessionQuery } from '../../sessions';
import { VERIFICATION_REQUIRED_PATH } from '../../sessions';
import { ErrorAlert } from '../../../components/ErrorAlert';

/** What a failed verification means for the session (docs/product-rules.md "Roles and pages"). */
export function verificationOutcome(failure: unknown): 'logout' | 'logout-and-clear' | 'show-error' {
  const status = errorStatus(failure);
  if (status === 404) return 'logout-and-clear';
  const code = errorCode(failure);
  if (status === 401 || (code && SESSION_ENDING_CODES.includes(code))) return 'logout';
  return 'show-error';
}

/**
 * The protected group: no token → /login; unverified e-mail → the verification page; otherwise the
 * page. While the session is checked the page is already there, in its own loading state (it is the
 * prerendered first screen, and its data is on the way beside the check); a failed check takes it away.
 */
export default function RequireAuth() {
  const location = useLocation();
  const dispatch = useAppDispatch();
  const token = useAppSelector((s) => s.session.token);
  const { data, error } = useSessionQuery(undefined, { skip: !token });
  const outcome = error ? verificationOutcome(error) : null;

  useEffect(() => {
    if (outcome === 'logout' || outcome === 'logout-and-clear') {
      if (outcome === 'logout-and-clear') clearAllBrowserState();
      endSession(dispatch);
    }
  }, [dispatch, outcome]);

  if (!token) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  if (outcome === 'show-error') {
    return (
      <Center mih="60vh" p="md">
        <ErrorAlert message={CLIENT_MESSAGES.verifyFailed} />
      </Center>
    );
  }
  if (outcome) return <Navigate to="/login" replace />;
  if (data && needsEmailVerification(data.user))
    return <Navigate to={VERIFICATION_REQUIRED_PATH} replace state={{ email: data.user.email }} />;
  return <Outlet />;
}
