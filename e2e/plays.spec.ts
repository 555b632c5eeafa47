import { OVERLAY_PATHS, PLAY_PATHS, PROJECT_PATHS, REVIEW_PATHS } from '@arcana/shared';
import type { TCollectionActions, TDockAddress, TOverlayAddress } from '@arcana/shared/schemas';
import { expect, test, type Page } from './fixtures';
import { call, path, publishedProject } from './creators';
import { installAxe } from './axe';
import { expectHoldsHere, expectScreenHolds, PHONE, STREAMER } from './screens/holds';
import { adminToken, drawnOnProjectPage, keepSignedIn, signedInUser } from './support';
import { openSecretPage } from './streams';

const spentShout = { kind: 'shout', reusable: false, cooldownSeconds: 0, liveOnly: false } as const;

/** A published project whose cards play on stream: the creator's terms, submitted and approved again. */
async function playableProject(page: Page, actions: TCollectionActions) {
  const project = await publishedProject(page);
  await call(page, project.token, 'PATCH', path(PROJECT_PATHS.collection, { collectionId: project.collectionId }), { actions });
  const submitted = (await call(page, project.token, 'POST', path(PROJECT_PATHS.submit, { collectionId: project.collectionId }))) as {
    versions: Array<{ id: string }>;
  };
  await call(page, await adminToken(page, 5), 'POST', path(REVIEW_PATHS.approve, { versionId: submitted.versions[0]!.id }));
  return project;
}

const secretOf = async <T>(page: Page, token: string, url: string) =>
  (await (await page.request.get(url, { headers: { authorization: `Bearer ${token}` } })).json()) as T;

test('a collector plays a card from a phone; the streamer approves it from the OBS dock; the overlay performs it once, across a reload', async ({
  page,
  browser,
}) => {
  test.slow();
  const project = await playableProject(page, { rarities: { common: spentShout, legendary: spentShout }, designs: {} });
  const overlayAddress = await secretOf<TOverlayAddress>(
    page,
    project.token,
    path(OVERLAY_PATHS.address, { projectId: project.projectId }),
  );
  await call(page, project.token, 'PATCH', path(OVERLAY_PATHS.overlay, { projectId: project.projectId }), { displaySeconds: 3, volume: 0 });
  const overlay = await openSecretPage(page, overlayAddress.url);
  const dockAddress = await secretOf<TDockAddress>(page, project.token, path(PLAY_PATHS.dockAddress, { projectId: project.projectId }));
  const dock = await openSecretPage(page, dockAddress.url, STREAMER);
  // axe goes into the pages it opens from here: the dock opens again with it.
  await installAxe(dock.context());
  await dock.reload();
  await expect(dock.getByText('No play waits.')).toBeVisible();

  // The collector, on a phone: a card drawn on the project's page, played right there, under
  // 'Your cards here' (from a card's detail panel in the inventory it is the same part).
  const phoneContext = await browser.newContext({ viewport: PHONE });
  await installAxe(phoneContext);
  const phone = await phoneContext.newPage();
  const collector = await signedInUser(phone);
  await phone.goto(`/projects/${project.slug}`);
  const drawn = await drawnOnProjectPage(phone);
  const yours = phone.getByRole('region', { name: 'Your cards here' });
  await expect(yours.getByRole('combobox', { name: 'Card to play' })).toHaveValue(new RegExp(`^${drawn} · (Common|Legendary)$`));
  await yours.getByRole('button', { name: 'Play on stream' }).click();
  const asking = phone.getByRole('dialog', { name: `Play ${drawn}` });
  await asking.getByRole('textbox', { name: /Your message for the stream/ }).fill('GG from the phone!');
  await expectHoldsHere(phone, 'playing a card (390×844)');
  await asking.getByRole('button', { name: 'Play' }).click();
  await expect(asking).toBeHidden();
  const state = yours.getByTestId('play-state');
  await expect(state).toHaveText('Waiting for the streamer');

  // The streamer's dock hears it at once; the overlay is paused, so it waits there once approved.
  const row = dock.getByRole('listitem', { name: `${collector.username} plays ${drawn}` });
  await expect(row).toContainText('“GG from the phone!”');
  await expectHoldsHere(dock, 'the OBS dock (1024×768)');
  // The same queue on the streamer's Forge page, at every width.
  await installAxe(page.context());
  await keepSignedIn(page, project.session);
  await page.goto(`/forge/projects/${project.projectId}/overlay`);
  const queue = page.getByRole('region', { name: 'Plays' });
  await expect(queue.getByRole('listitem', { name: `${collector.username} plays ${drawn}` })).toBeVisible();
  // Measured once the live preview has loaded: its sample buttons are greyed until then, and a colour
  // read in the frame they are enabled is still the grey one.
  await expect(page.getByRole('button', { name: 'Show a draw' })).toBeEnabled();
  await expectScreenHolds(page, 'the Forge’s play queue with a play waiting');
  await call(page, project.token, 'PATCH', path(OVERLAY_PATHS.overlay, { projectId: project.projectId }), { paused: true });
  // By key, as a streamer with a hand on the keyboard: A approves the oldest.
  await row.getByRole('button', { name: 'Approve' }).focus();
  await dock.keyboard.press('a');
  await expect(dock.getByRole('region', { name: 'On stream now' }).getByRole('listitem')).toHaveCount(1);
  await expect(state).toHaveText('On stream now');

  // The overlay reloads while the play waits: it still performs it, once.
  await overlay.reload();
  await call(page, project.token, 'PATCH', path(OVERLAY_PATHS.overlay, { projectId: project.projectId }), { paused: false });
  const performed = overlay.getByRole('region', { name: `${collector.username} plays ${drawn}` });
  await expect(performed).toContainText('“GG from the phone!”');
  await expect(performed).toBeHidden({ timeout: 10_000 });
  await expect(state).toHaveText('Done');
  await expect(yours.getByRole('button', { name: 'Play on stream' })).toBeDisabled();
  await expect(dock.getByRole('status')).toContainText('0 plays waiting · 0 on stream · 1 done today');
});
