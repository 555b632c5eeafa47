import type { Ref } from 'react';
import { PinInput, Stack, Text } from '@mantine/core';
import { TOTP_CODE_LENGTH } from '@arcana/shared';
import classes from './CodeInput.module.css';

/**
 * The six-digit code: one box per digit, digits only; pasting a whole code fills every box, arrows
 * move between boxes and backspace steps back (Mantine's PinInput). Completing it submits. `ref` is
 * the first box, for putting focus back after a refused code is cleared. Never disabled, not even
 * while a code is checked: a disabled box loses focus to the page.
 */
export function CodeInput({
  value,
  onChange,
  onComplete,
  error,
  ref,
}: {
  value: string;
  onChange: (value: string) => void;
  onComplete?: (value: string) => void;
  error?: string | null;
  ref?: Ref<HTMLInputElement>;
}) {
  return (
    <Stack gap={4} align="center">
      <PinInput
        length={TOTP_CODE_LENGTH}
        type="number"
        inputMode="numeric"
        oneTimeCode
        ref={ref}
        autoFocus
        size="lg"
        classNames={{ root: classes.root, pinInput: classes.box }}
        value={value}
        onChange={onChange}
        onComplete={onComplete}
        error={Boolean(error)}
        ariaLabel="Verification code"
        // data-autofocus: inside a dialog, its focus trap starts on the first box rather than the close button.
        getInputProps={(index) => ({
          'aria-label': `Digit ${index + 1} of ${TOTP_CODE_LENGTH}`,
          'data-autofocus': index === 0 || undefined,
        })}
      />
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
