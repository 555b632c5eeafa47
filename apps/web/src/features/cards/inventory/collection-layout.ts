/** The grid's geometry and keyboard moves, kept apart from React so they can be tested alone. */

/** The narrowest a card may get before the grid drops a column: its name still reads on two lines. */
export const MIN_CARD_WIDTH = 148;
export const GRID_GAP = 16;
/**
 * docs/product-rules.md "Inventory": 4 columns, 5 on very wide screens: from the page's own widest
 * (1600 px), so a 1440 px laptop keeps 4.
 */
export const WIDE_SCREEN_QUERY = '(min-width: 100em)';

/** As many columns as fit at MIN_CARD_WIDTH, at least one, at most `maxColumns`. */
export function gridColumns(width: number, maxColumns: number): number {
  const fit = Math.floor((width + GRID_GAP) / (MIN_CARD_WIDTH + GRID_GAP));
  return Math.max(1, Math.min(maxColumns, fit));
}

/** One column's width: the row's width less the gaps, shared out. */
export function gridCellWidth(width: number, columns: number): number {
  return Math.max(0, (width - GRID_GAP * (columns - 1)) / columns);
}

/** One grid row: a 5:7 card at the column width, then the gap. */
export function gridRowHeight(width: number, columns: number): number {
  return gridCellWidth(width, columns) * (7 / 5) + GRID_GAP;
}

/**
 * Where a key moves focus in a grid of `count` items laid out in `columns`: arrows by one cell, Home
 * and End to the ends, Page keys by `pageRows` rows. null for any other key, or when already there.
 */
export function targetIndex(key: string, from: number, columns: number, count: number, pageRows = 3): number | null {
  const moves: Record<string, number> = {
    ArrowRight: from + 1,
    ArrowLeft: from - 1,
    ArrowDown: from + columns,
    ArrowUp: from - columns,
    PageDown: from + columns * pageRows,
    PageUp: from - columns * pageRows,
    Home: 0,
    End: count - 1,
  };
  if (!(key in moves) || count === 0) return null;
  const to = Math.max(0, Math.min(count - 1, moves[key]!));
  return to === from ? null : to;
}
