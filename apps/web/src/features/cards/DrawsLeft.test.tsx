import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it } from 'vitest';
import { API_PREFIX, CARD_PATHS } from '@arcana/shared';
import type { TDrawsLeft } from '@arcana/shared/schemas';
import { credentialsReceived } from '../../state/session.slice';
import { createStore } from '../../state/store';
import { serveApi } from '../../test-api';
import { COMPONENT_TEST_TIMEOUT_MS } from '../../test-support';
import { DrawsLeftBadge, DrawsLeftLine } from './DrawsLeft';

const house = (draws: Partial<TDrawsLeft>): TDrawsLeft => ({
  collectionId: 'house',
  project: { slug: 'arcana', name: 'Arcana' },
  left: 2,
  nextFreeDrawsAt: null,
  ...draws,
});

let server: ReturnType<typeof serveApi> | undefined;
afterEach(() => server?.restore());

function show(draws: TDrawsLeft, signedIn = true) {
  server = serveApi({ [`GET ${API_PREFIX}${CARD_PATHS.myDraws}`]: () => ({ collections: [draws] }) });
  const store = createStore();
  if (signedIn) store.dispatch(credentialsReceived({ token: 'access', refreshToken: 'refresh' }));
  return render(
    <Provider store={store}>
      <MantineProvider env="test">
        <DrawsLeftLine />
        <DrawsLeftBadge projectSlug="arcana" />
      </MantineProvider>
    </Provider>,
  );
}

describe('the draws left', { timeout: COMPONENT_TEST_TIMEOUT_MS }, () => {
  it('count down, with when the next free draw comes, in the inventory and beside the project', async () => {
    const next = new Date('2026-11-27T00:00:00Z');
    show(house({ left: 1, nextFreeDrawsAt: next.toISOString() }));
    const at = next.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
    const shown = await screen.findAllByText(`1 draw left · next free draw at ${at}`);
    expect(shown).toHaveLength(2);
  });

  it('say where draws are not counted', async () => {
    show(house({ left: null }));
    expect(await screen.findAllByText('Unlimited draws')).toHaveLength(2);
  });

  it('show nothing to a visitor', () => {
    show(house({ left: 5 }), false);
    expect(screen.queryByTestId('draws-left')).toBeNull();
  });
});
