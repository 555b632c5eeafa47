import { useState } from 'react';
import { Badge, Button, Stack } from '@mantine/core';
import type { TUser } from '@arcana/shared/schemas';
import { toast } from '../../../components/toast';
import { TwoFactorDialog } from '../../two-factor';
import { SettingsSection } from '../SettingsSection';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { PasswordDialog } from './PasswordDialog';

type Dialog = 'password' | 'twoFactor' | 'delete' | null;

export function SecurityTab({ user, readOnly }: { user: TUser; readOnly: boolean }) {
  const [open, setOpen] = useState<Dialog>(null);
  const close = () => setOpen(null);

  function openPassword() {
    // A password signs in with the e-mail: an account without one cannot add it (docs/product-rules.md "Passwords").
    if (!user.hasPassword && !user.email) return toast.error('Email Required', 'Add an email address to your account first.');
    setOpen('password');
  }

  return (
    <Stack>
      <SettingsSection
        title="Password"
        description={user.hasPassword ? 'Change the password you log in with.' : 'Add password authentication to log in with your email.'}
        action={
          <Button variant="light" onClick={openPassword} disabled={readOnly}>
            {user.hasPassword ? 'Change password' : 'Add password'}
          </Button>
        }
      />
      <SettingsSection
        title="Two-factor authentication"
        description={
          <>
            A 6-digit code from an authenticator app at every login.{' '}
            <Badge component="span" color={user.has2FA ? 'teal' : 'gray'} variant="light">
              {user.has2FA ? 'Enabled' : 'Disabled'}
            </Badge>
          </>
        }
        action={
          <Button variant="light" onClick={() => setOpen('twoFactor')} disabled={readOnly}>
            {user.has2FA ? 'Manage 2FA' : 'Enable 2FA'}
          </Button>
        }
      />
      <SettingsSection
        title="Delete account"
        description="Remove your account, cards and notifications for good."
        action={
          <Button color="red" variant="light" onClick={() => setOpen('delete')} disabled={readOnly}>
            Delete account
          </Button>
        }
      />
      {open === 'password' && <PasswordDialog mode={user.hasPassword ? 'change' : 'set'} onClose={close} />}
      {open === 'twoFactor' && <TwoFactorDialog enabled={user.has2FA} account={user.email ?? user.username} onClose={close} />}
      {open === 'delete' && <DeleteAccountDialog user={user} onClose={close} />}
    </Stack>
  );
}
