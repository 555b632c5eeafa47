import { useState } from 'react';
import { Button, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { PLAY_LIMITS, PLAY_STATE_LABELS, RARITIES, RARITY_LABELS } from '@arcana/shared';
import type { TPlay, TRarity } from '@arcana/shared/schemas';
import { usePlayHistoryQuery } from '../plays.api';
import { PlayRow } from './PlayRow';

const ANY = 'any';
const STATES = [
  { value: ANY, label: 'Done and refused' },
  { value: 'done', label: PLAY_STATE_LABELS.done },
  { value: 'refused', label: 'Refused' },
];
const RARITY_CHOICES = [
  { value: ANY, label: 'Every rarity' },
  ...RARITIES.map((rarity) => ({ value: rarity, label: RARITY_LABELS[rarity] })),
];

/** One page of the history: its plays, and the next older page once asked for. */
function HistoryPage({ projectId, filters, before }: { projectId: string; filters: Filters; before?: string }) {
  const { data: plays } = usePlayHistoryQuery({ projectId, ...filters, ...(before ? { before } : {}) });
  const [older, setOlder] = useState(false);
  if (!plays) return null;
  const last: TPlay | undefined = plays[plays.length - 1];
  return (
    <>
      {plays.map((play) => (
        <PlayRow key={play.id} play={play} />
      ))}
      {older && last ? (
        <HistoryPage projectId={projectId} filters={filters} before={last.id} />
      ) : (
        plays.length === PLAY_LIMITS.historyPage && (
          <li>
            <Button variant="subtle" onClick={() => setOlder(true)}>
              Older plays
            </Button>
          </li>
        )
      )}
      {!before && plays.length === 0 && (
        <li>
          <Text c="dimmed">No plays here yet.</Text>
        </li>
      )}
    </>
  );
}

interface Filters {
  state?: 'done' | 'refused';
  rarity?: TRarity;
  collector?: string;
}

/** The queue's history (docs/product-rules.md "Playing cards"): plays done or refused, newest first, by state, rarity and player. */
export function PlayHistory({ projectId }: { projectId: string }) {
  const [filters, setFilters] = useState<Filters>({});
  const [collector, setCollector] = useState('');
  return (
    <Stack gap="sm" component="section" aria-labelledby="play-history">
      <Title order={3} size="h4" id="play-history">
        History
      </Title>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label="State"
          data={STATES}
          value={filters.state ?? ANY}
          onChange={(value) => setFilters({ ...filters, state: value === ANY ? undefined : (value as Filters['state']) })}
          allowDeselect={false}
          w={200}
        />
        <Select
          label="Rarity"
          data={RARITY_CHOICES}
          value={filters.rarity ?? ANY}
          onChange={(value) => setFilters({ ...filters, rarity: value === ANY ? undefined : (value as TRarity) })}
          allowDeselect={false}
          w={180}
        />
        <form
          onSubmit={(event) => {
            event.preventDefault();
            setFilters({ ...filters, collector: collector.trim() || undefined });
          }}
        >
          <Group gap="xs" align="flex-end">
            <TextInput label="Player" value={collector} onChange={(event) => setCollector(event.currentTarget.value)} maxLength={40} />
            <Button type="submit" variant="default">
              Filter
            </Button>
          </Group>
        </form>
      </Group>
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Plays done or refused">
        <HistoryPage key={JSON.stringify(filters)} projectId={projectId} filters={filters} />
      </Stack>
    </Stack>
  );
}
