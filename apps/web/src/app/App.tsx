import { StrictMode, useEffect, type ComponentType, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Provider } from 'react-redux';
import { AppRoutes } from './router';
import type { AppStore } from '../state/store';
import { cssVariablesResolver, theme } from '../state/theme';
import { ToastHost } from '../components/ToastHost';
import { ErrorBoundary } from '../components/error-boundary/ErrorBoundary';

/**
 * Marks the document once React has it (a prerendered page is only HTML until then): end-to-end tests
 * wait for it. Part of the tree the server renders too, so hydration meets the same tree, ids included.
 */
function Started() {
  useEffect(() => void (document.documentElement.dataset.app = 'started'), []);
  return null;
}

/** The whole app under a router: the browser's in main.tsx, a fixed address when a page is prerendered. */
export function App({ store, Router }: { store: AppStore; Router: ComponentType<{ children: ReactNode }> }) {
  return (
    <StrictMode>
      <Provider store={store}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="dark" forceColorScheme="dark">
          <Started />
          <ToastHost />
          <Router>
            {/* Around the layout too: what breaks the layout itself still gets a screen with Retry. */}
            <ErrorBoundary>
              <AppRoutes />
            </ErrorBoundary>
          </Router>
        </MantineProvider>
      </Provider>
    </StrictMode>
  );
}
