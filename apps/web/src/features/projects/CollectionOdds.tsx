import { useEffect, useRef, useState } from 'react';
import { Button, Group, Progress, SegmentedControl, Table, Text } from '@mantine/core';
import { RARITIES } from '@arcana/shared';
import type { OddsVersion } from '@arcana/shared/draw';
import type { TCollection } from '@arcana/shared/schemas';
import { rarityLabel } from '../cards';
import { publishedRarityShares, simulateDraws, type Simulation } from './simulate-draws';
import { keyboardScrolled } from '../../components/keyboard-scrolled';
import { designOdds, supplyText } from './design-odds';
import classes from './Projects.module.css';
import { chancePercent } from '../../components/chance-percent';

const RUN_SIZES = ['1000', '10000', '100000'];
const count = (n: number) => n.toLocaleString('en-US');

/**
 * A published collection's odds as its version says them, in percent (the public never reads the
 * weights behind them): each rarity's share and each design's chance while supply lasts, and a
 * simulator that draws up to 100,000 cards here with the very draw the server uses, its observed
 * shares beside the published ones.
 */
export function CollectionOdds({ collection, version }: { collection: TCollection; version: OddsVersion }) {
  const { supplyLeft, hasSupply, chances } = designOdds(collection, version);
  const shares = publishedRarityShares(version, hasSupply);
  const [size, setSize] = useState(RUN_SIZES[1]!);
  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<Simulation | null>(null);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  async function run() {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setResult(null);
    setProgress(0);
    try {
      setResult(await simulateDraws(version, Number(size), { isEligible: hasSupply, onProgress: setProgress, signal: controller.signal }));
    } catch {
      // Stopped: a new run, or the page went.
    } finally {
      if (running.current === controller) setProgress(null);
    }
  }

  const observed = (n: number) => (result && result.draws > 0 ? chancePercent(n / result.draws) : '—');
  const label = `Odds of ${collection.name}`;
  return (
    <div className={classes.odds}>
      <Table.ScrollContainer minWidth={0}>
        <Table verticalSpacing="xs" aria-label={`Rarities of ${collection.name}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Rarity</Table.Th>
              <Table.Th scope="col">Chance</Table.Th>
              <Table.Th scope="col">Observed</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {RARITIES.filter((rarity) => version.weights[rarity] > 0).map((rarity) => (
              <Table.Tr key={rarity}>
                <Table.Th scope="row">{rarityLabel(rarity)}</Table.Th>
                <Table.Td>{chancePercent(shares[rarity])}</Table.Td>
                <Table.Td>{observed(result?.byRarity[rarity] ?? 0)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Table.ScrollContainer minWidth={480} scrollAreaProps={keyboardScrolled(label)}>
        <Table verticalSpacing="xs" aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Card</Table.Th>
              <Table.Th scope="col">Rarity</Table.Th>
              <Table.Th scope="col">Chance</Table.Th>
              <Table.Th scope="col">Supply</Table.Th>
              <Table.Th scope="col">Observed</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {version.designs.map((design) => (
              <Table.Tr key={design.id}>
                <Table.Th scope="row">{design.name}</Table.Th>
                <Table.Td>{rarityLabel(design.rarity)}</Table.Td>
                <Table.Td>{chancePercent(chances.get(design.id) ?? 0)}</Table.Td>
                <Table.Td>{supplyText(supplyLeft(design), design.supplyCap)}</Table.Td>
                <Table.Td>{observed(result?.byDesign.get(design.id) ?? 0)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group gap="sm" align="center">
        <SegmentedControl
          aria-label="Cards to simulate"
          value={size}
          onChange={setSize}
          data={RUN_SIZES.map((value) => ({ value, label: count(Number(value)) }))}
        />
        <Button variant="light" onClick={() => void run()} loading={progress !== null}>
          Simulate draws
        </Button>
      </Group>
      {progress !== null && <Progress value={(progress / Number(size)) * 100} aria-label="Simulation progress" />}
      <Text c="dimmed" size="sm" role="status">
        {result
          ? `${count(result.draws)} cards drawn in your browser with the same code the server draws with. Supply is not spent by a simulation.`
          : 'The simulator draws cards in your browser with the same code the server draws with, and shows what share each got.'}
      </Text>
    </div>
  );
}
