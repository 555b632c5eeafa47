import { describe, expect, it } from 'vitest';
import { GRID_GAP, gridCellWidth, gridColumns, gridRowHeight, targetIndex } from './collection-layout';

describe('inventory grid layout', () => {
  it('keeps two columns on a 360 px phone and five on a wide screen, never more than allowed', () => {
    expect(gridColumns(328, 5)).toBe(2);
    expect(gridColumns(358, 5)).toBe(2);
    expect(gridColumns(1144, 5)).toBe(5);
    expect(gridColumns(984, 4)).toBe(4);
    expect(gridColumns(100, 4)).toBe(1);
    expect(gridColumns(0, 4)).toBe(1);
  });

  it('drops columns rather than squeezing cards when the detail panel takes room', () => {
    const wide = gridColumns(1144, 5);
    const withPanel = gridColumns(1144 - 384, 5);
    expect(withPanel).toBeLessThan(wide);
    const cardWidth = (1144 - 384 - GRID_GAP * (withPanel - 1)) / withPanel;
    expect(cardWidth).toBeGreaterThanOrEqual(148);
  });

  it('makes each row a 5:7 card plus the gap', () => {
    expect(gridCellWidth(2 * 150 + GRID_GAP, 2)).toBe(150);
    expect(gridRowHeight(2 * 150 + GRID_GAP, 2)).toBeCloseTo(210 + GRID_GAP);
  });
});

describe('moving through the grid by keyboard', () => {
  it('moves by a cell with left and right, by a row with up and down', () => {
    expect(targetIndex('ArrowRight', 0, 4, 10)).toBe(1);
    expect(targetIndex('ArrowLeft', 5, 4, 10)).toBe(4);
    expect(targetIndex('ArrowDown', 1, 4, 10)).toBe(5);
    expect(targetIndex('ArrowUp', 5, 4, 10)).toBe(1);
  });

  it('stops at the ends instead of wrapping, and jumps there with Home and End', () => {
    expect(targetIndex('ArrowLeft', 0, 4, 10)).toBeNull();
    expect(targetIndex('ArrowDown', 8, 4, 10)).toBe(9);
    expect(targetIndex('ArrowDown', 9, 4, 10)).toBeNull();
    expect(targetIndex('Home', 7, 4, 10)).toBe(0);
    expect(targetIndex('End', 2, 4, 10)).toBe(9);
    expect(targetIndex('PageDown', 0, 4, 100)).toBe(12);
  });

  it('leaves other keys to the browser', () => {
    expect(targetIndex('Enter', 0, 4, 10)).toBeNull();
    expect(targetIndex('Tab', 0, 4, 10)).toBeNull();
    expect(targetIndex('ArrowRight', 0, 4, 0)).toBeNull();
  });
});
