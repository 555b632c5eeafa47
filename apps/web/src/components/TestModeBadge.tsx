import { Badge } from '@mantine/core';
import type { ApiKeyMode } from '@arcana/shared';

/** Marks what a test key made (a key, a player's link): its grants give nobody anything (docs/product-rules.md "Game servers and keys"). */
export function TestModeBadge({ mode }: { mode: ApiKeyMode }) {
  if (mode !== 'test') return null;
  return (
    <Badge color="grape" variant="light">
      Test
    </Badge>
  );
}
