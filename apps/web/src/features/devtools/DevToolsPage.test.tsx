import { configure, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_PREFIX, AUTH_PATHS, PRODUCT_NAME } from '@arcana/shared';
import type { TUser } from '@arcana/shared/schemas';
import { createStore } from '../../state/store';
import { theme } from '../../state/theme';
import { jsonResponse, serveApi } from '../../test-api';
import { buildUser, COMPONENT_TEST_TIMEOUT_MS } from '../../test-support';
import DevToolsPage from './DevToolsPage';

configure({ asyncUtilTimeout: 5_000 });

const verifyPath = `${API_PREFIX}${AUTH_PATHS.verify}`;

function renderPage() {
  render(
    <Provider store={createStore()}>
      <MantineProvider theme={theme} env="test">
        <MemoryRouter initialEntries={['/devs']}>
          <DevToolsPage />
        </MemoryRouter>
      </MantineProvider>
    </Provider>,
  );
}

let server: ReturnType<typeof serveApi> | undefined;
const signIn = (user: TUser) => {
  localStorage.setItem('token', 'stored-access');
  server = serveApi({ [`GET ${verifyPath}`]: () => ({ user, isObserving: false }) });
};
beforeEach(() => localStorage.clear());
afterEach(() => {
  server?.restore();
  server = undefined;
});

describe('the developer tools page', { timeout: COMPONENT_TEST_TIMEOUT_MS }, () => {
  it('shows an admin its title and the four tools', async () => {
    signIn(buildUser({ isAdmin: true }));
    renderPage();

    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Developer Tools']);
    expect(document.title).toBe(`Developer Tools · ${PRODUCT_NAME}`);
    expect(await screen.findAllByRole('heading', { level: 2 })).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Email Tester' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();
  });

  it('tells a developer that no tool is open at their level yet', async () => {
    signIn(buildUser({ isDeveloper: true }));
    renderPage();
    expect(await screen.findByText('No tools are available at your access level yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'API Explorer' })).not.toBeInTheDocument();
  });

  it('asks a visitor to log in, and asks the server nothing', () => {
    server = serveApi({});
    renderPage();
    expect(screen.getByRole('heading', { name: 'Login Required' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('searchbox', { name: 'Search tools' })).not.toBeInTheDocument();
    expect(server.requests).toEqual([]);
  });

  it('shows neither the login notice nor the tools while the stored session is checked', async () => {
    localStorage.setItem('token', 'stored-access');
    let answer!: (response: Response) => void;
    server = serveApi({ [`GET ${verifyPath}`]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderPage();

    expect(screen.getByRole('status', { name: 'Loading tools' })).toBeInTheDocument();
    expect(screen.queryByText('Login Required')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'API Explorer' })).not.toBeInTheDocument();

    await waitFor(() => expect(server!.callsTo(verifyPath)).toHaveLength(1));
    answer(jsonResponse(200, { user: buildUser({ isAdmin: true }), isObserving: false }));
    expect(await screen.findByRole('button', { name: 'API Explorer' })).toBeInTheDocument();
    expect(screen.queryByText('Login Required')).not.toBeInTheDocument();
  });
});
