import type { ReactNode } from 'react';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';

/** One block of a settings tab: a title, what it is, and its controls. */
export function SettingsSection({
  id,
  title,
  description,
  action,
  children,
}: {
  /** Its address in the page, for a link to it (`#id`). */
  id?: string;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Paper withBorder p="lg" radius="md" id={id}>
      <Stack gap="sm">
        {/* On a phone the controls go under the text rather than being cut off beside it. */}
        <Group justify="space-between" align="flex-start">
          <Stack gap={2} flex="1 1 16rem">
            {/* Under the page's h1 (the tabs carry no heading): an h2, so no level is skipped. */}
            <Title order={2} size="h4">
              {title}
            </Title>
            {description && (
              <Text size="sm" c="dimmed">
                {description}
              </Text>
            )}
          </Stack>
          {action}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
