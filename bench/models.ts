import { CATALOGUE_CARDS } from '@arcana/shared/draw';
import type { TCardFace } from '@arcana/shared/schemas';
import { createCardModels } from '../apps/server/src/modules/models/index';
import type { Database } from '../apps/server/src/db/client';
import { keepSignedIn } from './accounts';
import { withInventoryInChromium } from './inventory-seed';

/**
 * Cards in 3D: a model drawn from nothing (a fresh cache each time: its face's SVG and art rendered,
 * its picture encoded, its glTF written), its size, and the collection room's frame time in Chromium
 * with 200 cards. Prints figures; asserts nothing.
 */
const ROOM_CARDS = Number(process.env.BENCH_ROOM_CARDS ?? 200);
const ROOM_SECONDS = 5;
/** Frames drawn as fast as they can be, not held to the display's rate: the interval is then the frame's cost. */
const UNTHROTTLED = ['--disable-gpu-vsync', '--disable-frame-rate-limit'];

export interface ModelRow {
  case: string;
  value: string;
  'p50 ms'?: number;
  'p95 ms'?: number;
  note?: string;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
const round = (value: number) => Math.round(value * 10) / 10;

/** Every catalogue card's model, each drawn from nothing by a service of its own (the art files are read from disk, as in use). */
async function modelTimes(): Promise<ModelRow[]> {
  // Our artworks never touch the database: only an uploaded picture is read from it.
  const noDatabase = null as unknown as Database;
  const faces: TCardFace[] = CATALOGUE_CARDS.map(({ name, type, rarity }, i) => ({
    name,
    type,
    rarity,
    description: '',
    image: '',
    power: 10 + i,
    defense: 70 - i,
  }));
  // The fonts are read once per process: a first model, not counted, loads them as the server's first does.
  await createCardModels(noDatabase).model(faces[0]!);
  const times: number[] = [];
  const sizes: number[] = [];
  for (const face of faces) {
    const models = createCardModels(noDatabase);
    const started = performance.now();
    const { bytes } = await models.model(face);
    times.push(performance.now() - started);
    sizes.push(bytes.length);
  }
  times.sort((a, b) => a - b);
  sizes.sort((a, b) => a - b);
  const kept = createCardModels(noDatabase);
  await kept.model(faces[0]!);
  const started = performance.now();
  await kept.model(faces[0]!);
  const cached = performance.now() - started;
  return [
    {
      case: 'model drawn from nothing',
      value: `${faces.length} cards`,
      'p50 ms': round(percentile(times, 0.5)),
      'p95 ms': round(percentile(times, 0.95)),
      note: 'target p50 ≤ 50 ms',
    },
    {
      case: 'model size',
      value: `${Math.round(percentile(sizes, 0.5) / 1024)} KB median, ${Math.round(sizes.at(-1)! / 1024)} KB largest`,
      note: 'limit 250 KB',
    },
    { case: 'model kept', value: '1 card', 'p50 ms': round(cached), note: 'the same face again' },
  ];
}

/** The room in Chromium (software WebGL: this machine has no GPU) with the account's cards: frame intervals while it turns. */
/** The room's stage at a desk's window, and at a quarter of its pixels: a software rasterizer's cost follows the pixels. */
const ROOM_WINDOWS = [
  { width: 1440, height: 900 },
  { width: 720, height: 450 },
];

/** The room in Chromium (software WebGL: this machine has no GPU) with the account's cards: frame intervals while it turns. */
function roomFrames(): Promise<ModelRow[]> {
  return withInventoryInChromium(
    ROOM_CARDS,
    async ({ base, browser, account, cards }) => {
      const rows: ModelRow[] = [];
      for (const viewport of ROOM_WINDOWS) {
        const context = await browser.newContext({ viewport });
        await keepSignedIn(context, account);
        const page = await context.newPage();
        const opened = performance.now();
        await page.goto(`${base}/inventory/room`);
        const room = page.getByRole('application');
        await room.waitFor({ timeout: 60_000 });
        await page.waitForFunction(() => document.querySelector('canvas')?.dataset.drawCalls === '4', undefined, { timeout: 60_000 });
        const shown = performance.now() - opened;
        // A script as text: the bench's compiler would name a function inside it with a helper the page lacks.
        const intervals = (await page.evaluate(`new Promise((resolve) => {
          const times = [];
          const until = performance.now() + ${ROOM_SECONDS * 1000};
          requestAnimationFrame(function frame(at) {
            times.push(at);
            if (at < until) requestAnimationFrame(frame);
            else resolve(times.slice(1).map((time, i) => time - times[i]));
          });
        })`)) as number[];
        const calls = await room.getAttribute('data-draw-calls');
        const faces = new Set(cards.map((card) => `${card.name}|${card.rarity}`)).size;
        intervals.sort((a, b) => a - b);
        await context.close();
        const size = `${viewport.width}×${viewport.height}`;
        rows.push(
          { case: `room open, faces on the cards (${size})`, value: `${cards.length} cards, ${faces} faces`, 'p50 ms': round(shown) },
          {
            case: `room frame interval (${size})`,
            value: `${calls} draw calls, ${Math.round((intervals.length / ROOM_SECONDS) * 10) / 10} frames/s`,
            'p50 ms': round(percentile(intervals, 0.5)),
            'p95 ms': round(percentile(intervals, 0.95)),
            note: 'software WebGL (SwiftShader), frames not held to a display rate',
          },
        );
      }
      return rows;
    },
    UNTHROTTLED,
  );
}

export async function benchModels(): Promise<ModelRow[]> {
  return [...(await modelTimes()), ...(await roomFrames())];
}

export function printModels(rows: ModelRow[]) {
  console.log('\nCards in 3D (models drawn on the server; the collection room in Chromium)');
  console.table(rows);
}
