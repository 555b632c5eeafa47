import { Button, CloseButton, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { CARD_VALUE, PRODUCT_TOKEN_UNIT } from '@arcana/shared';
import type { TCard } from '@arcana/shared/schemas';
import { CollectibleCard } from '../../components/card/CollectibleCard';
import { rarityLabel } from '../../components/card/rarity';

/** The selected card in full; marketplace and transfer are not built yet, so their buttons say so. */
export function CardDetailPanel({ card, onClose }: { card: TCard; onClose: () => void }) {
  const facts: Array<[string, string | number]> = [
    ['Rarity', rarityLabel(card.rarity)],
    ['Type', card.type.charAt(0).toUpperCase() + card.type.slice(1)],
    ['Power', card.power],
    ['Defense', card.defense],
    ['Collected', new Date(card.collectedAt).toLocaleString()],
    ['Estimated value', `${CARD_VALUE} ${PRODUCT_TOKEN_UNIT}`],
  ];
  return (
    <Paper component="aside" aria-label="Card details" p="lg" radius="lg" withBorder w={{ base: '100%', md: 320 }}>
      <Stack>
        <Group justify="space-between" align="flex-start">
          <Title order={3}>{card.name}</Title>
          <CloseButton aria-label="Close details" onClick={onClose} />
        </Group>
        <div style={{ maxWidth: 220, alignSelf: 'center', width: '100%' }}>
          <CollectibleCard card={card} fullWidth />
        </div>
        <Text c="dimmed">{card.description}</Text>
        <Stack gap={4}>
          {facts.map(([label, value]) => (
            <Group key={label} justify="space-between">
              <Text c="dimmed" size="sm">
                {label}
              </Text>
              <Text size="sm" fw={600}>
                {value}
              </Text>
            </Group>
          ))}
        </Stack>
        <Tooltip label="Coming soon">
          <Button variant="light" data-disabled onClick={(e) => e.preventDefault()}>
            List on Marketplace
          </Button>
        </Tooltip>
        <Tooltip label="Coming soon">
          <Button variant="default" data-disabled onClick={(e) => e.preventDefault()}>
            Transfer to Another Wallet
          </Button>
        </Tooltip>
      </Stack>
    </Paper>
  );
}
