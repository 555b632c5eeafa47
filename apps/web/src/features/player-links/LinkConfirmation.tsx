import { useEffect, useRef } from 'react';
import { Avatar, Button, Group, Stack, Text } from '@mantine/core';
import { INTEGRATOR_MESSAGES } from '@arcana/shared';
import type { TLinkCodePreview } from '@arcana/shared/schemas';
import { ErrorAlert } from '../../components/ErrorAlert';
import { TestModeBadge } from '../../components/TestModeBadge';

/**
 * The project a code is from, named before anything is linked: the player agrees ('Link') or goes
 * back ('Cancel'). 'Link' takes the focus, so a keyboard carries on where the code was entered.
 */
export function LinkConfirmation({
  preview,
  linking,
  error,
  readOnly,
  onLink,
  onCancel,
}: {
  preview: TLinkCodePreview;
  linking: boolean;
  error: string | null;
  readOnly: boolean;
  onLink: () => void;
  onCancel: () => void;
}) {
  const link = useRef<HTMLButtonElement>(null);
  useEffect(() => link.current?.focus(), []);
  return (
    <Stack component="section" aria-label={`Link to ${preview.project}`}>
      <ErrorAlert message={error} />
      <Group gap="md" wrap="nowrap">
        <Avatar src={preview.avatarUrl} alt="" size="lg" radius="md" color="arcane" aria-hidden>
          {preview.project.slice(0, 1).toUpperCase()}
        </Avatar>
        <Stack gap={4}>
          <Group gap="xs">
            <Text fw={700} size="lg">
              {preview.project}
            </Text>
            <TestModeBadge mode={preview.mode} />
          </Group>
          <Text>{INTEGRATOR_MESSAGES.linkAsk(preview.project)}.</Text>
        </Stack>
      </Group>
      <Text size="sm" c="dimmed">
        {preview.mode === 'test'
          ? 'A test link: only the game’s test keys see it, and their grants give you nothing.'
          : 'The game sees that its player is linked and what you draw in its project, never your Arcana account. Unlink it in Settings at any time.'}
      </Text>
      <Group>
        <Button ref={link} onClick={onLink} loading={linking} disabled={readOnly}>
          Link
        </Button>
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
      </Group>
    </Stack>
  );
}
