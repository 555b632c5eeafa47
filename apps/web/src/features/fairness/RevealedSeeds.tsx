import { Paper, Stack, Text, Title } from '@mantine/core';
import type { TRevealedSeed } from '@arcana/shared/schemas';
import { SeedValue } from './SeedValue';
import classes from './Fairness.module.css';

const cardsDrawn = (cards: number) =>
  cards === 0 ? 'No cards drawn' : cards === 1 ? '1 card (nonce 0)' : `${cards} cards (nonces 0 to ${cards - 1})`;

/** Seeds already used and revealed, newest first: the server seed of each, to check against its hash. */
export function RevealedSeeds({ seeds }: { seeds: TRevealedSeed[] }) {
  return (
    <Stack gap="sm">
      <Title order={3}>Revealed seeds</Title>
      {seeds.length === 0 ? (
        <Text c="dimmed">None yet. A seed of the earlier scheme shows here once revealed.</Text>
      ) : (
        seeds.map((seed) => (
          <Paper key={seed.serverSeedHash} withBorder p="md" radius="md">
            <dl className={classes.values}>
              <SeedValue label="Server seed" value={seed.serverSeed} />
              <SeedValue label="Its hash" value={seed.serverSeedHash} />
              <SeedValue label="Client seed" value={seed.clientSeed} />
            </dl>
            <Text size="sm" c="dimmed" mt="xs">
              {cardsDrawn(seed.cards)}, revealed {new Date(seed.revealedAt).toLocaleString()}
            </Text>
          </Paper>
        ))
      )}
    </Stack>
  );
}
