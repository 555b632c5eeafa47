import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { TRADING_MESSAGES } from '@arcana/shared';
import { jsonResponse } from '../../../test-api';
import { COMPONENT_TEST_TIMEOUT_MS } from '../../../test-support';
import { collectionPath, renderCollectionSubpage } from '../render-collection-subpage';
import CollectionTradingPage from './CollectionTradingPage';

// Mantine's first render takes seconds on a busy two-core machine.
configure({ asyncUtilTimeout: 5_000 });

let server: ReturnType<typeof renderCollectionSubpage>['server'];
afterEach(() => server.restore());

const saveButton = () => screen.getByRole('button', { name: 'Save trading terms' });

describe('a collection’s trading terms', { timeout: COMPONENT_TEST_TIMEOUT_MS }, () => {
  it('opens trading once held some days with a share in percent, saved in basis points, and says it in words', async () => {
    const rendered = renderCollectionSubpage('trading', <CollectionTradingPage />);
    server = rendered.server;

    const never = await screen.findByRole('radio', { name: /^Never/ });
    expect(never).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('Never tradable: a card stays with the account that collected it.');
    expect(saveButton()).toBeDisabled();

    await userEvent.click(screen.getByRole('radio', { name: 'Once held some days' }));
    const days = screen.getByRole('textbox', { name: 'Days held' });
    await userEvent.clear(days);
    await userEvent.type(days, '14');
    const share = screen.getByRole('textbox', { name: 'Your share of each sale' });
    await userEvent.clear(share);
    // Past 10 % it is taken back to 10 % as the field is left.
    await userEvent.type(share, '11');
    await userEvent.tab();
    expect(share).toHaveValue('10 %');

    await userEvent.clear(share);
    await userEvent.type(share, '2.5');
    expect(screen.getByRole('status')).toHaveTextContent('Tradable once held 14 days. The creator takes 2.5 % of each sale.');
    await userEvent.click(saveButton());
    await waitFor(() => expect(rendered.patched).toEqual([{ trading: { tradable: 'held', heldDays: 14, creatorShareBps: 250 } }]));
    expect(await screen.findByText(/^Saved. Collectors get these terms once an admin approves/)).toBeInTheDocument();
  });

  it('closes trading, saving none', async () => {
    const rendered = renderCollectionSubpage('trading', <CollectionTradingPage />, {
      // Keys in the database's order, not the form's: the terms are the same, so nothing is to save.
      collection: { trading: { heldDays: null, tradable: 'always', creatorShareBps: 0 } },
    });
    server = rendered.server;
    expect(await screen.findByRole('radio', { name: /^At once/ })).toBeChecked();
    expect(saveButton()).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: /^Never/ }));
    await userEvent.click(saveButton());
    await waitFor(() => expect(rendered.patched).toEqual([{ trading: null }]));
  });

  it('shows the server’s refusal on the field it is about', async () => {
    const refused = renderCollectionSubpage('trading', <CollectionTradingPage />, {
      routes: {
        [`PATCH ${collectionPath}`]: () =>
          jsonResponse(400, { error: TRADING_MESSAGES.creatorShare, code: 'VALIDATION_ERROR', field: 'trading.creatorShareBps' }),
      },
    });
    server = refused.server;
    await userEvent.click(await screen.findByRole('radio', { name: /^At once/ }));
    await userEvent.click(saveButton());
    const share = screen.getByRole('textbox', { name: 'Your share of each sale' });
    await waitFor(() => expect(share).toHaveAccessibleDescription(expect.stringContaining(TRADING_MESSAGES.creatorShare)));
  });
});
