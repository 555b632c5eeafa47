import type { ReactNode } from 'react';
import { API_PREFIX } from '@arcana/shared';
import type { TUser } from '@arcana/shared/schemas';
import { renderInApp, signInAs as signInAsUser } from '../../test-render';
import { buildUser } from '../../test-support';
export const apiPath = (path: string) => `${API_PREFIX}${path}`;
export const admin = buildUser({ id: '0b9f7f5e-5f6c-4bb4-9f5a-3c6f1d2a7e11', username: 'root', isAdmin: true });

/** A stored session of this user (the admin by default), and the stand-in server's answer to it. */
export const signInAs = (user: TUser = admin, isObserving = false) => signInAsUser(user, isObserving);

/** The tools as the app draws them, at the developers' page. */
export const renderWithApp = (ui: ReactNode, path = '/devs') => void renderInApp(ui, path);
