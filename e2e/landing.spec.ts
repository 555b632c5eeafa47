import { cardArtSlug, INTRO_TIMELINE_MS, STREAMER_FIRST_DELAY_MS, STREAMER_NEXT_DELAY_MS } from '@arcana/shared';
import { expect, test, type Page } from './fixtures';

// Motion is the subject here (the suite's default is reduced motion).
test.use({ reducedMotion: 'no-preference' });

/**
 * The landing scene (docs/product-rules.md "Landing") as a visitor meets it in Chromium. Timers run on
 * Playwright's clock, so the intro and the streamer panel are checked at their set times, not by waiting
 * them out.
 */

interface Moment {
  what: string;
  at: number;
}

/**
 * Records, on the page's own (controlled) clock, each moment the scene reaches, when the app mounts
 * it, and each time the streamer panel comes or goes, from the first script on.
 */
async function recordMoments(page: Page) {
  await page.addInitScript(() => {
    const moments: Array<{ what: string; at: number }> = [];
    (window as unknown as { moments: typeof moments }).moments = moments;
    let scene: Element | null = null;
    let panel = '';
    new MutationObserver((records) => {
      const mounted = document.querySelector('[data-testid="landing-scene"]');
      if (mounted !== scene) moments.push({ what: 'mount', at: Date.now() });
      scene = mounted;
      for (const record of records) {
        if (record.attributeName === 'data-intro')
          moments.push({ what: `intro:${(record.target as Element).getAttribute('data-intro')}`, at: Date.now() });
      }
      const shown = document.querySelector('[data-testid="streamer-panel"]:not([hidden])')?.getAttribute('data-streamer') ?? '';
      if (shown !== panel) moments.push({ what: shown ? `streamer:${shown}` : 'streamer:hidden', at: Date.now() });
      panel = shown;
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-intro', 'hidden'] });
  });
}

const moments = (page: Page) => page.evaluate(() => (window as unknown as { moments: Moment[] }).moments);
const timeOf = (list: Moment[], what: string) => list.findLast((moment) => moment.what === what)?.at ?? NaN;

const scene = (page: Page) => page.getByTestId('landing-scene');
const overlayHeading = (page: Page) => page.locator('[data-overlay] h2');
const indicator = (page: Page) => page.getByRole('navigation', { name: 'Landing sections' });

/** The clock moves only when the test moves it, this many milliseconds a step. */
const STEP_MS = 100;

/** Lets the page finish what the last step started (React renders and runs its effects in tasks of its own). */
const settle = (page: Page) =>
  page.evaluate(async () => {
    for (let i = 0; i < 5; i++) {
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(0);
      });
    }
  });

async function advance(page: Page, ms: number) {
  for (let elapsed = 0; elapsed < ms; elapsed += STEP_MS) {
    await page.clock.runFor(STEP_MS);
    await settle(page);
  }
}

/**
 * Opens the landing on a stopped clock: time moves only in the steps the test takes (while the page
 * loads too, since it starts its scripts from a timer), so every moment falls on a step.
 */
