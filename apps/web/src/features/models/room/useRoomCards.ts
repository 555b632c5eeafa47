import { useEffect, useMemo, useState } from 'react';
import type { TCard, TCardFace } from '@arcana/shared/schemas';
import { useAppDispatch } from '../../../state/store';
import { modelsApi } from '../models.api';
import type { RoomCard } from './room-scene';

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
 * What stands on the room's tower, and each face's picture. By value: the tower is built again only
 * when what stands on it changes, not when the cards' list is read again (a card marked seen).
 */
export function useRoomCards(cards: readonly TCard[] | undefined) {
  const faces = useFacePictures(cards);
  const shown = JSON.stringify((cards ?? []).map((card): RoomCard => ({ face: faceOf(card), rarity: card.rarity })));
  const roomCards = useMemo(() => JSON.parse(shown) as RoomCard[], [shown]);
  return { roomCards, faces };
}
