// @databases pglite postgres: smoke — the module on the embedded database
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_PATHS, NOTIFICATION_TYPES } from '@arcana/shared';
import { buildUser, get, observerTokenFor } from '../../../test/factories.js';
import { nextEvent, settled } from '../../../test/sockets.js';
import { useListeningTestApp } from '../../../test/test-app.js';

const { t, sockets, baseUrl } = useListeningTestApp();
const url = `/api${NOTIFICATION_PATHS.preferences}`;

async function put(payload: unknown, token?: string) {
  const res = await t.app.inject({
    method: 'PUT',
    url,
    payload: payload as object,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
}

const bothWays = NOTIFICATION_TYPES.map((type) => ({ type, toast: true, browser: true }));

describe('notification preferences', () => {
  it('tell every type both ways until changed; a change keeps the rest and reaches the other tabs', async () => {
    const user = await buildUser(t);
    expect((await get(t, url, user.token)).body).toEqual({ preferences: bothWays });

    const otherTab = sockets.open(baseUrl(), user.token);
    await settled(otherTab);
    const heard = nextEvent(otherTab, 'notificationPreferencesChanged');
    const changed = await put({ preferences: [{ type: 'collectible_received', toast: false, browser: true }] }, user.token);
    const expected = bothWays.map((p) => (p.type === 'collectible_received' ? { ...p, toast: false } : p));
    expect(changed).toEqual({ status: 200, body: { preferences: expected } });
    expect(await heard).toEqual({ preferences: expected });

    await put({ preferences: [{ type: 'usdt_sent', toast: false, browser: false }] }, user.token);
    const now = (await get(t, url, user.token)).body as { preferences: typeof bothWays };
    expect(now.preferences.filter((p) => !p.toast).map((p) => p.type)).toEqual(['collectible_received', 'usdt_sent']);
    // Another account's are its own.
    expect((await get(t, url, (await buildUser(t)).token)).body).toEqual({ preferences: bothWays });
  });

  it('refuse what is not a list of types told a way, a visitor, and an observer, and change nothing', async () => {
    const user = await buildUser(t);
    for (const [payload, message] of [
      [{ preferences: [] }, 'Name at least one type'],
      [
        {
          preferences: [
            { type: 'system', toast: false, browser: true },
            { type: 'system', toast: true, browser: true },
          ],
        },
        'Name each type once',
      ],
      [{ preferences: [{ type: 'everything', toast: false, browser: false }] }, undefined],
      [{ preferences: [{ type: 'system', toast: 'no', browser: true }] }, undefined],
      [{ preferences: [{ type: 'system', toast: false }] }, undefined],
    ] as const) {
      const res = await put(payload, user.token);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body.code).toBe('VALIDATION_ERROR');
      if (message) expect(JSON.stringify(res.body)).toContain(message);
    }
    const change = { preferences: [{ type: 'system', toast: false, browser: false }] };
    expect((await put(change)).status).toBe(401);
    expect(await put(change, await observerTokenFor(t, user.token))).toMatchObject({ status: 403, body: { code: 'OBSERVER_READ_ONLY' } });
    expect((await get(t, url, user.token)).body).toEqual({ preferences: bothWays });
  });
});
