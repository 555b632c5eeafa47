import { OVERLAY_LIMITS, OVERLAY_LOOK_MESSAGES, OVERLAY_MESSAGES, OVERLAY_PATHS, RARITIES } from '@arcana/shared';
import type { TOverlay, TOverlayAddress, TOverlaySettingsPatch } from '@arcana/shared/schemas';
import { expect, test, type Page } from './fixtures';
import { call, creatorAtForge, path, publishedProject } from './creators';
import { drawnOnProjectPage, signedInUser } from './support';
import { openSecretPage } from './streams';
import { installAxe } from './axe';
import { expectScreenHolds } from './screens/holds';

/** The creator's side, through the API as the dashboard calls it. */
function controls(page: Page, token: string, projectId: string) {
  const at = (template: string) => path(template, { projectId });
  return {
    address: async () => {
      const res = await page.request.get(at(OVERLAY_PATHS.address), { headers: { authorization: `Bearer ${token}` } });
      return (await res.json()) as TOverlayAddress;
    },
    status: async () => {
      const res = await page.request.get(at(OVERLAY_PATHS.overlay), { headers: { authorization: `Bearer ${token}` } });
      return (await res.json()) as TOverlay;
    },
    set: (settings: TOverlaySettingsPatch) => call(page, token, 'PATCH', at(OVERLAY_PATHS.overlay), settings),
    test: (rarity: string) => call(page, token, 'POST', at(OVERLAY_PATHS.test), { rarity }),
    skip: () => call(page, token, 'POST', at(OVERLAY_PATHS.skip)),
    replay: () => call(page, token, 'POST', at(OVERLAY_PATHS.replay)),
    regenerate: () => call(page, token, 'POST', at(OVERLAY_PATHS.address)) as Promise<TOverlayAddress>,
  };
}

