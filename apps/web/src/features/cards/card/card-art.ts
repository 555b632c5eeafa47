import { ARTWORKS, cardArtSlug, fileLink } from '@arcana/shared';

/**
 * Every catalogue card's art, by file, as the address the build gives it (named by its content, so
 * cached for good). Only the addresses are in the bundle: a picture is fetched when a card shows it.
 */
const ART_URLS = import.meta.glob<string>('../art/*.svg', { eager: true, query: '?url&no-inline', import: 'default' });

/** Where a picture uploaded to a project is served: `/api/files/` and a key the server made (URL-safe base64). */
const UPLOADED_ART = new RegExp(`^${fileLink('').replace(/[/.]/g, '\\$&')}[A-Za-z0-9_-]{1,128}$`);

/** One of our artworks by its key (`crimson-fox`), as a design names it; undefined for any other key. */
export const artworkUrl = (key: string): string | undefined => ART_URLS[`../art/${key}.svg`];

/** The address of the card's own art, or undefined for a card the catalogue does not have. */
export const cardArtUrl = (name: string): string | undefined => artworkUrl(cardArtSlug(name));

/**
 * A card's art (docs/product-rules.md "Projects and odds"): what its design's `image` names first (one
 * of our artworks by key, or a picture uploaded to its project, shown from its own address), then the
 * house catalogue's art by the card's name (the catalogue's `image` is an emoji, which names nothing).
 * Undefined when neither has any: the card shows its type's emblem.
 */
export function cardArtOf(card: { name: string; image: string }): string | undefined {
  return artworkUrl(card.image) ?? (UPLOADED_ART.test(card.image) ? card.image : undefined) ?? cardArtUrl(card.name);
}

/** Our artworks a creator may give a design, with their names for the picker's labels. */
export const ARTWORKS_WITH_URLS: ReadonlyArray<{ key: string; url: string; name: string }> = /* @__PURE__ */ ARTWORKS.map(
  ({ key, name }) => ({ key, name, url: artworkUrl(key)! }),
);

/** Every card's art by its name, for the inventory's first screen (which fills in cards before the app). */
export function cardArtByName(names: readonly string[]): Record<string, string> {
  const arts: Record<string, string> = {};
  for (const name of names) {
    const url = cardArtUrl(name);
    if (url) arts[name] = url;
  }
  return arts;
}
