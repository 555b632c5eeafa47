import { desc } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { auditLog } from '../db/schema.js';
import type { ClientInfo } from './client-info.js';
import { after, decodeCursor, keyText, pageOf } from './keyset-cursor.js';

/** What the audit trail records: the admin panel's acts and reviews, observer mode, test e-mails, project keys, webhook secrets, and cards changing hands. */
export const AUDIT_ACTIONS = [
  'admin.grant',
  'admin.revoke',
  'developer.grant',
  'developer.revoke',
  'user.delete',
  'observe.start',
  'observe.stop',
  'observe.refused',
  'email.test',
  'notification.test',
  'review.approve',
  'review.reject',
  'project.suspend',
  'project.unsuspend',
  'apiKey.create',
  'apiKey.rotate',
  'apiKey.revoke',
  'webhook.create',
  'webhook.revealSecret',
  'webhook.rotateSecret',
  /** An after-effect the outbox gave up on, put back in line. */
  'outbox.retry',
  /** A job the runner gave up on, put back in line. */
  'jobs.retry',
  /** A collector gave a card to another account (docs/product-rules.md "Trading"). */
  'card.transfer',
  /** A collector listed a card on the marketplace, or cancelled its listing (docs/product-rules.md "Marketplace"). */
  'listing.create',
  'listing.cancel',
  /** Listings Arcana closed: their seller's account changed, or their collection came to draw for donations. */
  'listing.withdraw',
  /** A card bought on the market, once its payment was confirmed; or a payment after its listing closed, whose refund is owed. */
  'card.sale',
  'card.sale.refundDue',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditEntry {
  /** Who acted: an admin, a card's owner, or null for the command line and ADMIN_EMAILS. */
  actorId: string | null;
  /** Whom it concerned. */
  subjectId: string | null;
  action: AuditAction;
  meta?: Record<string, unknown>;
  client?: ClientInfo;
}

export async function recordAudit(db: Database, { actorId, subjectId, action, meta = {}, client }: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({ actorId, subjectId, action, meta, ip: client?.ip ?? null, userAgent: client?.userAgent ?? null });
}

/** Newest first, a page at a time. */
export async function listAudit(db: Database, limit: number, cursor?: string) {
  const rows = await db
    .select({
      id: auditLog.id,
      actorId: auditLog.actorId,
      subjectId: auditLog.subjectId,
      action: auditLog.action,
      meta: auditLog.meta,
      ip: auditLog.ip,
      userAgent: auditLog.userAgent,
      at: auditLog.at,
      cursorAt: keyText(auditLog.at),
    })
    .from(auditLog)
    .where(cursor ? after(auditLog.at, auditLog.id, decodeCursor(cursor)) : undefined)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit + 1);
  return pageOf(rows, limit);
}
