import type { Reply } from './fake-http';

/** The Steam Web API methods the app calls, answering from the fake's users in Steam's JSON shapes. */

export interface FakeSteamAchievement {
  apiname: string;
  name: string;
  description: string;
  /** Unix seconds; absent while the player has not unlocked it. */
  unlocktime?: number;
}

export interface FakeSteamGame {
  appid: number;
  name: string;
  playtime_forever: number;
  /** The game's achievements with this player's unlocks; without them the game has "no stats". */
  achievements?: FakeSteamAchievement[];
}

export interface FakeSteamUser {
  /** SteamID64: 7656119 and ten more digits. */
  steamid: string;
  personaname: string;
  /** The avatar hash Steam builds its three image URLs from. */
  avatar: string;
  games: FakeSteamGame[];
}

export interface SteamDirectory {
  apiKey: string;
  users: Map<string, FakeSteamUser>;
  /** Steam ids whose profile (and so game details) is private. */
  privateProfiles: Set<string>;
}

/** Steam's answer to a missing or wrong key, HTML and all. */
const FORBIDDEN = `<html><head><title>Forbidden</title></head><body><h1>Forbidden</h1>Access is denied. Retrying will not help. Please verify your <pre>key=</pre> parameter.</body></html>`;

export type WebApiReply = Reply | { status: number; html: string };

const badRequest = (parameter: string): WebApiReply => ({
  status: 400,
  html: `<html><head><title>Bad Request</title></head><body><h1>Bad Request</h1>Required parameter '${parameter}' is missing</body></html>`,
});

/** communityvisibilitystate: 1 private, 3 public; private profiles keep only the always-public fields. */
function playerSummary(user: FakeSteamUser, isPrivate: boolean) {
  const avatarUrl = (suffix: string) => `https://avatars.steamstatic.com/${user.avatar}${suffix}.jpg`;
  return {
    steamid: user.steamid,
    communityvisibilitystate: isPrivate ? 1 : 3,
    profilestate: 1,
    personaname: user.personaname,
    profileurl: `https://steamcommunity.com/profiles/${user.steamid}/`,
    avatar: avatarUrl(''),
    avatarmedium: avatarUrl('_medium'),
    avatarfull: avatarUrl('_full'),
    avatarhash: user.avatar,
    personastate: 0,
    ...(!isPrivate && { primaryclanid: '103582791429521408', timecreated: 1_063_407_589, personastateflags: 0 }),
  };
}

const ownedGame = (game: FakeSteamGame, withAppInfo: boolean) => ({
  appid: game.appid,
  ...(withAppInfo && { name: game.name, img_icon_url: 'e3f595a92552da3d664ad00277fad2107345f743', has_community_visible_stats: true }),
  playtime_forever: game.playtime_forever,
  playtime_windows_forever: game.playtime_forever,
  playtime_mac_forever: 0,
  playtime_linux_forever: 0,
  playtime_deck_forever: 0,
  rtime_last_played: 1_700_000_000,
  playtime_disconnected: 0,
});

type WebApiMethod = (directory: SteamDirectory, query: URLSearchParams) => WebApiReply;

const getPlayerSummaries: WebApiMethod = ({ users, privateProfiles }, query) => {
  const ids = query.get('steamids');
  if (!ids) return badRequest('steamids');
  const players = ids
    .split(',')
    .flatMap((id) => users.get(id) ?? [])
    .map((user) => playerSummary(user, privateProfiles.has(user.steamid)));
  return { status: 200, body: { response: { players } } };
};

/** A private profile, or an unknown one, answers an empty response rather than an error. */
const getOwnedGames: WebApiMethod = ({ users, privateProfiles }, query) => {
  const steamid = query.get('steamid');
  if (!steamid) return badRequest('steamid');
  const user = users.get(steamid);
  if (!user || privateProfiles.has(steamid)) return { status: 200, body: { response: {} } };
  const withAppInfo = ['1', 'true'].includes(query.get('include_appinfo') ?? '');
  return {
    status: 200,
    body: { response: { game_count: user.games.length, games: user.games.map((game) => ownedGame(game, withAppInfo)) } },
  };
};

/** ISteamUserStats says why it cannot answer with an HTTP error status and a JSON body under its own envelope. */
const statsRefusal = (status: number, error: string): WebApiReply => ({ status, body: { playerstats: { error, success: false } } });

/** Steam adds the display texts only when asked for a language (`l`). */
const playerAchievement = (achievement: FakeSteamAchievement, withTexts: boolean) => ({
  apiname: achievement.apiname,
  achieved: achievement.unlocktime === undefined ? 0 : 1,
  unlocktime: achievement.unlocktime ?? 0,
  ...(withTexts && { name: achievement.name, description: achievement.description }),
});

/** An unknown account reads as a private one; a game the player never had reads as one without stats. */
const getPlayerAchievements: WebApiMethod = ({ users, privateProfiles }, query) => {
  const steamid = query.get('steamid');
  const appid = query.get('appid');
  if (!steamid) return badRequest('steamid');
  if (!appid) return badRequest('appid');
  const user = users.get(steamid);
  if (!user || privateProfiles.has(steamid)) return statsRefusal(403, 'Profile is not public');
  const game = user.games.find((owned) => String(owned.appid) === appid);
  if (!game?.achievements) return statsRefusal(400, 'Requested app has no stats');
  const withTexts = Boolean(query.get('l'));
  const achievements = game.achievements.map((achievement) => playerAchievement(achievement, withTexts));
  return { status: 200, body: { playerstats: { steamID: steamid, gameName: game.name, achievements, success: true } } };
};

export const WEB_API_METHODS = new Map<string, WebApiMethod>([
  ['/ISteamUser/GetPlayerSummaries/v0002', getPlayerSummaries],
  ['/IPlayerService/GetOwnedGames/v0001', getOwnedGames],
  ['/ISteamUserStats/GetPlayerAchievements/v0001', getPlayerAchievements],
]);

/** Steam checks the key before anything else. */
export const callWebApi = (method: WebApiMethod, directory: SteamDirectory, query: URLSearchParams): WebApiReply =>
  query.get('key') === directory.apiKey ? method(directory, query) : { status: 403, html: FORBIDDEN };
