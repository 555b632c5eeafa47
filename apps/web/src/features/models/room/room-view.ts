/** Where the room's camera is: around the tower (azimuth), how high along it, how far from it. */
export interface RoomView {
  azimuth: number;
  height: number;
  distance: number;
}

export const ROOM_LIMITS = { distance: { min: 1.2, max: 7 } } as const;
const TURN = Math.PI / 24;
const RISE = 0.2;
const ZOOM = 1.15;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The view kept within the tower: never above its top or below its foot, never inside it or lost far off. */
export const withinTower = (view: RoomView, towerHeight: number): RoomView => ({
  azimuth: view.azimuth,
  height: clamp(view.height, 0, towerHeight),
  distance: clamp(view.distance, ROOM_LIMITS.distance.min, ROOM_LIMITS.distance.max),
});

/**
 * The view after a key, or null for a key the room does not take: the arrows turn around the tower
 * and move up and down it, + and − (or Page Up and Page Down) come nearer and go further.
 */
export function viewAfterKey(view: RoomView, key: string, towerHeight: number): RoomView | null {
  const changed = (() => {
    switch (key) {
      case 'ArrowLeft':
        return { ...view, azimuth: view.azimuth - TURN };
      case 'ArrowRight':
        return { ...view, azimuth: view.azimuth + TURN };
      case 'ArrowUp':
        return { ...view, height: view.height + RISE };
      case 'ArrowDown':
        return { ...view, height: view.height - RISE };
      case '+':
      case '=':
      case 'PageUp':
        return { ...view, distance: view.distance / ZOOM };
      case '-':
      case 'PageDown':
        return { ...view, distance: view.distance * ZOOM };
      default:
        return null;
    }
  })();
  return changed && withinTower(changed, towerHeight);
}

/** The view after a drag of the pointer by (dx, dy) pixels across a stage `width` wide. */
export const viewAfterDrag = (view: RoomView, dx: number, dy: number, width: number, towerHeight: number): RoomView =>
  withinTower({ ...view, azimuth: view.azimuth - (dx / width) * Math.PI, height: view.height + (dy / width) * towerHeight }, towerHeight);

/** The view after a wheel's turn (or a pinch) of `delta`. */
export const viewAfterWheel = (view: RoomView, delta: number, towerHeight: number): RoomView =>
  withinTower({ ...view, distance: view.distance * Math.exp(delta * 0.001) }, towerHeight);
