import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
// Mantine's reset and variables; each component's own CSS arrives with the component (build/mantine-styles-per-component.ts).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import './app/fonts.css';
import './app/global.css';
import { AppRoutes, loadPagesFor } from './app/router';
import { syncSessionAcrossTabs } from './app/session-sync';
import { createStore } from './state/store';
import { cssVariablesResolver, theme } from './state/theme';
import { ToastHost } from './components/ToastHost';
import { ErrorBoundary } from './components/error-boundary/ErrorBoundary';

const store = createStore();
syncSessionAcrossTabs(store);

function render() {
  const root = createRoot(document.getElementById('root')!);
  // A transition: React renders the first screen in slices and lets the browser answer between them.
  startTransition(() =>
    root.render(
      <StrictMode>
        <Provider store={store}>
          <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="dark" forceColorScheme="dark">
            <ToastHost />
            <BrowserRouter>
              {/* Around the layout too: what breaks the layout itself still gets a screen with Retry. */}
              <ErrorBoundary>
                <AppRoutes />
              </ErrorBoundary>
            </BrowserRouter>
          </MantineProvider>
        </Provider>
      </StrictMode>,
    ),
  );
}

// The development server pre-bundles Mantine without the per-component styles: it gets them all.
const developmentStyles = import.meta.env.DEV
  ? Promise.all([import('@mantine/core/styles.layer.css'), import('@mantine/notifications/styles.layer.css')])
  : null;
// The first paint is the page itself, not a spinner it replaces (index.html preloads the usual first
// pages). Not a top-level await: Rolldown would then split the entry into many small chunks.
void Promise.all([developmentStyles, loadPagesFor(window.location.pathname)]).then(render);
