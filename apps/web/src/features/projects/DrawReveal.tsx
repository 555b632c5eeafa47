import { useCallback, useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { TCard } from '@arcana/shared/schemas';
import { CardBack, CardReveal, RevealSoundControl, useRevealSound } from '../cards';
import { proofPath, spacedCode } from '../fairness';
import { ShareCard } from '../shares';
import classes from './DrawReveal.module.css';

/** The draws of one run: the cards answered so far, in order, and how many are still on their way. */
export interface DrawRun {
  cards: TCard[];
  pending: number;
}

interface DrawRevealProps {
  collectionName: string;
  run: DrawRun;
  /** Draws left in the collection once this run's are answered; null while unknown. */
  left: number | null;
  failure: string | null;
  onDrawAgain: () => void;
  onClose: () => void;
}

/**
 * The moment of a draw on a project's page (docs/product-rules.md "Cards and collecting"): each card of
 * the run in turn — its back, the flip and the burst (a rarer card's longer and grander, CardReveal),
 * its sound at the viewer's volume — then the card with its proof, 'Share this card' and the next
 * step. One button leads on: 'Skip' while a card turns, then the next card, or 'Draw again (N left)';
 * a click on the card does the same, so a run of draws is watched, or skipped through, one by one.
 */
export function DrawReveal({ collectionName, run, left, failure, onDrawAgain, onClose }: DrawRevealProps) {
  const [index, setIndex] = useState(0);
  const [skipped, setSkipped] = useState(false);
  const [revealed, setRevealed] = useState(false);
  const sound = useRevealSound();
  const card = run.cards[index];
  const waiting = !card && run.pending > 0;
  const total = run.cards.length + run.pending;
  const more = total - index - 1;
  const { play } = sound;
  const onRevealed = useCallback(() => {
    setRevealed(true);
    if (card) play(card.rarity);
  }, [card, play]);

  function next() {
    setIndex(index + 1);
    setSkipped(false);
    setRevealed(false);
  }
  function leadOn() {
    // The card on its way has nothing to skip yet, and is not to be passed by.
    if (waiting) return;
    if (card && !revealed) setSkipped(true);
    else if (more > 0) next();
    else if (left) {
      next();
      onDrawAgain();
    }
  }

  const label = waiting || (card && !revealed) ? 'Skip' : more > 0 ? `Next card (${more} more)` : left ? `Draw again (${left} left)` : null;
  return (
    <Modal
      opened
      onClose={onClose}
      title={total > 1 ? `Your draws from ${collectionName}` : `Your draw from ${collectionName}`}
      centered
      size="sm"
      classNames={{ body: classes.body }}
    >
      <Stack gap="sm" align="center">
        <Group justify="space-between" w="100%">
          <Text size="sm" c="dimmed" aria-live="polite">
            {waiting ? 'Drawing…' : card && total > 1 ? `Card ${index + 1} of ${total}` : ''}
          </Text>
          <RevealSoundControl setting={sound.setting} onChange={sound.setSetting} />
        </Group>
        {/* The card itself leads on too, for a pointer: the button below is the keyboard's way. */}
        <div className={classes.stage} onClick={leadOn} data-testid="draw-reveal-stage">
          {card ? (
            <CardReveal key={card.id} card={card} tempo="overlay" skipped={skipped} onRevealed={onRevealed} />
          ) : (
            waiting && <CardBack className={classes.waiting} />
          )}
        </div>
        {failure && (
          <Alert color="red" role="alert" w="100%">
            {failure}
          </Alert>
        )}
        {label ? (
          <Button fullWidth onClick={leadOn} data-autofocus loading={waiting}>
            {label}
          </Button>
        ) : (
          !waiting && (
            <Text size="sm" c="dimmed" ta="center">
              No draws left in {collectionName}: its ways to earn are below
            </Text>
          )
        )}
        {card && revealed && (
          <Stack gap="xs" w="100%">
            {card.proofCode && (
              <Text size="sm" ta="center">
                Verification code <span className={classes.code}>{spacedCode(card.proofCode)}</span>: anyone can check this draw with it.
              </Text>
            )}
            <ShareCard cardId={card.id} />
            <Group grow>
              <Button component={Link} to={card.proofCode ? proofPath(card.proofCode) : `/fairness?card=${card.id}`} variant="subtle">
                Verify this draw
              </Button>
              <Button component={Link} to="/inventory" variant="subtle">
                View Inventory
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Modal>
  );
}
