import { randomInt, randomUUID } from 'node:crypto';
import pLimit from 'p-limit';
import { AUTH_PATHS, fillPath, HOUSE_PROJECT_SLUG, MARKET_SORTS, TRADING_PATHS, USDT_MINT, WALLET_PATHS } from '@arcana/shared';
import type { TMarketPage, TReservationAnswer, TUsdtTransfer } from '@arcana/shared/schemas';
import { startFakeSolanaRpc } from '../tools/fake-solana-rpc';
import { callSolanaRpc, fakeSolanaControl } from '../tools/fake-solana-control';
import { startMailCapture } from '../tools/mail-capture';
import { onPostgres } from '../tools/postgres-admin';
import { signWireTransaction } from '../tools/sign-wire-transaction';
import type { TestWallet } from '../tools/wallet-keys';
import { BENCH_PASSWORD, createAccounts, linkNewWallet, userIdOf } from './accounts';
import { latencyRow, type LatencyRow } from './fanout';
import { call, CallFailed, post } from './http';
import { startWithAdmin } from './published';
import { createScratchDatabase } from './scratch-database';

/** Buyers and listings of the race: each buyer buys one, trying others while the one they chose is held. */
const SALES = Number(process.env.BENCH_MARKET_SALES ?? 100);
/** Open listings of the market whose page is read. */
const LARGE = Number(process.env.BENCH_MARKET_LISTINGS ?? 10_000);
/** Sales one at a time after the race, each seller then changing their password. */
const ALONE = Number(process.env.BENCH_MARKET_ALONE ?? 10);
/** Reads of the large market per case. */
const READS = Number(process.env.BENCH_MARKET_READS ?? 200);

export type MarketRow = LatencyRow;

