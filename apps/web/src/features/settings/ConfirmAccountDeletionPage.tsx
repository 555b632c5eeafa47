import { useCallback } from 'react';
import { CLIENT_MESSAGES } from '@arcana/shared';
import { endSession } from '../../api/api';
import { useAppDispatch } from '../../state/store';
import { ConfirmLinkPage } from './ConfirmLinkPage';
import { confirmAccountDeletion } from './settings.api';

/** Nothing of the account may stay in this browser: storage and cookies are emptied (docs/product-rules.md "Security"). */
function forgetEverythingLocal() {
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

export default function ConfirmAccountDeletionPage() {
  const dispatch = useAppDispatch();
  const confirm = useCallback(
    async (token: string) => {
      await confirmAccountDeletion({ token });
      forgetEverythingLocal();
      endSession(dispatch);
    },
    [dispatch],
  );
  return (
    <ConfirmLinkPage
      title="Account deletion"
      loadingText="Deleting your account…"
      successTitle="Account deleted"
      successText="Your account, its cards and its notifications are gone. Taking you home…"
      missingToken={CLIENT_MESSAGES.noDeletionToken}
      redirectTo="/"
      renewPath="/settings?tab=security"
      renewLabel="Request a new link from your settings"
      confirm={confirm}
    />
  );
}
