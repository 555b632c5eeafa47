import type { Ref } from 'react';
import { TextInput } from '@mantine/core';

/** One of the backup codes saved when two-factor authentication was turned on; never disabled, so it keeps focus. */
export function BackupCodeInput({
  value,
  onChange,
  error,
  ref,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  ref?: Ref<HTMLInputElement>;
}) {
  return (
    <TextInput
      ref={ref}
      label="Backup code"
      placeholder="XXXX-XXXX-XXXX-XXXX"
      description="Backup codes are single-use and case-insensitive"
      autoComplete="one-time-code"
      autoFocus
      data-autofocus
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      error={error}
    />
  );
}
