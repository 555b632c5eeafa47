import { z } from 'zod';
import { lazySchema } from './lazy-schema.js';
import { ADMIN_USERS_PAGE_MAX, ADMIN_USERS_PAGE_SIZE, AUDIT_PAGE_SIZE, MAX_STRING_LENGTH } from '../constants.js';
import { ZProvider } from './user.js';
import { ZLinkableProvider } from './oauth.js';
import { zQueryFlag } from './common.js';

/** The admin panel's Statistics (docs/product-rules.md "Admin"): counts, and the shares as percentages of all users (one decimal). */
export const ZAdminStats = lazySchema(() =>
  z.object({
    totalUsers: z.number().int(),
    activeUsers: z.number().int(),
    admins: z.number().int(),
    walletConnectedPercent: z.number(),
    emailVerifiedPercent: z.number(),
    twoFactorEnabledPercent: z.number(),
    discordLinkedPercent: z.number(),
  }),
);
export type TAdminStats = z.infer<typeof ZAdminStats>;

/**
 * Admin › System Settings (docs/product-rules.md "Admin"): the running configuration, read-only. Kinds,
 * hosts and versions; never a secret (no key, token, password or address with credentials).
 */
export const ZSystemSettings = lazySchema(() =>
  z.object({
    providers: z.array(z.object({ id: ZLinkableProvider, enabled: z.boolean(), signIn: z.boolean() })),
    mail: z.object({ transport: z.enum(['smtp', 'outbox']), host: z.string().nullable(), from: z.string() }),
    database: z.object({ kind: z.enum(['pglite', 'postgresql']), version: z.string() }),
    realtime: z.object({ adapter: z.enum(['in-process', 'redis']) }),
    metrics: z.boolean(),
    publicUrl: z.string(),
    versions: z.object({ app: z.string(), node: z.string() }),
    startedAt: z.string(),
  }),
);
export type TSystemSettings = z.infer<typeof ZSystemSettings>;

/** A user as the admin panel lists them (docs/product-rules.md "Admin"). */
export const ZAdminUser = lazySchema(() =>
  z.object({
    id: z.string(),
    username: z.string(),
    email: z.string().nullable(),
    isAdmin: z.boolean(),
    isDeveloper: z.boolean(),
    emailVerified: z.boolean(),
    has2FA: z.boolean(),
    hasPassword: z.boolean(),
    publicKey: z.string().nullable(),
    providers: z.array(ZProvider),
    auth: z.object({ providers: z.object({ discord: z.object({ username: z.string() }).optional() }) }),
    createdAt: z.string(),
    updatedAt: z.string(),
    lastActiveAt: z.string(),
  }),
);
export type TAdminUser = z.infer<typeof ZAdminUser>;

/** The list's filters: each one set must hold (AND); true asks for users who have it, false for users who do not. */
export const ADMIN_USER_FILTERS = ['admin', 'wallet', 'discord', 'password', 'recentlyActive'] as const;
export type TAdminUserFilter = (typeof ADMIN_USER_FILTERS)[number];

export const ZAdminUsersQuery = lazySchema(() =>
  z.object({
    /** Part of a username or an e-mail address, any case. */
    search: z.string().trim().max(MAX_STRING_LENGTH).optional(),
    ...(Object.fromEntries(ADMIN_USER_FILTERS.map((filter) => [filter, zQueryFlag.optional()])) as Record<
      TAdminUserFilter,
      z.ZodOptional<typeof zQueryFlag>
    >),
    limit: z.coerce.number().int().min(1).max(ADMIN_USERS_PAGE_MAX).default(ADMIN_USERS_PAGE_SIZE),
    cursor: z.string().max(200).optional(),
  }),
);
export type TAdminUsersQuery = z.input<typeof ZAdminUsersQuery>;

/** Newest first; `nextCursor` asks for the next page, null on the last. */
export const ZAdminUsersPage = lazySchema(() => z.object({ users: z.array(ZAdminUser), nextCursor: z.string().nullable() }));
export type TAdminUsersPage = z.infer<typeof ZAdminUsersPage>;

/** Ids are compared as the database writes them (lower case): an id in capitals is the same user, never another. */
export const ZUserIdParams = lazySchema(() => z.object({ userId: z.uuid('User not found').transform((id) => id.toLowerCase()) }));

/** Grant, revoke and delete answer with a message and the user as it now is (none once deleted). */
export const ZAdminActionResponse = lazySchema(() => z.object({ message: z.string(), user: ZAdminUser.nullable() }));
export type TAdminActionResponse = z.infer<typeof ZAdminActionResponse>;

export const ZObserveResponse = lazySchema(() => z.object({ observerToken: z.string(), message: z.string() }));
export type TObserveResponse = z.infer<typeof ZObserveResponse>;
/** The admin's own session again. */
export const ZStopObservingResponse = lazySchema(() => z.object({ token: z.string(), message: z.string() }));
export type TStopObservingResponse = z.infer<typeof ZStopObservingResponse>;

export const ZAuditEntry = lazySchema(() =>
  z.object({
    id: z.string(),
    actorId: z.string().nullable(),
    subjectId: z.string().nullable(),
    action: z.string(),
    meta: z.record(z.string(), z.unknown()),
    ip: z.string().nullable(),
    userAgent: z.string().nullable(),
    at: z.string(),
  }),
);
export const ZAuditQuery = lazySchema(() =>
  z.object({
    limit: z.coerce.number().int().min(1).max(200).default(AUDIT_PAGE_SIZE),
    cursor: z.string().max(200).optional(),
  }),
);
export const ZAuditPage = lazySchema(() => z.object({ entries: z.array(ZAuditEntry), nextCursor: z.string().nullable() }));
export type TAuditPage = z.infer<typeof ZAuditPage>;

/**
 * Work given up after its last attempt, for an admin in System Settings to put back in line: an
 * after-effect of the outbox (docs/decisions/043; `name`: its event's type, `username`: whose fact it
 * followed) or a job of the runner (docs/decisions/044; `name`: its queue).
 */
export const ZFailedWork = lazySchema(() =>
  z.object({
    kind: z.enum(['event', 'job']),
    id: z.number().int(),
    name: z.string(),
    username: z.string().nullable(),
    attempts: z.number().int(),
    lastError: z.string().nullable(),
    createdAt: z.string(),
    failedAt: z.string(),
  }),
);
export type TFailedWork = z.infer<typeof ZFailedWork>;
/** The newest failed work (FAILED_WORK_SHOWN at most), and how much there is in all. */
export const ZFailedWorkList = lazySchema(() => z.object({ items: z.array(ZFailedWork), total: z.number().int() }));
export type TFailedWorkList = z.infer<typeof ZFailedWorkList>;
/** Its kind, and its id as the table numbers them: digits only (no sign, exponent or hex), within a safe integer. */
export const ZFailedWorkParams = lazySchema(() =>
  z.object({
    kind: z.enum(['event', 'job'], 'Not found'),
    id: z
      .string()
      .regex(/^[1-9]\d{0,14}$/, 'Not found')
      .transform(Number),
  }),
);
export const ZFailedWorkRetried = lazySchema(() => z.object({ message: z.string() }));
export type TFailedWorkRetried = z.infer<typeof ZFailedWorkRetried>;
