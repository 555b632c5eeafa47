// @databases pglite: migrations — on an embedded database at the migration before; PostgreSQL runs every migration for its template
import { rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from './migrations-folder.js';
import { migrationsBefore } from '../../test/migrations-before.js';

describe("the free cards' migration into the ledger, on a database with free cards claimed", () => {
  let database: PGlite;
  let earlier: string;
  let ids: { userId: string; other: string; collectionId: string; cardId: string };

  beforeAll(async () => {
    earlier = migrationsBefore('0024_claims_spend_credits');
    database = await PGlite.create();
    await migrate(drizzle({ client: database }), { migrationsFolder: earlier });
    const user = async (name: string) =>
      (await database.query<{ id: string }>(`insert into users (username, email) values ($1, $1 || '@example.com') returning id`, [name]))
        .rows[0]!.id;
    const [userId, other] = [await user('claimed'), await user('not-yet')];
    // The house project's collection stands for any published one: the free claim was the same everywhere.
    const { rows: collections } = await database.query<{ id: string }>(`select id from collections limit 1`);
    const collectionId = collections[0]!.id;
    const { rows: cards } = await database.query<{ id: string }>(
      `insert into cards (user_id, public_key, request_id, name, description, image, rarity, type, power, defense)
       values ($1, 'key', gen_random_uuid(), 'Moss Toad', 'Still.', '🐸', 'common', 'beast', 12, 20) returning id`,
      [userId],
    );
    const cardId = cards[0]!.id;
    await database.query(`insert into free_claims (user_id, collection_id, card_id) values ($1, $2, $3)`, [userId, collectionId, cardId]);
    ids = { userId, other, collectionId, cardId };
    await migrate(drizzle({ client: database }), { migrationsFolder });
  });

  afterAll(async () => {
    await database?.close();
    if (earlier) rmSync(earlier, { recursive: true, force: true });
  });

  it('makes each free card a welcome draw granted and spent: nothing left, and no second welcome', async () => {
    const { rows: ledger } = await database.query<{
      user_id: string;
      delta: number;
      source: string;
      event_id: string | null;
      card_id: string | null;
    }>(`select user_id, delta, source, event_id, card_id from draw_credits where collection_id = $1 order by delta desc`, [
      ids.collectionId,
    ]);
    expect(ledger).toEqual([
      { user_id: ids.userId, delta: 1, source: 'welcome', event_id: 'welcome', card_id: null },
      { user_id: ids.userId, delta: -1, source: 'draw', event_id: null, card_id: ids.cardId },
    ]);
    const { rows: balances } = await database.query<{ user_id: string; balance: number }>(`select user_id, balance from credit_balances`);
    expect(balances).toEqual([{ user_id: ids.userId, balance: 0 }]);
  });

  it('drops the free claims', async () => {
    const { rows } = await database.query(`select 1 from information_schema.tables where table_name = 'free_claims'`);
    expect(rows).toEqual([]);
  });
});
