import type { TCard } from '@arcana/shared/schemas';

/** The id of the card standing in for one whose collect is on its way (`collectingPlaceholder`). */
export const placeholderId = (requestId: string) => `pending-${requestId}`;

export const isCollectingPlaceholder = (card: Pick<TCard, 'id'>) => card.id.startsWith(placeholderId(''));
