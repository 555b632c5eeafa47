import { List, Text } from '@mantine/core';
import { numberText, RARITIES, RARITY_LABELS, withArticle } from '@arcana/shared';
import type { OddsVersion } from '@arcana/shared/draw';
import type { TCraftingTerms } from '@arcana/shared/schemas';
import { ReviewSection } from './ReviewSection';

/**
 * The terms in words, in the order a collector meets them: each rarity the version has designs of
 * (no card of another is ever dismantled or crafted), fusing, then the sets, the whole collection first.
 */
function termsText(crafting: TCraftingTerms, designs: OddsVersion['designs'], collectionName: string): string[] {
  const byRarity = RARITIES.filter((rarity) => designs.some((design) => design.rarity === rarity)).map((rarity) => {
    const label = RARITY_LABELS[rarity].toLowerCase();
    return `Dismantling ${withArticle(label)} card gives ${numberText(crafting.dismantle[rarity])} essence; crafting one costs ${numberText(crafting.craft[rarity])}`;
  });
  const fusing =
    crafting.fuse === null ? 'Fusing: none, its cards are not fused' : `Fusing: ${crafting.fuse} cards of one rarity make one of the next`;
  const names = new Map(designs.map((design) => [design.id, design.name]));
  const sets = crafting.sets.map((set) => `Set “${set.name}”: ${set.designIds.map((id) => names.get(id) ?? id).join(', ')}`);
  return [...byRarity, fusing, `Set “${collectionName}”: the whole collection`, ...sets];
}

/**
 * How the version's cards are spent at the Forge, in words (docs/product-rules.md "Crafting"): the
 * terms are in what approving publishes, so the reviewer reads each — what a duplicate is worth, what
 * a chosen design costs, which designs a badge asks for.
 */
export function ReviewCrafting({ version, collectionName }: { version: OddsVersion; collectionName: string }) {
  const label = `Crafting: the terms of ${collectionName}`;
  return (
    <ReviewSection label={label}>
      {version.crafting ? (
        <List spacing={4} size="sm">
          {termsText(version.crafting, version.designs, collectionName).map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
      ) : (
        <Text size="sm">Its cards are not crafted: this version has no crafting terms.</Text>
      )}
    </ReviewSection>
  );
}
