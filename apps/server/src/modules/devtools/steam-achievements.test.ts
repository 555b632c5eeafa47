import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSteam, type FakeSteam } from '../../../../../tools/fake-steam.js';
import { PROVIDER_ENV } from '../../provider-env.js';
import { createSteamWebApi } from '../integrations/index.js';
import { steamAchievementsOf } from './steam-achievements.js';

let steam: FakeSteam;
beforeAll(async () => void (steam = await startFakeSteam()));
afterAll(() => steam.close());

/** The server's Steam Web API client, pointed at a Steam on loopback. */
const steamApiAt = (apiBaseUrl: string, apiKey = steam.apiKey) =>
  createSteamWebApi({ ...PROVIDER_ENV, STEAM_API_BASE_URL: apiBaseUrl, STEAM_API_KEY: apiKey });
const achievementsOf = (steamId: string, appId: number) => steamAchievementsOf(steamApiAt(steam.apiBaseUrl), { steamId, appId });

describe('Steam achievements (developer tools)', () => {
  it('lists the achieved ones first, latest unlock at the top, then the locked ones by name, with the counts', async () => {
    const steamId = steam.defaultUser.steamid;
    expect(await achievementsOf(steamId, 440)).toEqual({
      steamId,
      appId: 440,
      gameName: 'Team Fortress 2',
      achievements: [
        {
          apiName: 'TF_GET_HEALPOINTS',
          name: 'Team Doctor',
          description: 'Accumulate 25000 heal points as a Medic.',
          achieved: true,
          unlockedAt: '2023-11-15T22:13:20.000Z',
        },
        {
          apiName: 'TF_PLAY_GAME_EVERYCLASS',
          name: 'Head of the Class',
          description: 'Play a complete round with every class.',
          achieved: true,
          unlockedAt: '2023-11-14T22:13:20.000Z',
        },
        {
          apiName: 'TF_BURN_PLAYERSINMINIMUMTIME',
          name: 'Flamethrower',
          description: 'Set five enemies on fire in 30 seconds.',
          achieved: false,
          unlockedAt: null,
        },
        {
          apiName: 'TF_PLAY_GAME_EVERYMAP',
          name: 'World Traveler',
          description: 'Play a complete game on every official map.',
          achieved: false,
          unlockedAt: null,
        },
      ],
      achievedCount: 2,
      totalCount: 4,
    });
  });

  it('says how to make a private profile’s game details public (422 STEAM_PROFILE_PRIVATE)', async () => {
    const steamId = '76561198000000301';
    steam.nextUser({ steamid: steamId });
    steam.privateProfile(steamId, true);
    await expect(achievementsOf(steamId, 440)).rejects.toMatchObject({
      code: 'STEAM_PROFILE_PRIVATE',
      status: 422,
      message: expect.stringContaining('Privacy Settings → Game details: Public'),
    });
  });

  it('says an app has no achievements to show (404 STEAM_APP_HAS_NO_STATS), for a game without them and an unknown id', async () => {
    for (const appId of [570, 999_999])
      await expect(achievementsOf(steam.defaultUser.steamid, appId)).rejects.toMatchObject({
        code: 'STEAM_APP_HAS_NO_STATS',
        status: 404,
        message: expect.stringContaining(`app ${appId}`),
      });
  });

  it('answers 502 UPSTREAM_UNAVAILABLE when Steam cannot be reached, or refuses our key', async () => {
    const gone = await startFakeSteam();
    await gone.close();
    const upstreamDown = { code: 'UPSTREAM_UNAVAILABLE', status: 502 };
    const query = { steamId: steam.defaultUser.steamid, appId: 440 };
    await expect(steamAchievementsOf(steamApiAt(gone.apiBaseUrl), query)).rejects.toMatchObject(upstreamDown);
    await expect(steamAchievementsOf(steamApiAt(steam.apiBaseUrl, 'WRONG'), query)).rejects.toMatchObject(upstreamDown);
  });
});
