import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, bytea } from '../../db/columns.js';
import { projects } from '../projects/schema.js';
import { users } from '../users/schema.js';

/**
 * Profile pictures, re-encoded by the server and served from the database (GET /api/files/:key). One
 * uploaded during signup has no user until complete-signup claims it by its unguessable key.
 */
export const profilePictures = pgTable(
  'profile_pictures',
  {
    key: text('key').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('profile_pictures_user_idx').on(t.userId)],
);

/**
 * A picture uploaded to a project (docs/product-rules.md "Projects and odds"), re-encoded as WebP: its
 * cover, its avatar, or card art a design of that project may take as its image. A project has at most
 * one cover and one avatar (the unique index), so a new one takes the old one's place; art is kept
 * while a design uses it.
 */
export const projectPictures = pgTable(
  'project_pictures',
  {
    key: text('key').primaryKey(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** cover | avatar | art */
    kind: text('kind').notNull(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    /** When it was stored, or last given to a design: the sweep ages unused art from it. */
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('project_pictures_shown_idx')
      .on(t.projectId, t.kind)
      .where(sql`${t.kind} <> 'art'`),
    index('project_pictures_project_idx').on(t.projectId),
  ],
);
