import { useEffect, useReducer, type RefObject } from 'react';
import { LANDING_START, landingScrollReducer, type LandingScrollAction } from './landing-scroll';

/** A wheel's lines and pages in pixels (Firefox counts lines), so every mouse moves the same distance. */
const WHEEL_UNIT_PX = [1, 40, 800];
/** A swipe shorter than this is a tap or a wobble. */
const SWIPE_MIN_PX = 48;

const KEY_ACTIONS: Record<string, LandingScrollAction> = {
  ArrowDown: { type: 'next' },
  PageDown: { type: 'next' },
  ArrowUp: { type: 'previous' },
  PageUp: { type: 'previous' },
  Home: { type: 'jump', step: 0 },
  End: { type: 'jump', step: 3 },
  Escape: { type: 'jump', step: 0 },
};

/** Where the arrow keys already mean something: fields, menus, lists, tabs and dialogs keep them. */
const OWNS_KEYS = 'input, textarea, select, [contenteditable="true"], [role="menu"], [role="listbox"], [role="tablist"], [role="dialog"]';

/** An overlay taller than the screen scrolls itself; a swipe inside it reads it rather than moving on. */
const scrollsItself = (target: EventTarget | null) => {
  const overlay = target instanceof Element ? target.closest('[data-overlay]') : null;
  return overlay !== null && overlay.scrollHeight > overlay.clientHeight;
};

/**
 * The landing's scroll state (docs/product-rules.md "Landing"), driven by the mouse wheel over the scene,
 * by swipes and the arrow and Page keys (a step at a time), Home and End, and Escape (the intro).
 * `onIntent` runs at the first sign of any of them (or of a pointer or focus on the scene), so what
 * the overlays need can be fetched before they open.
 */
export function useLandingScroll(sceneRef: RefObject<HTMLElement | null>, onIntent: () => void) {
  const [state, dispatch] = useReducer(landingScrollReducer, LANDING_START);

  useEffect(() => {
    const scene = sceneRef.current;
    if (!scene) return;
    let touchStart: { x: number; y: number; scrolls: boolean } | null = null;
    const onWheel = (event: WheelEvent) => {
      if (event.ctrlKey || scrollsItself(event.target)) return; // Ctrl+wheel zooms the page
      dispatch({ type: 'wheel', delta: event.deltaY * (WHEEL_UNIT_PX[event.deltaMode] ?? 1) });
    };
    const onTouchStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      touchStart =
        touch && event.touches.length === 1 ? { x: touch.clientX, y: touch.clientY, scrolls: scrollsItself(event.target) } : null;
    };
    const onTouchEnd = (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      const start = touchStart;
      touchStart = null;
      if (!touch || !start || start.scrolls) return;
      const up = start.y - touch.clientY;
      if (Math.abs(up) >= SWIPE_MIN_PX && Math.abs(up) > Math.abs(start.x - touch.clientX))
        dispatch({ type: up > 0 ? 'next' : 'previous' });
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const action = KEY_ACTIONS[event.key];
      if (!action || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (event.target instanceof Element && event.target.closest(OWNS_KEYS)) return;
      event.preventDefault();
      dispatch(action);
    };
    const intent = () => onIntent();
    const intents = ['wheel', 'touchstart', 'pointerover', 'focusin'] as const;
    intents.forEach((type) => scene.addEventListener(type, intent, { once: true, passive: true }));
    window.addEventListener('keydown', intent, { once: true });
    scene.addEventListener('wheel', onWheel, { passive: true });
    scene.addEventListener('touchstart', onTouchStart, { passive: true });
    scene.addEventListener('touchend', onTouchEnd, { passive: true });
    window.addEventListener('keydown', onKeyDown);
    return () => {
      intents.forEach((type) => scene.removeEventListener(type, intent));
      window.removeEventListener('keydown', intent);
      scene.removeEventListener('wheel', onWheel);
      scene.removeEventListener('touchstart', onTouchStart);
      scene.removeEventListener('touchend', onTouchEnd);
      window.removeEventListener('keydown', onKeyDown);
    };
  }, [sceneRef, onIntent]);

  return [state, dispatch] as const;
}
