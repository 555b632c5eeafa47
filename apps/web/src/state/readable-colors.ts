import {
  darken,
  defaultVariantColorsResolver,
  getPrimaryShade,
  luminance,
  parseThemeColor,
  type VariantColorsResolver,
} from '@mantine/core';

/** WCAG AA for body text; a button's label is body text. */
const MIN_TEXT_CONTRAST = 4.5;

/** The WCAG contrast ratio of two colours, from 1 (the same) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** The first shade from `from` on (shades darken as they go) that `text` reads on; else the darkest. */
export function readableShade(shades: readonly string[], text: string, from: number): number {
  for (let shade = from; shade < shades.length; shade++) {
    if (contrastRatio(shades[shade]!, text) >= MIN_TEXT_CONTRAST) return shade;
  }
  return shades.length - 1;
}

/**
 * Mantine's colours for each variant, except that a filled control of a theme colour (a red Delete
 * button) takes the first shade its light label reads on, and a darker one on hover: the usual
 * shade of most colours is too bright for light text on the dark scheme.
 */
export const readableVariantColors: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  const parsed = parseThemeColor({ color: input.color, theme: input.theme });
  if (input.variant !== 'filled' || !parsed.isThemeColor || parsed.shade !== undefined) return colors;
  const shades = input.theme.colors[parsed.color]!;
  const shade = readableShade(shades, input.theme.white, getPrimaryShade(input.theme, 'dark'));
  const hover = shade < shades.length - 1 ? shades[shade + 1]! : darken(shades[shade]!, 0.1);
  return { ...colors, background: shades[shade]!, hover };
};
