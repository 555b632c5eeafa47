import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { StringDecoder } from 'node:string_decoder';
import { Webhook } from 'standardwebhooks';
import { PRODUCT_NAME, WEBHOOK_LIMITS, type WebhookOutcome } from '@arcana/shared';
import { RefusedAddress, type AddressGuard } from './address-guard.js';

/** One attempt's outcome: the answer's status, or the category of why there was none, and an answer's first bytes. */
export interface AttemptOutcome {
  status: number | null;
  outcome: WebhookOutcome;
  /** At most WEBHOOK_LIMITS.answerBytes of an answer that was not a success: no endpoint's address is verified. */
  answer: string | null;
  durationMs: number;
}

export interface OutgoingWebhook {
  url: string;
  /** The signing secrets, `whsec_…`: the one in force, after the previous one while its grace lasts. */
  secrets: string[];
  /** The event's id: `webhook-id`, the same on every attempt, so a receiver takes it once. */
  eventId: string;
  body: string;
}

const ok = (status: number | null) => status !== null && status >= 200 && status < 300;
export const delivered = (outcome: AttemptOutcome) => ok(outcome.status);

/** The answer's first bytes, for the delivery log; then the answer is let go. */
function answerOf(response: IncomingMessage): Promise<string> {
  return new Promise((done) => {
    const chunks: Buffer[] = [];
    let kept = 0;
    // Only whole characters: one cut at the limit is left out, never turned into a replacement that adds bytes.
    const finish = () => done(new StringDecoder('utf8').write(Buffer.concat(chunks).subarray(0, WEBHOOK_LIMITS.answerBytes)));
    response.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      kept += chunk.length;
      if (kept >= WEBHOOK_LIMITS.answerBytes) {
        finish();
        response.destroy();
      }
    });
    response.on('end', finish);
    response.on('error', finish);
  });
}

const TLS_CODE = /^(ERR_TLS_|ERR_SSL_|EPROTO$|CERT_|DEPTH_ZERO_|SELF_SIGNED_|UNABLE_TO_)/;

/** A connection's failure as a category: its own text (an address, a library's wording) is never kept. */
function outcomeOf(err: unknown, timedOut: boolean): WebhookOutcome {
  if (timedOut) return 'timeout';
  if (err instanceof RefusedAddress) return err.outcome;
  const code = (err as { code?: unknown }).code;
  if (code === 'ECONNREFUSED') return 'refused';
  if (typeof code === 'string' && TLS_CODE.test(code)) return 'tls';
  if (code === 'ETIMEDOUT') return 'timeout';
  return 'failed';
}

/**
 * Sends one webhook as the Standard Webhooks specification has it: `webhook-id`, `webhook-timestamp`
 * and `webhook-signature` (HMAC-SHA256 over the id, the timestamp and the raw body, by its maintained
 * library), one signature per secret in force, space-separated, so a receiver with either secret
 * takes it during a rotation's grace. The address is checked again, and its host's addresses as the
 * connection opens; a redirect is an answer, never followed; the endpoint has `timeoutMs` to answer.
 */
export async function sendWebhook(guard: AddressGuard, timeoutMs: number, hook: OutgoingWebhook): Promise<AttemptOutcome> {
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  const url = new URL(hook.url);
  try {
    await guard.checkAtDelivery(url);
  } catch (err) {
    return { status: null, outcome: outcomeOf(err, false), answer: null, durationMs: took() };
  }
  const timestamp = new Date();
  const signature = hook.secrets.map((secret) => new Webhook(secret).sign(hook.eventId, timestamp, hook.body)).join(' ');
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  let timedOut = false;
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
        const status = response.statusCode ?? null;
        if (ok(status)) {
          response.resume();
          return done({ status, outcome: 'status', answer: null, durationMs: took() });
        }
        void answerOf(response).then((answer) => done({ status, outcome: 'status', answer: answer || null, durationMs: took() }));
      },
    );
    req.on('timeout', () => {
      timedOut = true;
      req.destroy();
    });
    req.on('error', (err) => done({ status: null, outcome: outcomeOf(err, timedOut), answer: null, durationMs: took() }));
    req.end(hook.body);
  });
}
