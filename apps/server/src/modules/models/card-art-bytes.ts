import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { cardArtSource } from '@arcana/shared';
import type { TCardFace } from '@arcana/shared/schemas';
import type { Database } from '../../db/client.js';
import { findProjectPicture } from '../pictures/index.js';
import type { ArtBytes } from './card-face.js';

/** Our artworks' files: the shared package's `art` folder, found from the package itself, as source or compiled. */
const ART_DIR = join(dirname(createRequire(import.meta.url).resolve('@arcana/shared')), '..', 'art');

/** A card's art by the rule the app draws it by (cardArtSource); null when it has none, or its upload is gone. */
export async function cardArtBytes(db: Database, face: Pick<TCardFace, 'name' | 'image'>): Promise<ArtBytes | null> {
  const source = cardArtSource(face);
  if (!source) return null;
  if ('artwork' in source) return { bytes: await readFile(join(ART_DIR, `${source.artwork}.svg`)), vector: true };
  const picture = await findProjectPicture(db, source.upload);
  return picture ? { bytes: picture.bytes, vector: false } : null;
}

/** What identifies a card's art in a content hash: our artworks by key, an upload by its key (a new upload is a new key). */
export const artIdentity = (face: Pick<TCardFace, 'name' | 'image'>) => JSON.stringify(cardArtSource(face));
