import { z } from 'zod';

/** The developer tools' bodies (spec part 2 "Developer tools"). */

/** Steam's own form of an account id, the one its Web API takes: 7656119 and ten more digits. */
const STEAMID64 = /^7656119\d{10}$/;
/** Steam app ids are unsigned 32-bit numbers. */
const MAX_STEAM_APP_ID = 4_294_967_295;
const APP_ID_MESSAGE = 'Enter a Steam app ID: a whole number such as 440, the one in the game’s Steam store address';

/** Whose achievements in which game; without a steamId, the signed-in user's linked Steam account. */
export const ZSteamAchievementsQuery = z.object({
  steamId: z
    .string()
    .trim()
    .regex(STEAMID64, 'Steam ID must be a SteamID64: 17 digits starting with 7656119, such as 76561197960435530')
    .optional(),
  // One message for a missing, non-numeric or out-of-range id: coercion leaves no trace of which it was.
  appId: z.coerce.number({ error: APP_ID_MESSAGE }).int(APP_ID_MESSAGE).positive(APP_ID_MESSAGE).max(MAX_STEAM_APP_ID, APP_ID_MESSAGE),
});
export type TSteamAchievementsQuery = z.infer<typeof ZSteamAchievementsQuery>;

export const ZSteamAchievement = z.object({
  /** Steam's stable id of the achievement; name and description are its English texts. */
  apiName: z.string(),
  name: z.string(),
  description: z.string(),
  achieved: z.boolean(),
  /** ISO 8601; null while locked, or when Steam kept no time for the unlock. */
  unlockedAt: z.string().nullable(),
});
export type TSteamAchievement = z.infer<typeof ZSteamAchievement>;

export const ZSteamAchievementsResponse = z.object({
  steamId: z.string(),
  appId: z.number().int(),
  gameName: z.string(),
  achievements: z.array(ZSteamAchievement),
  achievedCount: z.number().int(),
  totalCount: z.number().int(),
});
export type TSteamAchievementsResponse = z.infer<typeof ZSteamAchievementsResponse>;
