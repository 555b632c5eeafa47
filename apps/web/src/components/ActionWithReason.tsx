import { useId, type ReactNode } from 'react';
import { Button, Stack, type ButtonProps } from '@mantine/core';
import { ReasonBeneath } from './ReasonBeneath';

interface ActionWithReasonProps extends Omit<ButtonProps, 'children'> {
  id?: string;
  /** Why it cannot act now, said beneath it; null when it can. */
  reason: string | null;
  onClick: () => void;
  children: ReactNode;
}

/**
 * An action that may be held back: while it is, it says why beneath it (a tooltip would not reach a
 * phone) and stays focusable, so the keyboard hears the reason too.
 */
export function ActionWithReason({ reason, onClick, children, ...button }: ActionWithReasonProps) {
  const reasonId = useId();
  return (
    <Stack gap={4}>
      <Button
        {...button}
        onClick={(event) => (reason ? event.preventDefault() : onClick())}
        data-disabled={reason ? true : undefined}
        aria-disabled={reason ? true : undefined}
        aria-describedby={reason ? reasonId : undefined}
      >
        {children}
      </Button>
      {reason && <ReasonBeneath id={reasonId}>{reason}</ReasonBeneath>}
    </Stack>
  );
}
