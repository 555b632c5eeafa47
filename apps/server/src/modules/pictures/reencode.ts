import sharp from 'sharp';
import { AppError } from '../../lib/app-error.js';
import { PICTURES_MESSAGES } from './pictures.messages.js';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
/** Far beyond any photo, short of a decompression bomb. */
const MAX_INPUT_PIXELS = 50_000_000;

export interface PictureShape {
  width: number;
  height: number;
  format: 'jpeg' | 'webp';
}

const unsupported = () => new AppError('UNSUPPORTED_MEDIA_TYPE', 415, PICTURES_MESSAGES.type);

/**
 * Decides by the bytes, never by the name or the declared type: anything sharp does not decode as
 * JPEG, PNG or WebP is refused. What is kept is a new picture of the given size, cropped to fill it,
 * turned upright and without the original's metadata, so no EXIF location leaves through a picture
 * (docs/product-rules.md "Picture").
 */
export async function reencode(bytes: Buffer, { width, height, format }: PictureShape): Promise<Buffer> {
  const decoded = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .metadata()
    .then((meta) => meta.format as string | undefined)
    .catch(() => undefined);
  if (!decoded || !ACCEPTED_FORMATS.has(decoded)) throw unsupported();
  const resized = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).rotate().resize(width, height, { fit: 'cover' });
  return (format === 'jpeg' ? resized.jpeg({ quality: 85, mozjpeg: true }) : resized.webp({ quality: 82 })).toBuffer().catch(() => {
    throw unsupported();
  });
}
