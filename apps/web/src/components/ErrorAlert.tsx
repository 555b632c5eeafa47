import type { ReactNode } from 'react';
import { Alert } from '@mantine/core';

/** A readable failure, announced to screen readers; renders nothing without a message. */
export function ErrorAlert({
  message,
  title,
  onClose,
  children,
}: {
  message: string | null;
  title?: string;
  onClose?: () => void;
  children?: ReactNode;
}) {
  if (!message) return null;
  return (
    <Alert color="red" role="alert" title={title} withCloseButton={Boolean(onClose)} onClose={onClose}>
      {message}
      {children}
    </Alert>
  );
}
