import { Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from './usePageTitle';

/** A protected page whose feature has not been built yet; it still sits behind the guard. */
export function PlaceholderPage({ title, description }: { title: string; description: string }) {
  usePageTitle(title);
  return (
    <Stack p="xl" gap="xs" maw={960} mx="auto">
      <Title order={1}>{title}</Title>
      <Text c="dimmed">{description}</Text>
    </Stack>
  );
}
