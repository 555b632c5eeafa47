import { useEffect, useMemo, useState, type CSSProperties } from 'react';
import { CollectibleCard, type ShownCard } from '../card/CollectibleCard';
import { KeptNew } from '../card/kept-new';
import { RARITY_COLORS } from '@arcana/shared';
import { REDUCED_MOTION_QUERY, useMediaMatch } from '../../../components/useMediaMatch';
import { CardBack } from './CardBack';
import { revealTiming, type RevealTempo } from './reveal-timing';
import classes from './CardReveal.module.css';

type Phase = 'back' | 'flip' | 'face';

interface CardRevealProps {
  card: ShownCard;
  tempo: RevealTempo;
  /** Jump to the face now (a click, a key): the rest of the reveal is skipped. */
  skipped?: boolean;
  /** The face is on show: the reveal has played, been skipped, or was never played (reduced motion). */
  onRevealed?: () => void;
}

/**
 * A collected card's reveal (docs/product-rules.md "Landing"): its back, a wait, the flip, and a burst
 * in the rarity's colour that stays as a halo; a legendary's back charges longer, with turning rays,
 * and bursts bigger. Under reduced motion the face is there at once, in its still halo.
 */
export function CardReveal({ card, tempo, skipped = false, onRevealed }: CardRevealProps) {
  const still = useMediaMatch(REDUCED_MOTION_QUERY) ?? true;
  const { waitMs, flipMs } = revealTiming(card.rarity, tempo);
  const [played, setPlayed] = useState<Phase>('back');
  const firstSight = useMemo(() => new Set([card.id]), [card.id]);
  const phase: Phase = still || skipped ? 'face' : played;

  useEffect(() => {
    if (still || skipped) return;
    const flip = setTimeout(() => setPlayed('flip'), waitMs);
    const face = setTimeout(() => setPlayed('face'), waitMs + flipMs);
    return () => {
      clearTimeout(flip);
      clearTimeout(face);
    };
  }, [still, skipped, waitMs, flipMs]);

  useEffect(() => {
    if (phase === 'face') onRevealed?.();
  }, [phase, onRevealed]);

  return (
    <div
      className={classes.reveal}
      data-phase={phase}
      data-rarity={card.rarity}
      data-still={still || undefined}
      data-skipped={skipped || undefined}
      data-testid="card-reveal"
      style={{ '--rarity': RARITY_COLORS[card.rarity], '--wait': `${waitMs}ms`, '--flip': `${flipMs}ms` } as CSSProperties}
    >
      <div className={classes.rays} aria-hidden />
      <div className={classes.burst} aria-hidden />
      <div className={classes.lift}>
        <div className={classes.flipper}>
          <CardBack className={classes.back} />
          <div className={classes.face} aria-hidden={phase === 'back' || undefined}>
            {/* Its first sight: 'NEW!' here, though the collect that drew it stored it seen. */}
            <KeptNew value={firstSight}>
              <CollectibleCard card={card} fullWidth />
            </KeptNew>
          </div>
        </div>
      </div>
    </div>
  );
}
