import { randomUUID } from 'node:crypto';
import { API_V1_PATHS, INTEGRATOR_MESSAGES, REWARD_PATHS } from '@arcana/shared';
import type { TApiGrant, TLinkCode, TRule } from '@arcana/shared/schemas';
import { expect, test, type Page } from './fixtures';
import { call, creatorAtForge, path } from './creators';
import { drawnOnProjectPage, signedInUser } from './support';
import { E2E_PORTS } from './ports';

/** A game's server, calling the versioned API with its key as a studio's own code would. */
function gameServer(page: Page, key: string) {
  const headers = { authorization: `Bearer ${key}` };
  return {
    async linkCode(playerId: string) {
      const res = await page.request.post(`/api${API_V1_PATHS.linkCodes}`, {
        headers: { ...headers, 'idempotency-key': randomUUID() },
        data: { playerId },
      });
      expect(res.status()).toBe(201);
      return (await res.json()) as TLinkCode;
    },
    async grant(body: { playerId: string; collectionId: string; draws: number; reason: string }) {
      const res = await page.request.post(`/api${API_V1_PATHS.grants}`, {
        headers: { ...headers, 'idempotency-key': randomUUID() },
        data: body,
      });
      return { status: res.status(), body: (await res.json()) as TApiGrant & { code?: string } };
    },
  };
}

