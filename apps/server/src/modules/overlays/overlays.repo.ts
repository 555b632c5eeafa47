import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { HOUSE_PROJECT_SLUG, OVERLAY_LIMITS, RARITY_SORT_WEIGHT } from '@arcana/shared';
import { TICKER_ALERT_KIND, type TRarity } from '@arcana/shared/schemas';
import type { Database } from '../../db/client.js';
import { cardDesigns, collections, drawSeeds, overlayAlerts, overlays, projects } from '../../db/schema.js';

export type { AlertPayload } from './schema.js';
export type OverlayRow = typeof overlays.$inferSelect;
export type AlertRow = typeof overlayAlerts.$inferSelect;
export type NewAlert = typeof overlayAlerts.$inferInsert;

/** An overlay with what its feed needs of its project. */
export type FeedOverlay = OverlayRow & { projectName: string; projectSlug: string; ownerId: string | null; suspended: boolean };

const withProject = {
  overlay: overlays,
  projectName: projects.name,
  projectSlug: projects.slug,
  ownerId: projects.ownerId,
  suspended: sql<boolean>`${projects.suspendedAt} is not null`,
};
const flatten = ({ overlay, ...project }: { overlay: OverlayRow } & Omit<FeedOverlay, keyof OverlayRow>): FeedOverlay => ({
  ...overlay,
  ...project,
});

/** Which overlay: its project's, by id or (unless the project is suspended) by address; or its token's. */
type OverlayKey = { projectId: string } | { tokenHash: string } | { liveProjectSlug: string };

const overlayWhere = (key: OverlayKey) =>
  'projectId' in key
    ? eq(overlays.projectId, key.projectId)
    : 'tokenHash' in key
      ? eq(overlays.tokenHash, key.tokenHash)
      : and(eq(projects.slug, key.liveProjectSlug), isNull(projects.suspendedAt));

export async function findOverlay(db: Database, key: OverlayKey): Promise<FeedOverlay | undefined> {
  const [row] = await db
    .select(withProject)
    .from(overlays)
    .innerJoin(projects, eq(projects.id, overlays.projectId))
    .where(overlayWhere(key))
    .limit(1);
  return row && flatten(row);
}

/** The project's overlay, made with the default settings the first time it is asked for (two at once: one makes it). */
export async function ensureOverlay(db: Database, projectId: string, token: { hash: string; sealed: string }): Promise<void> {
  await db
    .insert(overlays)
    .values({
      projectId,
      tokenHash: token.hash,
      tokenSealed: token.sealed,
      displaySeconds: OVERLAY_LIMITS.displaySeconds.default,
      volume: OVERLAY_LIMITS.volume.default,
      expireMinutes: OVERLAY_LIMITS.expireMinutes.default,
    })
    .onConflictDoNothing({ target: overlays.projectId });
}

export async function updateOverlay(db: Database, id: string, values: Partial<typeof overlays.$inferInsert>): Promise<void> {
  await db.update(overlays).set(values).where(eq(overlays.id, id));
}

/** The overlay of the project a card was drawn in, when it shows cards of that rarity. */
export async function overlayShowing(db: Database, projectSlug: string, rarity: TRarity): Promise<FeedOverlay | undefined> {
  const weight = RARITY_SORT_WEIGHT[rarity];
  const [row] = await db
    .select(withProject)
    .from(overlays)
    .innerJoin(projects, eq(projects.id, overlays.projectId))
    .where(
      and(
        eq(projects.slug, projectSlug),
        isNull(projects.suspendedAt),
        sql`(${overlays.minRarity} is null or case ${overlays.minRarity} ${sql.raw(
          Object.entries(RARITY_SORT_WEIGHT)
            .map(([name, value]) => `when '${name}' then ${value}`)
            .join(' '),
        )} end <= ${weight})`,
      ),
    )
    .limit(1);
  return row && flatten(row);
}

/** Queues an alert; a draw already queued (its event heard twice) or a code already taken answers none. */
export async function insertAlert(db: Database, alert: NewAlert): Promise<AlertRow | undefined> {
  const [row] = await db.insert(overlayAlerts).values(alert).onConflictDoNothing().returning();
  return row;
}

/** Queues alerts at once; one queued already (its event heard twice) is not queued again. */
export async function insertAlerts(db: Database, alerts: NewAlert[]): Promise<AlertRow[]> {
  return alerts.length === 0 ? [] : db.insert(overlayAlerts).values(alerts).onConflictDoNothing().returning();
}

/** The alert of a burst that waits unshown, held until the transaction ends: a grant of the burst joins it. */
export async function openBurst(db: Database, overlayId: string, burstKey: string): Promise<AlertRow | undefined> {
  const [row] = await db
    .select()
    .from(overlayAlerts)
    .where(
      and(
        eq(overlayAlerts.overlayId, overlayId),
        eq(overlayAlerts.burstKey, burstKey),
        isNull(overlayAlerts.shownAt),
        isNull(overlayAlerts.doneAt),
      ),
    )
    .for('update')
    .limit(1);
  return row;
}

export async function updatePayload(db: Database, alertId: string, payload: AlertRow['payload']): Promise<AlertRow> {
  const [row] = await db.update(overlayAlerts).set({ payload }).where(eq(overlayAlerts.id, alertId)).returning();
  return row!;
}

export async function isQueued(db: Database, overlayId: string, cardId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: overlayAlerts.id })
    .from(overlayAlerts)
    .where(and(eq(overlayAlerts.overlayId, overlayId), eq(overlayAlerts.cardId, cardId), eq(overlayAlerts.kind, 'draw')))
    .limit(1);
  return row !== undefined;
}

