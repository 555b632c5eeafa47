import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { theme } from '../../../state/theme';
import { COMPONENT_TEST_TIMEOUT_MS } from '../../../test-support';
import { inventoryTotals } from './inventory-view';
import { InventorySummary } from './InventorySummary';

const show = (totals: ReturnType<typeof inventoryTotals> | null) =>
  render(
    <MantineProvider theme={theme}>
      <InventorySummary totals={totals} username="ada" walletKey={null} observing={false} />
    </MantineProvider>,
  );

describe('inventory summary', { timeout: COMPONENT_TEST_TIMEOUT_MS }, () => {
  it('shows placeholders, never zero totals, while the cards load', () => {
    show(null);
    expect(screen.getByTestId('inventory-totals-loading')).toBeInTheDocument();
    expect(screen.queryByText(/ARCANA|items?$/)).toBeNull();
  });

  it('shows the value and the count once the cards are in', () => {
    show(inventoryTotals([]));
    expect(screen.getByTestId('inventory-value')).toHaveTextContent('0 ARCANA');
    expect(screen.getByTestId('inventory-count')).toHaveTextContent('0 items');
  });
});
