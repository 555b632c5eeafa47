import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createStore } from '../../state/store';
import { theme } from '../../state/theme';

/**
 * A page of The Forge beyond its tabs as the app draws it, at an address of its route; the store is
 * returned so a test can wire the socket to it.
 */
export function renderSubpage(route: string, address: string, page: ReactElement) {
  const store = createStore();
  render(
    <Provider store={store}>
      <MantineProvider theme={theme} env="test">
        <MemoryRouter initialEntries={[address]}>
          <Routes>
            <Route path={route} element={page} />
          </Routes>
        </MemoryRouter>
      </MantineProvider>
    </Provider>,
  );
  return store;
}
