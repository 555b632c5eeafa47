import { act, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TRarity } from '@arcana/shared/schemas';
import { theme } from '../../../state/theme';
import { buildCard, COMPONENT_TEST_TIMEOUT_MS } from '../../../test-support';
import { REDUCED_MOTION_QUERY } from '../../../components/useMediaMatch';
import { CardReveal } from './CardReveal';
import type { RevealTempo } from './reveal-timing';

function play(rarity: TRarity, tempo: RevealTempo = 'overlay') {
  const onRevealed = vi.fn();
  const view = render(
    <MantineProvider theme={theme} env="test">
      <CardReveal card={buildCard({ name: 'Moss Toad', rarity })} tempo={tempo} onRevealed={onRevealed} />
    </MantineProvider>,
  );
  const phase = () => screen.getByTestId('card-reveal').dataset.phase;
  const after = (ms: number) => act(() => vi.advanceTimersByTime(ms));
  return { onRevealed, phase, after, view };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a card’s reveal', { timeout: COMPONENT_TEST_TIMEOUT_MS }, () => {
  it('shows the back, flips, and shows the face, its name once', () => {
    vi.useFakeTimers();
    const { phase, after, onRevealed } = play('rare');
    expect(phase()).toBe('back');
    after(350);
    expect(phase()).toBe('flip');
    expect(onRevealed).not.toHaveBeenCalled();
    after(650);
    expect(phase()).toBe('face');
    expect(onRevealed).toHaveBeenCalledTimes(1);
    expect(screen.getAllByText('Moss Toad')).toHaveLength(1);
  });

  it('gives a legendary a longer moment, and the popup a quicker one', () => {
    vi.useFakeTimers();
    const legendary = play('legendary');
    legendary.after(1_000);
    expect(legendary.phase()).toBe('back');
    legendary.after(1_300);
    expect(legendary.phase()).toBe('face');
    legendary.view.unmount();

    const popup = play('common', 'popup');
    popup.after(600);
    expect(popup.phase()).toBe('face');
  });

  it('shows the face at once for someone who asks for less motion', () => {
    const real = window.matchMedia;
    vi.stubGlobal('matchMedia', (query: string) => ({ ...real(query), matches: query === REDUCED_MOTION_QUERY }));
    const { phase, onRevealed } = play('legendary');
    expect(phase()).toBe('face');
    expect(screen.getByTestId('card-reveal')).toHaveAttribute('data-still');
    expect(onRevealed).toHaveBeenCalledTimes(1);
  });
});
