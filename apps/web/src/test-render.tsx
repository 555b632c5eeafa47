import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { API_PREFIX, AUTH_PATHS } from '@arcana/shared';
import type { TUser } from '@arcana/shared/schemas';
import { createStore } from './state/store';
import { theme } from './state/theme';

const VERIFY_ROUTE = `GET ${API_PREFIX}${AUTH_PATHS.verify}`;

/** A stored session, and the stand-in server's answer to it: this user, observing or not. */
export function signInAs(user: TUser, isObserving = false) {
  localStorage.setItem('token', 'stored-access');
  return { [VERIFY_ROUTE]: () => ({ user, isObserving }) };
}

/** A component as the app holds it: a store of its own, the theme, toasts, and a router with the pages its links lead to. */
export function renderInApp(ui: ReactNode, path = '/') {
  return render(
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
