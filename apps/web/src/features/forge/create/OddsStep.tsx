import { useState } from 'react';
import { Alert, Button, Group, NumberInput, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { oddsProblem, RARITIES, RARITY_LABELS, numberText } from '@arcana/shared';
import { draftVersionOf, effectiveChances, ODDS_TOTAL_BP } from '@arcana/shared/draw';
import type { TCollection, TRarity, TWeights } from '@arcana/shared/schemas';
import { extractErrorText } from '../../../api/error-text';
import { keyboardScrolled } from '../../../components/keyboard-scrolled';
import { useUpdateCollectionMutation } from '../../projects';
import { bpToPercent, houseOddsFor, percentToBp, weightsTotal } from './odds-weights';
import { StepHeading } from './StepHeading';
import { chancePercent } from '../../../components/chance-percent';

/**
 * The fourth step: each rarity's weight, in percent of the draw (kept as basis points), and what that
 * makes each design's chance. The rules are the server's own (`oddsProblem`), checked as they are typed.
 */
export function OddsStep({ collection, onNext, onBack }: { collection: TCollection; onNext: () => void; onBack: () => void }) {
  const [weights, setWeights] = useState<TWeights>(collection.weights);
  const [save, saving] = useUpdateCollectionMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const present = RARITIES.filter((rarity) => collection.designs.some((d) => d.rarity === rarity));
  const problem = oddsProblem(
    weights,
    collection.designs.map((d) => d.rarity),
    { crafting: collection.crafting !== null },
  );
  const chances = problem ? null : effectiveChances(draftVersionOf(weights, collection.designs));
  const setWeight = (rarity: TRarity, value: number | string) => setWeights({ ...weights, [rarity]: percentToBp(Number(value) || 0) });

  async function next() {
    setRefusal(null);
    try {
      if (RARITIES.some((rarity) => weights[rarity] !== collection.weights[rarity]))
        await save({ collectionId: collection.id, weights }).unwrap();
      onNext();
    } catch (failure) {
      setRefusal(extractErrorText(failure));
    }
  }

  return (
    <Stack gap="lg">
      <StepHeading title="Odds">
        Each rarity’s share of every draw; its designs share it equally while they have supply. The odds are published before anyone draws
        and never change without a new, reviewed version.
      </StepHeading>
      <SimpleGrid cols={{ base: 2, sm: 5 }}>
        {RARITIES.map((rarity) => (
          <NumberInput
            key={rarity}
            label={RARITY_LABELS[rarity]}
            // The creator reads the weight their percent is kept as; the public reads percent alone.
            description={present.includes(rarity) ? `Weight ${numberText(weights[rarity])} bp` : 'No design'}
            disabled={!present.includes(rarity) && weights[rarity] === 0}
            value={bpToPercent(weights[rarity])}
            onChange={(value) => setWeight(rarity, value)}
            min={0}
            max={100}
            decimalScale={2}
            step={0.5}
            suffix="%"
            allowNegative={false}
          />
        ))}
      </SimpleGrid>
      <Group justify="space-between">
        <Text aria-live="polite">
          Total: {numberText(bpToPercent(weightsTotal(weights)))}% of {bpToPercent(ODDS_TOTAL_BP)}%
        </Text>
        <Button variant="default" onClick={() => setWeights(houseOddsFor(present))}>
          Start from the house odds
        </Button>
      </Group>
      {problem && (
        <Alert color="yellow" role="status">
          {problem.message}
        </Alert>
      )}
      <ErrorAlert message={refusal} />
      {chances && (
        <Table.ScrollContainer minWidth={0} scrollAreaProps={keyboardScrolled(`Chances in ${collection.name}`)}>
          <Table verticalSpacing="xs" aria-label={`Chance of each design in ${collection.name}`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Design</Table.Th>
                <Table.Th scope="col">Rarity</Table.Th>
                <Table.Th scope="col">Chance per draw</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {collection.designs.map((design) => (
                <Table.Tr key={design.id}>
                  <Table.Th scope="row">{design.name}</Table.Th>
                  <Table.Td>{RARITY_LABELS[design.rarity]}</Table.Td>
                  <Table.Td>{chancePercent(chances.get(design.id) ?? 0)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Group justify="space-between">
        <Button variant="default" onClick={onBack}>
          Back
        </Button>
        <Button onClick={() => void next()} disabled={problem !== null} loading={saving.isLoading}>
          Next: preview
        </Button>
      </Group>
    </Stack>
  );
}
