import type { ReactNode } from 'react';
import { Stack, Title } from '@mantine/core';

/** One part of what approving a version publishes, under its own heading, named by it (a region). */
export function ReviewSection({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-label={label}>
      <Title order={3} size="h4">
        {label}
      </Title>
      {children}
    </Stack>
  );
}
