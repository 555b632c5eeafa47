import type { ReactNode } from 'react';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { CreatorRefusal } from './CreatorRefusal';

/** The state of the act a dialog asks about: RTK Query's mutation result has it. */
export interface DialogAct {
  isLoading: boolean;
  error?: unknown;
  reset(): void;
}

/**
 * Asks before an act that cannot be taken back: what it does (children), the server's refusal if it
 * refused, then Cancel and the act itself. A refusal belongs to one asking: closing clears it.
 */
export function ConfirmDialog({
  opened,
  title,
  confirmLabel,
  act,
  danger = false,
  onConfirm,
  onClose,
  children,
}: {
  opened: boolean;
  title: string;
  confirmLabel: string;
  act: DialogAct;
  danger?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const close = () => {
    act.reset();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={title}>
      <Stack>
        {children}
        <CreatorRefusal failure={act.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button color={danger ? 'red' : undefined} onClick={onConfirm} loading={act.isLoading}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
