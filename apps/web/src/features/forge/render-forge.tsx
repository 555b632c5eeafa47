import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router';
import { createStore } from '../../state/store';
import { theme } from '../../state/theme';
import ForgePage from './ForgePage';

/** The address's query, where the page keeps its tab and the wizard its step. */
function Where() {
  return <output data-testid="search">{useLocation().search}</output>;
}

/** The Forge as the app draws it (its theme: a loader is a status there), at this address. */
export function renderForge(path: string) {
  render(
    <Provider store={createStore()}>
      <MantineProvider theme={theme} env="test">
        <MemoryRouter initialEntries={[path]}>
          <ForgePage />
          <Where />
        </MemoryRouter>
      </MantineProvider>
    </Provider>,
  );
}
