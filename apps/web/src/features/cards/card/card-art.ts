import { ARTWORKS, cardArtSlug, cardArtSource, fileLink } from '@arcana/shared';

/**
 * Every catalogue card's art, by file, as the address the build gives it (named by its content, so
 * cached for good). Only the addresses are in the bundle: a picture is fetched when a card shows it.
 * The files are the shared package's, which the server's 3D models draw from too.
 */
const ART_URLS = import.meta.glob<string>('../../../../../../packages/shared/art/*.svg', {
  eager: true,
  query: '?url&no-inline',
  import: 'default',
});

/** One of our artworks by its key (`crimson-fox`), as a design names it; undefined for any other key. */
export const artworkUrl = (key: string): string | undefined => ART_URLS[`../../../../../../packages/shared/art/${key}.svg`];

/** The address of the card's own art, or undefined for a card the catalogue does not have. */
export const cardArtUrl = (name: string): string | undefined => artworkUrl(cardArtSlug(name));

/** A card's art by the shared rule (cardArtSource), as an address; undefined when it has none: the card shows its type's emblem. */
export function cardArtOf(card: { name: string; image: string }): string | undefined {
  const source = cardArtSource(card);
  if (!source) return undefined;
  return 'upload' in source ? fileLink(source.upload) : artworkUrl(source.artwork);
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
