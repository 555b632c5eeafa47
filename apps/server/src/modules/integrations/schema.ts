import { boolean, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at } from '../../db/columns.js';
import { ownedByUser } from '../users/schema.js';

/**
 * What is known of a linked integration beyond its identity: for Steam, whether the profile's game
 * details can be seen (it stays pending until they can), and when that was last asked.
 */
export const integrations = pgTable(
  'integrations',
  {
    userId: ownedByUser(),
    provider: text('provider').notNull(),
    gameDetailsAccess: boolean('game_details_access').notNull().default(false),
    lastChecked: at('last_checked'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.provider] })],
);
