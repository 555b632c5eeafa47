import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, fillPath, SHARE_PATHS } from '@arcana/shared';
import type { TCard } from '@arcana/shared/schemas';
import { createStore } from '../../../state/store';
import { serveApi } from '../../../test-api';
import { buildCard } from '../../../test-support';
import { useRoomCards } from './useRoomCards';

const faceOf = (cardId: string) => `GET ${API_PREFIX}${fillPath(SHARE_PATHS.cardFace, { cardId })}`;

// jsdom has no blob addresses: each face answered becomes one of its own.
beforeAll(() => {
  let made = 0;
  URL.createObjectURL = () => `blob:face-${++made}`;
  URL.revokeObjectURL = () => undefined;
});
afterAll(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

let server: ReturnType<typeof serveApi> | undefined;
afterEach(() => server?.restore());

describe('what stands in the collection room', () => {
  it('keeps the tower and its faces when the cards are read again showing the same, and builds anew when they change', async () => {
    server = serveApi(Object.fromEntries(['c1', 'c2', 'c3'].map((id) => [faceOf(id), () => new Response('jpeg')])));
    const store = createStore();
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const tide: TCard[] = [buildCard({ id: 'c2', name: 'Tide' }), buildCard({ id: 'c1', name: 'Tide' })];
    const hook = renderHook((props: { cards: TCard[] }) => useRoomCards(props.cards), { wrapper, initialProps: { cards: tide } });
    await waitFor(() => expect(hook.result.current.faces?.size).toBe(1));
    const first = hook.result.current;
    // Cards of one design share one face.
    expect(first.roomCards).toHaveLength(2);
    expect(server.requests).toEqual([faceOf('c2')]);

    // Both marked seen: the list read again is new, and shows what it showed.
    hook.rerender({ cards: tide.map((card) => ({ ...card, seenAt: '2026-11-02T00:00:00.000Z' })) });
    // Long enough for a face fetched again, even from the cache, to have been handed on.
    await act(() => new Promise((settled) => setTimeout(settled, 50)));
    expect(hook.result.current.roomCards).toBe(first.roomCards);
    expect(hook.result.current.faces).toBe(first.faces);
    expect(server.requests).toHaveLength(1);

    // A new design stands on the tower: built anew, with its face fetched.
    hook.rerender({ cards: [buildCard({ id: 'c3', name: 'Ember', rarity: 'epic' }), ...tide] });
    expect(hook.result.current.roomCards).not.toBe(first.roomCards);
    expect(hook.result.current.roomCards).toHaveLength(3);
    await waitFor(() => expect(hook.result.current.faces?.size).toBe(2));
    expect(server.requests).toContain(faceOf('c3'));
  });
});
