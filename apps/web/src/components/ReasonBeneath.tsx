import type { ReactNode } from 'react';
import { Text } from '@mantine/core';

/**
 * Why the action above cannot be taken now, beneath it (a tooltip would not reach a phone); its id is
 * the button's `aria-describedby`, so the keyboard hears it too.
 */
export function ReasonBeneath({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Text id={id} size="xs" c="dimmed" ta="center">
      {children}
    </Text>
  );
}
