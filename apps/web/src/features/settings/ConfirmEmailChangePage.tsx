import { useCallback } from 'react';
import { CLIENT_MESSAGES } from '@arcana/shared';
import { toast } from '../../components/toast';
import { ConfirmLinkPage } from './ConfirmLinkPage';
import { useConfirmEmailChangeMutation } from './settings.api';

export default function ConfirmEmailChangePage() {
  const [confirmChange] = useConfirmEmailChangeMutation();
  const confirm = useCallback(
    async (token: string) => {
      await confirmChange({ token }).unwrap();
      toast.success('Email changed successfully!');
    },
    [confirmChange],
  );
  return (
    <ConfirmLinkPage
      title="Email change"
      loadingText="Confirming your new email…"
      successTitle="Email Confirmed!"
      successText="Your email address has been changed. Taking you to your settings…"
      missingToken={CLIENT_MESSAGES.invalidLink}
      redirectTo="/settings"
      renewPath="/settings?tab=profile"
      renewLabel="Request a new link from your settings"
      confirm={confirm}
    />
  );
}
