import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { API_PREFIX, fillPath, PROJECT_MESSAGES, WEBHOOK_MESSAGES, WEBHOOK_PATHS } from '@arcana/shared';
import type { TWebhookDelivery, TWebhookEndpoint } from '@arcana/shared/schemas';
import { jsonResponse, serveApi } from '../../test-api';
import { renderInApp } from '../../test-render';
import { COMPONENT_TEST_TIMEOUT_MS } from '../../test-support';
import { WebhooksPanel } from './WebhooksPanel';

const projectId = '00000000-0000-4000-8000-0000000000a1';
const endpointId = '00000000-0000-4000-8000-0000000000b2';
const path = (of: string) => `${API_PREFIX}${fillPath(of, { projectId, endpointId })}`;
const endpoint: TWebhookEndpoint = {
  id: endpointId,
  url: 'https://game.example/hooks',
  events: ['card.drawn'],
  enabled: true,
  disabledReason: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  lastSuccessAt: null,
  failingSince: null,
  previousSecretUntil: null,
};
const delivery: TWebhookDelivery = {
  id: '00000000-0000-4000-8000-0000000000c3',
  eventId: 'msg_1',
  type: 'test',
  state: 'failed',
  createdAt: '2025-01-01T00:00:00.000Z',
  nextAttemptAt: null,
  attempts: [
    { at: '2025-01-01T00:00:00.000Z', status: 500, outcome: 'status', answer: 'not now', durationMs: 12 },
    { at: '2025-01-01T00:00:05.000Z', status: null, outcome: 'refused', answer: null, durationMs: 3 },
  ],
};

let server: ReturnType<typeof serveApi> | undefined;
afterEach(() => server?.restore());

function renderPanel(rotate: () => Response) {
  server = serveApi({
    [`GET ${path(WEBHOOK_PATHS.endpoints)}`]: () => [endpoint],
    [`GET ${path(WEBHOOK_PATHS.deliveries)}`]: () => [delivery],
    [`POST ${path(WEBHOOK_PATHS.rotateSecret)}`]: rotate,
  });
  renderInApp(<WebhooksPanel projectId={projectId} />);
}

describe('a project’s webhooks panel', { timeout: COMPONENT_TEST_TIMEOUT_MS }, () => {
  it('rotates a secret once confirmed, and shows the new one', async () => {
    renderPanel(() => jsonResponse(200, { secret: 'whsec_new', previousSecretUntil: '2025-01-02T00:00:00.000Z' }));
    await userEvent.click(await screen.findByRole('button', { name: `Rotate secret of ${endpoint.url}` }));
    const asking = screen.getByRole('dialog', { name: 'Rotate signing secret' });
    expect(server!.requests.filter((one) => one.startsWith('POST'))).toEqual([]);
    await userEvent.click(within(asking).getByRole('button', { name: 'Rotate secret' }));
    const shown = await screen.findByRole('dialog', { name: 'New signing secret' });
    expect(within(shown).getByLabelText(endpoint.url)).toHaveValue('whsec_new');
    expect(shown).toHaveTextContent(WEBHOOK_MESSAGES.secretRotated);
  });

  it('says where to turn two-factor back on when the server refuses a creator without it', async () => {
    renderPanel(() => jsonResponse(403, { error: PROJECT_MESSAGES.creatorNeedsTwoFactor, code: 'TWO_FACTOR_REQUIRED' }));
    await userEvent.click(await screen.findByRole('button', { name: `Rotate secret of ${endpoint.url}` }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Rotate secret' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PROJECT_MESSAGES.creatorNeedsTwoFactor);
    expect(screen.getByRole('link', { name: 'Security settings' })).toHaveAttribute('href', '/settings?tab=security');
  });

  it('shows each attempt’s outcome as a category', async () => {
    renderPanel(() => jsonResponse(500, {}));
    await userEvent.click(await screen.findByRole('button', { name: 'Deliveries' }));
    expect(await screen.findByRole('list', { name: 'Deliveries' })).toHaveTextContent('2 attempts; last: connection refused · 3 ms');
  });
});
