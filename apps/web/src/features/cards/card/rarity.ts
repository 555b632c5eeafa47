import type { TCard, TRarity } from '@arcana/shared/schemas';

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
export const rarityLabel = (rarity: TRarity) => capitalize(rarity);
export const typeLabel = (type: TCard['type']) => capitalize(type);

/**
 * 'NEW!' marks a card its owner has not seen yet (docs/product-rules.md "Cards and collecting"). It
 * uses nothing from around it: the first-screen script carries it (apps/web/build/first-screen.ts).
 */
export function isNewCard(card: Pick<TCard, 'seenAt'>) {
  return card.seenAt === null;
}
