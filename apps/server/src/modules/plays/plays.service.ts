import { createHash, randomBytes } from 'node:crypto';
import { actionOf } from '@arcana/shared/draw';
import { blockedWordIn, CRAFTING_MESSAGES, dockPageUrl, MARKET_MESSAGES, PLAY_MESSAGES } from '@arcana/shared';
import type {
  TCardPlayability,
  TDockAddress,
  TPlay,
  TPlayHistoryQuery,
  TPlayQueue,
  TPlayQueueSettings,
  TPlayQueueSettingsPatch,
  TRarity,
  ZPlayBody,
} from '@arcana/shared/schemas';
import type { z } from 'zod';
import type { Platform } from '../../platform/platform.js';
import type { Database } from '../../db/client.js';
import { recordDomainEvents } from '../../outbox/domain-events.repo.js';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error.js';
import { findDrawableCollection, ownProject, requireCreator } from '../projects/index.js';
import type { UserRow } from '../users/index.js';
import { holdKey } from '../../lib/advisory-lock.js';
import { busyCards, holdCards } from '../draws/index.js';
import { presentPlay } from './play.presenter.js';
import * as repo from './plays.repo.js';

/** Who runs a project's queue: its creator signed in, or its OBS dock, which acts as its creator. */
export type QueueAccess = { user: UserRow } | { dock: DockAccess };
export type DockAccess = repo.DockAccess;

/** The docks' pages, on whichever instance they are connected (realtime/dock-feed.ts). */
export interface DockFeed {
  /** The project's queue moved: its docks read it again. */
  changed(projectId: string): void;
  /** Its address was made anew: the pages holding the old one stop. */
  stop(projectId: string): void;
}

/** The feed once the socket server has attached it; before that, nothing to tell. */
export function createDocks() {
  let feed: DockFeed | undefined;
  return {
    use: (attached: DockFeed) => void (feed = attached),
    changed: (projectId: string) => feed?.changed(projectId),
    stop: (projectId: string) => feed?.stop(projectId),
  };
}
export type Docks = ReturnType<typeof createDocks>;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** What plays need of other modules: whether a project's channel is live now. */
export interface PlayPorts {
  channelLive(db: Database, projectId: string): Promise<boolean>;
}

type PlayRequest = z.output<typeof ZPlayBody>;

/** Plays shown at once in the queue's lists; the counts say how many there are in all. */
const QUEUE_LIST = 100;

/**
 * Cards played on stream (docs/product-rules.md "Playing cards"): a collector plays a card whose
 * collection's terms in force give it an action; the play waits in its streamer's queue (or goes on
 * stream at once from the queue's rarity), and every move of it is a `play.changed` event of the
 * outbox, written in the move's transaction.
 */
