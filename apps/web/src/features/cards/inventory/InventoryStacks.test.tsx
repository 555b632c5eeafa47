import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PREFIX, CARD_PATHS } from '@arcana/shared';
import { serveApi } from '../../../test-api';
import { renderInApp, signInAs } from '../../../test-render';
import { buildCard, buildUser, COMPONENT_TEST_TIMEOUT_MS } from '../../../test-support';
import { inventoryTotals } from './inventory-view';
import InventoryPage from './InventoryPage';

configure({ asyncUtilTimeout: 5_000 });

const api = (path: string) => `${API_PREFIX}${path}`;
const seen = '2026-11-05T00:00:00.000Z';
const TOADS = [3, 2, 1].map((day) =>
  buildCard({ id: `toad-${day}`, name: 'Moss Toad', type: 'beast', collectedAt: `2026-11-0${day}T12:00:00.000Z`, seenAt: seen }),
);
const ADEPT = buildCard({ id: 'adept', name: 'Frost Adept', type: 'mage', collectedAt: '2026-11-04T00:00:00.000Z', seenAt: seen });
const CARDS = [ADEPT, ...TOADS];

let server: ReturnType<typeof serveApi> | undefined;
/** The inventory on a desktop, its server stacking the three Moss Toads as the real one would. */
function renderInventory() {
  const real = window.matchMedia;
  vi.stubGlobal('matchMedia', (query: string) => ({ ...real(query), matches: query === '(min-width: 62em)' }));
  localStorage.setItem('isAuthenticated', 'true');
  server = serveApi({
    ...signInAs(buildUser()),
    [`GET ${api(CARD_PATHS.mine)}`]: () => CARDS,
    [`GET ${api(CARD_PATHS.mineSummary)}`]: () => inventoryTotals(CARDS),
    [`GET ${api(CARD_PATHS.minePage)}`]: (url) => {
      const each = CARDS.map((card) => ({ ...card, copies: 1 }));
      if (url.searchParams.has('copiesOf')) return { cards: each.slice(1), nextCursor: null };
      const stacked = url.searchParams.get('stack') === 'true';
      return { cards: stacked ? [each[0]!, { ...TOADS[0]!, copies: 3 }] : each, nextCursor: null };
    },
  });
  renderInApp(<InventoryPage />, '/inventory');
}

const rows = () => within(screen.getByTestId('inventory-list')).queryAllByRole('button');

beforeEach(() => localStorage.clear());
afterEach(() => server?.restore());

describe('duplicates stacked', { timeout: 3 * COMPONENT_TEST_TIMEOUT_MS }, () => {
  it('shows a stack once with its ×3, heard as “3 copies”, and lists its copies in the details to open each', async () => {
    renderInventory();
    await userEvent.click(await screen.findByRole('radio', { name: 'List' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    const stack = screen.getByRole('button', { name: /^Moss Toad.*, 3 copies/ });
    expect(within(stack).getByTestId('card-copies')).toHaveTextContent('×3');
    expect(screen.getByRole('button', { name: /^Frost Adept/ })).not.toHaveAccessibleName(/copies/);
    expect(screen.getByRole('switch', { name: 'Stack duplicates' })).toBeChecked();

    await userEvent.click(stack);
    const details = await screen.findByRole('complementary', { name: 'Card details' });
    const copies = within(details).getByRole('region', { name: '3 copies' });
    const each = await within(copies).findAllByRole('button', { name: /^Collected / });
    expect(each).toHaveLength(3);
    expect(each[0]).toHaveAttribute('aria-current', 'true');
    await userEvent.click(each[2]!);
    await waitFor(() => expect(within(copies).getAllByRole('button', { name: /^Collected / })[2]).toHaveAttribute('aria-current', 'true'));
    expect(within(details).getByText(new Date(TOADS[2]!.collectedAt).toLocaleString(), { selector: 'dd' })).toBeInTheDocument();
    // The stack stays the card open in the list while one of its copies is shown.
    expect(stack).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows each card on its own once “Stack duplicates” is off', async () => {
    renderInventory();
    await userEvent.click(await screen.findByRole('radio', { name: 'List' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    await userEvent.click(screen.getByRole('switch', { name: 'Stack duplicates' }));
    await waitFor(() => expect(rows()).toHaveLength(4));
    expect(screen.queryByTestId('card-copies')).toBeNull();
    expect(
      server!.callsTo(api(CARD_PATHS.minePage)).map((call) => new URL(call.split(' ')[1]!, location.origin).searchParams.get('stack')),
    ).toEqual(['true']);
  });
});
