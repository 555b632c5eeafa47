import { useCallback, useEffect, useRef, useState } from 'react';
import type { TCard } from '@arcana/shared/schemas';
import { isCollectingPlaceholder } from '../card/collecting-placeholder';
import { isNewCard } from '../card/rarity';
import { useMarkSeen } from '../useMarkSeen';

/** How long cards stay on the screen before they count as seen: cards scrolled past are not. */
export const SEEN_AFTER_MS = 600;

/**
 * The inventory's part of 'NEW!' (docs/product-rules.md "Cards and collecting"): the new cards on the
 * screen once the scroll has rested there are marked seen; they keep their badge here (`kept`) until
 * the page is left. `onShown` is told which of `cards` are on the screen, by position.
 */
export function useSeenCards(cards: readonly TCard[]) {
  const markSeen = useMarkSeen();
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
        if (seen.length > 0) markSeen(seen.map((card) => card.id));
      }, SEEN_AFTER_MS);
    },
    [kept, markSeen],
  );
  return { kept: kept as ReadonlySet<string>, onShown };
}
