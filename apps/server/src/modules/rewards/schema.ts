import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, at, createdAt } from '../../db/columns.js';
import { collections, projects } from '../projects/schema.js';
import { ownedByUser, users } from '../users/schema.js';

/**
 * A collection's earning rules (docs/product-rules.md "Earning rules"): what earns draws there (a
 * source, its condition and reward: `terms`, as the contract's ZRuleTerms), its caps, and whether it
 * is on. What it has granted so far is counted in `rule_grant_counts`.
 */
export const earningRules = pgTable(
  'earning_rules',
  {
    id: id(),
    collectionId: uuid('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    terms: jsonb('terms').notNull(),
    caps: jsonb('caps').notNull(),
    enabled: boolean('enabled').notNull().default(false),
    /** Why Arcana turned the rule off (Twitch revoked its subscription); null when its creator did, or it is on. */
    disabledReason: text('disabled_reason'),
    createdAt: createdAt(),
  },
  (t) => [index('earning_rules_collection_idx').on(t.collectionId, t.createdAt)],
);

/**
 * The draws each rule has granted (what its budget counts), spread over a few rows per rule: a grant
 * adds to one of them, chosen at random, so grants of one rule running at once seldom wait on the
 * same row until each commits (docs/decisions/040). What a rule granted is the sum of its rows.
 */
export const ruleGrantCounts = pgTable(
  'rule_grant_counts',
  {
    ruleId: uuid('rule_id')
      .notNull()
      .references(() => earningRules.id, { onDelete: 'cascade' }),
    slot: smallint('slot').notNull(),
    draws: integer('draws').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.ruleId, t.slot] })],
);

/**
 * The draws each rule granted, to whom and for what: what the rule's caps count (per account per day,
 * per stream, cooldown) and its creator's feed shows. The ledger holds the same credits by collection.
 */
