import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { numberText } from '@arcana/shared';
import type { TForgeInputs } from '@arcana/shared/schemas';
import { rarityLabel } from '../cards';
import { proofPath } from './proof-code';

/**
 * What a card made at the Forge was made of (docs/product-rules.md "Crafting"): the cards a fuse spent,
 * each a link to its own proof, or the essence a craft did. Its draw is checked below like any other,
 * within the rarity or design it was made as.
 */
export function ForgeInputs({ forge, projectName }: { forge: TForgeInputs; projectName: string }) {
  return (
    <Stack gap="xs" component="section" aria-labelledby="forge-inputs">
      <Title order={3} size="h4" id="forge-inputs">
        Made at the Forge
      </Title>
      {forge.kind === 'fuse' ? (
        <>
          <Text size="sm">Fused from {forge.spent.length} cards, each spent for it, into one draw at the next rarity:</Text>
          <List size="sm">
            {forge.spent.map((card) => (
              <List.Item key={card.id}>
                {card.proofCode ? (
                  <Anchor component={Link} to={proofPath(card.proofCode)}>
                    {card.name} · {rarityLabel(card.rarity)}
                  </Anchor>
                ) : (
                  `${card.name} · ${rarityLabel(card.rarity)}`
                )}
              </List.Item>
            ))}
          </List>
        </>
      ) : (
        <Text size="sm">
          Crafted with {numberText(forge.essence)} essence of {projectName}: a draw within its one design.
        </Text>
      )}
    </Stack>
  );
}
