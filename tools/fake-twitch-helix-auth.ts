import { STATUS_CODES, type IncomingHttpHeaders } from 'node:http';
import type { Reply } from './fake-http';
import type { HelixCaller, TwitchState, TwitchUser } from './fake-twitch-types';

/** Helix's gate: a Bearer token this Twitch issued, with the Client-Id it was issued to, and Helix's error shape. */

export const helixError = (status: number, message: string): Reply => ({
  status,
  body: { error: STATUS_CODES[status] ?? 'Error', status, message },
});

export const missingParameter = (name: string) => helixError(400, `Missing required parameter "${name}"`);

export const isReply = (value: unknown): value is Reply =>
  typeof value === 'object' && value !== null && 'status' in value && 'body' in value && typeof value.status === 'number';

export function authenticateHelix(state: TwitchState, headers: IncomingHttpHeaders): HelixCaller | Reply {
  const bearer = /^Bearer\s+(\S+)$/i.exec(headers.authorization ?? '')?.[1];
  if (!bearer) return helixError(401, 'OAuth token is missing');
  const token = state.oauth.accessToken(bearer);
  if (!token || token.provider !== 'twitch') return helixError(401, 'Invalid OAuth token');
  if (headers['client-id'] !== token.clientId) return helixError(401, 'Client ID and OAuth token do not match');
  return { clientId: token.clientId, user: token.user, scopes: token.scopes };
}

/** The endpoints that act as a user: the user of a user access token with the scope, or the refusal. */
export function userWithScope(caller: HelixCaller, scope: string): TwitchUser | Reply {
  if (!caller.user) return helixError(401, 'Missing User OAUTH Token');
  if (!caller.scopes.includes(scope)) return helixError(401, `Missing scope: ${scope}`);
  return caller.user;
}

/**
 * The channel endpoints: a user access token with the scope, of the broadcaster named in broadcaster_id.
 * Answers the refusal, or undefined when the call may go on.
 */
export function refuseUnlessBroadcaster(caller: HelixCaller, query: URLSearchParams, scope: string): Reply | undefined {
  const user = userWithScope(caller, scope);
  if (isReply(user)) return user;
  const broadcasterId = query.get('broadcaster_id');
  if (!broadcasterId) return missingParameter('broadcaster_id');
  if (broadcasterId !== user.id)
    return helixError(401, "The ID in broadcaster_id must match the user ID found in the request's OAuth token.");
  return undefined;
}
