import { createHash, randomInt } from 'node:crypto';
import {
  fileLink,
  formatLinkCode,
  INTEGRATOR_MESSAGES,
  LINK_CODE_ALPHABET,
  normalizeLinkCode,
  PLAYER_LINK_LIMITS,
  PLAYER_LINK_PAGE_PATH,
  type ApiKeyMode,
} from '@arcana/shared';
import type { TApiCard, TApiDraw, TLinkCode, TLinkCodePreview, TPlayer, TPlayerLink } from '@arcana/shared/schemas';
import type { Platform } from '../../platform/platform.js';
import { badRequest, forbidden, notFound } from '../../lib/app-error.js';
import type { ClientInfo } from '../../lib/client-info.js';
import { createSecretBox } from '../../lib/secret-box.js';
import { recordDomainEvents } from '../../outbox/domain-events.repo.js';
import { once, type Answer, type IdempotentWrite, type RequestApiKey } from '../api-keys/index.js';
import { guessLimits, underGuessLimits } from '../../platform/rate-limit/index.js';
import type { UserRow } from '../users/index.js';
import * as repo from './player-links.repo.js';

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');
const newCode = () =>
  Array.from({ length: PLAYER_LINK_LIMITS.codeLength }, () => LINK_CODE_ALPHABET[randomInt(LINK_CODE_ALPHABET.length)]).join('');
/** A code taken already is drawn again: with 31⁸ codes, three times in a row is out of reach. */
const CODE_TRIES = 3;
const GUESSES = { max: PLAYER_LINK_LIMITS.guesses, windowSeconds: PLAYER_LINK_LIMITS.guessWindowSeconds };

const presentApiCard = <Row extends { drawnAt: Date; heldSince: Date }>(row: Row) => ({
  ...row,
  drawnAt: row.drawnAt.toISOString(),
  heldSince: row.heldSince.toISOString(),
});

const present = (row: Awaited<ReturnType<typeof repo.listLinks>>[number]): TPlayerLink => ({
  ...row,
  mode: row.mode as ApiKeyMode,
  linkedAt: row.linkedAt.toISOString(),
});

/**
 * A game's players linked to Arcana accounts (docs/product-rules.md "Game servers and keys"), by the
 * device-grant pattern: the game's server asks for a short code for its own player id, the game shows
 * it, and the player, signed in, sees which project asks and agrees. Wrong codes are counted per
 * account and address; the player unlinks in settings. A test key's codes make test links, which only
 * the project's test keys see, and a live key's only its live keys.
 */
