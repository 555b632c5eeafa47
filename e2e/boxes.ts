import type { Locator } from '@playwright/test';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where the element is on the screen now; it must be there. */
export async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} is not on the screen`);
  return box;
}

/** The two overlap by more than a rounding's pixel; boxes that only touch do not. */
export const overlap = (a: Box, b: Box) =>
  Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x) > 1 && Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y) > 1;

/** Every pair of the named boxes that overlap, as 'a × b': the empty list is the layout's promise. */
export function collisions(boxes: Record<string, Box | null>): string[] {
  const named = Object.entries(boxes).filter((entry): entry is [string, Box] => entry[1] !== null);
  return named.flatMap(([a, boxA], i) =>
    named
      .slice(i + 1)
      .filter(([, boxB]) => overlap(boxA, boxB))
      .map(([b]) => `${a} × ${b}`),
  );
}
