import { useId, useState } from 'react';
import { Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { numberText } from '@arcana/shared';
import type { TCardCrafting } from '@arcana/shared/schemas';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { rarityLabel } from '../cards';
import { useCardCraftingQuery, useDismantleMutation, useFuseMutation } from './crafting.api';
import { forgedReveals } from './forged-reveals';
import { ReasonBeneath } from '../../components/ReasonBeneath';

type Asking = { act: 'dismantle' | 'fuse'; requestId: string };

/**
 * Why the card cannot be spent now (in play, listed), or its fuse not made (too few cards); null
 * when both can.
 */
function holdOf(crafting: TCardCrafting): string | null {
  const { fuse } = crafting;
  if (crafting.held) return crafting.held;
  if (fuse && fuse.cards.length < fuse.count)
    return `A fuse takes ${fuse.count} ${rarityLabel(fuse.cards[0]!.rarity).toLowerCase()} cards of this collection: you hold ${fuse.cards.length} free to spend.`;
  return null;
}

/**
 * A card of the collector's at the Forge (docs/product-rules.md "Crafting"): dismantle it into its
 * project's essence, or fuse it with the weakest others of its rarity into a draw at the next, each
 * saying what it gives and takes before it is confirmed. A word instead when its collection does
 * not craft.
 */
export function CardForge({ cardId, cardName }: { cardId: string; cardName: string }) {
  // Read again after every craft: until then its offer (the cards a fuse takes) may name a card
  // just spent.
  const { data: crafting, isFetching } = useCardCraftingQuery(cardId);
  const [dismantle, dismantling] = useDismantleMutation();
  const [fuse, fusing] = useFuseMutation();
  const [asking, setAsking] = useState<Asking | null>(null);
  const titleId = useId();
  const holdId = useId();
  if (!crafting) return null;
  if (crafting.off)
    return (
      <Text size="sm" c="dimmed">
        {crafting.off}.
      </Text>
    );
  const hold = holdOf(crafting);
  const ask = (act: Asking['act']) => setAsking({ act, requestId: crypto.randomUUID() });
  const close = () => setAsking(null);
  // One request id per asking: a retry of it (a lost answer) is the same craft, never a second.
  const confirm = () => {
    if (!asking) return;
    const made =
      asking.act === 'dismantle'
        ? dismantle({ requestId: asking.requestId, cardIds: [cardId] })
        : fuse({ requestId: asking.requestId, cardIds: crafting.fuse!.cards.map((card) => card.id) });
    void made.unwrap().then(
      (result) => {
        close();
        if (result.craft.made) forgedReveals.show(result.craft.made);
      },
      () => undefined,
    );
  };
  const { dismantle: gives, fuse: fused } = crafting;

  return (
    <Paper withBorder p="sm" component="section" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Title order={3} size="h5" id={titleId}>
          At the Forge
        </Title>
        <Group grow>
          {gives && (
            <Button
              variant="light"
              onClick={() => ask('dismantle')}
              disabled={crafting.held !== null || isFetching}
              aria-describedby={crafting.held ? holdId : undefined}
            >
              Dismantle
            </Button>
          )}
          {fused && (
            <Button
              variant="light"
              onClick={() => ask('fuse')}
              disabled={hold !== null || isFetching}
              aria-describedby={hold ? holdId : undefined}
            >
              Fuse
            </Button>
          )}
        </Group>
        {gives && (
          <Text size="sm" c="dimmed">
            Dismantling gives {numberText(gives.essence)} essence of {gives.project.name}
            {fused && `; fusing ${fused.count} makes one ${rarityLabel(fused.into).toLowerCase()} card`}.
          </Text>
        )}
        {hold && <ReasonBeneath id={holdId}>{hold}</ReasonBeneath>}
      </Stack>
      <ConfirmDialog
        opened={asking?.act === 'dismantle'}
        title={`Dismantle ${cardName}`}
        confirmLabel="Dismantle"
        danger
        act={dismantling}
        onConfirm={confirm}
        onClose={close}
      >
        <Text>
          {cardName} is spent for {numberText(gives?.essence ?? 0)} essence of {gives?.project.name}. Its proof stays; the card does not
          come back.
        </Text>
      </ConfirmDialog>
      <ConfirmDialog
        opened={asking?.act === 'fuse'}
        title={`Fuse ${cardName}`}
        confirmLabel="Fuse"
        danger
        act={fusing}
        onConfirm={confirm}
        onClose={close}
      >
        <Text>
          These {fused?.count} cards are spent for one {rarityLabel(fused?.into ?? 'common').toLowerCase()} card, drawn from the
          collection’s designs of that rarity as fairly as any draw:
        </Text>
        <List size="sm">
          {fused?.cards.map((card) => (
            <List.Item key={card.id}>
              {card.name} · {rarityLabel(card.rarity)}
            </List.Item>
          ))}
        </List>
      </ConfirmDialog>
    </Paper>
  );
}
