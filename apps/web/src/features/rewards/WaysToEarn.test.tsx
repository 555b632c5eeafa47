import { cleanup, configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { API_PREFIX, fillPath, REWARD_MESSAGES, REWARD_PATHS } from '@arcana/shared';
import type { TWayToEarn } from '@arcana/shared/schemas';
import { credentialsReceived } from '../../state/session.slice';
import { createStore } from '../../state/store';
import { theme } from '../../state/theme';
import { jsonResponse, serveApi } from '../../test-api';
import { buildUser, COMPONENT_TEST_TIMEOUT_MS } from '../../test-support';
import { seedSession } from '../sessions';
import { WaysToEarn } from './WaysToEarn';

// Mantine's first render takes seconds on a busy two-core machine.
configure({ asyncUtilTimeout: 5_000 });

const collectionId = '00000000-0000-4000-8000-000000000001';
const way = (ruleId: string, terms: TWayToEarn['terms']): TWayToEarn => ({ ruleId, collectionId, terms });
const WAYS = [
  way('00000000-0000-4000-8000-00000000000a', { source: 'twitch.follow', reward: 2 }),
  way('00000000-0000-4000-8000-00000000000b', { source: 'steam.owns', appId: 440, reward: 1 }),
  way('00000000-0000-4000-8000-00000000000c', { source: 'steam.achievement', appId: 440, achievement: 'TF_WIN', reward: 3 }),
  way('00000000-0000-4000-8000-00000000000d', { source: 'share', reward: 2 }),
  way('00000000-0000-4000-8000-00000000000e', { source: 'api', reward: 3 }),
];
const claimPath = (ruleId: string) => `${API_PREFIX}${fillPath(REWARD_PATHS.claim, { ruleId })}`;

function renderWays(signedIn: boolean, payoutWallet: string | null = null) {
  const store = createStore();
  if (signedIn) {
    store.dispatch(credentialsReceived({ token: 'access', refreshToken: 'refresh' }));
    store.dispatch(seedSession(buildUser()));
  }
  render(
    <Provider store={store}>
      <MantineProvider theme={theme} env="test">
        <MemoryRouter>
          <WaysToEarn collectionId={collectionId} project={{ name: 'Nova Studio', payoutWallet }} />
        </MemoryRouter>
      </MantineProvider>
    </Provider>,
  );
}

let server: ReturnType<typeof serveApi>;
afterEach(() => server?.restore());

describe('ways to earn', () => {
  it(
    'lists each rule in words; a visitor sees no claim',
    async () => {
      server = serveApi({ [`GET ${API_PREFIX}${fillPath(REWARD_PATHS.waysToEarn, { collectionId })}`]: () => WAYS });
      renderWays(false);
      const items = await screen.findAllByRole('listitem');
      expect(items.map((item) => item.textContent)).toEqual([
        'Twitch follow: Follows the channelEarns 2 draws',
        'Steam: owns an app: Owns Steam app 440Earns 1 draw · The game on Steam',
        'Steam: achievement: Unlocks TF_WIN in Steam app 440Earns 3 draws · The game on Steam',
        'Share: Shares the collectionEarns 2 draws',
        'Your game’s server: Plays the game, with their player linkedEarns up to 3 draws per grantLink your player',
      ]);
      expect(within(items[4]!).getByRole('link', { name: 'Link your player' })).toHaveAttribute('href', '/link');
      expect(within(items[1]!).getByRole('link', { name: 'The game on Steam' })).toHaveAttribute(
        'href',
        'https://store.steampowered.com/app/440',
      );
      expect(screen.queryByRole('button', { name: /Claim|referral/ })).not.toBeInTheDocument();
    },
    COMPONENT_TEST_TIMEOUT_MS,
  );

  it(
    'claims a Steam rule and says what came of it: the draws, why not, or where to link Steam',
    async () => {
      server = serveApi({
        [`GET ${API_PREFIX}${fillPath(REWARD_PATHS.waysToEarn, { collectionId })}`]: () => WAYS,
        [`POST ${claimPath(WAYS[1]!.ruleId)}`]: () => ({ draws: 1, message: REWARD_MESSAGES.earnedTitle(1, 'Nova Studio') }),
        [`POST ${claimPath(WAYS[2]!.ruleId)}`]: () =>
          jsonResponse(409, { code: 'PROVIDER_NOT_LINKED', error: REWARD_MESSAGES.steamNotLinked }),
      });
      renderWays(true);
      expect(await screen.findAllByRole('button', { name: /^Claim/ })).toHaveLength(2);

      await userEvent.click(screen.getByRole('button', { name: 'Claim: Steam: owns an app: Owns Steam app 440' }));
      expect(await screen.findByRole('status')).toHaveTextContent('You earned 1 draw in Nova Studio');
      expect(screen.getByRole('button', { name: 'Claim: Steam: owns an app: Owns Steam app 440' })).toHaveTextContent('Claimed');

      await userEvent.click(screen.getByRole('button', { name: /Unlocks TF_WIN/ }));
      const refusal = await screen.findByRole('alert');
      expect(refusal).toHaveTextContent(REWARD_MESSAGES.steamNotLinked);
      expect(within(refusal).getByRole('link', { name: 'Open Settings' })).toHaveAttribute('href', '/settings?tab=integrations');
      expect(screen.getByRole('button', { name: /Unlocks TF_WIN/ })).toBeEnabled();
    },
    COMPONENT_TEST_TIMEOUT_MS,
  );
});

it(
  'gives a signed-in collector their referral link to copy, the browser named by the server’s cookie and not the body',
  async () => {
    const link = { code: 'abc123', url: 'http://arcana.test/projects/nova?ref=abc123' };
    let body: unknown;
    server = serveApi({
      [`GET ${API_PREFIX}${fillPath(REWARD_PATHS.waysToEarn, { collectionId })}`]: () => [WAYS[3]],
      [`POST ${API_PREFIX}${fillPath(REWARD_PATHS.referralLink, { collectionId })}`]: async (_url, request) => {
        body = await request.text();
        return link;
      },
    });
    renderWays(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Get my referral link' }));
    expect(await screen.findByLabelText('Your referral link')).toHaveValue(link.url);
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(body).toBe('');
  },
  COMPONENT_TEST_TIMEOUT_MS,
);

it(
  'a donation rule offers to donate to the payout wallet, with the collector’s receipts; without a payout wallet it says so',
  async () => {
    const donation = way('00000000-0000-4000-8000-00000000000e', { source: 'donation', tiers: [{ minUsdt: 5, reward: 1 }] });
    const receipt = (transferId: string, amount: string, draws: number, outcome: string | null) => ({
      transferId,
      collectionId,
      collection: 'First Light',
      project: 'Nova Studio',
      projectSlug: 'nova',
      donor: 'ada',
      amount,
      to: 'payout',
      signature: null,
      status: 'confirmed' as const,
      createdAt: '2026-11-26T10:00:00.000Z',
      confirmedAt: '2026-11-26T10:00:05.000Z',
      draws,
      outcome,
    });
    server = serveApi({
      [`GET ${API_PREFIX}${fillPath(REWARD_PATHS.waysToEarn, { collectionId })}`]: () => [donation],
      [`GET ${API_PREFIX}${REWARD_PATHS.myDonations}`]: () => [
        receipt('t2', '2', 0, 'Below the first tier'),
        receipt('t1', '5', 1, 'Granted 1'),
      ],
    });
    renderWays(true, '8sLbGK7hFz9i7eF2kW4UJqGJCjyHXnrN6f4F9a3pTqzM');
    expect(await screen.findByRole('button', { name: 'Connect Wallet to donate' })).toBeInTheDocument();
    const receipts = await screen.findAllByText(/USDT on/);
    expect(receipts.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^2 USDT on .*: Below the first tier$/),
      expect.stringMatching(/^5 USDT on .*: 1 draw$/),
    ]);
    cleanup();
    renderWays(true);
    expect(await screen.findByText('Its creator has not set where donations go yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /donate/i })).not.toBeInTheDocument();
  },
  COMPONENT_TEST_TIMEOUT_MS,
);
