import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import '@fontsource/inter/400.css';
import '@fontsource/inter/600.css';
import '@fontsource/cinzel/700.css';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { AppRoutes } from './app/router';
import { syncSessionAcrossTabs } from './app/session-sync';
import { createStore } from './state/store';
import { theme } from './state/theme';
import { ToastHost } from './components/ToastHost';

const store = createStore();
syncSessionAcrossTabs(store);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      <MantineProvider theme={theme} defaultColorScheme="dark" forceColorScheme="dark">
        <ToastHost />
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </MantineProvider>
    </Provider>
  </StrictMode>,
);
