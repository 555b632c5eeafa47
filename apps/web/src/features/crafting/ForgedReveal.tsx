import { useCallback, useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { TCard } from '@arcana/shared/schemas';
import { CardReveal, RevealSoundControl, useRevealSound } from '../cards';
import { proofPath } from '../fairness';

/**
 * A card made at the Forge, revealed as a draw is (docs/product-rules.md "Crafting"): its back, the
 * flip and the burst in its rarity's colour, its sound; then its proof, which verifies like a
 * draw's.
 */
export default function ForgedReveal({ card, onClose }: { card: TCard; onClose: () => void }) {
  const [skipped, setSkipped] = useState(false);
  const [revealed, setRevealed] = useState(false);
  const sound = useRevealSound();
  const { play } = sound;
  const onRevealed = useCallback(() => {
    setRevealed(true);
    play(card.rarity);
  }, [card.rarity, play]);
  return (
    <Modal opened onClose={onClose} title={`Forged: ${card.name}`} centered size="sm">
      <Stack gap="sm" align="center">
        <Group justify="flex-end" w="100%">
          <RevealSoundControl setting={sound.setting} onChange={sound.setSetting} />
        </Group>
        <div onClick={() => setSkipped(true)}>
          <CardReveal card={card} tempo="overlay" skipped={skipped} onRevealed={onRevealed} />
        </div>
        {revealed ? (
          <Group grow w="100%">
            <Button component={Link} to={card.proofCode ? proofPath(card.proofCode) : `/fairness?card=${card.id}`} variant="subtle">
              Verify this card
            </Button>
            <Button onClick={onClose} data-autofocus>
              Done
            </Button>
          </Group>
        ) : (
          <Button fullWidth onClick={() => setSkipped(true)} data-autofocus>
            Skip
          </Button>
        )}
        <Text size="xs" c="dimmed" ta="center">
          Drawn from your seed chain like any draw, within what the Forge made it of.
        </Text>
      </Stack>
    </Modal>
  );
}
