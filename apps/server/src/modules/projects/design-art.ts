import { fileLink, isArtworkKey, PROJECT_MESSAGES } from '@arcana/shared';
import type { Database } from '../../db/client.js';
import { badRequest } from '../../lib/app-error.js';
import { takeProjectArt } from '../pictures/index.js';

const FILE_PREFIX = fileLink('');
/** What `fileLink` makes of a stored picture's key (URL-safe base64), and nothing else. */
const FILE_ADDRESS = new RegExp(`^${FILE_PREFIX.replace(/[/.]/g, '\\$&')}([A-Za-z0-9_-]{1,128})$`);

/**
 * A design's image is one of our artworks, or card art uploaded to the design's own project
 * (docs/product-rules.md "Projects and odds"): never another project's upload, a profile picture or an
 * address elsewhere, which a card would show under this project's name.
 */
export async function requireDesignArt(executor: Database, projectId: string, image: string): Promise<void> {
  if (isArtworkKey(image)) return;
  const key = FILE_ADDRESS.exec(image)?.[1];
  if (key && (await takeProjectArt(executor, projectId, key))) return;
  throw badRequest('ART_UNKNOWN', PROJECT_MESSAGES.artUnknown, 'image');
}
