import { fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_MESSAGES } from '@arcana/shared';
import { theme } from '../../../state/theme';
import { COMPONENT_TEST_TIMEOUT_MS } from '../../../test-support';
import SignupPage from './SignupPage';

// The server's side of the signup call, answered per test.
const server = vi.hoisted(() => ({ signup: vi.fn() }));
vi.mock('../auth.api', () => ({
  useSignupMutation: () => [(body: unknown) => ({ unwrap: () => server.signup(body) }), { isLoading: false }],
}));

const refusal = (status: number, code: string, error: string) => Promise.reject({ status, data: { error, code } });

function submitSignup() {
  render(
    <MantineProvider theme={theme} env="test">
      <MemoryRouter>
        <SignupPage />
      </MemoryRouter>
    </MantineProvider>,
  );
  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'ada@example.com' } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'Arcana12' } });
  fireEvent.change(screen.getByLabelText(/^Confirm password/), { target: { value: 'Arcana12' } });
  fireEvent.click(screen.getByRole('checkbox'));
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

beforeEach(() => server.signup.mockReset());

describe('the signup page’s refusals', { timeout: COMPONENT_TEST_TIMEOUT_MS }, () => {
  it('says the account is verified when a verified account holds the address', async () => {
    server.signup.mockImplementationOnce(() => refusal(409, 'EMAIL_TAKEN_VERIFIED', 'Taken.'));
    submitSignup();
    expect(await screen.findByText(CLIENT_MESSAGES.alreadyVerified)).toBeInTheDocument();
  });

  it('points to the other login method when an account that signs in another way holds it', async () => {
    server.signup.mockImplementationOnce(() => refusal(409, 'EMAIL_TAKEN_UNVERIFIED', 'Taken.'));
    submitSignup();
    expect(
      await screen.findByText(
        'This email is already linked to an account that uses a different login method. Please log in with that method.',
      ),
    ).toBeInTheDocument();
  });

  it('sends an expired signup back to the login page', async () => {
    server.signup.mockImplementationOnce(() => refusal(401, 'SIGNUP_EXPIRED', 'Your signup session has expired. Please sign up again.'));
    submitSignup();
    expect(await screen.findByText('Taking you to the login page…')).toBeInTheDocument();
  });

  it('shows any other refusal as the server words it, whatever words it uses', async () => {
    server.signup.mockImplementationOnce(() => refusal(400, 'VALIDATION_ERROR', 'Not verified, not expired, not already linked'));
    submitSignup();
    expect(await screen.findByText('Not verified, not expired, not already linked')).toBeInTheDocument();
    expect(screen.queryByText('Taking you to the login page…')).not.toBeInTheDocument();
  });
});
