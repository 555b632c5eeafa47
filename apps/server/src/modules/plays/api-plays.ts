import { PLAY_MESSAGES } from '@arcana/shared';
import type { TApiPlay, TCardType, TRarity } from '@arcana/shared/schemas';
import type { Database } from '../../db/client.js';
import { forbidden } from '../../lib/app-error.js';
import type { RequestApiKey } from '../api-keys/index.js';
import { playerIdsOf } from '../player-links/index.js';
import { approvedPlays } from './plays.repo.js';

/**
 * A project's plays as its game's server reads them (docs/product-rules.md "Game servers and keys"):
 * approved, oldest first, each naming its player only by the ids the game linked. A test key reads
 * none: every play is real.
 */
export async function playsForGame(db: Database, apiKey: RequestApiKey, since: string | undefined): Promise<TApiPlay[]> {
  if (apiKey.mode === 'test') throw forbidden('API_KEY_TEST_MODE', PLAY_MESSAGES.testKeyPlays);
  const views = await approvedPlays(db, apiKey.projectId, since ? new Date(since) : undefined);
  const players = await playerIdsOf(
    db,
    views.map(({ play }) => ({ projectId: play.projectId, userId: play.userId })),
  );
  return views.map(({ play, card }) => ({
    id: play.id,
    card: { id: card.id, name: card.name, rarity: card.rarity as TRarity, type: card.type as TCardType },
    collectionId: play.collectionId,
    action: play.action,
    message: play.message,
    state: play.state as TApiPlay['state'],
    playerIds: players.get(`${play.projectId}:${play.userId}`) ?? [],
    playedAt: (play.decidedAt ?? play.createdAt).toISOString(),
  }));
}
