import { lazy, Suspense, useDeferredValue, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { VisuallyHidden } from '@mantine/core';
import { REDUCED_MOTION_QUERY, useMediaMatch } from '../../components/useMediaMatch';
import { EditModeBadge } from './EditModeBadge';
import { IntroCards } from './IntroCards';
import { stepOf } from './landing-scroll';
import { positionsStore } from './landing-positions';
import { Movable } from './Movable';
import { OVERLAY_TITLES } from './overlay-titles';
import { PrizeMachine } from './PrizeMachine';
import { RuneCircle } from './art/RuneCircle';
import { SceneBackdrop } from './SceneBackdrop';
import { StepIndicator } from './StepIndicator';
import { hasReached, useIntroTimeline, type IntroPhase } from './useIntroTimeline';
import { useEditMode } from './useEditMode';
import { useLandingScroll } from './useLandingScroll';
import { useStreamerCycle } from './useStreamerCycle';
import classes from './LandingScene.module.css';

/*
 * The panel, its artwork and its roster are not part of the first screen: fetched with the artwork,
 * and mounted hidden from then on, so it is ready at 3 s (a boundary that suspended just then would
 * be revealed up to 300 ms late).
 */
const StreamerPanel = lazy(() => import('./streamers/StreamerPanel'));
// The overlays' words and pictures come with the first sign the visitor means to move (useLandingScroll).
const loadInfoOverlay = () => import('./InfoOverlay');
const InfoOverlay = lazy(loadInfoOverlay);

const EDIT_HINT_ID = 'landing-edit-hint';
const reach = (phase: IntroPhase, moment: IntroPhase) => hasReached(phase, moment) || undefined;

interface LandingSceneProps {
  /** The landing's main button (docs/product-rules.md "Landing"), which edit mode can move. */
  mainButton: ReactNode;
  /**
   * The small 'Collect Card' / 'View Inventory' pair under it, given the place over the intro cards
   * where what it collects may show, clear of the other controls.
   */
  buttonPair: (popupSlot: HTMLElement | null) => ReactNode;
}

/**
 * The landing page's full-screen scene (docs/product-rules.md "Landing"): layered artwork, the intro
 * timeline, the three overlays the wheel (or a swipe, or the keys) moves through, the step indicator,
 * the prize machine, the streamer panel and edit mode. The page itself never scrolls: the scene is
 * fixed.
 */
export function LandingScene({ mainButton, buttonPair }: LandingSceneProps) {
  const sceneRef = useRef<HTMLDivElement>(null);
  // The button pair shows what it collects over the intro cards, clear of the other controls.
  const [popupSlot, setPopupSlot] = useState<HTMLElement | null>(null);
  const phase = useIntroTimeline(useMediaMatch(REDUCED_MOTION_QUERY));
  const [scroll, dispatch] = useLandingScroll(sceneRef, loadInfoOverlay);
  const editing = useEditMode();
  const positions = useSyncExternalStore(positionsStore.subscribe, positionsStore.snapshot, positionsStore.serverSnapshot);
  const streamer = useStreamerCycle();
  // The artwork (and the streamer panel) comes after the words: the first paint, and the prerendered
  // page, is the title and the buttons over the sky's gradient; the rest follows in a render React
  // can interrupt.
  const drawn = useDeferredValue(true, false);
  const overlay = scroll.overlay;
  const overlayOpen = overlay >= 0;
  const movable = { editing, onMove: positionsStore.move, hintId: EDIT_HINT_ID };

  return (
    <div
      ref={sceneRef}
      className={classes.scene}
      data-testid="landing-scene"
      data-intro={phase}
      data-ripple={reach(phase, 'ripple')}
      data-cards={reach(phase, 'cards')}
      data-levitate={reach(phase, 'levitate')}
      data-glow={reach(phase, 'glow')}
      data-flip={reach(phase, 'flip')}
      data-scroll={scroll.scroll}
    >
      <SceneBackdrop drawn={drawn} />
      <div className={classes.stage}>
        <div className={classes.hero} inert={overlayOpen} data-covered={overlayOpen || undefined}>
          <Movable id="title" label="the title" offset={positions.title} {...movable}>
            <h1 className={classes.title}>A network inventory for the real world</h1>
            <p className={classes.tagline}>
              Sign up, choose a project, get rewards: cards earned by donating, sharing, playing or streaming.
            </p>
          </Movable>
          <div className={classes.cards} ref={setPopupSlot}>
            {drawn && <RuneCircle className={classes.rune} />}
            <IntroCards drawn={drawn} />
          </div>
          <Movable id="button" label="the main button" offset={positions.button} {...movable}>
            {mainButton}
          </Movable>
          {buttonPair(popupSlot)}
        </div>
        {overlay !== -1 && (
          <div className={classes.overlayLayer}>
            <Suspense fallback={null}>
              <InfoOverlay index={overlay} />
            </Suspense>
          </div>
        )}
      </div>
      {drawn && <PrizeMachine />}
      <StepIndicator
        step={stepOf(scroll)}
        onJump={(step) => dispatch({ type: 'jump', step })}
        onPrevious={() => dispatch({ type: 'previous' })}
        onNext={() => dispatch({ type: 'next' })}
      />
      {drawn && (
        <Suspense fallback={null}>
          {/* Edit mode's badge spans the bottom of a narrow window: the streamer steps aside while it shows. */}
          <StreamerPanel turn={streamer.turn} hidden={overlayOpen || editing || !streamer.visible} onLater={streamer.later} />
        </Suspense>
      )}
      {editing && <EditModeBadge hintId={EDIT_HINT_ID} onReset={positionsStore.reset} />}
      <VisuallyHidden aria-live="polite">{overlay === -1 ? '' : `${OVERLAY_TITLES[overlay]}, section ${overlay + 2} of 4`}</VisuallyHidden>
    </div>
  );
}
