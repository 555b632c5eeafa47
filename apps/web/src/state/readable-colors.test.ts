import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, readableShade } from './readable-colors';
import { theme } from './theme';

const merged = mergeMantineTheme(DEFAULT_THEME, theme);
const filled = (color: string) => merged.variantColorResolver({ color, theme: merged, variant: 'filled' });

describe('readable filled colours', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#8b5cf6', '#ece8ff')).toBeCloseTo(3.54, 2);
  });

  it('picks the first shade light text reads on at 4.5:1, or the darkest when none does', () => {
    expect(readableShade(merged.colors.arcane!, merged.white, 4)).toBe(5);
    expect(readableShade(merged.colors.red!, merged.white, 5)).toBe(9);
    expect(readableShade(merged.colors.yellow!, merged.white, 5)).toBe(9);
  });

  // The colours the app fills buttons with: the primary, and red for destructive actions.
  it.each(['arcane', 'red'])('gives a filled %s button a background and hover its light label reads on', (color) => {
    const { background, hover, color: text } = filled(color);
    expect(text).toBe('var(--mantine-color-white)');
    expect(contrastRatio(background, merged.white)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(hover, merged.white)).toBeGreaterThanOrEqual(4.5);
  });

  it('leaves other variants and explicit shades as Mantine draws them', () => {
    expect(merged.variantColorResolver({ color: 'red', theme: merged, variant: 'light' }).background).toBe(
      'var(--mantine-color-red-light)',
    );
    expect(filled('red.9').background).toBe('var(--mantine-color-red-9)');
  });
});
