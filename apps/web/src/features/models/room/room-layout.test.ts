import { describe, expect, it } from 'vitest';
import { placeOf, ROOM_CARD, towerOf } from './room-layout';

describe('the room’s tower', () => {
  it('stands 200 cards in rings of 24 around it, each apart from the others, the newest at the top', () => {
    const { radius, rings, height } = towerOf(200);
    expect(rings).toBe(9);
    const places = Array.from({ length: 200 }, (_, i) => placeOf(i, 200));
    for (const { x, z } of places) expect(Math.hypot(x, z)).toBeCloseTo(radius, 6);
    expect(places[0]!.y).toBeGreaterThan(places[199]!.y);
    expect(places[0]!.y).toBeLessThan(height);
    expect(places[199]!.y).toBeGreaterThan(0);
    // No two cards stand on each other: neighbours in a ring are more than a card's width apart.
    for (let i = 0; i < places.length; i++)
      for (let j = i + 1; j < places.length; j++) {
        const [a, b] = [places[i]!, places[j]!];
        const apart = Math.hypot(a.x - b.x, a.z - b.z) >= ROOM_CARD.width || Math.abs(a.y - b.y) >= ROOM_CARD.height;
        expect(apart, `${i} and ${j}`).toBe(true);
      }
  });

  it('keeps a single card on a tower of one ring, facing out', () => {
    expect(towerOf(1)).toMatchObject({ perRing: 1, rings: 1 });
    const { x, z, turn } = placeOf(0, 1);
    expect(turn).toBe(0);
    expect(x).toBeCloseTo(0, 6);
    expect(z).toBeGreaterThan(0);
  });
});
