import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { PROJECT_LIMITS, PROJECT_MESSAGES } from '@arcana/shared';
import { extractErrorText } from '../../api/error-text';
import { useReturnFocus } from '../../components/useReturnFocus';

interface ReasonDialogProps {
  title: string;
  /** What the confirming button says: the decision itself. */
  action: string;
  /** Resolves once decided; a refusal is shown in the dialog. */
  onConfirm: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

/** An admin's decision that the creator is told the reason for (docs/product-rules.md "Projects and odds"): a rejection, a suspension. */
export function ReasonDialog({ title, action, onConfirm, onClose }: ReasonDialogProps) {
  // Mounted only while open: focus goes back to the button that opened it.
  useReturnFocus();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const invalid = reason.trim().length === 0 || reason.length > PROJECT_LIMITS.reasonMax;

  async function submit() {
    setBusy(true);
    setFailure(null);
    try {
      await onConfirm(reason.trim());
      onClose();
    } catch (error) {
      setFailure(extractErrorText(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal opened onClose={onClose} title={title} centered>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!invalid) void submit();
        }}
      >
        <Stack>
          {failure && <Alert color="red">{failure}</Alert>}
          <Textarea
            label="Reason"
            description="The creator reads it in their notifications."
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            maxLength={PROJECT_LIMITS.reasonMax}
            autosize
            minRows={3}
            data-autofocus
            error={reason.length > 0 && invalid ? PROJECT_MESSAGES.reason : undefined}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={busy} disabled={invalid}>
              {action}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
