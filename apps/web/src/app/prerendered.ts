import type { PrerenderedFor } from '@arcana/shared';
import type { SessionState } from '../state/session.slice';

/** Whom this tab's first screen is for: a stored token is a member's until the server says otherwise. */
export const viewerOf = (session: SessionState): PrerenderedFor => (session.isAuthenticated ? 'member' : 'visitor');

/**
 * The session a page is prerendered with. A member's token is a stand-in: nothing sends it, since the
 * session check and every request start in effects, which prerendering does not run.
 */
export const prerenderSession = (viewer: PrerenderedFor): SessionState =>
  viewer === 'member'
    ? { token: 'prerendered', refreshToken: null, isAuthenticated: true }
    : { token: null, refreshToken: null, isAuthenticated: false };
