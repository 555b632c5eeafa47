import type { ReactNode } from 'react';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { CARD_VALUE, PRODUCT_TOKEN_UNIT } from '@arcana/shared';
import type { TCard } from '@arcana/shared/schemas';
import { OwnCardModel, ViewIn3D } from '../../models';
import { PlayCard } from '../../plays';
import { CardForge } from '../../crafting';
import { ShareCard } from '../../shares';
import { CardHolders, ListCard, TransferCard } from '../../trading';
import { CollectibleCard } from '../card/CollectibleCard';
import { rarityLabel, typeLabel } from '../card/rarity';
import type { InventoryCard } from './inventory-view';
import { StackCopies } from './StackCopies';
import classes from './CardDetails.module.css';

/**
 * The selected card in full, its project a link to the project's page (docs/product-rules.md
 * "Inventory"), to play on its stream (docs/product-rules.md "Playing cards"), to turn in 3D and to share
 * (docs/product-rules.md "Cards in 3D and shared"), to dismantle or fuse at the Forge (docs/product-rules.md "Crafting"),
 * to list on its project's market (docs/product-rules.md "Marketplace") and to give to another
 * account, with its holders once it has changed hands (docs/product-rules.md "Trading"). A stack's
 * card lists its copies, each to open in its place.
 */
export interface StackOpen {
  /** The stack the card is one of, when it was opened from several copies. */
  stack: InventoryCard | null;
  onOpenCopy: (card: TCard) => void;
}

export function CardDetails({ card, stack, onOpenCopy }: { card: TCard } & StackOpen) {
  const facts: Array<[string, ReactNode]> = [
    [
      'Project',
      <Anchor key="project" component={Link} to={`/projects/${card.project.slug}`}>
        {card.project.name}
      </Anchor>,
    ],
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
      <CardHolders cardId={card.id} />
      {stack && <StackCopies stack={stack} openId={card.id} onOpen={onOpenCopy} />}
      <PlayCard cardId={card.id} cardName={card.name} />
      <CardForge cardId={card.id} cardName={card.name} />
      <ViewIn3D>
        <OwnCardModel cardId={card.id} name={card.name} />
      </ViewIn3D>
      <ShareCard cardId={card.id} />
      {card.fairness && (
        <Button component={Link} to={`/fairness?card=${card.id}`} variant="subtle">
          Verify this draw
        </Button>
      )}
      <ListCard cardId={card.id} cardName={card.name} projectSlug={card.project.slug} />
      <TransferCard cardId={card.id} cardName={card.name} />
    </Stack>
  );
}
