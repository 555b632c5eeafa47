import { eq, sql } from 'drizzle-orm';
import type { TUpdateProfileBody, TUser } from '@arcana/shared/schemas';
import type { AppDeps } from '../../deps.js';
import { users } from '../../db/schema.js';
import { conflict } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { AUTH_MESSAGES } from '../auth/auth.messages.js';
import { presentUser } from '../users/user.presenter.js';
import { loadProfile } from '../users/users.repo.js';
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
    async updateProfile(userId: string, body: TUpdateProfileBody) {
      try {
        await db
          .update(users)
          .set({ username: body.username, updatedAt: sql`now()` })
          .where(eq(users.id, userId));
      } catch (error) {
        // The unique index on lower(username) decides, so two users racing for a name cannot both win.
        if (isUniqueViolation(error)) throw conflict('USERNAME_TAKEN', AUTH_MESSAGES.usernameTaken);
        throw error;
      }
      return { user: await announce(userId), message: SETTINGS_MESSAGES.profileUpdated };
    },
  };
}
