import { describe, expect, it } from 'vitest';
import { ROOM_LIMITS, viewAfterDrag, viewAfterKey, viewAfterWheel, type RoomView } from './room-view';

const view: RoomView = { azimuth: 0, height: 1, distance: 3 };

describe('the room’s view', () => {
  it('turns with the side arrows, moves along the tower with up and down, and comes nearer with + and −', () => {
    expect(viewAfterKey(view, 'ArrowLeft', 4)!.azimuth).toBeLessThan(0);
    expect(viewAfterKey(view, 'ArrowRight', 4)!.azimuth).toBeGreaterThan(0);
    expect(viewAfterKey(view, 'ArrowUp', 4)!.height).toBeGreaterThan(1);
    expect(viewAfterKey(view, 'ArrowDown', 4)!.height).toBeLessThan(1);
    expect(viewAfterKey(view, '+', 4)!.distance).toBeLessThan(3);
    expect(viewAfterKey(view, '-', 4)!.distance).toBeGreaterThan(3);
    expect(viewAfterKey(view, 'Tab', 4)).toBeNull();
    expect(viewAfterKey(view, 'Enter', 4)).toBeNull();
  });

  it('stays on the tower and within reach, whatever is pressed, dragged or scrolled', () => {
    let moved = view;
    for (let i = 0; i < 50; i++) moved = viewAfterKey(moved, 'ArrowUp', 4)!;
    expect(moved.height).toBe(4);
    for (let i = 0; i < 50; i++) moved = viewAfterKey(moved, '+', 4)!;
    expect(moved.distance).toBe(ROOM_LIMITS.distance.min);
    expect(viewAfterWheel(view, 100_000, 4).distance).toBe(ROOM_LIMITS.distance.max);
    expect(viewAfterDrag(view, 0, -10_000, 800, 4).height).toBe(0);
    expect(viewAfterDrag(view, 400, 0, 800, 4).azimuth).toBeCloseTo(-Math.PI / 2, 6);
  });
});
