import type { PointerEvent } from 'react';
import type { TRarity } from '@arcana/shared/schemas';
import { REDUCED_MOTION_QUERY } from '../../../components/useMediaMatch';

/** The rarities printed on foil (docs/product-rules.md "Card faces"). */
export const FOIL_RARITIES: ReadonlySet<TRarity> = new Set(['epic', 'legendary']);

const stillness = () => typeof matchMedia === 'function' && matchMedia(REDUCED_MOTION_QUERY).matches;

/**
 * Where the light falls on a foil card, 0 to 1 across and down: the card's CSS draws the sheen and
 * turns the frame's gradient from it. Without it the light rests where the CSS puts it.
 */
function shine(element: HTMLElement, x: number, y: number) {
  element.style.setProperty('--foil-x', x.toFixed(3));
  element.style.setProperty('--foil-y', y.toFixed(3));
}

function rest(element: HTMLElement) {
  element.style.removeProperty('--foil-x');
  element.style.removeProperty('--foil-y');
}

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

/** One light per frame, whatever the number of events: a pointer reports more often than the screen draws. */
function perFrame<T extends unknown[]>(apply: (...args: T) => void) {
  let pending: T | null = null;
  return (...args: T) => {
    if (pending === null)
      requestAnimationFrame(() => {
        const latest = pending!;
        pending = null;
        apply(...latest);
      });
    pending = args;
  };
}

const shineAt = perFrame((element: HTMLElement, clientX: number, clientY: number) => {
  if (!element.isConnected) return;
  const box = element.getBoundingClientRect();
  shine(element, clamp01((clientX - box.left) / box.width), clamp01((clientY - box.top) / box.height));
});

/** The pointer over a foil card moves its light; leaving puts it back. Still when the user asks for less motion. */
export const foilPointer = {
  onPointerMove(event: PointerEvent<HTMLElement>) {
    if (!stillness()) shineAt(event.currentTarget, event.clientX, event.clientY);
  },
  onPointerLeave(event: PointerEvent<HTMLElement>) {
    rest(event.currentTarget);
  },
};

/*
 * A phone's tilt moves the light of every foil card on it. One listener for all of them, added while
 * any is on the page: left-right (gamma) across, front-back (beta) down, around the way a phone is
 * held (tipped about 45° towards the face).
 */
const tilted = new Set<HTMLElement>();
const TILT_RANGE_DEGREES = 40;
const HELD_AT_DEGREES = 45;

const onTilt = perFrame((gamma: number, beta: number) => {
  const x = clamp01(0.5 + gamma / (2 * TILT_RANGE_DEGREES));
  const y = clamp01(0.5 + (beta - HELD_AT_DEGREES) / (2 * TILT_RANGE_DEGREES));
  for (const element of tilted) shine(element, x, y);
});
const listener = (event: DeviceOrientationEvent) => {
  if (event.gamma !== null && event.beta !== null && !stillness()) onTilt(event.gamma, event.beta);
};

/** A ref callback for a foil card: it follows the device's tilt while it is on the page. */
export function followTilt(element: HTMLElement | null) {
  if (!element || typeof window === 'undefined' || !('DeviceOrientationEvent' in window)) return;
  if (tilted.size === 0) window.addEventListener('deviceorientation', listener);
  tilted.add(element);
  return () => {
    tilted.delete(element);
    if (tilted.size === 0) window.removeEventListener('deviceorientation', listener);
  };
}
