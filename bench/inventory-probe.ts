/**
 * Functions that run inside the page (passed to page.evaluate or addInitScript): each is self-contained.
 * Times are the page's own clock (performance.now), so Playwright's round trips are never counted.
 */
/** What the page should show: the expected cards, or the search box holding the typed text. */
export type Expected =
  | {
      /** inventory-grid or inventory-list */
      testId: string;
      firstId: string;
      count: number;
    }
  | { searchText: string };

/**
 * tsx compiles these functions with esbuild's keepNames, which wraps inner functions in a `__name`
 * helper that exists in Node but not in the page: the page gets a do-nothing one first.
 */
export const KEEP_NAMES_SHIM = 'globalThis.__name = (fn) => fn;';

type ProbeWindow = Window & {
  __inventoryProbe?: Promise<number>;
  __inventoryShows?: (expected: Expected) => boolean;
  __firstCardAt?: number;
  __frames?: number[];
};

/** Init script: whether the page shows what is expected, for the probe and for waiting. */
export function installShows() {
  (window as ProbeWindow).__inventoryShows = (expected) => {
    if ('searchText' in expected) {
      return document.querySelector<HTMLInputElement>('input[aria-label="Search items"]')?.value === expected.searchText;
    }
    const first = document.querySelector(`[data-testid="${expected.testId}"] [data-item="0"]`);
    return (
      first?.getAttribute('aria-setsize') === String(expected.count) &&
      first.querySelector('[data-card-id]')?.getAttribute('data-card-id') === expected.firstId
    );
  };
}

export const shows = (expected: Expected) => (window as ProbeWindow).__inventoryShows!(expected);

/**
 * Arms a one-shot timer: from the next trusted pointerdown or keydown to the frame painted after the
 * page shows what is expected (the first card's id and the list's size, or the search box's text).
 */
export function armProbe(expected: Expected) {
  const page = window as ProbeWindow;
  page.__inventoryProbe = new Promise<number>((resolve, reject) => {
    let start = -1;
    const onInput = (event: Event) => {
      if (start < 0 && event.isTrusted) start = event.timeStamp;
    };
    const cleanup = () => {
      removeEventListener('pointerdown', onInput, true);
      removeEventListener('keydown', onInput, true);
    };
    addEventListener('pointerdown', onInput, true);
    addEventListener('keydown', onInput, true);
    const shows = () => page.__inventoryShows!(expected);
    const deadline = performance.now() + 30_000;
    const frame = () => {
      if (start >= 0 && shows()) {
        // A task queued from the frame callback runs once that frame has been painted.
        const channel = new MessageChannel();
        channel.port1.onmessage = () => (cleanup(), resolve(performance.now() - start));
        channel.port2.postMessage(null);
      } else if (performance.now() > deadline) {
        cleanup();
        reject(new Error(`never showed ${JSON.stringify(expected)}`));
      } else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

export const probeResult = () => (window as ProbeWindow).__inventoryProbe!;

/** Init script: notes when the first card is first on screen, from the start of navigation. */
export function watchFirstCard() {
  const page = window as ProbeWindow;
  const frame = () => {
    if (document.querySelector('[data-item="0"] [data-card-id]')) page.__firstCardAt = performance.now();
    else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

export const firstCardAt = () => (window as ProbeWindow).__firstCardAt;

/** Starts recording the time between frames; stopFrames returns the intervals. */
export function startFrames() {
  const page = window as ProbeWindow;
  const frames: number[] = [];
  page.__frames = frames;
  let last = performance.now();
  const frame = (now: number) => {
    frames.push(now - last);
    last = now;
    if (page.__frames === frames) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

export function stopFrames(): number[] {
  const page = window as ProbeWindow;
  const frames = page.__frames ?? [];
  page.__frames = undefined;
  return frames;
}
