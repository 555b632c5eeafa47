import { randomUUID } from 'node:crypto';
import { API_KEY_PATHS, API_V1_PATHS, PLAYER_LINK_PATHS, PROJECT_PATHS, REVIEW_PATHS, REWARD_PATHS } from '@arcana/shared';
import type { TCollection, TLinkCode, TNewApiKey, TRule } from '@arcana/shared/schemas';
import { expect, test, type Page } from './fixtures';
import { call, path, publishedProject } from './creators';
import { installAxe } from './axe';
import { expectHoldsHere, expectScreenHolds } from './screens/holds';
import { adminToken, signedInUser } from './support';

const DESIGN = { description: 'Drawn at dawn.', power: [10, 20], defense: [5, 15] };

/**
 * A published project whose collection crafts: two commons drawn by chance, an uncommon and a
 * legendary made only at the Forge; dismantling a common gives 10 essence, crafting one costs 20,
 * two cards fuse, and 'Pond' is a set of the two commons. Its game's server grants draws.
 */
async function craftingProject(page: Page) {
  const project = await publishedProject(page);
  const { token, collectionId } = project;
  const designs = path(PROJECT_PATHS.designs, { collectionId });
  const designed = (await call(page, token, 'POST', designs, {
    ...DESIGN,
    name: 'Moss Toad',
    type: 'beast',
    rarity: 'common',
    image: 'crimson-fox',
  })) as {
    id: string;
  };
  await call(page, token, 'POST', designs, { ...DESIGN, name: 'Glass Owl', type: 'beast', rarity: 'uncommon', image: 'crimson-fox' });
  const collection = (await call(page, token, 'PATCH', path(PROJECT_PATHS.collection, { collectionId }), {
    weights: { common: 10_000, uncommon: 0, rare: 0, epic: 0, legendary: 0 },
  })) as TCollection;
  const fox = collection.designs.find((design) => design.name === 'Ember Fox')!;
  await call(page, token, 'PATCH', path(PROJECT_PATHS.collection, { collectionId }), {
    crafting: {
      dismantle: { common: 10, uncommon: 20, rare: 50, epic: 100, legendary: 200 },
      craft: { common: 20, uncommon: 40, rare: 100, epic: 200, legendary: 400 },
      fuse: 2,
      sets: [{ id: randomUUID(), name: 'Pond', designIds: [fox.id, designed.id] }],
    },
  });
  const submitted = (await call(page, token, 'POST', path(PROJECT_PATHS.submit, { collectionId }))) as TCollection;
  await call(page, await adminToken(page, 5), 'POST', path(REVIEW_PATHS.approve, { versionId: submitted.versions[0]!.id }));
  const rule = (await call(page, token, 'POST', path(REWARD_PATHS.rules, { collectionId }), {
    terms: { source: 'api', reward: 10 },
  })) as TRule;
  await call(page, token, 'PATCH', path(REWARD_PATHS.rule, { ruleId: rule.id }), { enabled: true });
  const key = (await call(page, token, 'POST', path(API_KEY_PATHS.keys, { projectId: project.projectId }), {
    name: 'Game server',
    mode: 'live',
    scopes: ['draws:grant', 'players:link'],
  })) as TNewApiKey;
  return { ...project, key: key.secret };
}

/** The game's server links the collector and grants them draws, which they draw: the pages under test are the Forge's. */
async function collectorWithCards(page: Page, project: Awaited<ReturnType<typeof craftingProject>>, count: number) {
  const collector = await signedInUser(page);
  const game = { authorization: `Bearer ${project.key}` };
  const playerId = `hero-${randomUUID().slice(0, 8)}`;
  const issued = await page.request.post(`/api${API_V1_PATHS.linkCodes}`, {
    headers: { ...game, 'idempotency-key': randomUUID() },
    data: { playerId },
  });
  const { code } = (await issued.json()) as TLinkCode;
  await call(page, collector.token, 'POST', path(PLAYER_LINK_PATHS.redeem, {}), { code });
  const granted = await page.request.post(`/api${API_V1_PATHS.grants}`, {
    headers: { ...game, 'idempotency-key': randomUUID() },
    data: { playerId, collectionId: project.collectionId, draws: count, reason: 'Finished the tutorial' },
  });
  expect(granted.ok()).toBe(true);
  for (let i = 0; i < count; i++)
    await call(page, collector.token, 'POST', path(PROJECT_PATHS.claim, { collectionId: project.collectionId }), {
      requestId: randomUUID(),
    });
  return collector;
}

