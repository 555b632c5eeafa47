import { fillPath, SHARE_PATHS, type PageApiGet, type PageData } from '@arcana/shared';
import { ZSharedCard } from '@arcana/shared/schemas';

/** What a shared card's page shows first: the card, read with the contract's schema; not found once its link is revoked. */
export async function sharePageData(shareId: string, get: PageApiGet): Promise<PageData> {
  const answer = await get(fillPath(SHARE_PATHS.share, { shareId }));
  if (answer.status === 404 || answer.status === 400) return 'not-found';
  if (answer.status !== 200) return null;
  return [{ endpointName: 'sharedCard', arg: shareId, value: ZSharedCard.parse(answer.body) }];
}
