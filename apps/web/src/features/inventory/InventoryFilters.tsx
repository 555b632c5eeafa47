import { memo } from 'react';
import { Button, Group, SegmentedControl, Select, Skeleton } from '@mantine/core';
import { CARD_TYPES, RARITIES } from '@arcana/shared';
import { rarityLabel, typeLabel } from '../../components/card/rarity';
import { sameFilter, type InventoryFilter, type InventorySort, type inventoryTotals } from './inventory-view';
import type { InventoryView } from './useInventoryView';
import classes from './InventoryFilters.module.css';

type Totals = ReturnType<typeof inventoryTotals>;

const TYPE_TILES: Array<{ label: string; filter: InventoryFilter }> = [
  ...CARD_TYPES.map((type) => ({ label: `${typeLabel(type)}s`, filter: { kind: 'type', type } as InventoryFilter })),
  { label: 'All', filter: { kind: 'all' } },
];

/** The active filter in the words of its button: 'All', 'Legendary', 'Mages'. */
export function filterLabel(filter: InventoryFilter): string {
  if (filter.kind === 'rarity') return rarityLabel(filter.rarity);
  return TYPE_TILES.find((tile) => sameFilter(tile.filter, filter))!.label;
}
const RARITY_FILTERS = [...RARITIES].reverse();

interface FilterProps {
  filter: InventoryFilter;
  onFilter: (filter: InventoryFilter) => void;
}

// Every control here is memoised: typing a search or opening a card re-renders the page.

/** The rarity list with its counts (spec part 2 §2); the counts wait for the cards. */
export const RarityFilter = memo(function RarityFilter({ filter, onFilter, totals }: FilterProps & { totals: Totals | null }) {
  const count = (n: number | undefined) => (totals ? n : <Skeleton height={12} width={16} aria-hidden />);
  const options: Array<[string, InventoryFilter, number | undefined]> = [
    ['All', { kind: 'all' }, totals?.count],
    ...RARITY_FILTERS.map((rarity): [string, InventoryFilter, number | undefined] => [
      rarityLabel(rarity),
      { kind: 'rarity', rarity },
      totals?.byRarity[rarity],
    ]),
  ];
  return (
    <nav aria-label="Rarity" className={classes.rarityList}>
      {options.map(([label, option, n]) => {
        const active = sameFilter(filter, option);
        return (
          <Button
            key={label}
            variant={active ? 'light' : 'subtle'}
            color={active ? undefined : 'gray'}
            justify="space-between"
            onClick={() => onFilter(option)}
            aria-current={active || undefined}
            rightSection={count(n)}
            fullWidth
          >
            {label}
          </Button>
        );
      })}
    </nav>
  );
});

/** The featured-collection tiles: one per type, and All. */
export const TypeTiles = memo(function TypeTiles({ filter, onFilter }: FilterProps) {
  return (
    <Group gap="xs" className={classes.tiles} role="group" aria-label="Collections">
      {TYPE_TILES.map((tile) => {
        const active = sameFilter(filter, tile.filter);
        return (
          <Button
            key={tile.label}
            size="sm"
            variant={active ? 'light' : 'default'}
            aria-pressed={active}
            onClick={() => onFilter(tile.filter)}
          >
            {tile.label}
          </Button>
        );
      })}
    </Group>
  );
});

export const SortSelect = memo(function SortSelect({ sort, onSort }: { sort: InventorySort; onSort: (sort: InventorySort) => void }) {
  return (
    <Select
      aria-label="Sort"
      value={sort}
      onChange={(value) => onSort((value as InventorySort | null) ?? 'newest')}
      allowDeselect={false}
      data={[
        { value: 'newest', label: 'Newest First' },
        { value: 'rarity', label: 'Rarity' },
        { value: 'name', label: 'Name' },
      ]}
      w={160}
    />
  );
});

export const ViewToggle = memo(function ViewToggle({ view, onView }: { view: InventoryView; onView: (view: InventoryView) => void }) {
  return (
    <SegmentedControl
      aria-label="View"
      value={view}
      onChange={(value) => onView(value as InventoryView)}
      data={[
        { value: 'grid', label: 'Grid' },
        { value: 'list', label: 'List' },
      ]}
    />
  );
});
