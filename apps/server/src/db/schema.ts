import { sql } from 'drizzle-orm';
import { RARITIES, RARITY_SORT_WEIGHT } from '@arcana/shared';
import type { TNotificationCard, TOverlayCard } from '@arcana/shared/schemas';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const id = () => uuid('id').primaryKey().defaultRandom();
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => at('created_at').notNull().defaultNow();
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});
const ownedByUser = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const users = pgTable(
  'users',
  {
    id: id(),
    username: text('username').notNull(),
    /** Stored lower-cased; the unique index makes e-mail case-insensitive. */
    email: text('email').unique(),
    emailVerifiedAt: at('email_verified_at'),
    passwordHash: text('password_hash'),
    isAdmin: boolean('is_admin').notNull().default(false),
    isDeveloper: boolean('is_developer').notNull().default(false),
    pfpKey: text('pfp_key'),
    /** AES-256-GCM under ENCRYPTION_KEY; set at setup, in use once totpEnabledAt is set. */
    totpSecret: text('totp_secret'),
    totpEnabledAt: at('totp_enabled_at'),
    totpLastUsedAt: at('totp_last_used_at'),
    /** The time step of the last accepted code: a code of that step or an earlier one is refused. */
    totpLastStep: integer('totp_last_step'),
    walletPublicKey: text('wallet_public_key').unique(),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    lastActiveAt: at('last_active_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    // The admin list's order and cursor: newest first, the id breaking ties.
    index('users_created_idx').on(t.createdAt, t.id),
  ],
);

export const identities = pgTable(
  'identities',
  {
    id: id(),
    userId: ownedByUser(),
    provider: text('provider').notNull(),
    providerUserId: text('provider_user_id').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    verifiedAt: at('verified_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('identities_provider_user_idx').on(t.provider, t.providerUserId), index('identities_user_idx').on(t.userId)],
);

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

/** One row per login: the access token's `sid`, and the family its refresh tokens rotate in. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: ownedByUser(),
    createdAt: createdAt(),
    revokedAt: at('revoked_at'),
    /** When the user last proved presence in this session (password, TOTP, backup code, or a mailed link): sudo mode. */
    reauthenticatedAt: at('reauthenticated_at'),
    userAgent: text('user_agent'),
    ip: text('ip'),
    /**
     * Set on an observer's session: the admin looking (the token's `act`), from which of their own
     * sessions, and the hour after which it ends whatever it does. The session's user is the one observed.
     */
    actorId: uuid('actor_id').references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    actorSessionId: uuid('actor_session_id').references((): AnyPgColumn => sessions.id, { onDelete: 'cascade' }),
    expiresAt: at('expires_at'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_actor_idx').on(t.actorId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: at('expires_at').notNull(),
    rotatedAt: at('rotated_at'),
    replacedBy: uuid('replaced_by'),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

/** What a one-time link does. */
export type OneTimeKind =
  | 'verify_email'
  | 'reset_password'
  | 'email_change'
  | 'email_change_cancel'
  | 'account_deletion'
  | 'reauthenticate'
  /** Adds a provider to the account whose address it signed in with, once the inbox is proved. */
  | 'verify_provider';

/** Links sent by e-mail (verification, reset, e-mail change, deletion): hashed, expiring, single-use. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: id(),
    kind: text('kind').$type<OneTimeKind>().notNull(),
    userId: ownedByUser(),
    tokenHash: text('token_hash').notNull().unique(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('one_time_tokens_user_kind_idx').on(t.userId, t.kind)],
);

/** A signup that has not chosen its username yet; the password is already hashed. */
export const signupTemp = pgTable('signup_temp', {
  id: id(),
  type: text('type').notNull(),
  provider: text('provider').notNull(),
  email: text('email'),
  data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  expiresAt: at('expires_at').notNull(),
  createdAt: createdAt(),
});

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

/** Fixed-window counters shared by every instance. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStartedAt: at('window_started_at').notNull(),
  hits: integer('hits').notNull(),
});

/** Who did what to whom, from where: kept when either account is deleted (the ids stay, unlinked). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorId: uuid('actor_id'),
    subjectId: uuid('subject_id'),
    action: text('action').notNull(),
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip'),
    userAgent: text('user_agent'),
    at: createdAt(),
  },
  (t) => [index('audit_log_at_idx').on(t.at, t.id)],
);

/** Nonces issued to a signed-in user for one wallet-link signature: single-use, short-lived, bound to that user. */
export const walletNonces = pgTable('wallet_nonces', {
  nonce: text('nonce').primaryKey(),
  userId: ownedByUser(),
  createdAt: createdAt(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
});

/**
 * Each ADMIN_EMAILS address that has made its holder admin: it does so once, so a later revoke stands.
 * Kept when the account goes, so the address cannot be signed up again to become admin.
 */
export const configuredAdminGrants = pgTable('configured_admin_grants', {
  email: text('email').primaryKey(),
  userId: uuid('user_id').notNull(),
  grantedAt: at('granted_at').notNull().defaultNow(),
});

/** Ids (jti) of single-use JWTs already spent, such as the 2FA login step's temporary token; kept until they expire. */
export const spentTokens = pgTable('spent_tokens', {
  jti: text('jti').primaryKey(),
  expiresAt: at('expires_at').notNull(),
});

/**
 * A creator's project (docs/product-rules.md "Projects and odds"): what collectors choose. The house
 * project (slug 'arcana', no owner) holds the built-in catalogue. Suspended by an admin: hidden, and
 * its draws stop.
 */
export const projects = pgTable('projects', {
  id: id(),
  /** Null for the house project, and for one whose creator deleted their account. */
  ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
  /** Its address, /projects/{slug}: lower-case letters, digits and hyphens. */
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  tagline: text('tagline').notNull().default(''),
  description: text('description').notNull().default(''),
  accentColor: text('accent_color').notNull().default('#8b5cf6'),
  /** Twitch channel, Steam app id, Discord invite, website: each present only when given. */
  links: jsonb('links').$type<Record<string, string>>().notNull().default({}),
  suspendedAt: at('suspended_at'),
  suspendedReason: text('suspended_reason'),
  /** Where donations to the project go: a wallet its creator proved theirs by signing; null until then. */
  payoutWallet: text('payout_wallet'),
  payoutWalletSetAt: at('payout_wallet_set_at'),
  createdAt: createdAt(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * A project's collection. Its designs and weights are edited as a draft; publishing freezes them into
 * an odds version, and draws read the active one. `draws` numbers the draws of a collection with a
 * supply cap, so that where a design ran out is a public fact.
 */
export const collections = pgTable(
  'collections',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** draft | in_review | published | rejected */
    status: text('status').notNull().default('draft'),
    /** The draft's rarity weights in basis points (summing to 10,000 once submitted). */
    weights: jsonb('weights').$type<Record<string, number>>().notNull(),
    rejectionReason: text('rejection_reason'),
    activeVersionId: uuid('active_version_id').references((): AnyPgColumn => oddsVersions.id),
    draws: integer('draws').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('collections_project_idx').on(t.projectId, t.createdAt)],
);

/** One card design of a collection: what its cards are made of. */
export const cardDesigns = pgTable(
  'card_designs',
  {
    id: id(),
    collectionId: uuid('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    type: text('type').notNull(),
    rarity: text('rarity').notNull(),
    powerMin: integer('power_min').notNull(),
    powerMax: integer('power_max').notNull(),
    defenseMin: integer('defense_min').notNull(),
    defenseMax: integer('defense_max').notNull(),
    /** One of our artworks' keys, or an uploaded picture's address. */
    image: text('image').notNull(),
    /** How many can ever be drawn; null without a limit. */
    supplyCap: integer('supply_cap'),
    /** Cards drawn of it, counted in the statement that stores each one. */
    drawnCount: integer('drawn_count').notNull().default(0),
    /** Its place in the collection: the order of the designs in an odds version. */
    position: integer('position').notNull(),
    /** Since a version holding it was published: only its supply cap may change from then on. */
    frozenAt: at('frozen_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('card_designs_position_idx').on(t.collectionId, t.position)],
);

/**
 * A published collection's odds, frozen (docs/product-rules.md "Projects and odds"): its canonical
 * JSON (weights, designs, scheme) and that text's SHA-256. Never changed once written, but for its
 * review's outcome.
 */
export const oddsVersions = pgTable(
  'odds_versions',
  {
    id: id(),
    collectionId: uuid('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    canonical: text('canonical').notNull(),
    hash: text('hash').notNull().unique(),
    /** in_review | published | rejected | superseded */
    status: text('status').notNull(),
    submittedAt: at('submitted_at').notNull().defaultNow(),
    reviewedAt: at('reviewed_at'),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    rejectionReason: text('rejection_reason'),
    publishedAt: at('published_at'),
    supersededAt: at('superseded_at'),
  },
  (t) => [uniqueIndex('odds_versions_number_idx').on(t.collectionId, t.number)],
);

/**
 * Where a capped design ran out under a version: the collection's draw that took its last card (or,
 * for one already out when the version was published, the draw before its first). Public: the
 * verifier knows from it which designs a draw could land on.
 */
export const exhaustions = pgTable(
  'exhaustions',
  {
    designId: uuid('design_id')
      .notNull()
      .references(() => cardDesigns.id, { onDelete: 'cascade' }),
    oddsVersionId: uuid('odds_version_id')
      .notNull()
      .references(() => oddsVersions.id, { onDelete: 'cascade' }),
    drawIndex: integer('draw_index').notNull(),
    exhaustedAt: at('exhausted_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.designId, t.oddsVersionId] })],
);

/**
 * What collectors may draw, per collection (docs/product-rules.md "Draws are earned"): every grant,
 * naming the event that earned it (its source, and that source's own id for it: each granted once),
 * and every spend, naming the card drawn. Rows are only ever added.
 */
export const drawCredits = pgTable(
  'draw_credits',
  {
    id: id(),
    userId: ownedByUser(),
    collectionId: uuid('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    /** Draws granted (positive) or one spent (-1). */
    delta: integer('delta').notNull(),
    source: text('source').notNull(),
    /** The grant's event, within its source (a day, a message); none for a spend. */
    eventId: text('event_id'),
    /** The card a spend drew. */
    cardId: uuid('card_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('draw_credits_grant_uq').on(t.userId, t.collectionId, t.source, t.eventId),
    check('draw_credits_delta_not_zero', sql`${t.delta} <> 0`),
  ],
);

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

/**
 * Every wallet ever linked, with the account it was first linked to: a referral earns only when the
 * account it brought links a wallet never seen before.
 */
export const walletsSeen = pgTable('wallets_seen', {
  publicKey: text('public_key').primaryKey(),
  /** Null once that account is deleted: the wallet stays seen. */
  firstUserId: uuid('first_user_id').references(() => users.id, { onDelete: 'set null' }),
  firstSeenAt: at('first_seen_at').notNull().defaultNow(),
});

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

/** The sum of each collector's credits in a collection, kept by the statements that add to the ledger. */
export const creditBalances = pgTable(
  'credit_balances',
  {
    userId: ownedByUser(),
    collectionId: uuid('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    balance: integer('balance').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.collectionId] }), check('credit_balances_never_negative', sql`${t.balance} >= 0`)],
);

export const cards = pgTable(
  'cards',
  {
    id: id(),
    userId: ownedByUser(),
    publicKey: text('public_key').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    image: text('image').notNull(),
    rarity: text('rarity').notNull(),
    type: text('type').notNull(),
    power: integer('power').notNull(),
    defense: integer('defense').notNull(),
    mintDate: at('mint_date').notNull().defaultNow(),
    collectedAt: at('collected_at').notNull().defaultNow(),
    /** When its owner first saw it (its reveal, or on screen in the inventory); null while it is 'NEW!'. */
    seenAt: at('seen_at'),
    /** The client's id for one collect attempt: retries of it find this row instead of drawing again. */
    requestId: uuid('request_id').notNull().unique(),
    /** What the draw came from (draw_seeds): the committed hash, the client seed and the draw's number. Cards drawn before provable fairness have none. */
    serverSeedHash: text('server_seed_hash'),
    clientSeed: text('client_seed'),
    nonce: integer('nonce'),
    /** The odds version it was drawn under (its hash) and the design it is; the draw's number in a capped collection. */
    oddsVersionHash: text('odds_version_hash').references(() => oddsVersions.hash),
    designId: uuid('design_id').references(() => cardDesigns.id),
    drawIndex: integer('draw_index'),
    /** The rarity's sort weight (legendary 5 down to common 1, RARITY_SORT_WEIGHT): what the rarity sort's index orders by. */
    rarityWeight: smallint('rarity_weight')
      .notNull()
      .generatedAlwaysAs(
        sql.raw(`case rarity ${RARITIES.map((rarity) => `when '${rarity}' then ${RARITY_SORT_WEIGHT[rarity]}`).join(' ')} else 0 end`),
      ),
  },
  // One index per inventory sort, and one for a wallet's cards, each in its list's own order
  // (card-page.repo): a page of a large collection is read from the index, never sorted whole. Names
  // compare byte by byte (collate "C").
  (t) => [
    index('cards_user_newest_idx').on(t.userId, t.collectedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('cards_user_name_idx').on(t.userId, sql`${t.name} collate "C"`, t.collectedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('cards_user_rarity_idx').on(
      t.userId,
      t.rarityWeight.desc().nullsFirst(),
      sql`${t.name} collate "C"`,
      t.collectedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('cards_public_key_newest_idx').on(t.publicKey, t.collectedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // A collection's collectors, for its creator's figures: its designs' cards, by owner.
    index('cards_design_user_idx').on(t.designId, t.userId),
  ],
);

/**
 * How many cards of each (rarity, type, name, description) a player holds: the inventory's summary
 * without counting a large collection, and the texts a search can match. Written only by the cards
 * table's triggers (migrations 0014, 0015, 0016), in the statement that stores or deletes the cards, so it
 * never disagrees with them.
 */
export const collectionTallies = pgTable(
  'collection_tallies',
  {
    userId: ownedByUser(),
    rarity: text('rarity').notNull(),
    type: text('type').notNull(),
    /** The cards' own text, as a search reads it: which texts a collection holds, without reading the collection. */
    name: text('name').notNull(),
    description: text('description').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.rarity, t.type, t.name, t.description] })],
);

/**
 * Each player's draw seeds (commit–reveal, docs/decisions/019): the active one's server seed stays
 * sealed and only its hash is shown; rotating reveals it (revealed_seed) and starts a new one.
 */
export const drawSeeds = pgTable(
  'draw_seeds',
  {
    id: id(),
    userId: ownedByUser(),
    /** The server seed, sealed with ENCRYPTION_KEY (lib/secret-box.ts). */
    serverSeedSealed: text('server_seed_sealed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    /** The nonce of the next card: grows by one in the transaction that stores each card. */
    nextNonce: integer('next_nonce').notNull().default(0),
    createdAt: createdAt(),
    revealedAt: at('revealed_at'),
    revealedSeed: text('revealed_seed'),
  },
  (t) => [
    uniqueIndex('draw_seeds_active_idx')
      .on(t.userId)
      .where(sql`${t.revealedAt} is null`),
    index('draw_seeds_user_idx').on(t.userId, t.createdAt),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: ownedByUser(),
    type: text('type').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    read: boolean('read').notNull().default(false),
    redirectUrl: text('redirect_url'),
    /** The card a card notification is about, as it was drawn (a card's name and rarity never change): its thumbnail. */
    card: jsonb('card').$type<TNotificationCard>(),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
);

/**
 * How a user wants each type of notification told (docs/product-rules.md "Notifications"): as a toast,
 * as a browser notification. A type without a row is told both ways; every notification is kept in
 * the bell whatever the row says.
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: ownedByUser(),
    type: text('type').notNull(),
    toast: boolean('toast').notNull(),
    browser: boolean('browser').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type] })],
);

/**
 * USDT transfers from a user's linked wallet: prepared here, signed and sent by their wallet, confirmed
 * here against the network. The message is the exact transaction the wallet was asked to sign.
 */
export const usdtTransfers = pgTable(
  'usdt_transfers',
  {
    id: id(),
    userId: ownedByUser(),
    fromAddress: text('from_address').notNull(),
    toAddress: text('to_address').notNull(),
    /** Millionths of a USDT (the mint's base units). */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** The compiled transaction message, base64. */
    message: text('message').notNull(),
    lastValidBlockHeight: bigint('last_valid_block_height', { mode: 'number' }).notNull(),
    status: text('status', { enum: ['prepared', 'submitted', 'confirmed', 'failed', 'expired'] })
      .notNull()
      .default('prepared'),
    signature: text('signature').unique(),
    /** A donation to this collection (to its project's payout wallet); null for any other transfer. */
    donationCollectionId: uuid('donation_collection_id').references(() => collections.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    confirmedAt: at('confirmed_at'),
  },
  (t) => [
    index('usdt_transfers_user_idx').on(t.userId, t.createdAt),
    index('usdt_transfers_donation_idx').on(t.donationCollectionId, t.createdAt),
  ],
);

/**
 * Every event sent to a user's sockets, kept a day so a socket that was away hears what it missed:
 * the socket messages themselves ([event, payload] pairs), under an id that only grows.
 */
export const userEvents = pgTable(
  'user_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: ownedByUser(),
    messages: jsonb('messages').$type<unknown[]>().notNull(),
    createdAt: createdAt(),
  },
  // Rows arrive in time order and leave by age: a BRIN index finds the old ones at almost no cost per insert.
  (t) => [index('user_events_user_idx').on(t.userId, t.id), index('user_events_created_idx').using('brin', t.createdAt)],
);

/** Answers already given to mutations, by the client's request id: a retried request gets the same answer. */
export const requestReceipts = pgTable('request_receipts', {
  requestId: uuid('request_id').primaryKey(),
  userId: ownedByUser(),
  operation: text('operation').notNull(),
  response: jsonb('response').$type<Record<string, unknown>>().notNull(),
  createdAt: createdAt(),
});

/** Ten per user while two-factor is on: SHA-256 of the normalized code (they are random, not chosen). */
export const backupCodes = pgTable(
  'backup_codes',
  {
    id: id(),
    userId: ownedByUser(),
    codeHash: text('code_hash').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('backup_codes_user_hash_idx').on(t.userId, t.codeHash)],
);

/** 'Remember this device for 30 days': the browser keeps the token in a cookie, we keep its hash. */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    id: id(),
    userId: ownedByUser(),
    tokenHash: text('token_hash').notNull().unique(),
    userAgent: text('user_agent'),
    expiresAt: at('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('trusted_devices_user_idx').on(t.userId)],
);

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

/**
 * A project's stream overlay (docs/product-rules.md "Stream overlay"): one per project. Its token is
 * looked up by hash; the sealed copy is only for showing it to the project's owner again.
 */
export const overlays = pgTable('overlays', {
  id: id(),
  projectId: uuid('project_id')
    .notNull()
    .unique()
    .references(() => projects.id, { onDelete: 'cascade' }),
  /** SHA-256 of the token, hex: a random 32-byte secret needs no slow hash. */
  tokenHash: text('token_hash').notNull().unique(),
  tokenSealed: text('token_sealed').notNull(),
  tokenCreatedAt: at('token_created_at').notNull().defaultNow(),
  /** Null: every draw shows; else this rarity and rarer. */
  minRarity: text('min_rarity'),
  displaySeconds: smallint('display_seconds').notNull(),
  volume: smallint('volume').notNull(),
  expireMinutes: smallint('expire_minutes').notNull(),
  paused: boolean('paused').notNull().default(false),
  createdAt: createdAt(),
});

/**
 * The overlay's queue, kept here so that a reloaded page resumes where it was and every instance sees
 * the same one: an alert waits until the page says it is done (or the creator skips or clears it, or
 * it expires unshown).
 */
export const overlayAlerts = pgTable(
  'overlay_alerts',
  {
    id: id(),
    overlayId: uuid('overlay_id')
      .notNull()
      .references(() => overlays.id, { onDelete: 'cascade' }),
    /** draw | test | replay */
    kind: text('kind').notNull(),
    /** The card a draw alert shows; a test has none, a replay the card of the alert it repeats. */
    cardId: uuid('card_id').references(() => cards.id, { onDelete: 'cascade' }),
    /** A draw's verification code; a replay carries its draw's. */
    code: text('code'),
    /** What the page shows (ZOverlayAlert's collector and card), as it was when drawn. */
    payload: jsonb('payload').$type<{ collector: string; card: TOverlayCard }>().notNull(),
    createdAt: createdAt(),
    shownAt: at('shown_at'),
    doneAt: at('done_at'),
    /** shown | skipped | cleared | expired */
    outcome: text('outcome'),
  },
  (t) => [
    // A draw is queued once, however many times its event is heard.
    uniqueIndex('overlay_alerts_draw_idx')
      .on(t.overlayId, t.cardId)
      .where(sql`${t.kind} = 'draw'`),
    uniqueIndex('overlay_alerts_code_idx')
      .on(t.code)
      .where(sql`${t.kind} = 'draw'`),
    index('overlay_alerts_waiting_idx')
      .on(t.overlayId, t.createdAt)
      .where(sql`${t.doneAt} is null`),
    index('overlay_alerts_done_idx').on(t.overlayId, t.doneAt),
    // The ticker's last pulls: the newest draws of an overlay.
    index('overlay_alerts_pulls_idx')
      .on(t.overlayId, t.createdAt)
      .where(sql`${t.kind} = 'draw'`),
  ],
);

/**
 * A card its owner shared at a public page (docs/product-rules.md "Cards in 3D and shared"): one link
 * per card at a time, revoked by its owner; a revoked link stays, so its address is never reused.
 */
export const cardShares = pgTable(
  'card_shares',
  {
    /** 12 random bytes, URL-safe base64: the page's address. */
    id: text('id').primaryKey(),
    cardId: uuid('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    userId: ownedByUser(),
    /** The owner's referral code to the card's project, which the link carries; null when the project takes none (suspended). */
    referralCode: text('referral_code'),
    createdAt: createdAt(),
    revokedAt: at('revoked_at'),
  },
  (t) => [
    uniqueIndex('card_shares_live_idx')
      .on(t.cardId)
      .where(sql`${t.revokedAt} is null`),
  ],
);

/** A project's key for its game's server (docs/decisions/037): its secret is kept only as a SHA-256 hash. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** live | test */
    mode: text('mode').notNull(),
    scopes: text('scopes').array().notNull(),
    /** The key's first characters (`ak_live_Xy3q`), shown to tell it apart. */
    prefix: text('prefix').notNull(),
    secretHash: text('secret_hash').notNull().unique(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastUsedAt: at('last_used_at'),
    /** A rotated key works until then; null: no end. */
    expiresAt: at('expires_at'),
    revokedAt: at('revoked_at'),
    replacedById: uuid('replaced_by_id').references((): AnyPgColumn => apiKeys.id, { onDelete: 'set null' }),
  },
  (t) => [index('api_keys_project_idx').on(t.projectId, t.createdAt)],
);

/** A write's answer kept by its Idempotency-Key for a day: a retry gets it again instead of acting twice. */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    mode: text('mode').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the operation and its body: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    status: integer('status').notNull(),
    body: jsonb('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.mode, t.key] }), index('idempotent_requests_created_idx').on(t.createdAt)],
);

/** A code a game's server asked for, for its player to enter on Arcana (the device-grant pattern). */
export const playerLinkCodes = pgTable(
  'player_link_codes',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    playerId: text('player_id').notNull(),
    /** live | test: the mode of the key that asked, and of the link it makes. */
    mode: text('mode').notNull().default('live'),
    /** SHA-256 of the code: a short secret, kept like the others. */
    codeHash: text('code_hash').notNull().unique(),
    /** The code sealed with ENCRYPTION_KEY, only to answer the game's repeat for the same player with it. */
    codeSealed: text('code_sealed'),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [
    index('player_link_codes_expires_idx').on(t.expiresAt),
    // One unspent code per player and mode: a repeat answers it (docs/product-rules.md "Game servers and keys").
    uniqueIndex('player_link_codes_open_uq')
      .on(t.projectId, t.mode, t.playerId)
      .where(sql`${t.usedAt} is null`),
  ],
);

/** A game's player (its own id for them) linked to an Arcana account, in one project. */
export const playerLinks = pgTable(
  'player_links',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    playerId: text('player_id').notNull(),
    /** live | test: a test link serves only the project's test keys, a live one only its live keys. */
    mode: text('mode').notNull().default('live'),
    userId: ownedByUser(),
    linkedAt: at('linked_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('player_links_player_uq').on(t.projectId, t.mode, t.playerId), index('player_links_user_idx').on(t.userId)],
);

/** Where a project's events are sent (docs/decisions/038); its signing secret sealed with ENCRYPTION_KEY. */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    secret: text('secret').notNull(),
    /** The secret before the last rotation, sealed: it still signs beside the new one until `previous_secret_until`. */
    previousSecret: text('previous_secret'),
    previousSecretUntil: at('previous_secret_until'),
    events: text('events').array().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    disabledReason: text('disabled_reason'),
    createdAt: createdAt(),
    lastSuccessAt: at('last_success_at'),
    failingSince: at('failing_since'),
  },
  (t) => [index('webhook_endpoints_project_idx').on(t.projectId)],
);

/**
 * A project's events not yet spread to its endpoints: written in the transaction of what happened (a
 * draw, a grant, a review) with the `webhook.spread` job that spreads it, so none is lost; deleted in
 * the transaction that makes its deliveries.
 */
export const webhookEvents = pgTable('webhook_events', {
  id: id(),
  projectId: uuid('project_id').notNull(),
  type: text('type').notNull(),
  /** What it is about (a card, an inbox event, a collection), read when its body is made. */
  subject: jsonb('subject').notNull(),
  createdAt: createdAt(),
});

/** One event for one endpoint: its body as signed and its state; its `webhook.delivery` job says when it is tried next. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id').notNull(),
    type: text('type').notNull(),
    /** The JSON sent, byte for byte the same on every attempt. */
    body: text('body').notNull(),
    /** pending | delivered | failed */
    state: text('state').notNull().default('pending'),
    createdAt: createdAt(),
    deliveredAt: at('delivered_at'),
  },
  (t) => [index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt)],
);

/** Each attempt to deliver: the answer's status, or why there was none. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    at: at('at').notNull().defaultNow(),
    status: integer('status'),
    /** What became of it, a category of WEBHOOK_OUTCOMES (never a connection error's own text); null on attempts logged before categories. */
    outcome: text('outcome'),
    /** The answer's first bytes (WEBHOOK_LIMITS.answerBytes), when it was not a success. */
    answer: text('answer'),
    durationMs: integer('duration_ms').notNull(),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId, t.at)],
);

/**
 * What follows a fact (docs/decisions/043): each after-effect of a draw — its notification, its
 * realtime message, its overlay alert, its webhook — is carried out from a row written in the fact's own
 * transaction, so a process that dies once the fact commits loses none of them. The dispatcher
 * (outbox/dispatcher.ts) carries a row out in a transaction of its own that marks it done, so each is
 * carried out once; a row whose handlers fail waits and is tried again, and after its last attempt is
 * kept dead, for an admin to see.
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** A name of outbox/domain-event-types.ts. */
    type: text('type').notNull(),
    /** Whose fact it is: the events of an account deleted before they were carried out go with it. */
    userId: ownedByUser(),
    /** What it is about (a card), read when it is carried out. */
    subject: jsonb('subject').$type<Record<string, unknown>>().notNull(),
    /** The client's id of the request that caused it, which its messages carry back. */
    requestId: text('request_id'),
    createdAt: createdAt(),
    attempts: integer('attempts').notNull().default(0),
    /** Not before this: a failed attempt's backoff. */
    runAfter: at('run_after').notNull().defaultNow(),
    lastError: text('last_error'),
    doneAt: at('done_at'),
    /** Given up after its last attempt. */
    deadAt: at('dead_at'),
  },
  (t) => [
    index('domain_events_due_idx')
      .on(t.runAfter, t.id)
      .where(sql`${t.doneAt} is null and ${t.deadAt} is null`),
    index('domain_events_done_idx').using('brin', t.doneAt),
  ],
);

/**
 * Work done outside a transaction, by whichever instance leases it first (docs/decisions/044): a mail
 * to deliver, a webhook to spread or send, an earning event to decide or answer, the sweep. A job is
 * written in the transaction of what owes it; a lease moves `run_at` past the attempt, so a job whose
 * instance died is due again once its lease ends; a job done is deleted (its subject keeps the record),
 * and one given up after its last attempt is kept dead, for an admin to see and retry.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** A name of jobs/job-queues.ts. */
    queue: text('queue').notNull(),
    /** What it is about (a mail's id, a delivery's id): a queue holds one job per key. */
    key: text('key').notNull(),
    /** Jobs of a group (a webhook endpoint's deliveries) are held to a few at once. */
    groupKey: text('group_key'),
    /** Due from then: when it was owed, after a failure's backoff, or once its lease ends. */
    runAt: at('run_at').notNull().defaultNow(),
    /** Leased by an instance for an attempt under way; null while it waits. */
    leasedAt: at('leased_at'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    /** Given up after its last attempt. */
    deadAt: at('dead_at'),
  },
  (t) => [
    uniqueIndex('jobs_queue_key_uq').on(t.queue, t.key),
    index('jobs_due_idx')
      .on(t.queue, t.runAt)
      .where(sql`${t.deadAt} is null`),
    index('jobs_group_due_idx')
      .on(t.queue, t.groupKey, t.runAt)
      .where(sql`${t.deadAt} is null and ${t.groupKey} is not null`),
  ],
);
