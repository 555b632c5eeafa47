import { randomUUID } from 'node:crypto';
import { CRAFTING_PATHS, fillPath, PROJECT_PATHS, REVIEW_PATHS } from '@arcana/shared';
import type { TCollection, TCraftResult, TDuplicatesSummary, TProject } from '@arcana/shared/schemas';
import { onPostgres } from '../tools/postgres-admin';
import { startMailCapture } from '../tools/mail-capture';
import { createAccounts, createCreator, userIdOf, type BenchAccount } from './accounts';
import { latencyRow, type LatencyRow } from './fanout';
import { call, post } from './http';
import { call204, startWithAdmin } from './published';
import { createScratchDatabase } from './scratch-database';

/** Collectors crafting at once, each one craft after another, as many devices would. */
const COLLECTORS = 50;
/** Each collector's crafts: dismantles of one card, then fuses of two. */
const DISMANTLES = Number(process.env.BENCH_CRAFT_DISMANTLES ?? 20);
const FUSES = Number(process.env.BENCH_CRAFT_FUSES ?? 10);
/** The collection 'Dismantle all duplicates' reads, of one collector. */
const LARGE = Number(process.env.BENCH_CRAFT_LARGE ?? 50_000);
/** Common designs the cards are spread over; one uncommon, made only at the Forge. */
const DESIGNS = 10;

export type CraftingRow = LatencyRow;

/**
 * A creator's collection with crafting on, published through the API: ten commons drawn by chance, an
 * uncommon made only by fusing two commons.
 */
async function craftingCollection(base: string, creatorToken: string, adminToken: string) {
  const project = await post<TProject>(
    base,
    PROJECT_PATHS.list,
    { name: 'Bench Forge', slug: 'bench-forge', tagline: 'Crafted' },
    creatorToken,
  );
  const collection = await post<TCollection>(
    base,
    fillPath(PROJECT_PATHS.collections, { projectId: project.id }),
    { name: 'Series 0', weights: { common: 10_000, uncommon: 0, rare: 0, epic: 0, legendary: 0 } },
    creatorToken,
  );
  const designs = fillPath(PROJECT_PATHS.designs, { collectionId: collection.id });
  const design = { power: [10, 20], defense: [5, 15], image: 'crimson-fox', type: 'beast' };
  for (let n = 0; n < DESIGNS; n += 1) await post(base, designs, { ...design, name: `Common ${n}`, rarity: 'common' }, creatorToken);
  await post(base, designs, { ...design, name: 'Forged', rarity: 'uncommon' }, creatorToken);
  await call(
    base,
    'PATCH',
    fillPath(PROJECT_PATHS.collection, { collectionId: collection.id }),
    {
      crafting: {
        dismantle: { common: 5, uncommon: 20, rare: 100, epic: 400, legendary: 1_600 },
        craft: { common: 40, uncommon: 100, rare: 400, epic: 1_600, legendary: 6_400 },
        fuse: 2,
        sets: [],
      },
    },
    creatorToken,
  );
  const submitted = await post<TCollection>(base, fillPath(PROJECT_PATHS.submit, { collectionId: collection.id }), {}, creatorToken);
  await call204(base, fillPath(REVIEW_PATHS.approve, { versionId: submitted.versions[0]!.id }), adminToken);
  return collection.id;
}

/**
 * Cards for the collectors, written straight into the database in one statement each: the crafts are
 * measured, not the draws (which the other sections measure). Each is a card of one of the commons.
 */
async function seedCards(url: string, collectionId: string, holders: Array<{ userId: string; count: number }>) {
  await onPostgres(url, async (client) => {
    const { rows } = await client.query<{ id: string; name: string }>(
      `select id, name from card_designs where collection_id = $1 and rarity = 'common' order by position`,
      [collectionId],
    );
    for (const { userId, count } of holders)
      await client.query(
        `insert into cards (user_id, name, description, image, rarity, type, power, defense, request_id, design_id)
         select $1, ($4::text[])[n % $5 + 1], '', 'crimson-fox', 'common', 'beast', 10 + n % 11, 5 + n % 11, gen_random_uuid(),
           ($3::uuid[])[n % $5 + 1]
         from generate_series(0, $2 - 1) as n`,
        [userId, count, rows.map((row) => row.id), rows.map((row) => row.name), rows.length],
      );
  });
}

