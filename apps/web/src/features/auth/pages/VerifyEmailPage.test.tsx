import { configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_PREFIX, AUTH_PATHS } from '@arcana/shared';
import { createStore } from '../../../state/store';
import { jsonResponse, serveApi } from '../../../test-api';
import { buildUser, COMPONENT_TEST_TIMEOUT_MS } from '../../../test-support';
import VerifyEmailPage from './VerifyEmailPage';

// Mantine's first render takes seconds on a busy two-core machine.
configure({ asyncUtilTimeout: 5_000 });

const USED = 'This verification link has already been used';

function openLink(link = '/verify-email?token=spent') {
  render(
    <Provider store={createStore()}>
      <MantineProvider env="test">
        <MemoryRouter initialEntries={[link]}>
          <Routes>
            <Route path="/verify-email" element={<VerifyEmailPage />} />
            <Route path="/inventory" element={<h1>Inventory</h1>} />
            <Route path="/login" element={<LoginStep />} />
            <Route path="/projects/nova-lumen" element={<h1>Nova Lumen</h1>} />
          </Routes>
        </MemoryRouter>
      </MantineProvider>
    </Provider>,
  );
}

/** The login page as far as this test goes: the step the link sent the user to. */
function LoginStep() {
  const state = useLocation().state as { requires2FA?: boolean; tempToken?: string } | null;
  return <h1>{state?.requires2FA ? `Second step for ${state.tempToken}` : 'Log in'}</h1>;
}

let server: ReturnType<typeof serveApi>;
beforeEach(() => {
  localStorage.clear();
  server = serveApi({
    [`POST ${API_PREFIX}${AUTH_PATHS.verifyEmail}`]: () => jsonResponse(400, { error: USED, code: 'LINK_INVALID' }),
    [`GET ${API_PREFIX}${AUTH_PATHS.verify}`]: () => ({ user: buildUser(), isObserving: false }),
  });
});
afterEach(() => server.restore());

describe('a verification link that was already used', { timeout: COMPONENT_TEST_TIMEOUT_MS }, () => {
  it('tells a signed-in, verified user the address is already verified, with a way to the inventory', async () => {
    localStorage.setItem('token', 'access');
    openLink();
    expect(await screen.findByRole('status')).toHaveTextContent('Your email address is already verified.');
    expect(screen.queryByText(USED)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Go to My Inventory' }));
    expect(await screen.findByRole('heading', { name: 'Inventory' })).toBeInTheDocument();
  });

  it('shows the server’s answer to a visitor', async () => {
    openLink();
    expect(await screen.findByRole('alert')).toHaveTextContent(USED);
    expect(screen.queryByText('Email already verified')).not.toBeInTheDocument();
    expect(server.callsTo(`${API_PREFIX}${AUTH_PATHS.verify}`)).toEqual([]);
  });
});

describe('a verification link for an account with two-factor on', { timeout: COMPONENT_TEST_TIMEOUT_MS }, () => {
  it('signs in nobody: it goes to the login page’s second step with the temporary token', async () => {
    server.restore();
    server = serveApi({
      [`POST ${API_PREFIX}${AUTH_PATHS.verifyEmail}`]: () => ({
        requires2FA: true,
        tempToken: 'temp-2fa',
        message: 'Email verified successfully!',
      }),
    });
    openLink();
    expect(await screen.findByRole('heading', { name: 'Second step for temp-2fa' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('a new account’s verification link naming the project page its signup began on', { timeout: COMPONENT_TEST_TIMEOUT_MS }, () => {
  it('comes back to that page on a device that kept nothing', async () => {
    server.restore();
    server = serveApi({
      [`POST ${API_PREFIX}${AUTH_PATHS.verifyEmail}`]: () => ({
        isNewUserVerification: true,
        token: 'access',
        refreshToken: 'refresh',
        user: buildUser(),
        message: 'Email verified successfully!',
      }),
      [`GET ${API_PREFIX}${AUTH_PATHS.verify}`]: () => ({ user: buildUser(), isObserving: false }),
    });
    openLink('/verify-email?token=fresh&next=%2Fprojects%2Fnova-lumen');
    expect(await screen.findByText('Taking you back to the project…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Nova Lumen' }, { timeout: 10_000 })).toBeInTheDocument();
  });
});
