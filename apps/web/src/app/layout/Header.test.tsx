import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { Provider } from 'react-redux';
import { MemoryRouter, Outlet, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_PREFIX, AUTH_PATHS, NOTIFICATION_PATHS } from '@arcana/shared';
import { endSession } from '../../api/api';
import { ClaimButton } from '../../features/cards/ClaimButton';
import { RedirectSignedIn } from '../../features/auth/components/RedirectSignedIn';
import LoginPage from '../../features/auth/pages/LoginPage';
import { createStore } from '../../state/store';
import { jsonResponse, serveApi } from '../../test-api';
import { buildUser, COMPONENT_TEST_TIMEOUT_MS } from '../../test-support';
import { Header } from './Header';

// Mantine's first render and the lazy chunks take seconds on a busy two-core machine.
configure({ asyncUtilTimeout: 5_000 });

const user = buildUser();
const verifyPath = `${API_PREFIX}${AUTH_PATHS.verify}`;
const emptyNotifications = {
  [`GET ${API_PREFIX}${NOTIFICATION_PATHS.list}`]: () => ({ notifications: [], unreadCount: 0, nextCursor: null }),
  [`GET ${API_PREFIX}${NOTIFICATION_PATHS.unreadCount}`]: () => ({ unreadCount: 0 }),
};

function Where() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

/** The header over the pages this behaviour concerns, as the router composes them. */
function renderAt(path: string) {
  const store = createStore();
  render(
    <Provider store={store}>
      <MantineProvider env="test">
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route
              element={
                <>
                  <Header />
                  <Where />
                  <Outlet />
                </>
              }
            >
              <Route path="/" element={<ClaimButton />} />
              <Route
                path="/login"
                element={
                  <RedirectSignedIn>
                    <LoginPage />
                  </RedirectSignedIn>
                }
              />
              <Route
                path="/signup"
                element={
                  <RedirectSignedIn>
                    <h1>Sign up</h1>
                  </RedirectSignedIn>
                }
              />
              <Route path="/inventory" element={<h1>Inventory</h1>} />
              <Route path="/notifications" element={<h1>All notifications</h1>} />
            </Route>
          </Routes>
        </MemoryRouter>
      </MantineProvider>
    </Provider>,
  );
  return store;
}

const signIn = () => {
  localStorage.setItem('token', 'stored-access');
  localStorage.setItem('refreshToken', 'stored-refresh');
};
const banner = () => screen.getByRole('banner');
const path = () => screen.getByTestId('path').textContent;

let server: ReturnType<typeof serveApi> | undefined;
beforeEach(() => localStorage.clear());
afterEach(() => server?.restore());

