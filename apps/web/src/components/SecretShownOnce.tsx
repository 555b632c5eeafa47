import type { ReactNode } from 'react';
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { CopyLinkField } from './CopyLinkField';

/** A secret just made (a key, a signing secret): shown this once, to copy, with how it is used. */
export function SecretShownOnce({
  secret,
  title,
  label,
  warning,
  children,
  onClose,
}: {
  secret: string | null;
  title: string;
  label: string;
  warning: string;
  children?: ReactNode;
  onClose: () => void;
}) {
  return (
    <Modal opened={secret !== null} onClose={onClose} title={title} closeOnClickOutside={false}>
      {secret !== null && (
        <Stack>
          <Alert color="yellow" title="Copy it now">
            {warning}
          </Alert>
          <CopyLinkField label={label} url={secret} copyLabel="Copy" />
          {children}
          <Group justify="flex-end">
            <Button onClick={onClose}>I have copied it</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
