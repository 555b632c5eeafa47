import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { API_PREFIX, CARD_TRANSFER_MESSAGES as M, fillPath, MARKET_MESSAGES, TRADING_PATHS } from '@arcana/shared';
import type { TCardTrading } from '@arcana/shared/schemas';
import { jsonResponse, serveApi } from '../../test-api';
import { renderInApp, signInAs } from '../../test-render';
import { buildUser, COMPONENT_TEST_TIMEOUT_MS } from '../../test-support';
import { CardHolders } from './CardOwners';
import { TransferCard } from './TransferCard';

// Mantine's first render takes seconds on a busy two-core machine.
configure({ asyncUtilTimeout: 5_000 });

const tradingPath = `${API_PREFIX}${fillPath(TRADING_PATHS.card, { cardId: 'k1' })}`;
const transferPath = `${API_PREFIX}${fillPath(TRADING_PATHS.transfer, { cardId: 'k1' })}`;
const trading = (overrides: Partial<TCardTrading> = {}): TCardTrading => ({
  owners: [{ username: 'me', profile: false, how: 'drawn', since: '2026-11-01T10:00:00.000Z' }],
  giving: null,
  listing: null,
  selling: { code: 'MARKET_CLOSED', message: MARKET_MESSAGES.closed },
  creatorShareBps: 0,
  ...overrides,
});

let server: ReturnType<typeof serveApi> | undefined;
afterEach(() => server?.restore());

describe('giving a card', () => {
  it(
    'names the recipient, shows a refusal about them under the field, and tries again as the same transfer',
    async () => {
      const sent: unknown[] = [];
      server = serveApi({
        ...signInAs(buildUser()),
        [`GET ${tradingPath}`]: () => trading(),
        [`POST ${transferPath}`]: async (_url, request) => {
          const body = (await request.json()) as { recipient: string };
          sent.push(body);
          if (body.recipient !== 'pixelfan') return jsonResponse(404, { error: M.recipientNotFound, code: 'RECIPIENT_NOT_FOUND' });
          return jsonResponse(201, {
            id: 't1',
            card: { id: 'k1', name: 'Ember Fox' },
            recipient: { username: 'pixelfan' },
            createdAt: '2026-11-29T10:00:00.000Z',
            message: M.transferred('Ember Fox', 'pixelfan'),
          });
        },
      });
      renderInApp(<TransferCard cardId="k1" cardName="Ember Fox" />);
      await userEvent.click(await screen.findByRole('button', { name: 'Transfer to Another Wallet' }));
      const dialog = await screen.findByRole('dialog', { name: 'Transfer Ember Fox' });
      const field = within(dialog).getByRole('textbox', { name: 'Username or wallet address' });

      await userEvent.type(field, 'not a name!');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
      expect(field).toHaveAccessibleDescription(M.recipientInvalid);
      expect(field).toHaveFocus();
      expect(sent).toEqual([]);

      await userEvent.clear(field);
      await userEvent.type(field, 'pixelfam');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
      await expect.poll(() => field).toHaveAccessibleDescription(M.recipientNotFound);
      await userEvent.clear(field);
      await userEvent.type(field, ' pixelfan ');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
      expect(await screen.findByText(M.transferred('Ember Fox', 'pixelfan'))).toBeInTheDocument();
      expect(screen.queryByRole('dialog', { name: 'Transfer Ember Fox' })).not.toBeInTheDocument();
      const [first, second] = sent as Array<{ requestId: string; recipient: string }>;
      expect(second).toEqual({ requestId: first!.requestId, recipient: 'pixelfan' });
    },
    COMPONENT_TEST_TIMEOUT_MS,
  );

  it(
    'says beneath the button why the card cannot be given now, and lists its holders once it changed hands',
    async () => {
      server = serveApi({
        ...signInAs(buildUser({ username: 'me' })),
        [`GET ${tradingPath}`]: () =>
          trading({
            owners: [
              { username: null, profile: false, how: 'drawn', since: '2026-11-01T10:00:00.000Z' },
              { username: 'me', profile: true, how: 'given', since: '2026-11-20T10:00:00.000Z' },
            ],
            giving: { code: 'TRADE_HOLD', message: M.tradeHold(new Date('2026-12-03T00:00:00Z'), 7) },
          }),
      });
      renderInApp(
        <>
          <CardHolders cardId="k1" />
          <TransferCard cardId="k1" cardName="Ember Fox" />
        </>,
      );
      const button = await screen.findByRole('button', { name: 'Transfer to Another Wallet' });
      await expect.poll(() => button).toHaveAttribute('aria-disabled', 'true');
      // Still reached by the keyboard, which hears why; a press opens nothing.
      await userEvent.click(button);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(button).toHaveAccessibleDescription(M.tradeHold(new Date('2026-12-03T00:00:00Z'), 7));
      const holders = screen.getByRole('region', { name: 'Its holders' });
      expect(
        within(holders)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['A deleted account drew it · Nov 1, 2026', 'me (you) received it · Nov 20, 2026']);
      expect(within(holders).getByRole('link', { name: 'me' })).toHaveAttribute('href', '/u/me');
    },
    COMPONENT_TEST_TIMEOUT_MS,
  );

  it(
    'asks a linked wallet to sign, and says so when Phantom is not there to',
    async () => {
      const sent: unknown[] = [];
      server = serveApi({
        ...signInAs(buildUser({ wallet: { publicKey: '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin' } })),
        [`GET ${tradingPath}`]: () => trading(),
        [`POST ${transferPath}`]: (_url, request) => void sent.push(request),
      });
      renderInApp(<TransferCard cardId="k1" cardName="Ember Fox" />);
      await userEvent.click(await screen.findByRole('button', { name: 'Transfer to Another Wallet' }));
      const dialog = await screen.findByRole('dialog', { name: 'Transfer Ember Fox' });
      expect(dialog).toHaveTextContent('Your linked wallet signs the transfer');
      await userEvent.type(within(dialog).getByRole('textbox', { name: 'Username or wallet address' }), 'pixelfan');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('Phantom wallet is not installed');
      expect(sent).toEqual([]);
    },
    COMPONENT_TEST_TIMEOUT_MS,
  );
});
