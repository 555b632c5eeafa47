import type { TBadge, TCard, TCraft, TCraftKind, TRarity, TSpentCard } from '@arcana/shared/schemas';
import type { BadgeView, CraftRow, findCraftParts, SpentCardRow } from './crafting.repo.js';

export const presentBadge = (badge: BadgeView): TBadge => ({
  setId: badge.setId,
  name: badge.name,
  project: { slug: badge.slug, name: badge.projectName },
  level: badge.level,
  craftedAt: badge.craftedAt.toISOString(),
});

export const presentSpentCard = (card: SpentCardRow): TSpentCard => ({
  ...card,
  rarity: card.rarity as TRarity,
  type: card.type as TSpentCard['type'],
});

/**
 * A craft as its maker and its proof show it: what it spent, the essence it moved, what it made.
 */
export function presentCraft(
  craft: CraftRow,
  parts: Awaited<ReturnType<typeof findCraftParts>>,
  made: TCard | null,
  badge: BadgeView | null,
): TCraft {
  return {
    id: craft.id,
    requestId: craft.requestId,
    kind: craft.kind as TCraftKind,
    essence: parts.essence.map(({ slug, name, change }) => ({ slug, name, change })),
    spent: parts.spent.map(presentSpentCard),
    spentCount: parts.spentCount,
    made,
    badge: badge && presentBadge(badge),
    oddsVersionHash: craft.oddsVersionHash,
    createdAt: craft.createdAt.toISOString(),
  };
}
