import { useState } from 'react';
import { Anchor, Select, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { TCard } from '@arcana/shared/schemas';
import { rarityLabel, useCollectionPagesInfiniteQuery } from '../cards';
import { PlayCard, useCardPlayabilityQuery } from '../plays';
import { useSessionUser } from '../sessions';

/** The cards offered to play here: the newest few, as a phone's list holds them at a glance. */
const CARDS_OFFERED = 12;

/** The chosen card's play, or a word that it has none. */
function ChosenCard({ card }: { card: TCard }) {
  const { data: playability } = useCardPlayabilityQuery(card.id);
  if (playability && !playability.action)
    return (
      <Text size="sm" c="dimmed">
        {card.name} does nothing on stream: its collection gives it no action.
      </Text>
    );
  return <PlayCard cardId={card.id} cardName={card.name} />;
}

/**
 * A collector's own cards of this project, where its stream sends them (docs/product-rules.md
 * "Playing cards"): choose one of the newest, then play it on stream without going to the inventory.
 * Nothing for a visitor, or a collector with no card here.
 */
export function YourCardsHere({ projectSlug }: { projectSlug: string }) {
  const { user } = useSessionUser();
  const { data } = useCollectionPagesInfiniteQuery({ project: projectSlug, limit: CARDS_OFFERED }, { skip: !user });
  const cards = data?.pages[0]?.cards ?? [];
  const [chosenId, setChosenId] = useState<string | null>(null);
  const chosen = cards.find((card) => card.id === chosenId) ?? cards[0];
  if (!chosen) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="your-cards-here">
      <Title order={3} id="your-cards-here">
        Your cards here
      </Title>
      <Select
        label="Card to play"
        data={cards.map((card) => ({ value: card.id, label: `${card.name} · ${rarityLabel(card.rarity)}` }))}
        value={chosen.id}
        onChange={(id) => id && setChosenId(id)}
        allowDeselect={false}
        maw={420}
      />
      <ChosenCard card={chosen} />
      <Text size="sm">
        <Anchor component={Link} to="/inventory">
          All your cards, in your inventory
        </Anchor>
      </Text>
    </Stack>
  );
}
