import { createHash, randomInt } from 'node:crypto';
import {
  formatLinkCode,
  INTEGRATOR_MESSAGES,
  LINK_CODE_ALPHABET,
  normalizeLinkCode,
  PLAYER_LINK_LIMITS,
  PLAYER_LINK_PAGE_PATH,
} from '@arcana/shared';
import type { TApiDraw, TLinkCode, TPlayer, TPlayerLink } from '@arcana/shared/schemas';
import type { Database } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { badRequest, notFound } from '../../lib/app-error.js';
import type { ClientInfo } from '../../lib/client-info.js';
import type { RequestApiKey } from '../api-keys/index.js';
import { guessLimits, underGuessLimits } from '../rate-limit/index.js';
import type { UserRow } from '../users/index.js';
import * as repo from './player-links.repo.js';

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');
const newCode = () =>
  Array.from({ length: PLAYER_LINK_LIMITS.codeLength }, () => LINK_CODE_ALPHABET[randomInt(LINK_CODE_ALPHABET.length)]).join('');
/** A code taken already is drawn again: with 31⁸ codes, three times in a row is out of reach. */
const CODE_TRIES = 3;
const GUESSES = { max: PLAYER_LINK_LIMITS.guesses, windowSeconds: PLAYER_LINK_LIMITS.guessWindowSeconds };

const present = (row: Awaited<ReturnType<typeof repo.listLinks>>[number]): TPlayerLink => ({
  ...row,
  linkedAt: row.linkedAt.toISOString(),
});

/**
 * A game's players linked to Arcana accounts (docs/product-rules.md "Game servers and keys"), by the
 * device-grant pattern: the game's server asks for a short code for its own player id, the game shows
 * it, and the player enters it on Arcana while signed in. Wrong codes are counted per account and
 * address; the player unlinks in settings.
 */
export function createPlayerLinksService({ db, config, bus, rateLimiter }: Pick<AppDeps, 'db' | 'config' | 'bus' | 'rateLimiter'>) {
  const page = `${config.publicUrl}${PLAYER_LINK_PAGE_PATH}`;

  async function linkedUser(apiKey: RequestApiKey, playerId: string) {
    const link = await repo.findLink(db, apiKey.projectId, playerId);
    if (!link) throw notFound('PLAYER_LINK_NOT_FOUND', INTEGRATOR_MESSAGES.playerNotLinked);
    return link;
  }

  return {
    /** In the transaction given: the answer a retry of the request is given again. */
    async issueCode(tx: Database, apiKey: RequestApiKey, playerId: string): Promise<TLinkCode> {
      const expiresAt = new Date(Date.now() + PLAYER_LINK_LIMITS.codeMinutes * 60_000);
      for (let attempt = 0; attempt < CODE_TRIES; attempt += 1) {
        const code = newCode();
        if (await repo.insertCode(tx, { projectId: apiKey.projectId, playerId, codeHash: hashCode(code), expiresAt })) {
          const shown = formatLinkCode(code);
          return {
            code: shown,
            expiresAt: expiresAt.toISOString(),
            verificationUri: page,
            verificationUriComplete: `${page}?code=${shown}`,
          };
        }
      }
      throw new Error('no free link code after several draws');
    },

    async player(apiKey: RequestApiKey, playerId: string): Promise<TPlayer> {
      const link = await repo.findLink(db, apiKey.projectId, playerId);
      return { playerId, linked: Boolean(link), linkedAt: link?.linkedAt.toISOString() ?? null };
    },

    async draws(apiKey: RequestApiKey, playerId: string): Promise<TApiDraw[]> {
      const link = await linkedUser(apiKey, playerId);
      const rows = await repo.drawsInProject(db, link.userId, apiKey.projectId, PLAYER_LINK_LIMITS.drawsListed);
      return rows.map((row) => ({ ...row, drawnAt: row.drawnAt.toISOString() }));
    },

    /** The signed-in player enters their game's code: the game's player id is linked to this account. */
    async redeem(user: UserRow, typed: string, client: ClientInfo): Promise<TPlayerLink> {
      const code = normalizeLinkCode(typed);
      const linked = await underGuessLimits(rateLimiter, guessLimits('link-code', GUESSES, user.id, client.ip), () =>
        db.transaction(async (tx) => {
          const spent = code.length === PLAYER_LINK_LIMITS.codeLength ? await repo.spendCode(tx, hashCode(code)) : undefined;
          if (!spent) throw badRequest('LINK_CODE_INVALID', INTEGRATOR_MESSAGES.linkCodeInvalid, 'code');
          return repo.link(tx, { ...spent, userId: user.id });
        }),
      );
      await bus.emit('playerLinked', { userId: user.id, projectId: linked.projectId, playerId: linked.playerId });
      const mine = (await repo.listLinks(db, user.id)).find((row) => row.id === linked.id);
      if (!mine) throw notFound('PLAYER_LINK_NOT_FOUND', INTEGRATOR_MESSAGES.linkNotFound);
      return present(mine);
    },

    async list(user: UserRow): Promise<TPlayerLink[]> {
      return (await repo.listLinks(db, user.id)).map(present);
    },

    async unlink(user: UserRow, linkId: string): Promise<string> {
      const mine = (await repo.listLinks(db, user.id)).find((row) => row.id === linkId);
      if (!mine || !(await repo.unlink(db, user.id, linkId))) throw notFound('PLAYER_LINK_NOT_FOUND', INTEGRATOR_MESSAGES.linkNotFound);
      return INTEGRATOR_MESSAGES.unlinked(mine.project);
    },
  };
}

export type PlayerLinksService = ReturnType<typeof createPlayerLinksService>;
