import { fileLink } from './api-paths.js';
import { isArtworkKey, type TArtworkKey } from './artworks.js';

/**
 * The file name, without `.svg`, of a catalogue card's art: the card's name in lower case, each run of
 * characters other than a–z and 0–9 one hyphen ("Traveller’s Lantern" → `traveller-s-lantern`). One
 * rule wherever a card's art is looked up by its name.
 */
export const cardArtSlug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Where a picture uploaded to a project is served: `/api/files/` and a key the server made (URL-safe base64). */
const UPLOADED_ART = new RegExp(`^${fileLink('').replace(/[/.]/g, '\\$&')}([A-Za-z0-9_-]{1,128})$`);

/** A card's art: one of our artworks (packages/shared/art/{key}.svg), or a picture uploaded to its project (by its file key). */
export type CardArtSource = { artwork: TArtworkKey } | { upload: string };

/**
 * A card's art (docs/product-rules.md "Projects and odds"): what its design's `image` names first (one
 * of our artworks by key, or a picture uploaded to its project), then the house catalogue's art by the
 * card's name (the catalogue's `image` is an emoji, which names nothing). Null when neither has any:
 * the card shows its type's emblem. The app and the server's models read a card's art by this rule.
 */
export function cardArtSource({ name, image }: { name: string; image: string }): CardArtSource | null {
  if (isArtworkKey(image)) return { artwork: image };
  const upload = UPLOADED_ART.exec(image)?.[1];
  if (upload) return { upload };
  const byName = cardArtSlug(name);
  return isArtworkKey(byName) ? { artwork: byName } : null;
}
