import { and, desc, eq, isNotNull, isNull, lt, ne, notExists, notInArray, or, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { fileLink } from '@arcana/shared';
import type { TPictureRef, TUploadPictureResponse } from '@arcana/shared/schemas';
import type { Database } from '../../db/client.js';
import { profilePictures, users } from '../../db/schema.js';
import { ago, DAY_MS, deleteWhere, HOUR_MS, type SweepRule } from '../../lib/sweep.js';
import { AppError, badRequest } from '../../lib/app-error.js';
import { randomToken } from '../../lib/secure-random.js';
import { PICTURES_MESSAGES } from './pictures.messages.js';

/** Pictures are shown at most at 128 px (header and settings); twice that stays sharp on dense screens. */
const PICTURE_SIZE_PX = 256;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
/** Far beyond any photo, short of a decompression bomb. */
const MAX_INPUT_PIXELS = 50_000_000;
const UNCLAIMED_TTL = sql`interval '1 hour'`;
/**
 * An account's uploads kept besides the picture its profile shows: enough to try a few crops before
 * saving one, never a store of its own (the oldest go first).
 */
const PICTURES_KEPT_PER_ACCOUNT = 5;

/**
 * Decides by the bytes, never by the name or the declared type: anything sharp does not decode as
 * JPEG, PNG or WebP is refused. What is kept is a new JPEG, square, without the original's metadata
 * (no EXIF location leaves through a profile picture).
 */
export async function reencodePicture(bytes: Buffer): Promise<Buffer> {
  const format = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .metadata()
    .then((meta) => meta.format as string | undefined)
    .catch(() => undefined);
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415, PICTURES_MESSAGES.type);
  return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize(PICTURE_SIZE_PX, PICTURE_SIZE_PX, { fit: 'cover' })
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer()
    .catch(() => {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415, PICTURES_MESSAGES.type);
    });
}

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

    async find(key: string) {
      const [row] = await db.select().from(profilePictures).where(eq(profilePictures.key, key)).limit(1);
      return row;
    },
  };
}

/** A picture uploaded during a signup that never finished. */
const UNCLAIMED_PICTURE_KEPT_MS = HOUR_MS;
/** A picture no profile shows, whoever uploaded it: a day is long enough to come back and save it. */
const UNSHOWN_PICTURE_KEPT_MS = DAY_MS;

export const sweepPictures: SweepRule = (tx) =>
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
