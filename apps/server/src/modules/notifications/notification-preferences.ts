import { eq, sql } from 'drizzle-orm';
import { NOTIFICATION_TYPES } from '@arcana/shared';
import type { TNotificationPreference, TNotificationPreferences } from '@arcana/shared/schemas';
import { notificationPreferences } from '../../db/schema.js';
import type { Platform } from '../../platform/platform.js';
import type { Database } from '../../db/client.js';
import { oweMessages } from '../../realtime/kept-messages.js';

/** A type the user never set is told both ways. */
const TOLD_BOTH_WAYS = { toast: true, browser: true };

/**
 * How a user wants each type of notification told (docs/product-rules.md "Notifications"). Every type
 * is answered, in NOTIFICATION_TYPES order; a change is stored per type and heard by the user's other
 * tabs, which tell the next notification its new way.
 */
export function createNotificationPreferences({ db }: Pick<Platform, 'db'>) {
  async function read(userId: string, tx: Database = db): Promise<TNotificationPreferences> {
    const rows = await tx.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
    const set = new Map(rows.map((row) => [row.type, row]));
    return {
      preferences: NOTIFICATION_TYPES.map((type) => {
        const { toast, browser } = set.get(type) ?? TOLD_BOTH_WAYS;
        return { type, toast, browser };
      }),
    };
  }

  return {
    read,
    async change(userId: string, changes: TNotificationPreference[]): Promise<TNotificationPreferences> {
      const preferences = await db.transaction(async (tx) => {
        await tx
          .insert(notificationPreferences)
          .values(changes.map((change) => ({ userId, ...change })))
          .onConflictDoUpdate({
            target: [notificationPreferences.userId, notificationPreferences.type],
            set: { toast: sql`excluded.toast`, browser: sql`excluded.browser`, updatedAt: sql`now()` },
          });
        const changed = await read(userId, tx);
        await oweMessages(tx, userId, [['notificationPreferencesChanged', changed]]);
        return changed;
      });
      return preferences;
    },
  };
}
