import { fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../state/theme';
import { CLIENT_MESSAGES } from '@arcana/shared';
import type { TUser } from '@arcana/shared/schemas';
import { buildUser, COMPONENT_TEST_TIMEOUT_MS } from '../../../test-support';
import ConfirmPresenceDialog from './ConfirmPresenceDialog';

// The server's side of the two calls, answered per test.
const server = vi.hoisted(() => ({ reauthenticate: vi.fn(), reauthenticateByEmail: vi.fn() }));
vi.mock('./reauth.api', () => {
  const mutation = (call: (body?: unknown) => Promise<unknown>) => () => [
    (body?: unknown) => ({ unwrap: () => call(body) }),
    { isLoading: false },
  ];
  return {
    useReauthenticateMutation: mutation((body) => server.reauthenticate(body)),
    useReauthenticateByEmailMutation: mutation(() => server.reauthenticateByEmail()),
  };
});

// The provider's sign-in in a popup, answered per test.
const popup = vi.hoisted(() => ({ signIn: vi.fn() }));
vi.mock('../../oauth/useProviderPopup', () => ({ useProviderPopup: () => popup.signIn }));

/** Fills a field at once and presses Enter in it (the form's submit). */
function typeAndSubmit(field: HTMLElement, value: string) {
  field.focus();
  fireEvent.change(field, { target: { value } });
  fireEvent.submit(field.closest('form')!);
}

const refusal = (status: number, code: string, error: string) => Promise.reject({ status, data: { error, code } });

function open(user: TUser, repeat = false) {
  const onAnswer = vi.fn();
  render(
    // No transitions (env="test"): dialogs open at once, however busy the machine is.
    <MantineProvider theme={theme} env="test">
      <ConfirmPresenceDialog user={user} repeat={repeat} onAnswer={onAnswer} />
    </MantineProvider>,
  );
  return onAnswer;
}

beforeEach(() => {
  popup.signIn.mockReset();
  server.reauthenticate.mockReset();
  server.reauthenticateByEmail.mockReset();
});

describe('"Confirm it\'s you"', { timeout: COMPONENT_TEST_TIMEOUT_MS }, () => {
  it('takes the password, shows a refusal in the field and keeps focus there, then confirms', async () => {
    const onAnswer = open(buildUser());
    expect(screen.getByRole('dialog', { name: "Confirm it's you" })).toBeInTheDocument();
    server.reauthenticate.mockImplementationOnce(() => refusal(400, 'WRONG_PASSWORD', 'Incorrect password'));
    typeAndSubmit(screen.getByLabelText('Password'), 'Wrong123');
    expect(await screen.findByText('Incorrect password')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveFocus();

    server.reauthenticate.mockImplementationOnce(() => refusal(429, 'RATE_LIMITED', 'Too many requests'));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(CLIENT_MESSAGES.rateLimited)).toBeInTheDocument();
    expect(onAnswer).not.toHaveBeenCalled();

    server.reauthenticate.mockResolvedValueOnce({ message: 'Confirmed', reauthenticatedUntil: '2026-01-01T00:10:00.000Z' });
    typeAndSubmit(screen.getByLabelText('Password'), 'Arcana12');
    expect(server.reauthenticate).toHaveBeenLastCalledWith({ password: 'Arcana12' });
    await vi.waitFor(() => expect(onAnswer).toHaveBeenCalledWith(true));
  });

  it('with two-factor on, takes a code instead (a wrong one is cleared) or a backup code', async () => {
    const onAnswer = open(buildUser({ has2FA: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Use authenticator app instead' }));
    server.reauthenticate.mockImplementationOnce(() => refusal(400, 'INVALID_TWO_FACTOR_CODE', 'Invalid verification code'));
    fireEvent.paste(screen.getByLabelText('Digit 1 of 6'), { clipboardData: { getData: () => '123456' } });
    expect(server.reauthenticate).toHaveBeenLastCalledWith({ totpToken: '123456' });
    expect(await screen.findByText('Invalid verification code')).toBeInTheDocument();
    expect(screen.getByLabelText('Digit 1 of 6')).toHaveValue('');
    expect(screen.getByLabelText('Digit 1 of 6')).toHaveFocus();

    fireEvent.click(screen.getByRole('button', { name: 'Use a backup code instead' }));
    server.reauthenticate.mockResolvedValueOnce({ message: 'Confirmed', reauthenticatedUntil: '2026-01-01T00:10:00.000Z' });
    typeAndSubmit(screen.getByPlaceholderText('XXXX-XXXX-XXXX-XXXX'), 'abcd-efgh-ijkl-mnop');
    expect(server.reauthenticate).toHaveBeenLastCalledWith({ backupCode: 'ABCD-EFGH-IJKL-MNOP' });
    await vi.waitFor(() => expect(onAnswer).toHaveBeenCalledWith(true));
  });

  it('without a password or two-factor, sends a link to the e-mail and continues once the user opened it', async () => {
    const user = buildUser({ hasPassword: false });
    const onAnswer = open(user);
    expect(screen.getByText("We'll send a link to ada@example.com. Opening it confirms it's you.")).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    server.reauthenticateByEmail.mockResolvedValueOnce({ message: 'Sent' });
    fireEvent.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText(/We sent a link to ada@example.com/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onAnswer).toHaveBeenCalledWith(true);
  });

  it('asked again after Continue, says the link was not opened yet; Cancel answers no', async () => {
    const onAnswer = open(buildUser({ hasPassword: false }), true);
    expect(screen.getByText('Not confirmed yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onAnswer).toHaveBeenCalledWith(false);
  });

  it('confirms by signing in again with a linked provider, and says why when that fails', async () => {
    const onAnswer = open(buildUser({ hasPassword: false, email: null, providers: ['discord'] }));
    expect(screen.queryByText(/has no password, two-factor/)).not.toBeInTheDocument();
    popup.signIn.mockRejectedValueOnce(new Error(CLIENT_MESSAGES.authCancelled));
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Discord' }));
    expect(await screen.findByText(CLIENT_MESSAGES.authCancelled)).toBeInTheDocument();
    expect(onAnswer).not.toHaveBeenCalled();

    popup.signIn.mockResolvedValueOnce({ source: 'arcana-oauth', provider: 'discord', state: 's', linked: true });
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Discord' }));
    expect(popup.signIn).toHaveBeenLastCalledWith('discord');
    await vi.waitFor(() => expect(onAnswer).toHaveBeenCalledWith(true));
  });
});
