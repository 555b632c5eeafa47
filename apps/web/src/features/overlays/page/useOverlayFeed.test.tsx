import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TOverlayAlert } from '@arcana/shared/schemas';
import { buildOverlayCard, buildOverlaySettings } from '../../../test-support';
import { useOverlayFeed } from './useOverlayFeed';

type Handler = (...args: unknown[]) => void;
/** The page's socket, with the server's side played by `fire`. */
const feed = vi.hoisted(() => {
  const handlers = new Map<string, Handler[]>();
  return {
    handlers,
    socket: {
      on: (event: string, handler: Handler) => void handlers.set(event, [...(handlers.get(event) ?? []), handler]),
      emit: () => undefined,
      close: () => undefined,
    },
  };
});
vi.mock('socket.io-client', () => ({ io: () => feed.socket }));
const fire = (event: string, ...args: unknown[]) => act(() => feed.handlers.get(event)?.forEach((handler) => handler(...args)));

const drawn = (id: string): TOverlayAlert => ({
  id,
  kind: 'draw',
  code: 'ABCD2345',
  collector: 'pixelfan',
  card: buildOverlayCard(),
  createdAt: '2026-11-29T20:00:00.000Z',
});

describe('the overlay page’s feed', () => {
  it('applies what it hears before its queue after the queue, in order: a resume and an alert are not undone', () => {
    const { result } = renderHook(() => useOverlayFeed('token'));
    fire('connect');
    // Resumed and sent an alert while the queue was being read (it was read paused, without it).
    fire('overlaySettings', buildOverlaySettings({ paused: false }));
    fire('overlayAlert', drawn('b'));
    fire('overlayQueue', { projectName: 'Nova', settings: buildOverlaySettings({ paused: true }), waiting: [drawn('a')], recent: [] });
    expect(result.current.state.settings?.paused).toBe(false);
    expect([result.current.state.current?.id, result.current.state.waiting.map(({ id }) => id)]).toEqual(['a', ['b']]);

    // Connected again: the same holds for the new connection's queue.
    fire('connect');
    fire('overlayRemoved', { alertIds: ['a'] });
    fire('overlayQueue', { projectName: 'Nova', settings: buildOverlaySettings(), waiting: [drawn('a'), drawn('b')], recent: [] });
    expect(result.current.state.current?.id).toBe('b');
    // After the queue, what is heard applies at once.
    fire('overlaySettings', buildOverlaySettings({ paused: true, volume: 5 }));
    expect(result.current.state.settings).toMatchObject({ paused: true, volume: 5 });
  });
});
