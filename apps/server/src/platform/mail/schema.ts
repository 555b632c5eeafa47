import { pgTable, text } from 'drizzle-orm/pg-core';
import { id, at, createdAt } from '../../db/columns.js';

export const mailOutbox = pgTable('mail_outbox', {
  id: id(),
  to: text('to').notNull(),
  template: text('template').notNull(),
  subject: text('subject').notNull(),
  html: text('html').notNull(),
  text: text('text').notNull(),
  /** The mail's link, sealed under ENCRYPTION_KEY until delivered, then cleared: no usable token at rest. */
  linkSealed: text('link_sealed'),
  createdAt: createdAt(),
  /** Its delivery's attempts and their last error are its `mail` job's (docs/decisions/044). */
  sentAt: at('sent_at'),
});
