import { randomUUID } from 'node:crypto';
import puppeteer from 'puppeteer-core';
import { CARD_PATHS, WALLET_PATHS } from '@arcana/shared';
import { createTestWallet, signedLinkBody } from '../tools/wallet-keys';
import type { MailCapture } from '../tools/mail-capture';
import { createAccount, type BenchAccount } from './accounts';
import { post } from './http';

/** The inventory Lighthouse measures holds as many cards as a player who has played a while. */
export const INVENTORY_CARDS = 30;

/** A verified account with a linked wallet and `INVENTORY_CARDS` cards, collected through the API. */
export async function accountWithCards(base: string, mail: MailCapture): Promise<BenchAccount> {
  const account = await createAccount(base, mail);
  const wallet = createTestWallet();
  await post(base, WALLET_PATHS.link, await signedLinkBody(wallet, () => post(base, WALLET_PATHS.nonce, {}, account.token)), account.token);
  for (let i = 0; i < INVENTORY_CARDS; i++) {
    await post(base, CARD_PATHS.collect, { publicKey: wallet.publicKey, requestId: randomUUID() }, account.token);
  }
  return account;
}

/**
 * Signs the browser in the way the app keeps a session (localStorage, see apps/web/src/api/session-storage.ts).
 * Lighthouse's storage reset leaves localStorage alone, so the pages it loads afterwards are signed in;
 * the app itself keeps the stored tokens fresh from then on.
 */
export async function signInBrowser(debuggingPort: number, base: string, account: BenchAccount) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${debuggingPort}` });
  try {
    const page = await browser.newPage();
    await page.goto(`${base}/api/health`);
    await page.evaluate(({ token, refreshToken }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('refreshToken', refreshToken);
      localStorage.setItem('isAuthenticated', 'true');
    }, account);
    await page.close();
  } finally {
    await browser.disconnect();
  }
}