/** The listings in the order one buyer tries them: each their own, so buyers race for the same ones. */
function shuffled<T>(items: T[]): T[] {
  const order = [...items];
  for (let i = order.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

/**
 * House cards for each holder, and accounts a month old (past the trade hold), written straight into
 * the database: the sales are measured, not the draws.
 */
async function seedCards(url: string, holders: Array<{ userId: string; count: number }>) {
  await onPostgres(url, async (client) => {
    await client.query(`update users set created_at = now() - interval '30 days' where id = any($1::uuid[])`, [
      holders.map((holder) => holder.userId),
    ]);
    for (const { userId, count } of holders)
      await client.query(
        `insert into cards (user_id, name, description, image, rarity, type, power, defense, request_id)
         select $1, 'Bench Card ' || (n % 40), '', 'crimson-fox', (array['common','uncommon','rare','epic','legendary'])[n % 5 + 1],
           'beast', 10 + n % 11, 5 + n % 11, gen_random_uuid()
         from generate_series(0, $2 - 1) as n`,
        [userId, count],
      );
  });
}

/** `count` open listings of one seller's cards on the house's market, at prices from 1 to 100 USDT, listed over the last day. */
async function seedListings(url: string, sellerId: string, count: number) {
  await seedCards(url, [{ userId: sellerId, count }]);
  await onPostgres(url, (client) =>
    client.query(
      `insert into listings (card_id, seller_id, project_id, design_key, name, rarity, price, creator_share_bps, request_id, created_at)
       select c.id, c.user_id, p.id, 'name:' || c.name, c.name, c.rarity, (1 + (row_number() over () * 7919) % 9900) * 10000, 0,
         gen_random_uuid(), now() - (random() * interval '1 day')
       from cards c, projects p
       where c.user_id = $1 and p.slug = $2`,
      [sellerId, HOUSE_PROJECT_SLUG],
    ),
  );
}

/**
 * One buyer: reserves a listing (the next one when another buyer holds it), has their wallet sign and
 * send the payment, and confirms it; the time from reservation to confirmation.
 */
async function buyOne(base: string, rpcUrl: string, buyer: { token: string; wallet: TestWallet }, order: string[]) {
  for (const listingId of order) {
    const started = performance.now();
    let answer: TReservationAnswer;
    try {
      answer = await post<TReservationAnswer>(base, fillPath(TRADING_PATHS.reserve, { listingId }), {}, buyer.token);
    } catch (error) {
      if (error instanceof CallFailed && (error.status === 409 || error.status === 404)) continue;
      throw error;
    }
    const wire = signWireTransaction(answer.payment.transaction, buyer.wallet);
    const signature = await callSolanaRpc<string>(rpcUrl, 'sendTransaction', [wire, { encoding: 'base64' }]);
    const confirmed = await post<TUsdtTransfer>(
      base,
      WALLET_PATHS.confirmUsdtTransfer,
      { transferId: answer.payment.transferId, signature },
      buyer.token,
    );
    if (confirmed.status !== 'confirmed') throw new Error(`payment ${answer.payment.transferId}: ${confirmed.status}`);
    return performance.now() - started;
  }
  throw new Error('no listing left to buy');
}

/** What the database says of the race once the outbox has carried out every payment: sales, cards moved twice, payments without their card. */
async function outcome(url: string) {
  return onPostgres(url, async (client) => {
    for (let wait = 0; wait < 100; wait += 1) {
      const { rows } = await client.query<{ due: number }>(
        `select count(*)::int as due from domain_events where type = 'sale.paid' and done_at is null and dead_at is null`,
      );
      if (rows[0]!.due === 0) break;
      await new Promise((done) => setTimeout(done, 100));
    }
    const one = async (sql: string) => (await client.query<{ n: number }>(sql)).rows[0]!.n;
    return {
      sales: await one(`select count(*)::int as n from listings where state = 'sold'`),
      movedTwice: await one(
        `select count(*)::int as n from (select card_id from card_transfers where kind = 'sale' group by card_id having count(*) > 1) t`,
      ),
      paidWithoutCard: await one(
        `select count(*)::int as n from usdt_transfers t join listing_reservations r on r.id = t.sale_reservation_id
         where t.status = 'confirmed' and r.state <> 'sold'`,
      ),
    };
  });
}

/**
 * How long after each sale of these sellers its 'Card sold' notice was in their bell, and after each
 * of their password changes its 'Listing withdrawn' notice.
 */
const noticeLags = (url: string, sellerIds: string[]) =>
  onPostgres(url, async (client) => {
    const lags = async (query: string) => (await client.query<{ ms: number }>(query, [sellerIds])).rows.map((found) => found.ms);
    return {
      sold: await lags(
        `select extract(epoch from n.created_at - l.closed_at)::float8 * 1000 as ms
         from listings l join notifications n on n.user_id = l.seller_id and n.type = 'card_sold'
         where l.state = 'sold' and l.seller_id = any($1::uuid[])`,
      ),
      withdrawn: await lags(
        `select extract(epoch from n.created_at - cc.changed_at)::float8 * 1000 as ms
         from credential_changes cc join notifications n on n.user_id = cc.user_id and n.type = 'listing_withdrawn'
         where cc.user_id = any($1::uuid[])`,
      ),
    };
  });

/** Reads of the large market, each case `READS` times one after another: its latency as a visitor's page meets it. */
async function readMarket(base: string): Promise<MarketRow[]> {
  const market = (query: string) => `${fillPath(TRADING_PATHS.market, { slug: HOUSE_PROJECT_SLUG })}${query}`;
  const cases: Array<[string, (n: number) => string]> = [
    ...MARKET_SORTS.map((sort): [string, (n: number) => string] => [
      `sorted ${sort}, pages 1 to 5`,
      (n) => `?sort=${sort}&page=${(n % 5) + 1}`,
    ]),
    ['searched by name', (n) => `?q=card%20${n % 40}`],
    ['filtered by rarity and design', (n) => `?rarity=rare&design=${encodeURIComponent(`name:Bench Card ${n % 40}`)}`],
  ];
  const rows: MarketRow[] = [];
  for (const [label, query] of cases) {
    const times: number[] = [];
    for (let n = 0; n < READS; n += 1) {
      const at = performance.now();
      await call<TMarketPage>(base, 'GET', market(query(n)), undefined);
      times.push(performance.now() - at);
    }
    rows.push(
      latencyRow(
        `the market page of ${LARGE.toLocaleString('en-US')} listings: ${label} (GET /api/market/{slug})`,
        `${READS} reads`,
        times,
      ),
    );
  }
  return rows;
}

/**
 * Sellers each listing `each` house cards at 5 USDT, signed in with their password (as a seller
 * listing from their desk: presence proved for the listing), with a linked wallet to be paid to.
 */
async function listEach(base: string, url: string, accounts: Array<{ email: string }>, each = 1) {
  const sellers = await Promise.all(
    accounts.map((seller) => post<{ token: string }>(base, AUTH_PATHS.login, { email: seller.email, password: BENCH_PASSWORD })),
  );
  await Promise.all(sellers.map((seller) => linkNewWallet(base, seller.token)));
  const sellerIds = sellers.map((seller) => userIdOf(seller.token));
  await seedCards(
    url,
    sellerIds.map((userId) => ({ userId, count: each })),
  );
  const cards = await onPostgres(
    url,
    async (client) =>
      (await client.query<{ id: string; user_id: string }>('select id, user_id from cards where user_id = any($1::uuid[])', [sellerIds]))
        .rows,
  );
  const tokenOf = new Map(sellers.map((seller, i) => [sellerIds[i]!, seller.token]));
  const listing = pLimit(8);
  await Promise.all(
    cards.map((card) =>
      listing(() =>
        post(
          base,
          fillPath(TRADING_PATHS.listing, { cardId: card.id }),
          { requestId: randomUUID(), price: '5' },
          tokenOf.get(card.user_id)!,
        ),
      ),
    ),
  );
  const listed = await onPostgres(
    url,
    async (client) =>
      (
        await client.query<{ id: string; seller_id: string }>(
          `select id, seller_id from listings where state = 'open' and seller_id = any($1::uuid[]) order by seller_id, id`,
          [sellerIds],
        )
      ).rows,
  );
  const listingIds = listed.map((row) => row.id);
  // One listing of each seller: what one buyer buys from each.
  const firstEach = listed.filter((row, i) => i === 0 || listed[i - 1]!.seller_id !== row.seller_id).map((row) => row.id);
  return { sellerIds, listingIds, firstEach, sellers };
}

/**
 * npm run bench (market), on PostgreSQL: `SALES` buyers buying `SALES` listings at once through the
 * real payment path (a two-minute hold, one transaction signed and sent to the fake Solana network,
 * confirmed, the card moved by the outbox), counted from the database; then a market of `LARGE` open
 * listings read by sort, search and filter.
 */
export async function benchMarket(database: string, env: Record<string, string>): Promise<MarketRow[]> {
  const scratch = await createScratchDatabase(env.DATABASE_URL!, 'arcana_market');
  const mail = await startMailCapture();
  const rpc = await startFakeSolanaRpc();
  const { server } = await startWithAdmin(
    { ...env, DATABASE_URL: scratch.url, MARKET_ENABLED: 'true', SOLANA_RPC_URL: rpc.url },
    mail,
    'market',
  );
  try {
    const base = server.url;
    const solana = fakeSolanaControl(rpc.url);
    const accounts = await createAccounts(base, mail, 2 * SALES + 1 + ALONE);
    const [large, ...rest] = accounts;
    const buyers = await Promise.all(
      rest.slice(SALES, 2 * SALES).map(async (buyer) => {
        const wallet = await linkNewWallet(base, buyer.token);
        await solana.setBalance(wallet.publicKey, { lamports: 1_000_000_000, tokens: { [USDT_MINT]: 1_000 } });
        return { ...buyer, wallet };
      }),
    );
    const { listingIds } = await listEach(base, scratch.url, rest.slice(0, SALES));

    const limit = pLimit(SALES);
    const started = performance.now();
    const times = await Promise.all(buyers.map((buyer) => limit(() => buyOne(base, rpc.url, buyer, shuffled(listingIds)))));
    const seconds = (performance.now() - started) / 1000;
    const { sales, movedTwice, paidWithoutCard } = await outcome(scratch.url);
    const value = `${sales} sales of ${SALES} in ${seconds.toFixed(1)} s; ${movedTwice} cards moved twice; ${paidWithoutCard} payments without their card`;

    // Then sales one at a time on a quiet server, each to one buyer: what a seller meets on an ordinary day.
    // Each of these sellers lists two cards; once one has sold, they change their password, which
    // withdraws the other: that notice is recorded by the change's handler, a second step of the outbox.
    const alone = await listEach(base, scratch.url, rest.slice(2 * SALES), 2);
    for (const listingId of alone.firstEach) await buyOne(base, rpc.url, buyers[0]!, [listingId]);
    for (const seller of alone.sellers)
      await post(base, AUTH_PATHS.changePassword, { currentPassword: BENCH_PASSWORD, newPassword: `${BENCH_PASSWORD}x` }, seller.token);
    const { sold, withdrawn } = await noticeLags(scratch.url, alone.sellerIds);

    await seedListings(scratch.url, userIdOf(large!.token), LARGE);
    const rows = [
      latencyRow(`${SALES} buyers for ${SALES} listings at once: reserve, pay, confirm`, value, times),
      latencyRow(
        `${ALONE} sales one at a time: the seller's 'Card sold' notice in their bell, after the sale`,
        `${sold.length} notices`,
        sold,
      ),
      latencyRow(
        `${ALONE} password changes, each withdrawing a listing: its 'Listing withdrawn' notice, after the change`,
        `${withdrawn.length} notices`,
        withdrawn,
      ),
      ...(await readMarket(base)),
    ];
    return rows.map((r) => ({ ...r, case: `${database}: ${r.case}` }));
  } finally {
    await server.stop();
    await rpc.close();
    await mail.close();
    await scratch.drop();
  }
}

export function printMarket(rows: MarketRow[]) {
  console.log(
    'Market (100 buyers for 100 listings at once; 10 sales and password changes one at a time; a market page of 10,000 listings)',
  );
  console.table(rows.map((r) => ({ ...r, p50ms: Number(r.p50ms.toFixed(1)), p99ms: Number(r.p99ms.toFixed(1)) })));
}
