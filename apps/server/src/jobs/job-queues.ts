/**
 * Every queue of the job runner (docs/decisions/044), each with exactly one handler given by the
 * module that works it (platform/app-module.ts); the runner refuses to start while one has none.
 */
export const JOB_QUEUES = [
  /** A mail in the mail outbox to deliver (its key: the mail's id). */
  'mail',
  /** A project's webhook event to spread to the endpoints that want it (the event's id). */
  'webhook.spread',
  /** One webhook delivery to send, retried on the webhooks' schedule (the delivery's id; its group: the endpoint). */
  'webhook.delivery',
  /** An earning event kept in the inbox, to decide (the inbox row's id). */
  'earning.decide',
  /** What a source is told back of its event: a redemption fulfilled or cancelled (the inbox row's id). */
  'earning.reply',
  /** Every minute: parked earning events past their days let go, and arrivals something missed kept. */
  'earning.tidy',
  /** A message owed to a channel's chat (the message's id; its group: the project). */
  'twitch.chat',
  /** On the sweep's interval: expired rows of the short-lived tables deleted. */
  'sweep',
  /** Every minute: USDT transfers sent but left unconfirmed (their tab closed) settled by the network's word. */
  'usdt.settle',
  /** Every five minutes: withdrawn listings their change's event left open (a buyer held one then) closed, and their sellers told. */
  'market.withdraw',
] as const;

export type JobQueueName = (typeof JOB_QUEUES)[number];

/** A job's queue and key, and when it is due if not now. */
export interface NewJob {
  key: string;
  groupKey?: string;
  /** Due after this many milliseconds (a retry's schedule); now if not said. */
  inMs?: number;
}

/** A job leased for an attempt: `attempts` counts this one, and fences what the attempt writes back. */
export interface LeasedJob {
  id: number;
  queue: JobQueueName;
  key: string;
  groupKey: string | null;
  attempts: number;
  createdAt: Date;
}
