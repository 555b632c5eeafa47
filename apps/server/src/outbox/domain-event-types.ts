import type { AccountChangeType, NotificationType } from '@arcana/shared';

/** What a notification says, as the fact that owes it words it. */
export interface Notice {
  type: NotificationType;
  title: string;
  message: string;
  redirectUrl: string | null;
}

/**
 * The facts whose after-effects go through the outbox (docs/decisions/043), and what each names. A
 * fact's module records its events in the fact's transaction; the composition root gives each type
 * its route (dispatcher.ts), and the dispatcher refuses to start while one has none.
 */
export interface DomainEventSubjects {
  /** A card was drawn (a collect, a claim): its notification, its owner's tabs, its overlay alert, its webhook. */
  'card.drawn': { cardId: string };
  /** A card changed hands (docs/product-rules.md "Trading"): its webhook. Its notice and tabs are owed with it. */
  'card.transferred': { transferId: string };
  /** A collector crafted a set's badge or raised its level: its overlay alert, its webhook. */
  'badge.crafted': { craftId: string };
  /** A card's play moved on (played, approved, refused, performed): its player's and streamer's tabs, its overlay alert. */
  'play.changed': { playId: string; state: 'waiting' | 'on_stream' | 'done' | 'refused' };
  /** A rule granted draws (an earning event decided): the collector's notification, the creator's feed. `waited`: kept until the viewer had an account. */
  'draws.granted': { grantId: string; waited: boolean };
  /**
   * A fact owes its user a notification and nothing else (a wallet linked, a collection reviewed, an
   * admin's look at the account, a transfer sent…): their bell and their tabs.
   */
  'notice.owed': { notice: Notice };
  /**
   * A provider account joined the user (a link, a mailed link opened, a provider's signup): their tabs,
   * the earning events kept for that account, a referral's arrival, Steam's privacy. `signup`: with the
   * account itself, which has no tabs to tell.
   */
  'identity.linked': { provider: string; signup: boolean };
  /** A game's player was linked to the user by the code their game showed: the grants kept for that player. */
  'player.linked': { projectId: string; playerId: string };
  /** A purchase's payment was confirmed on chain (docs/product-rules.md "Marketplace"): its card moves now, or its refund is asked. */
  'sale.paid': { transferId: string };
  /** A card was bought on the market: its webhook. Its notices and tabs are owed with it. */
  'card.sold': { transferId: string };
  /**
   * The account's password, e-mail, two-factor or wallet changed (docs/product-rules.md "Trading"):
   * its listings leave the market, and its owner is told.
   */
  'credentials.changed': Record<string, never>;
  /** A collection began drawing for donations (a donation rule added): its cards leave the market, and their sellers are told. */
  'donations.opened': { collectionId: string };
  /** A donation's transfer was confirmed on chain: what it earns is decided now. */
  'donation.confirmed': { transferId: string };
  /** The account's address or password changed (verified, reset, added, changed): its tabs, a referral's arrival. */
  'account.changed': { changeType: AccountChangeType; isSignup?: boolean; provider?: string };
  /**
   * A fact that only keeps the user's other tabs in step (a notification read, cards seen, the
   * preferences changed): its socket messages, as the contract names them (parsed when they are kept).
   */
  'messages.owed': { messages: Array<[event: string, payload: unknown]> };
  /**
   * Sessions ended (a logout, a password changed or reset, a refresh token replayed, observing over):
   * their sockets, on whichever instance holds them, are told and closed.
   */
  'sessions.ended': { sessionIds: string[]; message: string; requiresReauth: boolean };
  /** The user became an admin, or stopped being one: their tabs and every admin's hear it, their sockets join or leave the admins' room. */
  'admin.changed': { isAdmin: boolean };
  /** A project suspended or restored, by the admin whose event it is: a suspended project's overlay pages stop, on every instance. */
  'project.suspended': { projectId: string; suspended: boolean };
  /**
   * An account was deleted, by its owner or by an admin (`byAdmin`), with who it was: its tabs are told
   * why they are signed out and, when an admin deleted it, every admin's tabs hear it.
   */
  'account.deleted': { userId: string; username: string; email: string | null; byAdmin: boolean };
}

export type DomainEventType = keyof DomainEventSubjects;

export const DOMAIN_EVENT_TYPES = [
  'card.drawn',
  'draws.granted',
  'play.changed',
  'badge.crafted',
  'card.transferred',
  'notice.owed',
  'identity.linked',
  'player.linked',
  'donation.confirmed',
  'sale.paid',
  'card.sold',
  'credentials.changed',
  'donations.opened',
  'account.changed',
  'messages.owed',
  'sessions.ended',
  'admin.changed',
  'project.suspended',
  'account.deleted',
] as const satisfies readonly DomainEventType[];

/**
 * Types whose events belong to no one account: their row names none. An account deleted is gone; a
 * collection's donations concern every seller of its cards, whoever added the rule.
 */
type AccountlessType = 'account.deleted' | 'donations.opened';

export interface NewDomainEvent<T extends DomainEventType = DomainEventType> {
  type: T;
  userId: T extends AccountlessType ? null : string;
  subject: DomainEventSubjects[T];
  requestId: string | null;
}

export interface DomainEvent<T extends DomainEventType = DomainEventType> extends NewDomainEvent<T> {
  id: number;
  /** Attempts before this one. */
  attempts: number;
  createdAt: Date;
}
