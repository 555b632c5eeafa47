import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { API_PREFIX, AUTH_PATHS } from '@arcana/shared';
import type { TUser } from '@arcana/shared/schemas';
import { createStore } from '../../state/store';
import { theme } from '../../state/theme';
import { buildUser } from '../../test-support';

export const apiPath = (path: string) => `${API_PREFIX}${path}`;
export const VERIFY_ROUTE = `GET ${apiPath(AUTH_PATHS.verify)}`;
export const admin = buildUser({ id: '0b9f7f5e-5f6c-4bb4-9f5a-3c6f1d2a7e11', username: 'root', isAdmin: true });

/** A stored session, and the stand-in server's answer to it: this user, not observing. */
export function signInAs(user: TUser = admin, isObserving = false) {
  localStorage.setItem('token', 'stored-access');
  return { [VERIFY_ROUTE]: () => ({ user, isObserving }) };
}

/** The tools as the app draws them: store, theme, toasts, and a router with the pages their links lead to. */
export function renderWithApp(ui: ReactNode, path = '/devs') {
  render(
    <Provider store={createStore()}>
      <MantineProvider theme={theme} env="test">
        <Notifications />
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="*" element={ui} />
            <Route path="/settings" element={<h1>Settings</h1>} />
            <Route path="/login" element={<h1>Log in</h1>} />
          </Routes>
        </MemoryRouter>
      </MantineProvider>
    </Provider>,
  );
}
