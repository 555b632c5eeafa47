import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { Webhook } from 'standardwebhooks';
import { PRODUCT_NAME, WEBHOOK_LIMITS } from '@arcana/shared';
import { RefusedAddress, type AddressGuard } from './address-guard.js';

/** One attempt's outcome: the answer's status, or why there was none. */
export interface AttemptOutcome {
  status: number | null;
  error: string | null;
  durationMs: number;
}

export interface OutgoingWebhook {
  url: string;
  /** The endpoint's signing secret, `whsec_…`. */
  secret: string;
  /** The event's id: `webhook-id`, the same on every attempt, so a receiver takes it once. */
  eventId: string;
  body: string;
}

const ok = (status: number | null) => status !== null && status >= 200 && status < 300;
export const delivered = (outcome: AttemptOutcome) => ok(outcome.status);

/** The answer's first characters, for the delivery log; the rest is read and dropped. */
function answerOf(response: IncomingMessage): Promise<string> {
  return new Promise((done) => {
    let kept = '';
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => {
      if (kept.length < WEBHOOK_LIMITS.answerKept) kept += chunk.slice(0, WEBHOOK_LIMITS.answerKept - kept.length);
    });
    response.on('end', () => done(kept));
    response.on('error', () => done(kept));
  });
}

/**
 * Sends one webhook as the Standard Webhooks specification has it: `webhook-id`, `webhook-timestamp`
 * and `webhook-signature` (HMAC-SHA256 over the id, the timestamp and the raw body, by its maintained
 * library). The host's addresses are checked as the connection opens; a redirect is an answer, never
 * followed; the endpoint has `timeoutMs` to answer.
 */
export async function sendWebhook(guard: AddressGuard, timeoutMs: number, hook: OutgoingWebhook): Promise<AttemptOutcome> {
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  const url = new URL(hook.url);
  try {
    // An address written as an IP is connected to without a lookup: checked here.
    await guard.addressesOf(url.hostname);
  } catch (err) {
    return { status: null, error: err instanceof RefusedAddress ? err.reason : 'The address could not be checked', durationMs: took() };
  }
  const timestamp = new Date();
  const signature = new Webhook(hook.secret).sign(hook.eventId, timestamp, hook.body);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((done) => {
    const req = send(
      url,
      {
        method: 'POST',
        lookup: guard.lookup as never,
        timeout: timeoutMs,
        headers: {
          'content-type': 'application/json',
          'user-agent': `${PRODUCT_NAME}-Webhooks/1`,
          'webhook-id': hook.eventId,
          'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
          'webhook-signature': signature,
        },
      },
      (response) => {
        void answerOf(response).then((answer) =>
          done({
            status: response.statusCode ?? null,
            error: ok(response.statusCode ?? null) ? null : answer || null,
            durationMs: took(),
          }),
        );
      },
    );
    req.on('timeout', () => req.destroy(new Error(`No answer within ${timeoutMs / 1000} s`)));
    req.on('error', (err) =>
      done({
        status: null,
        error: err instanceof RefusedAddress ? err.reason : err.message || 'The connection failed',
        durationMs: took(),
      }),
    );
    req.end(hook.body);
  });
}
