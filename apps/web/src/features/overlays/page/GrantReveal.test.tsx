import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TOverlayAlert } from '@arcana/shared/schemas';
import { buildOverlaySettings } from '../../../test-support';
import { GrantReveal } from './GrantReveal';

const SETTINGS = buildOverlaySettings({ displaySeconds: 5, volume: 0 });
const earned = (draws: number, others: number): Extract<TOverlayAlert, { kind: 'grant' }> => ({
  id: 'g1',
  kind: 'grant',
  collector: 'pixelfan',
  grant: { draws, reason: 'followed the channel', source: 'twitch.follow', others },
  createdAt: '2026-11-29T20:00:00.000Z',
});

afterEach(() => vi.useRealTimers());

describe('draws earned, on stream', () => {
  it('says who earned how many draws and why, counts a burst as it grows, and is done after the display time', () => {
    vi.useFakeTimers();
    const onShown = vi.fn();
    const onDone = vi.fn();
    const view = render(<GrantReveal alert={earned(2, 0)} settings={SETTINGS} onShown={onShown} onDone={onDone} />);
    expect(screen.getByRole('region', { name: 'pixelfan earned 2 draws' })).toHaveTextContent(
      'pixelfanearned 2 draws — followed the channel',
    );
    expect(onShown).toHaveBeenCalledWith('g1');

    // Joined by the rest of its burst while on screen: it says so, and its time runs on.
    vi.advanceTimersByTime(3_000);
    view.rerender(<GrantReveal alert={earned(6, 2)} settings={SETTINGS} onShown={onShown} onDone={onDone} />);
    expect(screen.getByRole('region', { name: 'pixelfan and 2 others earned 6 draws' })).toBeInTheDocument();
    expect(onShown).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1_999);
    expect(onDone).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onDone).toHaveBeenCalledWith('g1');
  });
});
