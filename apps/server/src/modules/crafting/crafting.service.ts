import {
  CRAFTING_LIMITS,
  CRAFTING_MESSAGES,
  MARKET_MESSAGES,
  FAIRNESS_MESSAGES,
  nextRarity,
  PLAY_MESSAGES,
  PROJECT_MESSAGES,
  RARITIES,
} from '@arcana/shared';
import type { Forged } from '@arcana/shared/draw';
import type {
  TCardCrafting,
  TCraftBadgeBody,
  TCraftDesignBody,
  TCraftingOverview,
  TCraftKind,
  TCraftResult,
  TDismantleDuplicatesBody,
  TDuplicatesQuery,
  TDuplicatesSummary,
  TProjectCrafting,
  TRarity,
  ZDismantleBody,
} from '@arcana/shared/schemas';
import type { z } from 'zod';
import { eq } from 'drizzle-orm';
import type { Platform } from '../../platform/platform.js';
import type { Database } from '../../db/client.js';
import { badRequest, conflict, notFound, tooManyRequests } from '../../lib/app-error.js';
import { RATE_LIMITED_MESSAGE } from '../../platform/rate-limit/index.js';
import { findDrawableCollections, findProject, type DrawableCollection } from '../projects/index.js';
import { busyCards, countDuplicates, holdCards, spendCards, spendDuplicates, type Draws } from '../draws/index.js';
import { findCard } from '../cards/index.js';
import { cards } from '../../db/schema.js';
import type { UserRow } from '../users/index.js';
import { oweMessages } from '../../realtime/kept-messages.js';
import { recordDomainEvents } from '../../outbox/domain-events.repo.js';
import { presentBadge, presentCraft, presentSpentCard } from './craft.presenter.js';
import * as repo from './crafting.repo.js';
import { craftingCollections, publishedDesigns } from './crafting-terms.repo.js';

type Deps = Pick<Platform, 'db'> & { draws: Draws };
type CardsBody = z.output<typeof ZDismantleBody>;

/**
 * A craft's answer, and whether this request made it (else it answers the craft its request id made
 * before).
 */
export interface Made {
  result: TCraftResult;
  created: boolean;
}

/** A collection whose terms a craft is made under: published, not suspended, with crafting. */
type Crafting = DrawableCollection & { drawsFrom: NonNullable<DrawableCollection['drawsFrom']> };

/**
 * The collection's terms in force, or 409 when it has none (unpublished, or crafting off) or its
 * project is suspended.
 */
function termsOf(collection: DrawableCollection | undefined) {
  if (!collection?.drawsFrom?.version.crafting)
    throw conflict('CRAFTING_OFF', CRAFTING_MESSAGES.craftingOff(collection?.name ?? 'This collection'));
  if (collection.suspended) throw conflict('PROJECT_SUSPENDED', PLAY_MESSAGES.suspended);
  return { collection: collection as Crafting, terms: collection.drawsFrom.version.crafting };
}

/**
 * The Forge's crafting (docs/product-rules.md "Crafting"). Every craft is one transaction, made
 * once per request id: it holds its collector's cards (draws/card-holds: their plays and crafts go
 * one at a time), checks what it spends under that hold, spends the cards and essence, makes its
 * card or badge, and records what follows it. Its retry is answered the craft it made.
 */
