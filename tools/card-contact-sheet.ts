// Draws every catalogue card's art on one sheet, a type a row and the rarities in order, each named
// and framed in its rarity's colour, to look at all sixty side by side: `npm run cards:sheet [out]`
// (PNG, or WebP for a name ending in .webp; docs/card-contact-sheet.webp is one).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { cardArtSlug } from '@arcana/shared';
import { CATALOGUE_CARDS } from '@arcana/shared/draw';
import { RARITY_COLORS } from '@arcana/shared';

const ART_DIR = join(import.meta.dirname, '../packages/shared/art');
const COLUMNS = 10;
const CELL = { width: 200, height: 186, art: { width: 184, height: 138 } };
const MARGIN = 16;

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

function cell(card: (typeof CATALOGUE_CARDS)[number], index: number) {
  const x = MARGIN + (index % COLUMNS) * CELL.width;
  const y = MARGIN + Math.floor(index / COLUMNS) * CELL.height;
  const art = readFileSync(join(ART_DIR, `${cardArtSlug(card.name)}.svg`)).toString('base64');
  const color = RARITY_COLORS[card.rarity];
  return `
    <rect x="${x + 4}" y="${y + 4}" width="${CELL.art.width + 4}" height="${CELL.art.height + 4}" rx="8" fill="none" stroke="${color}" stroke-width="3"/>
    <image x="${x + 6}" y="${y + 6}" width="${CELL.art.width}" height="${CELL.art.height}" href="data:image/svg+xml;base64,${art}"/>
    <text x="${x + 8}" y="${y + CELL.art.height + 26}" font-family="DejaVu Sans, sans-serif" font-size="12" fill="#ece8ff">${escapeXml(card.name)}</text>
    <text x="${x + 8}" y="${y + CELL.art.height + 41}" font-family="DejaVu Sans, sans-serif" font-size="10" fill="${color}">${card.rarity} ${card.type}</text>`;
}

const rows = Math.ceil(CATALOGUE_CARDS.length / COLUMNS);
const width = MARGIN * 2 + COLUMNS * CELL.width;
const height = MARGIN * 2 + rows * CELL.height;
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <rect width="100%" height="100%" fill="#0d0a1a"/>
  ${CATALOGUE_CARDS.map(cell).join('')}
</svg>`;

const out = process.argv[2] ?? 'card-contact-sheet.png';
const image = sharp(Buffer.from(svg));
writeFileSync(out, await (out.endsWith('.webp') ? image.webp({ quality: 82 }) : image.png({ compressionLevel: 9 })).toBuffer());
console.log(`${CATALOGUE_CARDS.length} cards drawn on ${width} × ${height} px: ${out}`);
