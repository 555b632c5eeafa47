import { Text } from '@mantine/core';
import type { OddsDesign, OddsVersion } from '@arcana/shared/draw';
import { CollectibleCard, type ShownCard } from '../cards';
import classes from './ReviewCardArt.module.css';
import { ReviewSection } from './ReviewSection';

/** A design as the card it makes: its art in the card's own frame, at its best power and defense. */
const cardOf = (design: OddsDesign, seenAt: string): ShownCard => ({
  id: design.id,
  seenAt,
  name: design.name,
  description: design.description,
  image: design.image,
  rarity: design.rarity,
  type: design.type,
  power: design.power[1],
  defense: design.defense[1],
});

/**
 * Every design of the version waiting, drawn as the card collectors will get: approving publishes
 * each picture, so the reviewer sees each one (docs/product-rules.md "Projects and odds").
 */
export function ReviewCardArt({ version, collectionName, seenAt }: { version: OddsVersion; collectionName: string; seenAt: string }) {
  const { designs } = version;
  const label = `Cards of ${collectionName}`;
  return (
    <ReviewSection label={label}>
      <ul className={classes.grid}>
        {designs.map((design) => (
          <li key={design.id} className={classes.item}>
            <CollectibleCard card={cardOf(design, seenAt)} />
            <Text size="xs" c="dimmed" ta="center">
              Power {design.power[0]}–{design.power[1]}, defense {design.defense[0]}–{design.defense[1]}
            </Text>
          </li>
        ))}
      </ul>
    </ReviewSection>
  );
}
