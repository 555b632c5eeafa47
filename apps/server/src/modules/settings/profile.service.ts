import type { TUpdateProfileBody } from '@arcana/shared/schemas';
import type { Platform } from '../../platform/platform.js';
import { conflict } from '../../lib/app-error.js';
import { oweProfileUpdate, USER_MESSAGES, takenUserField, updateProfileFields } from '../users/index.js';
import { claimPicture, dropOtherPictures } from '../pictures/index.js';
import { SETTINGS_MESSAGES } from './settings.messages.js';

export function createProfileService({ db }: Pick<Platform, 'db'>) {
  return {
    /**
     * A new username (settings rules), a new picture (uploaded first), or no picture (null): the picture
     * claimed, the profile written and the user's other pictures dropped, all or nothing.
     */
    async updateProfile(userId: string, body: TUpdateProfileBody) {
      const user = await db
        .transaction(async (tx) => {
          const pfpKey = body.pfp === undefined ? undefined : body.pfp && (await claimPicture(tx, userId, body.pfp));
          await updateProfileFields(tx, userId, { username: body.username, pfpKey });
          if (pfpKey !== undefined) await dropOtherPictures(tx, userId, pfpKey);
          return (await oweProfileUpdate(tx, userId))!;
        })
        .catch((error: unknown) => {
          // The unique index on lower(username) decides, so two users racing for a name cannot both win.
          if (takenUserField(error) === 'username') throw conflict('USERNAME_TAKEN', USER_MESSAGES.usernameTaken);
          throw error;
        });
      return { user, message: SETTINGS_MESSAGES.profileUpdated };
    },
  };
}
