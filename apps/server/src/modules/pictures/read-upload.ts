import type { FastifyRequest } from 'fastify';
import { IMAGE_MAX_BYTES } from '@arcana/shared';
import { AppError, badRequest } from '../../lib/app-error.js';
import { PICTURES_MESSAGES } from './pictures.messages.js';

/** One file, nothing else; the size limit is the pictures' own whatever the multipart plugin was registered with. */
const UPLOAD_LIMITS = { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 0, parts: 1 };

/**
 * The one file (field `file`) of a picture upload. A body the multipart parser cannot read (no
 * boundary, cut short, garbage) or an empty file is the client's mistake: 400, never a 5xx; a file of
 * 5 MB or more is a 413 (docs/product-rules.md "Picture").
 */
export async function readPictureUpload(req: FastifyRequest): Promise<Buffer> {
  if (!req.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415, PICTURES_MESSAGES.missing);
  const malformed = (error: unknown): never => {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('PAYLOAD_TOO_LARGE', 413, PICTURES_MESSAGES.size);
    if (error instanceof AppError) throw error;
    throw badRequest('VALIDATION_ERROR', PICTURES_MESSAGES.malformed);
  };
  const file = await req.file({ limits: UPLOAD_LIMITS }).catch(malformed);
  if (!file || file.fieldname !== 'file') throw badRequest('VALIDATION_ERROR', PICTURES_MESSAGES.missing);
  const bytes = await file.toBuffer().catch(malformed);
  if (bytes.length === 0) throw badRequest('VALIDATION_ERROR', PICTURES_MESSAGES.empty);
  return bytes;
}
