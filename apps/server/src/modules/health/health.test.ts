// @databases pglite postgres: smoke — the module on the embedded database
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app.js';

describe('GET /api/health', () => {
  it('answers 200 while the database answers, and 503 once it does not', async () => {
    // No realtime adapter here: this test pulls the database out from under the app.
    const t = await createTestApp({ databaseUrl: undefined });
    const ok = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ status: 'ok', database: 'ok' });
    // Its own work is stopped first, as a shutdown stops it: a pool ended under a query that waits for a
    // connection leaves that query waiting for ever, and the app's close with it.
    await t.deps.jobs.stop();
    await t.deps.outbox.stop();
    await t.database.close();
    const down = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ error: 'Database unreachable', code: 'SERVICE_UNAVAILABLE' });
    await t.app.close();
    await t.deps.mail.close();
  });
});
