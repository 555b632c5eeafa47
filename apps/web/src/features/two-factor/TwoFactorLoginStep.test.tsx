import { fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../../state/theme';
import { COMPONENT_TEST_TIMEOUT_MS } from '../../test-support';
import { TwoFactorLoginStep } from './TwoFactorLoginStep';

const verifyLogin = vi.hoisted(() => vi.fn());
vi.mock('./two-factor.api', () => ({
  useVerifyLoginMutation: () => [(body: unknown) => ({ unwrap: () => verifyLogin(body) }), { isLoading: false }],
}));

const refusal = (error: string) => Promise.reject({ status: 400, data: { error, code: 'INVALID_TWO_FACTOR_CODE' } });

function renderStep() {
  render(
    <MantineProvider theme={theme} env="test">
      <MemoryRouter>
        <TwoFactorLoginStep tempToken="temp" onVerified={vi.fn()} onBackToLogin={vi.fn()} />
      </MemoryRouter>
    </MantineProvider>,
  );
}

describe('the login code step', { timeout: COMPONENT_TEST_TIMEOUT_MS }, () => {
  it('clears a refused code and puts focus back on the first box, for the next try', async () => {
    renderStep();
    verifyLogin.mockImplementationOnce(() => refusal('Invalid verification code'));
    const lastBox = screen.getByLabelText('Digit 6 of 6');
    lastBox.focus();
    fireEvent.paste(screen.getByLabelText('Digit 1 of 6'), { clipboardData: { getData: () => '123456' } });
    expect(await screen.findByText('Invalid verification code')).toBeInTheDocument();
    expect(screen.getByLabelText('Digit 1 of 6')).toHaveValue('');
    expect(screen.getByLabelText('Digit 1 of 6')).toHaveFocus();
  });

  it('keeps focus in the backup code field after a refused one', async () => {
    renderStep();
    fireEvent.click(screen.getByRole('button', { name: 'Use a backup code instead' }));
    verifyLogin.mockImplementationOnce(() => refusal('Invalid backup code'));
    const field = screen.getByLabelText('Backup code');
    fireEvent.change(field, { target: { value: 'abcd-efgh-ijkl-mnop' } });
    // A real click focuses the button first.
    const verify = screen.getByRole('button', { name: 'Verify with Backup Code' });
    verify.focus();
    fireEvent.click(verify);
    expect(await screen.findByText('Invalid backup code')).toBeInTheDocument();
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
  });
});
