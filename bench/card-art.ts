import { cardArtSlug } from '@arcana/shared';
import { CATALOGUE_CARDS } from '@arcana/shared/draw';
import { keepSignedIn } from './accounts';
import { withInventoryInChromium } from './inventory-seed';

/**
 * What the cards' art costs a first visit to the inventory: an account holding more cards than any
 * window shows at once opens /inventory in Chromium at three window sizes; the art files fetched by
 * the time the network is quiet are counted, with the bytes they took on the wire (compressed, as the
 * server sends them) and unpacked. Prints figures; asserts nothing.
 */
const CARD_COUNT = Number(process.env.BENCH_ART_CARDS ?? 60);
const WINDOWS = [
  { name: 'desktop 1440×900', viewport: { width: 1440, height: 900 }, phone: false },
  { name: 'streamer 1024×768', viewport: { width: 1024, height: 768 }, phone: false },
  { name: 'phone 390×844', viewport: { width: 390, height: 844 }, phone: true },
];

/** An address of one of the cards' art files, as the build names them (`<slug>-<hash>.svg`). */
const ART_FILE = new RegExp(`/assets/(${CATALOGUE_CARDS.map((card) => cardArtSlug(card.name)).join('|')})-[\\w-]+\\.svg$`);

export interface CardArtRow {
  window: string;
  'cards on screen': number;
  'art files fetched': number;
  'art on the wire (KB)': string;
  'art unpacked (KB)': string;
}

export function benchCardArt(): Promise<CardArtRow[]> {
  return withInventoryInChromium(CARD_COUNT, async ({ base, browser, account }) => {
    const rows: CardArtRow[] = [];
    for (const { name, viewport, phone } of WINDOWS) {
      const context = await browser.newContext({ viewport, isMobile: phone, hasTouch: phone, reducedMotion: 'reduce' });
      await keepSignedIn(context, account);
      const page = await context.newPage();
      const sizes: Array<Promise<{ wire: number; unpacked: number }>> = [];
      page.on('requestfinished', (request) => {
        if (!ART_FILE.test(new URL(request.url()).pathname)) return;
        sizes.push(
          Promise.all([request.sizes(), request.response().then((response) => response?.body())]).then(([size, body]) => ({
            wire: size.responseBodySize,
            unpacked: body?.length ?? 0,
          })),
        );
      });
      await page.goto(`${base}/inventory`);
      await page.getByTestId('inventory-grid').getByRole('listitem').first().waitFor();
      await page.waitForLoadState('networkidle');
      const onScreen = await page
        .getByTestId('inventory-grid')
        .getByRole('listitem')
        .evaluateAll((items) => items.filter((item) => item.getBoundingClientRect().top < window.innerHeight).length);
      const fetched = await Promise.all(sizes);
      const kb = (bytes: number) => (bytes / 1024).toFixed(1);
      rows.push({
        window: name,
        'cards on screen': onScreen,
        'art files fetched': fetched.length,
        'art on the wire (KB)': kb(fetched.reduce((sum, each) => sum + each.wire, 0)),
        'art unpacked (KB)': kb(fetched.reduce((sum, each) => sum + each.unpacked, 0)),
      });
      await context.close();
    }
    return rows;
  });
}

export function printCardArt(rows: CardArtRow[]) {
  console.log(`\nThe cards' art on the inventory's first screen, ${CARD_COUNT} cards held:`);
  console.table(rows);
}
