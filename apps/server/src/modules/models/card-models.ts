import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { CARD_BACK_SIZE, RARITY_COLORS, cardBackMarkup, rarityName } from '@arcana/shared';
import type { TCardFace, TCardProject } from '@arcana/shared/schemas';
import type { Database } from '../../db/client.js';
import { once } from '../../lib/once.js';
import { recentlyUsed } from '../../lib/recently-used.js';
import { artIdentity, cardArtBytes } from './card-art-bytes.js';
import { drawFace, litGround } from './card-face.js';
import { buildCardModel } from './card-model.js';
import { fitLines, loadTypefaces, textPath, textWidth, type Typefaces } from './typefaces.js';

/** Changes whenever a model or picture is drawn differently, so no cache keeps an old drawing. */
const DRAWING_VERSION = 1;
/** The face's picture on a model: enough for a card filling a phone's screen. */
const FRONT_WIDTH = 640;
const BACK_WIDTH = 400;
/** A face in the collection room, where many cards share the screen. */
const ROOM_FACE_WIDTH = 240;
/** Drawn files kept in memory (a model is about 100 KB, a room's face 20 KB), the most recently asked first out last. */
const KEPT = 256;
/** Open Graph's picture: 1.91:1, as posted links are previewed. */
const PREVIEW = { width: 1200, height: 630 } as const;

/** A drawn file and its validator: the hash of what it was drawn from, so it is known before it is drawn. */
export interface Drawn {
  etag: string;
  bytes: Uint8Array;
}

/** A small cache of drawings by content hash, sharing a drawing in progress; a failed one is not kept. */
function keptDrawings() {
  const kept = recentlyUsed<string, Promise<Uint8Array>>(KEPT);
  return (key: string, draw: () => Promise<Uint8Array>): Promise<Uint8Array> => {
    const found = kept.get(key);
    if (found) return found;
    const drawing = draw();
    kept.set(key, drawing);
    drawing.catch(() => kept.get(key) === drawing && kept.delete(key));
    return drawing;
  };
}

const hashOf = (...parts: unknown[]) =>
  createHash('sha256')
    .update(JSON.stringify([DRAWING_VERSION, ...parts]))
    .digest('base64url')
    .slice(0, 32);

/** What a card's face is drawn from without its numbers: its design's name, rarity, type and art. */
const designIdentity = (face: TCardFace) => [face.name, face.rarity, face.type, artIdentity(face)];
/** What a card's face is drawn from: its design, and its own numbers. */
const faceIdentity = (face: TCardFace) => [...designIdentity(face), face.power, face.defense];

/** What a profile's picture says beside its cards. */
export interface ProfilePreviewWords {
  username: string;
  /** Its words under the name: its badges and cards, its projects. */
  lines: string[];
}

/** What the share picture says beside the card. */
export interface PreviewWords {
  owner: string;
  project: TCardProject;
}

// The same for every card: read and drawn once per process.
const typefaces = once(loadTypefaces);
const backPicture = once(() =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${CARD_BACK_SIZE.width} ${CARD_BACK_SIZE.height}">${cardBackMarkup('back')}</svg>`,
    ),
    { density: (72 * BACK_WIDTH) / CARD_BACK_SIZE.width },
  )
    .flatten({ background: '#0d0a1a' })
    .jpeg({ quality: 82 })
    .toBuffer(),
);

/**
 * Cards as 3D models and pictures (docs/product-rules.md "Cards in 3D and shared"): each drawn from the
 * card's face on first asking and kept by the hash of what it shows, which is its ETag, so a browser's
 * copy is checked without drawing anything again.
 */
export function createCardModels(db: Database) {
  const kept = keptDrawings();
  const face = async (card: TCardFace, width: number, options?: { withStats: boolean }) =>
    drawFace(card, await cardArtBytes(db, card), await typefaces(), width, options);

  return {
    modelTag: (card: TCardFace) => `"m${hashOf('model', faceIdentity(card))}"`,

    async model(card: TCardFace): Promise<Drawn> {
      const etag = this.modelTag(card);
      const bytes = await kept(etag, async () => {
        const [front, back] = await Promise.all([
          face(card, FRONT_WIDTH).then((drawn) => drawn.jpeg({ quality: 82 }).toBuffer()),
          backPicture(),
        ]);
        return buildCardModel(card.rarity, { front, back });
      });
      return { etag, bytes };
    },

    faceTag: (card: TCardFace) => `"f${hashOf('face', designIdentity(card))}"`,

    /** The card's face alone, small and without its numbers: the collection room lays many on the screen, one picture per design. */
    async face(card: TCardFace): Promise<Drawn> {
      const etag = this.faceTag(card);
      const bytes = await kept(etag, async () =>
        (await face(card, ROOM_FACE_WIDTH, { withStats: false })).jpeg({ quality: 80 }).toBuffer(),
      );
      return { etag, bytes };
    },

    previewTag: (card: TCardFace, words: PreviewWords) => `"p${hashOf('preview', faceIdentity(card), words)}"`,

    /** The picture a posted link is previewed with: the card beside its name, what it is, its project and its owner. */
    async preview(card: TCardFace, words: PreviewWords): Promise<Drawn> {
      const etag = this.previewTag(card, words);
      const bytes = await kept(etag, async () => {
        const faceHeight = PREVIEW.height - 70;
        const faceWidth = Math.round((faceHeight * 5) / 7);
        const [drawn, fonts] = await Promise.all([face(card, faceWidth).then((d) => d.png().toBuffer()), typefaces()]);
        const rounded = await sharp(drawn)
          .composite([{ input: Buffer.from(roundedMask(faceWidth, faceHeight)), blend: 'dest-in' }])
          .png()
          .toBuffer();
        return sharp(Buffer.from(previewSvg(card, words, fonts, faceWidth)))
          .composite([{ input: rounded, left: 70, top: 35 }])
          .png({ compressionLevel: 6 })
          .toBuffer();
      });
      return { etag, bytes };
    },

    profilePreviewTag: (cards: TCardFace[], words: ProfilePreviewWords) =>
      `"u${hashOf('profile', fannedOf(cards).map(faceIdentity), words)}"`,

    /**
     * A public profile's picture for a posted link: its first cards fanned out (the card back when it
     * shows none) beside the collector's name and what they collect.
     */
    async profilePreview(cards: TCardFace[], words: ProfilePreviewWords): Promise<Drawn> {
      const etag = this.profilePreviewTag(cards, words);
      const bytes = await kept(etag, async () => {
        const height = PREVIEW.height - 150;
        const width = Math.round((height * 5) / 7);
        const fanned = fannedOf(cards);
        const mask = Buffer.from(roundedMask(width, height));
        const pictures = await Promise.all(
          fanned.length
            ? fanned.map((card) => face(card, width).then((drawn) => drawn.png().toBuffer()))
            : [
                sharp(await backPicture())
                  .resize(width, height)
                  .png()
                  .toBuffer(),
              ],
        );
        const fan = PROFILE_FANS[pictures.length]!;
        const layers = await Promise.all(
          fan.map(async ({ card, turn, left }) => {
            const picture = pictures[card]!;
            const rounded = await sharp(picture)
              .composite([{ input: mask, blend: 'dest-in' }])
              .png()
              .toBuffer();
            const input = await sharp(rounded)
              .rotate(turn, { background: { r: 0, g: 0, b: 0, alpha: 0 } })
              .png()
              .toBuffer();
            return { input, left, top: 45 };
          }),
        );
        return sharp(Buffer.from(profilePreviewSvg(words, await typefaces(), PROFILE_TEXT_LEFT)))
          .composite(layers)
          .png({ compressionLevel: 6 })
          .toBuffer();
      });
      return { etag, bytes };
    },
  };
}

