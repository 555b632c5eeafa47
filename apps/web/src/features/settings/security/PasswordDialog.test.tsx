import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_PATHS } from '@arcana/shared';
import { createStore } from '../../../state/store';
import { hideAllToasts, jsonResponse, serveApi, toastsTitled } from '../../../test-api';
import { COMPONENT_TEST_TIMEOUT_MS } from '../../../test-support';
import { PasswordDialog } from './PasswordDialog';

let server: ReturnType<typeof serveApi> | undefined;
afterEach(() => {
  server?.restore();
  hideAllToasts();
});

/** The first password typed and sent, the server answering as given: the dialog, still open. */
async function setFirstPassword(status: number, body: { error: string; code: string }) {
  server = serveApi({ [`POST /api${AUTH_PATHS.setPassword}`]: () => jsonResponse(status, body) });
  const onClose = vi.fn();
  render(
    <Provider store={createStore()}>
      <MantineProvider env="test">
        <Notifications />
        <PasswordDialog mode="set" onClose={onClose} />
      </MantineProvider>
    </Provider>,
  );
  await userEvent.type(screen.getByLabelText(/^New password/), 'Arcana12');
  await userEvent.type(screen.getByLabelText(/^Confirm/), 'Arcana12');
  await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
  return onClose;
}

describe('PasswordDialog', { timeout: COMPONENT_TEST_TIMEOUT_MS }, () => {
  it('says Failed to add password, with the reason, when the account cannot take password sign-in', async () => {
    const onClose = await setFirstPassword(409, {
      error: 'This account already has a password. Change it instead.',
      code: 'PASSWORD_ALREADY_SET',
    });
    await vi.waitFor(() => expect(toastsTitled('Failed to add password')).toHaveLength(1));
    expect(toastsTitled('Failed to Set Password')).toHaveLength(0);
    expect(screen.getByText('This account already has a password. Change it instead.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says Failed to Set Password, with the reason, when the password itself is not stored', async () => {
    const onClose = await setFirstPassword(500, { error: 'Something went wrong on our side', code: 'INTERNAL' });
    await vi.waitFor(() => expect(toastsTitled('Failed to Set Password')).toHaveLength(1));
    expect(toastsTitled('Failed to add password')).toHaveLength(0);
    expect(screen.getByText('Something went wrong on our side')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
