import { useState } from 'react';
import { Button, Checkbox, Group, Modal, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { PROFILE_LIMITS } from '@arcana/shared';
import type { TCard } from '@arcana/shared/schemas';
import { extractErrorText } from '../../api/error-text';
import { ErrorAlert } from '../../components/ErrorAlert';
import { LoadingStatus } from '../../components/LoadingStatus';
import { useReturnFocus } from '../../components/useReturnFocus';
import { rarityLabel, useCollectionPagesInfiniteQuery } from '../cards';

const SEARCH_PAUSE_MS = 300;

/** A card as the picker and the chosen list name it, its numbers telling copies apart: 'Aurelion · Legendary warrior 80/60 · Nova Studio'. */
export const cardLine = (card: TCard) =>
  `${card.name} · ${rarityLabel(card.rarity)} ${card.type} ${card.power}/${card.defense} · ${card.project.name}`;

/**
 * The owner's cards to choose from for their profile, strongest first and searchable, up to the
 * profile's limit; the choice is kept in the order it was made and saved at once.
 */
export function ShownCardsPicker({
  shown,
  onSave,
  onClose,
}: {
  shown: TCard[];
  onSave: (cards: TCard[]) => Promise<unknown>;
  onClose: () => void;
}) {
  useReturnFocus();
  const [chosen, setChosen] = useState(shown);
  const [search, setSearch] = useState('');
  const [searched] = useDebouncedValue(search.trim(), SEARCH_PAUSE_MS);
  const pages = useCollectionPagesInfiniteQuery({ sort: 'rarity', ...(searched ? { search: searched } : {}) });
  const cards = pages.data?.pages.flatMap((page) => page.cards) ?? [];
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const full = chosen.length >= PROFILE_LIMITS.cardsShown;
  const isChosen = (card: TCard) => chosen.some((one) => one.id === card.id);
  const toggle = (card: TCard) =>
    setChosen((now) => (now.some((one) => one.id === card.id) ? now.filter((one) => one.id !== card.id) : [...now, card]));

  async function save() {
    setSaving(true);
    setError(null);
    try {
      await onSave(chosen);
      onClose();
    } catch (failure) {
      setError(extractErrorText(failure));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal opened onClose={onClose} title="Cards to show" size="lg">
      <Stack gap="sm">
        <Text size="sm" aria-live="polite">
          {chosen.length} of {PROFILE_LIMITS.cardsShown} chosen{full ? ': take one off to choose another' : ''}
        </Text>
        <TextInput label="Search your cards" value={search} onChange={(event) => setSearch(event.currentTarget.value)} />
        <ScrollArea.Autosize mah="50vh" type="auto">
          <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Your cards">
            {cards.map((card) => (
              <li key={card.id}>
                <Checkbox
                  label={cardLine(card)}
                  checked={isChosen(card)}
                  disabled={full && !isChosen(card)}
                  onChange={() => toggle(card)}
                />
              </li>
            ))}
          </Stack>
          {pages.isFetching && <LoadingStatus label="Loading your cards" />}
          {!pages.isFetching && cards.length === 0 && (
            <Text c="dimmed">{searched ? 'No card of yours matches.' : 'You have no cards yet.'}</Text>
          )}
          {pages.hasNextPage && !pages.isFetching && (
            <Button variant="subtle" onClick={() => void pages.fetchNextPage()}>
              Show more cards
            </Button>
          )}
        </ScrollArea.Autosize>
        <ErrorAlert message={error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button loading={saving} onClick={() => void save()}>
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
