import type { TUser } from '@arcana/shared/schemas';
import type { Database } from '../../db/client.js';
import { oweMessages } from '../../realtime/kept-messages.js';
import { presentUser } from './user.presenter.js';
import { loadProfile } from './users.repo.js';

/**
 * The user as the API now shows them, owed to their other tabs and devices in the transaction that
 * changed them (docs/decisions/043): a name, a picture, an address pending or changed, a role.
 */
export async function oweProfileUpdate(tx: Database, userId: string): Promise<TUser | undefined> {
  const profile = await loadProfile(tx, { id: userId });
  if (!profile) return undefined;
  const user = presentUser(profile);
  await oweMessages(tx, userId, [['profileUpdated', { user }]]);
  return user;
}
