// @databases pglite: migrations — on an embedded database at the migration before; PostgreSQL runs every migration for its template
import { rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalJson, fairDraw, HOUSE_ODDS_V1, houseDesignId, oddsVersionHash, serverSeedHash } from '@arcana/shared/draw';
import { ZOddsVersion } from '@arcana/shared/schemas';
import { migrationsFolder } from './migrations-folder.js';
import { migrationsBefore } from '../../test/migrations-before.js';

const SERVER_SEED = 'd4'.repeat(32);
const CLIENT_SEED = 'before-projects';
const HOUSE_MIGRATION = '0019_projects';

describe('the house project migration, on a database filled before projects', () => {
  let database: PGlite;
  let earlier: string;

  beforeAll(async () => {
    earlier = migrationsBefore(HOUSE_MIGRATION);
    database = await PGlite.create();
    await migrate(drizzle({ client: database }), { migrationsFolder: earlier });
    const { rows } = await database.query<{ id: string }>(
      `insert into users (username, email) values ('collector', 'collector@example.com') returning id`,
    );
    const userId = rows[0]!.id;
    // Two fair draws as the draw then made them, and one card from before provable fairness.
    for (const nonce of [0, 1]) {
      const card = fairDraw({ serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, nonce }, HOUSE_ODDS_V1)!;
      await database.query(
        `insert into cards (user_id, public_key, request_id, name, description, image, rarity, type, power, defense, server_seed_hash, client_seed, nonce)
         values ($1, 'key', gen_random_uuid(), $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
        [
          userId,
          card.name,
          card.description,
          card.image,
          card.rarity,
          card.type,
          card.power,
          card.defense,
          serverSeedHash(SERVER_SEED),
          CLIENT_SEED,
          nonce,
        ],
      );
    }
    await database.query(
      `insert into cards (user_id, public_key, request_id, name, description, image, rarity, type, power, defense)
       values ($1, 'key', gen_random_uuid(), 'Moss Toad', 'Sits very still, believes itself a rock.', '🐺', 'common', 'beast', 12, 20)`,
      [userId],
    );
    await migrate(drizzle({ client: database }), { migrationsFolder });
  });

  afterAll(async () => {
    await database?.close();
    if (earlier) rmSync(earlier, { recursive: true, force: true });
  });

  it('stores the house version byte for byte as the shared code writes it, under its hash', async () => {
    const { rows } = await database.query<{ slug: string; owner_id: string | null; canonical: string; hash: string; status: string }>(
      `select p.slug, p.owner_id, v.canonical, v.hash, v.status from projects p
       join collections c on c.project_id = p.id join odds_versions v on v.id = c.active_version_id`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ slug: 'arcana', owner_id: null, status: 'published' });
    expect(rows[0]!.canonical).toBe(canonicalJson(HOUSE_ODDS_V1));
    expect(rows[0]!.hash).toBe(oddsVersionHash(HOUSE_ODDS_V1));
    const { rows: designs } = await database.query<{ id: string; name: string }>(`select id, name from card_designs order by position`);
    expect(designs).toEqual(HOUSE_ODDS_V1.designs.map((d) => ({ id: d.id, name: d.name })));
  });

  it('keeps every card, each linked to its design and the house version, and every proof still holds', async () => {
    const { rows } = await database.query<{
      name: string;
      description: string;
      image: string;
      rarity: string;
      type: string;
      power: number;
      defense: number;
      nonce: number | null;
      design_id: string;
      canonical: string;
    }>(
      `select c.name, c.description, c.image, c.rarity, c.type, c.power, c.defense, c.nonce, c.design_id, v.canonical
       from cards c join odds_versions v on v.hash = c.odds_version_hash order by c.nonce nulls last`,
    );
    expect(rows).toHaveLength(3);
    const { rows: counted } = await database.query<{ drawn: number }>(`select sum(drawn_count)::integer as drawn from card_designs`);
    expect(counted[0]!.drawn).toBe(3);
    for (const { nonce, design_id, canonical, ...card } of rows) {
      expect(design_id).toBe(houseDesignId(card.name));
      if (nonce === null) continue;
      const version = ZOddsVersion.parse(JSON.parse(canonical));
      expect(fairDraw({ serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, nonce }, version)).toEqual({ ...card, designId: design_id });
    }
  });
});
