import type { OddsDesign, OddsVersion } from '@arcana/shared/draw';
import type { TCollection, TDesign, TOddsVersionSummary, TProject, TProjectLinks, TWeights } from '@arcana/shared/schemas';
import type { CollectionRow, DesignRow, OwnedProject, VersionRow } from './projects.repo.js';

const iso = (at: Date | null) => at?.toISOString() ?? null;

export const presentDesign = (row: DesignRow): TDesign => ({
  id: row.id,
  name: row.name,
  description: row.description,
  type: row.type as TDesign['type'],
  rarity: row.rarity as TDesign['rarity'],
  power: [row.powerMin, row.powerMax],
  defense: [row.defenseMin, row.defenseMax],
  image: row.image,
  supplyCap: row.supplyCap,
  drawn: row.drawnCount,
  frozen: row.frozenAt !== null,
});

export const presentVersion = (row: VersionRow): TOddsVersionSummary => ({
  id: row.id,
  number: row.number,
  hash: row.hash,
  status: row.status as TOddsVersionSummary['status'],
  submittedAt: row.submittedAt.toISOString(),
  reviewedAt: iso(row.reviewedAt),
  publishedAt: iso(row.publishedAt),
  supersededAt: iso(row.supersededAt),
  rejectionReason: row.rejectionReason,
});

/** The parts of a collection an answer shows: its designs and versions come from the caller's reads. */
export function presentCollection(row: CollectionRow, designs: DesignRow[], versions: VersionRow[]): TCollection {
  const active = versions.find((version) => version.id === row.activeVersionId);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    status: row.status as TCollection['status'],
    rejectionReason: row.rejectionReason,
    weights: row.weights as TWeights,
    designs: designs.map(presentDesign),
    activeVersionHash: active?.hash ?? null,
    versions: versions.map(presentVersion),
  };
}

export function presentProject(row: OwnedProject, collections: TCollection[]): TProject {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    tagline: row.tagline,
    description: row.description,
    accentColor: row.accentColor,
    links: row.links as TProjectLinks,
    owner: row.ownerName,
    suspended: row.suspendedAt !== null,
    createdAt: row.createdAt.toISOString(),
    collections,
  };
}

/** A design as a version freezes it: what it is, without what drawing from it changes. */
export function oddsDesignOf(row: DesignRow): OddsDesign {
  const { drawn: _drawn, frozen: _frozen, ...design } = presentDesign(row);
  return design;
}

/** What submitting the collection as it stands would freeze: creators' collections share each rarity's weight among its designs. */
export const draftVersionOf = (collection: CollectionRow, designs: DesignRow[]): OddsVersion => ({
  scheme: 'rarity-design',
  weights: collection.weights as TWeights,
  designs: designs.map(oddsDesignOf),
});
