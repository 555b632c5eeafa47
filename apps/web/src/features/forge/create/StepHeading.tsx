import { Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A step's heading, where focus goes when the step opens: the control that led here went with the
 * last step, and a screen reader then reads where the creator now is.
 */
export function StepHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div>
      <Title order={2} size="h3" tabIndex={-1} data-step-heading>
        {title}
      </Title>
      {children && (
        <Text c="dimmed" mt={4}>
          {children}
        </Text>
      )}
    </div>
  );
}
