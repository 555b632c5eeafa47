import { memo, type CSSProperties } from 'react';
import { GridFloor } from './art/GridFloor';
import { IslandsLayer } from './art/IslandsLayer';
import { RidgeLayer } from './art/RidgeLayer';
import { seeded } from './art/seeded';
import { SkyLayer } from './art/SkyLayer';
import classes from './SceneBackdrop.module.css';

const random = seeded(11);
/** Stars that twinkle, out of phase, below the header (the header's blur then has nothing moving under it). */
const TWINKLES = Array.from({ length: 12 }, (_, i) => ({
  left: `${Math.round(3 + random() * 94)}%`,
  top: `${Math.round(12 + random() * 40)}%`,
  delay: `${(-(i % 4) * 0.9).toFixed(1)}s`,
}));
/** Sparks of light drifting up, each on its own lane, speed and delay. */
const MOTES = Array.from({ length: 10 }, (_, i) => ({
  left: `${Math.round(6 + random() * 88)}%`,
  duration: `${(9 + random() * 7).toFixed(1)}s`,
  delay: `${(-random() * 14).toFixed(1)}s`,
  color: i % 3 === 0 ? '#67e8f9' : '#c4b5fd',
}));

/**
 * The landing's layered artwork, back to front: the sky's gradient, then (once `drawn`) the sky,
 * ridge, islands, grid floor, twinkling stars and drifting motes, fading in. The big layers stand
 * still; what moves is small and moves by transform and opacity alone, so the compositor animates it
 * without the page repainting (a phone at 4× slower CPU stays free).
 */
export const SceneBackdrop = memo(function SceneBackdrop({ drawn }: { drawn: boolean }) {
  return (
    <div className={classes.backdrop} aria-hidden>
      {drawn && <BackdropArt />}
    </div>
  );
});

function BackdropArt() {
  return (
    <div className={classes.art}>
      <SkyLayer className={classes.layer} />
      {TWINKLES.map((star) => (
        <span
          key={`${star.left}-${star.top}`}
          className={classes.twinkle}
          style={{ left: star.left, top: star.top, animationDelay: star.delay }}
        />
      ))}
      <RidgeLayer className={classes.layer} />
      <IslandsLayer className={classes.layer} />
      <GridFloor className={classes.floor} />
      {/* The intro's ripple across the floor: rings of their own, so the compositor plays them. */}
      {[0, 1, 2].map((ring) => (
        <span key={ring} className={classes.ripple} style={{ animationDelay: `${ring * 180}ms` }} />
      ))}
      {MOTES.map((mote) => (
        <span
          key={mote.left}
          className={classes.mote}
          style={{ left: mote.left, animationDuration: mote.duration, animationDelay: mote.delay, '--mote': mote.color } as CSSProperties}
        />
      ))}
    </div>
  );
}
