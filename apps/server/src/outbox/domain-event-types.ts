/**
 * The facts whose after-effects go through the outbox (docs/decisions/043), and what each names. A
 * fact's module records its events in the fact's transaction; the composition root gives each type
 * its route (dispatcher.ts), and the dispatcher refuses to start while one has none.
 */
export interface DomainEventSubjects {
  /** A card was drawn (a collect, a claim): its notification, its owner's tabs, its overlay alert, its webhook. */
  'card.drawn': { cardId: string };
  /** A rule granted draws (an earning event decided): the collector's notification, the creator's feed. `waited`: kept until the viewer had an account. */
  'draws.granted': { grantId: string; waited: boolean };
}

export type DomainEventType = keyof DomainEventSubjects;

export const DOMAIN_EVENT_TYPES = ['card.drawn', 'draws.granted'] as const satisfies readonly DomainEventType[];

export interface NewDomainEvent<T extends DomainEventType = DomainEventType> {
  type: T;
  userId: string;
  subject: DomainEventSubjects[T];
  requestId: string | null;
}

export interface DomainEvent<T extends DomainEventType = DomainEventType> extends NewDomainEvent<T> {
  id: number;
  /** Attempts before this one. */
  attempts: number;
  createdAt: Date;
}
