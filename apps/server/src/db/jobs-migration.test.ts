// @databases pglite: migrations — on an embedded database at the migration before; PostgreSQL runs every migration for its template
import { rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from './migrations-folder.js';
import { migrationsBefore } from '../../test/migrations-before.js';

describe('the work each loop had left, carried over as jobs', () => {
  let database: PGlite;
  let earlier: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    earlier = migrationsBefore('0040_jobs');
    database = await PGlite.create();
    await migrate(drizzle({ client: database }), { migrationsFolder: earlier });
    const one = async (name: string, statement: string, params: unknown[] = []) =>
      (ids[name] = (await database.query<{ id: string }>(`${statement} returning id`, params)).rows[0]!.id);
    const mail = `insert into mail_outbox ("to", template, subject, html, text, link_sealed, sent_at, attempts) values ($1, 'verification', 's', 'h', 't', $2, $3, $4)`;
    await one('unsentMail', mail, ['a@example.com', 'sealed', null, 1]);
    await one('sentMail', mail, ['b@example.com', null, new Date(), 1]);
    await one('givenUpMail', mail, ['c@example.com', 'sealed', null, 5]);
    const kept = `insert into inbox (source, message_id, event_key, kind, payload, state, reply) values ('twitch', $1, $1, 'rule', '{}', $2, $3)`;
    await one('undecided', kept, ['m1', 'received', null]);
    await one('unreplied', kept, ['m2', 'granted', 'FULFILLED']);
    await one('done', kept, ['m3', 'granted', null]);
    const { rows: projects } = await database.query<{ id: string }>(`select id from projects limit 1`);
    const projectId = projects[0]!.id;
    await one('unspread', `insert into webhook_events (project_id, type, subject) values ($1, 'card.drawn', '{}')`, [projectId]);
    await one('spread', `insert into webhook_events (project_id, type, subject, dispatched_at) values ($1, 'card.drawn', '{}', now())`, [
      projectId,
    ]);
    await one(
      'endpoint',
      `insert into webhook_endpoints (project_id, url, secret, events) values ($1, 'https://example.com/hook', 's', '{card.drawn}')`,
      [projectId],
    );
    const delivery = `insert into webhook_deliveries (endpoint_id, event_id, type, body, state) values ($1, gen_random_uuid(), 'card.drawn', '{}', $2)`;
    await one('pending', delivery, [ids.endpoint, 'pending']);
    await one('delivered', delivery, [ids.endpoint, 'delivered']);
    await migrate(drizzle({ client: database }), { migrationsFolder });
  });

  afterAll(async () => {
    await database?.close();
    if (earlier) rmSync(earlier, { recursive: true, force: true });
  });

  it('owes a job for each mail unsent, event undecided or unreplied, event unspread and delivery pending, and none for what was done', async () => {
    const { rows } = await database.query<{ queue: string; key: string; group_key: string | null }>(
      `select queue, key, group_key from jobs order by queue, key`,
    );
    expect(rows).toEqual(
      expect.arrayContaining([
        { queue: 'mail', key: ids.unsentMail, group_key: null },
        { queue: 'earning.decide', key: ids.undecided, group_key: null },
        { queue: 'earning.reply', key: ids.unreplied, group_key: null },
        { queue: 'webhook.spread', key: ids.unspread, group_key: null },
        { queue: 'webhook.delivery', key: ids.pending, group_key: ids.endpoint },
      ]),
    );
    expect(rows).toHaveLength(5);
    const { rows: events } = await database.query<{ id: string }>(`select id from webhook_events`);
    expect(events).toEqual([{ id: ids.unspread }]);
  });
});