/** Each collector's crafts one after another, all collectors at once: crafts a second, and each kind's latency. */
async function craftsAtOnce(base: string, collectors: Array<BenchAccount & { cardIds: string[] }>): Promise<CraftingRow[]> {
  const dismantles: number[] = [];
  const fuses: number[] = [];
  const timed = async (times: number[], path: string, body: object, token: string) => {
    const at = performance.now();
    await post<TCraftResult>(base, path, { requestId: randomUUID(), ...body }, token);
    times.push(performance.now() - at);
  };
  const started = performance.now();
  await Promise.all(
    collectors.map(async ({ token, cardIds }) => {
      for (let n = 0; n < DISMANTLES; n += 1) await timed(dismantles, CRAFTING_PATHS.dismantle, { cardIds: [cardIds[n]!] }, token);
      for (let n = 0; n < FUSES; n += 1) {
        const pair = cardIds.slice(DISMANTLES + 2 * n, DISMANTLES + 2 * n + 2);
        await timed(fuses, CRAFTING_PATHS.fuse, { cardIds: pair }, token);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const crafts = dismantles.length + fuses.length;
  const value = `${crafts} crafts by ${collectors.length} collectors in ${seconds.toFixed(1)} s: ${(crafts / seconds).toFixed(0)} crafts/s`;
  return [
    latencyRow('a dismantle of one card (POST /api/crafting/dismantle)', value, dismantles),
    latencyRow('a fuse of two into a draw (POST /api/crafting/fuse)', value, fuses),
  ];
}

/** 'Dismantle all duplicates' of a collector holding `LARGE` cards of ten designs: its summary, then its confirmation. */
async function dismantleAll(base: string, token: string): Promise<CraftingRow[]> {
  let at = performance.now();
  const summary = await call<TDuplicatesSummary>(base, 'GET', CRAFTING_PATHS.duplicates, undefined, token);
  const summed = performance.now() - at;
  at = performance.now();
  const done = await post<TCraftResult>(base, CRAFTING_PATHS.duplicates, { requestId: randomUUID(), asOf: summary.asOf }, token);
  const confirmed = performance.now() - at;
  const value = `${LARGE.toLocaleString('en-US')} cards: ${summary.cards.toLocaleString('en-US')} dismantled for ${done.essence[0]?.balance ?? 0} essence`;
  return [
    latencyRow('Dismantle all duplicates: its summary (GET)', value, [summed]),
    latencyRow('Dismantle all duplicates: confirmed (POST)', value, [confirmed]),
  ];
}

/**
 * npm run bench (crafting), on PostgreSQL: 50 collectors crafting at once (dismantles and fuses, each
 * a transaction under its collector's hold, a fuse a draw from their seed chain), and 'Dismantle all
 * duplicates' of a 50,000-card collection. Cards are written into the database, not drawn.
 */
export async function benchCrafting(database: string, env: Record<string, string>): Promise<CraftingRow[]> {
  const scratch = await createScratchDatabase(env.DATABASE_URL!, 'arcana_crafting');
  const mail = await startMailCapture();
  const { server, adminToken } = await startWithAdmin({ ...env, DATABASE_URL: scratch.url }, mail, 'crafting');
  try {
    const base = server.url;
    const { token: creatorToken } = await createCreator(base, mail);
    const collectionId = await craftingCollection(base, creatorToken, adminToken);
    const [large, ...collectors] = await createAccounts(base, mail, COLLECTORS + 1);
    const perCollector = DISMANTLES + 2 * FUSES;
    await seedCards(scratch.url, collectionId, [
      { userId: userIdOf(large!.token), count: LARGE },
      ...collectors.map((collector) => ({ userId: userIdOf(collector.token), count: perCollector })),
    ]);
    const holding = await onPostgres(scratch.url, async (client) =>
      Promise.all(
        collectors.map(async (collector) => ({
          ...collector,
          cardIds: (
            await client.query<{ id: string }>('select id from cards where user_id = $1 order by id', [userIdOf(collector.token)])
          ).rows.map((card) => card.id),
        })),
      ),
    );
    const rows = [...(await craftsAtOnce(base, holding)), ...(await dismantleAll(base, large!.token))];
    return rows.map((r) => ({ ...r, case: `${database}: ${r.case}` }));
  } finally {
    await server.stop();
    await mail.close();
    await scratch.drop();
  }
}

export function printCrafting(rows: CraftingRow[]) {
  console.log('Crafting (50 collectors crafting at once; Dismantle all duplicates of a 50,000-card collection)');
  console.table(rows.map((r) => ({ ...r, p50ms: Number(r.p50ms.toFixed(1)), p99ms: Number(r.p99ms.toFixed(1)) })));
}