describe('the header and the landing button', { timeout: COMPONENT_TEST_TIMEOUT_MS }, () => {
  it('show neither a visitor’s buttons nor Claim With Phantom while the stored session is checked', async () => {
    signIn();
    let answer!: (response: Response) => void;
    server = serveApi({
      [`GET ${verifyPath}`]: () => new Promise<Response>((resolve) => (answer = resolve)),
      ...emptyNotifications,
    });
    renderAt('/');
    expect(within(banner()).getByRole('status')).toHaveTextContent('Loading your account');
    expect(within(banner()).queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();
    expect(within(banner()).queryByRole('link', { name: 'Sign Up' })).not.toBeInTheDocument();
    expect(screen.getByTestId('claim-button')).toHaveTextContent('Checking your session');
    expect(screen.queryByText('Claim With Phantom')).not.toBeInTheDocument();

    await waitFor(() => expect(server!.callsTo(verifyPath)).toHaveLength(1));
    answer(jsonResponse(200, { user, isObserving: false }));
    expect(await within(banner()).findByRole('button', { name: 'ada User menu' })).toBeInTheDocument();
    expect(within(banner()).queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByTestId('claim-button')).toHaveTextContent('Claim With Phantom');
  });

  it('give the visitor’s buttons back once the session ends, not the menu of the user who left', async () => {
    signIn();
    server = serveApi({ [`GET ${verifyPath}`]: () => ({ user, isObserving: false }), ...emptyNotifications });
    const store = renderAt('/');
    expect(await within(banner()).findByRole('button', { name: 'ada User menu' })).toBeInTheDocument();

    act(() => endSession(store.dispatch));
    expect(await within(banner()).findByRole('link', { name: 'Log In' })).toBeInTheDocument();
    expect(within(banner()).queryByRole('button', { name: 'ada User menu' })).not.toBeInTheDocument();
    expect(screen.getByTestId('claim-button')).toHaveTextContent('Claim With Phantom');
  });

  it('offer Log In, Sign Up and Claim With Phantom to a visitor, without asking the server who they are', () => {
    server = serveApi({});
    renderAt('/');
    expect(within(banner()).getByRole('link', { name: 'Log In' })).toBeInTheDocument();
    expect(within(banner()).getByRole('link', { name: 'Sign Up' })).toBeInTheDocument();
    expect(screen.getByTestId('claim-button')).toHaveTextContent('Claim With Phantom');
    expect(server.requests).toEqual([]);
  });
});

describe('the phone side menu', { timeout: COMPONENT_TEST_TIMEOUT_MS }, () => {
  it('has a Notifications entry with the unread count, beside the bell the header keeps', async () => {
    signIn();
    server = serveApi({
      [`GET ${verifyPath}`]: () => ({ user, isObserving: false }),
      [`GET ${API_PREFIX}${NOTIFICATION_PATHS.list}`]: () => ({ notifications: [], unreadCount: 12, nextCursor: null }),
      [`GET ${API_PREFIX}${NOTIFICATION_PATHS.unreadCount}`]: () => ({ unreadCount: 12 }),
    });
    renderAt('/');
    expect(await within(banner()).findByRole('button', { name: 'Notifications, 9+ unread' })).toBeInTheDocument();
    await userEvent.click(within(banner()).getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog');
    const entry = await within(menu).findByRole('link', { name: /^Notifications\s*9\+\s*unread$/ });
    expect(within(menu).getByRole('link', { name: 'My Inventory' })).toBeInTheDocument();
    await userEvent.click(entry);
    expect(await screen.findByRole('heading', { name: 'All notifications' })).toBeInTheDocument();
  });

  it('closes by an Escape pressed at once, before the focus has moved into it', async () => {
    server = serveApi({});
    renderAt('/');
    const burger = within(banner()).getByRole('button', { name: 'Open menu' });
    await userEvent.click(burger);
    await screen.findByRole('dialog');
    // Where the focus is until the menu's own focus trap moves it in: on the burger just pressed.
    act(() => burger.focus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers no Log In or Sign Up while the stored session is checked', async () => {
    signIn();
    server = serveApi({ [`GET ${verifyPath}`]: () => new Promise<Response>(() => undefined) });
    renderAt('/');
    await userEvent.click(within(banner()).getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog');
    expect(await within(menu).findByLabelText('Loading your account')).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Sign Up' })).not.toBeInTheDocument();
  });
});

describe('the login and signup pages', { timeout: COMPONENT_TEST_TIMEOUT_MS }, () => {
  it.each(['/login', '/signup'])('send a signed-in user who opens %s to the inventory', async (start) => {
    signIn();
    server = serveApi({ [`GET ${verifyPath}`]: () => ({ user, isObserving: false }), ...emptyNotifications });
    renderAt(start);
    expect(await screen.findByRole('heading', { name: 'Inventory' })).toBeInTheDocument();
    expect(path()).toBe('/inventory');
  });

  it('show the login form when the stored session is refused', async () => {
    signIn();
    server = serveApi({
      [`GET ${verifyPath}`]: () => jsonResponse(401, { error: 'Invalid token', code: 'INVALID_TOKEN' }),
      [`POST ${API_PREFIX}${AUTH_PATHS.refresh}`]: () => jsonResponse(401, { error: 'Invalid token', code: 'INVALID_TOKEN' }),
    });
    renderAt('/login');
    expect(await screen.findByRole('button', { name: 'Log In' })).toBeInTheDocument();
    expect(path()).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('take the user from the login reply: after logging in, nothing asks /auth/verify again', async () => {
    server = serveApi({
      [`POST ${API_PREFIX}${AUTH_PATHS.login}`]: () => ({ token: 'access-1', refreshToken: 'refresh-1', user }),
      [`GET ${verifyPath}`]: () => ({ user, isObserving: false }),
      ...emptyNotifications,
    });
    renderAt('/login');
    await userEvent.click(screen.getByLabelText(/^Email/));
    await userEvent.paste(user.email!);
    await userEvent.click(screen.getByLabelText(/^Password/));
    await userEvent.paste('Arcana12');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));

    expect(await screen.findByRole('heading', { name: 'Inventory' })).toBeInTheDocument();
    expect(await within(banner()).findByRole('button', { name: 'ada User menu' })).toBeInTheDocument();
    // The bell loaded too: every request the signed-in page makes has gone out.
    await waitFor(() => expect(server!.callsTo(`${API_PREFIX}${NOTIFICATION_PATHS.unreadCount}`)).toHaveLength(1));
    expect(server.callsTo(`${API_PREFIX}${AUTH_PATHS.login}`)).toHaveLength(1);
    expect(server.callsTo(verifyPath)).toEqual([]);
    expect(localStorage.getItem('token')).toBe('access-1');
  });
});
