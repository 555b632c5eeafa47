import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it, vi } from 'vitest';
import { CARD_TYPES } from '@arcana/shared';
import type { TCard } from '@arcana/shared/schemas';
import { theme } from '../../../state/theme';
import { buildCard, COMPONENT_TEST_TIMEOUT_MS } from '../../../test-support';
import { CollectibleCard } from './CollectibleCard';
import { KeptNew } from './kept-new';

const card = (over: Partial<TCard> = {}): TCard =>
  buildCard({
    id: 'c1',
    name: 'Aurelion, the Unbroken',
    description: 'A blade that has held the line since the first age.',
    rarity: 'legendary',
    type: 'warrior',
    power: 95,
    defense: 89,
    seenAt: '2026-01-01T00:00:00.000Z',
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

  it('shows a stack’s ×3 on its art, heard after the card’s own text as “3 copies”, and nothing for one copy', () => {
    show(<CollectibleCard card={card()} copies={3} onSelect={vi.fn()} />);
    const button = screen.getByRole('button');
    expect(button).toHaveAccessibleName(/^Aurelion, the Unbroken ?, Legendary warrior, Power 95 ?, Defense 89 ?, 3 copies$/);
    expect(screen.getByTestId('card-copies')).toHaveTextContent('×3');
    show(<CollectibleCard card={card({ id: 'c2' })} copies={1} />);
    expect(screen.getAllByTestId('card-copies')).toHaveLength(1);
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

  it('marks a card its owner has not seen as NEW!, and a seen one only while the inventory keeps it so', () => {
    const { rerender } = show(<CollectibleCard card={card({ seenAt: null })} onSelect={vi.fn()} />);
    expect(screen.getByRole('button')).toHaveTextContent('NEW!');
    rerender(
      <MantineProvider theme={theme}>
        <CollectibleCard card={card()} onSelect={vi.fn()} />
      </MantineProvider>,
    );
    expect(screen.getByRole('button')).not.toHaveTextContent('NEW!');
    rerender(
      <MantineProvider theme={theme}>
        <KeptNew value={new Set(['c1'])}>
          <CollectibleCard card={card()} onSelect={vi.fn()} />
        </KeptNew>
      </MantineProvider>,
    );
    expect(screen.getByRole('button')).toHaveTextContent('NEW!');
  });
});