export type CardModels = ReturnType<typeof createCardModels>;

/**
 * Where a profile picture's cards lie, by how many it shows (its first three), drawn back to front:
 * each turned a little, and of three the owner's first choice in the middle, on top. Its words start
 * to their right.
 */
const PROFILE_FANS: ReadonlyArray<ReadonlyArray<{ card: number; turn: number; left: number }>> = [
  [],
  [{ card: 0, turn: 0, left: 150 }],
  [
    { card: 1, turn: 6, left: 230 },
    { card: 0, turn: -6, left: 70 },
  ],
  [
    { card: 1, turn: -9, left: 40 },
    { card: 2, turn: 9, left: 250 },
    { card: 0, turn: 0, left: 145 },
  ],
];
const fannedOf = <T>(cards: T[]) => cards.slice(0, PROFILE_FANS.length - 1);
const PROFILE_TEXT_LEFT = 700;

const roundedMask = (width: number, height: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" rx="${(width * 32) / 500}" fill="#fff"/></svg>`;

function profilePreviewSvg({ username, lines }: ProfilePreviewWords, { display, text }: Typefaces, left: number): string {
  const width = PREVIEW.width - left - 50;
  const name = fitLines(display, username, width, { max: 64, min: 30 });
  const nameLines = name.lines
    .map((line, i) => textPath(display, line, { x: left, y: 190 + i * (name.size + 10), size: name.size }))
    .join('');
  const below = 190 + (name.lines.length - 1) * (name.size + 10);
  const line = (words: string, y: number) => {
    let size = 30;
    while (size > 18 && textWidth(text, words, size) > width) size -= 1;
    return textPath(text, words, { x: left, y, size });
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW.width}" height="${PREVIEW.height}">
${litGround('#a78bfa', { cx: 0.25, cy: 0.5, r: 0.5, opacity: 0.4 }, true)}
<path d="${nameLines}" fill="#ffffff"/>
${lines.map((words, i) => `<path d="${line(words, below + 64 + i * 50)}" fill="${i ? '#d8d2f0' : '#c4b5fd'}"/>`).join('\n')}
<path d="${textPath(display, 'Arcana', { x: left, y: PREVIEW.height - 60, size: 40 })}" fill="#c4b5fd"/>
</svg>`;
}

function previewSvg(card: TCardFace, { owner, project }: PreviewWords, { display, text }: Typefaces, faceWidth: number): string {
  const color = RARITY_COLORS[card.rarity];
  const left = 70 + faceWidth + 60;
  const width = PREVIEW.width - left - 60;
  const name = fitLines(display, card.name, width, { max: 64, min: 34 });
  const nameLines = name.lines
    .map((line, i) => textPath(display, line, { x: left, y: 200 + i * (name.size + 10), size: name.size }))
    .join('');
  const below = 200 + (name.lines.length - 1) * (name.size + 10);
  const line = (words: string, y: number, max: number) => {
    let size = max;
    while (size > 18 && textWidth(text, words, size) > width) size -= 1;
    return textPath(text, words, { x: left, y, size });
  };
  const what = `${rarityName(card.rarity)} ${card.type} · ${project.name}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW.width}" height="${PREVIEW.height}">
${litGround(color, { cx: 0.22, cy: 0.5, r: 0.5, opacity: 0.45 }, true)}
<path d="${nameLines}" fill="#ffffff"/>
<path d="${line(what, below + 64, 30)}" fill="${color}"/>
<path d="${line(`Collected by ${owner}`, below + 116, 30)}" fill="#d8d2f0"/>
<path d="${textPath(display, 'Arcana', { x: left, y: PREVIEW.height - 60, size: 40 })}" fill="#c4b5fd"/>
</svg>`;
}
