import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TOverlayAlert } from '@arcana/shared/schemas';
import { buildOverlayCard, buildOverlaySettings } from '../../../test-support';
import { PlayReveal } from './PlayReveal';

const SETTINGS = buildOverlaySettings({ displaySeconds: 6, volume: 0 });
const card = buildOverlayCard();
const played = (
  action: Extract<TOverlayAlert, { kind: 'play' }>['play']['action'],
  replay = false,
): Extract<TOverlayAlert, { kind: 'play' }> => ({
  id: 'a1',
  kind: 'play',
  replay,
  collector: 'pixelfan',
  play: { playId: 'p1', card, action, message: 'For the chat!' },
  createdAt: '2026-11-29T20:00:00.000Z',
});
const terms = { reusable: false, cooldownSeconds: 0, liveOnly: false };

afterEach(() => vi.useRealTimers());

describe('a card played, on stream', () => {
  it('says who plays which card, what it does and their message, and is done after the display time', () => {
    vi.useFakeTimers();
    const onShown = vi.fn();
    const onDone = vi.fn();
    render(
      <PlayReveal alert={played({ kind: 'sound', sound: 'air-horn', ...terms })} settings={SETTINGS} onShown={onShown} onDone={onDone} />,
    );
    expect(screen.getByRole('region', { name: 'pixelfan plays Star Wand' })).toHaveTextContent('Sound: Air horn');
    expect(screen.getByText('“For the chat!”')).toBeInTheDocument();
    expect(onShown).toHaveBeenCalledWith('a1');
    vi.advanceTimersByTime(5_999);
    expect(onDone).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onDone).toHaveBeenCalledWith('a1');
  });

  it('shows a challenge’s text for the streamer, and a replay as such', () => {
    render(
      <PlayReveal
        alert={played({ kind: 'challenge', text: 'Play one-handed', ...terms }, true)}
        settings={SETTINGS}
        onShown={vi.fn()}
        onDone={vi.fn()}
      />,
    );
    expect(screen.getByRole('region', { name: 'pixelfan plays, again: Star Wand' })).toHaveTextContent('Challenge: Play one-handed');
  });
});
