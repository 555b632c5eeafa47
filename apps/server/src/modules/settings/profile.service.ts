import type { TUpdateProfileBody, TUser } from '@arcana/shared/schemas';
import type { AppDeps } from '../../deps.js';
import { conflict } from '../../lib/app-error.js';
import { presentUser, USER_MESSAGES, loadProfile, takenUserField, updateProfileFields } from '../users/index.js';
import { claimPicture, dropOtherPictures } from '../pictures/index.js';
import { SETTINGS_MESSAGES } from './settings.messages.js';

export function createProfileService({ db, bus }: Pick<AppDeps, 'db' | 'bus'>) {
  /** The user as the API shows them, announced to their other tabs and devices. */
  async function announce(userId: string): Promise<TUser> {
    const profile = await loadProfile(db, { id: userId });
    const user = presentUser(profile!);
    await bus.emit('profileUpdated', { userId, user });
    return user;
  }

  return {
    announce,
    /**
     * A new username (settings rules), a new picture (uploaded first), or no picture (null): the picture
     * claimed, the profile written and the user's other pictures dropped, all or nothing.
     */
    async updateProfile(userId: string, body: TUpdateProfileBody) {
      await db
        .transaction(async (tx) => {
          const pfpKey = body.pfp === undefined ? undefined : body.pfp && (await claimPicture(tx, userId, body.pfp));
          await updateProfileFields(tx, userId, { username: body.username, pfpKey });
          if (pfpKey !== undefined) await dropOtherPictures(tx, userId, pfpKey);
        })
        .catch((error: unknown) => {
          // The unique index on lower(username) decides, so two users racing for a name cannot both win.
          if (takenUserField(error) === 'username') throw conflict('USERNAME_TAKEN', USER_MESSAGES.usernameTaken);
          throw error;
        });
      return { user: await announce(userId), message: SETTINGS_MESSAGES.profileUpdated };
    },
  };
}
