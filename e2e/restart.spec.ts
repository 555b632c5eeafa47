import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { shortAddress } from '@arcana/shared';
import { startArcanaProcess, type ProcessHandle } from '../tools/arcana-process';
import { createTestWallet, signedLinkBody } from '../tools/wallet-keys';
import { E2E_PORTS } from './ports';
import { realtimeGreeting, signedInUser } from './support';

/**
 * A deploy, as users live it: the server gets SIGTERM and starts again on the same data while a page
 * is open. The page must reconnect by itself and receive what happens next, without a reload.
 */
test('after the server restarts, an open page receives a new notification without reload', async ({ page }) => {
  test.setTimeout(120_000);
  const env = {
    DATA_DIR: mkdtempSync(join(tmpdir(), 'arcana-restart-')),
    WEB_DIST_DIR: join(import.meta.dirname, '..', 'apps', 'web', 'dist'),
    SMTP_URL: `smtp://127.0.0.1:${E2E_PORTS.smtp}`,
  };
  let server: ProcessHandle = await startArcanaProcess('compiled', env);
  try {
    const api = async (path: string, body: unknown, token: string) => {
      const res = await fetch(`${server.url}/api${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return (await res.json()) as Record<string, unknown>;
    };
    const { token } = await signedInUser(page, server.url);

    const greeted = realtimeGreeting(page);
    await page.goto(`${server.url}/inventory`);
    await greeted;
    await page.evaluate(() => Object.assign(window, { arcanaSamePage: true }));

    const greetedAgain = realtimeGreeting(page);
    const port = Number(new URL(server.url).port);
    expect(await server.stop('SIGTERM')).toBe(0);
    server = await startArcanaProcess('compiled', env, port);
    await greetedAgain;

    const wallet = createTestWallet();
    const body = await signedLinkBody(wallet, () => api('/auth/wallet-nonce', {}, token));
    await api('/auth/link-wallet', body, token);
    await expect(page.getByText(`Wallet ${shortAddress(wallet.publicKey)} is now linked to your account.`)).toBeVisible();
    expect(await page.evaluate(() => (window as { arcanaSamePage?: boolean }).arcanaSamePage)).toBe(true);
  } finally {
    await server.stop('SIGTERM');
  }
});
