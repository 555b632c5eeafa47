import { List, Text } from '@mantine/core';
import { RARITIES, RARITY_LABELS } from '@arcana/shared';
import type { OddsVersion } from '@arcana/shared/draw';
import type { TCardAction } from '@arcana/shared/schemas';
import { actionTermsText, actionText } from '../plays';
import { ReviewSection } from './ReviewSection';

/** Who an action is given to: a rarity of the collection, or one design of it. */
interface GivenAction {
  to: string;
  action: TCardAction;
}

/** The version's actions as its terms give them: by rarity in the rarities' order, then by design. */
function givenActions({ actions, designs }: Pick<OddsVersion, 'actions' | 'designs'>): GivenAction[] {
  if (!actions) return [];
  const byRarity = RARITIES.flatMap((rarity) => {
    const action = actions.rarities[rarity];
    return action ? [{ to: `Every ${RARITY_LABELS[rarity].toLowerCase()} card`, action }] : [];
  });
  const byDesign = designs.flatMap((design) => {
    const action = actions.designs[design.id];
    return action ? [{ to: design.name, action }] : [];
  });
  return [...byRarity, ...byDesign];
}

/**
 * What the version's cards do when played on stream, in words (docs/product-rules.md "Playing
 * cards"): the actions are in the terms approving publishes, so the reviewer reads each — a
 * challenge's text above all, which a streamer will perform.
 */
export function ReviewActions({ version, collectionName }: { version: OddsVersion; collectionName: string }) {
  const given = givenActions(version);
  const label = `On stream: the actions of ${collectionName}`;
  return (
    <ReviewSection label={label}>
      {given.length === 0 ? (
        <Text size="sm">Its cards do nothing when played: none has an action.</Text>
      ) : (
        <List spacing={4} size="sm">
          {given.map(({ to, action }) => (
            <List.Item key={to}>
              <Text span fw={600} size="sm">
                {to}:
              </Text>{' '}
              {actionText(action)} — {actionTermsText(action).toLowerCase()}
            </List.Item>
          ))}
        </List>
      )}
    </ReviewSection>
  );
}
