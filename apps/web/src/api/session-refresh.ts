import type { Dispatch } from '@reduxjs/toolkit';
import { AUTH_PATHS } from '@arcana/shared';
import type { TSessionTokens } from '@arcana/shared/schemas';
import { credentialsReceived, sessionSynced, type SessionState } from '../state/session.slice';
import { readStoredSession } from './session-storage';

/** refreshed: a newer token is in the store; ended: the session is over (logged out); unavailable: try later. */
export type RefreshOutcome = 'refreshed' | 'ended' | 'unavailable';

/** What a refresh reads and writes: the Redux store, or the base query's view of it. */
interface SessionHolder {
  getState: () => unknown;
  dispatch: Dispatch;
}

interface SessionRefresherOptions {
  baseUrl: string;
  /** Ends the session when the server refuses the refresh token (the app's `endSession`: tokens and cached answers go). */
  onSessionEnded: (dispatch: Dispatch) => void;
  fetchFn?: typeof fetch;
  /** The browser's Web Locks; without them (jsdom, old browsers) only this tab's refreshes are serialized. */
  locks?: Pick<LockManager, 'request'>;
}

/** Every tab of this origin asks for the same lock, so one refresh runs at a time across tabs. */
const REFRESH_LOCK = 'arcana:session-refresh';

const sessionOf = (holder: SessionHolder) => (holder.getState() as { session: SessionState }).session;

// The web checks this answer by hand rather than with the zod schema: zod stays out of the bundle.
const isSessionTokens = (data: unknown): data is TSessionTokens =>
  typeof (data as TSessionTokens | null)?.token === 'string' && typeof (data as TSessionTokens).refreshToken === 'string';

/**
 * The one refresh of the session (docs/product-rules.md "Sign-in and sessions"), for the base query and
 * the socket. Requests that fail together wait for one refresh in this tab; the Web Lock makes the other
 * tabs wait too, and a tab that gets the lock after another tab rotated the token uses that token
 * instead of presenting its own, already spent one.
 */
export function createSessionRefresher(options: SessionRefresherOptions) {
  const send = options.fetchFn ?? ((input, init) => fetch(input, init));
  const locks = options.locks ?? globalThis.navigator?.locks;
  const underLock = (work: () => Promise<RefreshOutcome>) => (locks ? locks.request(REFRESH_LOCK, work) : work());
  let running: Promise<RefreshOutcome> | null = null;

  async function rotate(holder: SessionHolder): Promise<RefreshOutcome> {
    const held = sessionOf(holder).refreshToken;
    const stored = readStoredSession();
    // Another tab logged out while this one waited for the lock.
    if (!stored.token || !held) return 'ended';
    if (stored.refreshToken && stored.refreshToken !== held) {
      holder.dispatch(sessionSynced(stored));
      return 'refreshed';
    }
    let response: Response;
    try {
      response = await send(`${options.baseUrl}${AUTH_PATHS.refresh}`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refreshToken: held }),
      });
    } catch {
      return 'unavailable';
    }
    // Only the server refusing the token ends the session; a server that is down or busy does not.
    if (response.status >= 500 || response.status === 429) return 'unavailable';
    const data: unknown = response.ok ? await response.json().catch(() => null) : null;
    if (!isSessionTokens(data)) return 'ended';
    holder.dispatch(credentialsReceived(data));
    return 'refreshed';
  }

  /**
   * Replaces `rejectedToken`, the access token the server refused. When the store already holds
   * another one (a refresh finished meanwhile, here or in another tab), that one is used as it is.
   */
  function refreshSession(holder: SessionHolder, rejectedToken: string | null): Promise<RefreshOutcome> {
    const current = sessionOf(holder).token;
    if (!current) return Promise.resolve('ended');
    if (current !== rejectedToken) return Promise.resolve('refreshed');
    running ??= underLock(() => rotate(holder))
      .then((outcome) => {
        if (outcome === 'ended') options.onSessionEnded(holder.dispatch);
        return outcome;
      })
      .finally(() => {
        running = null;
      });
    return running;
  }

  return refreshSession;
}

export type RefreshSession = ReturnType<typeof createSessionRefresher>;
