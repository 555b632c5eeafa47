import type { TNotification } from '@arcana/shared/schemas';
import type { notifications } from '../../db/schema.js';

export const presentNotification = (row: typeof notifications.$inferSelect): TNotification => ({
  id: row.id,
  type: row.type as TNotification['type'],
  title: row.title,
  message: row.message,
  read: row.read,
  createdAt: row.createdAt.toISOString(),
  redirectUrl: row.redirectUrl,
  card: row.card,
  count: row.burstCount,
});
