import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { needsEmailVerification } from '@arcana/shared';
import type { TSessionTokens, TUser } from '@arcana/shared/schemas';
import { endSession } from '../../api/api';
import { credentialsReceived } from '../../state/session.slice';
import { useAppDispatch, useAppSelector } from '../../state/store';
import { seedSession, sessionApi, useLogoutMutation } from './session.api';
import { returnTo } from './return-to';

export const VERIFICATION_REQUIRED_PATH = '/email-verification-required';
/** A signed-in account's first page; the guard sends one that must verify its e-mail on from there. */
export const SIGNED_IN_HOME = '/inventory';

/** Where a new session goes first (docs/product-rules.md "Sign-in and sessions"): back where it was begun, when it can be used. */
export function landingPathFor(user: TUser): string {
  return needsEmailVerification(user) ? VERIFICATION_REQUIRED_PATH : (returnTo.take()?.path ?? SIGNED_IN_HOME);
}

export function useStartSession() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(
    /** A reply that carries the user (login, its 2FA step) seeds the session; only one without it asks /auth/verify. */
    async (tokens: TSessionTokens, user?: TUser) => {
      if (user) dispatch(seedSession(user));
      dispatch(credentialsReceived(tokens));
      const current = user ?? (await dispatch(sessionApi.endpoints.session.initiate(undefined, { forceRefetch: true })).unwrap()).user;
      void navigate(landingPathFor(current), { replace: true, state: { email: current.email } });
    },
    [dispatch, navigate],
  );
}

/** Ends the session here and on the server; clears tokens and every cached answer. */
export function useLogout() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const refreshToken = useAppSelector((s) => s.session.refreshToken);
  const [logout] = useLogoutMutation();
  return useCallback(async () => {
    await logout(refreshToken ? { refreshToken } : {}).catch(() => undefined);
    endSession(dispatch);
    void navigate('/login', { replace: true });
  }, [dispatch, logout, navigate, refreshToken]);
}
