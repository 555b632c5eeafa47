import { act, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../state/theme';
import { buildCard, COMPONENT_TEST_TIMEOUT_MS } from '../../test-support';
import { CollectedOverlay } from './CollectedOverlay';

const card = buildCard({
  id: 'c1',
  name: 'Hedge Witch',
  description: 'Brews in the rain.',
  rarity: 'common',
  type: 'mage',
  power: 12,
  defense: 8,
});

function reveal(durationMs = 5_000) {
  const onClose = vi.fn();
  const onView = vi.fn();
  render(
    <MantineProvider theme={theme} env="test">
      <button type="button">Collect</button>
      <CollectedOverlay card={card} onClose={onClose} onView={onView} durationMs={durationMs} />
    </MantineProvider>,
  );
  return { onClose, onView, dialog: screen.getByRole('dialog', { name: 'You collected Hedge Witch' }) };
}

afterEach(() => vi.useRealTimers());

describe('the collected-card overlay', { timeout: COMPONENT_TEST_TIMEOUT_MS }, () => {
  it('is a modal dialog named after the card, with no button inside another', () => {
    const { dialog } = reveal();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog.tagName).not.toBe('BUTTON');
    expect(dialog.querySelector('button button')).toBeNull();
  });

  it('moves focus to its button, which opens the inventory with one click, even before the face shows', async () => {
    const { dialog, onView } = reveal();
    const view = screen.getByRole('button', { name: 'Click to view in inventory' });
    await vi.waitFor(() => expect(view).toHaveFocus());
    expect(dialog).toContainElement(view);
    expect(screen.getByTestId('card-reveal')).toHaveAttribute('data-phase', 'back');
    fireEvent.click(view);
    expect(onView).toHaveBeenCalledTimes(1);
  });

  it('opens the inventory on one click anywhere on it, from its first moment', () => {
    const { dialog, onView } = reveal();
    expect(screen.getByTestId('card-reveal')).toHaveAttribute('data-phase', 'back');
    fireEvent.click(dialog);
    expect(onView).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape without opening the inventory', () => {
    const { onClose, onView } = reveal();
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onView).not.toHaveBeenCalled();
  });

  it('gives focus back to the control that had it once it goes', () => {
    const page = (revealed: boolean) => (
      <MantineProvider theme={theme} env="test">
        <button type="button">Collect</button>
        {revealed && <CollectedOverlay card={card} onClose={vi.fn()} onView={vi.fn()} />}
      </MantineProvider>
    );
    const { rerender } = render(page(false));
    screen.getByRole('button', { name: 'Collect' }).focus();
    rerender(page(true));
    screen.getByRole('button', { name: 'Click to view in inventory' }).focus();
    rerender(page(false));
    expect(screen.getByRole('button', { name: 'Collect' })).toHaveFocus();
  });

  it('closes by itself once its time is up', () => {
    vi.useFakeTimers();
    const { onClose } = reveal(5_000);
    act(() => vi.advanceTimersByTime(4_999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
