import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PREFIX, AUTH_PATHS, CARD_PATHS, CARD_SORTS, cardMatches } from '@arcana/shared';
import { ZCardPageQuery, type TCard } from '@arcana/shared/schemas';
import { createStore } from '../../../state/store';
import { serveApi } from '../../../test-api';
import { buildCard, buildUser, COMPONENT_TEST_TIMEOUT_MS } from '../../../test-support';
import { inventoryTotals } from './inventory-view';
import InventoryPage from './InventoryPage';

// Mantine's first render takes seconds on a busy two-core machine.
configure({ asyncUtilTimeout: 5_000 });

const api = (path: string) => `${API_PREFIX}${path}`;
const NOVA = { slug: 'nova-studio', name: 'Nova Studio' };
const seen = '2026-11-02T00:00:00.000Z';
const HOUSE_CARDS = [
  buildCard({ id: 'toad', name: 'Moss Toad', type: 'beast', collectedAt: '2026-11-03T00:00:00.000Z', seenAt: seen }),
  buildCard({ id: 'adept', name: 'Frost Adept', type: 'mage', collectedAt: '2026-11-01T00:00:00.000Z', seenAt: seen }),
];
const FOX = buildCard({
  id: 'fox',
  name: 'Ember Fox',
  type: 'beast',
  collectedAt: '2026-11-02T00:00:00.000Z',
  seenAt: seen,
  project: NOVA,
});

/** The window as wide as a desktop's 1440 px (the side panel's query matches) or a phone's 390 px. */
function screenOf(width: 1440 | 390) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: width === 1440 && query === '(min-width: 62em)',
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

function ProjectPage() {
  return <h1>Project {useParams().slug}</h1>;
}

let server: ReturnType<typeof serveApi> | undefined;
function renderInventory(cards: TCard[]) {
  localStorage.setItem('token', 'access');
  localStorage.setItem('refreshToken', 'refresh');
  localStorage.setItem('isAuthenticated', 'true');
  server = serveApi({
    [`GET ${api(AUTH_PATHS.verify)}`]: () => ({ user: buildUser(), isObserving: false }),
    [`GET ${api(CARD_PATHS.mine)}`]: () => cards,
    [`GET ${api(CARD_PATHS.mineSummary)}`]: () => inventoryTotals(cards),
    // The server's stacked pages, of cards that are each the only copy of their own.
    [`GET ${api(CARD_PATHS.minePage)}`]: (url) => {
      const query = ZCardPageQuery.parse(Object.fromEntries(url.searchParams));
      const selected = cards.filter((card) => cardMatches(card, query)).sort(CARD_SORTS[query.sort]);
      return { cards: selected.map((card) => ({ ...card, copies: 1 })), nextCursor: null };
    },
  });
  render(
    <Provider store={createStore()}>
      <MantineProvider env="test">
        <MemoryRouter initialEntries={['/inventory']}>
          <Routes>
            <Route path="/inventory" element={<InventoryPage />} />
            <Route path="/projects/:slug" element={<ProjectPage />} />
          </Routes>
        </MemoryRouter>
      </MantineProvider>
    </Provider>,
  );
}

/** The names of the cards listed, in order (the list view). */
const listed = () =>
  within(screen.getByTestId('inventory-list'))
    .queryAllByTestId('card-name')
    .map((name) => name.textContent);

/** Picks an option of a Mantine select with the keyboard alone: focus, open, arrows to it, Enter. */
async function chooseByKeyboard(select: HTMLElement, option: string) {
  const user = userEvent.setup();
  select.focus();
  await user.keyboard('{ArrowDown}');
  const options = within(await screen.findByRole('listbox')).getAllByRole('option');
  const target = options.findIndex((o) => o.textContent === option);
  expect(target, option).toBeGreaterThanOrEqual(0);
  // The option the arrows are on (Mantine marks it), or none yet.
  const current = () => options.findIndex((o) => o.hasAttribute('data-combobox-selected'));
  for (let steps = 0; current() !== target && steps < options.length * 2; steps++) {
    await user.keyboard(current() > target ? '{ArrowUp}' : '{ArrowDown}');
  }
  await user.keyboard('{Enter}');
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  server?.restore();
  vi.restoreAllMocks();
});

describe('the inventory by project', { timeout: 3 * COMPONENT_TEST_TIMEOUT_MS }, () => {
  it('shows each card’s project in its row and links it from the details, on a desktop', async () => {
    screenOf(1440);
    renderInventory([HOUSE_CARDS[0]!, FOX, HOUSE_CARDS[1]!]);
    await userEvent.click(await screen.findByRole('radio', { name: 'List' }));
    await waitFor(() => expect(listed()).toEqual(['Moss Toad', 'Ember Fox', 'Frost Adept']));
    const foxRow = screen.getByRole('button', { name: /^Ember Fox/ });
    expect(foxRow).toHaveTextContent('Nova Studio');
    expect(screen.getByRole('button', { name: /^Moss Toad/ })).toHaveTextContent('Arcana');

    await userEvent.click(foxRow);
    const details = await screen.findByRole('complementary', { name: 'Card details' });
    const link = within(details).getByRole('link', { name: 'Nova Studio' });
    expect(link).toHaveAttribute('href', '/projects/nova-studio');
    await userEvent.click(link);
    expect(await screen.findByRole('heading', { name: 'Project nova-studio' })).toBeInTheDocument();
  });

  it('filters by project from the side panel by keyboard, with the rarity and type filters, and back to all', async () => {
    screenOf(1440);
    renderInventory([HOUSE_CARDS[0]!, FOX, HOUSE_CARDS[1]!]);
    await userEvent.click(await screen.findByRole('radio', { name: 'List' }));
    const select = await screen.findByRole('combobox', { name: 'Project' });
    expect(select).toHaveValue('All projects');
    await chooseByKeyboard(select, 'Nova Studio (1)');
    await waitFor(() => expect(listed()).toEqual(['Ember Fox']));
    // A type goes with the project: beasts of Nova Studio, then of every project.
    await userEvent.click(screen.getByRole('button', { name: 'Beasts' }));
    expect(listed()).toEqual(['Ember Fox']);
    await chooseByKeyboard(select, 'All projects');
    await waitFor(() => expect(listed()).toEqual(['Moss Toad', 'Ember Fox']));
    await chooseByKeyboard(select, 'Arcana (2)');
    await waitFor(() => expect(listed()).toEqual(['Moss Toad']));
  });

  it('offers the Project filter in the phones’ filters sheet, and names it on the Filters button', async () => {
    screenOf(390);
    renderInventory([HOUSE_CARDS[0]!, FOX, HOUSE_CARDS[1]!]);
    await userEvent.click(await screen.findByRole('button', { name: 'Filters' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    await userEvent.click(within(sheet).getByRole('radio', { name: 'List' }));
    await chooseByKeyboard(within(sheet).getByRole('combobox', { name: 'Project' }), 'Nova Studio (1)');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(listed()).toEqual(['Ember Fox']));
    expect(screen.getByRole('button', { name: /^Filters/ })).toHaveTextContent(/^Filters\s*· Nova Studio$/);
  });

  it('offers no Project filter while every card comes from one project', async () => {
    screenOf(1440);
    renderInventory(HOUSE_CARDS);
    expect(await screen.findByRole('navigation', { name: 'Rarity' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: /^Legendary/ })).not.toHaveTextContent(/^Legendary$/));
    expect(screen.queryByRole('combobox', { name: 'Project' })).toBeNull();
  });
});
