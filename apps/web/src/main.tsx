import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { TOAST_DURATION_MS, TOAST_MAX_VISIBLE } from '@arcana/shared';
import '@fontsource/inter/400.css';
import '@fontsource/inter/600.css';
import '@fontsource/cinzel/700.css';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { router } from './app/router';
import { createStore } from './app/store';
import { theme } from './app/theme';

const store = createStore();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      <MantineProvider theme={theme} defaultColorScheme="dark" forceColorScheme="dark">
        <Notifications limit={TOAST_MAX_VISIBLE} autoClose={TOAST_DURATION_MS} position="top-right" />
        <RouterProvider router={router} />
      </MantineProvider>
    </Provider>
  </StrictMode>,
);
