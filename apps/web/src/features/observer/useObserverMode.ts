import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { endSession } from '../../api/api';
import { errorCode, extractErrorText } from '../../api/error-text';
import { toast } from '../../components/toast';
import { useAppDispatch } from '../../state/store';
import { switchToken, useStartObservingMutation, useStopObservingMutation } from './observer.api';

/** Entering observer mode (spec: then to /inventory) and leaving it (back to /admin), with the spec's toasts. */
export function useObserverMode() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [start, starting] = useStartObservingMutation();
  const [stop, stopping] = useStopObservingMutation();

  const observe = useCallback(
    async (userId: string) => {
      try {
        const { observerToken, message } = await start({ userId }).unwrap();
        switchToken(dispatch, observerToken);
        toast.info('Observer Mode', message);
        void navigate('/inventory');
      } catch (failure) {
        toast.error('Observer Mode Failed', extractErrorText(failure));
      }
    },
    [dispatch, navigate, start],
  );

  const exit = useCallback(async () => {
    try {
      const { token } = await stop().unwrap();
      switchToken(dispatch, token);
      void navigate('/admin');
    } catch (failure) {
      // The admin's own session ended meanwhile (a logout elsewhere): there is nothing to go back to.
      if (errorCode(failure) === 'SESSION_ENDED') {
        endSession(dispatch);
        void navigate('/login', { replace: true });
        return;
      }
      toast.error('Exit Failed', extractErrorText(failure));
    }
  }, [dispatch, navigate, stop]);

  return { observe, exit, starting: starting.isLoading, exiting: stopping.isLoading };
}
