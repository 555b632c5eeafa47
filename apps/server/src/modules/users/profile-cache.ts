import type { SessionLookup, UserProfile } from './users.repo.js';

const MAX_ENTRIES = 10_000;

export interface ProfileCache {
  get(userId: string, sessionId: string): UserProfile | undefined;
  /** Call with the generation read before the lookup started. */
  set(userId: string, sessionId: string, generation: number, profile: UserProfile): void;
  generation(): number;
}

/**
 * Live session profiles, valid while no profile table has been written since they were read. Only
 * for the embedded database, where this process sees every write (db/write-generation.ts).
 */
export function createProfileCache(writeGeneration: () => number): ProfileCache {
  const entries = new Map<string, { generation: number; profile: UserProfile }>();
  return {
    generation: writeGeneration,
    get(userId, sessionId) {
      const entry = entries.get(`${userId}:${sessionId}`);
      return entry && entry.generation === writeGeneration() ? entry.profile : undefined;
    },
    set(userId, sessionId, generation, profile) {
      if (generation !== writeGeneration()) return;
      if (entries.size >= MAX_ENTRIES) entries.clear();
      entries.set(`${userId}:${sessionId}`, { generation, profile });
    },
  };
}

/** Looks a session up through the cache when there is one. */
export async function findSessionProfileCached(
  cache: ProfileCache | null,
  lookup: () => Promise<SessionLookup>,
  userId: string,
  sessionId: string,
): Promise<SessionLookup> {
  if (!cache) return lookup();
  const hit = cache.get(userId, sessionId);
  if (hit) return { status: 'ok', profile: hit };
  const generation = cache.generation();
  const result = await lookup();
  if (result.status === 'ok') cache.set(userId, sessionId, generation, result.profile);
  return result;
}
