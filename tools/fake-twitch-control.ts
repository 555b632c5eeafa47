import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody, readForm, redirect, sendJson, sendText } from './fake-http';
import { renderControlPage, eventInputFromForm } from './fake-twitch-control-page';
import { FORGERIES, subscriptionJson, type Forgery } from './fake-twitch-eventsub';
import { chatOf } from './fake-twitch-helix-chat';
import { redemptionJson } from './fake-twitch-helix-rewards';
import { ControlProblem, type EventSubSender, type Sent, type SubscriptionSelector } from './fake-twitch-sender';
import type { EventInput } from './fake-twitch-subscription-types';
import type { SubscriptionStatus, TwitchState } from './fake-twitch-types';

/**
 * The fake's own controls, below /_control and apart from Helix: JSON for tests and other processes
 * (the e2e suite), and the page with its form posts for a person.
 */

export const CONTROL_PREFIX = '/_control';

type ControlHandler = (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void>;

const readJson = async (req: IncomingMessage) => {
  const text = await readBody(req);
  return (text ? JSON.parse(text) : {}) as Record<string, unknown>;
};

const asForgery = (value: unknown) => (FORGERIES.includes(value as Forgery) ? (value as Forgery) : undefined);

/** One line for the page about what the callback made of a message. */
const describe = (label: string, sent: Sent) =>
  `${label}: message ${sent.messageId}, callback answered ${sent.attempts.map(({ status }) => status ?? 'nothing').join(', then ')}.`;

export function controlRoutes(state: TwitchState, sender: EventSubSender): Map<string, ControlHandler> {
  const json = (res: ServerResponse, body: unknown) => sendJson(res, { status: 200, body });

  const page: ControlHandler = async (_req, res, url) =>
    sendText(
      res,
      200,
      'text/html',
      renderControlPage({
        subscriptions: [...state.subscriptions.values()],
        rewards: [...state.rewards.values()],
        chat: chatOf(state),
        fireAction: `${CONTROL_PREFIX}/fire`,
        revokeAction: `${CONTROL_PREFIX}/revoke`,
        result: url.searchParams.get('result'),
      }),
    );

  const fire: ControlHandler = async (req, res) => {
    const form = await readForm(req);
    const selector = { subscriptionId: form.get('subscription_id') ?? '' };
    const first = await sender.notify(selector, eventInputFromForm(form), { forgery: asForgery(form.get('forgery')) });
    const lines = [describe('Sent', first)];
    if (form.get('twice') === 'true') lines.push(describe('Sent again', await sender.resend(first.messageId)));
    redirect(res, `${CONTROL_PREFIX}?${new URLSearchParams({ result: lines.join(' ') })}`);
  };

  const revokeFromPage: ControlHandler = async (req, res) => {
    const form = await readForm(req);
    const sent = await sender.revoke(
      form.get('subscription_id') ?? '',
      (form.get('status') ?? undefined) as SubscriptionStatus | undefined,
    );
    redirect(res, `${CONTROL_PREFIX}?${new URLSearchParams({ result: describe('Revoked', sent) })}`);
  };

  const notify: ControlHandler = async (req, res) => {
    const body = await readJson(req);
    const selector = (body.subscriptionId ? { subscriptionId: body.subscriptionId } : body) as SubscriptionSelector;
    json(res, await sender.notify(selector, (body.event ?? {}) as EventInput, { forgery: asForgery(body.forgery) }));
  };

  const resend: ControlHandler = async (req, res) => {
    const body = await readJson(req);
    json(res, await sender.resend(String(body.messageId), { newMessageId: body.newMessageId === true }));
  };

  const revoke: ControlHandler = async (req, res) => {
    const body = await readJson(req);
    json(res, await sender.revoke(String(body.subscriptionId), body.status as SubscriptionStatus | undefined));
  };

  return new Map<string, ControlHandler>([
    [`GET ${CONTROL_PREFIX}`, page],
    [`POST ${CONTROL_PREFIX}/fire`, fire],
    [`POST ${CONTROL_PREFIX}/revoke`, revokeFromPage],
    [
      `GET ${CONTROL_PREFIX}/subscriptions`,
      async (_req, res) => json(res, { data: [...state.subscriptions.values()].map(subscriptionJson) }),
    ],
    [
      `GET ${CONTROL_PREFIX}/redemptions`,
      async (_req, res) => json(res, { data: [...state.redemptions.values()].map((redemption) => redemptionJson(state, redemption)) }),
    ],
    [`GET ${CONTROL_PREFIX}/chat`, async (_req, res, url) => json(res, { data: chatOf(state, url.searchParams.get('broadcaster_id')) })],
    [`POST ${CONTROL_PREFIX}/notifications`, notify],
    [`POST ${CONTROL_PREFIX}/notifications/resend`, resend],
    [`POST ${CONTROL_PREFIX}/revocations`, revoke],
  ]);
}

/** A control request that failed: the sender's problem with its status, anything else a 400 (a body that is not JSON). */
export function answerControlFailure(res: ServerResponse, error: unknown) {
  const status = error instanceof ControlProblem ? error.status : 400;
  sendJson(res, { status, body: { error: error instanceof Error ? error.message : String(error) } });
}
