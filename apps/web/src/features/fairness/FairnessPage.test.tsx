import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  API_PREFIX,
  AUTH_PATHS,
  CARD_PAGE_SIZE,
  CARD_PATHS,
  FAIRNESS_MESSAGES,
  FAIRNESS_PATHS,
  RARITIES,
  RARITY_ODDS_PERCENT,
} from '@arcana/shared';
import { fairDraw, HOUSE_ODDS_V1, oddsVersionHash, serverSeedHash } from '@arcana/shared/draw';
import type { TCard, TFairnessSeeds } from '@arcana/shared/schemas';
import { createStore } from '../../state/store';
import { theme } from '../../state/theme';
import { serveApi } from '../../test-api';
import { buildUser, COMPONENT_TEST_TIMEOUT_MS } from '../../test-support';
import FairnessPage from './FairnessPage';

// Mantine's first render takes seconds on a busy two-core machine.
configure({ asyncUtilTimeout: 5_000 });

const OLD_SEED = 'a1'.repeat(32);
const CURRENT_HASH = serverSeedHash('b2'.repeat(32));
const CLIENT_SEED = 'lucky';

const cardFrom = (id: string, serverSeed: string, hash: string, nonce: number): TCard => ({
  ...fairDraw({ serverSeed, clientSeed: CLIENT_SEED, nonce }, HOUSE_ODDS_V1)!,
  id,
  mintDate: '2026-11-23T10:00:00.000Z',
  collectedAt: '2026-11-23T10:00:00.000Z',
  seenAt: '2026-11-23T10:00:00.000Z',
  publicKey: 'k',
  fairness: {
    serverSeedHash: hash,
    clientSeed: CLIENT_SEED,
    nonce,
    oddsVersionHash: oddsVersionHash(HOUSE_ODDS_V1),
    drawIndex: null,
    chain: null,
  },
  proofCode: null,
  project: { slug: 'arcana', name: 'Arcana' },
});
const revealedCard = cardFrom('old-card', OLD_SEED, serverSeedHash(OLD_SEED), 1);
const secretCard = cardFrom('new-card', 'b2'.repeat(32), CURRENT_HASH, 0);

// A chain's first draw: its seed hashes once to the chain's head.
const LINK_SEED = 'd4'.repeat(32);
const CHAIN_HEAD = serverSeedHash(LINK_SEED);
const CHAIN_PUBLISHED = '2026-11-24T09:00:00.000Z';
const chainCard: TCard = {
  ...cardFrom('chain-card', LINK_SEED, CHAIN_HEAD, 1),
  proofCode: 'ABCD2345',
};
chainCard.fairness!.chain = { serverSeed: LINK_SEED, head: CHAIN_HEAD, link: 1, publishedAt: CHAIN_PUBLISHED };
const CHAIN = {
  project: { slug: 'arcana', name: 'Arcana' },
  number: 1,
  head: CHAIN_HEAD,
  publishedAt: CHAIN_PUBLISHED,
  length: 256,
  drawn: 1,
};

const SEEDS: TFairnessSeeds = {
  active: { serverSeedHash: CURRENT_HASH, clientSeed: CLIENT_SEED, nonce: 1 },
  revealed: [
    {
      serverSeed: OLD_SEED,
      serverSeedHash: serverSeedHash(OLD_SEED),
      clientSeed: CLIENT_SEED,
      cards: 2,
      createdAt: '2026-11-22T10:00:00.000Z',
      revealedAt: '2026-11-23T11:00:00.000Z',
    },
  ],
  chains: [CHAIN],
};
const ROTATED: TFairnessSeeds = {
  active: { serverSeedHash: serverSeedHash('c3'.repeat(32)), clientSeed: 'chosen', nonce: 0 },
  revealed: SEEDS.revealed,
  chains: [CHAIN],
};

function renderPage(path = '/fairness') {
  render(
    <Provider store={createStore()}>
      <MantineProvider theme={theme} env="test">
        <MemoryRouter initialEntries={[path]}>
          <FairnessPage />
        </MemoryRouter>
      </MantineProvider>
    </Provider>,
  );
}