export function createPlayerLinksService({ db, config, rateLimiter }: Pick<Platform, 'db' | 'config' | 'rateLimiter'>) {
  const page = `${config.publicUrl}${PLAYER_LINK_PAGE_PATH}`;
  const box = createSecretBox(config.encryptionKey);
  const asked = (code: string, expiresAt: Date): TLinkCode => {
    const shown = formatLinkCode(code);
    return { code: shown, expiresAt: expiresAt.toISOString(), verificationUri: page, verificationUriComplete: `${page}?code=${shown}` };
  };
  const modePlayer = (apiKey: RequestApiKey, playerId: string): repo.ModePlayer => ({
    projectId: apiKey.projectId,
    mode: apiKey.mode,
    playerId,
  });
  /** A typed code's guess, under the limits of wrong codes: a code of the wrong length is wrong without a look-up. */
  const guessed = <T>(user: UserRow, client: ClientInfo, typed: string, find: (codeHash: string) => Promise<T | undefined>) => {
    const code = normalizeLinkCode(typed);
    return underGuessLimits(rateLimiter, guessLimits('link-code', GUESSES, user.id, client.ip), async () => {
      const found = code.length === PLAYER_LINK_LIMITS.codeLength ? await find(hashCode(code)) : undefined;
      if (!found) throw badRequest('LINK_CODE_INVALID', INTEGRATOR_MESSAGES.linkCodeInvalid, 'code');
      return found;
    });
  };

  return {
    /**
     * The player's code, once per Idempotency-Key; while it is unspent and working, a repeat for the
     * same player answers it again, so a player has one code at a time. Limited per key and per project.
     */
    async issueCode(apiKey: RequestApiKey, write: IdempotentWrite, playerId: string): Promise<Answer<TLinkCode>> {
      const perMinute = (key: string, max: number) => ({ key, max, windowSeconds: 60 });
      await rateLimiter.hit([
        perMinute(`link-codes-key:${apiKey.id}`, PLAYER_LINK_LIMITS.codesPerKeyPerMinute),
        perMinute(`link-codes-project:${apiKey.projectId}`, PLAYER_LINK_LIMITS.codesPerProjectPerMinute),
      ]);
      const player = modePlayer(apiKey, playerId);
      return once(db, apiKey, write, async (tx) => {
        await repo.dropStaleCode(tx, player);
        for (let attempt = 0; attempt < CODE_TRIES; attempt += 1) {
          // Asked for at the same time, the other request's code is the one answered.
          const open = await repo.findOpenCode(tx, player);
          if (open?.codeSealed) return { status: 201, body: asked(box.open(open.codeSealed), open.expiresAt) };
          const code = newCode();
          const expiresAt = new Date(Date.now() + PLAYER_LINK_LIMITS.codeMinutes * 60_000);
          if (await repo.insertCode(tx, { ...player, codeHash: hashCode(code), codeSealed: box.seal(code), expiresAt }))
            return { status: 201, body: asked(code, expiresAt) };
        }
        throw new Error('no free link code after several draws');
      });
    },

    async player(apiKey: RequestApiKey, playerId: string): Promise<TPlayer> {
      const link = await repo.findLink(db, modePlayer(apiKey, playerId));
      return { playerId, linked: Boolean(link), linkedAt: link?.linkedAt.toISOString() ?? null };
    },

    /** Every draw is real: a test key reads none. */
    async draws(apiKey: RequestApiKey, playerId: string): Promise<TApiDraw[]> {
      if (apiKey.mode === 'test') throw forbidden('API_KEY_TEST_MODE', INTEGRATOR_MESSAGES.testKeyDraws);
      const link = await repo.findLink(db, modePlayer(apiKey, playerId));
      if (!link) throw notFound('PLAYER_LINK_NOT_FOUND', INTEGRATOR_MESSAGES.playerNotLinked);
      const rows = await repo.drawsInProject(db, link.userId, apiKey.projectId, PLAYER_LINK_LIMITS.drawsListed);
      return rows.map(presentApiCard);
    },

    /** One of the project's cards, and whoever holds it now by the game's own player ids. */
    async card(apiKey: RequestApiKey, cardId: string): Promise<TApiCard> {
      if (apiKey.mode === 'test') throw forbidden('API_KEY_TEST_MODE', INTEGRATOR_MESSAGES.testKeyDraws);
      const row = await repo.cardInProject(db, cardId, apiKey.projectId);
      if (!row) throw notFound('CARD_NOT_FOUND', INTEGRATOR_MESSAGES.cardNotFound);
      const { userId, spent, ...card } = row;
      const playerIds = spent
        ? undefined
        : (await repo.playerIdsOf(db, [{ projectId: apiKey.projectId, userId }])).get(`${apiKey.projectId}:${userId}`);
      return { ...presentApiCard(card), holder: playerIds ? { playerIds } : null, spent };
    },

    /** Which project asks, for the player to agree before linking: nothing is spent, and it counts as a guess. */
    async preview(user: UserRow, typed: string, client: ClientInfo): Promise<TLinkCodePreview> {
      const found = await guessed(user, client, typed, (codeHash) => repo.describeCode(db, codeHash));
      return { project: found.project, avatarUrl: found.avatarKey ? fileLink(found.avatarKey) : null, mode: found.mode as ApiKeyMode };
    },

    /** The signed-in player enters their game's code: the game's player id is linked to this account, in the code's mode. */
    async redeem(user: UserRow, typed: string, client: ClientInfo): Promise<TPlayerLink> {
      const linked = await guessed(user, client, typed, (codeHash) =>
        db.transaction(async (tx) => {
          const spent = await repo.spendCode(tx, codeHash);
          const made = spent && (await repo.link(tx, { ...spent, userId: user.id }));
          if (made) {
            const subject = { projectId: made.projectId, playerId: made.playerId };
            await recordDomainEvents(tx, [{ type: 'player.linked', userId: user.id, subject, requestId: null }]);
          }
          return made;
        }),
      );
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
