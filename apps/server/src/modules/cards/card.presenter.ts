import type { Forged } from '@arcana/shared/draw';
import type { TCard, TCardFairness, TCardProject, TRarity } from '@arcana/shared/schemas';
import type { cards } from '../../db/schema.js';

/** The seed chain a card's draw took its link of: its head, and when it was published. */
export interface CardChain {
  head: string;
  createdAt: Date;
}

/** A stored card's proof, as the API shows it: its draw's inputs and, for a chain's link, its seed and the chain's head. */
export function cardFairness(row: typeof cards.$inferSelect, chain: CardChain | null): TCardFairness | null {
  if (!row.serverSeedHash || !row.clientSeed || row.nonce === null) return null;
  const forged = forgedOf(row);
  return {
    serverSeedHash: row.serverSeedHash,
    clientSeed: row.clientSeed,
    nonce: row.nonce,
    oddsVersionHash: row.oddsVersionHash,
    drawIndex: row.drawIndex,
    chain:
      chain && row.serverSeed
        ? { serverSeed: row.serverSeed, head: chain.head, link: row.nonce, publishedAt: chain.createdAt.toISOString() }
        : null,
    ...(forged ? { forged } : {}),
  };
}

/** What a card made at the Forge was drawn within, from its origin: a fuse lands on its rarity, a craft on its design. */
function forgedOf(row: typeof cards.$inferSelect): Forged | null {
  if (row.origin === 'fuse') return { kind: 'fuse', rarity: row.rarity as TRarity };
  if (row.origin === 'craft' && row.designId) return { kind: 'craft', designId: row.designId };
  return null;
}

/** A stored card as the API shows it, with the project it comes from and its seed chain (read beside it: card-rows.repo). */
export function presentCard(row: typeof cards.$inferSelect, project: TCardProject, chain: CardChain | null): TCard {
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
    fairness: cardFairness(row, chain),
    proofCode: row.proofCode,
    project: { slug: project.slug, name: project.name },
  };
}
