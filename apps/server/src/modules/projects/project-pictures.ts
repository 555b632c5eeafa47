import type { TProjectPicture, TProjectPictureKind } from '@arcana/shared/schemas';
import type { Platform } from '../../platform/platform.js';
import { AppError } from '../../lib/app-error.js';
import { storeProjectPicture } from '../pictures/index.js';
import { subjectAndIp } from '../../platform/rate-limit/index.js';
import type { UserRow } from '../users/index.js';
import { ownProject, requireCreator } from './project-access.js';

/** The request field a refusal names: the cover, the avatar, or the design's image the art is for. */
const FIELD_OF: Record<TProjectPictureKind, string> = { cover: 'cover', avatar: 'avatar', art: 'image' };

/** A refusal of the picture itself (415, 413, an unreadable upload), naming the field it is for. */
function namingField<T>(kind: TProjectPictureKind, work: () => Promise<T>): Promise<T> {
  return work().catch((error: unknown) => {
    if (error instanceof AppError && !error.field)
      throw new AppError(error.code, error.status, error.message, error.retryAfterSeconds, FIELD_OF[kind]);
    throw error;
  });
}

/** The pictures a creator uploads to their project (docs/product-rules.md "Projects and odds"). */
export function createProjectPictures({ db, rateLimiter, config }: Pick<Platform, 'db' | 'rateLimiter' | 'config'>) {
  return {
    /**
     * Counted before any byte is read, with the rule of profile pictures' uploads (docs/product-rules.md
     * "Rate limits"), in a count of their own: a creator setting up a collection's art does not use up
     * their profile's.
     */
    limitPictureUploads: (userId: string, ip: string) =>
      rateLimiter.hit(subjectAndIp('project-picture-upload', config.rateLimits.pictureUpload, `user:${userId}`, ip)),

    /** The upload is read only once its uploader is known to own the project. */
    async uploadPicture(
      user: UserRow,
      projectId: string,
      kind: TProjectPictureKind,
      read: () => Promise<Buffer>,
    ): Promise<TProjectPicture> {
      requireCreator(user);
      await ownProject(db, user, projectId);
      return namingField(kind, async () => storeProjectPicture(db, { projectId, kind, bytes: await read() }));
    },
  };
}
