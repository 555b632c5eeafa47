import { eq, sql } from 'drizzle-orm';
import type { TUpdateProfileBody, TUser } from '@arcana/shared/schemas';
import type { AppDeps } from '../../deps.js';
import { users } from '../../db/schema.js';
import { conflict } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { AUTH_MESSAGES } from '../auth/auth.messages.js';
import { presentUser } from '../users/user.presenter.js';
import { loadProfile } from '../users/users.repo.js';
import type { PictureStore } from './profile-picture.service.js';
import { SETTINGS_MESSAGES } from './settings.messages.js';

type Deps = Pick<AppDeps, 'db' | 'bus'> & { pictures: PictureStore };

export function createProfileService({ db, bus, pictures }: Deps) {
  /** The user as the API shows them, announced to their other tabs and devices. */
  async function announce(userId: string): Promise<TUser> {
    const profile = await loadProfile(db, { id: userId });
    const user = presentUser(profile!);
    await bus.emit('profileUpdated', { userId, user });
    return user;
  }

  return {
    announce,
    /** A new username (settings rules), a new picture (uploaded first), or no picture (null). */
    async updateProfile(userId: string, body: TUpdateProfileBody) {
      const pfpKey = body.pfp === undefined ? undefined : body.pfp && (await pictures.adopt(userId, body.pfp));
      try {
        await db
          .update(users)
          .set({ username: body.username, pfpKey, updatedAt: sql`now()` })
          .where(eq(users.id, userId));
      } catch (error) {
        // The unique index on lower(username) decides, so two users racing for a name cannot both win.
        if (isUniqueViolation(error)) throw conflict('USERNAME_TAKEN', AUTH_MESSAGES.usernameTaken);
        throw error;
      }
      if (pfpKey !== undefined) await pictures.removeAllBut(userId, pfpKey);
      return { user: await announce(userId), message: SETTINGS_MESSAGES.profileUpdated };
    },
  };
}
