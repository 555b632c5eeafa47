import { z } from 'zod';
import { lazySchema } from './lazy-schema.js';
import { NOTIFICATION_TYPES } from '../notification-types.js';
import { zRequiredText } from './fields.js';

/** The developer tools' bodies (docs/product-rules.md "Developer tools"). */

/** Steam's own form of an account id, the one its Web API takes: 7656119 and ten more digits. */
const STEAMID64 = /^7656119\d{10}$/;
/** Steam app ids are unsigned 32-bit numbers. */
const MAX_STEAM_APP_ID = 4_294_967_295;
const APP_ID_MESSAGE = 'Enter a Steam app ID: a whole number such as 440, the one in the game’s Steam store address';

/** Whose achievements in which game; without a steamId, the signed-in user's linked Steam account. */
export const ZSteamAchievementsQuery = lazySchema(() =>
  z.object({
    steamId: z
      .string()
      .trim()
      .regex(STEAMID64, 'Steam ID must be a SteamID64: 17 digits starting with 7656119, such as 76561197960435530')
      .optional(),
    // One message for a missing, non-numeric or out-of-range id: coercion leaves no trace of which it was.
    appId: z.coerce.number({ error: APP_ID_MESSAGE }).int(APP_ID_MESSAGE).positive(APP_ID_MESSAGE).max(MAX_STEAM_APP_ID, APP_ID_MESSAGE),
  }),
);
export type TSteamAchievementsQuery = z.infer<typeof ZSteamAchievementsQuery>;

export const ZSteamAchievement = lazySchema(() =>
  z.object({
    /** Steam's stable id of the achievement; name and description are its English texts. */
    apiName: z.string(),
    name: z.string(),
    description: z.string(),
    achieved: z.boolean(),
    /** ISO 8601; null while locked, or when Steam kept no time for the unlock. */
    unlockedAt: z.string().nullable(),
  }),
);
export type TSteamAchievement = z.infer<typeof ZSteamAchievement>;

export const ZSteamAchievementsResponse = lazySchema(() =>
  z.object({
    steamId: z.string(),
    appId: z.number().int(),
    gameName: z.string(),
    achievements: z.array(ZSteamAchievement),
    achievedCount: z.number().int(),
    totalCount: z.number().int(),
  }),
);
export type TSteamAchievementsResponse = z.infer<typeof ZSteamAchievementsResponse>;

/** Email Tester: the templates the server sends, a preview of one with sample data, and a test send to oneself. */
export const ZEmailTemplateSummary = lazySchema(() => z.object({ name: z.string(), subject: z.string(), description: z.string() }));
export const ZEmailTemplateList = lazySchema(() => z.object({ templates: z.array(ZEmailTemplateSummary) }));
export type TEmailTemplateList = z.infer<typeof ZEmailTemplateList>;
export const ZEmailTemplateParams = lazySchema(() => z.object({ name: z.string().max(64) }));
export const ZEmailTemplatePreview = lazySchema(() =>
  ZEmailTemplateSummary.extend({ html: z.string(), text: z.string(), sampleLink: z.string() }),
);
export type TEmailTemplatePreview = z.infer<typeof ZEmailTemplatePreview>;
export const ZTestEmailResponse = lazySchema(() => z.object({ message: z.string(), to: z.string() }));
export type TTestEmailResponse = z.infer<typeof ZTestEmailResponse>;

/** Notification Tester: a notification of any type to oneself, or (an admin) to the user named. */
export const ZTestNotificationBody = lazySchema(() =>
  z.object({
    type: z.enum(NOTIFICATION_TYPES, { error: 'Choose a notification type' }),
    title: zRequiredText('Title is required', 100),
    message: zRequiredText('Message is required', 500),
    redirectUrl: z
      .string()
      .trim()
      .max(200)
      // A path on this site: one slash followed by neither a slash nor a backslash (which browsers read as
      // another host), and no whitespace or control character anywhere.
      .regex(/^\/(?![/\\])[^\s\p{Cc}]*$/u, 'Redirect must be a path on this site, such as /inventory')
      .optional(),
    userId: z.uuid('User not found').optional(),
  }),
);
export type TTestNotificationBody = z.input<typeof ZTestNotificationBody>;
export const ZTestNotificationResponse = lazySchema(() => z.object({ message: z.string(), userId: z.string() }));
export type TTestNotificationResponse = z.infer<typeof ZTestNotificationResponse>;