/** Not yet past the overlay's minutes, or a play's: a card played was spent for it, so it waits however long. */
const stillDue = (overlay: Pick<OverlayRow, 'expireMinutes'>) =>
  sql`(${overlayAlerts.createdAt} >= now() - make_interval(mins => ${overlay.expireMinutes}) or ${overlayAlerts.kind} = 'play')`;

/** Alerts left unshown past the overlay's minutes are let go (a play's never is). */
export async function expireStale(db: Database, overlay: Pick<OverlayRow, 'id' | 'expireMinutes'>): Promise<void> {
  await db
    .update(overlayAlerts)
    .set({ doneAt: sql`now()`, outcome: 'expired' })
    .where(and(eq(overlayAlerts.overlayId, overlay.id), isNull(overlayAlerts.doneAt), sql`not ${stillDue(overlay)}`));
}

/** Alerts left unshown past the overlay's minutes are let go first; then what waits, oldest first. */
export async function waitingAlerts(db: Database, overlay: Pick<OverlayRow, 'id' | 'expireMinutes'>): Promise<AlertRow[]> {
  await expireStale(db, overlay);
  return db
    .select()
    .from(overlayAlerts)
    .where(and(eq(overlayAlerts.overlayId, overlay.id), isNull(overlayAlerts.doneAt)))
    .orderBy(asc(overlayAlerts.createdAt), asc(overlayAlerts.id));
}

export function countWaiting(db: Database, overlay: Pick<OverlayRow, 'id' | 'expireMinutes'>): Promise<number> {
  return db
    .$count(overlayAlerts, and(eq(overlayAlerts.overlayId, overlay.id), isNull(overlayAlerts.doneAt), stillDue(overlay)))
    .then(Number);
}

/** The ticker's last pulls, newest first: each draw as it was queued, shown yet or not (docs/product-rules.md "Stream overlay"). */
export function recentPulls(db: Database, overlayId: string, limit: number): Promise<AlertRow[]> {
  return db
    .select()
    .from(overlayAlerts)
    .where(and(eq(overlayAlerts.overlayId, overlayId), eq(overlayAlerts.kind, TICKER_ALERT_KIND)))
    .orderBy(desc(overlayAlerts.createdAt), desc(overlayAlerts.id))
    .limit(limit);
}

/** The alert last shown to the end, for a replay. */
export async function lastShown(db: Database, overlayId: string): Promise<AlertRow | undefined> {
  const [row] = await db
    .select()
    .from(overlayAlerts)
    .where(and(eq(overlayAlerts.overlayId, overlayId), eq(overlayAlerts.outcome, 'shown')))
    .orderBy(desc(overlayAlerts.doneAt))
    .limit(1);
  return row;
}

/** The page says the alert is on screen: recorded once, and only for an alert of its own overlay. */
export async function markShown(db: Database, overlayId: string, alertId: string): Promise<void> {
  await db
    .update(overlayAlerts)
    .set({ shownAt: sql`now()` })
    .where(and(eq(overlayAlerts.id, alertId), eq(overlayAlerts.overlayId, overlayId), isNull(overlayAlerts.shownAt)));
}

/** Alerts taken off the queue (shown to the end, skipped, cleared): the ones that were still waiting. */
export async function markDone(
  db: Database,
  overlayId: string,
  alertIds: string[] | 'all',
  outcome: 'shown' | 'skipped' | 'cleared',
): Promise<AlertRow[]> {
  return db
    .update(overlayAlerts)
    .set({ doneAt: sql`now()`, outcome, ...(outcome === 'shown' ? { shownAt: sql`coalesce(${overlayAlerts.shownAt}, now())` } : {}) })
    .where(
      and(
        eq(overlayAlerts.overlayId, overlayId),
        isNull(overlayAlerts.doneAt),
        ...(alertIds === 'all' ? [] : [inArray(overlayAlerts.id, alertIds)]),
      ),
    )
    .returning();
}

/** A design of this rarity to show as a test: the project's own first, else the house's. */
export async function sampleDesign(db: Database, projectId: string, rarity: TRarity) {
  const [design] = await db
    .select({
      name: cardDesigns.name,
      description: cardDesigns.description,
      image: cardDesigns.image,
      type: cardDesigns.type,
      power: cardDesigns.powerMax,
      defense: cardDesigns.defenseMax,
    })
    .from(cardDesigns)
    .innerJoin(collections, eq(collections.id, cardDesigns.collectionId))
    .innerJoin(projects, eq(projects.id, collections.projectId))
    .where(and(eq(cardDesigns.rarity, rarity), sql`(${collections.projectId} = ${projectId} or ${projects.slug} = ${HOUSE_PROJECT_SLUG})`))
    .orderBy(desc(sql`${collections.projectId} = ${projectId}`), asc(cardDesigns.name))
    .limit(1);
  return design;
}

/** The draw alert an overlay gave a code before every card had its own: its card and what it showed. */
export async function findDrawAlert(db: Database, code: string) {
  const [row] = await db
    .select({ cardId: overlayAlerts.cardId, payload: overlayAlerts.payload })
    .from(overlayAlerts)
    .where(and(eq(overlayAlerts.code, code), eq(overlayAlerts.kind, 'draw')))
    .limit(1);
  return row;
}

/** The server seed of the earlier scheme a card was drawn with, once its collector revealed it (rotated); null before. */
export async function revealedSeedOf(db: Database, userId: string, serverSeedHash: string): Promise<string | null> {
  const [row] = await db
    .select({ seed: drawSeeds.revealedSeed })
    .from(drawSeeds)
    .where(and(eq(drawSeeds.userId, userId), eq(drawSeeds.serverSeedHash, serverSeedHash)))
    .limit(1);
  return row?.seed ?? null;
}
