import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import pLimit from 'p-limit';
import { chromium, type Browser } from 'playwright-core';
import { CARD_PATHS } from '@arcana/shared';
import type { TCard } from '@arcana/shared/schemas';
import { startArcanaProcess } from '../tools/arcana-process';
import { startMailCapture, type MailCapture } from '../tools/mail-capture';
import type { TestWallet } from '../tools/wallet-keys';
import { BENCH_LIMITS, createAccount, linkNewWallet, type BenchAccount } from './accounts';
import { call, post } from './http';

/**
 * An account holding `count` cards, collected the way the app collects them: a linked wallet, then
 * one POST /users/collectibles/collect per card (8 in flight), each a fresh request id. Slower than
 * inserting rows, but every card and notification is what the server itself makes.
 */
export async function accountWithCards(base: string, mail: MailCapture, count: number) {
  const account: BenchAccount = await createAccount(base, mail);
  const wallet = await linkNewWallet(base, account.token);
  const started = performance.now();
  const limit = pLimit(8);
  await Promise.all(Array.from({ length: count }, () => limit(() => collectCard(base, account, wallet))));
  const seconds = (performance.now() - started) / 1000;
  const cards = await call<TCard[]>(base, 'GET', CARD_PATHS.mine, undefined, account.token);
  return { account, wallet, cards, seconds };
}

/** One more card for the account, collected as the app collects it. */
export function collectCard(base: string, account: BenchAccount, wallet: TestWallet) {
  return post(base, CARD_PATHS.collect, { publicKey: wallet.publicKey, requestId: randomUUID() }, account.token);
}

/**
 * The compiled server (with a mail catcher for its sign-ups) and Chromium, for a benchmark in the
 * browser: `run` gets them; everything stops after it.
 */
export async function withArcanaInChromium<T>(
  run: (setup: { base: string; browser: Browser; mail: MailCapture }) => Promise<T>,
  args: string[] = [],
): Promise<T> {
  const mail = await startMailCapture();
  const server = await startArcanaProcess('compiled', {
    SMTP_URL: `smtp://127.0.0.1:${mail.smtpPort}`,
    WEB_DIST_DIR: join(import.meta.dirname, '..', 'apps', 'web', 'dist'),
    ...BENCH_LIMITS,
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', ...args],
  });
  try {
    return await run({ base: server.url, browser, mail });
  } finally {
    await browser.close();
    await server.stop();
    await mail.close();
  }
}

/** The same, for the inventory: `run` also gets an account holding `count` cards. */
export function withInventoryInChromium<T>(
  count: number,
  run: (setup: { base: string; browser: Browser } & Awaited<ReturnType<typeof accountWithCards>>) => Promise<T>,
  args: string[] = [],
): Promise<T> {
  return withArcanaInChromium(
    async ({ base, browser, mail }) => run({ base, browser, ...(await accountWithCards(base, mail, count)) }),
    args,
  );
}
