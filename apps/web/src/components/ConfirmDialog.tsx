import type { ReactNode } from 'react';
import { Button, Group, Modal, Stack } from '@mantine/core';

/** Asks before an act that cannot be taken back: what it does (children), then Cancel and the act itself. */
export function ConfirmDialog({
  opened,
  title,
  confirmLabel,
  confirming,
  danger = false,
  onConfirm,
  onClose,
  children,
}: {
  opened: boolean;
  title: string;
  confirmLabel: string;
  confirming: boolean;
  danger?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      <Stack>
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color={danger ? 'red' : undefined} onClick={onConfirm} loading={confirming}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
