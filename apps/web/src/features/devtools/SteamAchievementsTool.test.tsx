import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEVTOOLS_PATHS } from '@arcana/shared';
import type { TSteamAchievementsResponse } from '@arcana/shared/schemas';
import { jsonResponse, serveApi } from '../../test-api';
import { COMPONENT_TEST_TIMEOUT_MS } from '../../test-support';
import { apiPath, renderWithApp, signInAs } from './devtools-test-support';
import { SteamAchievementsTool } from './SteamAchievementsTool';

configure({ asyncUtilTimeout: 5_000 });

const achievementsPath = apiPath(DEVTOOLS_PATHS.steamAchievements);
const ROUTE = `GET ${achievementsPath}`;
const STEAM_ID = '76561197960435530';

const tf2: TSteamAchievementsResponse = {
  steamId: STEAM_ID,
  appId: 440,
  gameName: 'Team Fortress 2',
  // Out of order on purpose: the tool lists the achieved ones first whatever it is sent.
  achievements: [
    { apiName: 'TF_HEAVY_KILL', name: 'Iron Kingdom', description: 'Kill 100 players as Heavy.', achieved: false, unlockedAt: null },
    {
      apiName: 'TF_PLAY_GAME',
      name: 'First Blood',
      description: 'Play a full round.',
      achieved: true,
      unlockedAt: '2026-03-04T12:30:00.000Z',
    },
    { apiName: 'TF_OLD', name: 'Head of the Class', description: '', achieved: true, unlockedAt: null },
  ],
  achievedCount: 2,
  totalCount: 3,
};

let server: ReturnType<typeof serveApi> | undefined;
beforeEach(() => localStorage.clear());
afterEach(() => {
  server?.restore();
  server = undefined;
});

async function verify({ steamId = '', appId }: { steamId?: string; appId: string }) {
  if (steamId) await userEvent.type(screen.getByRole('textbox', { name: 'Steam ID' }), steamId);
  if (appId) await userEvent.type(screen.getByRole('textbox', { name: /App ID/ }), appId);
  await userEvent.click(screen.getByRole('button', { name: 'Verify Achievements' }));
}

describe('the Steam Achievement Verifier', { timeout: COMPONENT_TEST_TIMEOUT_MS }, () => {
  it('says what is wrong with the fields, with the shared messages, before asking the server', async () => {
    server = serveApi({ ...signInAs(), [ROUTE]: () => tf2 });
    renderWithApp(<SteamAchievementsTool />);
    expect(screen.getByRole('textbox', { name: 'Steam ID' })).toHaveAttribute('placeholder', 'Empty: your linked Steam account');

    await verify({ steamId: '12345', appId: '' });
    expect(screen.getByText(/Steam ID must be a SteamID64/)).toBeInTheDocument();
    expect(screen.getByText(/Enter a Steam app ID: a whole number such as 440/)).toBeInTheDocument();
    expect(server.callsTo(achievementsPath)).toEqual([]);
  });

  it('checks the linked account when the Steam ID is empty, and lists the game’s achievements, achieved first', async () => {
    server = serveApi({ ...signInAs(), [ROUTE]: () => tf2 });
    renderWithApp(<SteamAchievementsTool />);

    await verify({ appId: '440' });
    const result = await screen.findByRole('region', { name: 'Team Fortress 2' });
    expect(server.callsTo(achievementsPath)).toEqual([`GET ${achievementsPath}?appId=440`]);
    expect(within(result).getByText('2 / 3')).toBeInTheDocument();
    expect(within(result).getByText(/achievements unlocked/)).toBeInTheDocument();

    const items = within(within(result).getByRole('list', { name: 'Achievements' })).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('span')?.textContent)).toEqual(['First Blood', 'Head of the Class', 'Iron Kingdom']);
    expect(items[0]).toHaveTextContent('Play a full round.');
    expect(items[0]!.querySelector('time')).toHaveAttribute('dateTime', '2026-03-04T12:30:00.000Z');
    expect(items[1]).toHaveTextContent(/Unlocked$/);
    expect(items[2]).toHaveTextContent('Locked');
  });

  it('asks about the Steam ID entered', async () => {
    server = serveApi({ ...signInAs(), [ROUTE]: () => tf2 });
    renderWithApp(<SteamAchievementsTool />);
    await verify({ steamId: STEAM_ID, appId: '440' });
    expect(await screen.findByRole('region', { name: 'Team Fortress 2' })).toBeInTheDocument();
    expect(server.callsTo(achievementsPath)).toEqual([`GET ${achievementsPath}?steamId=${STEAM_ID}&appId=440`]);
  });

  it('explains how to make game details public when Steam says the profile is private', async () => {
    server = serveApi({
      ...signInAs(),
      [ROUTE]: () => jsonResponse(422, { error: 'This Steam profile’s game details are private.', code: 'STEAM_PROFILE_PRIVATE' }),
    });
    renderWithApp(<SteamAchievementsTool />);
    await verify({ steamId: STEAM_ID, appId: '440' });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This Steam profile’s game details are private');
    expect(alert).toHaveTextContent('Open Privacy Settings.');
    expect(alert).toHaveTextContent('Set “My profile” and “Game details” to Public.');
    expect(screen.queryByRole('list', { name: 'Achievements' })).not.toBeInTheDocument();
  });

  it('sends a user with no Steam linked to the integrations settings', async () => {
    server = serveApi({
      ...signInAs(),
      [ROUTE]: () => jsonResponse(400, { error: 'Enter a Steam ID, or link your Steam account', code: 'STEAM_NOT_LINKED' }),
    });
    renderWithApp(<SteamAchievementsTool />);
    await verify({ appId: '440' });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No Steam account linked');
    await userEvent.click(within(alert).getByRole('link', { name: 'Settings → Integrations' }));
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
  });

  it('shows the server’s own sentence for an app without stats, and says so when Steam is down', async () => {
    let answer = () => jsonResponse(404, { error: 'Steam has no achievements for app 7 on this account.', code: 'STEAM_APP_HAS_NO_STATS' });
    server = serveApi({ ...signInAs(), [ROUTE]: () => answer() });
    renderWithApp(<SteamAchievementsTool />);

    await verify({ appId: '7' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No achievements found');
    expect(alert).toHaveTextContent('Steam has no achievements for app 7 on this account.');

    answer = () => jsonResponse(502, { error: 'Could not reach the provider.', code: 'UPSTREAM_UNAVAILABLE' });
    await userEvent.click(screen.getByRole('button', { name: 'Verify Achievements' }));
    expect(await screen.findByText('Steam did not answer')).toBeInTheDocument();
  });
});