async function openOnStoppedClock(page: Page) {
  await recordMoments(page);
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  let loading = true;
  const ticking = (async () => {
    while (loading) {
      // While the document is being replaced there is no clock to move: the next step finds the new one.
      await page.clock.runFor(STEP_MS).catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  await page.goto('/');
  loading = false;
  await ticking;
}

/** When a moment came after another, on the page's clock: exact, or one step late (React commits in a task of its own). */
function expectGap(list: Moment[], from: string, to: string, ms: number) {
  const gap = timeOf(list, to) - timeOf(list, from);
  expect(gap, `${from} → ${to}`).toBeGreaterThanOrEqual(ms);
  expect(gap, `${from} → ${to}`).toBeLessThanOrEqual(ms + STEP_MS);
}

test.describe('on a controlled clock', () => {
  // A window with room for the whole streamer panel (a shorter one keeps it as a chip: screens.spec.ts).
  test.use({ viewport: { width: 1440, height: 900 } });
  test('the intro reaches its moments in the spec’s order, each at its time', async ({ page }) => {
    await openOnStoppedClock(page);
    await advance(page, INTRO_TIMELINE_MS.flip + 2 * STEP_MS);
    await expect(scene(page)).toHaveAttribute('data-intro', 'flip');

    const list = await moments(page);
    const intro = list.filter((moment) => moment.what.startsWith('intro:'));
    expect(intro.map((moment) => moment.what)).toEqual(['intro:ripple', 'intro:cards', 'intro:levitate', 'intro:glow', 'intro:flip']);
    const { gridRipple, cardsAppear, levitate, glow, flip } = INTRO_TIMELINE_MS;
    expectGap(list, 'mount', 'intro:ripple', gridRipple);
    expectGap(list, 'mount', 'intro:cards', cardsAppear);
    expectGap(list, 'mount', 'intro:levitate', levitate);
    expectGap(list, 'mount', 'intro:glow', glow);
    expectGap(list, 'mount', 'intro:flip', flip);

    // Every effect reached, and the cards face up: their label is there.
    for (const moment of ['ripple', 'cards', 'levitate', 'glow', 'flip'])
      await expect(scene(page)).toHaveAttribute(`data-${moment}`, 'true');
    await expect(page.getByText('ARCANA COLLECTION')).toHaveCount(3);
  });

  test('the streamer panel comes 3 s in, goes on Maybe later, and the next streamer comes 10 s after', async ({ page }) => {
    await openOnStoppedClock(page);
    // The page's load took steps of the clock too: when the panel came is read from the recorded moments below.
    await advance(page, STREAMER_FIRST_DELAY_MS + 2 * STEP_MS);
    const panel = page.getByTestId('streamer-panel');
    await expect(panel).toBeVisible();
    await expect(panel).toContainText('Be the first to get my new collection!');
    await expect(panel.getByRole('img', { name: 'Nova Lumen, virtual streamer' })).toBeVisible();
    await expect(panel.getByRole('list', { name: 'New collection' }).getByRole('img')).toHaveCount(3);
    await expect(panel.getByRole('list', { name: 'Nova Lumen streams on' }).getByRole('listitem')).toHaveText(['Discord', 'Twitch', 'OBS']);

    // 'I want it!' only logs.
    const logged = page.waitForEvent('console', (message) => message.text().startsWith('I want it!'));
    await panel.getByRole('button', { name: 'I want it!' }).click();
    await logged;
    await expect(panel).toBeVisible();

    await panel.getByRole('button', { name: 'Maybe later' }).click();
    await expect(panel).toBeHidden();
    await advance(page, STREAMER_NEXT_DELAY_MS - 4 * STEP_MS);
    await expect(panel).toBeHidden();
    await advance(page, 6 * STEP_MS);
    await expect(panel).toBeVisible();
    await expect(panel).toHaveAttribute('data-streamer', 'kit');

    const list = await moments(page);
    expectGap(list, 'mount', 'streamer:nova', STREAMER_FIRST_DELAY_MS);
    expectGap(list, 'streamer:hidden', 'streamer:kit', STREAMER_NEXT_DELAY_MS);
  });

  test('the streamer panel hides while an overlay is open and comes back with the intro', async ({ page }) => {
    await openOnStoppedClock(page);
    await advance(page, STREAMER_FIRST_DELAY_MS + 2 * STEP_MS);
    const panel = page.getByTestId('streamer-panel');
    await expect(panel).toBeVisible();
    await indicator(page).getByRole('button', { name: 'How Does It Work?' }).click();
    await expect(panel).toBeHidden();
    await indicator(page).getByRole('button', { name: 'Intro' }).click();
    await expect(panel).toBeVisible();
  });
});

test('the wheel moves through the three overlays and, past the last, back to the intro', async ({ page }) => {
  await page.goto('/');
  await page.mouse.move(200, 300);
  const wheel = async (delta: number, scroll: number) => {
    await page.mouse.wheel(0, delta);
    await expect(scene(page)).toHaveAttribute('data-scroll', String(scroll));
  };
  await wheel(300, 300);
  await expect(overlayHeading(page)).toHaveCount(0);
  await wheel(100, 400);
  await expect(overlayHeading(page)).toHaveText('What is Arcana?');
  await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
  await wheel(700, 1100);
  await expect(overlayHeading(page)).toHaveText('How Does It Work?');
  for (const step of ['Sign Up', 'Choose Project', 'Rewards'])
    await expect(page.getByRole('heading', { level: 3, name: step })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Choose Project' }).getByRole('link')).toHaveAttribute('href', '/projects');
  await wheel(-200, 900);
  await expect(overlayHeading(page)).toHaveText('What is Arcana?');
  await wheel(900, 1800);
  await expect(overlayHeading(page)).toHaveText('Rewards & Ecosystem');
  await expect(page.getByRole('heading', { level: 3, name: 'Collect' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'XR Ecosystem' })).toBeVisible();
  for (const way of ['Donate', 'Share', 'Play', 'Stream'])
    await expect(page.getByRole('listitem').filter({ hasText: way }).first()).toBeVisible();
  await wheel(700, 0);
  await expect(overlayHeading(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Never below 0.
  await wheel(-500, 0);
});

test('the indicator jumps to each step, marks it, and wraps from the last to the intro', async ({ page }) => {
  await page.goto('/');
  const nav = indicator(page);
  const jumps = [
    ['What is Arcana?', 650],
    ['Rewards & Ecosystem', 2050],
    ['How Does It Work?', 1350],
    ['Intro', 0],
  ] as const;
  for (const [name, scroll] of jumps) {
    await nav.getByRole('button', { name, exact: true }).click();
    await expect(scene(page)).toHaveAttribute('data-scroll', String(scroll));
    await expect(nav.getByRole('button', { name, exact: true })).toHaveAttribute('aria-current', 'step');
  }
  const next = nav.getByRole('button', { name: 'Next section' });
  for (const scroll of [650, 1350, 2050, 0]) {
    await next.click();
    await expect(scene(page)).toHaveAttribute('data-scroll', String(scroll));
  }
  await nav.getByRole('button', { name: 'Previous section' }).click();
  await expect(scene(page)).toHaveAttribute('data-scroll', '0');

  // The keyboard moves through the same steps: the focus stays on the indicator.
  await next.focus();
  await page.keyboard.press('PageDown');
  await expect(overlayHeading(page)).toHaveText('What is Arcana?');
  await page.keyboard.press('ArrowDown');
  await expect(overlayHeading(page)).toHaveText('How Does It Work?');
  await page.keyboard.press('ArrowUp');
  await expect(overlayHeading(page)).toHaveText('What is Arcana?');
  await page.keyboard.press('End');
  await expect(overlayHeading(page)).toHaveText('Rewards & Ecosystem');
  await page.keyboard.press('Escape');
  await expect(overlayHeading(page)).toHaveCount(0);
  await expect(next).toBeFocused();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a swipe up moves to the next overlay and a swipe down back', async ({ page }) => {
    await page.goto('/');
    const cdp = await page.context().newCDPSession(page);
    const swipe = async (fromY: number, toY: number) => {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: 180, y: fromY }] });
      for (const y of [fromY + (toY - fromY) / 2, toY])
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: 180, y }] });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    await swipe(600, 400);
    await expect(overlayHeading(page)).toHaveText('What is Arcana?');
    await swipe(600, 400);
    await expect(overlayHeading(page)).toHaveText('How Does It Work?');
    await swipe(300, 500);
    await expect(overlayHeading(page)).toHaveText('What is Arcana?');
    // A short wobble is not a swipe.
    await swipe(500, 480);
    await expect(overlayHeading(page)).toHaveText('What is Arcana?');
  });
});

