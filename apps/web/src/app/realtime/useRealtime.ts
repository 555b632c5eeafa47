import { useCallback, useEffect, useRef, useState } from 'react';
import { useSignedInSession } from '../../features/sessions/session.api';
import { useAppStore } from '../../state/store';
import { connectRealtime, type RealtimeConnection } from './connect-realtime';
import type { LinkStatus } from './realtime-policy';

/**
 * The realtime channel of the signed-in user (docs/product-rules.md "Realtime"): events refresh the
 * cached data they concern instead of keeping a second copy; the link follows the session
 * (connect-realtime.ts). `lost` is true once the reconnect attempts have run out; `retry` starts them
 * again.
 */
export function useRealtime(): { lost: boolean; retry: () => void } {
  const store = useAppStore();
  // One link per user: a token that rotates keeps it (each handshake reads the current token).
  const userId = useSignedInSession().session?.user.id;
  const [status, setStatus] = useState<LinkStatus>('connecting');
  const connection = useRef<RealtimeConnection | null>(null);

  useEffect(() => {
    if (!userId) return;
    let cancelled = false;
    // The client library loads with the first signed-in page, not with the landing page.
    void import('socket.io-client').then(({ io }) => {
      if (!cancelled) connection.current = connectRealtime(io, { store, onStatus: setStatus });
    });
    return () => {
      cancelled = true;
      connection.current?.stop();
      connection.current = null;
    };
  }, [store, userId]);

  const retry = useCallback(() => connection.current?.retry(), []);
  return { lost: Boolean(userId) && status === 'lost', retry };
}