test('a collector dismantles and fuses from the inventory, then dismantles all duplicates, crafts a badge and shows it on their profile', async ({
  page,
  browser,
}) => {
  test.slow();
  const project = await craftingProject(page);
  const collector = await collectorWithCards(page, project, 10);
  await installAxe(page.context());

  // The detail panel: dismantle one card, saying what it gives first.
  await page.goto('/inventory');
  await page
    .getByRole('button', { name: /^Ember Fox|^Moss Toad/ })
    .first()
    .click();
  const forge = page.getByRole('region', { name: 'At the Forge' });
  await expect(forge).toContainText(`Dismantling gives 10 essence of ${project.name}; fusing 2 makes one uncommon card.`);
  await forge.getByRole('button', { name: 'Dismantle' }).click();
  const dismantling = page.getByRole('dialog', { name: /^Dismantle / });
  await expect(dismantling).toContainText(`is spent for 10 essence of ${project.name}`);
  await dismantling.getByRole('button', { name: 'Dismantle' }).click();
  await expect(dismantling).toBeHidden();
  await expect(page.getByRole('button', { name: /^All 9/ })).toBeVisible();

  // Fuse two commons into the only uncommon, revealed as a draw is.
  await page
    .getByRole('button', { name: /^Ember Fox|^Moss Toad/ })
    .first()
    .click();
  await page.getByRole('region', { name: 'At the Forge' }).getByRole('button', { name: 'Fuse' }).click();
  const fusing = page.getByRole('dialog', { name: /^Fuse / });
  await expect(fusing.getByRole('listitem')).toHaveCount(2);
  await fusing.getByRole('button', { name: 'Fuse' }).click();
  // Its reveal plays (or, with reduced motion, shows the face at once); Done follows it.
  const forged = page.getByRole('dialog', { name: 'Forged: Glass Owl' });
  await forged.getByRole('button', { name: 'Done' }).click();
  await expect(forged).toBeHidden();

  // The Craft tab: essence, then every duplicate dismantled after its summary.
  await page.goto('/forge?tab=craft');
  const essence = page.getByRole('region', { name: 'Your essence' });
  await expect(essence).toContainText(`${project.name}10`);
  await expectScreenHolds(page, 'the Forge’s Craft tab');
  await page.getByRole('button', { name: 'Dismantle all duplicates' }).click();
  const summary = page.getByRole('dialog', { name: 'Dismantle all duplicates' });
  await expect(summary).toContainText(/\d duplicate cards will be dismantled \(\d common\)\. You keep one of each design: the strongest\./);
  const counted = Number((await summary.textContent())!.match(/(\d) duplicate cards/)![1]);
  await expectHoldsHere(page, 'Dismantle all duplicates, its summary (1440×900)');
  await expect(summary.getByRole('listitem')).toHaveText(`+${counted * 10} essence of ${project.name} (${counted} cards)`);
  await summary.getByRole('button', { name: `Dismantle ${counted}` }).click();
  await expect(summary).toBeHidden();
  await expect(essence).toContainText(`${project.name}${10 + counted * 10}`);

  // One of each common is left, but a design never drawn is crafted with essence; then the set's badge.
  const pond = page.getByRole('progressbar', { name: /^Pond: / });
  // Pond's line says which of its two designs are missing (the whole collection's says its own).
  const missing = /missing (.+)$/.exec((await page.getByText(/^\d of 2 designs held/).textContent()) ?? '')?.[1];
  if (missing) {
    await page.getByRole('button', { name: `Craft ${missing}` }).click();
    await page
      .getByRole('dialog', { name: `Craft ${missing}` })
      .getByRole('button', { name: 'Craft' })
      .click();
    await page
      .getByRole('dialog', { name: `Forged: ${missing}` })
      .getByRole('button', { name: 'Done' })
      .click();
  }
  await expect(pond).toHaveAccessibleName('Pond: 2 of 2 designs held');
  await page.getByRole('button', { name: 'Craft badge' }).click();
  await page.getByRole('dialog', { name: 'Pond: level 1' }).getByRole('button', { name: 'Craft badge' }).click();
  const badges = page.getByRole('region', { name: 'Your badges' });
  await expect(badges).toContainText(`PondLevel 1 · ${project.name}`);

  // The project's page shows the set's progress to a signed-in collector.
  await page.goto(`/projects/${project.slug}`);
  const sets = page.getByRole('region', { name: 'Your sets' });
  await expect(sets).toContainText('Level 1 of 5');
  await expect(sets.getByRole('link', { name: 'Craft at the Forge' })).toHaveAttribute('href', `/forge?tab=craft&project=${project.slug}`);

  // The public profile: off until the collector turns it on in Settings, then the card left (the fused one) chosen to show.
  const profileAddress = `/u/${collector.username}`;
  expect((await page.request.get(`/api/profiles/${collector.username}`)).status()).toBe(404);
  await page.goto('/settings?tab=profile');
  const publicProfile = page.locator('#public-profile');
  await publicProfile.getByRole('switch', { name: 'Anyone with the link sees my profile' }).check();
  await expect(publicProfile.getByRole('textbox', { name: 'Your profile’s address' })).toHaveValue(new RegExp(`${profileAddress}$`));
  await publicProfile.getByRole('button', { name: 'Choose cards' }).click();
  const picker = page.getByRole('dialog', { name: 'Cards to show' });
  await picker.getByRole('checkbox', { name: /^Glass Owl · Uncommon beast/ }).check();
  await expect(picker).toContainText('1 of 12 chosen');
  await expectHoldsHere(page, 'the public profile’s card picker (1440×900)');
  await picker.getByRole('button', { name: 'Save' }).click();
  await expect(picker).toBeHidden();
  await expect(publicProfile.getByRole('list', { name: 'Cards your profile shows' }).getByRole('listitem')).toHaveCount(1);

  // A posted link previews the profile, and a visitor sees its badge, its card and its project.
  const html = await (await page.request.get(profileAddress)).text();
  expect(html).toContain(`<meta property="og:title" content="${collector.username}, collector"`);
  const image = /<meta property="og:image" content="([^"]+)"/.exec(html)![1]!;
  expect((await page.request.get(new URL(image).pathname)).headers()['content-type']).toBe('image/png');
  const visitorContext = await browser.newContext();
  await installAxe(visitorContext);
  const visitor = await visitorContext.newPage();
  await visitor.goto(profileAddress);
  await expect(visitor.getByRole('heading', { level: 1, name: collector.username })).toBeVisible();
  await expect(visitor.getByRole('region', { name: 'Badges' })).toContainText(`PondLevel 1 · ${project.name}`);
  await expect(visitor.getByRole('region', { name: 'Cards' }).getByRole('listitem')).toHaveCount(1);
  await expect(visitor.getByRole('region', { name: 'Cards' })).toContainText('Glass Owl');
  await expect(visitor.getByRole('region', { name: 'Projects' }).getByRole('link', { name: project.name })).toBeVisible();
  await expectHoldsHere(visitor, 'a public profile (1440×900)');

  // Private again: the visitor's next look finds nothing.
  await publicProfile.getByRole('switch', { name: 'Anyone with the link sees my profile' }).uncheck();
  await expect(publicProfile.getByRole('textbox', { name: 'Your profile’s address' })).toBeHidden();
  await visitor.reload();
  await expect(visitor.getByText('This profile is not public')).toBeVisible();
  await visitorContext.close();
});
