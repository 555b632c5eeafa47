import { memo, type CSSProperties } from 'react';
import { GridFloor } from './art/GridFloor';
import { IslandsLayer } from './art/IslandsLayer';
import { RidgeLayer } from './art/RidgeLayer';
import { seeded } from './art/seeded';
import { SkyLayer } from './art/SkyLayer';
import classes from './SceneBackdrop.module.css';

const random = seeded(11);
/** Sparks of light drifting up, each on its own lane, speed and delay. */
const MOTES = Array.from({ length: 10 }, (_, i) => ({
  left: `${Math.round(6 + random() * 88)}%`,
  duration: `${(9 + random() * 7).toFixed(1)}s`,
  delay: `${(-random() * 14).toFixed(1)}s`,
  color: i % 3 === 0 ? '#67e8f9' : '#c4b5fd',
}));

/** The landing's layered artwork, back to front: sky, ridge, islands, the grid floor and drifting motes. */
export const SceneBackdrop = memo(function SceneBackdrop() {
  return (
    <div className={classes.backdrop} aria-hidden>
      <SkyLayer className={`${classes.layer} ${classes.sky}`} twinkleClass={classes.twinkle} />
      <RidgeLayer className={`${classes.layer} ${classes.ridge}`} />
      <IslandsLayer className={`${classes.layer} ${classes.islands}`} />
      <GridFloor className={classes.floor} rippleClass={classes.ripple} />
      {MOTES.map((mote) => (
        <span
          key={mote.left}
          className={classes.mote}
          style={{ left: mote.left, animationDuration: mote.duration, animationDelay: mote.delay, '--mote': mote.color } as CSSProperties}
        />
      ))}
    </div>
  );
});
