// @databases pglite postgres: smoke — the module on the embedded database
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AUTH_PATHS, CARD_PATHS, NOTIFICATION_PATHS, OPS_PATHS } from '@arcana/shared';
import { useListeningTestApp, useTestApp } from '../../../test/test-app.js';
import { buildUserWithWallet, post, PASSWORD } from '../../../test/factories.js';
import { nextEvent } from '../../../test/sockets.js';
import { METRICS_MESSAGES } from './metrics.routes.js';

const TOKEN = 'metrics-token-of-the-tests';
const { t, sockets, baseUrl } = useListeningTestApp({ metricsToken: TOKEN });

/** Scrapes as the scraper would; `null` sends no Authorization header. */
async function scrape(authorization: string | null = `Bearer ${TOKEN}`) {
  const res = await t.app.inject({ method: 'GET', url: `/api${OPS_PATHS.metrics}`, headers: authorization ? { authorization } : {} });
  return { status: res.statusCode, type: res.headers['content-type'], text: res.body };
}

/** The value of one series in the text format, e.g. `arcana_logins_total{outcome="refused"}`; 0 when absent. */
function valueOf(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('GET /api/metrics', () => {
  it('answers only the scraper holding METRICS_TOKEN', async () => {
    expect((await scrape(null)).status).toBe(401);
    const wrong = await scrape('Bearer metrics-token-of-the-test5');
    expect(wrong.status).toBe(401);
    expect(JSON.parse(wrong.text)).toEqual({ error: METRICS_MESSAGES.token, code: 'INVALID_TOKEN' });
    const right = await scrape();
    expect(right.status).toBe(200);
    expect(right.type).toContain('text/plain');
    expect(right.text).toContain('process_resident_memory_bytes');
  });

  it('counts logins by outcome, cards collected, and times requests by route pattern and the outbox’s events by type', async () => {
    const before = (await scrape()).text;
    const user = await buildUserWithWallet(t);
    expect((await post(t, `/api${AUTH_PATHS.login}`, { email: user.email, password: 'wrong-password-1' })).status).toBe(401);
    const second = await post(t, `/api${AUTH_PATHS.login}`, { email: user.email, password: PASSWORD });
    expect(second.status).toBe(200);
    const collected = await post(t, `/api${CARD_PATHS.collect}`, { publicKey: user.wallet.publicKey, requestId: randomUUID() }, user.token);
    expect(collected.status).toBe(200);
    const readAll = await t.app.inject({
      method: 'PATCH',
      url: `/api${NOTIFICATION_PATHS.markAllRead}`,
      payload: { requestId: randomUUID() },
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(readAll.statusCode).toBe(200);
    const loggedOut = await post(t, `/api${AUTH_PATHS.logout}`, { refreshToken: second.body.refreshToken }, second.body.token as string);
    expect(loggedOut.status).toBe(200);

    const after = (await scrape()).text;
    const grew = (series: string) => valueOf(after, series) - valueOf(before, series);
    expect(grew('arcana_logins_total{outcome="refused"}')).toBe(1);
    expect(grew('arcana_logins_total{outcome="signed-in"}')).toBeGreaterThanOrEqual(1);
    expect(grew('arcana_cards_collected_total')).toBe(1);
    expect(
      grew('arcana_http_request_duration_seconds_count{method="POST",route="/api/users/collectibles/collect",status_code="200"}'),
    ).toBe(1);
    // The signup's verified address, the wallet link's notice, the bell read, the draw's after-effects and the logout's ended session, carried out by the outbox before their answers.
    expect(grew('arcana_outbox_lag_seconds_count{type="account.changed"}')).toBe(1);
    expect(grew('arcana_outbox_lag_seconds_count{type="messages.owed"}')).toBe(1);
    expect(grew('arcana_outbox_lag_seconds_count{type="notice.owed"}')).toBe(1);
    expect(grew('arcana_outbox_lag_seconds_count{type="card.drawn"}')).toBe(1);
    expect(grew('arcana_outbox_lag_seconds_count{type="sessions.ended"}')).toBe(1);
    // A path with an id is counted under its pattern, never under the id.
    await t.app.inject({
      method: 'GET',
      url: `/api/users/collectibles/${user.wallet.publicKey}`,
      headers: { authorization: `Bearer ${user.token}` },
    });
    const patterns = (await scrape()).text;
    expect(patterns).toContain('route="/api/users/collectibles/:publicKey"');
    expect(patterns).not.toContain(user.wallet.publicKey);
  });

  it('counts the sockets connected to this instance, and the pool on PostgreSQL', async () => {
    const user = await buildUserWithWallet(t);
    const socket = sockets.open(baseUrl(), user.token);
    await nextEvent(socket, 'connected');
    const text = (await scrape()).text;
    expect(valueOf(text, 'arcana_sockets_connected')).toBeGreaterThanOrEqual(1);
    if (t.database.kind === 'postgres') expect(valueOf(text, 'arcana_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    else expect(text).not.toContain('arcana_db_pool_connections{');
    socket.close();
  });
});

describe('GET /api/metrics without METRICS_TOKEN', () => {
  const off = useTestApp();
  it('is a 404, whatever the request carries', async () => {
    const res = await off.app.inject({ method: 'GET', url: `/api${OPS_PATHS.metrics}`, headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: METRICS_MESSAGES.off, code: 'NOT_FOUND' });
  });
});
