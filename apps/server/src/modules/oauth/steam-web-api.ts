import { AppError } from '../../lib/app-error.js';
import type { ProviderEnvName } from '../../provider-env.js';
import { OAUTH_MESSAGES } from './oauth.messages.js';

const TIMEOUT_MS = 10_000;
const unreachable = () => new AppError('UPSTREAM_UNAVAILABLE', 502, OAUTH_MESSAGES.providerUnreachable);

/** The two Steam Web API methods the app needs: who an account is, and whether its games can be seen. */
export function createSteamWebApi(settings: Record<ProviderEnvName, string>) {
  async function call(path: string, parameters: Record<string, string>): Promise<Record<string, unknown>> {
    const url = new URL(`${settings.STEAM_API_BASE_URL}${path}`);
    url.search = new URLSearchParams({ key: settings.STEAM_API_KEY, format: 'json', ...parameters }).toString();
    const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) }).catch(() => {
      throw unreachable();
    });
    if (!response.ok) throw unreachable();
    const body = (await response.json().catch(() => ({}))) as { response?: Record<string, unknown> };
    return body.response ?? {};
  }

  return {
    async personaName(steamid: string): Promise<string> {
      const answer = await call('/ISteamUser/GetPlayerSummaries/v0002/', { steamids: steamid });
      const [player] = Array.isArray(answer.players) ? (answer.players as Array<{ personaname?: unknown }>) : [];
      return typeof player?.personaname === 'string' ? player.personaname : '';
    },
    /** GetOwnedGames answers an empty response when the profile's game details are private. */
    async gameDetailsVisible(steamid: string): Promise<boolean> {
      const answer = await call('/IPlayerService/GetOwnedGames/v0001/', { steamid, include_appinfo: '0' });
      return 'game_count' in answer || 'games' in answer;
    },
  };
}

export type SteamWebApi = ReturnType<typeof createSteamWebApi>;
