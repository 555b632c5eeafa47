import { expect, test, type Page } from './fixtures';
import { OVERLAY_TITLES } from '../apps/web/src/features/landing/overlay-titles';
import { installFakePhantom } from '../tools/fake-phantom';
import { boxOf, collisions, type Box } from './boxes';
import { signedInUser, walletLinkedOnLanding } from './support';

/** The windows people bring: desktops, laptops, a streamer's 1024 × 768 and 1280 × 720, phones. */
const SIZES = [
  [1024, 768],
  [1280, 720],
  [1366, 768],
  [1440, 900],
  [1920, 1080],
  [390, 844],
  [360, 740],
] as const;

/** docs/product-rules.md "Landing": below 72em wide or at most 48em tall the streamer waits as a chip. */
const roomIsShort = (width: number, height: number) => width < 1152 || height <= 768;

const optionalBox = async (locator: ReturnType<Page['locator']>) => ((await locator.isVisible()) ? boxOf(locator) : null);

test('at every size the landing’s controls, the collected popup, the overlays and the streamer never overlap', async ({ page }) => {
  test.setTimeout(120_000);
  const { claim } = await walletLinkedOnLanding(page);
  const streamer = page.getByTestId('streamer-panel').or(page.getByTestId('streamer-chip'));
  await expect(streamer).toBeVisible({ timeout: 10_000 });
  const steps = page.getByRole('navigation', { name: 'Landing sections' });
  const header = page.getByRole('banner');
  const popup = page.getByRole('status').filter({ hasText: 'You collected' });
  const introCards = page.getByRole('img', { name: /^Three Arcana cards/ }).locator(':scope > div');

  for (const [width, height] of SIZES) {
    await page.setViewportSize({ width, height });
    const size = `${width}×${height}`;
    await expect(page.getByTestId(roomIsShort(width, height) ? 'streamer-chip' : 'streamer-panel'), size).toBeVisible();

    await page.getByRole('button', { name: 'Collect Card' }).click();
    await expect(popup).toBeVisible();
    const headerBox = await boxOf(header);
    const controls: Record<string, Box | null> = {
      header: headerBox,
      'main button': await boxOf(claim),
      'button pair': await boxOf(page.getByRole('group', { name: 'Collect cards' })),
      popup: await boxOf(popup),
      'step indicator': await boxOf(steps),
      'prize machine': await boxOf(page.getByTestId('prize-machine')),
      streamer: await boxOf(streamer),
    };
    expect(collisions(controls), size).toEqual([]);
    await expect(popup).toBeHidden({ timeout: 5_000 });

    // The intro's cards (they overlap one another by design, and the popup shows over them) keep clear of the rest.
    const { popup: _, ...around } = controls;
    const cards: Record<string, Box> = {};
    for (const [index, card] of (await introCards.all()).entries()) cards[`intro card ${index + 1}`] = await boxOf(card);
    expect(Object.keys(cards), size).toHaveLength(3);
    const clashes = collisions({ ...cards, ...around }).filter((pair) => !/^intro card \d × intro card/.test(pair));
    expect(clashes, size).toEqual([]);

    // Each overlay keeps clear of the indicator, the prize machine and the header (the streamer hides).
    for (const title of OVERLAY_TITLES) {
      await steps.getByRole('button', { name: title }).click();
      const overlay = page.getByRole('region', { name: title });
      await expect(overlay).toBeVisible();
      const around = {
        overlay: await boxOf(overlay),
        header: headerBox,
        'step indicator': await boxOf(steps),
        'prize machine': await boxOf(page.getByTestId('prize-machine')),
        streamer: await optionalBox(streamer),
      };
      expect(collisions(around), `${size}, ${title}`).toEqual([]);
    }
    await steps.getByRole('button', { name: 'Intro' }).click();
  }
});

test('a toast stays under the header, clear of the wallet, the bell and the account menu', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.addInitScript(installFakePhantom, {});
  await signedInUser(page);
  await page.goto('/');
  await page.getByTestId('claim-button').click();
  const toast = page.getByRole('alert').filter({ hasText: 'Your wallet has been successfully linked' });
  await expect(toast).toBeVisible();
  expect(collisions({ toast: await boxOf(toast), header: await boxOf(page.getByRole('banner')) })).toEqual([]);
});
