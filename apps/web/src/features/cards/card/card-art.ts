import { cardArtSlug } from '@arcana/shared';

/**
 * Every catalogue card's art, by file, as the address the build gives it (named by its content, so
 * cached for good). Only the addresses are in the bundle: a picture is fetched when a card shows it.
 */
const ART_URLS = import.meta.glob<string>('../art/*.svg', { eager: true, query: '?url&no-inline', import: 'default' });

/** The address of the card's own art, or undefined for a card the catalogue does not have. */
export const cardArtUrl = (name: string): string | undefined => ART_URLS[`../art/${cardArtSlug(name)}.svg`];

/** Every card's art by its name, for the inventory's first screen (which fills in cards before the app). */
export function cardArtByName(names: readonly string[]): Record<string, string> {
  const arts: Record<string, string> = {};
  for (const name of names) {
    const url = cardArtUrl(name);
    if (url) arts[name] = url;
  }
  return arts;
}
