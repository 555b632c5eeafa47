// @databases postgres: the reads at once only save time; nothing races
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { PROJECT_MESSAGES, WEBHOOK_LIMITS, WEBHOOK_PATHS } from '@arcana/shared';
import { ZNewWebhookEndpoint, ZWebhookDeliveryList } from '@arcana/shared/schemas';
import { auditLog, users, webhookDeliveries, webhookEndpoints } from '../../db/schema.js';
import { get } from '../../../test/factories.js';
import { integratorHelpers } from '../../../test/integrators.js';
import { useTestApp } from '../../../test/test-app.js';
import { useWebhookReceivers } from '../../../test/webhook-receivers.js';
import { parseConfig } from '../../config.js';

const t = useTestApp({ webhooks: { ...parseConfig({}).webhooks, allowPrivate: true, timeoutMs: 2_000 } });
const { api, send, creatorWithCollection } = integratorHelpers(t);
const receiver = useWebhookReceivers();

/** A creator's project with an endpoint at a receiver that answers, and its first delivery, delivered. */
async function hookedProject() {
  const hook = await receiver();
  const { creator, projectId } = await creatorWithCollection();
  const made = await send('POST', api(WEBHOOK_PATHS.endpoints, { projectId }), creator.token, { url: hook.url, events: ['card.drawn'] });
  const { endpoint } = ZNewWebhookEndpoint.parse(made.body);
  const at = { projectId, endpointId: endpoint.id };
  expect((await send('POST', api(WEBHOOK_PATHS.test, at), creator.token)).status).toBe(200);
  const [delivery] = await vi.waitFor(
    async () => {
      const read = ZWebhookDeliveryList.parse((await get(t, api(WEBHOOK_PATHS.deliveries, at), creator.token)).body);
      expect(read[0]?.state).toBe('delivered');
      return read;
    },
    { timeout: 10_000 },
  );
  return { hook, creator, projectId, endpoint, at, delivery: delivery! };
}

const counts = async () => {
  const { db } = t.deps;
  const [endpoints, deliveries, audited] = await Promise.all(
    [webhookEndpoints, webhookDeliveries, auditLog].map((table) => db.$count(table)),
  );
  return { endpoints, deliveries, audited };
};

describe('webhook endpoints are a creator’s tools', () => {
  it('refuse every change, secret and send to a creator who turned two-factor off, and store nothing', async () => {
    const { hook, creator, projectId, endpoint, at, delivery } = await hookedProject();
    const creatorId = (await t.deps.tokens.verifyAccess(creator.token)).sub;
    await t.deps.db.update(users).set({ totpEnabledAt: null }).where(eq(users.id, creatorId));
    const before = await counts();
    const refused = { status: 403, body: { code: 'TWO_FACTOR_REQUIRED', error: PROJECT_MESSAGES.creatorNeedsTwoFactor } };
    const asks = [
      () => send('POST', api(WEBHOOK_PATHS.endpoints, { projectId }), creator.token, { url: hook.url, events: ['card.drawn'] }),
      () => send('PATCH', api(WEBHOOK_PATHS.endpoint, at), creator.token, { enabled: false }),
      () => send('DELETE', api(WEBHOOK_PATHS.endpoint, at), creator.token),
      () => get(t, api(WEBHOOK_PATHS.secret, at), creator.token),
      () => send('POST', api(WEBHOOK_PATHS.rotateSecret, at), creator.token),
      () => send('POST', api(WEBHOOK_PATHS.test, at), creator.token),
      () => send('POST', api(WEBHOOK_PATHS.redeliver, { ...at, deliveryId: delivery.id }), creator.token),
    ];
    for (const ask of asks) expect(await ask()).toMatchObject(refused);
    expect(await counts()).toEqual(before);
    const [kept] = await t.deps.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(kept).toMatchObject({ enabled: true, previousSecret: null });
    // Reading what is there stays open to them.
    expect((await get(t, api(WEBHOOK_PATHS.deliveries, at), creator.token)).status).toBe(200);
  });

  it('limit test events and redeliveries to an endpoint, together, a minute', async () => {
    const { creator, at, delivery } = await hookedProject();
    const other = await hookedProject();
    // The first test event counted; the rest of the minute's share, redeliveries among them.
    for (let n = 1; n < WEBHOOK_LIMITS.sendsPerMinute; n += 1) {
      const path = n % 2 ? api(WEBHOOK_PATHS.test, at) : api(WEBHOOK_PATHS.redeliver, { ...at, deliveryId: delivery.id });
      expect((await send('POST', path, creator.token)).status, `send ${n + 1}`).toBe(200);
    }
    const before = await counts();
    for (const path of [api(WEBHOOK_PATHS.test, at), api(WEBHOOK_PATHS.redeliver, { ...at, deliveryId: delivery.id })]) {
      expect(await send('POST', path, creator.token)).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED' } });
    }
    expect(await counts()).toEqual(before);
    // Another endpoint has its own count.
    expect((await send('POST', api(WEBHOOK_PATHS.test, other.at), other.creator.token)).status).toBe(200);
  });
});
