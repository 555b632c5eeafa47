import type { CSSProperties } from 'react';
import { Skeleton, Table, Text } from '@mantine/core';
import { RARITIES, RARITY_LABELS, numberText } from '@arcana/shared';
import { ODDS_TOTAL_BP } from '@arcana/shared/draw';
import { ZOddsVersion, type TCollection } from '@arcana/shared/schemas';
import { RARITY_COLORS } from '../cards';
import { keyboardScrolled } from '../../components/keyboard-scrolled';
import { usePublishedVersionQuery } from '../projects';
import classes from './RarityShareChart.module.css';
import { ColumnHeads } from '../../components/ColumnHeads';

const percent = (share: number) => `${numberText(share * 100, 1)}%`;

/** A share as a bar and its figure: the figure is the cell's text, the bar only shows it. */
function ShareBar({ share, color, observed }: { share: number; color: string; observed?: boolean }) {
  return (
    <div className={classes.cell}>
      <span className={classes.track} aria-hidden>
        <span
          className={classes.bar}
          data-observed={observed || undefined}
          style={{ '--share': `${Math.min(share, 1) * 100}%`, '--color': color } as CSSProperties}
        />
      </span>
      <span className={classes.figure}>{percent(share)}</span>
    </div>
  );
}

/**
 * A published collection's rarity shares as its version in force publishes them, beside the shares
 * of the cards actually drawn (docs/product-rules.md "The Forge"): a creator sees at a glance that the
 * draws keep the odds they promised.
 */
export function RarityShareChart({ collection }: { collection: TCollection }) {
  const { data: published } = usePublishedVersionQuery(collection.activeVersionHash ?? '', { skip: !collection.activeVersionHash });
  if (!collection.activeVersionHash) return null;
  if (!published) return <Skeleton height={120} />;
  const { weights } = ZOddsVersion.parse(JSON.parse(published.canonical));
  const drawn = collection.designs.reduce((sum, d) => sum + d.drawn, 0);
  const drawnOf = (rarity: string) => collection.designs.filter((d) => d.rarity === rarity).reduce((sum, d) => sum + d.drawn, 0);
  const label = `Rarity shares of ${collection.name}`;
  return (
    <figure className={classes.figureBlock}>
      <Table.ScrollContainer minWidth={360} scrollAreaProps={keyboardScrolled(label)}>
        <Table verticalSpacing={4} aria-label={label} className={classes.table}>
          <ColumnHeads columns={['Rarity', 'Published', 'Observed']} />
          <Table.Tbody>
            {RARITIES.filter((rarity) => weights[rarity] > 0 || drawnOf(rarity) > 0).map((rarity) => (
              <Table.Tr key={rarity}>
                <Table.Th scope="row">{RARITY_LABELS[rarity]}</Table.Th>
                <Table.Td>
                  <ShareBar share={weights[rarity] / ODDS_TOTAL_BP} color={RARITY_COLORS[rarity]} />
                </Table.Td>
                <Table.Td>{drawn > 0 ? <ShareBar share={drawnOf(rarity) / drawn} color={RARITY_COLORS[rarity]} observed /> : '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text component="figcaption" size="sm" c="dimmed">
        {label}: as published, and among the {numberText(drawn)} cards drawn.
      </Text>
    </figure>
  );
}
