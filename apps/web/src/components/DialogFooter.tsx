import type { ReactNode } from 'react';
import { Alert, Button, Group } from '@mantine/core';

interface DialogFooterProps {
  /** What went wrong with the last try, heard at once; null when nothing did. */
  failure: string | null;
  onCancel: () => void;
  /** While the dialog's action is under way its answer belongs to it: it is not left meanwhile. */
  busy: boolean;
  cancelLabel?: string;
  /** The dialog's own action. */
  children: ReactNode;
}

/** The end of a dialog that acts: its refusal, if any, then Cancel beside its action. */
export function DialogFooter({ failure, onCancel, busy, cancelLabel = 'Cancel', children }: DialogFooterProps) {
  return (
    <>
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        {children}
      </Group>
    </>
  );
}
