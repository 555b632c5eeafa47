import { escapeHtml } from '@arcana/shared';
import { htmlPage } from './fake-http';
import { FORGERIES } from './fake-twitch-eventsub';
import type { ChatMessageJson } from './fake-twitch-helix-chat';
import { SUBSCRIPTION_TYPES, type EventInput } from './fake-twitch-subscription-types';
import type { CustomReward, EventSubSubscription } from './fake-twitch-types';

/**
 * The page where a person plays Twitch during `npm run demo`: the enabled subscriptions, the chat the
 * app sent, a form per event type to fire it (optionally twice, or forged), and a revocation. Plain
 * forms, no script.
 */

type Field = { label: string; name: string; kind: 'number' | 'text' | 'checkbox' | 'tier' | 'reward'; value?: string };

/** htmlPage sets inputs as blocks across the page, which suits text but not a checkbox beside its words. */
const CHECKBOX_STYLE = 'display:inline;width:auto';

/** The fields each event type adds to the viewer's; the names are the ones eventInputFromForm reads. */
const EXTRA_FIELDS: Record<string, Field[]> = {
  'channel.follow': [],
  'stream.online': [],
  'stream.offline': [],
  'channel.subscribe': [
    { label: 'Tier', name: 'tier', kind: 'tier' },
    { label: 'A gift', name: 'is_gift', kind: 'checkbox' },
  ],
  'channel.subscription.gift': [
    { label: 'Subscriptions gifted', name: 'total', kind: 'number', value: '5' },
    { label: 'Tier', name: 'tier', kind: 'tier' },
    { label: 'Anonymous', name: 'is_anonymous', kind: 'checkbox' },
  ],
  'channel.cheer': [
    { label: 'Bits', name: 'bits', kind: 'number', value: '100' },
    { label: 'Message', name: 'message', kind: 'text', value: 'Cheer100 good luck!' },
    { label: 'Anonymous', name: 'is_anonymous', kind: 'checkbox' },
  ],
  'channel.raid': [{ label: 'Viewers', name: 'viewers', kind: 'number', value: '25' }],
  'channel.channel_points_custom_reward_redemption.add': [
    { label: 'Reward', name: 'reward_id', kind: 'reward' },
    { label: 'Viewer input', name: 'user_input', kind: 'text' },
  ],
};

const option = (value: string, label: string) => `<option value="${escapeHtml(value)}">${escapeHtml(label)}</option>`;

function renderField(field: Field, prefix: string, rewards: CustomReward[]) {
  const id = `${prefix}-${field.name}`;
  const label = (control: string) => `<label for="${id}">${escapeHtml(field.label)}</label>${control}`;
  const controls: Record<Field['kind'], () => string> = {
    number: () => label(`<input id="${id}" name="${field.name}" type="number" min="1" value="${escapeHtml(field.value ?? '1')}">`),
    text: () => label(`<input id="${id}" name="${field.name}" type="text" value="${escapeHtml(field.value ?? '')}">`),
    checkbox: () =>
      `<label><input name="${field.name}" type="checkbox" value="true" style="${CHECKBOX_STYLE}"> ${escapeHtml(field.label)}</label>`,
    tier: () =>
      label(`<select id="${id}" name="tier">${option('1000', 'Tier 1')}${option('2000', 'Tier 2')}${option('3000', 'Tier 3')}</select>`),
    reward: () =>
      label(
        `<select id="${id}" name="reward_id">${option('', "The channel's first reward")}${rewards
          .map((reward) => option(reward.id, `${reward.title} (${reward.cost} points, channel ${reward.broadcasterId})`))
          .join('')}</select>`,
      ),
  };
  return controls[field.kind]();
}

const subscriptionLabel = ({ type, condition, callback }: EventSubSubscription) =>
  `${type}: ${Object.entries(condition)
    .map(([name, value]) => `${name}=${value}`)
    .join(', ')} → ${callback}`;

function renderEventForm(type: string, enabled: EventSubSubscription[], rewards: CustomReward[], action: string) {
  const prefix = type.replace(/\W+/g, '-');
  const viewer: Field[] = [
    { label: 'Viewer id', name: 'user_id', kind: 'text', value: '90210001' },
    { label: 'Viewer login', name: 'user_login', kind: 'text', value: 'cardcollector' },
    { label: 'Viewer display name', name: 'user_name', kind: 'text', value: 'CardCollector' },
  ];
  const fields = [...viewer, ...(EXTRA_FIELDS[type] ?? [])].map((field) => renderField(field, prefix, rewards)).join('\n');
  return `<form method="post" action="${escapeHtml(action)}">
<fieldset><legend>${escapeHtml(type)}</legend>
<label for="${prefix}-subscription">Subscription</label><select id="${prefix}-subscription" name="subscription_id">${enabled
    .map((subscription) => option(subscription.id, subscriptionLabel(subscription)))
    .join('')}</select>
${fields}
<label for="${prefix}-forgery">Signature</label><select id="${prefix}-forgery" name="forgery">${option('', 'Signed correctly')}${FORGERIES.map(
    (forgery) => option(forgery, `Forged: ${forgery}`),
  ).join('')}</select>
<label><input name="twice" type="checkbox" value="true" style="${CHECKBOX_STYLE}"> Send twice (the same message again, as Twitch's retry)</label>
<button type="submit">Send ${escapeHtml(type)}</button>
</fieldset>
</form>`;
}

