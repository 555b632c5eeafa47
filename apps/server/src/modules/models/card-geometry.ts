/** The card in metres: a large card, as a poster is, so it reads when placed in a room; 5:7 with DESIGN.md's rounded corners. */
export const CARD = { width: 0.25, height: 0.35, thickness: 0.004, radius: 0.016, cornerSteps: 8, glow: 0.03 } as const;

type Point = [x: number, y: number];

/** The card's outline, counter-clockwise from the top right corner's start, with each point's outward normal. */
function outline(): Array<{ at: Point; normal: Point }> {
  const { width, height, radius, cornerSteps } = CARD;
  const corners: Point[] = [
    [width / 2 - radius, height / 2 - radius],
    [-width / 2 + radius, height / 2 - radius],
    [-width / 2 + radius, -height / 2 + radius],
    [width / 2 - radius, -height / 2 + radius],
  ];
  return corners.flatMap(([cx, cy], corner) =>
    Array.from({ length: cornerSteps + 1 }, (_, step) => {
      const angle = (Math.PI / 2) * (corner + step / cornerSteps);
      const normal: Point = [Math.cos(angle), Math.sin(angle)];
      return { at: [cx + radius * normal[0], cy + radius * normal[1]] as Point, normal };
    }),
  );
}

/** Vertex arrays of one part of the card, indexed as triangles. */
export interface Part {
  positions: number[];
  normals: number[];
  uvs?: number[];
  colors?: number[];
  indices: number[];
}

/** A face of the card, fanned from its centre (the outline is convex). The back's picture is mirrored to read from behind. */
function face(side: 1 | -1): Part {
  const { width, height, thickness } = CARD;
  const z = (side * thickness) / 2;
  const points: Point[] = [[0, 0], ...outline().map(({ at }) => at)];
  const u = (x: number) => (side === 1 ? x / width + 0.5 : 0.5 - x / width);
  const count = points.length - 1;
  const indices = Array.from({ length: count }, (_, i) => {
    const [a, b] = [1 + i, 1 + ((i + 1) % count)];
    return side === 1 ? [0, a, b] : [0, b, a];
  }).flat();
  return {
    positions: points.flatMap(([x, y]) => [x, y, z]),
    normals: points.flatMap(() => [0, 0, side]),
    uvs: points.flatMap(([x, y]) => [u(x), 0.5 - y / height]),
    indices,
  };
}

export const front = () => face(1);
export const back = () => face(-1);

/** Strips joining consecutive points of the outline: front and back each get a copy of every point. */
function ring(
  vertex: (point: { at: Point; normal: Point }, outer: boolean) => { position: number[]; normal: number[]; color?: number[] },
): Part {
  const points = outline();
  const part: Part = { positions: [], normals: [], indices: [] };
  const colors: number[] = [];
  for (const point of points)
    for (const outer of [false, true]) {
      const { position, normal, color } = vertex(point, outer);
      part.positions.push(...position);
      part.normals.push(...normal);
      if (color) colors.push(...color);
    }
  const count = points.length;
  for (let i = 0; i < count; i++) {
    const [a, b, c, d] = [2 * i, 2 * i + 1, 2 * ((i + 1) % count), 2 * ((i + 1) % count) + 1];
    part.indices.push(a, c, b, b, c, d);
  }
  if (colors.length) part.colors = colors;
  return part;
}

/** The card's edge, facing outward all round. */
export const edge = () =>
  ring(({ at: [x, y], normal: [nx, ny] }, outer) => ({
    position: [x, y, ((outer ? -1 : 1) * CARD.thickness) / 2],
    normal: [nx, ny, 0],
  }));

/** The rarity's glow: a band around the card in its plane, its colour fading to nothing outward. */
export const glow = (rgb: readonly [number, number, number], strength: number) =>
  ring(({ at: [x, y], normal: [nx, ny] }, outer) => ({
    position: outer ? [x + nx * CARD.glow, y + ny * CARD.glow, 0] : [x, y, 0],
    normal: [0, 0, 1],
    color: [...rgb, outer ? 0 : strength],
  }));
