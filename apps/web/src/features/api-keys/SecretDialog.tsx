import { Text } from '@mantine/core';
import type { TNewApiKey } from '@arcana/shared/schemas';
import { SecretShownOnce } from '../../components/SecretShownOnce';

/** A key just made or rotated in: its secret, shown this once. */
export function SecretDialog({ made, onClose }: { made: TNewApiKey | null; onClose: () => void }) {
  return (
    <SecretShownOnce
      secret={made?.secret ?? null}
      title="Your new key"
      label={made?.key.name ?? ''}
      warning="This is the only time the key is shown. Keep it on your game’s server: never in a game’s client, a web page or an address."
      onClose={onClose}
    >
      <Text size="sm" c="dimmed">
        Send it in the Authorization header: <code>Authorization: Bearer {made?.key.prefix}…</code>
      </Text>
    </SecretShownOnce>
  );
}
