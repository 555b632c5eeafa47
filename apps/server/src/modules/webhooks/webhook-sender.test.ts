import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { WEBHOOK_LIMITS, WEBHOOK_MESSAGES } from '@arcana/shared';
import { useWebhookReceivers } from '../../../test/webhook-receivers.js';
import { createAddressGuard } from './address-guard.js';
import { sendWebhook } from './webhook-sender.js';

const receiver = useWebhookReceivers();
const secrets = [`whsec_${'a'.repeat(43)}=`];
const hook = (url: string) => ({ url, secrets, eventId: 'msg_1', body: '{}' });

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((done) => server.close(() => done()));
  return port;
}

describe('where webhooks may go, without the setting that allows private networks', () => {
  const guard = createAddressGuard({ allowPrivate: false });

  it('refuses http, other ports, and addresses not public, when made', async () => {
    for (const [url, reason] of [
      ['http://93.184.216.34/hooks', WEBHOOK_MESSAGES.url],
      ['https://93.184.216.34:8080/hooks', WEBHOOK_MESSAGES.port],
      ['https://93.184.216.34:80/hooks', WEBHOOK_MESSAGES.port],
      ['https://127.0.0.1/hooks', WEBHOOK_MESSAGES.privateAddress],
      ['https://localhost/hooks', WEBHOOK_MESSAGES.privateAddress],
      ['https://10.1.2.3/hooks', WEBHOOK_MESSAGES.privateAddress],
      ['https://169.254.169.254/latest/meta-data', WEBHOOK_MESSAGES.privateAddress],
      ['https://[::1]/hooks', WEBHOOK_MESSAGES.privateAddress],
      ['https://[::ffff:127.0.0.1]/hooks', WEBHOOK_MESSAGES.privateAddress],
      ['https://[::7f00:1]/hooks', WEBHOOK_MESSAGES.privateAddress],
      ['https://[64:ff9b::a00:1]/hooks', WEBHOOK_MESSAGES.privateAddress],
      ['https://[2001:db8::1]/hooks', WEBHOOK_MESSAGES.privateAddress],
      ['https://2130706433/hooks', WEBHOOK_MESSAGES.privateAddress],
    ]) {
      await expect(guard.check(url!), url).rejects.toMatchObject({ code: 'WEBHOOK_URL_REFUSED', status: 400, message: reason });
    }
    for (const url of ['https://93.184.216.34/hooks', 'https://93.184.216.34:443/hooks', 'https://93.184.216.34:8443/hooks']) {
      await expect(guard.check(url), url).resolves.toBeInstanceOf(URL);
    }
  });

  it('refuses them again when sent, never connecting', async () => {
    for (const url of ['https://127.0.0.1:443/hooks', 'https://[::]:443/hooks', 'https://93.184.216.34:9/hooks']) {
      expect(await sendWebhook(guard, 1_000, hook(url)), url).toMatchObject({ status: null, outcome: 'address', answer: null });
    }
  });
});

describe('what the delivery log keeps of an attempt', () => {
  const guard = createAddressGuard({ allowPrivate: true });

  it('a category for a connection that failed, never its own words', async () => {
    const port = await closedPort();
    expect(await sendWebhook(guard, 1_000, hook(`http://127.0.0.1:${port}/hooks`))).toMatchObject({
      status: null,
      outcome: 'refused',
      answer: null,
    });
    // TLS spoken to a server that answers plain http.
    const plain = await receiver();
    expect(await sendWebhook(guard, 1_000, hook(plain.url.replace('http:', 'https:')))).toMatchObject({
      status: null,
      outcome: 'tls',
      answer: null,
    });
    const hanging = await receiver([0]);
    expect(await sendWebhook(guard, 200, hook(hanging.url))).toMatchObject({ status: null, outcome: 'timeout', answer: null });
    expect(await sendWebhook(guard, 1_000, hook('http://no-such-host.invalid/hooks'))).toMatchObject({
      status: null,
      outcome: 'unresolved',
    });
  });

  it('the status, and at most the first 200 bytes of an answer that was not a success', async () => {
    // Two bytes a character after the first: the limit falls within one, which is left out.
    const long = await receiver([500], `x${'é'.repeat(1_000)}`);
    const failed = await sendWebhook(guard, 1_000, hook(long.url));
    expect(failed).toMatchObject({ status: 500, outcome: 'status', answer: `x${'é'.repeat((WEBHOOK_LIMITS.answerBytes - 2) / 2)}` });
    const ok = await receiver([200]);
    expect(await sendWebhook(guard, 1_000, hook(ok.url))).toMatchObject({ status: 200, outcome: 'status', answer: null });
  });
});
