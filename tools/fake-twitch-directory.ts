import type { TwitchState, TwitchUser } from './fake-twitch-types';

/**
 * Who Twitch knows and who consented to what, read from the OAuth fake's grants (everyone who signed
 * in there is a Twitch user) and from the users the fake was told of (addUser, the viewers of fired events).
 */

export function knownUsers(state: TwitchState): TwitchUser[] {
  const byId = new Map(state.users);
  for (const { user } of state.oauth.heldGrants('twitch')) byId.set(user.id, user);
  return [...byId.values()];
}

export const findUser = (state: TwitchState, id: string) => knownUsers(state).find((user) => user.id === id);

type HelixUserFields<Role extends string> = Record<`${Role}_${'id' | 'login' | 'name'}`, string>;

/** A user as Helix names them in a record (`broadcaster_id`, `broadcaster_login`, `broadcaster_name`); an unknown id goes by itself. */
export function helixUserFields<Role extends string>(state: TwitchState, role: Role, id: string): HelixUserFields<Role> {
  const user = findUser(state, id);
  const login = user?.username.toLowerCase() ?? id;
  return { [`${role}_id`]: id, [`${role}_login`]: login, [`${role}_name`]: user?.displayName ?? login } as HelixUserFields<Role>;
}

/** Whether the user granted the client any of these scopes, as Twitch checks before an EventSub subscription. */
export const hasAuthorized = (state: TwitchState, { clientId, userId, scopes }: { clientId: string; userId: string; scopes: string[] }) =>
  state.oauth
    .heldGrants('twitch')
    .some((grant) => grant.clientId === clientId && grant.user.id === userId && grant.scopes.some((scope) => scopes.includes(scope)));
