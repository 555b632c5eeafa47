import { canonicalJson, draftVersionOf, oddsVersionHash, type OddsVersion } from '@arcana/shared/draw';
import type { TCollection } from '@arcana/shared/schemas';

/** The collection's draft as review will see it: the preview draws and hashes exactly this. */
export const draftOf = (collection: TCollection): OddsVersion =>
  draftVersionOf(collection.weights, collection.designs, {
    actions: collection.actions,
    crafting: collection.crafting,
  });
export const draftCanonical = (collection: TCollection): string => canonicalJson(draftOf(collection));
export const draftHash = (collection: TCollection): string => oddsVersionHash(draftOf(collection));
