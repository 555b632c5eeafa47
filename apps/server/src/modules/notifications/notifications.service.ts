import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { TBulkNotificationResponse, TMarkReadResponse, TNotificationList } from '@arcana/shared/schemas';
import { presentNotification } from './notification.presenter.js';
import type { Database } from '../../db/client.js';
import { notifications } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import { runOnce } from '../../lib/request-receipts.js';
import { oweMessages } from '../../realtime/kept-messages.js';
import type { Platform } from '../../platform/platform.js';

/**
 * Keyset pagination: the rows after the cursor's in (createdAt, id) order, compared in the database so
 * the timestamps keep their microseconds. A cursor that is not one of the caller's rows (or was deleted)
 * matches nothing.
 */
const olderThan = (userId: string, cursor: string): SQL =>
  sql`(${notifications.createdAt}, ${notifications.id}) < (select c.created_at, c.id from ${notifications} c where c.id = ${cursor} and c.user_id = ${userId})`;

/** Every query is scoped to the caller: no one reads or changes another user's notifications. */
export function createNotificationsService({ db }: Pick<Platform, 'db'>) {
  async function unreadCount(executor: Database, userId: string): Promise<number> {
    const [row] = await executor
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.read, false)));
    return row?.n ?? 0;
  }

  return {
    /** A page of `limit`, newest first, after `cursor` (the previous page's oldest notification) when given. */
    async list(userId: string, limit: number, cursor?: string): Promise<TNotificationList> {
      const [rows, unread] = await Promise.all([
        db
          .select()
          .from(notifications)
          .where(and(eq(notifications.userId, userId), cursor ? olderThan(userId, cursor) : undefined))
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .limit(limit + 1),
        unreadCount(db, userId),
      ]);
      const page = rows.slice(0, limit);
      const nextCursor = rows.length > limit ? (page.at(-1)?.id ?? null) : null;
      return { notifications: page.map(presentNotification), unreadCount: unread, nextCursor };
    },

    unreadCount: (userId: string) => unreadCount(db, userId),

    async markRead(userId: string, notificationId: string, requestId: string): Promise<TMarkReadResponse> {
      const response = await runOnce(db, { requestId, userId, operation: `read:${notificationId}` }, async (tx) => {
        const [row] = await tx
          .update(notifications)
          .set({ read: true })
          .where(and(eq(notifications.id, notificationId), eq(notifications.userId, userId)))
          .returning({ id: notifications.id });
        if (!row) throw notFound('NOT_FOUND', 'Notification not found');
        await oweMessages(tx, userId, [['notificationRead', { notificationId, requestId, status: 'success' }]]);
        return { notificationId, requestId, status: 'success' as const, unreadCount: await unreadCount(tx, userId) };
      });
      return response;
    },

    async markAllRead(userId: string, requestId: string): Promise<TBulkNotificationResponse> {
      const response = await runOnce(db, { requestId, userId, operation: 'read-all' }, async (tx) => {
        const rows = await tx
          .update(notifications)
          .set({ read: true })
          .where(and(eq(notifications.userId, userId), eq(notifications.read, false)))
          .returning({ id: notifications.id });
        await oweMessages(tx, userId, [['allNotificationsRead', { requestId }]]);
        return { requestId, status: 'success' as const, affected: rows.length, unreadCount: 0 };
      });
      return response;
    },

    async deleteAll(userId: string, requestId: string): Promise<TBulkNotificationResponse> {
      return runOnce(db, { requestId, userId, operation: 'delete-all' }, async (tx) => {
        const rows = await tx.delete(notifications).where(eq(notifications.userId, userId)).returning({ id: notifications.id });
        return { requestId, status: 'success' as const, affected: rows.length, unreadCount: 0 };
      });
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
