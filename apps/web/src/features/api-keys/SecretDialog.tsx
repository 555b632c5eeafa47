import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { TNewApiKey } from '@arcana/shared/schemas';
import { CopyLinkField } from '../../components/CopyLinkField';

/** A key just made or rotated in: its secret, shown this once. */
export function SecretDialog({ made, onClose }: { made: TNewApiKey | null; onClose: () => void }) {
  return (
    <Modal opened={made !== null} onClose={onClose} title="Your new key" closeOnClickOutside={false}>
      {made && (
        <Stack>
          <Alert color="yellow" title="Copy it now">
            This is the only time the key is shown. Keep it on your game’s server: never in a game’s client, a web page or an address.
          </Alert>
          <CopyLinkField label={made.key.name} url={made.secret} copyLabel="Copy key" />
          <Text size="sm" c="dimmed">
            Send it in the Authorization header: <code>Authorization: Bearer {made.key.prefix}…</code>
          </Text>
          <Group justify="flex-end">
            <Button onClick={onClose}>I have copied it</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
