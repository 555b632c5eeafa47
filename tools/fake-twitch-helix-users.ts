import { OAUTH_PROVIDERS } from './fake-oauth-providers';
import { knownUsers } from './fake-twitch-directory';
import { helixError } from './fake-twitch-helix-auth';
import type { HelixCaller, HelixHandler, TwitchUser } from './fake-twitch-types';

/** Get Users: the token's user, or the users named by id and login (up to 100 together); unknown ones are left out. */

const MAX_USERS = 100;

/** A user as the OAuth fake's Twitch dialect words them, so sign-in and this endpoint agree; e-mail only for the token's own user with its scope. */
function userJson(user: TwitchUser, caller: HelixCaller): unknown {
  const scopes = caller.user?.id === user.id ? caller.scopes : [];
  const reply = OAUTH_PROVIDERS.twitch.profile(
    { user, scopes, clientId: caller.clientId },
    {
      query: new URLSearchParams(),
      headers: { 'client-id': caller.clientId },
    },
  );
  return (reply.body as { data: unknown[] }).data[0];
}

export const getUsers: HelixHandler = ({ state, caller, query }) => {
  const ids = query.getAll('id');
  const logins = query.getAll('login').map((login) => login.toLowerCase());
  if (ids.length + logins.length > MAX_USERS) return helixError(400, `The request may name at most ${MAX_USERS} users`);
  if (ids.length + logins.length === 0) {
    if (!caller.user) return helixError(400, 'Must provide an ID, Login or OAuth Token.');
    return { status: 200, body: { data: [userJson(caller.user, caller)] } };
  }
  const found = knownUsers(state).filter((user) => ids.includes(user.id) || logins.includes(user.username.toLowerCase()));
  return { status: 200, body: { data: found.map((user) => userJson(user, caller)) } };
};