test('the prize machine opens on hover and bursts once into its prize, for good', async ({ page }) => {
  await page.goto('/');
  const machine = page.getByTestId('prize-machine');
  const opacityOf = (art: string) =>
    machine
      .locator(`[data-art="${art}"]`)
      .first()
      .evaluate((element) => getComputedStyle(element).opacity);
  await expect.poll(() => opacityOf('open')).toBe('0');
  await machine.getByRole('button', { name: 'Prize machine' }).hover();
  await expect.poll(() => opacityOf('open')).toBe('1');
  await expect.poll(() => opacityOf('closed')).toBe('0');

  await machine.getByRole('button', { name: 'Prize machine' }).click();
  await expect(machine).toHaveAttribute('data-state', 'prize');
  await expect(page.getByRole('status').filter({ hasText: 'You won a prize!' })).toBeAttached();
  await expect.poll(() => opacityOf('prize')).toBe('1');
  const burst = await page.getByTestId('prize-burst').elementHandle();

  await machine.getByRole('button', { name: 'Prize machine, prize won' }).click({ force: true });
  await expect(machine.getByRole('button')).toHaveAttribute('aria-disabled', 'true');
  await expect(machine).toHaveAttribute('data-state', 'prize');
  await expect(page.getByTestId('prize-burst')).toHaveCount(1);
  // The same burst: a second press did not set off another.
  expect(await page.getByTestId('prize-burst').evaluate((element, first) => element === first, burst)).toBe(true);
});

