import { memo } from 'react';
import { Button, Group, SegmentedControl, Select, Skeleton, Switch, TextInput } from '@mantine/core';
import { CARD_SEARCH_MAX_LENGTH, CARD_TYPES, RARITIES, numberText } from '@arcana/shared';
import { rarityLabel, typeLabel } from '../card/rarity';
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

const RARITY_OPTIONS: Array<{ label: string; filter: InventoryFilter }> = [
  { label: 'All', filter: { kind: 'all' } },
  ...RARITY_FILTERS.map((rarity) => ({ label: rarityLabel(rarity), filter: { kind: 'rarity', rarity } as InventoryFilter })),
];

/**
 * One filter button, re-rendered only when it turns on or off or its count changes: a click on a
 * filter then redraws two buttons instead of every one in the list.
 */
const RarityButton = memo(function RarityButton({
  label,
  option,
  active,
  count,
  onFilter,
}: {
  label: string;
  option: InventoryFilter;
  active: boolean;
  /** null while the cards load: a skeleton stands in. */
  count: number | null;
  onFilter: (filter: InventoryFilter) => void;
}) {
  return (
    <Button
      variant={active ? 'light' : 'subtle'}
      color={active ? undefined : 'gray'}
      justify="space-between"
      onClick={() => onFilter(option)}
      aria-current={active || undefined}
      rightSection={count === null ? <Skeleton height={12} width={16} aria-hidden /> : numberText(count)}
      fullWidth
    >
      {label}
    </Button>
  );
});

/** The rarity list with its counts (docs/product-rules.md "Inventory"); the counts wait for the cards. */
export const RarityFilter = memo(function RarityFilter({ filter, onFilter, totals }: FilterProps & { totals: Totals | null }) {
  return (
    <nav aria-label="Rarity" className={classes.rarityList}>
      {RARITY_OPTIONS.map(({ label, filter: option }) => (
        <RarityButton
          key={label}
          label={label}
          option={option}
          active={sameFilter(filter, option)}
          count={totals ? (option.kind === 'rarity' ? totals.byRarity[option.rarity] : totals.count) : null}
          onFilter={onFilter}
        />
      ))}
    </nav>
  );
});

const TypeTile = memo(function TypeTile({
  label,
  option,
  active,
  onFilter,
}: {
  label: string;
  option: InventoryFilter;
  active: boolean;
  onFilter: (filter: InventoryFilter) => void;
}) {
  return (
    <Button size="sm" variant={active ? 'light' : 'default'} aria-pressed={active} onClick={() => onFilter(option)}>
      {label}
    </Button>
  );
});

/** The featured-collection tiles: one per type, and All. */
export const TypeTiles = memo(function TypeTiles({ filter, onFilter }: FilterProps) {
  return (
    <Group gap="xs" className={classes.tiles} role="group" aria-label="Collections">
      {TYPE_TILES.map((tile) => (
        <TypeTile key={tile.label} label={tile.label} option={tile.filter} active={sameFilter(filter, tile.filter)} onFilter={onFilter} />
      ))}
    </Group>
  );
});

/** The search box, memoised like the rest: a filter or a card opened leaves it alone. */
export const SearchBox = memo(function SearchBox({ search, onSearch }: { search: string; onSearch: (search: string) => void }) {
  return (
    <TextInput
      className={classes.search}
      placeholder="Search items..."
      aria-label="Search items"
      // The longest search the server takes (ZCardPageQuery).
      maxLength={CARD_SEARCH_MAX_LENGTH}
      value={search}
      onChange={(e) => onSearch(e.currentTarget.value)}
    />
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

/** Duplicates as one card with its count, or each card on its own (docs/product-rules.md "Inventory"). */
export const StackToggle = memo(function StackToggle({ stacked, onStacked }: { stacked: boolean; onStacked: (stacked: boolean) => void }) {
  return <Switch label="Stack duplicates" checked={stacked} onChange={(event) => onStacked(event.currentTarget.checked)} />;
});
