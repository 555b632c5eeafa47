import { useId, type ReactNode } from 'react';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';

/** A section of the page, named by its heading: its editors two abreast from a laptop up, one above another on a phone. */
export function ActionsSection({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
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
        <SimpleGrid cols={{ base: 1, md: 2 }}>{children}</SimpleGrid>
      </Stack>
    </Paper>
  );
}
