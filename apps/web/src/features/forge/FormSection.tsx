import { useId, type ReactNode } from 'react';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';

/**
 * A section of a collection's form (its card actions, its crafting terms), named by its heading, with
 * what it means for collectors; `grid`: its editors two abreast from a laptop up, one above another on
 * a phone.
 */
export function FormSection({
  title,
  intro,
  grid = false,
  children,
}: {
  title: string;
  intro: string;
  grid?: boolean;
  children: ReactNode;
}) {
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
        {grid ? <SimpleGrid cols={{ base: 1, md: 2 }}>{children}</SimpleGrid> : children}
      </Stack>
    </Paper>
  );
}
