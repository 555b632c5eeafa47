import { fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../../../../state/theme';
import { COMPONENT_TEST_TIMEOUT_MS } from '../../../../test-support';
import { TwoFactorDialog } from './TwoFactorDialog';

const regenerate = vi.hoisted(() => vi.fn());
vi.mock('./two-factor.api', () => {
  const idle = { isLoading: false };
  const unused = () => [vi.fn(), idle];
  return {
    useTwoFactorStatusQuery: () => ({ data: { enabled: true, verifiedAt: null, lastUsedAt: null, backupCodesLeft: 3 } }),
    useSetupTwoFactorMutation: unused,
    useEnableTwoFactorMutation: unused,
    useDisableTwoFactorMutation: unused,
    useRegenerateBackupCodesMutation: () => [() => ({ unwrap: regenerate }), idle],
  };
});

const pressEscape = () => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });

function openManage() {
  const onClose = vi.fn();
  render(
    // No transitions (env="test"): dialogs open at once, however busy the machine is.
    <MantineProvider theme={theme} env="test">
      <TwoFactorDialog enabled account="ada@example.com" onClose={onClose} />
    </MantineProvider>,
  );
  return onClose;
}

async function regenerateCodes() {
  regenerate.mockResolvedValueOnce({ backupCodes: ['AAAA-BBBB-CCCC-DDDD', 'EEEE-FFFF-GGGG-HHHH'], message: 'Regenerated' });
  fireEvent.click(screen.getByRole('button', { name: 'Regenerate Backup Codes' }));
  fireEvent.click(screen.getByRole('button', { name: 'Regenerate' }));
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
});
