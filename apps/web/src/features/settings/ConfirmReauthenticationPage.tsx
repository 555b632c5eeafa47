import { useCallback } from 'react';
import { CLIENT_MESSAGES } from '@arcana/shared';
import { ConfirmLinkPage } from './ConfirmLinkPage';
import { useConfirmReauthenticationMutation } from './settings.api';

/** The e-mailed "Confirm it's you" link: it proves presence; the action waits in the tab that asked. */
export default function ConfirmReauthenticationPage() {
  const [confirmReauthentication] = useConfirmReauthenticationMutation();
  const confirm = useCallback(
    async (token: string) => {
      await confirmReauthentication({ token }).unwrap();
    },
    [confirmReauthentication],
  );
  return (
    <ConfirmLinkPage
      title="Confirm it's you"
      loadingText="Confirming it's you…"
      successTitle="Confirmed"
      successText="Return to the tab you were in and press Continue to finish what you started. You can close this tab."
      missingToken={CLIENT_MESSAGES.invalidLink}
      renewPath="/settings"
      renewLabel="Start again from your settings to get a new link"
      confirm={confirm}
    />
  );
}
