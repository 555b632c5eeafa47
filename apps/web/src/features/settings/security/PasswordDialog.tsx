import { Button, Group, Modal, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PASSWORD_MESSAGES, validatePassword } from '@arcana/shared';
import { useConfirmationRequest } from '../../../api/confirmation-prompt';
import { errorCode, extractErrorText, isConfirmationDeclined } from '../../../api/error-text';
import { toast } from '../../../components/toast';
import { useReturnFocus } from '../../../components/useReturnFocus';
import { useChangePasswordMutation, useSetPasswordMutation } from '../settings.api';
import { PasswordChecklist } from '../../../components/PasswordChecklist';

/**
 * A failure's title, as docs/product-rules.md "Passwords" lists them: an account that cannot take
 * password sign-in (it has one already, or no e-mail) could not add it; any other refusal or failure
 * of a first password did not set it.
 */
function failureTitle(mode: 'change' | 'set', failure: unknown) {
  if (mode === 'change') return 'Failed to Change Password';
  const code = errorCode(failure);
  return code === 'PASSWORD_ALREADY_SET' || code === 'EMAIL_REQUIRED' ? 'Failed to add password' : 'Failed to Set Password';
}

/**
 * Change the password (the current one is required) or set the first one (an account without a
 * password, which needs an e-mail: the caller checks). Other sessions end on a change.
 */
export function PasswordDialog({ mode, onClose }: { mode: 'change' | 'set'; onClose: () => void }) {
  useReturnFocus();
  const [changePassword, changing] = useChangePasswordMutation();
  const [setPassword, setting] = useSetPasswordMutation();
  // Escape belongs to "Confirm it's you" while it is open above this dialog.
  const confirming = useConfirmationRequest() !== null;
  const form = useForm({
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: {
      currentPassword: (value) => (mode === 'change' && !value ? PASSWORD_MESSAGES.currentRequired : null),
      newPassword: validatePassword,
      confirmPassword: (value, values) =>
        !value ? PASSWORD_MESSAGES.confirmRequired : value === values.newPassword ? null : PASSWORD_MESSAGES.newMismatch,
    },
  });

  async function submit(values: typeof form.values) {
    try {
      if (mode === 'change') {
        await changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword }).unwrap();
        toast.success('Password Changed', 'Your other sessions have been signed out.');
      } else {
        await setPassword({ newPassword: values.newPassword }).unwrap();
        toast.success('Password Set', 'You can now log in with your email and password.');
      }
      onClose();
    } catch (failure) {
      if (isConfirmationDeclined(failure)) return;
      toast.error(failureTitle(mode, failure), extractErrorText(failure));
    }
  }

  return (
    <Modal
      opened
      onClose={onClose}
      closeOnEscape={!confirming}
      title={mode === 'change' ? 'Change password' : 'Add password authentication'}
      centered
    >
      <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
        <Stack gap="sm">
          {mode === 'change' && (
            <PasswordInput label="Current password" autoComplete="current-password" required {...form.getInputProps('currentPassword')} />
          )}
          <PasswordInput label="New password" autoComplete="new-password" required {...form.getInputProps('newPassword')} />
          <PasswordChecklist password={form.values.newPassword} />
          <PasswordInput label="Confirm new password" autoComplete="new-password" required {...form.getInputProps('confirmPassword')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={changing.isLoading || setting.isLoading}>
              {mode === 'change' ? 'Change password' : 'Set password'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