export function createCraftingService({ db, draws }: Deps) {
  async function answer(user: UserRow, craft: repo.CraftRow): Promise<TCraftResult> {
    const [parts, made] = await Promise.all([
      repo.findCraftParts(db, craft),
      craft.madeCardId ? findCard(db, eq(cards.id, craft.madeCardId)) : undefined,
    ]);
    const badge = craft.setId ? (await repo.findBadges(db, user.id, [craft.setId]))[0] : undefined;
    const essence = await repo.findEssence(
      db,
      user.id,
      parts.essence.map((entry) => entry.projectId),
    );
    return {
      craft: presentCraft(craft, parts, made?.card ?? null, badge ? { ...badge, level: craft.level! } : null),
      essence: essence.map(({ slug, name, balance }) => ({ slug, name, balance })),
    };
  }

  /**
   * A craft of the user's, once per request id: its work runs in the craft's transaction under the
   * hold on their cards; a request id used before answers the craft it made (409 when it made
   * another kind).
   */
  async function once(
    user: UserRow,
    request: { requestId: string; kind: TCraftKind },
    work: (tx: Database, craft: repo.CraftRow) => Promise<repo.CraftUpdate | void>,
  ): Promise<Made> {
    const made = async () => {
      const before = await repo.findCraftByRequest(db, user.id, request.requestId);
      if (before && before.kind !== request.kind) throw conflict('REQUEST_ID_TAKEN', CRAFTING_MESSAGES.requestIdTaken);
      return before;
    };
    const before = await made();
    if (before) return { result: await answer(user, before), created: false };
    const craft = await db.transaction(async (tx) => {
      await holdCards(tx, user.id);
      const row = await repo.insertCraft(tx, { userId: user.id, requestId: request.requestId, kind: request.kind });
      if (!row) return undefined;
      const terms = await work(tx, row);
      if (terms) await repo.updateCraft(tx, row.id, terms);
      // The collector's other tabs read their cards and essence again.
      await oweMessages(tx, user.id, [['craftMade', { requestId: request.requestId, kind: request.kind }]]);
      return { ...row, ...terms };
    });
    return { result: await answer(user, craft ?? (await made())!), created: craft !== undefined };
  }

  /**
   * The user's cards among the ids, free to spend: 404 for one not theirs, 409 for one spent or in
   * play.
   */
  async function spendable(tx: Database, user: UserRow, cardIds: string[]): Promise<repo.OwnCard[]> {
    const found = await repo.findOwnCards(tx, user.id, cardIds);
    if (found.length < cardIds.length) throw notFound('CARD_NOT_FOUND', CRAFTING_MESSAGES.cardNotFound);
    if (found.some((card) => card.spent)) throw conflict('CARD_CONSUMED', CRAFTING_MESSAGES.cardSpent);
    const busy = [...(await busyCards(tx, cardIds)).values()];
    if (busy.includes('in_play')) throw conflict('CARD_IN_PLAY', CRAFTING_MESSAGES.cardInPlay);
    if (busy.includes('listed')) throw conflict('CARD_LISTED', MARKET_MESSAGES.cardListed);
    return found;
  }

  /** A card drawn at the Forge into the craft (its id), or the refusal that undoes the craft. */
  async function drawForged(
    tx: Database,
    user: UserRow,
    craft: repo.CraftRow,
    collection: Crafting,
    forged: Forged,
    soldOut: string,
  ): Promise<string> {
    const outcome = await draws.drawForged(tx, {
      userId: user.id,
      publicKey: null,
      requestId: craft.requestId,
      drawsFrom: collection.drawsFrom,
      forged,
    });
    if (typeof outcome === 'object' && 'id' in outcome) return outcome.id;
    if (outcome === 'sold-out') throw conflict('SOLD_OUT', soldOut);
    if (outcome === 'chain-spent') throw conflict('SEED_CHAIN_EXHAUSTED', FAIRNESS_MESSAGES.chainExhausted);
    if (outcome === 'taken') throw conflict('REQUEST_ID_TAKEN', CRAFTING_MESSAGES.requestIdTaken);
    if (outcome === 'no-draws') throw new Error('a forged draw spends no credits');
    throw tooManyRequests('RATE_LIMITED', RATE_LIMITED_MESSAGE, outcome.retryAfterSeconds);
  }

  /** Essence each project gives for the counted cards, by each collection's dismantling terms. */
  function essenceFor(counted: Array<{ collectionId: string; rarity: string; count: number }>, terms: Map<string, DrawableCollection>) {
    const byProject = new Map<string, number>();
    for (const { collectionId, rarity, count } of counted) {
      const { collection, terms: crafting } = termsOf(terms.get(collectionId));
      const projectId = collection.project.id;
      byProject.set(projectId, (byProject.get(projectId) ?? 0) + crafting.dismantle[rarity as TRarity] * count);
    }
    return byProject;
  }

  /**
   * The collections 'Dismantle all duplicates' reads: every one with crafting in force (of one
   * project, when named).
   */
  async function duplicateScope(executor: Database, project: string | undefined) {
    const ids = await craftingCollections(executor, project);
    const collections = await findDrawableCollections(executor, ids);
    return { ids: [...collections.keys()].filter((id) => !collections.get(id)!.suspended), collections };
  }

  return {
    /** Cards into their projects' essence, each by its collection's terms in force. */
    dismantle: (user: UserRow, body: CardsBody) =>
      once(user, { requestId: body.requestId, kind: 'dismantle' }, async (tx, craft) => {
        const cards = await spendable(tx, user, body.cardIds);
        const collections = await findDrawableCollections(tx, [...new Set(cards.flatMap((card) => card.collectionId ?? []))]);
        if (cards.some((card) => !card.collectionId)) termsOf(undefined);
        const essence = essenceFor(
          cards.map((card) => ({ collectionId: card.collectionId!, rarity: card.rarity, count: 1 })),
          collections,
        );
        await spendCards(tx, craft.id, body.cardIds);
        await repo.moveEssence(
          tx,
          craft.id,
          user.id,
          [...essence].map(([projectId, delta]) => ({ projectId, delta })),
        );
      }),

    /** What 'Dismantle all duplicates' would take and give, as of now. */
    async duplicates(user: UserRow, query: TDuplicatesQuery): Promise<TDuplicatesSummary> {
      const asOf = new Date();
      const { ids, collections } = await duplicateScope(db, query.project);
      const counted = await countDuplicates(db, user.id, ids, asOf);
      const essence = essenceFor(counted, collections);
      const byRarity = Object.fromEntries(
        RARITIES.map((rarity) => [rarity, counted.filter((c) => c.rarity === rarity).reduce((sum, c) => sum + c.count, 0)]),
      ) as TDuplicatesSummary['byRarity'];
      const projects = new Map([...collections.values()].map((collection) => [collection.project.id, collection.project]));
      const cardsOf = (projectId: string) =>
        counted.filter((c) => collections.get(c.collectionId)!.project.id === projectId).reduce((sum, c) => sum + c.count, 0);
      return {
        asOf: asOf.toISOString(),
        cards: counted.reduce((sum, c) => sum + c.count, 0),
        byRarity,
        essence: [...essence]
          .map(([projectId, amount]) => ({
            slug: projects.get(projectId)!.slug,
            name: projects.get(projectId)!.name,
            amount,
            cards: cardsOf(projectId),
          }))
          .sort((a, b) => a.name.localeCompare(b.name)),
      };
    },

    /**
     * 'Dismantle all duplicates' confirmed: those its summary counted (collected by its moment), in
     * one statement.
     */
    dismantleDuplicates: (user: UserRow, body: TDismantleDuplicatesBody) =>
      once(user, { requestId: body.requestId, kind: 'dismantle' }, async (tx, craft) => {
        const { ids, collections } = await duplicateScope(tx, body.project);
        const spent = await spendDuplicates(tx, craft.id, user.id, ids, new Date(body.asOf));
        if (spent.length === 0) throw conflict('NO_DUPLICATES', CRAFTING_MESSAGES.noDuplicates);
        const essence = essenceFor(spent, collections);
        await repo.moveEssence(
          tx,
          craft.id,
          user.id,
          [...essence].map(([projectId, delta]) => ({ projectId, delta })),
        );
      }),

    /**
     * A chosen design crafted with its project's essence: a draw within that design, counted
     * against its supply.
     */
    craft: (user: UserRow, body: TCraftDesignBody) =>
      once(user, { requestId: body.requestId, kind: 'craft' }, async (tx, craft) => {
        const project = await findProject(tx, { slug: body.project });
        if (!project) throw notFound('PROJECT_NOT_FOUND', PROJECT_MESSAGES.notFound);
        const [design] = await publishedDesigns(tx, [body.designId]);
        if (!design) throw notFound('DESIGN_NOT_FOUND', CRAFTING_MESSAGES.designNotFound);
        if (design.projectId !== project.id)
          throw badRequest('CRAFT_OTHER_PROJECT', CRAFTING_MESSAGES.otherProject(project.name), 'designId');
        const { collection, terms } = termsOf((await findDrawableCollections(tx, [design.collectionId])).get(design.collectionId));
        const inVersion = collection.drawsFrom.version.designs.find((d) => d.id === body.designId);
        if (!inVersion) throw notFound('DESIGN_NOT_FOUND', CRAFTING_MESSAGES.designNotFound);
        const cost = terms.craft[inVersion.rarity];
        const held = await repo.lockEssence(tx, user.id, project.id);
        if (held < cost) throw conflict('ESSENCE_SHORT', CRAFTING_MESSAGES.essenceShort(cost, held, project.name));
        const madeCardId = await drawForged(
          tx,
          user,
          craft,
          collection,
          { kind: 'craft', designId: inVersion.id },
          CRAFTING_MESSAGES.soldOut,
        );
        await repo.moveEssence(tx, craft.id, user.id, [{ projectId: project.id, delta: -cost }]);
        return { collectionId: collection.drawsFrom.collectionId, oddsVersionHash: collection.drawsFrom.hash, madeCardId };
      }),

    /**
     * Cards of one collection and rarity fused into one draw at the next rarity, as many as its
     * terms say.
     */
    fuse: (user: UserRow, body: CardsBody) =>
      once(user, { requestId: body.requestId, kind: 'fuse' }, async (tx, craft) => {
        const cards = await spendable(tx, user, body.cardIds);
        const [first] = cards;
        if (cards.some((card) => card.collectionId !== first!.collectionId || card.rarity !== first!.rarity))
          throw badRequest('FUSE_REFUSED', CRAFTING_MESSAGES.fuseMixed, 'cardIds');
        const { collection, terms } = termsOf(
          first!.collectionId ? (await findDrawableCollections(tx, [first!.collectionId])).get(first!.collectionId) : undefined,
        );
        if (terms.fuse === null) throw conflict('CRAFTING_OFF', CRAFTING_MESSAGES.fusingOff(collection.name));
        const next = nextRarity(first!.rarity as TRarity);
        if (!next) throw badRequest('FUSE_REFUSED', CRAFTING_MESSAGES.fuseTop, 'cardIds');
        if (cards.length !== terms.fuse)
          throw badRequest('FUSE_REFUSED', CRAFTING_MESSAGES.fuseCount(collection.name, terms.fuse), 'cardIds');
        await spendCards(tx, craft.id, body.cardIds);
        const madeCardId = await drawForged(tx, user, craft, collection, { kind: 'fuse', rarity: next }, CRAFTING_MESSAGES.nothingLeft);
        return { collectionId: collection.drawsFrom.collectionId, oddsVersionHash: collection.drawsFrom.hash, madeCardId };
      }),

    /**
     * A set's badge crafted, or raised a level: one card of each of its designs spent (the weakest
     * copy of each).
     */
    badge: (user: UserRow, body: TCraftBadgeBody) =>
      once(user, { requestId: body.requestId, kind: 'badge' }, async (tx, craft) => {
        const { collection, terms } = termsOf((await findDrawableCollections(tx, [body.collectionId])).get(body.collectionId));
        const { version } = collection.drawsFrom;
        const named = terms.sets.find((set) => set.id === body.setId);
        if (body.setId !== body.collectionId && !named) throw notFound('SET_NOT_FOUND', CRAFTING_MESSAGES.setNotFound);
        const name = named?.name ?? collection.name;
        const designIds = named?.designIds ?? version.designs.map((design) => design.id);
        const level = (await repo.lockBadgeLevel(tx, user.id, body.setId)) + 1;
        if (level > CRAFTING_LIMITS.badgeLevelMax) throw conflict('BADGE_TOP_LEVEL', CRAFTING_MESSAGES.badgeTop(name));
        const chosen = await repo.cardsForSet(tx, user.id, designIds);
        const missing = version.designs.filter((design) => designIds.includes(design.id) && !chosen.has(design.id));
        if (missing.length > 0)
          throw conflict(
            'SET_INCOMPLETE',
            CRAFTING_MESSAGES.setIncomplete(
              name,
              missing.map((design) => design.name),
            ),
          );
        await spendCards(tx, craft.id, [...chosen.values()]);
        await repo.saveBadge(tx, { userId: user.id, setId: body.setId, collectionId: body.collectionId, name, level });
        await recordDomainEvents(tx, [
          { type: 'badge.crafted', userId: user.id, subject: { craftId: craft.id }, requestId: body.requestId },
        ]);
        return { collectionId: body.collectionId, oddsVersionHash: collection.drawsFrom.hash, setId: body.setId, level };
      }),

    /**
     * What the Forge can do with one of the collector's cards: its dismantling's essence, and the
     * cards a fuse of it takes.
     */
    async card(user: UserRow, cardId: string): Promise<TCardCrafting> {
      const [card] = await repo.findOwnCards(db, user.id, [cardId]);
      if (!card || card.spent) throw notFound('CARD_NOT_FOUND', CRAFTING_MESSAGES.cardNotFound);
      const collection = card.collectionId ? (await findDrawableCollections(db, [card.collectionId])).get(card.collectionId) : undefined;
      const terms = collection?.drawsFrom?.version.crafting;
      const busy = (await busyCards(db, [card.id])).get(card.id);
      const held = busy === 'in_play' ? CRAFTING_MESSAGES.cardInPlay : busy === 'listed' ? MARKET_MESSAGES.cardListed : null;
      if (!terms || collection!.suspended) {
        const off = collection?.suspended ? PLAY_MESSAGES.suspended : CRAFTING_MESSAGES.craftingOff(collection?.name ?? 'This collection');
        return { off, held, dismantle: null, fuse: null };
      }
      const rarity = card.rarity as TRarity;
      const into = nextRarity(rarity);
      const fuse =
        terms.fuse !== null && into
          ? {
              count: terms.fuse,
              into,
              cards: [
                ...(await repo.findCraftCards(db, [card.id])),
                ...(await repo.fuseCandidates(db, user.id, { id: card.id, collectionId: card.collectionId!, rarity }, terms.fuse - 1)),
              ].map(presentSpentCard),
            }
          : null;
      const { project } = collection!;
      return {
        off: null,
        held,
        dismantle: { essence: terms.dismantle[rarity], project: { slug: project.slug, name: project.name } },
        fuse,
      };
    },

    /**
     * The Craft tab's opening: essence, badges, and the projects whose cards the collector holds.
     */
    async overview(user: UserRow): Promise<TCraftingOverview> {
      const [essence, badges, projects] = await Promise.all([
        repo.findEssence(db, user.id),
        repo.findBadges(db, user.id),
        repo.projectsHeld(db, user.id),
      ]);
      return {
        essence: essence.map(({ slug, name, balance }) => ({ slug, name, balance })),
        badges: badges.map(presentBadge),
        projects,
      };
    },

    /**
     * One project's crafting for the collector: each published collection's terms, their free cards
     * of each design, sets and levels.
     */
    async project(user: UserRow, slug: string): Promise<TProjectCrafting> {
      const project = await findProject(db, { slug });
      if (!project || project.suspendedAt) throw notFound('PROJECT_NOT_FOUND', PROJECT_MESSAGES.notFound);
      const ids = await craftingCollections(db, slug, { withoutTerms: true });
      const collections = [...(await findDrawableCollections(db, ids)).entries()].filter(([, c]) => c.drawsFrom);
      const [held, supply, essence, badges] = await Promise.all([
        repo.countFreeCards(db, user.id, ids),
        repo.supplyTaken(db, ids),
        repo.findEssence(db, user.id, [project.id]),
        repo.findBadges(db, user.id),
      ]);
      const levelOf = (setId: string) => badges.find((badge) => badge.setId === setId)?.level ?? 0;
      return {
        project: { slug: project.slug, name: project.name },
        essence: essence[0]?.balance ?? 0,
        collections: collections.map(([id, collection]) => {
          const { version, hash } = collection.drawsFrom!;
          const sets = [{ id, name: collection.name, designIds: version.designs.map((d) => d.id) }, ...(version.crafting?.sets ?? [])];
          return {
            id,
            name: collection.name,
            oddsVersionHash: hash,
            terms: version.crafting ?? null,
            designs: version.designs.map((design) => ({
              id: design.id,
              name: design.name,
              image: design.image,
              rarity: design.rarity,
              type: design.type,
              held: held.get(design.id) ?? 0,
              supplyLeft: design.supplyCap === null ? null : Math.max(0, design.supplyCap - (supply.get(design.id) ?? 0)),
            })),
            sets: sets.map((set) => ({ id: set.id, name: set.name, designIds: set.designIds, level: levelOf(set.id) })),
          };
        }),
      };
    },
  };
}

export type CraftingService = ReturnType<typeof createCraftingService>;