export const ruleGrants = pgTable(
  'rule_grants',
  {
    id: id(),
    ruleId: uuid('rule_id')
      .notNull()
      .references(() => earningRules.id, { onDelete: 'cascade' }),
    collectionId: uuid('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    userId: ownedByUser(),
    draws: integer('draws').notNull(),
    reason: text('reason').notNull(),
    /** The channel's live stream it came in (Twitch rules), for the cap per stream. */
    streamId: text('stream_id'),
    /** The earning event it answered (inbox). */
    eventId: uuid('event_id').notNull(),
    grantedAt: at('granted_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('rule_grants_event_uq').on(t.eventId),
    index('rule_grants_rule_user_idx').on(t.ruleId, t.userId, t.grantedAt),
    index('rule_grants_collection_idx').on(t.collectionId, t.grantedAt),
  ],
);

/** A collector's referral link to a project, by its code; one per collector and project. */
export const referralLinks = pgTable(
  'referral_links',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: ownedByUser(),
    code: text('code').notNull().unique(),
    /** The ids of the browsers the sharer asked for it from (the newest few): their own visits earn nothing. */
    devices: jsonb('devices').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('referral_links_project_user_uq').on(t.projectId, t.userId)],
);

/**
 * A visit through a referral link: from which browser (the server's cookie) and address, and when (an
 * account made after it may arrive by it). One per link, browser and address block while it can be
 * arrived by: a repeat answers the same row.
 */
export const referralVisits = pgTable(
  'referral_visits',
  {
    id: id(),
    linkId: uuid('link_id')
      .notNull()
      .references(() => referralLinks.id, { onDelete: 'cascade' }),
    device: text('device').notNull(),
    ip: text('ip'),
    /** The address's block (/24 of IPv4, /64 of IPv6): arrivals from one block earn once (docs/product-rules.md "Earning rules"). */
    ipBlock: text('ip_block'),
    visitedAt: at('visited_at').notNull().defaultNow(),
  },
  (t) => [index('referral_visits_repeat_idx').on(t.linkId, t.device, t.ipBlock, t.visitedAt)],
);

/**
 * An account that arrived by a referral link (one link at most per account), until it earns its sharer
 * draws or is refused: pending until its e-mail is verified and it has made an effort (a draw in the
 * project, or an old enough provider account linked: docs/product-rules.md "Earning rules").
 */
export const referrals = pgTable(
  'referrals',
  {
    id: id(),
    linkId: uuid('link_id')
      .notNull()
      .references(() => referralLinks.id, { onDelete: 'cascade' }),
    userId: ownedByUser().unique(),
    visitId: uuid('visit_id')
      .notNull()
      .references(() => referralVisits.id, { onDelete: 'cascade' }),
    /** The address and browser it arrived from, beside the visit's. */
    ip: text('ip'),
    ipBlock: text('ip_block'),
    device: text('device').notNull(),
    /** pending | credited | refused */
    state: text('state').notNull().default('pending'),
    outcome: text('outcome'),
    createdAt: createdAt(),
    decidedAt: at('decided_at'),
  },
  (t) => [index('referrals_pending_idx').on(t.state, t.createdAt), index('referrals_link_decided_idx').on(t.linkId, t.decidedAt)],
);

/**
 * Events that may earn draws, kept as they arrive before anything is granted (docs/decisions/033): a
 * message is stored once by its provider's id and once by the event's own id, inside the request that
 * received it, and a worker decides each one later: granted, refused (with the reason), or parked
 * until its viewer links the account the event names.
 */
export const inbox = pgTable(
  'inbox',
  {
    id: id(),
    source: text('source').notNull(),
    messageId: text('message_id').notNull(),
    /** The event's own id within its source, so one event sent under two message ids is kept once. */
    eventKey: text('event_key').notNull(),
    /** What it is: a rule's event (with the rule) or a channel's (stream.online). */
    kind: text('kind').notNull(),
    ruleId: uuid('rule_id'),
    projectId: uuid('project_id'),
    payload: jsonb('payload').notNull(),
    /** The viewer's account at the source (a Twitch user id), looked up when it is decided or parked. */
    viewerRef: text('viewer_ref'),
    /** received | granted | refused | parked | expired */
    state: text('state').notNull().default('received'),
    outcome: text('outcome'),
    receivedAt: at('received_at').notNull().defaultNow(),
    decidedAt: at('decided_at'),
    /** What the source is to be told back (a redemption FULFILLED or CANCELED), until it has been. */
    reply: text('reply'),
    repliedAt: at('replied_at'),
  },
  (t) => [
    uniqueIndex('inbox_message_uq').on(t.source, t.messageId),
    uniqueIndex('inbox_event_uq').on(t.source, t.eventKey),
    index('inbox_undecided_idx')
      .on(t.receivedAt)
      .where(sql`${t.state} = 'received'`),
    index('inbox_parked_idx')
      .on(t.source, t.viewerRef)
      .where(sql`${t.state} = 'parked'`),
  ],
);

/**
 * A project's Twitch channel, connected by its creator as broadcaster: the tokens Helix takes for its
 * channel points rewards and the consent its EventSub subscriptions need, sealed (lib/secret-box.ts).
 */
export const twitchChannels = pgTable('twitch_channels', {
  projectId: uuid('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  broadcasterId: text('broadcaster_id').notNull(),
  login: text('login').notNull(),
  displayName: text('display_name').notNull(),
  accessToken: text('access_token').notNull(),
  refreshToken: text('refresh_token'),
  expiresAt: at('expires_at'),
  scopes: jsonb('scopes').$type<string[]>().notNull(),
  /** The live stream the channel is in (its last stream.online), for caps per stream. */
  streamId: text('stream_id'),
  /** When that stream ended (its stream.offline); null while it is live. */
  streamEndedAt: at('stream_ended_at'),
  /** What Arcana says in the channel's chat (TWITCH_CHAT_KINDS); empty: nothing. */
  chatKinds: text('chat_kinds')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  connectedBy: uuid('connected_by').references(() => users.id, { onDelete: 'set null' }),
  connectedAt: at('connected_at').notNull().defaultNow(),
});

/**
 * Arcana's EventSub subscriptions: one per enabled Twitch rule, and the channel's stream.online. Its
 * own id is in its callback's address, so a message finds its secret (sealed) before it is trusted.
 */
export const twitchSubscriptions = pgTable(
  'twitch_subscriptions',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    ruleId: uuid('rule_id').references(() => earningRules.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    secret: text('secret').notNull(),
    /** Twitch's id for it, once Helix has answered. */
    twitchId: text('twitch_id'),
    /** The channel points reward Arcana created for a redemption rule. */
    rewardId: text('reward_id'),
    /** pending | enabled | revoked */
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
  },
  (t) => [index('twitch_subscriptions_rule_idx').on(t.ruleId)],
);

/**
 * What Arcana owes a channel's chat (docs/product-rules.md "Chat that speaks"), written in the
 * transaction of the fact it tells and sent by a `twitch.chat` job at the chat's pace. A burst (a
 * viewer's waiting draws) is one message while unsent: a later event of it rewrites the text.
 */
export const twitchChatMessages = pgTable(
  'twitch_chat_messages',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** What it tells (TWITCH_CHAT_KINDS): a kind turned off before it is sent is not said. */
    kind: text('kind').notNull(),
    text: text('text').notNull(),
    burstKey: text('burst_key'),
    createdAt: createdAt(),
    sentAt: at('sent_at'),
    /** sent | dropped (Twitch dropped or refused it) | refused (the channel gone, its scope, or the kind turned off) | expired (never at its turn) */
    outcome: text('outcome'),
  },
  (t) => [
    uniqueIndex('twitch_chat_messages_burst_idx')
      .on(t.projectId, t.burstKey)
      .where(sql`${t.sentAt} is null and ${t.outcome} is null`),
    index('twitch_chat_messages_sent_idx').on(t.projectId, t.sentAt),
  ],
);
