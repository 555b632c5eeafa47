import { act, configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_PREFIX, CARD_PATHS, DRAW_CREDIT_MESSAGES } from '@arcana/shared';
import { ZCollectBody, type ServerEventPayload, type TCollectBody } from '@arcana/shared/schemas';
import { seedSession } from '../sessions';
import { credentialsReceived } from '../../state/session.slice';
import { createStore } from '../../state/store';
import { hideAllToasts, jsonResponse, serveApi, serveRealtime, toastsTitled } from '../../test-api';
import { buildCard, buildUser, COMPONENT_TEST_TIMEOUT_MS } from '../../test-support';
import { walletActions } from '../../state/wallet.slice';
import { ClaimButton } from './ClaimButton';

// Mantine's first render and the toasts' lazy chunk take seconds on a busy two-core machine.
configure({ asyncUtilTimeout: 5_000 });

const KEY = '7EYnhQoR9YM3N7UoaKRoA44Uy8JeaZV3qyouov87awMs';
const card = buildCard({
  id: 'c1',
  name: 'Ember Drake',
  description: 'A small dragon',
  rarity: 'rare',
  type: 'beast',
  power: 40,
  defense: 30,
  publicKey: KEY,
});
/** The server's notification of a collect, naming the request that caused it. */
/** What the server tells every tab of the user of a card drawn: the card and its notification, in one message. */
const cardEcho = (requestId: string): ServerEventPayload<'collectibleCollected'> => ({
  requestId,
  publicKey: card.publicKey,
  status: 'success',
  card,
  notification: {
    id: crypto.randomUUID(),
    type: 'collectible_received',
    title: 'New card collected',
    message: 'You collected Ember Drake (rare).',
    read: false,
    createdAt: new Date().toISOString(),
    redirectUrl: '/inventory',
    count: 1,
    card: null,
  },
});

/** The landing button of a signed-in tab whose wallet is connected and owns no card yet. */
function openLanding() {
  const store = createStore();
  store.dispatch(credentialsReceived({ token: 'access', refreshToken: 'refresh' }));
  store.dispatch(seedSession(buildUser({ wallet: { publicKey: KEY } })));
  store.dispatch(walletActions.connected(KEY));
  const realtime = serveRealtime(store);
  render(
    <Provider store={store}>
      <MantineProvider env="test">
        <Notifications />
        <MemoryRouter>
          <ClaimButton />
        </MemoryRouter>
      </MantineProvider>
    </Provider>,
  );
  return { store, realtime };
}

let server: ReturnType<typeof serveApi>;
let collectReply: (response: Response) => void;
let collectBody: TCollectBody | undefined;
beforeEach(() => {
  localStorage.clear();
  collectBody = undefined;
  server = serveApi({
    [`GET ${API_PREFIX}${CARD_PATHS.mine}`]: () => [],
    [`POST ${API_PREFIX}${CARD_PATHS.collect}`]: async (_url, request) => {
      const reply = new Promise<Response>((resolve) => (collectReply = resolve));
      collectBody = ZCollectBody.parse(await request.json());
      return reply;
    },
  });
});
afterEach(() => {
  server.restore();
  hideAllToasts();
});

describe('collecting from the landing button', { timeout: COMPONENT_TEST_TIMEOUT_MS }, () => {
  it('reveals the card in the overlay without a toast of the same card, even when the notification comes first', async () => {
    const { store, realtime } = openLanding();
    await userEvent.click(await screen.findByRole('button', { name: 'Collect Reward Card' }));
    await waitFor(() => expect(collectBody).toBeDefined());
    // The overlay reveals what it draws: the collect asks for the card stored seen.
    expect(collectBody!.revealed).toBe(true);
    realtime.fire('collectibleCollected', cardEcho(collectBody!.requestId));
    act(() => collectReply(jsonResponse(200, card)));

    expect(await screen.findByTestId('collected-overlay')).toHaveTextContent('Click to view in inventory');
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(toastsTitled('New card collected')).toEqual([]);
    expect(store.getState().ownRequests.toldHere).toEqual([]);
  });

  it('stays silent when the collect fails, and a card collected elsewhere then toasts as usual', async () => {
    const { realtime, store } = openLanding();
    await userEvent.click(await screen.findByRole('button', { name: 'Collect Reward Card' }));
    await waitFor(() => expect(collectBody).toBeDefined());
    act(() => collectReply(jsonResponse(503, { error: 'Service unavailable', code: 'SERVICE_UNAVAILABLE' })));
    expect(await screen.findByRole('button', { name: 'Collect Reward Card' })).toBeEnabled();
    expect(screen.queryByTestId('collected-overlay')).not.toBeInTheDocument();

    expect(store.getState().ownRequests.toldHere).toEqual([]);
    realtime.fire('collectibleCollected', cardEcho(crypto.randomUUID()));
    await waitFor(() => expect(toastsTitled('New card collected')).toHaveLength(1));
  });

  it('says when the next free draw comes when none is left, and the button stays as it was', async () => {
    openLanding();
    await userEvent.click(await screen.findByRole('button', { name: 'Collect Reward Card' }));
    await waitFor(() => expect(collectBody).toBeDefined());
    act(() => collectReply(jsonResponse(409, { error: DRAW_CREDIT_MESSAGES.noDrawsLeft, code: 'NO_DRAWS_LEFT' })));
    await waitFor(() => expect(toastsTitled(DRAW_CREDIT_MESSAGES.noDrawsLeftTitle)).toHaveLength(1));
    const next = new Date();
    next.setUTCHours(24, 0, 0, 0);
    const at = next.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
    expect(screen.getByText(`Your next free draw comes at ${at}.`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Collect Reward Card' })).toBeEnabled();
    expect(screen.queryByTestId('collected-overlay')).not.toBeInTheDocument();
  });
});
