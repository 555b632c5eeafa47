/**
 * Arcana's original artworks, which a creator's card design may take as its `image` by key
 * (docs/product-rules.md "Projects and odds"): the house catalogue's cards, each keyed by
 * `cardArtSlug(name)`, in the catalogue's order, with the card's name. Written out rather than
 * computed from `draw/catalogue.ts`, because importing that module brings the house version (and the
 * hashing that makes its design ids) into every bundle that reads this package's root. Tests hold them
 * equal: `artworks.test.ts` to the catalogue, the web's `card-art.test.ts` to the SVG files in `packages/shared/art`.
 */
export const ARTWORKS = [
  { key: 'village-guard', name: 'Village Guard' },
  { key: 'squire-of-ash', name: 'Squire of Ash' },
  { key: 'iron-vanguard', name: 'Iron Vanguard' },
  { key: 'shieldmaiden-of-the-fjord', name: 'Shieldmaiden of the Fjord' },
  { key: 'knight-of-the-violet-dawn', name: 'Knight of the Violet Dawn' },
  { key: 'stormbreaker-captain', name: 'Stormbreaker Captain' },
  { key: 'warlord-of-ember-peaks', name: 'Warlord of Ember Peaks' },
  { key: 'champion-of-the-sunken-arena', name: 'Champion of the Sunken Arena' },
  { key: 'aurelion-the-unbroken', name: 'Aurelion, the Unbroken' },
  { key: 'queen-of-a-thousand-banners', name: 'Queen of a Thousand Banners' },
  { key: 'apprentice-scribe', name: 'Apprentice Scribe' },
  { key: 'hedge-witch', name: 'Hedge Witch' },
  { key: 'frost-adept', name: 'Frost Adept' },
  { key: 'runebinder', name: 'Runebinder' },
  { key: 'astral-cartographer', name: 'Astral Cartographer' },
  { key: 'pyromancer-of-the-red-tower', name: 'Pyromancer of the Red Tower' },
  { key: 'archmage-of-hollow-moon', name: 'Archmage of Hollow Moon' },
  { key: 'chronoweaver', name: 'Chronoweaver' },
  { key: 'vael-keeper-of-the-arcana', name: 'Vael, Keeper of the Arcana' },
  { key: 'the-starborn-sage', name: 'The Starborn Sage' },
  { key: 'pickpocket', name: 'Pickpocket' },
  { key: 'alley-lookout', name: 'Alley Lookout' },
  { key: 'night-courier', name: 'Night Courier' },
  { key: 'duelist-of-the-docks', name: 'Duelist of the Docks' },
  { key: 'shadow-broker', name: 'Shadow Broker' },
  { key: 'glass-dancer', name: 'Glass Dancer' },
  { key: 'master-of-the-silent-guild', name: 'Master of the Silent Guild' },
  { key: 'crimson-fox', name: 'Crimson Fox' },
  { key: 'nyx-the-unseen-hand', name: 'Nyx, the Unseen Hand' },
  { key: 'the-last-thief-of-lumen', name: 'The Last Thief of Lumen' },
  { key: 'herbalist', name: 'Herbalist' },
  { key: 'field-medic', name: 'Field Medic' },
  { key: 'temple-acolyte', name: 'Temple Acolyte' },
  { key: 'springwater-mender', name: 'Springwater Mender' },
  { key: 'lightbound-cleric', name: 'Lightbound Cleric' },
  { key: 'keeper-of-the-green-vale', name: 'Keeper of the Green Vale' },
  { key: 'oracle-of-mercy', name: 'Oracle of Mercy' },
  { key: 'phoenix-priestess', name: 'Phoenix Priestess' },
  { key: 'seraphine-dawn-incarnate', name: 'Seraphine, Dawn Incarnate' },
  { key: 'the-eternal-physician', name: 'The Eternal Physician' },
  { key: 'moss-toad', name: 'Moss Toad' },
  { key: 'scout-hawk', name: 'Scout Hawk' },
  { key: 'dire-wolf', name: 'Dire Wolf' },
  { key: 'thornback-boar', name: 'Thornback Boar' },
  { key: 'storm-griffin', name: 'Storm Griffin' },
  { key: 'crystal-stag', name: 'Crystal Stag' },
  { key: 'abyssal-leviathan', name: 'Abyssal Leviathan' },
  { key: 'ember-drake', name: 'Ember Drake' },
  { key: 'ouroboros-the-endless-coil', name: 'Ouroboros, the Endless Coil' },
  { key: 'solaris-the-sun-lion', name: 'Solaris, the Sun Lion' },
  { key: 'traveller-s-lantern', name: 'Traveller’s Lantern' },
  { key: 'copper-compass', name: 'Copper Compass' },
  { key: 'whispering-map', name: 'Whispering Map' },
  { key: 'hourglass-of-patience', name: 'Hourglass of Patience' },
  { key: 'mirror-of-true-names', name: 'Mirror of True Names' },
  { key: 'gauntlet-of-the-forge', name: 'Gauntlet of the Forge' },
  { key: 'crown-of-echoes', name: 'Crown of Echoes' },
  { key: 'prism-of-the-seven-skies', name: 'Prism of the Seven Skies' },
  { key: 'the-arcana-deck', name: 'The Arcana Deck' },
  { key: 'heart-of-the-prize-machine', name: 'Heart of the Prize Machine' },
] as const satisfies ReadonlyArray<{ key: string; name: string }>;

export type TArtworkKey = (typeof ARTWORKS)[number]['key'];

// Pure, so a bundle that never asks about artworks leaves them out.
export const ARTWORK_KEYS: readonly TArtworkKey[] = /* @__PURE__ */ ARTWORKS.map((artwork) => artwork.key);

const ARTWORK_KEY_SET: ReadonlySet<string> = /* @__PURE__ */ new Set(ARTWORK_KEYS);

export const isArtworkKey = (value: string): value is TArtworkKey => ARTWORK_KEY_SET.has(value);
