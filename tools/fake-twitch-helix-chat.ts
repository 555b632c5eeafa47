import { randomUUID } from 'node:crypto';
import type { Reply } from './fake-http';
import { findUser, helixUserFields } from './fake-twitch-directory';
import { helixError, isReply, missingParameter, userWithScope } from './fake-twitch-helix-auth';
import { rfc3339Nano, type ChatMessage, type ChatRateLimit, type HelixHandler, type TwitchState } from './fake-twitch-types';

/**
 * Helix's Send Chat Message with a user access token: the token's user says something in a channel's
 * chat, and the fake keeps it for tests and its page to read.
 */

const SCOPE = 'user:write:chat';
const MAX_CHARACTERS = 500;
const REQUIRED = ['broadcaster_id', 'sender_id', 'message'] as const;

/**
 * Twitch's limit where the sender is the broadcaster or a moderator, which is where our server posts: the
 * broadcaster in their own channel. The fake knows no moderators and holds every sender to it.
 */
export const BROADCASTER_CHAT_RATE_LIMIT: ChatRateLimit = { messages: 100, windowMs: 30_000 };

export const chatMessageJson = (state: TwitchState, message: ChatMessage) => ({
  message_id: message.id,
  ...helixUserFields(state, 'broadcaster', message.broadcasterId),
  ...helixUserFields(state, 'sender', message.senderId),
  message: message.text,
  reply_parent_message_id: message.replyParentMessageId,
  sent_at: rfc3339Nano(message.sentAt),
});

export type ChatMessageJson = ReturnType<typeof chatMessageJson>;

/** What was said, oldest first: in one channel, or with no channel named in every one. */
export const chatOf = (state: TwitchState, broadcasterId?: string | null) =>
  state.chatMessages
    .filter((message) => !broadcasterId || message.broadcasterId === broadcasterId)
    .map((message) => chatMessageJson(state, message));

/** The 429 of a sender who used up the window in this channel; it frees when the oldest message in it leaves. */
function overRateLimit(state: TwitchState, limit: ChatRateLimit, broadcasterId: string, senderId: string): Reply | undefined {
  const windowStart = state.now() - limit.windowMs;
  const inWindow = state.chatMessages.filter(
    (message) => message.broadcasterId === broadcasterId && message.senderId === senderId && message.sentAt > windowStart,
  );
  if (inWindow.length < limit.messages) return undefined;
  const resetSeconds = Math.ceil((inWindow[0]!.sentAt + limit.windowMs) / 1000);
  return {
    ...helixError(429, 'The sender has sent too many messages to this chat room; wait for the rate limit to reset.'),
    headers: { 'Ratelimit-Limit': String(limit.messages), 'Ratelimit-Remaining': '0', 'Ratelimit-Reset': String(resetSeconds) },
  };
}

export const sendChatMessage =
  (limit: ChatRateLimit = BROADCASTER_CHAT_RATE_LIMIT): HelixHandler =>
  ({ state, caller, body }) => {
    const sender = userWithScope(caller, SCOPE);
    if (isReply(sender)) return sender;
    const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
    const missing = REQUIRED.find((name) => typeof fields[name] !== 'string' || fields[name] === '');
    if (missing) return missingParameter(missing);
    const { broadcaster_id: broadcasterId, sender_id: senderId, message: text } = fields as Record<(typeof REQUIRED)[number], string>;
    if (senderId !== sender.id) return helixError(401, 'The sender_id in the body must match the user ID in the user access token.');
    if ('for_source_only' in fields) return helixError(400, 'Cannot set for_source_only if User Access Token is used.');
    if (!findUser(state, broadcasterId)) return helixError(400, 'The ID in broadcaster_id is not valid.');
    // Characters as a person counts them: an emoji is one, not the two UTF-16 units of its length.
    if ([...text].length > MAX_CHARACTERS) return helixError(422, 'The message is too large.');
    const refusal = overRateLimit(state, limit, broadcasterId, senderId);
    if (refusal) return refusal;

    const replyParent = fields.reply_parent_message_id;
    const message: ChatMessage = {
      id: randomUUID(),
      broadcasterId,
      senderId,
      text,
      replyParentMessageId: typeof replyParent === 'string' && replyParent !== '' ? replyParent : null,
      sentAt: state.now(),
    };
    state.chatMessages.push(message);
    return { status: 200, body: { data: [{ message_id: message.id, is_sent: true, drop_reason: null }] } };
  };
