import type { TCard, TCardProject } from '@arcana/shared/schemas';
import type { cards } from '../../db/schema.js';

/** A stored card as the API shows it, with the project it comes from (read beside it: card-rows.repo). */
export function presentCard(row: typeof cards.$inferSelect, project: TCardProject): TCard {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    image: row.image,
    rarity: row.rarity as TCard['rarity'],
    type: row.type as TCard['type'],
    power: row.power,
    defense: row.defense,
    mintDate: row.mintDate.toISOString(),
    collectedAt: row.collectedAt.toISOString(),
    seenAt: row.seenAt?.toISOString() ?? null,
    publicKey: row.publicKey,
    fairness:
      row.serverSeedHash && row.clientSeed && row.nonce !== null
        ? {
            serverSeedHash: row.serverSeedHash,
            clientSeed: row.clientSeed,
            nonce: row.nonce,
            oddsVersionHash: row.oddsVersionHash,
            drawIndex: row.drawIndex,
          }
        : null,
    project: { slug: project.slug, name: project.name },
  };
}
