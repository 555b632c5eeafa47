import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { API_KEY_PATHS, API_PREFIX, fillPath, PROJECT_MESSAGES } from '@arcana/shared';
import type { TApiKey } from '@arcana/shared/schemas';
import { serveApi } from '../../test-api';
import { renderInApp, signInAs } from '../../test-render';
import { buildUser, COMPONENT_TEST_TIMEOUT_MS } from '../../test-support';
import { ApiKeysPanel } from './ApiKeysPanel';

const PROJECT_ID = '00000000-0000-4000-8000-0000000000a1';
const KEY: TApiKey = {
  id: '00000000-0000-4000-8000-0000000000b1',
  name: 'Game server',
  mode: 'live',
  scopes: ['draws:grant'],
  prefix: 'ak_live_Xy3q',
  createdAt: '2026-11-27T10:00:00Z',
  lastUsedAt: null,
  expiresAt: null,
  revokedAt: null,
  replacedById: null,
};

let server: ReturnType<typeof serveApi>;
afterEach(() => server.restore());

function renderPanel(user: ReturnType<typeof buildUser>) {
  server = serveApi({
    ...signInAs(user),
    [`GET ${API_PREFIX}${fillPath(API_KEY_PATHS.keys, { projectId: PROJECT_ID })}`]: () => [KEY],
  });
  renderInApp(<ApiKeysPanel projectId={PROJECT_ID} />);
}

describe('the API keys panel', { timeout: COMPONENT_TEST_TIMEOUT_MS }, () => {
  it('tells an account without two-factor what changing keys needs, and offers no change', async () => {
    renderPanel(buildUser({ has2FA: false }));
    expect(await screen.findByText(new RegExp(PROJECT_MESSAGES.creatorNeedsTwoFactor))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Security settings' })).toHaveAttribute('href', '/settings?tab=security');
    expect(await screen.findByText('Game server')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New key' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rotate Game server' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Revoke Game server' })).not.toBeInTheDocument();
  });

  it('offers a creator every change', async () => {
    renderPanel(buildUser({ has2FA: true }));
    expect(await screen.findByRole('button', { name: 'Rotate Game server' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New key' })).toBeInTheDocument();
    expect(screen.queryByText(new RegExp(PROJECT_MESSAGES.creatorNeedsTwoFactor))).not.toBeInTheDocument();
  });
});