test('Ctrl+E edit mode moves the title by pointer and the button by keyboard, and both stay moved after a reload', async ({ page }) => {
  await page.goto('/');
  const title = page.getByRole('heading', { level: 1 });
  const button = page.getByTestId('claim-button');
  const before = { title: (await title.boundingBox())!, button: (await button.boundingBox())! };

  await page.keyboard.press('Control+e');
  await expect(page.getByRole('status').filter({ hasText: 'Edit mode' })).toBeVisible();
  const handle = page.getByRole('button', { name: 'Move the title' });
  const grip = (await handle.boundingBox())!;
  const [x, y] = [grip.x + grip.width / 2, grip.y + grip.height / 2];
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 60, y + 20, { steps: 4 });
  await page.mouse.move(x + 120, y + 40, { steps: 4 });
  await page.mouse.up();

  await page.getByRole('button', { name: 'Move the main button' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Shift+ArrowUp');
  // The arrow keys moved the button, not the landing's sections.
  await expect(scene(page)).toHaveAttribute('data-scroll', '0');
  await page.keyboard.press('Control+e');
  await expect(page.getByRole('status').filter({ hasText: 'Edit mode' })).toHaveCount(0);
  await expect(handle).toHaveCount(0);

  const moved = async () => {
    const now = { title: (await title.boundingBox())!, button: (await button.boundingBox())! };
    expect([now.title.x - before.title.x, now.title.y - before.title.y]).toEqual([120, 40]);
    expect([now.button.x - before.button.x, now.button.y - before.button.y]).toEqual([20, -50]);
  };
  await moved();
  await page.reload();
  await moved();

  // Reset puts both back, for this visit and the next.
  await page.keyboard.press('Control+e');
  await page.getByRole('button', { name: 'Reset positions' }).click();
  await page.reload();
  expect(await title.boundingBox()).toEqual(before.title);
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the intro shows its end at once: the cards are there, face up', async ({ page }) => {
    await openOnStoppedClock(page);
    await expect(scene(page)).toHaveAttribute('data-intro', 'flip');
    const cards = page.getByRole('img', { name: /^Three Arcana cards/ }).locator(':scope > div');
    await expect(cards).toHaveCount(3);
    for (const card of await cards.all()) expect(await card.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
  });
});

test('the wallet landing page lives at /collectibles, and /wallet still leads there', async ({ page }) => {
  await page.goto('/wallet');
  await expect(page).toHaveURL(/\/collectibles$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Arcana Collectibles' })).toBeVisible();
  await expect(page.getByText('Connect your wallet to start collecting!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How it Works' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: '% of cards' })).toHaveText([
    'Legendary2% of cards',
    'Epic8% of cards',
    'Rare15% of cards',
    'Uncommon25% of cards',
    'Common50% of cards',
  ]);
  // Each type by one of its cards, drawn: its legendary's own art.
  for (const [type, name] of [
    ['Warrior', 'Aurelion, the Unbroken'],
    ['Mage', 'Vael, Keeper of the Arcana'],
  ] as const) {
    const tile = page.getByRole('listitem').filter({ hasText: type });
    await expect(tile).toContainText(name);
    const art = tile.locator('img');
    await expect(art).toHaveAttribute('src', new RegExp(`/${cardArtSlug(name)}-[\\w-]+\\.svg$`));
    await expect.poll(() => art.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  }
  for (const type of ['Rogue', 'Healer', 'Beast', 'Artifact'])
    await expect(page.getByRole('listitem').filter({ hasText: type })).toBeVisible();
  // Connecting is the page's main action: the filled button (its contrast is axe's, in the accessibility suite).
  await expect(page.getByRole('main').getByRole('button', { name: 'Connect Wallet' })).toHaveAttribute('data-variant', 'filled');
});
