import sharp, { type Sharp } from 'sharp';
import { RARITY_COLORS, RARITY_STARS, rarityName, sigilStar } from '@arcana/shared';
import type { TCardFace } from '@arcana/shared/schemas';
import { fitLines, textPath, type Typefaces } from './typefaces.js';

/** The face's drawing, in its own units: 5:7, as DESIGN.md's cards. */
export const FACE = { width: 500, height: 700, radius: 32 } as const;
/** The art's window: our artworks are 4:3. */
const ART = { x: 32, y: 92, width: 436, height: 327, radius: 16 } as const;

/** A card's art as bytes: one of our SVG artworks, or a picture uploaded to its project. */
export interface ArtBytes {
  bytes: Buffer;
  vector: boolean;
}

/** A five-pointed star centred on (cx, cy). */
function star(cx: number, cy: number, reach: number): string {
  const points = Array.from({ length: 10 }, (_, i) => {
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    const r = i % 2 === 0 ? reach : reach * 0.45;
    return `${(cx + r * Math.cos(angle)).toFixed(2)} ${(cy + r * Math.sin(angle)).toFixed(2)}`;
  });
  return `M${points.join('L')}Z`;
}

/**
 * A dark ground lit in the card's rarity colour from `light` (its centre and reach, as fractions of the
 * picture): the face's, and its share picture's. Its ids are `ground` and `glow`.
 */
export const litGround = (color: string, light: { cx: number; cy: number; r: number; opacity: number }, diagonal = false) =>
  `<defs>
<linearGradient id="ground" x1="0" y1="0" x2="${diagonal ? 1 : 0}" y2="1"><stop offset="0" stop-color="#201838"/><stop offset="1" stop-color="#0d0a1a"/></linearGradient>
<radialGradient id="glow" cx="${light.cx}" cy="${light.cy}" r="${light.r}"><stop offset="0" stop-color="${color}" stop-opacity="${light.opacity}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>
</defs>
<rect width="100%" height="100%" fill="url(#ground)"/>
<rect width="100%" height="100%" fill="url(#glow)"/>`;

/** The face but its art: frame and glow in the rarity's colour, the type, the name, the stars, power and defense. */
function frameSvg(face: TCardFace, { display, text }: Typefaces, hasArt: boolean, withStats: boolean): string {
  const color = RARITY_COLORS[face.rarity];
  const centre = FACE.width / 2;
  const name = fitLines(display, face.name, ART.width, { max: 40, min: 22 });
  const nameTop = name.lines.length === 1 ? 482 : 462;
  const namePaths = name.lines
    .map((line, i) => textPath(display, line, { x: centre, y: nameTop + i * (name.size + 6), size: name.size, anchor: 'middle' }))
    .join('');
  const stars = RARITY_STARS[face.rarity];
  const starPaths = Array.from({ length: stars }, (_, i) => star(centre + (i - (stars - 1) / 2) * 30, 536, 12)).join('');
  const stat = (label: string, value: number, x: number) =>
    `<path d="${textPath(text, label, { x, y: 626, size: 18, anchor: 'middle' })}" fill="#b9b2d6"/>` +
    `<path d="${textPath(text, String(value), { x, y: 664, size: 34, anchor: 'middle' })}" fill="#ffffff"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${FACE.width} ${FACE.height}">
${litGround(color, { cx: 0.5, cy: 0.3, r: 0.7, opacity: 0.35 })}
<rect x="7" y="7" width="${FACE.width - 14}" height="${FACE.height - 14}" rx="${FACE.radius - 6}" fill="none" stroke="${color}" stroke-width="12"/>
<rect x="20" y="20" width="${FACE.width - 40}" height="${FACE.height - 40}" rx="${FACE.radius - 14}" fill="none" stroke="${color}" stroke-opacity="0.45" stroke-width="2"/>
<path d="${textPath(text, face.type.toUpperCase(), { x: 40, y: 70, size: 22 })}" fill="#d8d2f0"/>
<rect x="${ART.x}" y="${ART.y}" width="${ART.width}" height="${ART.height}" rx="${ART.radius}" fill="#130d26"/>
${hasArt ? '' : `<path d="${sigilStar(90)}" transform="translate(${centre} ${ART.y + ART.height / 2})" fill="${color}" opacity="0.8"/>`}
<rect x="${ART.x}" y="${ART.y}" width="${ART.width}" height="${ART.height}" rx="${ART.radius}" fill="none" stroke="${color}" stroke-width="3"/>
<path d="${namePaths}" fill="#ffffff"/>
<path d="${starPaths}" fill="${color}"/>
<path d="${textPath(text, rarityName(face.rarity), { x: centre, y: 580, size: 22, anchor: 'middle' })}" fill="${color}"/>
${
  withStats
    ? `<line x1="${centre}" y1="606" x2="${centre}" y2="668" stroke="${color}" stroke-opacity="0.5" stroke-width="2"/>
${stat('POWER', face.power, centre - 110)}
${stat('DEFENSE', face.defense, centre + 110)}`
    : ''
}
</svg>`;
}

/** The art cut to its window's rounded shape, at the face's scale. */
async function artLayer({ bytes, vector }: ArtBytes, scale: number): Promise<{ input: Buffer; left: number; top: number }> {
  const width = Math.round(ART.width * scale);
  const height = Math.round(ART.height * scale);
  // An SVG is drawn at the size it is shown (72 dpi is one unit a pixel), never enlarged from a small render.
  const source = vector ? sharp(bytes, { density: (72 * width) / 320 }) : sharp(bytes);
  const mask = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" rx="${ART.radius * scale}" fill="#fff"/></svg>`,
  );
  const input = await source
    .resize(width, height, { fit: 'cover' })
    .composite([{ input: mask, blend: 'dest-in' }])
    // Laid on the frame at once: not worth compressing.
    .png({ compressionLevel: 0 })
    .toBuffer();
  return { input, left: Math.round(ART.x * scale), top: Math.round(ART.y * scale) };
}

/**
 * A card's face as a picture `width` pixels wide: its frame drawn from SVG with the app's fonts as
 * outlines, its art laid in its window. What its 3D model's front and its share picture show; the
 * collection room's leaves out power and defense, which differ from card to card of one design.
 */
export async function drawFace(
  face: TCardFace,
  art: ArtBytes | null,
  typefaces: Typefaces,
  width: number,
  { withStats = true } = {},
): Promise<Sharp> {
  const scale = width / FACE.width;
  const frame = sharp(Buffer.from(frameSvg(face, typefaces, art !== null, withStats)), { density: 72 * scale });
  return art ? frame.composite([await artLayer(art, scale)]) : frame;
}
