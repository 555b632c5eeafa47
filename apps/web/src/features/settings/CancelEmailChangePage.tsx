import { useCallback } from 'react';
import { CLIENT_MESSAGES } from '@arcana/shared';
import { endSession } from '../../api/api';
import { useAppDispatch } from '../../state/store';
import { ConfirmLinkPage } from './ConfirmLinkPage';
import { cancelEmailChange } from './settings.api';

/**
 * The link mailed to the old address when someone asks to change it: undoes the change (even once it
 * was confirmed). Every session of the account ends, this browser's too, so the owner logs in again.
 */
export default function CancelEmailChangePage() {
  const dispatch = useAppDispatch();
  const confirm = useCallback(
    async (token: string) => {
      await cancelEmailChange({ token });
      endSession(dispatch);
    },
    [dispatch],
  );
  return (
    <ConfirmLinkPage
      title="Cancel the email change"
      loadingText="Cancelling the email change…"
      successTitle="Email change cancelled"
      successText="Your account keeps this email address and every device has been signed out. Log in again — and change your password if you did not ask for the change. Taking you to the login page…"
      missingToken={CLIENT_MESSAGES.invalidLink}
      redirectTo="/login"
      renewPath="/login"
      renewLabel="Log in"
      confirm={confirm}
    />
  );
}
