import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TOverlayAlert } from '@arcana/shared/schemas';
import { buildOverlaySettings } from '../../../test-support';
import { BadgeReveal } from './BadgeReveal';

const crafted: Extract<TOverlayAlert, { kind: 'badge' }> = {
  id: 'b1',
  kind: 'badge',
  collector: 'pixelfan',
  badge: { craftId: 'c1', name: 'First Light', level: 2 },
  createdAt: '2026-11-29T20:00:00.000Z',
};

afterEach(() => vi.useRealTimers());

describe('a badge crafted, on stream', () => {
  it('says who completed which set at which level, in the streamer’s words, and is done after the display time', () => {
    vi.useFakeTimers();
    const onShown = vi.fn();
    const onDone = vi.fn();
    const view = render(
      <BadgeReveal alert={crafted} settings={buildOverlaySettings({ displaySeconds: 4, volume: 0 })} onShown={onShown} onDone={onDone} />,
    );
    expect(screen.getByRole('region', { name: 'pixelfan completed First Light — level 2' })).toHaveTextContent('First Light');
    expect(onShown).toHaveBeenCalledWith('b1');
    vi.advanceTimersByTime(4_000);
    expect(onDone).toHaveBeenCalledWith('b1');
    view.unmount();

    const settings = buildOverlaySettings({ volume: 0 });
    render(
      <BadgeReveal
        alert={crafted}
        settings={{ ...settings, templates: { ...settings.templates, badge: '{set} ★{level} by {collector}' } }}
        onShown={onShown}
        onDone={onDone}
      />,
    );
    expect(screen.getByRole('region', { name: 'First Light ★2 by pixelfan' })).toBeInTheDocument();
  });
});
