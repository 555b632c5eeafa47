import type { IncomingHttpHeaders } from 'node:http';
import type { Reply } from './fake-http';
import type { FakeOAuth, FakeOAuthUser } from './fake-oauth';

/** What the fake Twitch keeps: its users, EventSub subscriptions, channel points rewards and redemptions, and the chat it was sent. */

export type TwitchUser = FakeOAuthUser;

export type SubscriptionStatus =
  | 'enabled'
  | 'webhook_callback_verification_pending'
  | 'webhook_callback_verification_failed'
  | 'notification_failures_exceeded'
  | 'authorization_revoked'
  | 'moderator_removed'
  | 'user_removed'
  | 'version_removed';

export interface EventSubSubscription {
  id: string;
  status: SubscriptionStatus;
  type: string;
  version: string;
  condition: Record<string, string>;
  createdAt: string;
  cost: number;
  callback: string;
  /** Never shown by Helix: only the signatures reveal that the fake has it. */
  secret: string;
  clientId: string;
}

export type RedemptionStatus = 'UNFULFILLED' | 'FULFILLED' | 'CANCELED';

export interface CustomReward {
  id: string;
  broadcasterId: string;
  /** The application that created it; null for one the broadcaster made on Twitch's dashboard, which no application may manage. */
  clientId: string | null;
  title: string;
  prompt: string;
  cost: number;
  isEnabled: boolean;
  backgroundColor: string;
  isUserInputRequired: boolean;
  isPaused: boolean;
  skipsRequestQueue: boolean;
}

export interface Redemption {
  id: string;
  rewardId: string;
  broadcasterId: string;
  user: TwitchUser;
  userInput: string;
  status: RedemptionStatus;
  redeemedAt: string;
}

/** A message sent through Helix into a channel's chat. */
export interface ChatMessage {
  id: string;
  broadcasterId: string;
  senderId: string;
  text: string;
  replyParentMessageId: string | null;
  /** Epoch ms by the fake's clock, which the rate limit's window counts back from. */
  sentAt: number;
}

/** How many messages a sender may send into one channel within the window. */
export interface ChatRateLimit {
  messages: number;
  windowMs: number;
}

export interface TwitchState {
  oauth: FakeOAuth;
  users: Map<string, TwitchUser>;
  subscriptions: Map<string, EventSubSubscription>;
  rewards: Map<string, CustomReward>;
  redemptions: Map<string, Redemption>;
  /** Oldest first, every channel's. */
  chatMessages: ChatMessage[];
  now(): number;
}

/** Who called Helix: an app access token stands for the client alone, a user access token for a user too. */
export interface HelixCaller {
  clientId: string;
  user: TwitchUser | undefined;
  scopes: string[];
}

export interface HelixCall {
  state: TwitchState;
  caller: HelixCaller;
  query: URLSearchParams;
  body: unknown;
  headers: IncomingHttpHeaders;
}

export type HelixHandler = (call: HelixCall) => Reply | Promise<Reply>;

/** Twitch's timestamps: RFC 3339 with nanoseconds, which a reader's date parsing has to cope with. */
export const rfc3339Nano = (ms: number) =>
  new Date(ms).toISOString().replace(/\.(\d{3})Z$/, (_match, millis: string) => `.${millis}000000Z`);
