import { useMemo, useState } from 'react';
import { Alert, Button, Center, Group, Loader, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { Link } from 'react-router';
import { CARD_TYPES, RARITIES, shortAddress } from '@arcana/shared';
import type { TCard } from '@arcana/shared/schemas';
import { useSessionQuery } from '../../api/session.api';
import { useMyCollectiblesQuery } from '../../api/cards.api';
import { useAppSelector } from '../../state/store';
import { CollectibleCard } from '../../components/card/CollectibleCard';
import { useWallet } from '../../wallet/useWallet';
import { CardDetailPanel } from './CardDetailPanel';
import { CardRow } from './CardRow';
import { inventoryTotals, visibleCards, type InventoryFilter, type InventorySort } from './inventory-view';
import classes from './InventoryPage.module.css';

const TYPE_TILES: Array<{ label: string; filter: InventoryFilter }> = [
  ...CARD_TYPES.map((type) => ({
    label: `${type.charAt(0).toUpperCase()}${type.slice(1)}s`,
    filter: { kind: 'type', type } as InventoryFilter,
  })),
  { label: 'All', filter: { kind: 'all' } },
];
const RARITY_FILTERS = [...RARITIES].reverse();
const sameFilter = (a: InventoryFilter, b: InventoryFilter) => JSON.stringify(a) === JSON.stringify(b);

export default function InventoryPage() {
  const isAuthenticated = useAppSelector((s) => s.session.isAuthenticated);
  const { data: session } = useSessionQuery(undefined, { skip: !isAuthenticated });
  const { data: cards = [], isLoading } = useMyCollectiblesQuery(undefined, { skip: !isAuthenticated });
  const wallet = useWallet();
  const [filter, setFilter] = useState<InventoryFilter>({ kind: 'all' });
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<InventorySort>('newest');
  const [view, setView] = useState<'grid' | 'list'>('grid');
  const [selectedId, setSelectedId] = useState<string | null>(null);

  const shown = useMemo(() => visibleCards(cards, { filter, search, sort }), [cards, filter, search, sort]);
  const totals = useMemo(() => inventoryTotals(cards), [cards]);
  const selected = cards.find((c) => c.id === selectedId) ?? null;
  const select = (card: TCard) => setSelectedId((id) => (id === card.id ? null : card.id));

  if (!isAuthenticated) {
    return (
      <Center mih="60vh">
        <Stack align="center">
          <Title order={2}>Please Log In</Title>
          <Button component={Link} to="/login">
            Log In
          </Button>
        </Stack>
      </Center>
    );
  }

  return (
    <div className={classes.page}>
      <aside className={classes.side} aria-label="Collection summary">
        <Title order={2}>Inventory</Title>
        <div>
          <Text c="dimmed" size="sm">
            Total value
          </Text>
          <Text fz={28} fw={700} data-testid="inventory-value">
            {totals.value} ARCANA
          </Text>
          <Text c="dimmed" size="sm" data-testid="inventory-count">
            {totals.count} {totals.count === 1 ? 'item' : 'items'}
          </Text>
        </div>
        <Text size="sm" c="dimmed" data-testid="inventory-status">
          {session?.user.username}
          {' · '}
          {wallet.connected && wallet.publicKey ? `Wallet ${shortAddress(wallet.publicKey)} connected` : 'Wallet not connected'}
          {wallet.isObserving && ' · Observer mode'}
        </Text>
        <nav aria-label="Rarity" className={classes.rarityList}>
          <Button
            variant={filter.kind === 'all' ? 'light' : 'subtle'}
            justify="space-between"
            onClick={() => setFilter({ kind: 'all' })}
            rightSection={totals.count}
          >
            All
          </Button>
          {RARITY_FILTERS.map((rarity) => (
            <Button
              key={rarity}
              variant={sameFilter(filter, { kind: 'rarity', rarity }) ? 'light' : 'subtle'}
              justify="space-between"
              onClick={() => setFilter({ kind: 'rarity', rarity })}
              rightSection={totals.byRarity[rarity]}
            >
              {rarity.charAt(0).toUpperCase() + rarity.slice(1)}
            </Button>
          ))}
        </nav>
      </aside>

      <section className={classes.main} aria-label="Cards">
        {!session?.user.wallet && (
          <Alert color="arcane" title="Connect your Phantom wallet" mb="md">
            <Group justify="space-between">
              <Text size="sm">Link a Phantom wallet to collect reward cards.</Text>
              <Button size="xs" onClick={() => void wallet.connect()} loading={wallet.isLoading} disabled={wallet.isObserving}>
                Connect Phantom
              </Button>
            </Group>
          </Alert>
        )}
        <Group gap="xs" mb="md" className={classes.tiles} role="group" aria-label="Collections">
          {TYPE_TILES.map((tile) => (
            <Button
              key={tile.label}
              variant={sameFilter(filter, tile.filter) ? 'filled' : 'default'}
              onClick={() => setFilter(tile.filter)}
            >
              {tile.label}
            </Button>
          ))}
        </Group>
        <Group mb="md" wrap="wrap">
          <TextInput
            placeholder="Search items..."
            aria-label="Search items"
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            style={{ flex: 1, minWidth: 200 }}
          />
          <Select
            aria-label="Sort"
            value={sort}
            onChange={(value) => setSort((value as InventorySort) ?? 'newest')}
            allowDeselect={false}
            data={[
              { value: 'newest', label: 'Newest First' },
              { value: 'rarity', label: 'Rarity' },
              { value: 'name', label: 'Name' },
            ]}
            w={160}
          />
          <SegmentedControl
            aria-label="View"
            value={view}
            onChange={(value) => setView(value as 'grid' | 'list')}
            data={[
              { value: 'grid', label: 'Grid' },
              { value: 'list', label: 'List' },
            ]}
          />
        </Group>

        {isLoading ? (
          <Center mih={200}>
            <Loader aria-label="Loading cards" />
          </Center>
        ) : shown.length === 0 ? (
          <Stack align="center" py="xl">
            <Title order={3}>No items found</Title>
            {!search && (
              <Button component={Link} to="/">
                Collect Cards
              </Button>
            )}
          </Stack>
        ) : view === 'grid' ? (
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 4, xl: 5 }} spacing="md" data-testid="inventory-grid">
            {shown.map((card) => (
              <CollectibleCard key={card.id} card={card} selected={card.id === selectedId} onSelect={select} />
            ))}
          </SimpleGrid>
        ) : (
          <Stack gap="xs" data-testid="inventory-list">
            {shown.map((card) => (
              <CardRow key={card.id} card={card} selected={card.id === selectedId} onSelect={select} />
            ))}
          </Stack>
        )}
      </section>

      {selected && <CardDetailPanel card={selected} onClose={() => setSelectedId(null)} />}
    </div>
  );
}
