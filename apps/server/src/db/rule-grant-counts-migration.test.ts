// @databases pglite: migrations — on an embedded database at the migration before; PostgreSQL runs every migration for its template
import { rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from './migrations-folder.js';
import { migrationsBefore } from '../../test/migrations-before.js';

describe('the rules’ counts moving to their own rows, on a database with rules that granted', () => {
  let database: PGlite;
  let earlier: string;
  let rules: { spent: string; fresh: string };

  beforeAll(async () => {
    earlier = migrationsBefore('0032_rule_grant_counts');
    database = await PGlite.create();
    await migrate(drizzle({ client: database }), { migrationsFolder: earlier });
    // The house project's collection stands for any: a rule counted the same everywhere.
    const { rows: collections } = await database.query<{ id: string }>(`select id from collections limit 1`);
    const rule = async (granted: number) =>
      (
        await database.query<{ id: string }>(
          `insert into earning_rules (collection_id, source, terms, caps, granted) values ($1, 'share', '{}', '{}', $2) returning id`,
          [collections[0]!.id, granted],
        )
      ).rows[0]!.id;
    rules = { spent: await rule(7), fresh: await rule(0) };
    await migrate(drizzle({ client: database }), { migrationsFolder });
  });

  afterAll(async () => {
    await database?.close();
    if (earlier) rmSync(earlier, { recursive: true, force: true });
  });

  it('keeps what each rule granted, in its first row', async () => {
    const { rows } = await database.query<{ rule_id: string; slot: number; draws: number }>(
      `select rule_id, slot, draws from rule_grant_counts`,
    );
    expect(rows).toEqual([{ rule_id: rules.spent, slot: 0, draws: 7 }]);
  });

  it('drops the rules’ own column', async () => {
    const { rows } = await database.query(
      `select 1 from information_schema.columns where table_name = 'earning_rules' and column_name = 'granted'`,
    );
    expect(rows).toEqual([]);
  });
});
