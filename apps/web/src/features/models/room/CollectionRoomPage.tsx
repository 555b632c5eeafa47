import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Alert, Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { TCard, TCardFace } from '@arcana/shared/schemas';
import { useAppDispatch } from '../../../state/store';
import { extractErrorText } from '../../../api/error-text';
import { usePageTitle } from '../../../components/usePageTitle';
import layout from '../../../components/PageLayout.module.css';
import { useMyCollectiblesQuery } from '../../cards';
import { modelsApi } from '../models.api';
import type { RoomCard } from './room-scene';

const RoomScene = lazy(() => import('./RoomScene'));

/** Its design, which the room's face shows: cards of one design share one picture (the server draws it without their numbers). */
const faceOf = ({ name, rarity, type, image }: TCardFace) => JSON.stringify([name, rarity, type, image]);

/** Each face's first card, as `[face, cardId]` pairs in JSON: what the room fetches and shows, kept by value. */
function facesOf(cards: readonly TCard[]): string {
  const first = new Map<string, string>();
  for (const card of cards) if (!first.has(faceOf(card))) first.set(faceOf(card), card.id);
  return JSON.stringify([...first]);
}

/**
 * Each face's picture, fetched once per face with the session's token; let go when the room closes.
 * Keyed by the faces themselves: the cards' list read again (a card marked seen) fetches nothing anew.
 */
function useFacePictures(cards: readonly TCard[] | undefined): ReadonlyMap<string, string> | null {
  const dispatch = useAppDispatch();
  const [pictures, setPictures] = useState<ReadonlyMap<string, string> | null>(null);
  const wanted = useMemo(() => (cards ? facesOf(cards) : null), [cards]);
  useEffect(() => {
    if (wanted === null) return;
    const asked = (JSON.parse(wanted) as Array<[string, string]>).map(([face, cardId]) => ({
      face,
      request: dispatch(modelsApi.endpoints.cardFace.initiate(cardId)),
    }));
    let current = true;
    void Promise.all(
      asked.map(({ face, request }) =>
        request.unwrap().then(
          (url) => [face, url] as const,
          () => null,
        ),
      ),
    ).then((loaded) => {
      if (current) setPictures(new Map(loaded.filter((entry) => entry !== null)));
    });
    return () => {
      current = false;
      asked.forEach(({ request }) => request.unsubscribe());
    };
  }, [wanted, dispatch]);
  return pictures;
}

/**
 * /inventory/room: the collector's newest cards (a page's worth) standing on a 3D tower to walk around
 * (docs/product-rules.md "Cards in 3D and shared"): in AR where the device offers it, else VR, else
 * an orbit view by pointer and keyboard.
 */
export default function CollectionRoomPage() {
  usePageTitle('Collection room');
  const { data: cards, error } = useMyCollectiblesQuery();
  const faces = useFacePictures(cards);
  // By value, as the faces: the tower is built again only when what stands on it changes, not when a card is marked seen.
  const shown = JSON.stringify((cards ?? []).map((card): RoomCard => ({ face: faceOf(card), rarity: card.rarity })));
  const roomCards = useMemo(() => JSON.parse(shown) as RoomCard[], [shown]);
  const loading = (
    <Text c="dimmed" role="status">
      Setting up the room…
    </Text>
  );
  return (
    <div className={layout.page}>
      <Stack gap="md">
        <Group justify="space-between" align="baseline">
          <Title order={1}>Collection room</Title>
          <Anchor component={Link} to="/inventory">
            Back to the inventory
          </Anchor>
        </Group>
        {error ? (
          <Alert color="red">{extractErrorText(error)}</Alert>
        ) : !cards ? (
          loading
        ) : cards.length === 0 ? (
          <Text>
            No cards yet: collect one and it stands here.{' '}
            <Anchor component={Link} to="/projects">
              Find a project
            </Anchor>
          </Text>
        ) : (
          <>
            <Text c="dimmed">Your {cards.length === 1 ? 'card' : `${cards.length} newest cards`}, the newest at the top.</Text>
            {faces ? (
              <Suspense fallback={loading}>
                <RoomScene cards={roomCards} faces={faces} />
              </Suspense>
            ) : (
              loading
            )}
          </>
        )}
      </Stack>
    </div>
  );
}
