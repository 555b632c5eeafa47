import { and, eq, lt, notExists, sql } from 'drizzle-orm';
import { fileLink, PROJECT_PICTURE_SIZES } from '@arcana/shared';
import type { TProjectPicture, TProjectPictureKind } from '@arcana/shared/schemas';
import type { Database } from '../../db/client.js';
import { cardDesigns, projectPictures } from '../../db/schema.js';
import { randomToken } from '../../lib/secure-random.js';
import { ago, DAY_MS, deleteWhere, type SweepRule } from '../../lib/sweep.js';
import { reencode } from './reencode.js';

const WEBP = 'image/webp';
/** Card art no design has taken: a day is long enough to upload it and then make the design. */
const UNUSED_ART_KEPT_MS = DAY_MS;

/**
 * Keeps an upload as the project's cover, avatar or card art: a WebP of the kind's size, without
 * metadata (docs/product-rules.md "Projects and odds"). A cover or an avatar takes the old one's row in
 * the same statement, under a new key, so the old address stops answering and a cache never shows it
 * for the new; art adds a picture. Nothing is stored when the bytes are refused.
 */
export async function storeProjectPicture(
  db: Database,
  { projectId, kind, bytes }: { projectId: string; kind: TProjectPictureKind; bytes: Buffer },
): Promise<TProjectPicture> {
  const webp = await reencode(bytes, { ...PROJECT_PICTURE_SIZES[kind], format: 'webp' });
  const key = randomToken();
  const insert = db.insert(projectPictures).values({ key, projectId, kind, contentType: WEBP, bytes: webp });
  if (kind === 'art') await insert;
  else
    await insert.onConflictDoUpdate({
      target: [projectPictures.projectId, projectPictures.kind],
      targetWhere: sql`kind <> 'art'`,
      set: { key, contentType: WEBP, bytes: webp, createdAt: sql`now()` },
    });
  return { kind, key, url: fileLink(key) };
}

export async function findProjectPicture(db: Database, key: string): Promise<{ contentType: string; bytes: Buffer } | undefined> {
  const [row] = await db
    .select({ contentType: projectPictures.contentType, bytes: projectPictures.bytes })
    .from(projectPictures)
    .where(eq(projectPictures.key, key))
    .limit(1);
  return row;
}

/**
 * Whether `key` is card art uploaded to this project, taking it for a design if so. Taking it restarts
 * its age in the design's transaction: a sweep that reaches the row then waits for that transaction
 * and finds it young, so it never deletes art a design was just given.
 */
export async function takeProjectArt(executor: Database, projectId: string, key: string): Promise<boolean> {
  const taken = await executor
    .update(projectPictures)
    .set({ createdAt: sql`now()` })
    .where(and(eq(projectPictures.key, key), eq(projectPictures.projectId, projectId), eq(projectPictures.kind, 'art')))
    .returning({ key: projectPictures.key });
  return taken.length > 0;
}

/** Card art no design uses, a day after it was uploaded or last taken. Covers and avatars stay while their project does. */
export const sweepProjectArt: SweepRule = (tx) =>
  deleteWhere(
    tx,
    projectPictures,
    and(
      eq(projectPictures.kind, 'art'),
      lt(projectPictures.createdAt, ago(UNUSED_ART_KEPT_MS)),
      notExists(
        tx
          .select({ one: sql`1` })
          .from(cardDesigns)
          .where(eq(cardDesigns.image, sql`${fileLink('')} || ${projectPictures.key}`)),
      ),
    ),
  );
