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
