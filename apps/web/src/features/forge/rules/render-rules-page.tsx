import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createStore } from '../../../state/store';
import { theme } from '../../../state/theme';
import CollectionRulesPage from './CollectionRulesPage';

/** A collection's rules page as the app draws it, at its address; the store is returned so a test can wire the socket to it. */
export function renderRulesPage(collectionId: string) {
  const store = createStore();
  render(
    <Provider store={store}>
      <MantineProvider theme={theme} env="test">
        <MemoryRouter initialEntries={[`/forge/collections/${collectionId}/rules`]}>
          <Routes>
            <Route path="/forge/collections/:collectionId/rules" element={<CollectionRulesPage />} />
          </Routes>
        </MemoryRouter>
      </MantineProvider>
    </Provider>,
  );
  return store;
}
