import type { TCollection } from '@arcana/shared/schemas';

/** A version of it waits for the admins: nothing of it can change until they decide. */
export const waitsForReview = (collection: TCollection): boolean => collection.versions.some((v) => v.status === 'in_review');
