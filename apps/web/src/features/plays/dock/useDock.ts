import { useCallback, useEffect, useState } from 'react';
import { io, type Socket } from 'socket.io-client';
import { API_PREFIX, DOCK_AUTH_SCHEME, DOCK_NAMESPACE, DOCK_PATHS, fillPath, SOCKET_PATH } from '@arcana/shared';
import type { DockServerEvents, TPlay, TPlayQueue, TPlayQueueSettingsPatch } from '@arcana/shared/schemas';
import type { QueueMoves } from '../queue/PlayQueueView';

/** A refusal as the server words it: the dock shows it as it is. */
export class DockRefusal extends Error {}

/**
 * The dock's queue (docs/product-rules.md "Playing cards"): read over HTTP with its token, and read
 * again whenever its socket says the queue moved, and on each reconnection (OBS sleeps its docks).
 * A refused token is final: its address was made anew.
 */
export function useDock(token: string) {
  const [queue, setQueue] = useState<TPlayQueue | null>(null);
  const [refused, setRefused] = useState(!token);

  const call = useCallback(
    async <T>(method: string, path: string, body?: unknown): Promise<T> => {
      const answer = await fetch(`${API_PREFIX}${path}`, {
        method,
        headers: { authorization: `${DOCK_AUTH_SCHEME} ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      const read = (await answer.json().catch(() => ({}))) as T & { error?: string };
      if (answer.status === 401) setRefused(true);
      if (!answer.ok) throw new DockRefusal(read.error ?? `The server answered ${answer.status}`);
      return read;
    },
    [token],
  );
  const load = useCallback(() => void call<TPlayQueue>('GET', DOCK_PATHS.queue).then(setQueue, () => undefined), [call]);

  useEffect(() => {
    if (!token) return;
    const feed: Socket<DockServerEvents> = io(DOCK_NAMESPACE, {
      path: SOCKET_PATH,
      transports: ['websocket'],
      auth: { token },
      reconnectionDelayMax: 5_000,
    });
    feed.on('connect', load);
    feed.on('dockChanged', load);
    feed.on('dockRefused', () => {
      setRefused(true);
      feed.close();
    });
    return () => void feed.close();
  }, [token, load]);

  const onPlay = (path: string) => (play: TPlay, body?: unknown) => call('POST', fillPath(path, { playId: play.id }), body).then(load);
  const moves: QueueMoves = {
    approve: (play) => onPlay(DOCK_PATHS.approve)(play),
    refuse: (play, reason) => onPlay(DOCK_PATHS.refuse)(play, { reason }),
    done: (play) => onPlay(DOCK_PATHS.done)(play),
    change: (patch: TPlayQueueSettingsPatch) => call('PATCH', DOCK_PATHS.settings, patch).then(load),
  };
  return { queue, refused, moves };
}
