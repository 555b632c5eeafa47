/** A card in the room, in metres: the same size as its 3D model. */
export const ROOM_CARD = { width: 0.25, height: 0.35 } as const;
/** Cards in one ring of the tower, and the room between them. */
const PER_RING = 24;
const GAP = { across: 0.06, up: 0.08 } as const;

/** The tower's shape for `count` cards: its radius, its rings, its height. */
export function towerOf(count: number) {
  const perRing = Math.min(PER_RING, Math.max(count, 1));
  const radius = Math.max((PER_RING * (ROOM_CARD.width + GAP.across)) / (2 * Math.PI), 0.6);
  const rings = Math.max(1, Math.ceil(count / perRing));
  const rowHeight = ROOM_CARD.height + GAP.up;
  return { perRing, radius, rings, rowHeight, height: rings * rowHeight };
}

/** Where the card at `index` stands: on the tower's outside, facing out, the newest at the top. */
export function placeOf(index: number, count: number) {
  const { perRing, radius, rings, rowHeight } = towerOf(count);
  const ring = Math.floor(index / perRing);
  // Each ring turned half a step from the one above, so the cards of two rows do not line up.
  const angle = ((index % perRing) + (ring % 2) * 0.5) * ((2 * Math.PI) / perRing);
  return {
    x: Math.sin(angle) * radius,
    y: (rings - ring - 0.5) * rowHeight,
    z: Math.cos(angle) * radius,
    /** Facing away from the tower's axis. */
    turn: angle,
  };
}
