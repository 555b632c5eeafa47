import { ALL_USERS, type ProfileChanges } from '../../db/profile-changes.js';
import { sessionOver, type SessionFacts, type SessionLookup, type UserProfile } from './users.repo.js';

const MAX_ENTRIES = 10_000;

interface CachedSession {
  profile: UserProfile;
  session: SessionFacts;
}

export interface ProfileCache {
  get(userId: string, sessionId: string): CachedSession | undefined;
  /** How many changes have been heard: read it before a lookup starts, and give it to set. */
  heard(): number;
  /** Keeps a lookup's result unless a change to its user was heard since `heardBefore`. */
  set(userId: string, sessionId: string, heardBefore: number, value: CachedSession): void;
}

/**
 * Live session profiles by user, each kept until the database names its user as changed
 * (db/profile-changes.ts): a write drops that user's entries only.
 */
export function createProfileCache(changes: ProfileChanges): ProfileCache {
  const byUser = new Map<string, Map<string, CachedSession>>();
  let size = 0;
  /** Counts the changes heard; a user's last change, and the last change of everyone, by that count. */
  let heard = 0;
  const changedAt = new Map<string, number>();
  let everyoneChangedAt = 0;

  function dropAll() {
    byUser.clear();
    size = 0;
  }

  changes.subscribe((userId) => {
    heard++;
    // Forgetting which users changed when would be unsafe; treating everyone as changed is not.
    if (userId === ALL_USERS || changedAt.size >= MAX_ENTRIES) {
      changedAt.clear();
      everyoneChangedAt = heard;
      dropAll();
      return;
    }
    changedAt.set(userId, heard);
    size -= byUser.get(userId)?.size ?? 0;
    byUser.delete(userId);
  });

  return {
    heard: () => heard,
    get(userId, sessionId) {
      return changes.live() ? byUser.get(userId)?.get(sessionId) : undefined;
    },
    set(userId, sessionId, heardBefore, value) {
      // A change heard while the lookup ran may have come after the lookup read: its result may be stale.
      if (!changes.live() || everyoneChangedAt > heardBefore || (changedAt.get(userId) ?? 0) > heardBefore) return;
      if (size >= MAX_ENTRIES) dropAll();
      let sessions = byUser.get(userId);
      if (!sessions) byUser.set(userId, (sessions = new Map()));
      if (!sessions.has(sessionId)) size++;
      sessions.set(sessionId, value);
    },
  };
}

export async function findSessionProfileCached(
  cache: ProfileCache,
  lookup: () => Promise<SessionLookup>,
  userId: string,
  sessionId: string,
): Promise<SessionLookup> {
  const hit = cache.get(userId, sessionId);
  if (hit) return sessionOver(hit.session) ? { status: 'revoked' } : { status: 'ok', ...hit };
  const heardBefore = cache.heard();
  const result = await lookup();
  if (result.status === 'ok') cache.set(userId, sessionId, heardBefore, { profile: result.profile, session: result.session });
  return result;
}
