/** What edit mode can move (docs/product-rules.md "Landing"): the title and the main button. */
export const MOVABLE_IDS = ['title', 'button'] as const;
export type MovableId = (typeof MOVABLE_IDS)[number];

export interface Offset {
  x: number;
  y: number;
}

export type Positions = Partial<Record<MovableId, Offset>>;

const STORAGE_KEY = 'arcana.landing.positions';

const isOffset = (value: unknown): value is Offset =>
  typeof value === 'object' && value !== null && Number.isFinite((value as Offset).x) && Number.isFinite((value as Offset).y);

/** Where edit mode left things, as offsets from their places; anything unreadable counts as never moved. */
export function loadPositions(): Positions {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}');
    if (typeof stored !== 'object' || stored === null) return {};
    const entries = MOVABLE_IDS.map((id) => [id, (stored as Record<string, unknown>)[id]] as const);
    return Object.fromEntries(entries.filter(([, offset]) => isOffset(offset)));
  } catch {
    return {};
  }
}

export function savePositions(positions: Positions) {
  try {
    if (Object.keys(positions).length === 0) localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // Storage full or refused (a private window): the move holds until the page is left.
  }
}

/*
 * One store for the page and every movable part: read from storage once, written on each move.
 * Before the page is live (prerendered HTML being taken over) nothing has moved yet.
 */
const NOTHING_MOVED: Positions = {};
const listeners = new Set<() => void>();
let current: Positions | undefined;

const snapshot = () => (current ??= loadPositions());

function publish(positions: Positions) {
  current = positions;
  savePositions(positions);
  listeners.forEach((listener) => listener());
}

export const positionsStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot,
  serverSnapshot: () => NOTHING_MOVED,
  move: (id: MovableId, offset: Offset) => publish({ ...snapshot(), [id]: offset }),
  reset: () => publish({}),
};
