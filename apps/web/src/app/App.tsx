import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Provider } from 'react-redux';
import { AppRoutes } from './router';
import type { AppStore, RootState } from '../state/store';
import { cssVariablesResolver, theme } from '../state/theme';
import { ToastHost } from '../components/ToastHost';
import { ForgedRevealHost } from '../features/crafting/ForgedRevealHost';
import { ErrorBoundary } from '../components/error-boundary/ErrorBoundary';

interface AppProps {
  store: AppStore;
  /** The state a prerendered page is taken over from (main.tsx): what hydration reads. */
  serverState?: RootState;
  Router: ComponentType<{ children: ReactNode }>;
}

/** The whole app under a router: the browser's in main.tsx, a fixed address when a page is prerendered. */
export function App({ store, serverState, Router }: AppProps) {
  return (
    <StrictMode>
      <Provider store={store} serverState={serverState}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="dark" forceColorScheme="dark">
          <ToastHost />
          <Router>
            {/* Around the layout too: what breaks the layout itself still gets a screen with Retry. */}
            <ErrorBoundary>
              <AppRoutes />
            </ErrorBoundary>
            <ForgedRevealHost />
          </Router>
        </MantineProvider>
      </Provider>
    </StrictMode>
  );
}
