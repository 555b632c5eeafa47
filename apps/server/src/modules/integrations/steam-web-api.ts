import { AppError } from '../../lib/app-error.js';
import type { ProviderEnvName } from '../../provider-env.js';
import { INTEGRATIONS_MESSAGES } from './integrations.messages.js';

const TIMEOUT_MS = 10_000;
const unreachable = () => new AppError('UPSTREAM_UNAVAILABLE', 502, INTEGRATIONS_MESSAGES.providerUnreachable);

export interface SteamAchievement {
  apiName: string;
  name: string;
  description: string;
  achieved: boolean;
  /** null while locked, or when Steam kept no time for the unlock (it then says 0). */
  unlockedAt: Date | null;
}

/** GetPlayerAchievements' answers: a private profile and an app without stats are answers, not failures. */
export type SteamAchievementsAnswer =
  { outcome: 'found'; gameName: string; achievements: SteamAchievement[] } | { outcome: 'profilePrivate' } | { outcome: 'noStats' };

/** Whether a player owns a game: a private profile's games cannot be seen. */
export type SteamOwnershipAnswer = { outcome: 'owned'; gameName: string } | { outcome: 'notOwned' } | { outcome: 'profilePrivate' };

/** ISteamUserStats' refusals by their error text (Steam sends them with a 403 and a 400). */
const STATS_REFUSALS = new Map<unknown, SteamAchievementsAnswer>([
  ['Profile is not public', { outcome: 'profilePrivate' }],
  ['Requested app has no stats', { outcome: 'noStats' }],
]);

interface RawAchievement {
  apiname?: unknown;
  achieved?: unknown;
  unlocktime?: unknown;
  name?: unknown;
  description?: unknown;
}

const text = (value: unknown, fallback = '') => (typeof value === 'string' ? value : fallback);

function achievementOf(raw: RawAchievement): SteamAchievement {
  const apiName = text(raw.apiname);
  const unlockTime = typeof raw.unlocktime === 'number' && raw.unlocktime > 0 ? raw.unlocktime : null;
  return {
    apiName,
    name: text(raw.name, apiName),
    description: text(raw.description),
    achieved: raw.achieved === 1,
    unlockedAt: unlockTime === null ? null : new Date(unlockTime * 1000),
  };
}

/** The Steam Web API methods the app needs: who an account is, whether its games can be seen, its achievements. */
export function createSteamWebApi(settings: Record<ProviderEnvName, string>) {
  /**
   * Steam wraps each answer in an envelope: `response`, or `playerstats` for ISteamUserStats, which also
   * refuses with a 4xx whose body is that envelope. Any other failure (a 5xx, a refused key's HTML 403)
   * means Steam could not answer.
   */
  async function call(
    path: string,
    parameters: Record<string, string>,
    envelope: 'response' | 'playerstats' = 'response',
  ): Promise<Record<string, unknown>> {
    const url = new URL(`${settings.STEAM_API_BASE_URL}${path}`);
    url.search = new URLSearchParams({ key: settings.STEAM_API_KEY, format: 'json', ...parameters }).toString();
    const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) }).catch(() => {
      throw unreachable();
    });
    const body = (await response.json().catch(() => null)) as Partial<Record<typeof envelope, Record<string, unknown>>> | null;
    const answer = body?.[envelope];
    if (!response.ok && (response.status >= 500 || !answer)) throw unreachable();
    return answer ?? {};
  }

  return {
    /**
     * The player's shown name, and when the account was made where the profile is public (`createdAt`,
     * ISO text: an old account is effort enough for a referral, docs/product-rules.md "Earning rules").
     */
    async playerSummary(steamid: string): Promise<{ username: string; createdAt?: string }> {
      const answer = await call('/ISteamUser/GetPlayerSummaries/v0002/', { steamids: steamid });
      const players = Array.isArray(answer.players) ? (answer.players as Array<{ personaname?: unknown; timecreated?: unknown }>) : [];
      const [player] = players;
      const username = typeof player?.personaname === 'string' ? player.personaname : '';
      const made = player?.timecreated;
      return typeof made === 'number' && Number.isFinite(made)
        ? { username, createdAt: new Date(made * 1000).toISOString() }
        : { username };
    },
    /** GetOwnedGames answers an empty response when the profile's game details are private. */
    async gameDetailsVisible(steamid: string): Promise<boolean> {
      const answer = await call('/IPlayerService/GetOwnedGames/v0001/', { steamid, include_appinfo: '0' });
      return 'game_count' in answer || 'games' in answer;
    },
    /** Whether the player owns the app, free games they played included; its name as Steam gives it. */
    async ownership(steamid: string, appid: number): Promise<SteamOwnershipAnswer> {
      const answer = await call('/IPlayerService/GetOwnedGames/v0001/', {
        steamid,
        include_appinfo: '1',
        include_played_free_games: '1',
        'appids_filter[0]': String(appid),
      });
      if (!('game_count' in answer || 'games' in answer)) return { outcome: 'profilePrivate' };
      const games = Array.isArray(answer.games) ? (answer.games as Array<{ appid?: unknown; name?: unknown }>) : [];
      const game = games.find((owned) => owned.appid === appid);
      return game ? { outcome: 'owned', gameName: text(game.name, `app ${appid}`) } : { outcome: 'notOwned' };
    },
    /** A player's achievements in one game, with their English names and descriptions. */
    async playerAchievements(steamid: string, appid: number): Promise<SteamAchievementsAnswer> {
      const stats = await call(
        '/ISteamUserStats/GetPlayerAchievements/v0001/',
        { steamid, appid: String(appid), l: 'english' },
        'playerstats',
      );
      if (stats.success === true) {
        const achievements = Array.isArray(stats.achievements) ? (stats.achievements as RawAchievement[]).map(achievementOf) : [];
        return { outcome: 'found', gameName: text(stats.gameName), achievements };
      }
      const refusal = STATS_REFUSALS.get(stats.error);
      if (!refusal) throw unreachable();
      return refusal;
    },
  };
}

export type SteamWebApi = ReturnType<typeof createSteamWebApi>;