export function createPlaysService({ db, box, config }: Pick<Platform, 'db' | 'box' | 'config'>, ports: PlayPorts, docks: Docks) {
  const dockAddressOf = (token: string): TDockAddress => ({ token, url: dockPageUrl(config.publicUrl, token) });

  /** Makes the project's dock address; made anew, the pages holding the old one stop. */
  async function newDock(projectId: string, { replacing }: { replacing: boolean }): Promise<TDockAddress> {
    const token = randomBytes(32).toString('base64url');
    await repo.saveDockToken(db, projectId, { hash: hashToken(token), sealed: box.seal(token) }, { replacing });
    if (replacing) docks.stop(projectId);
    // Two first askings at once: the one saved is the one shown.
    const sealed = await repo.findDockToken(db, projectId);
    return dockAddressOf(sealed ? box.open(sealed) : token);
  }

  async function presentOne(playId: string): Promise<TPlay> {
    const [view] = await repo.findPlayViews(db, [playId]);
    return presentPlay(view!);
  }

  /**
   * The user's card (404 when it is not theirs) and, when its collection's terms in force give it an
   * action, that action with where the card belongs.
   */
  async function ownCard(user: UserRow, cardId: string) {
    const card = await repo.findOwnCard(db, user.id, cardId);
    if (!card) throw notFound('CARD_NOT_FOUND', PLAY_MESSAGES.cardNotFound);
    const { collectionId, projectId, designId } = card;
    const drawable = collectionId ? await findDrawableCollection(db, collectionId) : undefined;
    const version = drawable?.drawsFrom?.version;
    const action = version && designId ? actionOf(version, { id: designId, rarity: card.rarity as TRarity }) : null;
    if (!action || !collectionId || !projectId) return { card, terms: null };
    return { card, terms: { card, action, collectionId, projectId, suspended: drawable!.suspended } };
  }

  /** The answer to a request sent again: the play it made, unless the id was used for another card. */
  async function retried(play: repo.PlayRow, body: PlayRequest): Promise<{ play: TPlay; created: boolean }> {
    if (play.cardId !== body.cardId) throw conflict('REQUEST_ID_TAKEN', PLAY_MESSAGES.requestIdTaken);
    return { play: await presentOne(play.id), created: false };
  }

  const changed = (tx: Database, play: repo.PlayRow, requestId: string | null = null) =>
    recordDomainEvents(tx, [
      { type: 'play.changed', userId: play.userId, subject: { playId: play.id, state: play.state as TPlay['state'] }, requestId },
    ]);

  /** Who acts on the queue, by the user's id or, for the dock, its project's creator's. */
  const actorOf = (access: QueueAccess) => ('user' in access ? access.user.id : access.dock.ownerId);

  /** The queue the access runs: the user's own project (a creator, for a change), or the dock's. */
  async function queueProject(access: QueueAccess, projectId: string, { change = false } = {}): Promise<void> {
    if ('dock' in access) {
      if (access.dock.projectId !== projectId) throw notFound('PROJECT_NOT_FOUND', PLAY_MESSAGES.playNotFound);
      return;
    }
    await ownProject(db, access.user, projectId);
    if (change) requireCreator(access.user);
  }

  /** A play of the access's queue, to act on: 404 when there is none there, 403 when the project is another's. */
  async function streamersPlay(access: QueueAccess, playId: string): Promise<repo.PlayRow> {
    const play = await repo.findPlay(db, playId);
    if (!play || ('dock' in access && play.projectId !== access.dock.projectId))
      throw notFound('PLAY_NOT_FOUND', PLAY_MESSAGES.playNotFound);
    await queueProject(access, play.projectId, { change: true });
    return play;
  }

  /** Moves the streamer's play on, or 409 when it is no longer where the move starts. */
  async function move(
    access: QueueAccess,
    playId: string,
    from: TPlay['state'],
    values: Parameters<typeof repo.movePlay>[2],
    refusal: string = PLAY_MESSAGES.notWaiting,
  ): Promise<TPlay> {
    const play = await streamersPlay(access, playId);
    if (play.state !== from) throw conflict('PLAY_NOT_WAITING', refusal);
    await db.transaction(async (tx) => {
      const moved = await repo.movePlay(tx, { playId, from }, values);
      if (!moved) throw conflict('PLAY_NOT_WAITING', refusal);
      await changed(tx, moved);
    });
    return presentOne(playId);
  }

  /** A new play of the user's card, or the refusal of one (a play this request made answers its retry). */
  async function playAnew(user: UserRow, body: PlayRequest, found: Awaited<ReturnType<typeof ownCard>>) {
    if (!found.terms) throw conflict('CARD_NO_ACTION', PLAY_MESSAGES.noAction);
    const { card, action, collectionId, projectId, suspended } = found.terms;
    if (suspended) throw conflict('PROJECT_SUSPENDED', PLAY_MESSAGES.suspended);
    const rarity = card.rarity as TRarity;
    const settings = await repo.findSettings(db, projectId);
    if (settings.paused) throw conflict('PLAY_QUEUE_PAUSED', PLAY_MESSAGES.paused);
    const blocked = blockedWordIn(body.message, settings.blockedWords);
    if (blocked) throw badRequest('PLAY_BLOCKED_WORD', PLAY_MESSAGES.blockedWord(blocked), 'message');
    if (action.liveOnly && !(await ports.channelLive(db, projectId))) throw conflict('CHANNEL_OFFLINE', PLAY_MESSAGES.offline);

    const auto = repo.autoApproves(settings, rarity);
    const cooldownKey = { userId: user.id, collectionId, rarity };
    const made = await db.transaction(async (tx) => {
      // One player's plays of a rarity in a collection go one at a time: two devices never both fit a cooldown.
      await holdKey(tx, `plays:${user.id}:${collectionId}:${rarity}`);
      // A card spent at the Forge or given away meanwhile is played no more: crafts and gifts hold the same cards.
      await holdCards(tx, user.id);
      const holding = await repo.cardHolding(tx, card.id);
      if (holding?.userId !== user.id) throw notFound('CARD_NOT_FOUND', PLAY_MESSAGES.cardNotFound);
      if (holding.spent) throw conflict('CARD_CONSUMED', CRAFTING_MESSAGES.cardSpent);
      const blocking = await repo.blockingPlay(tx, card.id);
      if (blocking === 'in_play') throw conflict('CARD_IN_PLAY', PLAY_MESSAGES.inPlay);
      if (blocking === 'spent') throw conflict('CARD_SPENT', PLAY_MESSAGES.spent);
      if ((await busyCards(tx, [card.id])).get(card.id) === 'listed') throw conflict('CARD_LISTED', MARKET_MESSAGES.cardListed);
      const left = await repo.cooldownLeft(tx, cooldownKey, action.cooldownSeconds);
      if (left > 0) throw conflict('PLAY_COOLDOWN', PLAY_MESSAGES.cooldown(left));
      const row = await repo.insertPlay(tx, {
        userId: user.id,
        requestId: body.requestId,
        cardId: card.id,
        projectId,
        collectionId,
        rarity,
        action,
        spends: !action.reusable,
        message: body.message,
        state: auto ? 'on_stream' : 'waiting',
        autoApproved: auto,
        decidedAt: auto ? new Date() : null,
      });
      // Only this request's own retry, from another device at once, can have taken its place under the lock.
      if (!row) return undefined;
      await changed(tx, row, body.requestId);
      return row;
    });
    if (!made) return retried((await repo.findByRequest(db, user.id, body.requestId))!, body);
    return { play: await presentOne(made.id), created: true };
  }

  return {
    /**
     * Plays the user's card, once per request id: 201 with the play, or 200 with the one this request
     * made before. Refused with nothing stored: not their card, no action, the project suspended, the
     * queue paused, a blocked word, offline where the action needs live, the card in play or spent, a
     * cooldown running.
     */
    async play(user: UserRow, body: PlayRequest): Promise<{ play: TPlay; created: boolean }> {
      const found = await ownCard(user, body.cardId);
      try {
        return await playAnew(user, body, found);
      } catch (refusal) {
        // The same request again is answered with the play it made, whatever would refuse a new one
        // now (the card in play or spent, a cooldown): looked for only then, not on every play.
        const earlier = refusal instanceof AppError ? await repo.findByRequest(db, user.id, body.requestId) : undefined;
        if (earlier) return retried(earlier, body);
        throw refusal;
      }
    },

    /** One of the user's cards as its Play button needs it. */
    async cardState(user: UserRow, cardId: string): Promise<TCardPlayability> {
      const { card, terms } = await ownCard(user, cardId);
      const [latest] = await repo.playsOf(db, user.id, cardId);
      const play = latest ? presentPlay(latest) : null;
      const listed = (await busyCards(db, [card.id])).get(card.id) === 'listed';
      if (!terms) return { play, spent: false, cooldownSeconds: 0, paused: false, listed };
      const key = { userId: user.id, collectionId: terms.collectionId, rarity: card.rarity };
      const [blocking, cooldownSeconds, settings] = await Promise.all([
        repo.blockingPlay(db, card.id),
        repo.cooldownLeft(db, key, terms.action.cooldownSeconds),
        repo.findSettings(db, terms.projectId),
      ]);
      return { action: terms.action, play, spent: blocking === 'spent', cooldownSeconds, paused: settings.paused, listed };
    },

    /** The user's plays, newest first: of one card, or their latest. */
    mine: async (user: UserRow, cardId?: string): Promise<TPlay[]> => (await repo.playsOf(db, user.id, cardId)).map(presentPlay),

    /** The streamer's queue: what waits, oldest first, what is on stream, its settings and counts. */
    async queue(access: QueueAccess, projectId: string): Promise<TPlayQueue> {
      await queueProject(access, projectId);
      const startOfDay = new Date();
      startOfDay.setUTCHours(0, 0, 0, 0);
      const [settings, waiting, onStream, counts] = await Promise.all([
        repo.findSettings(db, projectId),
        repo.playsIn(db, projectId, 'waiting', QUEUE_LIST),
        repo.playsIn(db, projectId, 'on_stream', QUEUE_LIST),
        repo.countPlays(db, projectId, startOfDay),
      ]);
      return { projectId, settings, waiting: waiting.map(presentPlay), onStream: onStream.map(presentPlay), counts };
    },

    async history(user: UserRow, projectId: string, query: TPlayHistoryQuery): Promise<TPlay[]> {
      await ownProject(db, user, projectId);
      return (await repo.history(db, projectId, query)).map(presentPlay);
    },

    async changeSettings(access: QueueAccess, projectId: string, patch: TPlayQueueSettingsPatch): Promise<TPlayQueueSettings> {
      await queueProject(access, projectId, { change: true });
      const settings = await db.transaction(async (tx) => {
        await holdKey(tx, `play-queue:${projectId}`);
        const merged = { ...(await repo.findSettings(tx, projectId)), ...patch } as TPlayQueueSettings;
        await repo.saveSettings(tx, projectId, merged);
        return merged;
      });
      docks.changed(projectId);
      return settings;
    },

    approve: (access: QueueAccess, playId: string) =>
      move(access, playId, 'waiting', { state: 'on_stream', decidedBy: actorOf(access), decidedAt: new Date() }),

    /** Refused with a reason its player reads: the card plays again, and the play counts for no cooldown. */
    refuse: (access: QueueAccess, playId: string, reason: string) =>
      move(access, playId, 'waiting', { state: 'refused', reason, decidedBy: actorOf(access), decidedAt: new Date(), doneAt: new Date() }),

    /**
     * Plays whose alerts the overlay has taken off its queue, in that transaction: a shout or a sound
     * is done; a challenge stays on stream until its streamer marks it done.
     */
    async performed(tx: Database, playIds: string[]): Promise<void> {
      for (const moved of await repo.performPlays(tx, playIds)) await changed(tx, moved);
    },

    /** A challenge on stream, performed: the streamer marks it done. */
    async markDone(access: QueueAccess, playId: string): Promise<TPlay> {
      const play = await streamersPlay(access, playId);
      if (play.action.kind !== 'challenge') throw conflict('PLAY_NOT_WAITING', PLAY_MESSAGES.notChallenge);
      return move(access, playId, 'on_stream', { state: 'done', doneAt: new Date() }, PLAY_MESSAGES.notChallenge);
    },

    /** The dock's secret address, made the first time its project's creator asks (docs/product-rules.md "Playing cards"). */
    async dockAddress(user: UserRow, projectId: string): Promise<TDockAddress> {
      await queueProject({ user }, projectId, { change: true });
      const sealed = await repo.findDockToken(db, projectId);
      if (sealed) return dockAddressOf(box.open(sealed));
      return newDock(projectId, { replacing: false });
    },

    /** A new dock address: the old one stops at once, on every instance. */
    async newDockAddress(user: UserRow, projectId: string): Promise<TDockAddress> {
      await queueProject({ user }, projectId, { change: true });
      return newDock(projectId, { replacing: true });
    },

    /** The queue a dock's token opens: none for a wrong or replaced token, or a suspended project. */
    async byDockToken(token: unknown): Promise<DockAccess | undefined> {
      if (typeof token !== 'string' || token.length === 0 || token.length > 100) return undefined;
      return repo.findDock(db, hashToken(token));
    },

    useDocks(feed: DockFeed) {
      docks.use(feed);
    },
  };
}

export type PlaysService = ReturnType<typeof createPlaysService>;
