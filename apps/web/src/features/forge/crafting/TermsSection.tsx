import { useId, type ReactNode } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';

/** A part of the terms, named by its heading, with what it means for collectors. */
export function TermsSection({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  const heading = useId();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={heading}>
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id={heading}>
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {intro}
          </Text>
        </div>
        {children}
      </Stack>
    </Paper>
  );
}
