import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { OVERLAY_LIMITS, OVERLAY_MESSAGES, overlayPageUrl, PRODUCT_NAME, type TOverlayAnchor } from '@arcana/shared';
import type {
  TCard,
  TDrawProof,
  TOverlay,
  TOverlayAddress,
  TOverlayAlert,
  TOverlayBadge,
  TOverlayCard,
  TOverlayCardAlert,
  TOverlayGrant,
  TOverlayPlay,
  TOverlayQueue,
  TOverlaySettings,
  TOverlaySettingsPatch,
  TRarity,
  TRuleSource,
} from '@arcana/shared/schemas';
import { ZOverlayCard } from '@arcana/shared/schemas';
import { forgeInputsOf } from '../crafting/index.js';
import type { Platform } from '../../platform/platform.js';
import type { Database } from '../../db/client.js';
import type { AfterCommit, EventHandler } from '../../outbox/dispatcher.js';
import type { DomainEvent } from '../../outbox/domain-event-types.js';
import { conflict, notFound } from '../../lib/app-error.js';
import { ownProject, requireCreator } from '../projects/index.js';
import type { UserRow } from '../users/index.js';
import { findCard, type DrawnCard } from '../cards/index.js';
import type { GrantMade } from '../rewards/index.js';
import { newProofCode } from '../draws/index.js';
import { cards } from '../../db/schema.js';
import * as repo from './overlays.repo.js';

/** What reaches the overlay pages of one overlay, on whichever instance they are connected (overlay-feed.ts). */
export interface OverlayFeed {
  connected(overlayId: string): Promise<boolean>;
  alert(overlayId: string, alert: TOverlayAlert): void;
  removed(overlayId: string, alertIds: string[]): void;
  settings(overlayId: string, settings: TOverlaySettings): void;
  /** Its token changed: the pages holding the old one stop. */
  stop(overlayId: string): void;
}

/** Plays whose alerts are off the overlay's queue: performed, as far as the stream goes. */
export type PlaysShown = (tx: Database, playIds: string[]) => Promise<void>;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
/** A code taken already is drawn again: with 31⁸ codes, twice in a row is out of reach. */
const CODE_TRIES = 3;

export const settingsOf = (row: repo.OverlayRow): TOverlaySettings => ({
  minRarity: row.minRarity as TRarity | null,
  displaySeconds: row.displaySeconds,
  volume: row.volume,
  expireMinutes: row.expireMinutes,
  paused: row.paused,
  anchor: row.anchor as TOverlayAnchor,
  scalePercent: row.scalePercent,
  showQr: row.showQr,
  grantSources: row.grantSources as TRuleSource[],
  templates: row.templates,
  sounds: row.sounds,
  colors: row.colors,
});

export function presentAlert({ id, kind, code, payload, createdAt }: repo.AlertRow): TOverlayAlert {
  const at = createdAt.toISOString();
  if ('grant' in payload) return { id, kind: 'grant', collector: payload.collector, grant: payload.grant, createdAt: at };
  if ('play' in payload)
    return { id, kind: 'play', replay: kind === 'replay', collector: payload.collector, play: payload.play, createdAt: at };
  if ('badge' in payload) return { id, kind: 'badge', collector: payload.collector, badge: payload.badge, createdAt: at };
  return { id, kind: kind as TOverlayCardAlert['kind'], code, collector: payload.collector, card: payload.card, createdAt: at };
}

/**
 * A grant's alert, or the burst's waiting one it joins: the collector counted once among its
 * collectors, the draws added (docs/product-rules.md "Stream overlay").
 */
function joinBurst(payload: repo.AlertPayload, { collector, grant }: { collector: string; grant: TOverlayGrant }): repo.AlertPayload {
  if (!('grant' in payload)) throw new Error('a burst joins a grant’s alert only');
  const collectors = payload.collectors.includes(collector) ? payload.collectors : [...payload.collectors, collector];
  return { ...payload, collectors, grant: { ...payload.grant, draws: payload.grant.draws + grant.draws, others: collectors.length - 1 } };
}

const overlayCard = (card: Pick<TCard, keyof TOverlayCard>): TOverlayCard => ZOverlayCard.parse(card);

