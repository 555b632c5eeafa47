import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { fillPath, PROJECT_PATHS, REWARD_PATHS, TWITCH_PATHS } from '@arcana/shared';
import type { TProject, TRule } from '@arcana/shared/schemas';
import { startMailCapture } from '../tools/mail-capture';
import { freePort } from '../tools/arcana-process';
import { startFakeProviders } from '../tools/fake-providers';
import { createCreator } from './accounts';
import { consent } from './eventsub';
import { call, post } from './http';
import { publishedCollection, startWithAdmin } from './published';

export interface ViewerPathRow {
  'clicks and key presses': number;
  'seconds to the first card': string;
  'draws waiting on arrival': string;
}

/** Every click and key press the viewer makes, counted as Playwright sends them. */
function counted() {
  let actions = 0;
  const click = async (locator: ReturnType<Page['getByRole']>) => {
    actions += 1;
    await locator.click();
  };
  return { click, actions: () => actions };
}

/**
 * npm run bench (viewer): a viewer follows a streamer's link from chat on a phone, signed out, with no
 * wallet extension; their follow was kept before they had an account. From opening the project page to
 * their first card revealed: sign in with Twitch (the fake Twitch's consent page, one click),
 * complete-signup with the username offered, back on the project with the draws waiting, 'Draw a card'.
 * Prints the clicks and key presses and the seconds; asserts nothing.
 */
export async function benchViewerPath(env: Record<string, string>): Promise<ViewerPathRow> {
  const mail = await startMailCapture();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const providers = await startFakeProviders({ appOrigins: [base] });
  const webApp = { WEB_DIST_DIR: join(import.meta.dirname, '..', 'apps', 'web', 'dist') };
  const { server, adminToken } = await startWithAdmin({ ...env, ...providers.env, ...webApp, PUBLIC_URL: base }, mail, 'viewer', port);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const { token } = await createCreator(server.url, mail);
    const project = await post<TProject>(
      server.url,
      PROJECT_PATHS.list,
      { name: 'Nova Lumen', slug: 'nova-lumen', tagline: 'Live' },
      token,
    );
    const collectionId = await publishedCollection(server.url, { creatorToken: token, adminToken }, project.id, 1);
    const start = await fetch(`${server.url}/api${fillPath(TWITCH_PATHS.connect, { projectId: project.id })}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    const broadcaster = { id: '7100001', username: 'novalumen' };
    providers.oauth.autoApprove(true);
    await consent(server.url, providers, start, token, broadcaster);
    providers.oauth.autoApprove(false);
    const rule = await post<TRule>(
      server.url,
      fillPath(REWARD_PATHS.rules, { collectionId }),
      { terms: { source: 'twitch.follow', reward: 1 } },
      token,
    );
    await call(server.url, 'PATCH', fillPath(REWARD_PATHS.rule, { ruleId: rule.id }), { enabled: true }, token);
    for (const subscription of providers.twitch.subscriptions()) await providers.twitch.verified(subscription.id);
    const viewer = { id: '7100002', username: 'nova_fan' };
    await providers.twitch.notify(
      { type: 'channel.follow', broadcasterUserId: broadcaster.id },
      { user: { id: viewer.id, login: viewer.username, name: 'nova_fan' } },
    );
    providers.oauth.nextUser('twitch', { ...viewer, displayName: 'nova_fan' });

    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, reducedMotion: 'no-preference' });
    const page = await context.newPage();
    const { click, actions } = counted();
    const started = performance.now();
    await page.goto(`${server.url}/projects/${project.slug}`);
    await click(page.getByRole('link', { name: 'Log in to claim a free card' }));
    await click(page.getByRole('button', { name: 'Continue with Twitch' }));
    await click(page.getByRole('button', { name: 'Authorize' }));
    await page.getByLabel('Username').and(page.locator('[value="nova_fan"]')).waitFor();
    await click(page.getByRole('button', { name: 'Complete Signup' }));
    const left = page.getByTestId('collection-draws-left');
    await left.filter({ hasText: '2 draws left' }).waitFor();
    const waiting = (await left.textContent()) ?? '';
    await click(page.getByRole('button', { name: 'Draw a card of Series 1' }));
    await page.getByRole('dialog').locator('[data-phase="face"]').waitFor();
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    await context.close();
    return { 'clicks and key presses': actions(), 'seconds to the first card': seconds, 'draws waiting on arrival': waiting };
  } finally {
    await browser.close();
    await server.stop();
    await providers.close();
    await mail.close();
  }
}

export function printViewerPath(row: ViewerPathRow) {
  console.log('\nFrom a streamer’s link to the first card, signed out on a phone with no wallet (Twitch sign-in, a follow waiting):');
  console.table([row]);
}
