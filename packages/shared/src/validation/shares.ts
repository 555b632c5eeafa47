/** A card shared at a public page, and its 3D model (docs/product-rules.md "Cards in 3D and shared"). */
export const SHARE_LIMITS = {
  /** Random bytes of a share's id: an address nobody guesses. */
  idBytes: 12,
  /** The model's size at most, in bytes: what a phone fetches to turn a card. */
  modelBytes: 250 * 1024,
} as const;

export const SHARE_MESSAGES = {
  shareNotFound: 'This card is not shared',
  cardNotFound: 'Card not found',
  shared: 'Anyone with the link sees this card',
  revoked: 'The link no longer shows this card',
} as const;
