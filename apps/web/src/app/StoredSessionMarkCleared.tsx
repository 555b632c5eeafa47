import { useDeferredValue, useLayoutEffect, useSyncExternalStore } from 'react';
import { STORED_SESSION_ATTRIBUTE } from '../components/stored-session-mark';
import { useAppSelector, useAppStore } from '../state/store';

/**
 * The first-screen script's mark has done its work once the app has drawn the screen for whoever this
 * is. A member's page rendered for a visitor is first taken over as the visitor's (main.tsx), with
 * their controls still hidden; the member's screen follows at once, and the mark goes with it. Inside
 * the page's Suspense boundary, which React may take over in a pass after the layout's: it clears the
 * mark only once the page too is drawn for whoever this is.
 */
export function StoredSessionMarkCleared() {
  const store = useAppStore();
  // What this commit drew: while hydrating, the session the page was rendered with; then, as the
  // header draws a session's controls, at transition priority (never a visitor's buttons between).
  const drawnForMember = useDeferredValue(useAppSelector((state) => state.session.isAuthenticated));
  const member = () => store.getState().session.isAuthenticated;
  const isMember = useSyncExternalStore(store.subscribe, member, member);
  useLayoutEffect(() => {
    if (drawnForMember === isMember) document.documentElement.removeAttribute(STORED_SESSION_ATTRIBUTE);
  }, [drawnForMember, isMember]);
  return null;
}
