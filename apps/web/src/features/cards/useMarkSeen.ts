import { useCallback } from 'react';
import { CARD_PAGE_SIZE } from '@arcana/shared';
import { useMarkSeenMutation } from './cards.api';
import { useSessionUser } from '../sessions';

/**
 * Tells the server its owner has now seen these cards (docs/product-rules.md "Cards and collecting"),
 * a page's worth per call. An admin observing marks nothing: the badges are the user's. A failed call
 * leaves the cards new, to be marked the next time they show.
 */
export function useMarkSeen() {
  const [markSeen] = useMarkSeenMutation();
  const { isObserving } = useSessionUser();
  return useCallback(
    (cardIds: readonly string[]) => {
      if (isObserving) return;
      for (let at = 0; at < cardIds.length; at += CARD_PAGE_SIZE) void markSeen({ cardIds: cardIds.slice(at, at + CARD_PAGE_SIZE) });
    },
    [isObserving, markSeen],
  );
}