test('an overlay shows a collector’s draw, resumes after a reload, and stops when its address is renewed', async ({ page, browser }) => {
  test.slow();
  const project = await publishedProject(page);
  const creator = controls(page, project.token, project.projectId);
  await creator.set({ displaySeconds: 3 });
  const address = await creator.address();
  const overlay = await openSecretPage(page, address.url);
  const alert = overlay.getByTestId('overlay-alert');
  await expect.poll(async () => (await creator.status()).connected).toBe(true);
  // The ticker, a browser source of its own, loaded before anything is drawn.
  const ticker = await openSecretPage(page, address.tickerUrl);
  await ticker.setViewportSize({ width: 1920, height: 200 });
  const pulls = ticker.getByTestId('ticker-pull');

  // A collector draws on the project's page, in a browser of their own.
  const collectorPage = await (await browser.newContext()).newPage();
  const collector = await signedInUser(collectorPage);
  await collectorPage.goto(`/projects/${project.slug}`);
  const drawn = await drawnOnProjectPage(collectorPage);
  // How soon it arrives is a figure of bench/overlay.ts, not a timed assertion here.
  await expect(alert).toBeVisible();
  await expect(alert).toHaveAccessibleName(`${collector.username} drew ${drawn}`);
  const code = overlay.getByTestId('overlay-code');
  await expect(code).toHaveText(/^[2-9A-HJKMNP-Z]{4} [2-9A-HJKMNP-Z]{4}$/);
  await expect(overlay.getByRole('img', { name: /^Verify this draw: / })).toBeVisible();
  await expect(alert.getByTestId('card-reveal')).toHaveAttribute('data-phase', 'face');
  // As a viewer types it off the stream: in lower case, space and all.
  const typed = (await code.textContent())!.toLowerCase();
  // The ticker lists the pull live, without a reload.
  await expect(pulls).toHaveCount(1);
  await expect(pulls.first()).toContainText(drawn);
  await expect(pulls.first()).toContainText(collector.username);
  // Done once its time is up: the queue is empty, the ticker's list has it.
  await expect(alert).toBeHidden({ timeout: 10_000 });
  await expect.poll(async () => (await creator.status()).waiting).toBe(0);

  // A viewer types the code off the stream: the draw's proof under its project's odds, checked at once
  // from its seed, for the viewer and for its collector.
  const viewerPage = await (await browser.newContext()).newPage();
  await viewerPage.goto('/fairness');
  const proof = viewerPage.getByRole('region', { name: 'A draw shown on stream' });
  await proof.getByLabel('Enter the code from the stream').fill(typed);
  await proof.getByRole('button', { name: 'Verify' }).click();
  await expect(proof).toContainText(`This draw: ${drawn}, drawn in ${project.name}`);
  await expect(proof.getByRole('table', { name: `The odds this draw was drawn under, in ${project.name}` })).toContainText('Star Wand');
  await expect(proof.getByText('Verified', { exact: true })).toBeVisible();
  await expect(proof.getByText('Seed fixed before the draw')).toBeVisible();
  await collectorPage.goto(`/fairness?code=${typed.replace(' ', '')}`);
  const own = collectorPage.getByRole('region', { name: 'A draw shown on stream' });
  await expect(own).toContainText(`Your draw: ${drawn}`);
  await expect(own.getByText('Verified', { exact: true })).toBeVisible();

  // Three alerts wait while the overlay is paused; it reloads in the middle of the second. Each
  // shows for the longest time, so only a skip ends it: the reload always lands inside the second.
  await creator.set({ paused: true, displaySeconds: OVERLAY_LIMITS.displaySeconds.max });
  for (const rarity of ['common', 'rare', 'epic']) await creator.test(rarity);
  await creator.set({ paused: false });
  await expect(alert).toHaveAttribute('data-rarity', 'common');
  await creator.skip();
  await expect(alert).toHaveAttribute('data-rarity', 'rare');
  await overlay.reload();
  // From the second on, each once, in order: the first was done before the reload.
  await expect(alert).toHaveAttribute('data-rarity', 'rare');
  await creator.skip();
  await expect(alert).toHaveAttribute('data-rarity', 'epic');
  await creator.skip();
  await expect(alert).toBeHidden();
  expect((await creator.status()).waiting).toBe(0);
  // Three test alerts: none is a pull.
  await expect(pulls).toHaveCount(1);

  // Replay the last shown; skip it while it shows.
  await creator.replay();
  await expect(alert).toContainText('drew, again:');
  await creator.skip();
  await expect(alert).toBeHidden();

  // A new address: the loaded page stops, and says only that.
  await creator.regenerate();
  await expect(overlay.getByRole('status')).toHaveText(OVERLAY_MESSAGES.notConnected);
  await expect.poll(async () => (await creator.status()).connected).toBe(false);
});

test('each rarity’s reveal', async ({ page }) => {
  test.slow();
  const project = await publishedProject(page);
  const creator = controls(page, project.token, project.projectId);
  await creator.set({ displaySeconds: 3, volume: 0 });
  const overlay = await openSecretPage(page, (await creator.address()).url);
  const alert = overlay.getByTestId('overlay-alert');
  await expect.poll(async () => (await creator.status()).connected).toBe(true);
  for (const rarity of RARITIES) {
    await creator.test(rarity);
    await expect(alert).toHaveAttribute('data-rarity', rarity, { timeout: 10_000 });
    // The face has turned: the card's name is on it.
    await expect(alert.getByTestId('card-reveal')).toHaveAttribute('data-phase', 'face', { timeout: 5_000 });
    // Its display time running out is the first journey's: skipped here, the next comes at once.
    await creator.skip();
    await expect(alert).toBeHidden();
  }
});

