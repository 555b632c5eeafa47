import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.js';
import { buildUser, buildUserWithWallet, get } from '../../../test/factories.js';
import { notifications, users } from '../../db/schema.js';
import type { TestApp } from '../../../test/test-app.js';

const t = useTestApp();

async function send(app: TestApp, method: 'PATCH' | 'POST' | 'DELETE', url: string, token: string, payload: unknown) {
  const res = await app.app.inject({
    method,
    url,
    payload: payload as Record<string, unknown>,
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
}

/** A user with three unread notifications, newest last. */
async function userWithNotifications() {
  const user = await buildUser(t);
  const [row] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, user.email));
  const inserted = [];
  for (const [i, type] of (['system', 'wallet_linked', 'collectible_received'] as const).entries()) {
    const [n] = await t.deps.db
      .insert(notifications)
      .values({
        userId: row!.id,
        type,
        title: `Title ${i}`,
        message: `Message ${i}`,
        redirectUrl: '/inventory',
        createdAt: new Date(Date.now() + i * 1000),
      })
      .returning();
    inserted.push(n!);
  }
  return { ...user, token: user.token!, userId: row!.id, ids: inserted.map((n) => n.id) };
}

describe('notifications', () => {
  it('lists newest first with the unread count, honouring the limit', async () => {
    const user = await userWithNotifications();
    const all = await get(t, '/api/notifications', user.token);
    expect(all.status).toBe(200);
    expect(all.body.unreadCount).toBe(3);
    const list = all.body.notifications as Array<{ id: string; type: string; read: boolean; redirectUrl: string }>;
    expect(list.map((n) => n.type)).toEqual(['collectible_received', 'wallet_linked', 'system']);
    expect(list[0]).toMatchObject({ read: false, redirectUrl: '/inventory', title: 'Title 2' });
    const limited = await get(t, '/api/notifications?limit=2', user.token);
    expect(limited.body.notifications).toHaveLength(2);
    expect((await get(t, '/api/notifications/unread-count', user.token)).body).toEqual({ unreadCount: 3 });
  });

  it('reaches every notification page by page through the cursor, none twice, ties on the creation time included', async () => {
    const user = await buildUser(t);
    const [row] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, user.email));
    // 120 notifications over 40 distinct instants: three share each creation time.
    const base = Date.now();
    const rows = Array.from({ length: 120 }, (_, i) => ({
      userId: row!.id,
      type: 'system' as const,
      title: `N${i}`,
      message: 'paged',
      createdAt: new Date(base - Math.floor(i / 3) * 1000),
    }));
    await t.deps.db.insert(notifications).values(rows);

    const pages: Array<{ notifications: Array<{ title: string; createdAt: string }>; nextCursor: string | null }> = [];
    let cursor: string | null = null;
    do {
      const res = await get(t, `/api/notifications?limit=50${cursor ? `&cursor=${cursor}` : ''}`, user.token);
      expect(res.status).toBe(200);
      const page = res.body as unknown as (typeof pages)[number];
      pages.push(page);
      cursor = page.nextCursor;
    } while (cursor);

    expect(pages.map((p) => p.notifications.length)).toEqual([50, 50, 20]);
    const titles = pages.flatMap((p) => p.notifications.map((n) => n.title));
    expect(new Set(titles).size).toBe(120);
    const times = pages.flatMap((p) => p.notifications.map((n) => Date.parse(n.createdAt)));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(pages.at(-1)!.nextCursor).toBeNull();
  });

  it('says there is no next page when the last page is exactly full, and refuses a malformed cursor', async () => {
    const user = await userWithNotifications();
    const full = await get(t, '/api/notifications?limit=3', user.token);
    expect(full.body).toMatchObject({ nextCursor: null });
    const first = await get(t, '/api/notifications?limit=2', user.token);
    expect(first.body.nextCursor).toBe(user.ids[1]);
    const second = await get(t, `/api/notifications?limit=2&cursor=${String(first.body.nextCursor)}`, user.token);
    expect((second.body.notifications as Array<{ id: string }>).map((n) => n.id)).toEqual([user.ids[0]]);
    expect(second.body.nextCursor).toBeNull();
    expect((await get(t, '/api/notifications?cursor=not-a-cursor', user.token)).status).toBe(400);
  });

  it('marks one read, by path or by body, and answers a retried request the same way', async () => {
    const user = await userWithNotifications();
    const requestId = randomUUID();
    const first = await send(t, 'PATCH', `/api/notifications/${user.ids[0]}/read`, user.token, { requestId });
    expect(first).toEqual({ status: 200, body: { notificationId: user.ids[0], requestId, status: 'success', unreadCount: 2 } });
    expect(await send(t, 'PATCH', `/api/notifications/${user.ids[0]}/read`, user.token, { requestId })).toEqual(first);
    const byBody = await send(t, 'POST', '/api/notifications/mark-read', user.token, {
      notificationId: user.ids[1],
      requestId: randomUUID(),
    });
    expect(byBody.body).toMatchObject({ unreadCount: 1 });
  });

  it('marks all read and deletes all; a replayed delete never removes newer notifications', async () => {
    const user = await userWithNotifications();
    const readAll = await send(t, 'PATCH', '/api/notifications/read-all', user.token, { requestId: randomUUID() });
    expect(readAll.body).toMatchObject({ affected: 3, unreadCount: 0 });
    const requestId = randomUUID();
    const deleted = await send(t, 'DELETE', '/api/notifications', user.token, { requestId });
    expect(deleted.body).toMatchObject({ affected: 3 });
    await t.deps.db
      .insert(notifications)
      .values({ userId: user.userId, type: 'system', title: 'Later', message: 'Arrived after the delete' });
    expect(await send(t, 'DELETE', '/api/notifications', user.token, { requestId })).toEqual(deleted);
    expect((await get(t, '/api/notifications', user.token)).body.notifications).toHaveLength(1);
  });

  it('never lets a user read or change another user’s notifications', async () => {
    const owner = await userWithNotifications();
    const other = await buildUser(t);
    expect((await get(t, '/api/notifications', other.token)).body).toEqual({ notifications: [], unreadCount: 0, nextCursor: null });
    const foreignCursor = await get(t, `/api/notifications?cursor=${owner.ids[2]}`, other.token);
    expect(foreignCursor.body).toMatchObject({ notifications: [], nextCursor: null });
    const res = await send(t, 'PATCH', `/api/notifications/${owner.ids[0]}/read`, other.token!, { requestId: randomUUID() });
    expect(res).toMatchObject({ status: 404 });
    await send(t, 'PATCH', '/api/notifications/read-all', other.token!, { requestId: randomUUID() });
    await send(t, 'DELETE', '/api/notifications', other.token!, { requestId: randomUUID() });
    expect((await get(t, '/api/notifications', owner.token)).body.unreadCount).toBe(3);
  });

  it('refuses a request id reused for another operation, and malformed bodies', async () => {
    const user = await userWithNotifications();
    const requestId = randomUUID();
    await send(t, 'PATCH', '/api/notifications/read-all', user.token, { requestId });
    expect(await send(t, 'DELETE', '/api/notifications', user.token, { requestId })).toMatchObject({ status: 409 });
    for (const body of [{}, { requestId: 'nope' }, { requestId: 5 }]) {
      expect((await send(t, 'PATCH', '/api/notifications/read-all', user.token, body)).status).toBe(400);
    }
    expect((await send(t, 'PATCH', '/api/notifications/not-a-uuid/read', user.token, { requestId: randomUUID() })).status).toBe(400);
  });
});

describe('a card’s notification', () => {
  it('names the card it is about, for its thumbnail; other notifications name none', async () => {
    const user = await buildUserWithWallet(t);
    const collected = await t.app.inject({
      method: 'POST',
      url: '/api/users/collectibles/collect',
      payload: { publicKey: user.wallet.publicKey, requestId: randomUUID() },
      headers: { authorization: `Bearer ${user.token}` },
    });
    const card = collected.json() as { id: string; name: string; rarity: string };
    const list = (await get(t, '/api/notifications?limit=10', user.token)).body as {
      notifications: Array<{ type: string; card: unknown }>;
    };
    expect(list.notifications.find((n) => n.type === 'collectible_received')?.card).toEqual({
      id: card.id,
      name: card.name,
      rarity: card.rarity,
    });
    expect(list.notifications.find((n) => n.type === 'wallet_linked')?.card).toBeNull();
  });
});
