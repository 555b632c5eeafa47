import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { API_PREFIX, fillPath, OVERLAY_PATHS, PROJECT_MESSAGES } from '@arcana/shared';
import { jsonResponse, serveApi } from '../../../test-api';
import { renderInApp } from '../../../test-render';
import { COMPONENT_TEST_TIMEOUT_MS } from '../../../test-support';
import { OverlayAddress } from './OverlayAddress';

const projectId = '00000000-0000-4000-8000-0000000000a1';
const addressPath = `GET ${API_PREFIX}${fillPath(OVERLAY_PATHS.address, { projectId })}`;
let server: ReturnType<typeof serveApi> | undefined;
afterEach(() => server?.restore());

function renderAddress(answer: () => Response) {
  server = serveApi({ [addressPath]: answer });
  renderInApp(<OverlayAddress projectId={projectId} />);
}

describe('the overlay address', { timeout: COMPONENT_TEST_TIMEOUT_MS }, () => {
  it('shows its QR code only when asked for, once the address is revealed', async () => {
    renderAddress(() =>
      jsonResponse(200, {
        token: 'ODFW_YFok',
        url: 'http://arcana.test/overlay#ODFW_YFok',
        tickerUrl: 'http://arcana.test/overlay?layout=ticker#ODFW_YFok',
      }),
    );
    expect(screen.queryByRole('textbox', { name: 'Overlay address' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reveal address' }));
    expect(await screen.findByRole('textbox', { name: 'Overlay address' })).toHaveValue('http://arcana.test/overlay#ODFW_YFok');
    expect(screen.queryByRole('img', { name: 'The overlay address as a QR code' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show QR code' }));
    expect(screen.getByRole('img', { name: 'The overlay address as a QR code' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Hide QR code' }));
    expect(screen.queryByRole('img', { name: 'The overlay address as a QR code' })).not.toBeInTheDocument();
  });

  it('says where to turn two-factor back on when the server refuses a creator without it', async () => {
    renderAddress(() => jsonResponse(403, { error: PROJECT_MESSAGES.creatorNeedsTwoFactor, code: 'TWO_FACTOR_REQUIRED' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reveal address' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PROJECT_MESSAGES.creatorNeedsTwoFactor);
    expect(screen.getByRole('link', { name: 'Security settings' })).toHaveAttribute('href', '/settings?tab=security');
  });
});
