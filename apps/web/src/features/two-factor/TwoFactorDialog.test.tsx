import { fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../../state/theme';
import { COMPONENT_TEST_TIMEOUT_MS } from '../../test-support';
import { TwoFactorDialog } from './TwoFactorDialog';

const server = vi.hoisted(() => ({ regenerate: vi.fn(), setup: vi.fn(), enable: vi.fn() }));
const regenerate = server.regenerate;
vi.mock('./two-factor.api', () => {
  const idle = { isLoading: false };
  const mutation = (call: (body?: unknown) => Promise<unknown>) => () => [(body?: unknown) => ({ unwrap: () => call(body) }), idle];
  return {
    useTwoFactorStatusQuery: () => ({ data: { enabled: true, verifiedAt: null, lastUsedAt: null, backupCodesLeft: 3 } }),
    useSetupTwoFactorMutation: mutation(() => server.setup()),
    useEnableTwoFactorMutation: mutation((body) => server.enable(body)),
    useDisableTwoFactorMutation: () => [vi.fn(), idle],
    useRegenerateBackupCodesMutation: mutation(() => server.regenerate()),
  };
});

const pressEscape = () => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });

function openDialog(enabled: boolean) {
  const onClose = vi.fn();
  render(
    // No transitions (env="test"): dialogs open at once, however busy the machine is.
    <MantineProvider theme={theme} env="test">
      <TwoFactorDialog enabled={enabled} account="ada@example.com" onClose={onClose} />
    </MantineProvider>,
  );
  return onClose;
}

const openManage = () => openDialog(true);

/** The dialog puts focus in itself as it opens (on its first control, the X), a moment after rendering. */
const dialogFocused = () => vi.waitFor(() => expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus());

/** Clicks as a pointer does: the button takes focus first, so a lost focus would show. */
function press(name: string) {
  const button = screen.getByRole('button', { name });
  button.focus();
  fireEvent.click(button);
}

async function regenerateCodes() {
  regenerate.mockResolvedValueOnce({ backupCodes: ['AAAA-BBBB-CCCC-DDDD', 'EEEE-FFFF-GGGG-HHHH'], message: 'Regenerated' });
  press('Regenerate Backup Codes');
  press('Regenerate');
  await screen.findByRole('dialog', { name: 'Save your backup codes' });
}

describe('the two-factor dialog', { timeout: COMPONENT_TEST_TIMEOUT_MS }, () => {
  it('asks before regenerating backup codes, saying the old ones stop working', async () => {
    openManage();
    fireEvent.click(screen.getByRole('button', { name: 'Regenerate Backup Codes' }));
    expect(screen.getByRole('dialog', { name: 'Regenerate backup codes?' })).toHaveTextContent('your old backup codes stop working');
    expect(regenerate).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('dialog', { name: 'Two-Factor Authentication' })).toBeInTheDocument();

    await regenerateCodes();
    expect(screen.getAllByTestId('backup-code')).toHaveLength(2);
  });

  it('does not let the new codes be closed away unsaved: the first close warns, a second one closes', async () => {
    const onClose = openManage();
    await regenerateCodes();
    pressEscape();
    expect(screen.getByRole('alert')).toHaveTextContent('Close without saving your backup codes?');
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes at once once the codes are ticked as saved', async () => {
    const onClose = openManage();
    await regenerateCodes();
    fireEvent.click(screen.getByLabelText('I have saved my backup codes in a secure location'));
    pressEscape();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('moves focus into each step it shows, so it never falls to the page behind', async () => {
    openManage();
    await dialogFocused();
    press('Regenerate Backup Codes');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    press('Cancel');
    expect(screen.getByRole('button', { name: 'Regenerate Backup Codes' })).toHaveFocus();
    await regenerateCodes();
    expect(screen.getByRole('button', { name: 'Download' })).toHaveFocus();
  });

  it('while turning it on, focuses the QR step, then the first box, and again after a refused code', async () => {
    openDialog(false);
    await dialogFocused();
    server.setup.mockResolvedValueOnce({
      secret: 'JBSWY3DPEHPK3PXP',
      qrCode: 'data:image/png;base64,AA==',
      backupCodes: ['AAAA-BBBB-CCCC-DDDD'],
    });
    press('Get Started');
    await screen.findByRole('dialog', { name: 'Scan the QR code' });
    expect(screen.getByRole('button', { name: 'Copy' })).toHaveFocus();
    press('Next');
    expect(screen.getByLabelText('Digit 1 of 6')).toHaveFocus();

    server.enable.mockImplementationOnce(() =>
      Promise.reject({ status: 400, data: { error: 'Invalid verification code', code: 'INVALID_TWO_FACTOR_CODE' } }),
    );
    fireEvent.paste(screen.getByLabelText('Digit 1 of 6'), { clipboardData: { getData: () => '123456' } });
    expect(server.enable).toHaveBeenLastCalledWith({ token: '123456' });
    expect(await screen.findByText('Invalid verification code')).toBeInTheDocument();
    expect(screen.getByLabelText('Digit 1 of 6')).toHaveValue('');
    expect(screen.getByLabelText('Digit 1 of 6')).toHaveFocus();
  });
});
