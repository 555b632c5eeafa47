import { afterEach, describe, expect, it } from 'vitest';
import { loadPositions, savePositions } from './landing-positions';

describe('the landing positions edit mode keeps', () => {
  afterEach(() => localStorage.clear());

  it('come back as they were saved', () => {
    savePositions({ title: { x: 120, y: -40 }, button: { x: 0, y: 16 } });
    expect(loadPositions()).toEqual({ title: { x: 120, y: -40 }, button: { x: 0, y: 16 } });
  });

  it('ignore what is not an offset of something that moves, and survive a broken entry', () => {
    localStorage.setItem(
      'arcana.landing.positions',
      JSON.stringify({ title: { x: 'far', y: 2 }, button: { x: 3, y: 4 }, logo: { x: 1, y: 1 } }),
    );
    expect(loadPositions()).toEqual({ button: { x: 3, y: 4 } });
    localStorage.setItem('arcana.landing.positions', '{not json');
    expect(loadPositions()).toEqual({});
  });

  it('are forgotten once everything is back in place', () => {
    savePositions({ title: { x: 1, y: 1 } });
    savePositions({});
    expect(localStorage.getItem('arcana.landing.positions')).toBeNull();
  });
});
