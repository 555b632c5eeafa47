import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { API_PREFIX, fillPath, MARKET_MESSAGES as M, TRADING_PATHS } from '@arcana/shared';
import type { TCardTrading, TOwnListing } from '@arcana/shared/schemas';
import { jsonResponse, serveApi } from '../../test-api';
import { renderInApp } from '../../test-render';
import { COMPONENT_TEST_TIMEOUT_MS } from '../../test-support';
import { ListCard } from './ListCard';

// Mantine's first render takes seconds on a busy two-core machine.
configure({ asyncUtilTimeout: 5_000 });

const tradingPath = `${API_PREFIX}${fillPath(TRADING_PATHS.card, { cardId: 'k1' })}`;
const listingPath = `${API_PREFIX}${fillPath(TRADING_PATHS.listing, { cardId: 'k1' })}`;
const listing: TOwnListing = {
  id: 'l1',
  price: '12.5',
  creatorShare: '0.3125',
  sellerGets: '12.1875',
  createdAt: '2026-11-29T10:00:00.000Z',
};
const trading = (overrides: Partial<TCardTrading> = {}): TCardTrading => ({
  owners: [{ username: 'me', profile: false, how: 'drawn', since: '2026-11-01T10:00:00.000Z' }],
  giving: null,
  listing: null,
  selling: null,
  creatorShareBps: 250,
  ...overrides,
});

let server: ReturnType<typeof serveApi> | undefined;
afterEach(() => server?.restore());

describe('listing a card', () => {
  it(
    'says what the creator takes and the seller receives, refuses a price under its field, lists it, and cancels it at once',
    async () => {
      let now = trading();
      const sent: unknown[] = [];
      server = serveApi({
        [`GET ${tradingPath}`]: () => now,
        [`POST ${listingPath}`]: async (_url, request) => {
          sent.push(await request.json());
          now = trading({ listing, giving: { code: 'CARD_LISTED', message: M.cardListed } });
          return jsonResponse(201, { listing, message: M.listed('Ember Fox', '12.5') });
        },
        [`DELETE ${listingPath}`]: () => {
          now = trading();
          return { listing, message: M.cancelled('Ember Fox') };
        },
      });
      renderInApp(<ListCard cardId="k1" cardName="Ember Fox" projectSlug="nova" />);
      await userEvent.click(await screen.findByRole('button', { name: 'List on Marketplace' }));
      const dialog = await screen.findByRole('dialog', { name: 'List Ember Fox' });
      const price = within(dialog).getByRole('textbox', { name: 'Price' });

      await userEvent.type(price, '0.5');
      await userEvent.click(within(dialog).getByRole('button', { name: 'List' }));
      expect(price).toHaveAccessibleDescription(expect.stringContaining(M.priceRange));
      expect(price).toHaveFocus();
      expect(sent).toEqual([]);

      await userEvent.clear(price);
      await userEvent.type(price, '12.50');
      expect(within(dialog).getByText('The creator’s share (2.5 %): 0.3125 USDT. You receive 12.1875 USDT.')).toBeInTheDocument();
      await userEvent.click(within(dialog).getByRole('button', { name: 'List' }));
      expect(await screen.findByText(M.listed('Ember Fox', '12.5'))).toBeInTheDocument();
      expect(sent).toEqual([{ requestId: expect.any(String), price: '12.50' }]);

      const open = await screen.findByRole('region', { name: 'Listed on the marketplace' });
      expect(open).toHaveTextContent('Listed at 12.5 USDT');
      expect(within(open).getByRole('link', { name: 'See the market' })).toHaveAttribute('href', '/projects/nova/market');
      // The button that listed it is gone: focus is on the one that takes it back, and then again.
      await expect.poll(() => within(open).getByRole('button', { name: 'Cancel listing' })).toHaveFocus();
      await userEvent.click(within(open).getByRole('button', { name: 'Cancel listing' }));
      expect(await screen.findByText(M.cancelled('Ember Fox'))).toBeInTheDocument();
      await expect.poll(() => screen.queryByRole('button', { name: 'List on Marketplace' })).toHaveFocus();
    },
    COMPONENT_TEST_TIMEOUT_MS,
  );

  it(
    'says beneath the button why the card cannot be listed, and keeps it focusable',
    async () => {
      server = serveApi({ [`GET ${tradingPath}`]: () => trading({ selling: { code: 'MARKET_CLOSED', message: M.closed } }) });
      renderInApp(<ListCard cardId="k1" cardName="Ember Fox" projectSlug="nova" />);
      const button = await screen.findByRole('button', { name: 'List on Marketplace' });
      await expect.poll(() => button).toHaveAccessibleDescription(M.closed);
      expect(button).toHaveAttribute('aria-disabled', 'true');
      await userEvent.click(button);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    },
    COMPONENT_TEST_TIMEOUT_MS,
  );
});
