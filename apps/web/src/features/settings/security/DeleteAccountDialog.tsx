import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { CODE_MESSAGES, DELETE_CONFIRMATION_WORD, validateDeleteConfirmation } from '@arcana/shared';
import type { TUser } from '@arcana/shared/schemas';
import { useConfirmationRequest } from '../../../api/confirmation-prompt';
import { extractErrorText, isConfirmationDeclined } from '../../../api/error-text';
import { toast } from '../../../components/toast';
import { useReturnFocus } from '../../../components/useReturnFocus';
import { useStepFocus } from '../../../components/useStepFocus';
import { useRequestAccountDeletionMutation } from '../settings.api';

/** Type DELETE → the request → a confirmation e-mail (1 h link) → the success view (docs/product-rules.md "Security"). */
export function DeleteAccountDialog({ user, onClose }: { user: TUser; onClose: () => void }) {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [request, requesting] = useRequestAccountDeletionMutation();
  // Escape belongs to "Confirm it's you" while it is open above this dialog.
  const confirming = useConfirmationRequest() !== null;
  useReturnFocus();
  const contentRef = useStepFocus(sent);

  async function submit() {
    const invalid = user.email ? validateDeleteConfirmation(typed) : CODE_MESSAGES.deleteNoEmail;
    if (invalid) return setError(invalid);
    try {
      await request().unwrap();
      toast.success('Confirmation Email Sent', 'Open the link in the email to delete your account.');
      setSent(true);
    } catch (failure) {
      if (!isConfirmationDeclined(failure)) toast.error('Failed to Request Deletion', extractErrorText(failure));
    }
  }

  return (
    <Modal opened onClose={onClose} closeOnEscape={!confirming} title="Delete account" centered>
      <div ref={contentRef}>
        {sent ? (
          <Stack>
            <Alert color="teal" title="Check your email">
              We sent a confirmation link to {user.email}. Your account is deleted when you open it; the link expires in 1 hour.
            </Alert>
            <Button onClick={onClose}>Close</Button>
          </Stack>
        ) : (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
            noValidate
          >
            <Stack>
              <Text>This deletes your account, your cards and your notifications for good. We will email you a link to confirm.</Text>
              <TextInput
                label={`Type ${DELETE_CONFIRMATION_WORD} to confirm`}
                value={typed}
                onChange={(e) => setTyped(e.currentTarget.value)}
                error={error}
                autoComplete="off"
              />
              <Group justify="flex-end">
                <Button variant="default" onClick={onClose}>
                  Cancel
                </Button>
                <Button type="submit" color="red" loading={requesting.isLoading}>
                  Delete my account
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </div>
    </Modal>
  );
}
