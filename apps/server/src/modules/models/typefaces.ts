import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

const packageFile = createRequire(import.meta.url).resolve;

/** A face in its subsets, tried in order for each character: the app's own fonts, from their npm packages. */
export interface Typeface {
  fonts: fontkit.Font[];
}

async function loadFont(file: string): Promise<fontkit.Font> {
  const font = fontkit.create(await readFile(packageFile(file)));
  if (!('layout' in font)) throw new Error(`${file} is a collection, not one font`);
  return font;
}

const loadTypeface = async (pkg: string, family: string, weight: number): Promise<Typeface> => ({
  fonts: await Promise.all(['latin', 'latin-ext'].map((subset) => loadFont(`${pkg}/files/${family}-${subset}-${weight}-normal.woff`))),
});

/**
 * DESIGN.md's two faces, as the card's text is drawn on a texture: Cinzel for its name, Inter for the
 * rest. Read once, on first use. Text is drawn as outlines, so no system font is asked for anything.
 */
export const loadTypefaces = () =>
  Promise.all([loadTypeface('@fontsource/cinzel', 'cinzel', 700), loadTypeface('@fontsource/inter', 'inter', 600)]).then(
    ([display, text]) => ({ display, text }),
  );
export type Typefaces = Awaited<ReturnType<typeof loadTypefaces>>;

/** The text in runs, each laid out in one font: the first of the face's subsets that has the character. */
function runsOf({ fonts }: Typeface, text: string): Array<{ font: fontkit.Font; run: fontkit.GlyphRun }> {
  const runs: Array<{ font: fontkit.Font; text: string }> = [];
  for (const char of text) {
    const font = fonts.find((candidate) => candidate.hasGlyphForCodePoint(char.codePointAt(0)!)) ?? fonts[0]!;
    const last = runs.at(-1);
    if (last?.font === font) last.text += char;
    else runs.push({ font, text: char });
  }
  return runs.map(({ font, text: part }) => ({ font, run: font.layout(part) }));
}

export const textWidth = (face: Typeface, text: string, size: number) =>
  runsOf(face, text).reduce((width, { font, run }) => width + (run.advanceWidth * size) / font.unitsPerEm, 0);

const round = (value: number) => Math.round(value * 100) / 100;
const COMMANDS = { moveTo: 'M', lineTo: 'L', quadraticCurveTo: 'Q', bezierCurveTo: 'C', closePath: 'Z' } as const;

/** A line of text as one SVG path's data, its baseline at y, starting at x or centred on it. */
export function textPath(face: Typeface, text: string, { x, y, size, anchor = 'start' }: TextPlace): string {
  let pen = anchor === 'middle' ? x - textWidth(face, text, size) / 2 : x;
  let data = '';
  for (const { font, run } of runsOf(face, text)) {
    const scale = size / font.unitsPerEm;
    run.glyphs.forEach((glyph, i) => {
      const { xAdvance, xOffset, yOffset } = run.positions[i]!;
      const left = pen + xOffset * scale;
      const base = y - yOffset * scale;
      for (const { command, args } of glyph.path.commands) {
        const points = args.map((value, at) => round(at % 2 === 0 ? left + value * scale : base - value * scale));
        data += COMMANDS[command] + points.join(' ');
      }
      pen += xAdvance * scale;
    });
  }
  return data;
}

export interface TextPlace {
  x: number;
  y: number;
  size: number;
  anchor?: 'start' | 'middle';
}

/**
 * A text's lines and size to fit a width: one line at the largest size from `max` down to `min`; a name
 * that would shrink below three quarters of `max` on one line takes two, split at the space nearest
 * the middle.
 */
export function fitLines(face: Typeface, text: string, width: number, { max, min }: { max: number; min: number }) {
  const sizeFor = (lines: string[]) => {
    let size = max;
    while (size > min && !lines.every((line) => textWidth(face, line, size) <= width)) size -= 1;
    return size;
  };
  const oneLine = { lines: [text], size: sizeFor([text]) };
  if (oneLine.size >= max * 0.75 || !text.includes(' ')) return oneLine;
  const middle = text.length / 2;
  const spaces = [...text.matchAll(/ /g)].map((match) => match.index);
  const split = spaces.reduce((best, at) => (Math.abs(at - middle) < Math.abs(best - middle) ? at : best));
  const lines = [text.slice(0, split), text.slice(split + 1)];
  return { lines, size: sizeFor(lines) };
}
