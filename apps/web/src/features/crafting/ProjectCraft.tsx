import { useState } from 'react';
import { Anchor, Button, Center, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { numberText, RARITIES } from '@arcana/shared';
import type { TCraftingDesign, TProjectCrafting } from '@arcana/shared/schemas';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ColumnHeads } from '../../components/ColumnHeads';
import { ErrorAlert } from '../../components/ErrorAlert';
import { extractErrorText } from '../../api/error-text';
import { rarityLabel } from '../cards';
import { useCraftBadgeMutation, useCraftDesignMutation, useProjectCraftingQuery } from './crafting.api';
import { forgedReveals } from './forged-reveals';
import { SetProgress, setStanding } from './SetProgress';

type Collection = TProjectCrafting['collections'][number];
type Asking = { requestId: string } & (
  { design: TCraftingDesign; cost: number } | { collectionId: string; setId: string; name: string; level: number }
);

/** Why a design cannot be crafted now; null when it can. */
function craftHold(design: TCraftingDesign, cost: number, essence: number): string | null {
  if (design.supplyLeft === 0) return 'Sold out';
  if (essence < cost) return `${numberText(cost - essence)} essence short`;
  return null;
}

/**
 * One collection's crafting: its sets and their badges, then each design to craft with the
 * project's essence.
 */
function CollectionCraft({ collection, essence, onAsk }: { collection: Collection; essence: number; onAsk: (asking: Asking) => void }) {
  const { terms } = collection;
  if (!terms)
    return (
      <Text size="sm" c="dimmed">
        {collection.name} has no crafting.
      </Text>
    );
  const ask = (asking: Omit<Asking, 'requestId'>) => onAsk({ ...asking, requestId: crypto.randomUUID() } as Asking);
  return (
    <Stack gap="md">
      <Stack gap="sm" component="section" aria-label={`Sets of ${collection.name}`}>
        <Title order={4}>Sets</Title>
        {collection.sets.map((set) => {
          const { complete } = setStanding(set, collection.designs);
          return (
            <SetProgress
              key={set.id}
              set={set}
              designs={collection.designs}
              action={
                complete && (
                  <Button
                    size="xs"
                    w="fit-content"
                    onClick={() => ask({ collectionId: collection.id, setId: set.id, name: set.name, level: set.level + 1 })}
                  >
                    {set.level === 0 ? 'Craft badge' : `Raise to level ${set.level + 1}`}
                  </Button>
                )
              }
            />
          );
        })}
      </Stack>
      <Stack gap="xs" component="section" aria-label={`Craft a card of ${collection.name}`}>
        <Title order={4}>Craft a card</Title>
        <Table.ScrollContainer minWidth={0}>
          <Table verticalSpacing="xs">
            <ColumnHeads columns={['Card', 'Rarity', 'Held', 'Cost', '']} />
            <Table.Tbody>
              {collection.designs.map((design) => {
                const cost = terms.craft[design.rarity];
                const hold = craftHold(design, cost, essence);
                return (
                  <Table.Tr key={design.id}>
                    <Table.Th scope="row" fw={600}>
                      {design.name}
                    </Table.Th>
                    <Table.Td>{rarityLabel(design.rarity)}</Table.Td>
                    <Table.Td>{design.held}</Table.Td>
                    <Table.Td>{numberText(cost)}</Table.Td>
                    <Table.Td>
                      {hold ? (
                        <Text size="xs" c="dimmed">
                          {hold}
                        </Text>
                      ) : (
                        <Button size="xs" variant="light" onClick={() => ask({ design, cost })} aria-label={`Craft ${design.name}`}>
                          Craft
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Text size="sm" c="dimmed">
          Dismantling gives {RARITIES.map((r) => `${numberText(terms.dismantle[r])} (${rarityLabel(r).toLowerCase()})`).join(', ')} essence.
          {terms.fuse !== null &&
            ` Fusing: ${terms.fuse} cards of one rarity make one of the next — choose a card in your inventory to fuse it.`}
        </Text>
      </Stack>
    </Stack>
  );
}

/**
 * A project's crafting for the collector (docs/product-rules.md "Crafting"): its essence, and for
 * each published collection its sets with their badges and the designs to craft, each craft
 * confirmed before it is made; a card made is revealed as a draw is.
 */
export function ProjectCraft({ slug }: { slug: string }) {
  const { data, error, isLoading } = useProjectCraftingQuery(slug);
  const [craftDesign, crafting] = useCraftDesignMutation();
  const [craftBadge, badging] = useCraftBadgeMutation();
  const [asking, setAsking] = useState<Asking | null>(null);
  if (isLoading)
    return (
      <Center py="md">
        <Loader aria-label="Loading the project’s crafting" />
      </Center>
    );
  if (error || !data) return <ErrorAlert message={extractErrorText(error)} />;
  const close = () => setAsking(null);
  const confirm = () => {
    if (!asking) return;
    if ('design' in asking)
      void craftDesign({ requestId: asking.requestId, project: slug, designId: asking.design.id })
        .unwrap()
        .then(
          (result) => {
            close();
            if (result.craft.made) forgedReveals.show(result.craft.made);
          },
          () => undefined,
        );
    else
      void craftBadge({ requestId: asking.requestId, collectionId: asking.collectionId, setId: asking.setId })
        .unwrap()
        .then(close, () => undefined);
  };
  return (
    <Stack gap="lg">
      <Text>
        <strong>{numberText(data.essence)}</strong> essence of {data.project.name}.{' '}
        <Anchor component={Link} to={`/projects/${data.project.slug}`}>
          The project’s page
        </Anchor>
      </Text>
      {data.collections.map((collection) => (
        <Paper key={collection.id} withBorder p="md" component="section" aria-labelledby={`craft-${collection.id}`}>
          <Title order={3} id={`craft-${collection.id}`} mb="sm">
            {collection.name}
          </Title>
          <CollectionCraft collection={collection} essence={data.essence} onAsk={setAsking} />
        </Paper>
      ))}
      <ConfirmDialog
        opened={asking !== null && 'design' in asking}
        title={asking && 'design' in asking ? `Craft ${asking.design.name}` : ''}
        confirmLabel="Craft"
        act={crafting}
        onConfirm={confirm}
        onClose={close}
      >
        {asking && 'design' in asking && (
          <Text>
            {numberText(asking.cost)} essence of {data.project.name} is spent for one {asking.design.name}, its power and defense drawn from
            your seed chain like any draw.
          </Text>
        )}
      </ConfirmDialog>
      <ConfirmDialog
        opened={asking !== null && 'setId' in asking}
        title={asking && 'setId' in asking ? `${asking.name}: level ${asking.level}` : ''}
        confirmLabel="Craft badge"
        act={badging}
        onConfirm={confirm}
        onClose={close}
      >
        {asking && 'setId' in asking && (
          <Text>
            One card of each design of {asking.name} is spent (of your copies, the weakest: the best are kept), and its badge reaches level{' '}
            {asking.level}.
          </Text>
        )}
      </ConfirmDialog>
    </Stack>
  );
}
