import { memo, useEffect, useRef, useState, type CSSProperties } from 'react';
import { Button, Group, Progress, SegmentedControl, Table, Text } from '@mantine/core';
import { RARITIES, numberText } from '@arcana/shared';
import type { OddsVersion } from '@arcana/shared/draw';
import type { TCollection } from '@arcana/shared/schemas';
import { rarityLabel } from '../cards';
import { publishedRarityShares, simulateDraws, type Simulation } from './simulate-draws';
import { sidewaysRegion } from '../../components/keyboard-scrolled';
import { designOdds, supplyText } from './design-odds';
import classes from './Projects.module.css';
import { chancePercent } from '../../components/chance-percent';
import { ColumnHeads } from '../../components/ColumnHeads';

const RUN_SIZES = ['1000', '10000', '100000'];

/**
 * A published collection's odds as its version says them, in percent (the public never reads the
 * weights behind them): each rarity's share and each design's chance while supply lasts, and a
 * simulator that draws up to 100,000 cards here with the very draw the server uses, its observed
 * shares beside the published ones. Drawn again only when they change: its rows are many, and the page
 * is drawn again as a signed-in viewer's answers arrive.
 */
export const CollectionOdds = memo(function CollectionOdds({ collection, version }: { collection: TCollection; version: OddsVersion }) {
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
      <Table verticalSpacing="xs" aria-label={`Rarities of ${collection.name}`}>
        <ColumnHeads columns={['Rarity', 'Chance', 'Observed']} />
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
      {/* A plain box and rows in Mantine's table classes: a collection may have 200 designs, and the
          page takes its rows over as the app starts (docs/decisions/031). */}
      <div
        className={`${classes.sideways} ${classes.offScreen}`}
        style={{ '--rows': version.designs.length } as CSSProperties}
        {...sidewaysRegion(label)}
      >
        <Table verticalSpacing="xs" aria-label={label}>
          <ColumnHeads columns={['Card', 'Rarity', 'Chance', 'Supply', 'Observed']} />
          <Table.Tbody>
            {version.designs.map((design) => (
              <tr key={design.id} className={Table.classes.tr} data-with-row-border>
                <th className={Table.classes.th} scope="row">
                  {design.name}
                </th>
                <td className={Table.classes.td}>{rarityLabel(design.rarity)}</td>
                <td className={Table.classes.td}>{chancePercent(chances.get(design.id) ?? 0)}</td>
                <td className={Table.classes.td}>{supplyText(supplyLeft(design), design.supplyCap)}</td>
                <td className={Table.classes.td}>{observed(result?.byDesign.get(design.id) ?? 0)}</td>
              </tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      <Group gap="sm" align="center">
        <SegmentedControl
          aria-label="Cards to simulate"
          value={size}
          onChange={setSize}
          data={RUN_SIZES.map((value) => ({ value, label: numberText(Number(value)) }))}
        />
        <Button variant="light" onClick={() => void run()} loading={progress !== null}>
          Simulate draws
        </Button>
      </Group>
      {progress !== null && <Progress value={(progress / Number(size)) * 100} aria-label="Simulation progress" />}
      <Text c="dimmed" size="sm" role="status">
        {result
          ? `${numberText(result.draws)} cards drawn in your browser with the same code the server draws with. Supply is not spent by a simulation.`
          : 'The simulator draws cards in your browser with the same code the server draws with, and shows what share each got.'}
      </Text>
    </div>
  );
});
