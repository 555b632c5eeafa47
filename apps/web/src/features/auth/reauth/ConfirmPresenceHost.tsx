import { lazy, Suspense, useEffect } from 'react';
import { confirmationPrompt, useConfirmationRequest } from '../../../api/confirmation-prompt';
import { useSessionQuery } from '../../sessions';
import { useAppSelector } from '../../../state/store';

// Loaded the first time a sensitive action asks, not with the landing page.
const ConfirmPresenceDialog = lazy(() => import('./ConfirmPresenceDialog'));

/** Shows the "Confirm it's you" question the base query asks; a session that ends meanwhile cancels it. */
export function ConfirmPresenceHost() {
  const request = useConfirmationRequest();
  const isAuthenticated = useAppSelector((s) => s.session.isAuthenticated);
  // currentData: a skipped query keeps its last answer, which after a logout is the previous user's.
  const { currentData: data } = useSessionQuery(undefined, { skip: !request || !isAuthenticated });

  useEffect(() => {
    if (request && !isAuthenticated) confirmationPrompt.answer(false);
  }, [request, isAuthenticated]);

  if (!request || !data) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmPresenceDialog key={request.id} user={data.user} repeat={request.repeat} onAnswer={confirmationPrompt.answer} />
    </Suspense>
  );
}
