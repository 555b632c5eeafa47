// @databases postgres: its two-instance case needs PostgreSQL; its worker's leases are proved there under a pool
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it, vi } from 'vitest';
import { PLAYER_LINK_PATHS, PROJECT_PATHS, REVIEW_PATHS, REWARD_PATHS, WEBHOOK_MESSAGES, WEBHOOK_PATHS } from '@arcana/shared';
import { ZNewWebhookEndpoint, ZWebhookDeliveryList, ZWebhookEndpoint, type TWebhookDelivery } from '@arcana/shared/schemas';
import { notifications } from '../../db/schema.js';
import { buildAdmin, buildUserWithWallet, get, observerTokenFor, post } from '../../../test/factories.js';
import { integratorHelpers } from '../../../test/integrators.js';
import { useTestApp } from '../../../test/test-app.js';
import { useWebhookReceivers } from '../../../test/webhook-receivers.js';
import { parseConfig } from '../../config.js';

/**
 * Fast retries, a short wait for an answer, and this machine's own addresses allowed. The wait is well
 * above the event loop's stalls on a loaded machine (the receivers share this process with the
 * database): a 200 that comes after it is a failed attempt, sent again.
 */
const t = useTestApp({ webhooks: { ...parseConfig({}).webhooks, allowPrivate: true, timeoutMs: 2_000, retrySeconds: [0.05, 0.05] } });
const { api, send, submittedCollection, makeKey, linkPlayer, grant } = integratorHelpers(t);
const receiver = useWebhookReceivers();

const endpointsOf = (projectId: string) => api(WEBHOOK_PATHS.endpoints, { projectId });
const deliveriesOf = (projectId: string, endpointId: string) => api(WEBHOOK_PATHS.deliveries, { projectId, endpointId });

async function addEndpoint(
  token: string,
  projectId: string,
  url: string,
  events = ['card.drawn', 'draws.granted', 'collection.published', 'collection.suspended'],
) {
  const made = await send('POST', endpointsOf(projectId), token, { url, events });
  expect(made.status).toBe(201);
  return ZNewWebhookEndpoint.parse(made.body);
}

async function deliveries(token: string, projectId: string, endpointId: string): Promise<TWebhookDelivery[]> {
  return ZWebhookDeliveryList.parse((await get(t, deliveriesOf(projectId, endpointId), token)).body);
}

