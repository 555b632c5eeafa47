import type { TFairnessSeeds, TRevealedSeed, TRotateSeedBody } from '@arcana/shared/schemas';
import type { Platform } from '../../platform/platform.js';
import type { RequestAuth } from '../sessions/index.js';
import { ensureActiveSeed, findActiveSeed, revealedSeeds, rotateSeed, type DrawSeedRow } from '../draws/index.js';

const presentActive = (row: DrawSeedRow) => ({ serverSeedHash: row.serverSeedHash, clientSeed: row.clientSeed, nonce: row.nextNonce });

const presentRevealed = (row: DrawSeedRow): TRevealedSeed => ({
  serverSeed: row.revealedSeed!,
  serverSeedHash: row.serverSeedHash,
  clientSeed: row.clientSeed,
  cards: row.nextNonce,
  createdAt: row.createdAt.toISOString(),
  revealedAt: row.revealedAt!.toISOString(),
});

export function createFairnessService({ db, box }: Pick<Platform, 'db' | 'box'>) {
  async function seeds(auth: RequestAuth): Promise<TFairnessSeeds> {
    const userId = auth.user.id;
    // The commitment exists before the first draw, so a player sees it before collecting; an observer's look makes none.
    const active = auth.actorId ? await findActiveSeed(db, userId) : await ensureActiveSeed(db, box, userId);
    const revealed = await revealedSeeds(db, userId);
    return { active: active ? presentActive(active) : null, revealed: revealed.map(presentRevealed) };
  }

  return {
    seeds,
    async rotate(auth: RequestAuth, body: TRotateSeedBody): Promise<TFairnessSeeds> {
      await db.transaction((tx) => rotateSeed(tx, box, auth.user.id, body.clientSeed));
      return seeds(auth);
    },
  };
}
