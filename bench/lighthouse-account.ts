import puppeteer, { type Page } from 'puppeteer-core';
import { defaultConfig } from 'lighthouse';
import type { MailCapture } from '../tools/mail-capture';
import type { BenchAccount } from './accounts';
import { accountWithCards, collectCard } from './inventory-seed';

/** The inventory Lighthouse measures holds as many cards as a player who has played a while. */
export const INVENTORY_CARDS = 30;
/** How many more cards `collectUntilACardIsTheLcp` collects at most before it gives up. */
const MORE_CARDS_AT_MOST = 100;
/** A card, in the grid and in the list: its name or its art may be the largest paint. */
const CARD = '[data-card-id]';

/** A verified account with a linked wallet and `INVENTORY_CARDS` cards, collected through the API. */
export const lighthouseAccount = (base: string, mail: MailCapture) => accountWithCards(base, mail, INVENTORY_CARDS);
export type LighthouseAccount = Awaited<ReturnType<typeof lighthouseAccount>>;

/**
 * Signs the browser in the way the app keeps a session (localStorage, see apps/web/src/api/session-storage.ts).
 * Lighthouse's storage reset leaves localStorage alone, so the pages it loads afterwards are signed in;
 * the app itself keeps the stored tokens fresh from then on.
 */
export async function signInBrowser(debuggingPort: number, base: string, account: BenchAccount) {
  await withPage(debuggingPort, async (page) => {
    await page.goto(`${base}/api/health`);
    await page.evaluate(({ token, refreshToken }: BenchAccount) => {
      localStorage.setItem('token', token);
      localStorage.setItem('refreshToken', refreshToken);
      localStorage.setItem('isAuthenticated', 'true');
    }, account);
  });
}

/**
 * `/inventory`'s slowest case on a phone: its largest paint is the page's title unless a card on the
 * first screen paints larger (a long name on two lines, or its art), and then it waits for the cards.
 * Collects one card at a time (the newest comes first) until part of a card is the largest paint on
 * Lighthouse's phone screen; returns how many cards the account then holds.
 */
export async function collectUntilACardIsTheLcp(debuggingPort: number, base: string, { account, wallet, cards }: LighthouseAccount) {
  return withPage(debuggingPort, async (page) => {
    const phone = defaultConfig.settings!.screenEmulation!;
    await page.setViewport({
      width: phone.width!,
      height: phone.height!,
      deviceScaleFactor: phone.deviceScaleFactor,
      isMobile: phone.mobile,
    });
    await page.evaluateOnNewDocument(() => {
      const paints: Element[] = [];
      Object.assign(window, { largestPaints: paints });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { element: Element | null }>)
          if (entry.element) paints.push(entry.element);
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    for (let more = 0; more <= MORE_CARDS_AT_MOST; more++) {
      await page.goto(`${base}/inventory`, { waitUntil: 'networkidle0' });
      await page.waitForSelector(CARD);
      const isCard = await page.evaluate((card) => {
        const largest = (window as unknown as { largestPaints: Element[] }).largestPaints.at(-1);
        return Boolean(largest?.closest(card));
      }, CARD);
      if (isCard) return cards.length + more;
      // The token the app keeps fresh: the one from the account's creation may have expired by now.
      const token = await page.evaluate(() => localStorage.getItem('token'));
      await collectCard(base, { ...account, token: token ?? account.token }, wallet);
    }
    throw new Error(`no card was the largest paint after ${MORE_CARDS_AT_MOST} more cards`);
  });
}

async function withPage<T>(debuggingPort: number, use: (page: Page) => Promise<T>): Promise<T> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${debuggingPort}` });
  const page = await browser.newPage();
  try {
    return await use(page);
  } finally {
    await page.close();
    await browser.disconnect();
  }
}
