import { Button, Stack, Text, Tooltip } from '@mantine/core';
import { Link } from 'react-router';
import { CARD_VALUE, PRODUCT_TOKEN_UNIT } from '@arcana/shared';
import type { TCard } from '@arcana/shared/schemas';
import { CollectibleCard } from '../card/CollectibleCard';
import { rarityLabel, typeLabel } from '../card/rarity';
import classes from './CardDetails.module.css';

/** The selected card in full; marketplace and transfer are not built yet, so their buttons say so. */
export function CardDetails({ card }: { card: TCard }) {
  const facts: Array<[string, string | number]> = [
    ['Rarity', rarityLabel(card.rarity)],
    ['Type', typeLabel(card.type)],
    ['Power', card.power],
    ['Defense', card.defense],
    ['Collected', new Date(card.collectedAt).toLocaleString()],
    ['Estimated value', `${CARD_VALUE} ${PRODUCT_TOKEN_UNIT}`],
  ];
  return (
    <Stack gap="md">
      <div className={classes.preview}>
        <CollectibleCard card={card} fullWidth />
      </div>
      {card.description && <Text c="dimmed">{card.description}</Text>}
      <dl className={classes.facts}>
        {facts.map(([label, value]) => (
          <div key={label} className={classes.fact}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {card.fairness && (
        <Button component={Link} to={`/fairness?card=${card.id}`} variant="subtle">
          Verify this draw
        </Button>
      )}
      <Tooltip label="Coming soon">
        <Button variant="light" data-disabled aria-disabled onClick={(e) => e.preventDefault()}>
          List on Marketplace
        </Button>
      </Tooltip>
      <Tooltip label="Coming soon">
        <Button variant="default" data-disabled aria-disabled onClick={(e) => e.preventDefault()}>
          Transfer to Another Wallet
        </Button>
      </Tooltip>
    </Stack>
  );
}
