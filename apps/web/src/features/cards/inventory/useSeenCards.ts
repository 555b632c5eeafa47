import { useCallback, useEffect, useRef, useState } from 'react';
import { CARD_PAGE_SIZE } from '@arcana/shared';
import type { TCard } from '@arcana/shared/schemas';
import { isCollectingPlaceholder } from '../card/collecting-placeholder';
import { isNewCard } from '../card/rarity';
import { useMarkSeenMutation } from '../cards.api';
import { useSessionUser } from '../../sessions';

/** How long cards stay on the screen before they count as seen: cards scrolled past are not. */
export const SEEN_AFTER_MS = 600;

/**
 * The inventory's part of 'NEW!' (docs/product-rules.md "Cards and collecting"): the new cards on the
 * screen once the scroll has rested there are marked seen; they keep their badge here (`kept`) until
 * the page is left. `onShown` is told which of `cards` are on the screen, by position. An admin
 * observing marks nothing: the badges are the user's. A failed mark leaves the cards new, to be
 * marked the next time they show. Stacked cards are seen with their copies (docs/product-rules.md
 * "Inventory"): their badge says any copy is new.
 */
export function useSeenCards(cards: readonly TCard[], stacked: boolean) {
  const [markSeen] = useMarkSeenMutation();
  const { isObserving } = useSessionUser();
  const [kept] = useState(() => new Set<string>());
  const latest = useRef(cards);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    latest.current = cards;
  }, [cards]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onShown = useCallback(
    (from: number, to: number) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        const seen = latest.current
          .slice(from, to)
          .filter((card) => isNewCard(card) && !isCollectingPlaceholder(card) && !kept.has(card.id));
        for (const card of seen) kept.add(card.id);
        // A screen holds fewer cards than a mark may name (CARD_PAGE_SIZE).
        const cardIds = seen.slice(0, CARD_PAGE_SIZE).map((card) => card.id);
        if (cardIds.length > 0 && !isObserving) void markSeen({ cardIds, ...(stacked && { withCopies: true }) });
      }, SEEN_AFTER_MS);
    },
    [kept, markSeen, isObserving, stacked],
  );
  return { kept: kept as ReadonlySet<string>, onShown };
}