/** A creator's published project whose collection takes grants from a game's server (its rule on), on its Game API page. */
async function gameApiReady(page: Page) {
  const project = await creatorAtForge(page);
  const rule = (await call(page, project.token, 'POST', path(REWARD_PATHS.rules, { collectionId: project.collectionId }), {
    terms: { source: 'api', reward: 2 },
  })) as TRule;
  await call(page, project.token, 'PATCH', path(REWARD_PATHS.rule, { ruleId: rule.id }), { enabled: true });
  await page.getByRole('link', { name: `Game API of ${project.name}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Game API');
  return project;
}

/** A key made on the Game API page: the dialog that shows it once, and its secret. */
async function newKey(page: Page) {
  await page.getByRole('button', { name: 'New key' }).click();
  const dialog = page.getByRole('dialog', { name: 'New API key' });
  await dialog.getByLabel('Name').fill('Game server');
  await dialog.getByRole('button', { name: 'Create key' }).click();
  const shown = page.getByRole('dialog', { name: 'Your new key' });
  const secret = await shown.getByLabel('Game server').inputValue();
  expect(secret).toMatch(/^ak_live_/);
  return { shown, secret };
}

test('a creator makes a key on Game API; the game links a player by code and grants a draw the player draws', async ({ page, browser }) => {
  test.slow();
  const project = await gameApiReady(page);
  await expect(page.getByText('No key yet.')).toBeVisible();
  const { shown, secret } = await newKey(page);
  await shown.getByRole('button', { name: 'I have copied it' }).click();
  const keys = page.getByRole('list', { name: 'API keys' });
  await expect(keys.getByRole('listitem')).toHaveCount(1);
  await expect(keys).toContainText(`${secret.slice(0, 12)}…`);
  await expect(keys).not.toContainText(secret.slice(12));

  // The game asks for a code for its player; the player opens the address the game shows.
  const game = gameServer(page, secret);
  const code = await game.linkCode('hero-42');
  const playerPage = await (await browser.newContext()).newPage();
  await signedInUser(playerPage);
  await playerPage.goto(new URL(code.verificationUriComplete).pathname + new URL(code.verificationUriComplete).search);
  // The project asking is named before anything is linked; 'Link' has the focus, for a keyboard.
  const asking = playerPage.getByRole('region', { name: `Link to ${project.name}` });
  await expect(asking).toContainText(INTEGRATOR_MESSAGES.linkAsk(project.name));
  await expect(asking.getByRole('button', { name: 'Link' })).toBeFocused();
  await playerPage.keyboard.press('Enter');
  await expect(playerPage.getByRole('status').filter({ hasText: `Your player in ${project.name} is linked` })).toBeVisible();

  // The player finishes a level: the draw arrives live, and is drawn.
  const granted = await game.grant({ playerId: 'hero-42', collectionId: project.collectionId, draws: 1, reason: 'finished level 3' });
  expect(granted).toMatchObject({ status: 201, body: { status: 'granted', draws: 1 } });
  await playerPage.goto(`/projects/${project.slug}`);
  const banner = playerPage.getByRole('banner');
  await banner.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  await expect(playerPage.getByText(`You earned 1 draw in ${project.name}`).first()).toBeVisible();
  await playerPage.keyboard.press('Escape');
  await expect(playerPage.getByRole('link', { name: 'Link your player' })).toBeVisible();
  // The welcome draw and the one granted.
  await expect(playerPage.getByTestId('collection-draws-left')).toHaveText('2 draws left');
  await drawnOnProjectPage(playerPage);
  await expect(playerPage.getByTestId('collection-draws-left')).toHaveText('1 draw left');

  // The player's linked games, and unlinking: the game's grants wait again.
  await playerPage.goto('/settings?tab=integrations');
  const linked = playerPage.getByRole('list', { name: 'Linked games' });
  await expect(linked).toContainText('Player hero-42');
  await linked.getByRole('button', { name: `Unlink ${project.name}` }).click();
  await expect(playerPage.getByText('No game is linked.')).toBeVisible();
  expect((await game.grant({ playerId: 'hero-42', collectionId: project.collectionId, draws: 1, reason: 'won' })).body.status).toBe(
    'pending',
  );

  // Revoking the key stops the game at once.
  await page.getByRole('button', { name: 'Revoke Game server' }).click();
  await page
    .getByRole('dialog', { name: /Revoke/ })
    .getByRole('button', { name: 'Revoke key' })
    .click();
  await expect(keys).toContainText('Revoked');
  expect((await game.grant({ playerId: 'hero-42', collectionId: project.collectionId, draws: 1, reason: 'won' })).status).toBe(401);
});

test('the demo game links a player by code, grants a draw on finishing a level, and hears both events signed', async ({
  page,
  browser,
}) => {
  test.slow();
  const project = await gameApiReady(page);
  const { shown, secret } = await newKey(page);
  await shown.getByRole('button', { name: 'I have copied it' }).click();

  // The game's own server hears the project's events at its /webhooks.
  const game = `http://127.0.0.1:${E2E_PORTS.demoGame}`;
  await page.getByRole('button', { name: 'Add endpoint' }).click();
  const adding = page.getByRole('dialog', { name: 'New webhook endpoint' });
  await adding.getByLabel('Endpoint address').fill(`${game}/webhooks`);
  await adding.getByRole('button', { name: 'Add endpoint' }).click();
  const signing = page.getByRole('dialog', { name: 'Signing secret' });
  const signingSecret = await signing.getByLabel(`${game}/webhooks`).inputValue();
  expect(signingSecret).toMatch(/^whsec_/);
  await signing.getByRole('button', { name: 'I have copied it' }).click();

  // The studio sets its game up with the key and the secret, on a page of its own.
  const gamePage = await (await browser.newContext()).newPage();
  await gamePage.goto(game);
  await gamePage.getByLabel('Project key').fill(secret);
  await gamePage.getByLabel('Webhook signing secret').fill(signingSecret);
  await gamePage.getByRole('button', { name: 'Save setup' }).click();
  await expect(gamePage.getByText('Set up: the key works')).toBeVisible();

  // A player asks to link; the game shows a code, the player enters it on Arcana.
  const playerPage = await (await browser.newContext()).newPage();
  await signedInUser(playerPage);
  await gamePage.getByRole('button', { name: 'Link to Arcana' }).click();
  const code = (await gamePage.locator('.code').textContent())!;
  expect(code).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
  await playerPage.goto('/link');
  await playerPage.getByLabel('Code').fill(code);
  await playerPage.getByRole('button', { name: 'Continue' }).click();
  await playerPage.getByRole('button', { name: 'Link' }).click();
  await expect(gamePage.getByText('runner-1 is linked to an Arcana account')).toBeVisible();

  // The player finishes a level: the draw arrives in Arcana live, and the game hears of it, signed.
  await playerPage.goto('/inventory');
  await gamePage.getByRole('button', { name: 'Finish level' }).click();
  await expect(gamePage.getByRole('list', { name: 'Levels' })).toContainText('Level 1: 1 draw granted');
  const banner = playerPage.getByRole('banner');
  await expect(banner.getByRole('button', { name: /^Notifications, [1-9]\d* unread$/ })).toBeVisible();
  const heard = gamePage.getByRole('list', { name: 'Webhooks received' });
  await expect(heard).toContainText('draws.granted: 1 draw(s) granted to runner-1: finished level 1 of Star Runner (signature verified)');

  // The player draws it: the game hears of the card too, once each.
  await playerPage.goto(`/projects/${project.slug}`);
  const drawn = await drawnOnProjectPage(playerPage);
  await expect(heard).toContainText(`card.drawn: runner-1 drew ${drawn}`);
  await expect(heard.getByText(/^draws\.granted/)).toHaveCount(1);

  // The creator reads the endpoint's deliveries: both delivered at the first attempt.
  await page.getByRole('button', { name: 'Deliveries' }).click();
  const log = page.getByRole('list', { name: 'Deliveries' });
  await expect(log.getByText('Delivered')).toHaveCount(2);

  // The creator rotates the secret: the game, still on the old one, takes the next event during the grace.
  await page.getByRole('button', { name: `Rotate secret of ${game}/webhooks` }).click();
  await page.getByRole('dialog', { name: 'Rotate signing secret' }).getByRole('button', { name: 'Rotate secret' }).click();
  const rotated = page.getByRole('dialog', { name: 'New signing secret' });
  expect(await rotated.getByLabel(`${game}/webhooks`).inputValue()).not.toBe(signingSecret);
  await rotated.getByRole('button', { name: 'I have copied it' }).click();
  await page.getByRole('button', { name: 'Send test event' }).click();
  await expect(heard).toContainText('test: test (signature verified)');
});
