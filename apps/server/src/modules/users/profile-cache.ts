import type { SessionFacts, SessionLookup, UserProfile } from './users.repo.js';

const MAX_ENTRIES = 10_000;

interface CachedSession {
  profile: UserProfile;
  session: SessionFacts;
}

export interface ProfileCache {
  get(userId: string, sessionId: string): CachedSession | undefined;
  /** Call with the generation read before the lookup started. */
  set(userId: string, sessionId: string, generation: number, value: CachedSession): void;
  generation(): number;
}

/** Live session profiles, each valid while no profile table has been written since it was read (db/profile-writes.ts). */
export function createProfileCache(writeGeneration: () => number): ProfileCache {
  const entries = new Map<string, { generation: number; value: CachedSession }>();
  return {
    generation: writeGeneration,
    get(userId, sessionId) {
      const entry = entries.get(`${userId}:${sessionId}`);
      return entry && entry.generation === writeGeneration() ? entry.value : undefined;
    },
    set(userId, sessionId, generation, value) {
      if (generation !== writeGeneration()) return;
      if (entries.size >= MAX_ENTRIES) entries.clear();
      entries.set(`${userId}:${sessionId}`, { generation, value });
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
  if (hit) return { status: 'ok', ...hit };
  const generation = cache.generation();
  const result = await lookup();
  if (result.status === 'ok') cache.set(userId, sessionId, generation, { profile: result.profile, session: result.session });
  return result;
}
