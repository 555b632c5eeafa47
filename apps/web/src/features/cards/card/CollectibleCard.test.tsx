import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it, vi } from 'vitest';
import { CARD_TYPES } from '@arcana/shared';
import type { TCard } from '@arcana/shared/schemas';
import { theme } from '../../../state/theme';
import { COMPONENT_TEST_TIMEOUT_MS } from '../../../test-support';
import { CollectibleCard } from './CollectibleCard';

const card = (over: Partial<TCard> = {}): TCard => ({
  id: 'c1',
  name: 'Aurelion, the Unbroken',
  description: 'A blade that has held the line since the first age.',
  image: '⚔️',
  rarity: 'legendary',
  type: 'warrior',
  power: 95,
  defense: 89,
  mintDate: '2026-01-01T00:00:00.000Z',
  collectedAt: '2026-01-01T00:00:00.000Z',
  publicKey: 'k',
  fairness: null,
  ...over,
});

const show = (ui: React.ReactNode) => render(<MantineProvider theme={theme}>{ui}</MantineProvider>);

describe('CollectibleCard', { timeout: COMPONENT_TEST_TIMEOUT_MS }, () => {
  it('is a toggle button named by its own text, the card name first', () => {
    show(<CollectibleCard card={card()} selected onSelect={vi.fn()} />);
    const button = screen.getByRole('button', { pressed: true });
    expect(button).toHaveAccessibleName(/^Aurelion, the Unbroken ?, Legendary warrior, Power 95 ?, Defense 89$/);
    expect(button).not.toHaveAttribute('aria-label');
  });

  it('shows its own art, fetched once it is near the screen, as decoration its name already says', () => {
    const { container } = show(<CollectibleCard card={card()} />);
    const art = container.querySelector('img');
    expect(art).toHaveAttribute('src', expect.stringMatching(/aurelion-the-unbroken.*\.svg/));
    expect(art).toHaveAttribute('loading', 'lazy');
    expect(art).toHaveAttribute('alt', '');
  });

  it('draws its type’s emblem for a card the catalogue does not have, and never shows the image emoji', () => {
    for (const type of CARD_TYPES) {
      const { container, unmount } = show(<CollectibleCard card={card({ type, name: 'A Card Nobody Drew', image: '🐺' })} />);
      expect(container.querySelector('img')).toBeNull();
      expect(container.querySelectorAll('svg[aria-hidden="true"]').length).toBeGreaterThanOrEqual(2);
      expect(container.textContent).not.toContain('🐺');
      unmount();
    }
  });

  it('is a picture, not a control, without onSelect (the collect overlay is the control there)', () => {
    show(<CollectibleCard card={card()} fullWidth />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Aurelion, the Unbroken')).toBeInTheDocument();
  });

  it('marks a card collected in the last day as NEW!', () => {
    show(<CollectibleCard card={card({ collectedAt: new Date().toISOString() })} onSelect={vi.fn()} />);
    expect(screen.getByRole('button')).toHaveTextContent('NEW!');
  });
});
