import type { TCardOwner } from '@arcana/shared/schemas';
import type { Database } from '../../db/client.js';
import { publicProfilesAmong } from '../profiles/index.js';
import * as repo from './trading.repo.js';

/** One holder in the chain, before it is shown: whose account (null: deleted since), how and since when. */
interface Holder {
  userId: string | null;
  username: string | null;
  how: TCardOwner['how'];
  since: Date;
}

/**
 * A card's holders, first to current (docs/product-rules.md "Trading"): who drew or forged it, then
 * each recipient. `names`: 'all' for whoever holds the card, who sees every name; 'public' for its
 * shared page, which names only holders whose profile is public. Nothing for no such card.
 */
export async function cardOwners(
  db: Database,
  cardId: string,
  { names }: { names: 'all' | 'public' },
): Promise<{ holderId: string; owners: TCardOwner[] } | undefined> {
  const start = await repo.findCardStart(db, cardId);
  if (!start) return undefined;
  const transfers = await repo.transfersOf(db, cardId);
  const firstId = transfers[0] ? transfers[0].transfer.fromUserId : start.userId;
  const firstName = transfers[0] ? transfers[0].from : start.username;
  const holders: Holder[] = [
    { userId: firstId, username: firstName, how: start.origin === 'draw' ? 'drawn' : 'forged', since: start.mintDate },
    ...transfers.map(({ transfer, to }): Holder => ({
      userId: transfer.toUserId,
      username: to,
      how: transfer.kind === 'sale' ? 'bought' : 'given',
      since: transfer.createdAt,
    })),
  ];
  const publicIds = await publicProfilesAmong(
    db,
    holders.flatMap((holder) => (holder.userId ? [holder.userId] : [])),
  );
  return {
    holderId: start.userId,
    owners: holders.map((holder) => {
      const profile = holder.userId !== null && publicIds.has(holder.userId);
      return {
        username: names === 'all' || profile ? holder.username : null,
        profile,
        how: holder.how,
        since: holder.since.toISOString(),
      };
    }),
  };
}
