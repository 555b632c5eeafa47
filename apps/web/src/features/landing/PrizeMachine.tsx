import { useState, type CSSProperties } from 'react';
import { VisuallyHidden } from '@mantine/core';
import { PrizeMachineArt } from './art/PrizeMachineArt';
import classes from './PrizeMachine.module.css';

const BURST_COLORS = ['#f59e0b', '#22d3ee', '#a855f7', '#22c55e', '#ece8ff', '#3b82f6'];
/** Sparks thrown all around, at two distances so the burst has depth. */
const PARTICLES = Array.from({ length: 16 }, (_, i) => ({
  angle: `${i * 22.5}deg`,
  distance: `${i % 2 ? 46 : 70}px`,
  color: BURST_COLORS[i % BURST_COLORS.length],
}));

/**
 * The prize machine (docs/product-rules.md "Landing"): hover or focus opens it; one press wins the prize
 * for good, with a burst of sparks, and nothing undoes it.
 */
export function PrizeMachine() {
  const [won, setWon] = useState(false);
  return (
    <div className={classes.machine} data-state={won ? 'prize' : 'idle'} data-testid="prize-machine">
      <button
        type="button"
        className={classes.button}
        aria-label={won ? 'Prize machine, prize won' : 'Prize machine'}
        aria-disabled={won || undefined}
        onClick={() => setWon(true)}
      >
        <PrizeMachineArt />
      </button>
      {won && (
        <span className={classes.burst} data-testid="prize-burst" aria-hidden>
          <span className={classes.flash} />
          {PARTICLES.map((particle) => (
            <span
              key={particle.angle}
              className={classes.particle}
              style={{ '--angle': particle.angle, '--distance': particle.distance, '--spark': particle.color } as CSSProperties}
            />
          ))}
        </span>
      )}
      <VisuallyHidden role="status">{won ? 'You won a prize!' : ''}</VisuallyHidden>
    </div>
  );
}
