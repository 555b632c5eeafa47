import type { TSteamAchievementsResponse } from '@arcana/shared/schemas';
import { AppError, notFound } from '../../lib/app-error.js';
import type { SteamAchievement, SteamWebApi } from '../integrations/index.js';

/** The Achievement Verifier's refusals, each saying what to do about it. */
export const STEAM_ACHIEVEMENTS_MESSAGES = {
  profilePrivate: 'This Steam profile’s game details are private. In Steam: Edit Profile → Privacy Settings → Game details: Public.',
  noStats: (appId: number) =>
    `Steam has no achievements for app ${appId} on this account. Check the app ID (the number in the game’s Steam store address) and that this account has played the game.`,
} as const;

/** Achieved first, the latest unlock at the top (the one a verifier has come to check), then by name. */
const achievedLatestFirst = (a: SteamAchievement, b: SteamAchievement) =>
  Number(b.achieved) - Number(a.achieved) ||
  (b.unlockedAt?.getTime() ?? 0) - (a.unlockedAt?.getTime() ?? 0) ||
  a.name.localeCompare(b.name, 'en');

/**
 * A player's achievements in one Steam game. A private profile is a 422 (the request is sound, the
 * profile's settings stop it: 403 would say our API refused the caller) and an app without stats a 404.
 */
export async function steamAchievementsOf(
  steamApi: Pick<SteamWebApi, 'playerAchievements'>,
  { steamId, appId }: { steamId: string; appId: number },
): Promise<TSteamAchievementsResponse> {
  const answer = await steamApi.playerAchievements(steamId, appId);
  if (answer.outcome === 'profilePrivate') throw new AppError('STEAM_PROFILE_PRIVATE', 422, STEAM_ACHIEVEMENTS_MESSAGES.profilePrivate);
  if (answer.outcome === 'noStats') throw notFound('STEAM_APP_HAS_NO_STATS', STEAM_ACHIEVEMENTS_MESSAGES.noStats(appId));
  const achievements = answer.achievements
    .toSorted(achievedLatestFirst)
    .map(({ unlockedAt, ...achievement }) => ({ ...achievement, unlockedAt: unlockedAt?.toISOString() ?? null }));
  return {
    steamId,
    appId,
    gameName: answer.gameName,
    achievements,
    achievedCount: achievements.filter((achievement) => achievement.achieved).length,
    totalCount: achievements.length,
  };
}
