import { fileLink } from '@arcana/shared';
import { draftVersionOf, type OddsVersion } from '@arcana/shared/draw';
import type {
  TCollection,
  TDesign,
  TModeratedProject,
  TOddsVersionSummary,
  TProject,
  TProjectLinks,
  TProjectSummary,
  TWeights,
} from '@arcana/shared/schemas';
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
export function presentCollection(
  row: CollectionRow,
  designs: DesignRow[],
  versions: VersionRow[],
  collectors: number | null,
): TCollection {
  const active = versions.find((version) => version.id === row.activeVersionId);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    status: row.status as TCollection['status'],
    rejectionReason: row.rejectionReason,
    weights: row.weights as TWeights,
    actions: row.actions,
    crafting: row.crafting,
    trading: row.trading,
    designs: designs.map(presentDesign),
    activeVersionHash: active?.hash ?? null,
    versions: versions.map(presentVersion),
    collectors,
  };
}

/** A project's cover and avatar, by their keys; either may be missing. */
export interface ShownPictures {
  cover?: string;
  avatar?: string;
}

const linkOf = (key: string | null | undefined) => (key ? fileLink(key) : null);

export function presentProject(row: OwnedProject, collections: TCollection[], pictures: ShownPictures = {}): TProject {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    tagline: row.tagline,
    description: row.description,
    accentColor: row.accentColor,
    links: row.links as TProjectLinks,
    owner: row.ownerName,
    coverUrl: linkOf(pictures.cover),
    avatarUrl: linkOf(pictures.avatar),
    suspended: row.suspendedAt !== null,
    payoutWallet: row.payoutWallet,
    createdAt: row.createdAt.toISOString(),
    collections,
  };
}

export const presentSummary = (row: OwnedProject & { collected: number; avatarKey: string | null }): TProjectSummary => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  tagline: row.tagline,
  accentColor: row.accentColor,
  owner: row.ownerName,
  avatarUrl: linkOf(row.avatarKey),
  createdAt: row.createdAt.toISOString(),
  collected: row.collected,
});

/** What submitting the collection as it stands would freeze: the one rule the Forge's preview shows too. */
export const draftOf = (collection: CollectionRow, designs: DesignRow[]): OddsVersion =>
  draftVersionOf(collection.weights as TWeights, designs.map(presentDesign), {
    actions: collection.actions,
    crafting: collection.crafting,
    trading: collection.trading,
  });

/** A project in the admins' list: its summary, and whether and why it is suspended. */
export const presentModerated = (row: Parameters<typeof presentSummary>[0]): TModeratedProject => ({
  ...presentSummary(row),
  suspended: row.suspendedAt !== null,
  suspendedReason: row.suspendedReason,
});
