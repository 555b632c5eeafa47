import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { createStore } from './state/store';
import { theme } from './state/theme';

/** A component as the app holds it: a store of its own, the theme, and a router. */
export const renderInApp = (ui: ReactElement) =>
  render(
    <Provider store={createStore()}>
      <MantineProvider theme={theme} env="test">
        <MemoryRouter>{ui}</MemoryRouter>
      </MantineProvider>
    </Provider>,
  );
