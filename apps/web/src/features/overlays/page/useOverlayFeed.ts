import { useEffect, useReducer, useRef } from 'react';
import { io, type Socket } from 'socket.io-client';
import { OVERLAY_NAMESPACE, SOCKET_PATH } from '@arcana/shared';
import type { OverlayClientEvents, OverlayServerEvents } from '@arcana/shared/schemas';
import { initialOverlayState, overlayReducer, type OverlayAction } from './overlay-queue';

type FeedSocket = Socket<OverlayServerEvents, OverlayClientEvents>;

/**
 * The overlay's feed: its queue as the server keeps it, and the page's word back when an alert goes on
 * screen and when it is done. socket.io reconnects by itself after a lost connection (OBS hides
 * sources, servers restart) and is sent the queue again; a refused token is final.
 */
export function useOverlayFeed(token: string) {
  const [state, dispatch] = useReducer(overlayReducer, initialOverlayState);
  const socket = useRef<FeedSocket | null>(null);

  useEffect(() => {
    if (!token) {
      dispatch({ type: 'refused' });
      return;
    }
    const feed: FeedSocket = io(OVERLAY_NAMESPACE, {
      path: SOCKET_PATH,
      transports: ['websocket'],
      auth: { token },
      reconnectionDelayMax: 5_000,
    });
    socket.current = feed;
    // A connection's queue is read after the page joins its overlay, so what is heard before the
    // queue arrives is newer than it or already in it: held, then applied after it, in order. Applied
    // before it, the queue's older settings or list would undo it (a resume, an alert, a skip).
    let early: OverlayAction[] | null = [];
    const heard = (action: OverlayAction) => (early ? early.push(action) : dispatch(action));
    feed.on('connect', () => (early = []));
    feed.on('overlayQueue', (queue) => {
      dispatch({ type: 'queue', queue });
      const held = early ?? [];
      early = null;
      held.forEach(dispatch);
    });
    feed.on('overlayAlert', (alert) => heard({ type: 'alert', alert }));
    feed.on('overlayRemoved', ({ alertIds }) => heard({ type: 'removed', alertIds }));
    feed.on('overlaySettings', (settings) => heard({ type: 'settings', settings }));
    feed.on('overlayRefused', () => dispatch({ type: 'refused' }));
    return () => {
      socket.current = null;
      feed.close();
    };
  }, [token]);

  return {
    state,
    shown: (alertId: string) => socket.current?.emit('overlayShown', { alertId }),
    done: (alertId: string) => {
      socket.current?.emit('overlayDone', { alertId });
      dispatch({ type: 'done', alertId });
    },
  };
}
