import { act, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../../state/store';
import { theme } from '../../state/theme';
import { buildCard, COMPONENT_TEST_TIMEOUT_MS } from '../../test-support';
import { sharesApi } from '../shares';
import { DrawReveal, type DrawRun } from './DrawReveal';

function reveal(run: DrawRun, left: number | null) {
  const onDrawAgain = vi.fn();
  // The cards are not shared yet, as the server would answer.
  const store = createStore();
  for (const card of run.cards) void store.dispatch(sharesApi.util.upsertQueryData('cardShare', card.id, { share: null }));
  render(
    <Provider store={store}>
      <MantineProvider theme={theme} env="test">
        <MemoryRouter>
          <DrawReveal
            collectionName="First Light"
            run={run}
            left={left}
            failure={null}
            onDrawAgain={onDrawAgain}
            onClose={() => undefined}
          />
        </MemoryRouter>
      </MantineProvider>
    </Provider>,
  );
  const phase = () => screen.getByTestId('card-reveal').dataset.phase;
  return { onDrawAgain, phase };
}

const fox = buildCard({ id: 'c1', name: 'Ember Fox', rarity: 'common' });
const wand = buildCard({ id: 'c2', name: 'Star Wand', rarity: 'legendary', proofCode: 'HP7EX8ZS' });

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('the reveal of a run of draws on a project’s page', { timeout: COMPONENT_TEST_TIMEOUT_MS }, () => {
  it('reveals each card in turn: one button skips a turning card, then leads to the next, then draws again', () => {
    vi.useFakeTimers();
    const { onDrawAgain, phase } = reveal({ cards: [fox, wand], pending: 0 }, 3);
    expect(screen.getByText('Card 1 of 2')).toBeTruthy();
    expect(phase()).toBe('back');
    fireEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(phase()).toBe('face');
    expect(screen.getByRole('button', { name: 'Share this card' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Next card (1 more)' }));
    expect(screen.getByText('Card 2 of 2')).toBeTruthy();
    expect(phase()).toBe('back');
    // A click on the card leads on as the button does.
    fireEvent.click(screen.getByTestId('draw-reveal-stage'));
    expect(phase()).toBe('face');
    // Its own verification code, and its proof by that code, for anyone.
    expect(screen.getByText('HP7E X8ZS')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Verify this draw' }).getAttribute('href')).toBe('/fairness?code=HP7EX8ZS');
    fireEvent.click(screen.getByRole('button', { name: 'Draw again (3 left)' }));
    expect(onDrawAgain).toHaveBeenCalledTimes(1);
  });

  it('plays a card through by itself, and says so when no draw is left', () => {
    vi.useFakeTimers();
    const { phase } = reveal({ cards: [wand], pending: 0 }, 0);
    act(() => vi.advanceTimersByTime(2_300));
    expect(phase()).toBe('face');
    expect(screen.getByText('No draws left in First Light: its ways to earn are below')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Draw again|Skip|Next card/ })).toBeNull();
  });

  it('shows the back while a draw is on its way, and keeps the viewer’s mute', () => {
    reveal({ cards: [], pending: 1 }, null);
    expect(screen.getByText('Drawing…')).toBeTruthy();
    // Nothing to lead on to before the card is here.
    expect(screen.getByRole('button', { name: /Skip/ }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Mute the reveal' }));
    expect(screen.getByRole('button', { name: 'Unmute the reveal' }).getAttribute('aria-pressed')).toBe('true');
    expect(JSON.parse(localStorage.getItem('arcana.revealSound')!)).toMatchObject({ muted: true });
  });
});
