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

describe('PasswordDialog', { timeout: COMPONENT_TEST_TIMEOUT_MS }, () => {
  it('names a refused first password as the spec does: Failed to add password, with the reason', async () => {
    server = serveApi({
      [`POST /api${AUTH_PATHS.setPassword}`]: () =>
        jsonResponse(400, { error: 'This account already has a password', code: 'VALIDATION_ERROR' }),
    });
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
    await vi.waitFor(() => expect(toastsTitled('Failed to add password')).toHaveLength(1));
    expect(toastsTitled('Failed to Set Password')).toHaveLength(0);
    expect(screen.getByText('This account already has a password')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
