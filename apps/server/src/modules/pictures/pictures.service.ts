import { and, desc, eq, isNotNull, isNull, lt, ne, notExists, notInArray, or, sql } from 'drizzle-orm';
import { fileLink } from '@arcana/shared';
import type { TPictureRef, TUploadPictureResponse } from '@arcana/shared/schemas';
import type { Database } from '../../db/client.js';
import { profilePictures, users } from '../../db/schema.js';
import { ago, DAY_MS, deleteWhere, HOUR_MS, type SweepRule } from '../../lib/sweep.js';
import { badRequest } from '../../lib/app-error.js';
import { randomToken } from '../../lib/secure-random.js';
import { PICTURES_MESSAGES } from './pictures.messages.js';
import { findProjectPicture, sweepProjectArt } from './project-pictures.service.js';
import { reencode } from './reencode.js';

/** Pictures are shown at most at 128 px (header and settings); twice that stays sharp on dense screens. */
const PICTURE_SIZE_PX = 256;
const UNCLAIMED_TTL = sql`interval '1 hour'`;
/**
 * An account's uploads kept besides the picture its profile shows: enough to try a few crops before
 * saving one, never a store of its own (the oldest go first).
 */
const PICTURES_KEPT_PER_ACCOUNT = 5;

/** A profile picture as kept: a square JPEG (docs/product-rules.md "Picture"). */
export const reencodePicture = (bytes: Buffer) => reencode(bytes, { width: PICTURE_SIZE_PX, height: PICTURE_SIZE_PX, format: 'jpeg' });

/** Claims `ref` for the user if it is theirs already or unclaimed (a signup's); refuses anyone else's. */
export async function claimPicture(executor: Database, userId: string, ref: TPictureRef): Promise<string> {
  const [owned] = await executor
    .update(profilePictures)
    .set({ userId })
    .where(and(eq(profilePictures.key, ref.key), sql`(${profilePictures.userId} = ${userId} or ${profilePictures.userId} is null)`))
    .returning({ key: profilePictures.key });
  if (!owned) throw badRequest('PICTURE_UNKNOWN', PICTURES_MESSAGES.unknown);
  return owned.key;
}

/** Once the user points at `keep` (or at nothing), their other pictures are garbage. */
export async function dropOtherPictures(executor: Database, userId: string, keep: string | null): Promise<void> {
  await executor
    .delete(profilePictures)
    .where(keep ? and(eq(profilePictures.userId, userId), ne(profilePictures.key, keep)) : eq(profilePictures.userId, userId));
}

/** The account's uploads beyond the newest few, the picture its profile shows excepted. */
async function dropOldestUploads(db: Database, userId: string): Promise<void> {
  const newest = db
    .select({ key: profilePictures.key })
    .from(profilePictures)
    .where(eq(profilePictures.userId, userId))
    .orderBy(desc(profilePictures.createdAt), desc(profilePictures.key))
    .limit(PICTURES_KEPT_PER_ACCOUNT);
  const shown = db
    .select({ key: users.pfpKey })
    .from(users)
    .where(and(eq(users.id, userId), isNotNull(users.pfpKey)));
  await db
    .delete(profilePictures)
    .where(and(eq(profilePictures.userId, userId), notInArray(profilePictures.key, newest), notInArray(profilePictures.key, shown)));
}

export function createPictureStore(db: Database) {
  return {
    /** A picture of a signed-in user (userId) or of a signup not finished yet (null, claimed later by key). */
    async save(bytes: Buffer, userId: string | null): Promise<TUploadPictureResponse> {
      const jpeg = await reencodePicture(bytes);
      const key = randomToken();
      await db.insert(profilePictures).values({ key, userId, contentType: 'image/jpeg', bytes: jpeg });
      if (userId) await dropOldestUploads(db, userId);
      await db
        .delete(profilePictures)
        .where(and(isNull(profilePictures.userId), lt(profilePictures.createdAt, sql`now() - ${UNCLAIMED_TTL}`)));
      return { url: fileLink(key), key };
    },

    /** Any stored picture by its key, a profile's or a project's: what the files route serves. */
    async find(key: string): Promise<{ contentType: string; bytes: Buffer } | undefined> {
      const [row] = await db.select().from(profilePictures).where(eq(profilePictures.key, key)).limit(1);
      return row ?? findProjectPicture(db, key);
    },
  };
}

/** A picture uploaded during a signup that never finished. */
const UNCLAIMED_PICTURE_KEPT_MS = HOUR_MS;
/** A picture no profile shows, whoever uploaded it: a day is long enough to come back and save it. */
const UNSHOWN_PICTURE_KEPT_MS = DAY_MS;

const sweepProfilePictures: SweepRule = (tx) =>
  deleteWhere(
    tx,
    profilePictures,
    or(
      and(isNull(profilePictures.userId), lt(profilePictures.createdAt, ago(UNCLAIMED_PICTURE_KEPT_MS))),
      and(
        lt(profilePictures.createdAt, ago(UNSHOWN_PICTURE_KEPT_MS)),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(users)
            .where(eq(users.pfpKey, profilePictures.key)),
        ),
      ),
    ),
  );

/** Every picture nobody shows or uses any more: profiles' and projects' art alike. */
export const sweepPictures: SweepRule = async (tx) => (await sweepProfilePictures(tx)) + (await sweepProjectArt(tx));

export type PictureStore = ReturnType<typeof createPictureStore>;
