import { fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../state/theme';
import { COMPONENT_TEST_TIMEOUT_MS } from '../../test-support';
import { SteamVerify } from './SteamVerify';

// The server's answers, per test.
const server = vi.hoisted(() => ({ integrations: vi.fn(), check: vi.fn() }));
vi.mock('./integrations.api', () => ({
  useIntegrationsQuery: () => ({ data: server.integrations() }),
  useCheckSteamPrivacyMutation: () => [() => ({ unwrap: () => server.check() }), { isLoading: false }],
}));
const toasts = vi.hoisted(() => ({ success: vi.fn(), warning: vi.fn(), error: vi.fn() }));
vi.mock('../../components/toast', () => ({ toast: toasts }));

const steam = (connected: boolean, gameDetailsAccess: boolean) => ({
  integrations: [{ provider: 'steam', connected, gameDetailsAccess, lastChecked: null }],
});

function show() {
  render(
    <MantineProvider theme={theme} env="test">
      <SteamVerify readOnly={false} />
    </MantineProvider>,
  );
}

beforeEach(() => {
  vi.clearAllMocks();
});

describe('Steam pending and Verify', { timeout: COMPONENT_TEST_TIMEOUT_MS }, () => {
  it('shows nothing once the game details can be seen', () => {
    server.integrations.mockReturnValue(steam(true, true));
    show();
    expect(screen.queryByText('Pending')).not.toBeInTheDocument();
  });

  it('says Still Pending while the game details stay private, and Steam Verified once they are not', async () => {
    server.integrations.mockReturnValue(steam(true, false));
    show();
    expect(screen.getByText('Pending')).toBeInTheDocument();
    server.check.mockResolvedValueOnce({ hasAccess: false });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await vi.waitFor(() => expect(toasts.warning).toHaveBeenCalledWith('Still Pending', expect.any(String)));
    server.check.mockResolvedValueOnce({ hasAccess: true });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await vi.waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Steam Verified', expect.any(String)));
  });

  it('says Check Failed when Steam cannot be reached, and Verification Failed otherwise', async () => {
    server.integrations.mockReturnValue(steam(true, false));
    show();
    server.check.mockRejectedValueOnce({ status: 502, data: { code: 'UPSTREAM_UNAVAILABLE', error: 'down' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await vi.waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Check Failed', expect.any(String)));
    server.check.mockRejectedValueOnce({ status: 404, data: { code: 'PROVIDER_NOT_LINKED', error: 'No Steam account is linked' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await vi.waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Verification Failed', expect.any(String)));
  });
});