function renderRevokeForm(enabled: EventSubSubscription[], action: string) {
  if (enabled.length === 0) return '';
  const statuses = ['authorization_revoked', 'user_removed', 'notification_failures_exceeded', 'version_removed'];
  return `<form method="post" action="${escapeHtml(action)}">
<fieldset><legend>Revoke a subscription</legend>
<label for="revoke-subscription">Subscription</label><select id="revoke-subscription" name="subscription_id">${enabled
    .map((subscription) => option(subscription.id, subscriptionLabel(subscription)))
    .join('')}</select>
<label for="revoke-status">Reason</label><select id="revoke-status" name="status">${statuses.map((status) => option(status, status)).join('')}</select>
<button type="submit">Revoke</button>
</fieldset>
</form>`;
}

/** A line of chat as a person reads it: the time on this machine's clock, who, and what they said. */
function chatLine({ sent_at, sender_name, message }: ChatMessageJson) {
  // HTML's datetime takes at most milliseconds, not Twitch's nanoseconds.
  const sentAt = new Date(sent_at);
  const time = `<time datetime="${sentAt.toISOString()}">${sentAt.toLocaleTimeString('en-GB')}</time>`;
  return `<li>${time} <b>${escapeHtml(sender_name)}</b>: ${escapeHtml(message)}</li>`;
}

/** Each channel's chat in a list named for the channel, oldest first, as Twitch shows it. */
function renderChat(chat: ChatMessageJson[]) {
  if (chat.length === 0) return '<p>No chat yet: what the app says in a channel shows here.</p>';
  const channels = [...new Set(chat.map(({ broadcaster_id }) => broadcaster_id))];
  return channels
    .map((channel) => {
      const messages = chat.filter(({ broadcaster_id }) => broadcaster_id === channel);
      const id = escapeHtml(`chat-${channel}`);
      return `<h3 id="${id}">${escapeHtml(`Chat of ${messages[0]!.broadcaster_login}`)}</h3>
<ol aria-labelledby="${id}">${messages.map(chatLine).join('')}</ol>`;
    })
    .join('\n');
}

export interface ControlPage {
  subscriptions: EventSubSubscription[];
  rewards: CustomReward[];
  /** Every channel's, oldest first. */
  chat: ChatMessageJson[];
  fireAction: string;
  revokeAction: string;
  result: string | null;
}

export function renderControlPage({ subscriptions, rewards, chat, fireAction, revokeAction, result }: ControlPage) {
  const enabled = subscriptions.filter(({ status }) => status === 'enabled');
  const forms = Object.keys(SUBSCRIPTION_TYPES).map((type) => {
    const ofType = enabled.filter((subscription) => subscription.type === type);
    return ofType.length > 0 ? renderEventForm(type, ofType, rewards, fireAction) : `<p>${escapeHtml(type)}: no enabled subscription.</p>`;
  });
  const list = enabled.length
    ? `<ul>${enabled.map((subscription) => `<li>${escapeHtml(subscriptionLabel(subscription))}</li>`).join('')}</ul>`
    : '<p>No enabled subscriptions yet: connect a Twitch channel in the app.</p>';
  return htmlPage(
    'Fake Twitch: EventSub',
    `<h1>Fake Twitch: EventSub</h1>
${result ? `<p role="status">${escapeHtml(result)}</p>` : ''}
<h2>Enabled subscriptions</h2>
${list}
<h2>Chat</h2>
${renderChat(chat)}
<h2>Fire an event</h2>
${forms.join('\n')}
${renderRevokeForm(enabled, revokeAction)}`,
  );
}

const positive = (text: string | null) => (text && Number(text) > 0 ? Number(text) : undefined);

/** What the page's form asks for, in the sender's terms. */
export function eventInputFromForm(form: URLSearchParams): EventInput {
  const text = (name: string) => form.get(name)?.trim() || undefined;
  const id = text('user_id');
  const tier = text('tier');
  return {
    ...(id && { user: { id, login: text('user_login') ?? `user${id}`, name: text('user_name') ?? text('user_login') ?? `user${id}` } }),
    ...(tier && ['1000', '2000', '3000'].includes(tier) && { tier: tier as EventInput['tier'] }),
    isGift: form.get('is_gift') === 'true',
    isAnonymous: form.get('is_anonymous') === 'true',
    total: positive(form.get('total')),
    bits: positive(form.get('bits')),
    viewers: positive(form.get('viewers')),
    message: text('message'),
    rewardId: text('reward_id'),
    userInput: form.get('user_input') ?? undefined,
  };
}
