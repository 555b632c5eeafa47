/**
 * Arcana's sound library (docs/product-rules.md "Playing cards"): every sound a card's action or an
 * alert can make, synthesized by the page that plays it (no sound files, nothing fetched). Its keys
 * are part of a collection's terms: a key is never renamed or reused for another sound.
 */
export const SOUND_KEYS = ['chime', 'fanfare', 'drum-roll', 'laser', 'coins', 'gong', 'air-horn', 'sparkle'] as const;
export type TSoundKey = (typeof SOUND_KEYS)[number];

export const SOUND_NAMES: Record<TSoundKey, string> = {
  chime: 'Chime',
  fanfare: 'Fanfare',
  'drum-roll': 'Drum roll',
  laser: 'Laser',
  coins: 'Coins',
  gong: 'Gong',
  'air-horn': 'Air horn',
  sparkle: 'Sparkle',
};
