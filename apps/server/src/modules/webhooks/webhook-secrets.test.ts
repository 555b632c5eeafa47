// @databases pglite postgres: smoke — the module on the embedded database
import { and, eq, like, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it, vi } from 'vitest';
import { WEBHOOK_LIMITS, WEBHOOK_PATHS } from '@arcana/shared';
import { ZNewWebhookEndpoint, ZRotatedWebhookSecret, ZWebhookEndpointList } from '@arcana/shared/schemas';
import { auditLog, webhookEndpoints } from '../../db/schema.js';
import { get } from '../../../test/factories.js';
import { integratorHelpers } from '../../../test/integrators.js';
import { useTestApp } from '../../../test/test-app.js';
import { useWebhookReceivers, type Received } from '../../../test/webhook-receivers.js';
import { parseConfig } from '../../config.js';

const t = useTestApp({ webhooks: { ...parseConfig({}).webhooks, allowPrivate: true, timeoutMs: 2_000 } });
const { api, send, creatorWithCollection } = integratorHelpers(t);
const receiver = useWebhookReceivers();

/** Whether a Standard Webhooks receiver holding `secret` takes what was received. */
const takes = (secret: string, { body, headers }: Received) => {
  try {
    new Webhook(secret).verify(body, headers as Record<string, string>);
    return true;
  } catch {
    return false;
  }
};

describe('a webhook endpoint’s signing secret', () => {
  it('rotates with the old one still signing for its grace, and each act is audited', async () => {
    const hook = await receiver();
    const { creator, projectId } = await creatorWithCollection();
    const made = await send('POST', api(WEBHOOK_PATHS.endpoints, { projectId }), creator.token, { url: hook.url, events: ['card.drawn'] });
    const { endpoint, secret: first } = ZNewWebhookEndpoint.parse(made.body);
    const at = { projectId, endpointId: endpoint.id };
    const sendTest = async (count: number) => {
      expect((await send('POST', api(WEBHOOK_PATHS.test, at), creator.token)).status).toBe(200);
      await vi.waitFor(() => expect(hook.received).toHaveLength(count), { timeout: 10_000 });
      return hook.received.at(-1)!;
    };
    expect((await sendTest(1)).headers['webhook-signature']).toMatch(/^v1,\S+$/);

    const rotated = await send('POST', api(WEBHOOK_PATHS.rotateSecret, at), creator.token);
    expect(rotated.status).toBe(200);
    const { secret: second, previousSecretUntil } = ZRotatedWebhookSecret.parse(rotated.body);
    expect(second).toMatch(/^whsec_/);
    expect(second).not.toBe(first);
    const graceMs = WEBHOOK_LIMITS.secretGraceHours * 3_600_000;
    expect(Math.abs(Date.parse(previousSecretUntil) - Date.now() - graceMs)).toBeLessThan(60_000);
    const [listed] = ZWebhookEndpointList.parse((await get(t, api(WEBHOOK_PATHS.endpoints, { projectId }), creator.token)).body);
    expect(listed!.previousSecretUntil).toBe(previousSecretUntil);
    expect((await get(t, api(WEBHOOK_PATHS.secret, at), creator.token)).body).toEqual({ secret: second });

    // During the grace: two signatures in the one header, the old one's first; a receiver with either secret takes it.
    const during = await sendTest(2);
    const signatures = String(during.headers['webhook-signature']).split(' ');
    expect(signatures).toHaveLength(2);
    expect(takes(first, during)).toBe(true);
    expect(takes(second, during)).toBe(true);
    expect(takes(first, { ...during, headers: { ...during.headers, 'webhook-signature': signatures[0] } })).toBe(true);

    // After it: the new secret alone.
    await t.deps.db
      .update(webhookEndpoints)
      .set({ previousSecretUntil: sql`now() - interval '1 second'` })
      .where(eq(webhookEndpoints.id, endpoint.id));
    const after = await sendTest(3);
    expect(String(after.headers['webhook-signature']).split(' ')).toHaveLength(1);
    expect(takes(second, after)).toBe(true);
    expect(takes(first, after)).toBe(false);

    const creatorId = (await t.deps.tokens.verifyAccess(creator.token)).sub;
    const audited = await t.deps.db
      .select({ action: auditLog.action, meta: auditLog.meta })
      .from(auditLog)
      .where(and(eq(auditLog.actorId, creatorId), like(auditLog.action, 'webhook.%')))
      .orderBy(auditLog.at, auditLog.id);
    const meta = { projectId, endpointId: endpoint.id, url: hook.url };
    expect(audited).toEqual([
      { action: 'webhook.create', meta },
      { action: 'webhook.rotateSecret', meta },
      { action: 'webhook.revealSecret', meta },
    ]);
    // No secret is ever written to the audit trail.
    expect(JSON.stringify(audited)).not.toMatch(/whsec_/);
  });
});