test('the creator runs the overlay from The Forge: its address, the OBS light, tests, pause, skip, replay, clear and settings', async ({
  page,
}) => {
  test.slow();
  const project = await creatorAtForge(page);
  await page.getByRole('link', { name: `Stream overlay of ${project.name}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stream overlay');
  const light = page.getByRole('status').filter({ hasText: /^OBS (not )?connected$/ });
  await expect(light).toHaveText('OBS not connected');

  // The address stays hidden until asked for, and its QR code until asked for too, from the keyboard
  // here (the button stays focused as it turns to Hide); OBS opens it, and the light turns on by itself.
  await expect(page.getByRole('textbox', { name: 'Overlay address' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Reveal address' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Hide address' })).toBeFocused();
  const address = await page.getByRole('textbox', { name: 'Overlay address' }).inputValue();
  expect(address).toMatch(/\/overlay#[\w-]{43}$/);
  const qr = page.getByRole('img', { name: 'The overlay address as a QR code' });
  await expect(qr).toHaveCount(0);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Show QR code' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(qr).toBeVisible();
  const overlay = await openSecretPage(page, address);
  await expect(light).toHaveText('OBS connected');

  // A shorter display, saved from the form (out of range first, refused in the contract's words).
  const settings = page.getByRole('form', { name: 'Settings' });
  await settings.getByLabel('Display time (seconds)').fill('2');
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(settings.getByText(OVERLAY_MESSAGES.displaySeconds)).toBeVisible();
  await settings.getByLabel('Display time (seconds)').fill('3');
  // Draws earned by a follow show on stream too (their alert: grant-alerts.test, GrantReveal.test.tsx);
  // alerts stand top right, without the QR code (AlertReveal.test.tsx).
  await settings.getByRole('checkbox', { name: 'Twitch follow' }).check();
  await settings.getByRole('combobox', { name: 'Position' }).click();
  await page.getByRole('option', { name: 'Top right' }).click();
  await settings.getByRole('switch', { name: 'QR code to the draw’s proof' }).uncheck();
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Overlay settings saved').first()).toBeVisible();

  const alert = overlay.getByTestId('overlay-alert');
  const live = page.getByRole('region', { name: 'Live', exact: true });
  const tests = live.getByRole('group', { name: 'Send a test alert' });
  await tests.getByRole('button', { name: 'Epic' }).click();
  await expect(alert).toHaveAttribute('data-rarity', 'epic');
  // Its arrival over, it stands 64 px in from the top right corner of the 1920×1080 canvas.
  await expect(async () => {
    const box = (await alert.boundingBox())!;
    expect([Math.round(1920 - box.x - box.width), Math.round(box.y)]).toEqual([64, 64]);
  }).toPass({ timeout: 3_000 });
  await live.getByRole('button', { name: 'Skip current' }).click();
  // Gone before its 3 s could have ended it: the skip did it.
  await expect(alert).toBeHidden({ timeout: 2_000 });
  await tests.getByRole('button', { name: 'Rare' }).click();
  await expect(alert).toHaveAttribute('data-rarity', 'rare');
  await expect(alert).toBeHidden({ timeout: 10_000 });
  await live.getByRole('button', { name: 'Replay last' }).click();
  await expect(alert).toContainText('drew, again:');
  await expect(alert).toBeHidden({ timeout: 10_000 });
  await tests.getByRole('button', { name: 'Draws earned' }).click();
  await expect(alert).toHaveAccessibleName('Arcana test earned 2 draws');
  await expect(alert).toContainText('earned 2 draws — followed the channel');
  await expect(alert).toBeHidden({ timeout: 10_000 });

  // Paused, the alerts wait (and the page shows none); cleared, they are gone.
  // From the keyboard, as a streamer with their hands on it mid-stream: Tab from Replay last, then Enter.
  await live.getByRole('button', { name: 'Replay last' }).focus();
  await page.keyboard.press('Tab');
  await expect(live.getByRole('button', { name: 'Pause' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(live.getByRole('button', { name: 'Resume' })).toBeVisible();
  await tests.getByRole('button', { name: 'Common', exact: true }).click();
  await tests.getByRole('button', { name: 'Legendary' }).click();
  await expect(live).toContainText('2 alerts waiting, held while paused');
  await expect(alert).toBeHidden();
  await live.getByRole('button', { name: 'Clear waiting' }).click();
  await expect(live).toContainText('0 alerts waiting');
  await live.getByRole('button', { name: 'Resume' }).focus();
  await page.keyboard.press('Space');
  await expect(alert).toBeHidden();

  // A new address: the page with the old one stops.
  await page.getByRole('button', { name: 'New address' }).click();
  await page.getByRole('dialog', { name: 'Make a new address?' }).getByRole('button', { name: 'Make a new address' }).click();
  await expect(overlay.getByRole('status')).toHaveText(OVERLAY_MESSAGES.notConnected);
  await expect(page.getByRole('textbox', { name: 'Overlay address' })).not.toHaveValue(address);
  await expect(light).toHaveText('OBS not connected');
});

test('a streamer finds how to add the overlay to OBS from the landing’s streamer panel', async ({ page }) => {
  // A window with room for the whole panel (a shorter one keeps it as a chip).
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await page.getByTestId('streamer-panel').getByRole('link', { name: 'OBS: show your draws on stream' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add your overlay to OBS');
  await expect(page.getByRole('img', { name: /1920 wide and 1080 high/ })).toBeVisible();
});

test('the dashboard’s live preview shows the look as it is edited, on samples that never reach the stream; saved, the stream has it', async ({
  page,
  context,
}) => {
  test.slow();
  await installAxe(context);
  const project = await creatorAtForge(page);
  const creator = controls(page, project.token, project.projectId);
  await creator.set({ displaySeconds: OVERLAY_LIMITS.displaySeconds.max, volume: 0 });
  const overlay = await openSecretPage(page, (await creator.address()).url);
  await expect.poll(async () => (await creator.status()).connected).toBe(true);

  await page.goto(`/forge/projects/${project.projectId}/overlay`);
  const look = page.getByRole('region', { name: 'Look and sound' });
  const preview = page.frameLocator('iframe[title="Live preview of your overlay"]').getByTestId('overlay-alert');
  await look.getByRole('textbox', { name: 'A draw' }).fill('{rarity}! {collector} pulled {card}');
  await look.getByRole('textbox', { name: 'Panel' }).fill('#203a2c');
  await look.getByRole('button', { name: 'Show a draw' }).click();
  await expect(preview).toContainText('Legendary! pixelfan pulled Aurelion, the Unbroken');
  // The panel's colour, #203a2c, as the page mixes it (82 % at its start).
  await expect(preview).toHaveCSS('background-image', /color\(srgb 0.12549 0.227451 0.172549 \/ 0.82\)/);
  await expectScreenHolds(page, 'stream overlay dashboard: the look, and its live preview showing a sample draw');
  await look.getByRole('button', { name: 'Show a play' }).click();
  // The preview's queue is its own: the play waits for the draw on screen, as on stream.
  await expect(preview).toContainText('Legendary! pixelfan pulled');

  // A word a grant's alert does not have: said, and nothing saved.
  const earned = look.getByRole('textbox', { name: 'Draws earned' });
  await earned.fill('{card} for {collector}');
  await look.getByRole('button', { name: 'Save look' }).click();
  await expect(look).toContainText(OVERLAY_LOOK_MESSAGES.templateWord('card', 'grant'));
  expect((await creator.status()).settings.templates.grant).toBe('earned {draws} — {source}');
  await earned.fill('{collector} +{draws}');
  await look.getByRole('button', { name: 'Save look' }).click();
  await expect(page.getByText('Overlay look saved')).toBeVisible();

  // Nothing of the preview reached the stream; a real test alert there shows the saved look.
  expect((await creator.status()).waiting).toBe(0);
  await expect(overlay.getByTestId('overlay-alert')).toBeHidden();
  await creator.test('epic');
  await expect(overlay.getByTestId('overlay-alert')).toContainText(/Epic! Arcana test pulled/);
  expect((await creator.status()).settings).toMatchObject({
    templates: { draw: '{rarity}! {collector} pulled {card}', grant: '{collector} +{draws}' },
    colors: { panel: '#203a2c' },
  });
});