let server: ReturnType<typeof serveApi>;
const rotations: unknown[] = [];
function signIn({ isObserving = false } = {}) {
  localStorage.setItem('token', 'stored-access');
  server = serveApi({
    [`GET ${API_PREFIX}${AUTH_PATHS.verify}`]: () => ({ user: buildUser(), isObserving }),
    [`GET ${API_PREFIX}${FAIRNESS_PATHS.seeds}`]: () => SEEDS,
    [`GET ${API_PREFIX}${CARD_PATHS.mine}`]: () => [chainCard, secretCard, revealedCard],
    [`POST ${API_PREFIX}${FAIRNESS_PATHS.rotate}`]: async (_url, request) => {
      rotations.push(await request.json());
      return ROTATED;
    },
  });
}

beforeEach(() => {
  localStorage.clear();
  rotations.length = 0;
});
afterEach(() => server.restore());

describe('the fairness page', { timeout: COMPONENT_TEST_TIMEOUT_MS }, () => {
  it('shows a visitor the odds the draw uses and the scheme, and asks them to log in for seeds', () => {
    server = serveApi({});
    renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Provably Fair Draws');
    const rows = within(screen.getByRole('table', { name: 'Rarity odds' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(
      RARITIES.map((rarity) => `${RARITY_ODDS_PERCENT[rarity]}%`),
    );
    const seeds = screen.getByRole('region', { name: 'Your seeds' });
    expect(within(seeds).getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(server.requests).toEqual([]);
  });

  it('rebuilds a card from seeds typed in, in the browser, with the hash of the server seed', async () => {
    server = serveApi({});
    renderPage();
    const form = screen.getByRole('form', { name: 'Verify a draw' });
    await userEvent.click(within(form).getByRole('button', { name: 'Verify' }));
    expect(within(form).getByText(FAIRNESS_MESSAGES.serverSeedRequired)).toBeInTheDocument();
    expect(within(form).getByText(FAIRNESS_MESSAGES.clientSeed)).toBeInTheDocument();

    await userEvent.type(within(form).getByLabelText('Server seed'), OLD_SEED);
    await userEvent.type(within(form).getByLabelText('Client seed'), CLIENT_SEED);
    await userEvent.clear(within(form).getByLabelText('Nonce'));
    await userEvent.type(within(form).getByLabelText('Nonce'), '1');
    await userEvent.click(within(form).getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText(serverSeedHash(OLD_SEED))).toBeInTheDocument();
    expect(screen.getByTestId('card-name')).toHaveTextContent(revealedCard.name);
    expect(screen.queryByText('Verified')).not.toBeInTheDocument();
    expect(server.requests).toEqual([]);
  });

  it('verifies the card the inventory links to once its seed is revealed', async () => {
    signIn();
    renderPage(`/fairness?card=${revealedCard.id}`);
    expect(await screen.findByText('Verified')).toBeInTheDocument();
    expect(screen.getByText('Hash matches')).toBeInTheDocument();
    expect(screen.getByLabelText('Server seed')).toHaveValue(OLD_SEED);
    expect(screen.getByLabelText('Nonce')).toHaveValue('1');
  });

  it('verifies a card older than the newest page the list holds, asking for it by its id', async () => {
    const olderCard = cardFrom('older-card', OLD_SEED, serverSeedHash(OLD_SEED), 0);
    const olderPath = `${API_PREFIX}${CARD_PATHS.mineOne.replace(':cardId', olderCard.id)}`;
    localStorage.setItem('token', 'stored-access');
    server = serveApi({
      [`GET ${API_PREFIX}${AUTH_PATHS.verify}`]: () => ({ user: buildUser(), isObserving: false }),
      [`GET ${API_PREFIX}${FAIRNESS_PATHS.seeds}`]: () => SEEDS,
      [`GET ${API_PREFIX}${CARD_PATHS.mine}`]: () =>
        Array.from({ length: CARD_PAGE_SIZE }, (_, i) => ({ ...secretCard, id: `newer-${i}` })),
      [`GET ${olderPath}`]: () => olderCard,
    });
    renderPage(`/fairness?card=${olderCard.id}`);
    expect(await screen.findByText('Verified')).toBeInTheDocument();
    expect(screen.getByLabelText('Nonce')).toHaveValue('0');
    expect(server.callsTo(olderPath)).toHaveLength(1);
    expect(
      screen.getByText(`Your ${CARD_PAGE_SIZE} newest. For an older card, open it in your inventory and choose Verify this draw.`),
    ).toBeInTheDocument();
  });

  it('says when a picked card’s server seed is still secret', async () => {
    signIn();
    renderPage(`/fairness?card=${secretCard.id}`);
    expect(await screen.findByText('Its server seed is still secret')).toBeInTheDocument();
    expect(screen.getByLabelText('Server seed')).toHaveValue('');
    expect(screen.queryByText('Verified')).not.toBeInTheDocument();
  });

  it('verifies a chain’s draw at once: its seed is shown with it and hashes back to the chain’s head', async () => {
    signIn();
    renderPage(`/fairness?card=${chainCard.id}`);
    expect(await screen.findByText('Verified')).toBeInTheDocument();
    expect(screen.getByText('Seed fixed before the draw')).toBeInTheDocument();
    expect(screen.getByLabelText('Server seed')).toHaveValue(LINK_SEED);
    expect(screen.getByLabelText('Nonce')).toHaveValue('1');
  });

  it('shows the chains and a sealed seed of before, reveals that on request, and changes the client seed only to a valid one', async () => {
    signIn();
    renderPage();
    const seeds = screen.getByRole('region', { name: 'Your seeds' });
    const chains = await within(seeds).findByRole('table', { name: 'Your seed chains' });
    expect(within(chains).getByRole('row', { name: /Arcana/ })).toHaveTextContent(`${CHAIN_HEAD}1 of 256`);
    expect(within(seeds).getByText(CURRENT_HASH)).toBeInTheDocument();
    expect(within(seeds).getByText('1 card was drawn with a seed still sealed. Reveal it to check that card.')).toBeInTheDocument();

    await userEvent.click(within(seeds).getByRole('button', { name: 'Reveal server seed and start a new one' }));
    await waitFor(() => expect(rotations).toEqual([{}]));
    // Nothing is left sealed: the seed of before is among the revealed ones.
    await waitFor(() => expect(within(seeds).queryByText(CURRENT_HASH)).not.toBeInTheDocument());

    const clientSeed = within(seeds).getByLabelText('New client seed');
    await userEvent.type(clientSeed, 'not valid!');
    await userEvent.click(within(seeds).getByRole('button', { name: 'Change client seed' }));
    expect(within(seeds).getByText(FAIRNESS_MESSAGES.clientSeed)).toBeInTheDocument();
    expect(rotations).toHaveLength(1);

    await userEvent.clear(clientSeed);
    await userEvent.type(clientSeed, 'chosen');
    await userEvent.click(within(seeds).getByRole('button', { name: 'Change client seed' }));
    await waitFor(() => expect(rotations).toEqual([{}, { clientSeed: 'chosen' }]));
    await waitFor(() => expect(clientSeed).toHaveValue(''));
  });

  it('lets an observer look but not change the seeds', async () => {
    signIn({ isObserving: true });
    renderPage();
    const seeds = screen.getByRole('region', { name: 'Your seeds' });
    expect(await within(seeds).findByText(CURRENT_HASH)).toBeInTheDocument();
    expect(within(seeds).getByRole('button', { name: 'Reveal server seed and start a new one' })).toBeDisabled();
    expect(within(seeds).getByRole('button', { name: 'Change client seed' })).toBeDisabled();
    expect(within(seeds).getByLabelText('New client seed')).toBeDisabled();
  });
});
