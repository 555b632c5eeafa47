import { PROJECT_MESSAGES, REVEALED_SEEDS_LIMIT } from '@arcana/shared';
import type { TFairnessSeeds, TRevealedSeed, TRotateSeedBody, TSeedChain } from '@arcana/shared/schemas';
import type { Platform } from '../../platform/platform.js';
import { notFound } from '../../lib/app-error.js';
import type { RequestAuth } from '../sessions/index.js';
import { findProject } from '../projects/index.js';
import {
  chainsInForce,
  ensureActiveSeed,
  findActiveSeed,
  latestChains,
  publishChains,
  revealedSeeds,
  rotateSeed,
  type DrawSeedRow,
  type SeedChainRow,
} from '../draws/index.js';

const presentActive = (row: DrawSeedRow) => ({ serverSeedHash: row.serverSeedHash, clientSeed: row.clientSeed, nonce: row.nextNonce });

const presentRevealed = (row: DrawSeedRow): TRevealedSeed => ({
  serverSeed: row.revealedSeed!,
  serverSeedHash: row.serverSeedHash,
  clientSeed: row.clientSeed,
  cards: row.nextNonce,
  createdAt: row.createdAt.toISOString(),
  revealedAt: row.revealedAt!.toISOString(),
});

const presentChain = (chain: SeedChainRow, project: TSeedChain['project']): TSeedChain => ({
  project,
  number: chain.number,
  head: chain.head,
  publishedAt: chain.createdAt.toISOString(),
  length: chain.length,
  drawn: chain.nextLink - 1,
});

export function createFairnessService({ db, box }: Pick<Platform, 'db' | 'box'>) {
  async function seeds(auth: RequestAuth): Promise<TFairnessSeeds> {
    const userId = auth.user.id;
    // The commitment exists before the first draw, so a player sees it before collecting; an observer's look makes none.
    const active = auth.actorId ? await findActiveSeed(db, userId) : await ensureActiveSeed(db, box, userId);
    const [revealed, chains] = await Promise.all([revealedSeeds(db, userId), latestChains(db, userId, REVEALED_SEEDS_LIMIT)]);
    return {
      active: active ? presentActive(active) : null,
      revealed: revealed.map(presentRevealed),
      chains: chains.map(({ chain, project }) => presentChain(chain, project)),
    };
  }

  return {
    seeds,
    async rotate(auth: RequestAuth, body: TRotateSeedBody): Promise<TFairnessSeeds> {
      await db.transaction((tx) => rotateSeed(tx, box, auth.user.id, body.clientSeed));
      return seeds(auth);
    },

    /**
     * The collector's seed chains in force in a project (the one drawn from, then the next once
     * published), the first published on their first look: the project page shows its head before the
     * first draw (docs/decisions/047). An observer's look publishes none.
     */
    async chains(auth: RequestAuth, slug: string): Promise<TSeedChain[]> {
      const project = await findProject(db, { slug });
      if (!project || project.suspendedAt) throw notFound('PROJECT_NOT_FOUND', PROJECT_MESSAGES.notFound);
      const userId = auth.user.id;
      if (!auth.actorId) await publishChains(db, box, project.id, [userId]);
      const named = { slug: project.slug, name: project.name };
      return (await chainsInForce(db, userId, project.id)).map((chain) => presentChain(chain, named));
    },
  };
}