describe('a project’s webhooks', () => {
  it('tell an endpoint of a publication, a grant and a draw, signed by the Standard Webhooks rules', async () => {
    const hook = await receiver();
    const submitted = await submittedCollection();
    const { creator, projectId, collection } = submitted;
    const { endpoint, secret } = await addEndpoint(creator.token, projectId, hook.url);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(endpoint).toMatchObject({ url: hook.url, enabled: true, failingSince: null });

    const admin = await buildAdmin(t);
    expect((await send('POST', api(REVIEW_PATHS.approve, { versionId: submitted.version.id }), admin.token)).status).toBe(204);
    const rule = await send('POST', api(REWARD_PATHS.rules, { collectionId: collection.id }), creator.token, {
      terms: { source: 'api', reward: 3 },
    });
    await send('PATCH', api(REWARD_PATHS.rule, { ruleId: rule.body.id as string }), creator.token, { enabled: true });
    const { secret: key } = await makeKey(creator.token, projectId);
    const player = await buildUserWithWallet(t);
    const link = await linkPlayer(key, 'hero-1', player.token);
    expect((await grant(key, { playerId: 'hero-1', collectionId: collection.id, draws: 2, reason: 'won a match' })).status).toBe(201);
    const draw = () =>
      post(
        t,
        api(PROJECT_PATHS.claim, { collectionId: collection.id }),
        { publicKey: player.wallet.publicKey, requestId: randomUUID() },
        player.token,
      );
    const drawn = await draw();
    expect(drawn.status).toBe(200);
    // Unlinked from the game, the collector's next draw names no one.
    await vi.waitFor(() => expect(hook.received).toHaveLength(3), { timeout: 10_000 });
    expect((await send('DELETE', api(PLAYER_LINK_PATHS.mineOne, { linkId: link.id as string }), player.token)).status).toBe(200);
    const unlinked = await draw();
    expect(unlinked.status).toBe(200);

    await vi.waitFor(() => expect(hook.received).toHaveLength(4), { timeout: 10_000 });
    const verifier = new Webhook(secret);
    const events = hook.received.map(({ headers, body }) => {
      const verified = verifier.verify(body, headers as Record<string, string>) as { type: string; data: Record<string, unknown> };
      expect(headers['webhook-id']).toMatch(/^msg_/);
      return verified;
    });
    expect(events.map((event) => event.type).sort()).toEqual(['card.drawn', 'card.drawn', 'collection.published', 'draws.granted']);
    const byType = Object.fromEntries(events.slice(0, 3).map((event) => [event.type, event.data]));
    expect(byType['collection.published']).toMatchObject({ projectId, collection: { id: collection.id, name: 'First Light' } });
    expect(byType['draws.granted']).toMatchObject({
      projectId,
      source: 'api',
      draws: 2,
      reason: 'won a match',
      playerId: 'hero-1',
      livemode: true,
      collector: { playerIds: ['hero-1'] },
    });
    expect(byType['card.drawn']).toMatchObject({
      projectId,
      card: { id: drawn.body.id },
      collection: { id: collection.id },
      collector: { playerIds: ['hero-1'] },
    });
    expect(events[3]!.data).toMatchObject({ card: { id: unlinked.body.id }, collector: null });
    // A game knows its players by its own ids: no body names an Arcana account.
    for (const { body } of hook.received) {
      expect(body).not.toContain(player.username);
      expect(body).not.toContain((await t.deps.tokens.verifyAccess(player.token)).sub);
    }
    // A signature over another body does not hold.
    const [first] = hook.received;
    expect(() => verifier.verify(`${first!.body} `, first!.headers as Record<string, string>)).toThrow();

    // The receiver has answered before the worker records the answer: the log catches up.
    const log = await vi.waitFor(
      async () => {
        const read = await deliveries(creator.token, projectId, endpoint.id);
        expect(read.map((delivery) => delivery.state)).toEqual(Array(4).fill('delivered'));
        return read;
      },
      { timeout: 10_000 },
    );
    expect(log.every((delivery) => delivery.attempts.length === 1 && delivery.attempts[0]!.status === 200)).toBe(true);
    const listed = ZWebhookEndpoint.parse(((await get(t, endpointsOf(projectId), creator.token)).body as unknown as unknown[])[0]);
    expect(listed.lastSuccessAt).not.toBeNull();
  });

  it('retry an endpoint that fails until it recovers: each event is taken once, and the log shows every attempt', async () => {
    const hook = await receiver([500, 503, 200]);
    const { creator, projectId } = await submittedCollection();
    const { endpoint } = await addEndpoint(creator.token, projectId, hook.url);
    expect((await send('POST', api(WEBHOOK_PATHS.test, { projectId, endpointId: endpoint.id }), creator.token)).body).toEqual({
      message: WEBHOOK_MESSAGES.testSent,
    });
    await vi.waitFor(async () => expect((await deliveries(creator.token, projectId, endpoint.id))[0]?.state).toBe('delivered'), {
      timeout: 10_000,
    });
    const [delivery] = await deliveries(creator.token, projectId, endpoint.id);
    expect(delivery!.attempts.map((attempt) => attempt.status)).toEqual([500, 503, 200]);
    expect(delivery!.attempts[0]).toMatchObject({ status: 500, outcome: 'status', answer: 'not now' });
    // The same id each time: a receiver takes the event once.
    expect(new Set(hook.received.map((one) => one.headers['webhook-id'])).size).toBe(1);
    expect(hook.received.filter((one) => one.answered === 200)).toHaveLength(1);

    // Redelivered on the creator's asking: one more attempt, the same event.
    const redeliver = api(WEBHOOK_PATHS.redeliver, { projectId, endpointId: endpoint.id, deliveryId: delivery!.id });
    expect((await send('POST', redeliver, creator.token)).body).toEqual({ message: WEBHOOK_MESSAGES.redelivered });
    await vi.waitFor(() => expect(hook.received).toHaveLength(4), { timeout: 10_000 });
    expect(hook.received[3]!.headers['webhook-id']).toBe(hook.received[0]!.headers['webhook-id']);
  });

  it('turn off an endpoint that fails every attempt of the schedule, and tell its creator', async () => {
    // An endpoint that answers 500 every time; a silent one's timeout is the sender's test.
    const hook = await receiver([500]);
    const { creator, projectId } = await submittedCollection();
    const { endpoint } = await addEndpoint(creator.token, projectId, hook.url);
    await send('POST', api(WEBHOOK_PATHS.test, { projectId, endpointId: endpoint.id }), creator.token);
    await vi.waitFor(
      async () => {
        const listed = (await get(t, endpointsOf(projectId), creator.token)).body as unknown as Array<{ enabled: boolean }>;
        expect(listed[0]).toMatchObject({ enabled: false, disabledReason: WEBHOOK_MESSAGES.disabledReason });
      },
      { timeout: 15_000 },
    );
    const [delivery] = await deliveries(creator.token, projectId, endpoint.id);
    expect(delivery).toMatchObject({ state: 'failed' });
    expect(delivery!.attempts.map(({ outcome, answer }) => ({ outcome, answer }))).toEqual(
      Array(3).fill({ outcome: 'status', answer: 'not now' }),
    );
    const creatorId = (await t.deps.tokens.verifyAccess(creator.token)).sub;
    await vi.waitFor(async () => {
      const told = await t.deps.db.select().from(notifications).where(eq(notifications.userId, creatorId));
      expect(told.map((n) => n.title)).toContain(WEBHOOK_MESSAGES.disabledTitle);
    });
    // Turned on again, it starts afresh.
    const on = await send('PATCH', api(WEBHOOK_PATHS.endpoint, { projectId, endpointId: endpoint.id }), creator.token, { enabled: true });
    expect(on.body).toMatchObject({ enabled: true, disabledReason: null, failingSince: null });
  });

  it('refuse bad addresses, strangers and observers, and keep the secret for its creator', async () => {
    const hook = await receiver();
    const { creator, projectId } = await submittedCollection();
    for (const [url, field] of [
      ['not an address', 'url'],
      ['ftp://127.0.0.1/hooks', 'url'],
      ['https://user:secret@127.0.0.1/hooks', 'url'],
      ['https://no-such-host.invalid/hooks', 'url'],
    ] as const) {
      const refused = await send('POST', endpointsOf(projectId), creator.token, { url, events: ['card.drawn'] });
      expect(refused, url).toMatchObject({ status: 400, body: { code: 'WEBHOOK_URL_REFUSED', field } });
    }
    expect((await send('POST', endpointsOf(projectId), creator.token, { url: hook.url, events: [] })).body.code).toBe('VALIDATION_ERROR');
    expect((await send('POST', endpointsOf(projectId), creator.token, { url: hook.url, events: ['card.stolen'] })).body.code).toBe(
      'VALIDATION_ERROR',
    );
    const { endpoint, secret } = await addEndpoint(creator.token, projectId, hook.url, ['card.drawn']);
    expect((await get(t, api(WEBHOOK_PATHS.secret, { projectId, endpointId: endpoint.id }), creator.token)).body).toEqual({ secret });

    const stranger = await buildUserWithWallet(t);
    expect((await get(t, endpointsOf(projectId), stranger.token)).body.code).toBe('NOT_YOUR_PROJECT');
    const observer = await observerTokenFor(t, creator.token, await buildAdmin(t));
    expect((await get(t, endpointsOf(projectId), observer)).body.code).toBe('OBSERVER_READ_ONLY');
    // Asked of an observer, the secret needs a proof of presence the observer cannot make.
    expect((await get(t, api(WEBHOOK_PATHS.secret, { projectId, endpointId: endpoint.id }), observer)).status).toBe(403);
    expect((await send('POST', endpointsOf(projectId), observer, { url: hook.url, events: ['card.drawn'] })).body.code).toBe(
      'OBSERVER_READ_ONLY',
    );
    expect((await send('DELETE', api(WEBHOOK_PATHS.endpoint, { projectId, endpointId: endpoint.id }), creator.token)).body).toEqual({
      message: WEBHOOK_MESSAGES.deleted,
    });
    expect((await get(t, endpointsOf(projectId), creator.token)).body).toEqual([]);
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('webhooks with two instances on one PostgreSQL database', () => {
  it('deliver a draw kept by an instance that died before it could send its webhook', async () => {
    const hook = await receiver();
    await new Promise<void>((done) => hook.server.close(() => done()));
    const submitted = await submittedCollection();
    const { creator, projectId, collection, version } = submitted;
    const admin = await buildAdmin(t);
    expect((await send('POST', api(REVIEW_PATHS.approve, { versionId: version.id }), admin.token)).status).toBe(204);
    const { endpoint } = await addEndpoint(creator.token, projectId, hook.url, ['card.drawn']);
    const collector = await buildUserWithWallet(t);
    // Drawn on the second instance while the endpoint is down; then that instance is gone.
    const second = await t.openSecondInstance();
    const drawn = await second.app.inject({
      method: 'POST',
      url: api(PROJECT_PATHS.claim, { collectionId: collection.id }),
      headers: { authorization: `Bearer ${collector.token}` },
      payload: { publicKey: collector.wallet.publicKey, requestId: randomUUID() },
    });
    expect(drawn.statusCode).toBe(200);
    await second.close();
    const port = Number(new URL(hook.url).port);
    await new Promise<void>((done) => hook.server.listen(port, '127.0.0.1', done));
    await vi.waitFor(async () => expect((await deliveries(creator.token, projectId, endpoint.id))[0]?.state).toBe('delivered'), {
      timeout: 15_000,
    });
    expect(JSON.parse(hook.received.at(-1)!.body)).toMatchObject({
      type: 'card.drawn',
      data: { card: { id: drawn.json<{ id: string }>().id } },
    });
  });
});
