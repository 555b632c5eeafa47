import { useEffect, useState } from 'react';
import { Button, Group, Paper, Text } from '@mantine/core';
import { Link } from 'react-router';
import { COLLECTED_POPUP_PAIR_MS } from '@arcana/shared';
import type { TCard } from '@arcana/shared/schemas';
import { CardReveal } from './reveal/CardReveal';
import { useCollect } from './useCollect';

/** The small 'Collect Card' / 'View Inventory' pair, with its alerts and its 3 s popup (docs/product-rules.md "Landing"). */
export function CollectPair() {
  const { collect, isCollecting, publicKey } = useCollect();
  const [popup, setPopup] = useState<TCard | null>(null);
  const [skipped, setSkipped] = useState(false);

  useEffect(() => {
    if (!popup) return;
    const timer = setTimeout(() => setPopup(null), COLLECTED_POPUP_PAIR_MS);
    return () => clearTimeout(timer);
  }, [popup]);

  async function onCollect() {
    if (!publicKey) {
      window.alert('Please connect your wallet first!');
      return;
    }
    try {
      const card = await collect();
      setSkipped(false);
      setPopup(card);
    } catch (error) {
      console.error('Collect failed', error);
      window.alert('Failed to collect card. Please try again.');
    }
  }

  return (
    <>
      <Group gap="xs">
        <Button size="xs" variant="light" loading={isCollecting} onClick={() => void onCollect()}>
          Collect Card
        </Button>
        <Button size="xs" variant="default" component={Link} to="/inventory">
          View Inventory
        </Button>
      </Group>
      {popup && (
        // A click skips its reveal; the name is on the card, said once.
        <Paper
          role="status"
          p="sm"
          radius="lg"
          withBorder
          pos="fixed"
          bottom={24}
          right={24}
          w={200}
          style={{ zIndex: 200 }}
          onClick={() => setSkipped(true)}
        >
          <Text size="sm" ta="center" mb={6}>
            You collected
          </Text>
          <CardReveal key={popup.id} card={popup} tempo="popup" skipped={skipped} />
        </Paper>
      )}
    </>
  );
}
