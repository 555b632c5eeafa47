import { expect, type Page } from '../fixtures';
import { expectAccessible, transitionsSettled } from '../axe';
import { coveredControls } from '../boxes';

export interface Size {
  width: number;
  height: number;
}

/** A desk's window, a streamer's (the header's widest layout closes up), a phone's. */
export const DESK: Size = { width: 1440, height: 900 };
export const STREAMER: Size = { width: 1024, height: 768 };
export const PHONE: Size = { width: 390, height: 844 };
export const EVERY_WIDTH = [DESK, STREAMER, PHONE];
/** Where the header has room for its menus; below 48em the phone's side menu stands in for them. */
export const WIDE = [DESK, STREAMER];

export const nameOf = (size: Size) => `${size.width}×${size.height}`;

/**
 * Waits until the page stands still: what floats over it (menus, lists, tooltips, popovers, dialogs)
 * keeps its place for two frames running, and no finite animation or transition runs. After a resize
 * their library places the floating parts again a frame or more later, by its own measure of the new
 * window; measured before that, an open menu still stands where the wider window had it. A dialog
 * still fading in would be measured half-transparent. Endless animations (a spinner) never end and
 * are left out.
 */
async function settled(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const places = () =>
      Array.from(document.querySelectorAll('[data-position], [role=menu], [role=listbox], [role=tooltip], [role=dialog]'))
        .map((element) => {
          const box = element.getBoundingClientRect();
          return `${box.x},${box.y},${box.width},${box.height}`;
        })
        .join(' ');
    const running = () =>
      document
        .getAnimations()
        .filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity);
    let last = places();
    for (let round = 0, still = 0; round < 30 && still < 2; round++) {
      await frame();
      const moving = running();
      if (moving.length > 0) await Promise.all(moving.map((animation) => animation.finished.catch(() => undefined)));
      const now = places();
      still = now === last && moving.length === 0 ? still + 1 : 0;
      last = now;
    }
  });
}

/** The window at this size (the checks wait for the page to stand still). */
export const resizeTo = (page: Page, size: Size) => page.setViewportSize(size);

/** How far the document scrolls sideways: a page fits its window, a long word or a wide table included. */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return root.scrollWidth - root.clientWidth;
  });

/**
 * The Tab key, pressed once from where the focus is (the document's start on a page just opened, or
 * after its last control), lands on something that shows it has the focus: its outline or shadow (or its ::before's or
 * ::after's) draws something, and differs from its look once blurred. The focus then goes back where
 * it was. In an open menu or list Tab is that popup's own key (it closes it), so they are left to the
 * journeys that use them by keyboard. A page with nothing to reach (a stream's browser source) has
 * no ring to show. Returns what went wrong, or '' when nothing did.
 */
async function focusRingProblem(page: Page): Promise<string> {
  const popupOpen = await page.evaluate(() => {
    if (document.activeElement && document.activeElement !== document.body) document.activeElement.setAttribute('data-screens-before', '');
    return Array.from(document.querySelectorAll('[role=menu], [role=listbox]')).some((popup) => popup.checkVisibility());
  });
  const focusInPage = () => page.evaluate(() => document.activeElement !== null && document.activeElement !== document.body);
  if (!popupOpen) {
    await page.keyboard.press('Tab');
    // From the page's last control Tab leaves the page; the next one comes back to its start, in a
    // hand-over between the browser and the page that ends after the key's press has returned.
    if (!(await focusInPage())) {
      await page.keyboard.press('Tab');
      await page
        .waitForFunction(() => document.activeElement !== null && document.activeElement !== document.body, undefined, { timeout: 2_000 })
        .catch(() => undefined);
    }
  }
  // A field's ring fades in: measured at once, it may not have started.
  await transitionsSettled(page);
  return page.evaluate((tabbed) => {
    const before = document.querySelector<HTMLElement>('[data-screens-before]');
    before?.removeAttribute('data-screens-before');
    if (!tabbed) return '';
    let element = document.activeElement as HTMLElement | null;
    // A component of its own (the 3D viewer) keeps its focused part in its shadow root.
    while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement as HTMLElement;
    if (!element || element === document.body) {
      const reachable = 'a[href], button, input:not([type=hidden]), select, textarea, [tabindex]:not([tabindex^="-"])';
      const anyToReach = Array.from(document.querySelectorAll(reachable)).some(
        (control) => control.checkVisibility() && !control.matches(':disabled'),
      );
      return anyToReach ? 'the Tab key reached nothing' : '';
    }
    const look = () =>
      [null, '::before', '::after']
        .map((pseudo) => getComputedStyle(element, pseudo))
        .map((style) => ({
          text: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor} | ${style.boxShadow}`,
          ring: (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none',
        }));
    const focused = look();
    element.blur();
    const blurred = look();
    before?.focus();
    const shows = focused.some((part, index) => part.ring && part.text !== blurred[index]!.text);
    const label = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return shows ? '' : `the Tab key reached ${element.tagName.toLowerCase()} '${label}', which shows no focus ring`;
  }, !popupOpen);
}

/**
 * What every screen promises a person at the window's present size (docs/product-rules.md "Roles and
 * pages"): no serious or critical axe finding, no sideways scroll, no control they must reach covered
 * by something else, and a visible focus ring where the Tab key lands. Soft failures, so one run lists
 * every screen's problems.
 */
export async function expectHoldsHere(page: Page, screen: string) {
  await settled(page);
  await expectAccessible(page, screen);
  expect.soft(await sidewaysScroll(page), `${screen}: scrolls sideways by`).toBeLessThanOrEqual(1);
  expect.soft(await coveredControls(page), `${screen}: controls covered (control ← what covers it)`).toEqual([]);
  expect.soft(await focusRingProblem(page), `${screen}: focus visible`).toBe('');
}

/**
 * The screen as it is now holds at each of these sizes (every width unless said), measured in turn in
 * this one page; `atEachSize` runs first at each (a hover to renew, a state's own named boxes). The
 * window is then put back at the size the screen was opened at.
 */
export async function expectScreenHolds(
  page: Page,
  screen: string,
  sizes: Size[] = EVERY_WIDTH,
  atEachSize?: (size: string) => Promise<void>,
) {
  const opened = page.viewportSize();
  for (const size of sizes) {
    await resizeTo(page, size);
    await atEachSize?.(nameOf(size));
    await expectHoldsHere(page, `${screen} (${nameOf(size)})`);
  }
  const last = sizes.at(-1)!;
  if (opened && (opened.width !== last.width || opened.height !== last.height)) await resizeTo(page, opened);
}