/**
 * A project's stream overlay (docs/product-rules.md "Stream overlay"): its secret address, its settings,
 * and its queue of alerts, kept in the database so that a reloaded page resumes where it was and every
 * instance sees one queue. Draws are queued by the outbox, from the draw's own event; the creator's
 * controls act on the queue, then tell the pages.
 */
export function createOverlaysService({ db, box, config }: Pick<Platform, 'db' | 'box' | 'config'>) {
  let feed: OverlayFeed | undefined;
  let playsShown: PlaysShown | undefined;

  function newToken() {
    const token = randomBytes(32).toString('base64url');
    return { token, hash: hashToken(token), sealed: box.seal(token) };
  }

  /**
   * The user's project's overlay, made the first time it is asked for. Its address opens the project's
   * draws to whoever has it: a creator's tool, like the odds (docs/product-rules.md "Stream overlay").
   */
  async function ownOverlay(user: UserRow, projectId: string, { creatorTool = false } = {}): Promise<repo.FeedOverlay> {
    await ownProject(db, user, projectId);
    if (creatorTool) requireCreator(user);
    const found = await repo.findOverlay(db, { projectId });
    if (found) return found;
    await repo.ensureOverlay(db, projectId, newToken());
    const made = await repo.findOverlay(db, { projectId });
    if (!made) throw new Error('the overlay vanished as it was made');
    return made;
  }

  const addressOf = (token: string): TOverlayAddress => ({
    token,
    url: overlayPageUrl(config.publicUrl, token),
    tickerUrl: overlayPageUrl(config.publicUrl, token, 'ticker'),
  });

  /**
   * Stores an alert with its code: a draw's is its card's own (a card drawn before every card had one,
   * or whose code an older alert holds, gets a fresh one); undefined for a draw queued already.
   */
  async function insertAlert(
    tx: Database,
    overlay: repo.FeedOverlay,
    alert: Omit<repo.NewAlert, 'overlayId' | 'code'>,
    code: string | null,
  ) {
    for (let tries = 0; tries < CODE_TRIES; tries += 1) {
      const drawCode = tries === 0 && code ? code : newProofCode();
      const row = await repo.insertAlert(tx, { ...alert, overlayId: overlay.id, code: alert.kind === 'draw' ? drawCode : code });
      if (row) return row;
      // A draw heard twice is queued once: nothing more to do. Otherwise its code was taken: another.
      if (alert.kind !== 'draw' || (await repo.isQueued(tx, overlay.id, alert.cardId!))) return undefined;
    }
    throw new Error('no free verification code after several tries');
  }

  /** Queues an alert and sends it to the overlay's pages. */
  async function queue(overlay: repo.FeedOverlay, alert: Omit<repo.NewAlert, 'overlayId' | 'code'>, code: string | null = null) {
    const row = await insertAlert(db, overlay, alert, code);
    if (row) feed?.alert(overlay.id, presentAlert(row));
  }

  /**
   * Alerts taken off the queue (shown to the end, skipped, cleared): the plays among them are done in
   * the same transaction (docs/product-rules.md "Playing cards"), so a play performed is never left on
   * stream by a process ending between the two.
   */
  function finish(overlayId: string, alertIds: string[] | 'all', outcome: 'shown' | 'skipped' | 'cleared') {
    return db.transaction(async (tx) => {
      const done = await repo.markDone(tx, overlayId, alertIds, outcome);
      const playIds = done.flatMap((row) => (row.kind === 'play' && row.playId ? [row.playId] : []));
      if (playIds.length > 0) await playsShown?.(tx, playIds);
      return done;
    });
  }

  async function status(overlay: repo.FeedOverlay): Promise<TOverlay> {
    const [waiting, connected] = await Promise.all([repo.countWaiting(db, overlay), feed?.connected(overlay.id) ?? false]);
    return {
      projectId: overlay.projectId,
      settings: settingsOf(overlay),
      connected,
      waiting,
      tokenCreatedAt: overlay.tokenCreatedAt.toISOString(),
    };
  }

  return {
    useFeed(attached: OverlayFeed) {
      feed = attached;
    },

    status: async (user: UserRow, projectId: string) => status(await ownOverlay(user, projectId)),

    async address(user: UserRow, projectId: string): Promise<TOverlayAddress> {
      return addressOf(box.open((await ownOverlay(user, projectId, { creatorTool: true })).tokenSealed));
    },

    async regenerate(user: UserRow, projectId: string): Promise<TOverlayAddress> {
      const overlay = await ownOverlay(user, projectId, { creatorTool: true });
      const { token, hash, sealed } = newToken();
      await repo.updateOverlay(db, overlay.id, { tokenHash: hash, tokenSealed: sealed, tokenCreatedAt: new Date() });
      feed?.stop(overlay.id);
      return addressOf(token);
    },

    async change(user: UserRow, projectId: string, patch: TOverlaySettingsPatch): Promise<TOverlay> {
      const overlay = await ownOverlay(user, projectId);
      // Nothing to change is an answer too: the overlay as it stands.
      if (Object.keys(patch).length > 0) await repo.updateOverlay(db, overlay.id, patch);
      const changed = { ...overlay, ...patch } as repo.FeedOverlay;
      feed?.settings(overlay.id, settingsOf(changed));
      return status(changed);
    },

    /**
     * A test alert of this rarity, whatever the settings show: one of the project's designs, or the
     * house's; or draws earned, as a follow's, whatever sources the settings alert for.
     */
    async test(user: UserRow, projectId: string, rarity: TRarity | 'earned'): Promise<void> {
      const overlay = await ownOverlay(user, projectId);
      const collector = `${PRODUCT_NAME} test`;
      if (rarity === 'earned') {
        const grant: TOverlayGrant = { draws: 2, reason: 'followed the channel', source: 'twitch.follow', others: 0 };
        return queue(overlay, { kind: 'grant', cardId: null, payload: { collector, grant, collectors: [collector] } });
      }
      const design = await repo.sampleDesign(db, projectId, rarity);
      const card = design
        ? overlayCard({ ...design, rarity, type: design.type as TOverlayCard['type'] })
        : { name: `A ${rarity} card`, description: '', image: '', rarity, type: 'artifact' as const, power: 0, defense: 0 };
      await queue(overlay, { kind: 'test', cardId: null, payload: { collector, card } });
    },

    /** The alert on screen (the oldest waiting) is taken off; the pages move on. */
    async skip(user: UserRow, projectId: string): Promise<void> {
      const overlay = await ownOverlay(user, projectId);
      const [head] = await repo.waitingAlerts(db, overlay);
      if (!head) throw conflict('OVERLAY_QUEUE_EMPTY', OVERLAY_MESSAGES.nothingToSkip);
      const done = await finish(overlay.id, [head.id], 'skipped');
      feed?.removed(
        overlay.id,
        done.map((row) => row.id),
      );
    },

    /** The last alert shown to the end, queued again. */
    async replay(user: UserRow, projectId: string): Promise<void> {
      const overlay = await ownOverlay(user, projectId);
      const last = await repo.lastShown(db, overlay.id);
      if (!last) throw conflict('OVERLAY_QUEUE_EMPTY', OVERLAY_MESSAGES.nothingToReplay);
      // Draws earned are shown again as they were; a card, as a draw shown again.
      const kind = 'grant' in last.payload ? 'grant' : 'replay';
      await queue(overlay, { kind, cardId: last.cardId, payload: last.payload }, last.code);
    },

    /** Every waiting alert is taken off: how many. */
    async clear(user: UserRow, projectId: string): Promise<number> {
      const overlay = await ownOverlay(user, projectId);
      const done = await finish(overlay.id, 'all', 'cleared');
      feed?.removed(
        overlay.id,
        done.map((row) => row.id),
      );
      return done.length;
    },

    /** A suspended project's pages stop (and a reload is refused while it lasts), once its suspension commits. */
    suspensions(): EventHandler<DomainEvent<'project.suspended'>> {
      return {
        name: 'the overlay pages',
        async handle(tx, events) {
          const stopped: string[] = [];
          for (const { subject } of events.filter((event) => event.subject.suspended)) {
            const overlay = await repo.findOverlay(tx, { projectId: subject.projectId });
            if (overlay) stopped.push(overlay.id);
          }
          return () => stopped.forEach((overlayId) => feed?.stop(overlayId));
        },
      };
    },

    /**
     * Each card drawn is queued on its project's overlay, if it has one that shows its rarity, in the
     * outbox's transaction (docs/decisions/043): a draw acknowledged is an alert, however the process ends.
     */
    drawAlerts(): EventHandler<DrawnCard> {
      return {
        name: 'the overlay alert',
        async handle(tx, drawn) {
          const showing = new Map<string, Promise<repo.FeedOverlay | undefined>>();
          const queued: Array<{ overlayId: string; row: repo.AlertRow }> = [];
          for (const { card, collector } of drawn) {
            const key = `${card.project.slug}:${card.rarity}`;
            if (!showing.has(key)) showing.set(key, repo.overlayShowing(tx, card.project.slug, card.rarity));
            const overlay = await showing.get(key);
            if (!overlay) continue;
            const row = await insertAlert(
              tx,
              overlay,
              { kind: 'draw', cardId: card.id, payload: { collector, card: overlayCard(card) } },
              card.proofCode,
            );
            if (row) queued.push({ overlayId: overlay.id, row });
          }
          return () => queued.forEach(({ overlayId, row }) => feed?.alert(overlayId, presentAlert(row)));
        },
      };
    },

    /**
     * Each grant of a source its overlay alerts for is queued there, in the outbox's transaction (docs/decisions/043),
     * or joins the waiting alert of its burst (its rule, for the same reason): a gift bomb's subscriptions are one alert
     * (docs/decisions/048).
     */
    grantAlerts(): EventHandler<GrantMade> {
      /** The project's overlay, its burst alerts past their minutes let go first: a grant never joins one that will not be shown. */
      const overlayToAlert = async (tx: Database, slug: string) => {
        const overlay = await repo.findOverlay(tx, { liveProjectSlug: slug });
        if (overlay) await repo.expireStale(tx, overlay);
        return overlay;
      };
      return {
        name: 'the overlay alert',
        async handle(tx, made) {
          const overlays = new Map<string, Promise<repo.FeedOverlay | undefined>>();
          const told = new Map<string, { overlayId: string; row: repo.AlertRow }>();
          for (const { event, grant, source, collector, slug } of made) {
            // Draws that waited days for their viewer's account: the stream's moment has passed.
            if (event.subject.waited) continue;
            if (!overlays.has(slug)) overlays.set(slug, overlayToAlert(tx, slug));
            const overlay = await overlays.get(slug);
            if (!overlay?.grantSources.includes(source)) continue;
            const earned = { collector, grant: { draws: grant.draws, reason: grant.reason, source: source as TRuleSource, others: 0 } };
            const burstKey = `${grant.ruleId}:${grant.reason}`;
            const fresh = { kind: 'grant', cardId: null, burstKey, payload: { ...earned, collectors: [collector] } };
            // A burst's alert taken on screen meanwhile (its row locked until then) leaves room for a new one.
            let row: repo.AlertRow | undefined;
            for (let tries = 0; !row && tries < 2; tries += 1) {
              row = await repo.insertAlert(tx, { ...fresh, overlayId: overlay.id, code: null });
              const open = row ? undefined : await repo.openBurst(tx, overlay.id, burstKey);
              if (open) row = await repo.updatePayload(tx, open.id, joinBurst(open.payload, earned));
            }
            // Twice taken on screen as it was joined: the outbox tries the batch again rather than lose the alert.
            if (!row) throw new Error('a burst’s alert was taken on screen twice while a grant joined it');
            told.set(row.id, { overlayId: overlay.id, row });
          }
          return () => told.forEach(({ overlayId, row }) => feed?.alert(overlayId, presentAlert(row)));
        },
      };
    },

    /** The overlay a page's token opens: none for a wrong, old or regenerated token, or a suspended project. */
    async byToken(token: unknown): Promise<repo.FeedOverlay | undefined> {
      if (typeof token !== 'string' || token.length === 0 || token.length > 100) return undefined;
      const overlay = await repo.findOverlay(db, { tokenHash: hashToken(token) });
      return overlay && !overlay.suspended ? overlay : undefined;
    },

    /** What a page is told as it connects. */
    async queueOf(overlay: repo.FeedOverlay): Promise<TOverlayQueue> {
      const [waiting, recent] = await Promise.all([
        repo.waitingAlerts(db, overlay),
        repo.recentPulls(db, overlay.id, OVERLAY_LIMITS.tickerSize),
      ]);
      return {
        projectName: overlay.projectName,
        settings: settingsOf(overlay),
        waiting: waiting.map(presentAlert),
        recent: recent.map(presentAlert),
      };
    },

    shown: (overlayId: string, alertId: string) => repo.markShown(db, overlayId, alertId),
    done: (overlayId: string, alertId: string) => finish(overlayId, [alertId], 'shown'),

    /** What the plays module does once a play's alert is off the queue, in the transaction that takes it off. */
    usePlays(shown: PlaysShown) {
      playsShown = shown;
    },

    /**
     * Plays approved in a project, queued on its overlay (made then if its streamer never opened it)
     * in the outbox's transaction: each once, however often its event is heard, and never let go
     * unshown. Answers how to tell the pages once it commits.
     */
    async queuePlays(
      tx: Database,
      projectId: string,
      alerts: Array<{ collector: string; play: TOverlayPlay }>,
    ): Promise<AfterCommit | undefined> {
      let overlay = await repo.findOverlay(tx, { projectId });
      if (!overlay) {
        await repo.ensureOverlay(tx, projectId, newToken());
        overlay = (await repo.findOverlay(tx, { projectId }))!;
      }
      if (overlay.suspended) return undefined;
      const overlayId = overlay.id;
      const rows = await repo.insertAlerts(
        tx,
        alerts.map((alert) => ({ overlayId, kind: 'play', cardId: null, playId: alert.play.playId, code: null, payload: alert })),
      );
      return () => rows.forEach((row) => feed?.alert(overlayId, presentAlert(row)));
    },

    /**
     * Badges crafted in a project, queued on its overlay where its streamer has one, in the outbox's
     * transaction: each once (by its craft), however often its event is heard.
     */
    async queueBadges(
      tx: Database,
      projectId: string,
      alerts: Array<{ collector: string; badge: TOverlayBadge }>,
    ): Promise<AfterCommit | undefined> {
      const overlay = await repo.findOverlay(tx, { projectId });
      if (!overlay || overlay.suspended) return undefined;
      const overlayId = overlay.id;
      const rows = await repo.insertAlerts(
        tx,
        alerts.map((alert) => ({ overlayId, kind: 'badge', cardId: null, playId: null, code: alert.badge.craftId, payload: alert })),
      );
      return () => rows.forEach((row) => feed?.alert(overlayId, presentAlert(row)));
    },

    /**
     * A draw's proof by its code, for anyone: the card's own code, or the code an overlay gave a draw
     * before every card had one. A chain's draw carries its seed; one of the earlier scheme, its seed
     * once its collector revealed it.
     */
    async proof(code: string): Promise<TDrawProof> {
      const byCard = await findCard(db, eq(cards.proofCode, code));
      const alert = byCard ? undefined : await repo.findDrawAlert(db, code);
      const found = byCard ?? (alert?.cardId ? await findCard(db, eq(cards.id, alert.cardId)) : undefined);
      const fairness = found?.card.fairness;
      if (!found || !fairness) throw notFound('DRAW_PROOF_NOT_FOUND', OVERLAY_MESSAGES.proofNotFound);
      const { row, card } = found;
      return {
        code,
        card: alert && 'card' in alert.payload ? alert.payload.card : overlayCard(card),
        project: card.project,
        collectedAt: card.collectedAt,
        fairness,
        serverSeed: fairness.chain?.serverSeed ?? (await repo.revealedSeedOf(db, row.userId, fairness.serverSeedHash)),
        forge: fairness.forged ? await forgeInputsOf(db, row.id) : null,
      };
    },
  };
}

export type OverlaysService = ReturnType<typeof createOverlaysService>;
