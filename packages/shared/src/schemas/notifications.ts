import { z } from 'zod';
import { lazySchema } from './lazy-schema.js';
import { RARITIES } from '../constants.js';
import { NOTIFICATION_TYPES } from '../notification-types.js';
import { zRequestId } from './common.js';

/** The card a card notification is about: enough for its thumbnail (the art is found by name). */
export const ZNotificationCard = lazySchema(() => z.object({ id: z.string(), name: z.string(), rarity: z.enum(RARITIES) }));
export type TNotificationCard = z.infer<typeof ZNotificationCard>;

export const ZNotification = lazySchema(() =>
  z.object({
    id: z.string(),
    type: z.enum(NOTIFICATION_TYPES),
    title: z.string(),
    message: z.string(),
    read: z.boolean(),
    createdAt: z.string(),
    redirectUrl: z.string().nullable(),
    card: ZNotificationCard.nullable(),
    /** How many it tells of: a burst of cards drawn or draws earned in one place is one notification, counted. */
    count: z.number().int().min(1),
    /** Set when a fact as it happens joined this unread notification: the bell counts it already. */
    joined: z.literal(true).optional(),
  }),
);
export type TNotification = z.infer<typeof ZNotification>;

/** One page, newest first; `nextCursor` asks for the page after it, null on the last page. */
export const ZNotificationList = lazySchema(() =>
  z.object({
    notifications: z.array(ZNotification),
    unreadCount: z.number().int(),
    nextCursor: z.string().nullable(),
  }),
);
export type TNotificationList = z.infer<typeof ZNotificationList>;

export const ZNotificationListQuery = lazySchema(() =>
  z.object({
    limit: z.coerce.number().int().min(1).max(100).default(50),
    /** The previous page's nextCursor: the id of its oldest notification. */
    cursor: z.uuid('Invalid cursor').optional(),
  }),
);
export const ZUnreadCount = lazySchema(() => z.object({ unreadCount: z.number().int() }));

export const ZRequestIdBody = lazySchema(() => z.object({ requestId: zRequestId() }));
export type TRequestIdBody = z.input<typeof ZRequestIdBody>;
export const ZMarkReadBody = lazySchema(() =>
  z.object({ notificationId: z.uuid('notificationId must be a UUID'), requestId: zRequestId() }),
);
export const ZNotificationIdParams = lazySchema(() => z.object({ id: z.uuid('Notification not found') }));

export const ZMarkReadResponse = lazySchema(() =>
  z.object({
    notificationId: z.string(),
    requestId: z.string(),
    status: z.literal('success'),
    unreadCount: z.number().int(),
  }),
);
export type TMarkReadResponse = z.infer<typeof ZMarkReadResponse>;
export const ZBulkNotificationResponse = lazySchema(() =>
  z.object({
    requestId: z.string(),
    status: z.literal('success'),
    affected: z.number().int(),
    unreadCount: z.number().int(),
  }),
);
export type TBulkNotificationResponse = z.infer<typeof ZBulkNotificationResponse>;

/** How one type of notification is told (docs/product-rules.md "Notifications"); the bell keeps it whatever this says. */
export const ZNotificationPreference = lazySchema(() =>
  z.object({
    type: z.enum(NOTIFICATION_TYPES),
    toast: z.boolean(),
    browser: z.boolean(),
  }),
);
export type TNotificationPreference = z.infer<typeof ZNotificationPreference>;

/** Every type, in NOTIFICATION_TYPES order: a type never set is told both ways. */
export const ZNotificationPreferences = lazySchema(() => z.object({ preferences: z.array(ZNotificationPreference) }));
export type TNotificationPreferences = z.infer<typeof ZNotificationPreferences>;

/** Some types' preferences changed, each type once; the others stay as they are. */
export const ZNotificationPreferencesChange = lazySchema(() =>
  z.object({
    preferences: z
      .array(ZNotificationPreference)
      .min(1, 'Name at least one type')
      .max(NOTIFICATION_TYPES.length)
      .refine((list) => new Set(list.map((preference) => preference.type)).size === list.length, 'Name each type once'),
  }),
);
export type TNotificationPreferencesChange = z.infer<typeof ZNotificationPreferencesChange>;
