import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { theme } from '../../state/theme';
import { COMPONENT_TEST_TIMEOUT_MS } from '../../test-support';
import { ConfirmLinkPage } from './ConfirmLinkPage';

/** Opens the page with a token whose confirmation the server refuses with this code and text. */
function openRefused(code: string, error: string) {
  render(
    <MantineProvider theme={theme} env="test">
      <MemoryRouter initialEntries={['/confirm?token=abc']}>
        <ConfirmLinkPage
          title="Confirm"
          loadingText="Confirming…"
          successTitle="Done"
          successText="Done."
          missingToken="No token"
          renewPath="/settings"
          renewLabel="Request a new link"
          confirm={() => Promise.reject({ status: 400, data: { error, code } })}
        />
      </MemoryRouter>
    </MantineProvider>,
  );
}

describe('a confirmation link the server refuses', { timeout: COMPONENT_TEST_TIMEOUT_MS }, () => {
  it('offers a new link when it expired (LINK_EXPIRED)', async () => {
    openRefused('LINK_EXPIRED', 'This link is too old.');
    expect(await screen.findByText('This link is too old.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/settings');
  });

  it('offers none for a used link, even one whose text mentions expiry', async () => {
    openRefused('LINK_USED', 'Used before it expired');
    expect(await screen.findByText('Used before it expired')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Request a new link' })).not.toBeInTheDocument();
  });
});
