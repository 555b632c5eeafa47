import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_PATHS, API_PREFIX, AUTH_PATHS, failedWorkPath, userPath } from '@arcana/shared';
import type { TAdminUser } from '@arcana/shared/schemas';
import { createStore } from '../../state/store';
import { hideAllToasts, jsonResponse, serveApi, toastsTitled } from '../../test-api';
import { buildUser, COMPONENT_TEST_TIMEOUT_MS } from '../../test-support';
import AdminPage from './AdminPage';

configure({ asyncUtilTimeout: 5_000 });

const admin = buildUser({ id: 'admin-1', username: 'root', isAdmin: true });
const api = (path: string) => `${API_PREFIX}${path}`;
const verify = `GET ${api(AUTH_PATHS.verify)}`;

const listed = (overrides: Partial<TAdminUser>): TAdminUser => ({
  id: 'user-1',
  username: 'bruno',
  email: 'bruno@example.com',
  isAdmin: false,
  isDeveloper: false,
  emailVerified: true,
  has2FA: false,
  hasPassword: true,
  publicKey: null,
  providers: ['email'],
  auth: { providers: {} },
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  lastActiveAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

function renderAdmin(path = '/admin') {
  localStorage.setItem('token', 'admin-access');
  localStorage.setItem('refreshToken', 'admin-refresh');
  const store = createStore();
  render(
    <Provider store={store}>
      <MantineProvider env="test">
        <Notifications />
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/admin" element={<AdminPage />} />
            <Route path="/inventory" element={<h1>Inventory</h1>} />
          </Routes>
        </MemoryRouter>
      </MantineProvider>
    </Provider>,
  );
  return store;
}

let server: ReturnType<typeof serveApi> | undefined;
beforeEach(() => localStorage.clear());
afterEach(() => {
  server?.restore();
  hideAllToasts();
});

describe('the admin panel', { timeout: COMPONENT_TEST_TIMEOUT_MS }, () => {
  it('waits for the session, then sends a non-admin to /inventory', async () => {
    let answer!: (response: Response) => void;
    server = serveApi({ [verify]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderAdmin();
    expect(screen.getByLabelText('Loading')).toBeInTheDocument();
    await waitFor(() => expect(server!.callsTo(api(AUTH_PATHS.verify))).toHaveLength(1));
    answer(jsonResponse(200, { user: buildUser(), isObserving: false }));
    expect(await screen.findByRole('heading', { name: 'Inventory' })).toBeInTheDocument();
  });

  it('shows the statistics and the five tabs to an admin', async () => {
    server = serveApi({
      [verify]: () => ({ user: admin, isObserving: false }),
      [`GET ${api(ADMIN_PATHS.stats)}`]: () => ({
        totalUsers: 40,
        activeUsers: 12,
        admins: 2,
        walletConnectedPercent: 50,
        emailVerifiedPercent: 87.5,
        twoFactorEnabledPercent: 10,
        discordLinkedPercent: 25,
      }),
      [`GET ${api(ADMIN_PATHS.system)}`]: () => ({
        providers: [
          { id: 'discord', enabled: true, signIn: true },
          { id: 'steam', enabled: false, signIn: true },
        ],
        mail: { transport: 'smtp', host: 'mail.example.com:587', from: 'Arcana <no-reply@example.com>' },
        database: { kind: 'postgresql', version: '16.4' },
        realtime: { adapter: 'redis' },
        metrics: false,
        publicUrl: 'https://arcana.example.com',
        versions: { app: '0.1.0', node: 'v20.19.0' },
        startedAt: '2026-11-26T00:00:00.000Z',
      }),
      [`GET ${api(ADMIN_PATHS.failedWork)}`]: () => ({ items: [], total: 0 }),
    });
    renderAdmin();
    expect(await screen.findByRole('heading', { name: 'Admin Panel' })).toBeInTheDocument();
    for (const name of ['Statistics', 'User Management', 'Review', 'System Settings', 'Testing Tools']) {
      expect(screen.getByRole('tab', { name })).toBeInTheDocument();
    }
    expect(await screen.findByText('87.5%')).toBeInTheDocument();
    expect(screen.getByText('Discord linked').nextSibling).toHaveTextContent('25%');
    // System Settings: the running configuration, read-only.
    await userEvent.click(screen.getByRole('tab', { name: 'System Settings' }));
    const providers = await screen.findByRole('region', { name: 'Sign-in providers' });
    expect(within(providers).getByText('Discord').nextSibling).toHaveTextContent('Set up');
    expect(within(providers).getByText('Steam').nextSibling).toHaveTextContent('Not set up');
    expect(screen.getByText('Database').nextSibling).toHaveTextContent('PostgreSQL 16.4');
    expect(screen.getByText('Realtime').nextSibling).toHaveTextContent('Redis (across instances)');
    expect(screen.getByText('Server').nextSibling).toHaveTextContent('mail.example.com:587');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Failed work' })).getByText('Nothing has failed.')).toBeInTheDocument();
  });

  it('lists in System Settings what the outbox and the job runner gave up on; Retry puts one back in line, and it leaves the list', async () => {
    const failedWork = (kind: 'event' | 'job', id: number, name: string) => ({
      kind,
      id,
      name,
      username: kind === 'event' ? 'bruno' : null,
      attempts: 12,
      lastError: 'Error: connect ECONNREFUSED 127.0.0.1:6379',
      createdAt: '2026-11-26T10:00:00.000Z',
      failedAt: '2026-11-27T09:00:00.000Z',
    });
    let failed = [failedWork('event', 41, 'card.drawn'), failedWork('event', 42, 'notice.owed'), failedWork('job', 41, 'mail')];
    const putBack = (kind: 'event' | 'job', id: number) => {
      const found = failed.some((work) => work.kind === kind && work.id === id);
      failed = failed.filter((work) => !(work.kind === kind && work.id === id));
      return found ? { message: 'Back in line' } : jsonResponse(404, { error: 'Not found', code: 'FAILED_WORK_NOT_FOUND' });
    };
    server = serveApi({
      [verify]: () => ({ user: admin, isObserving: false }),
      [`GET ${api(ADMIN_PATHS.system)}`]: () => jsonResponse(503, { error: 'Not now', code: 'SERVICE_UNAVAILABLE' }),
      [`GET ${api(ADMIN_PATHS.failedWork)}`]: () => ({ items: failed, total: failed.length }),
      [`POST ${api(failedWorkPath('event', 41))}`]: () => putBack('event', 41),
      [`POST ${api(failedWorkPath('event', 42))}`]: () => putBack('event', 42),
      [`POST ${api(failedWorkPath('job', 41))}`]: () => putBack('job', 41),
    });
    renderAdmin('/admin?tab=system');
    // The configuration could not be read: what failed is shown all the same.
    expect(await screen.findByText('Not now')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Failed work' });
    expect(within(list).getAllByText('Error: connect ECONNREFUSED 127.0.0.1:6379')).toHaveLength(3);
    expect(within(list).getAllByText(/For bruno · since .* 12 attempts/)).toHaveLength(2);
    // A job is nobody's fact: it says what it is, and since when.
    expect(within(list).getByText(/^since .* 12 attempts/)).toBeInTheDocument();

    // Another admin put this one back first: said so, and the list is read again.
    failed = failed.filter((event) => event.id !== 42);
    await userEvent.click(within(list).getByRole('button', { name: 'Retry notice.owed for bruno' }));
    await waitFor(() => expect(toastsTitled('Already Retried')).toHaveLength(1));
    await waitFor(() => expect(within(list).queryByRole('button', { name: 'Retry notice.owed for bruno' })).toBeNull());

    await userEvent.click(within(list).getByRole('button', { name: 'Retry card.drawn for bruno' }));
    await waitFor(() => expect(toastsTitled('Retrying')).toHaveLength(1));
    await waitFor(() => expect(within(list).queryByRole('button', { name: 'Retry card.drawn for bruno' })).toBeNull());
    await userEvent.click(within(list).getByRole('button', { name: 'Retry mail' }));
    expect(await screen.findByText('Nothing has failed.')).toBeInTheDocument();
    // The button is gone with its row: the keyboard's place is the section's heading.
    expect(screen.getByRole('heading', { name: 'Failed work' })).toHaveFocus();
    expect(server.callsTo(api(failedWorkPath('event', 41)))).toEqual([`POST ${api(failedWorkPath('event', 41))}`]);
  });

  it('lists users with a menu on every row but one’s own, and grants admin at once, undone when refused', async () => {
    let refuse = false;
    server = serveApi({
      [verify]: () => ({ user: admin, isObserving: false }),
      [`GET ${api(ADMIN_PATHS.users)}`]: () => ({
        users: [listed({}), listed({ id: admin.id, username: 'root', isAdmin: true })],
        nextCursor: null,
      }),
      [`POST ${api(userPath(ADMIN_PATHS.grant, 'user-1'))}`]: () =>
        refuse
          ? jsonResponse(409, { error: 'Nope', code: 'LAST_ADMIN' })
          : new Promise(() => undefined) /* stays pending: the optimistic state is what shows */,
    });
    renderAdmin('/admin?tab=users');
    const row = (await screen.findByText('bruno')).closest('li')!;
    expect(within(screen.getByText('root').closest('li')!).queryByRole('button', { name: /Actions for/ })).not.toBeInTheDocument();

    await userEvent.click(within(row).getByRole('button', { name: 'Actions for bruno' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Grant Admin' }));
    expect(await within(row).findByText('Admin')).toBeInTheDocument();
    expect(server.callsTo(api(userPath(ADMIN_PATHS.grant, 'user-1')))).toHaveLength(1);

    refuse = true;
    server.restore();
    server = serveApi({
      [verify]: () => ({ user: admin, isObserving: false }),
      [`GET ${api(ADMIN_PATHS.users)}`]: () => ({ users: [listed({})], nextCursor: null }),
      [`POST ${api(userPath(ADMIN_PATHS.revoke, 'user-1'))}`]: () => jsonResponse(409, { error: 'Refused', code: 'LAST_ADMIN' }),
    });
    await userEvent.click(within(row).getByRole('button', { name: 'Actions for bruno' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Revoke Admin' }));
    expect(await screen.findByText('Operation Failed')).toBeInTheDocument();
    expect(within(row).getByText('Admin')).toBeInTheDocument();
  });

  it('deletes a user after the confirmation, and says when nobody matches', async () => {
    let users = [listed({})];
    server = serveApi({
      [verify]: () => ({ user: admin, isObserving: false }),
      [`GET ${api(ADMIN_PATHS.users)}`]: (url) => ({ users: url.searchParams.get('search') ? [] : users, nextCursor: null }),
      [`DELETE ${api(userPath(ADMIN_PATHS.user, 'user-1'))}`]: () => {
        users = [];
        return { message: "bruno's account has been deleted", user: null };
      },
    });
    renderAdmin('/admin?tab=users');
    const row = (await screen.findByText('bruno')).closest('li')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Actions for bruno' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete user' });
    expect(server.callsTo(api(userPath(ADMIN_PATHS.user, 'user-1')))).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete User' }));
    expect(await screen.findByText('User Deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('bruno')).not.toBeInTheDocument());
    expect(toastsTitled('User Deleted')).toHaveLength(1);

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search users' }), 'zzz');
    expect(await screen.findByText('No users found')).toBeInTheDocument();
    await waitFor(() => expect(server!.requests.some((r) => r.includes('search=zzz'))).toBe(true));
  });

  it('enters observer mode with the observer token and opens the inventory', async () => {
    server = serveApi({
      [verify]: () => ({ user: admin, isObserving: false }),
      [`GET ${api(ADMIN_PATHS.users)}`]: () => ({ users: [listed({})], nextCursor: null }),
      [`POST ${api(userPath(ADMIN_PATHS.observe, 'user-1'))}`]: () => ({
        observerToken: 'observer-token',
        message: 'You are now observing bruno',
      }),
    });
    const store = renderAdmin('/admin?tab=users');
    const row = (await screen.findByText('bruno')).closest('li')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Actions for bruno' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Observe' }));
    expect(await screen.findByRole('heading', { name: 'Inventory' })).toBeInTheDocument();
    expect(store.getState().session).toMatchObject({ token: 'observer-token', refreshToken: 'admin-refresh' });
    expect(toastsTitled('Observer Mode')).toHaveLength(1);
  });
});
