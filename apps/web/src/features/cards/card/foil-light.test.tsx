import { fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCard, COMPONENT_TEST_TIMEOUT_MS } from '../../../test-support';
import { theme } from '../../../state/theme';
import { CollectibleCard } from './CollectibleCard';

const show = (rarity: 'common' | 'rare' | 'epic' | 'legendary') =>
  render(
    <MantineProvider theme={theme}>
      <CollectibleCard card={buildCard({ rarity })} onSelect={vi.fn()} />
    </MantineProvider>,
  ).container.querySelector<HTMLElement>('[data-card-id]')!;

/** The card 200 × 280 px at the page's top left, as a layout would put it. */
function laidOut(card: HTMLElement) {
  card.getBoundingClientRect = () => ({
    left: 0,
    top: 0,
    width: 200,
    height: 280,
    right: 200,
    bottom: 280,
    x: 0,
    y: 0,
    toJSON: () => ({}),
  });
  return card;
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
const light = (card: HTMLElement) => [card.style.getPropertyValue('--foil-x'), card.style.getPropertyValue('--foil-y')];

afterEach(() => vi.unstubAllGlobals());

describe('foil', { timeout: COMPONENT_TEST_TIMEOUT_MS }, () => {
  it('is printed on epic and legendary cards only', () => {
    expect(show('legendary').dataset.foil).toBe('true');
    expect(show('epic').dataset.foil).toBe('true');
    expect(show('rare').dataset.foil).toBeUndefined();
    expect(show('common').dataset.foil).toBeUndefined();
  });

  it('catches the light where the pointer is, once a frame, and lets it rest when the pointer leaves', async () => {
    const card = laidOut(show('legendary'));
    fireEvent.pointerMove(card, { clientX: 20, clientY: 20 });
    fireEvent.pointerMove(card, { clientX: 150, clientY: 70 });
    await nextFrame();
    expect(light(card)).toEqual(['0.750', '0.250']);
    // Beyond the card's edge (a fast pointer), the light stays on the card.
    fireEvent.pointerMove(card, { clientX: 400, clientY: -10 });
    await nextFrame();
    expect(light(card)).toEqual(['1.000', '0.000']);
    fireEvent.pointerLeave(card);
    expect(light(card)).toEqual(['', '']);
    expect(screen.getByRole('button')).toBe(card);
  });

  it('stays still for someone who asks for less motion', async () => {
    const real = window.matchMedia;
    vi.stubGlobal('matchMedia', (query: string) => ({ ...real(query), matches: query === '(prefers-reduced-motion: reduce)' }));
    const card = laidOut(show('epic'));
    fireEvent.pointerMove(card, { clientX: 150, clientY: 70 });
    await nextFrame();
    expect(light(card)).toEqual(['', '']);
  });

  it('follows the phone’s tilt while a foil card is on the page', async () => {
    const card = show('legendary');
    window.dispatchEvent(Object.assign(new Event('deviceorientation'), { gamma: 20, beta: 45 }));
    await nextFrame();
    expect(light(card)).toEqual(['0.750', '0.500']);
  });
});
