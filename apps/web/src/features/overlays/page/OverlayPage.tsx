import { useEffect, useState, type CSSProperties } from 'react';
import { OVERLAY_DEFAULT_ANCHOR, OVERLAY_MESSAGES, type TOverlayAnchor } from '@arcana/shared';
import { AlertReveal } from './AlertReveal';
import { canvasColors } from './alert-look';
import { GrantReveal } from './GrantReveal';
import { PlayReveal } from './PlayReveal';
import { BadgeReveal } from './BadgeReveal';
import { Ticker } from './Ticker';
import { useOverlayFeed } from './useOverlayFeed';
import { usePreviewFeed } from './usePreviewFeed';
import classes from './OverlayPage.module.css';

export type OverlayLayout = 'reveal' | 'ticker';

/** Each layout's own canvas, which scales to the browser source's size. */
const CANVAS: Record<OverlayLayout, { width: number; height: number }> = {
  reveal: { width: 1920, height: 1080 },
  ticker: { width: 1920, height: 200 },
};

/** An anchor as the canvas's stylesheet places alerts by it: across (left, center, right) and down (top, middle, bottom). */
function anchorOf(anchor: TOverlayAnchor) {
  const [first, second] = anchor.split('-') as [string, string | undefined];
  const down = first === 'top' || first === 'bottom' ? first : 'middle';
  const across = second ?? (first === 'left' || first === 'right' ? first : 'center');
  return { 'data-across': across, 'data-down': down };
}

function useScale({ width, height }: { width: number; height: number }) {
  const fit = () => Math.min(window.innerWidth / width, window.innerHeight / height);
  const [scale, setScale] = useState(fit);
  useEffect(() => {
    const resized = () => setScale(fit());
    window.addEventListener('resize', resized);
    return () => window.removeEventListener('resize', resized);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [width, height]);
  return scale;
}

type Feed = ReturnType<typeof useOverlayFeed>;

/**
 * The page a browser source shows (docs/product-rules.md "Stream overlay"): transparent, no app around
 * it, laid out on a 1920×1080 canvas (or the ticker's strip) scaled to the source. Nothing shows while
 * nothing is drawn; a refused token says only that the overlay is not connected.
 */
export function OverlayPage({ token, layout }: { token: string; layout: OverlayLayout }) {
  return <OverlayCanvas feed={useOverlayFeed(token)} layout={layout} />;
}

/** The same page framed by the dashboard for its live preview, fed sample alerts from there alone. */
export function OverlayPreviewPage() {
  return <OverlayCanvas feed={usePreviewFeed()} layout="reveal" />;
}

function OverlayCanvas({ feed: { state, shown, done }, layout }: { feed: Feed; layout: OverlayLayout }) {
  // The page's script has run, as the app marks it (the browser suite waits for this before acting).
  useEffect(() => void (document.documentElement.dataset.app = 'started'), []);
  const canvas = CANVAS[layout];
  const scale = useScale(canvas);
  if (state.status === 'refused')
    return (
      <p className={classes.refused} role="status">
        {OVERLAY_MESSAGES.notConnected}
      </p>
    );
  return (
    <main
      className={classes.canvas}
      data-layout={layout}
      data-status={state.status}
      {...anchorOf(state.settings?.anchor ?? OVERLAY_DEFAULT_ANCHOR)}
      style={
        {
          width: canvas.width,
          height: canvas.height,
          '--scale': scale,
          '--alert-scale': (state.settings?.scalePercent ?? 100) / 100,
          ...(state.settings && canvasColors(state.settings)),
        } as CSSProperties
      }
    >
      {layout === 'ticker'
        ? state.recent.length > 0 && <Ticker projectName={state.projectName} recent={state.recent} />
        : state.current &&
          state.settings &&
          (state.current.kind === 'grant' ? (
            <GrantReveal key={state.current.id} alert={state.current} settings={state.settings} onShown={shown} onDone={done} />
          ) : state.current.kind === 'play' ? (
            <PlayReveal key={state.current.id} alert={state.current} settings={state.settings} onShown={shown} onDone={done} />
          ) : state.current.kind === 'badge' ? (
            <BadgeReveal key={state.current.id} alert={state.current} settings={state.settings} onShown={shown} onDone={done} />
          ) : (
            <AlertReveal key={state.current.id} alert={state.current} settings={state.settings} onShown={shown} onDone={done} />
          ))}
    </main>
  );
}
