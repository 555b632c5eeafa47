import { describe, expect, it, vi } from 'vitest';
import { WEBHOOK_PATHS } from '@arcana/shared';
import { ZNewWebhookEndpoint } from '@arcana/shared/schemas';
import { integratorHelpers } from '../../../test/integrators.js';
import { useTestApp } from '../../../test/test-app.js';
import { useWebhookReceivers } from '../../../test/webhook-receivers.js';
import { parseConfig } from '../../config.js';

/** Three deliveries in flight at most, two to one endpoint; an endpoint that hangs is waited for a minute. */
const t = useTestApp({
  webhooks: { ...parseConfig({}).webhooks, allowPrivate: true, timeoutMs: 60_000, inFlight: 3, inFlightPerEndpoint: 2 },
});
const { api, send, submittedCollection } = integratorHelpers(t);
const receiver = useWebhookReceivers();

/** A creator's project with an endpoint at `url`, and a way to send it test events. */
async function projectHooked(url: string) {
  const { creator, projectId } = await submittedCollection();
  const made = await send('POST', api(WEBHOOK_PATHS.endpoints, { projectId }), creator.token, { url, events: ['card.drawn'] });
  expect(made.status).toBe(201);
  const { endpoint } = ZNewWebhookEndpoint.parse(made.body);
  const sendTest = async () =>
    expect((await send('POST', api(WEBHOOK_PATHS.test, { projectId, endpointId: endpoint.id }), creator.token)).status).toBe(200);
  return { sendTest };
}

describe('webhooks of several projects', () => {
  it('reach a project’s endpoint while another’s hangs: one endpoint never takes every place', async () => {
    const hanging = await receiver([0]);
    const slow = await projectHooked(hanging.url);
    for (let n = 0; n < 4; n += 1) await slow.sendTest();
    // Its place's worth are sent, and wait for an answer that does not come.
    await vi.waitFor(() => expect(hanging.received).toHaveLength(2), { timeout: 10_000 });

    const listening = await receiver();
    const other = await projectHooked(listening.url);
    await other.sendTest();
    await vi.waitFor(() => expect(listening.received).toHaveLength(1), { timeout: 10_000 });
    expect(hanging.received).toHaveLength(2);
  });
});
