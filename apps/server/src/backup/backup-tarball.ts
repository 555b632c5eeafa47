import { gunzip } from 'node:zlib';
import { promisify } from 'node:util';

const BLOCK = 512;
const GZIP_MAGIC = [0x1f, 0x8b];

const inflate = promisify(gunzip);

/**
 * A backup's bytes as the plain tar PGlite loads (`loadDataDir`), or an error naming what is wrong.
 * PGlite's own loader meets a damaged archive with an exception it does not catch (it tries to gunzip
 * again in the background), so the archive is proved whole here first: zlib checks the gzip stream's
 * length and checksum, and every tar header's checksum is checked down to the end-of-archive blocks.
 */
export async function readBackupTarball(bytes: Uint8Array): Promise<Uint8Array> {
  const isGzip = GZIP_MAGIC.every((byte, i) => bytes[i] === byte);
  const tar = isGzip ? await inflate(bytes).catch((error: Error) => fail(`its gzip stream is damaged: ${error.message}`)) : bytes;
  const names = tarEntryNames(tar);
  // A PostgreSQL data directory always has this file at its top: without it, the archive is something else.
  if (!names.some((name) => name.replace(/^\/+/, '') === 'PG_VERSION')) fail('it holds no PostgreSQL data directory: no PG_VERSION');
  return tar;
}

function fail(reason: string): never {
  throw new Error(`it is not a whole backup (${reason})`);
}

function tarEntryNames(tar: Uint8Array): string[] {
  if (tar.length < BLOCK) fail('it is neither a .tar.gz nor a .tar');
  const names: string[] = [];
  for (let offset = 0; offset + BLOCK <= tar.length;) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) return names;
    if (!hasValidChecksum(header))
      fail(offset === 0 ? 'it is neither a .tar.gz nor a .tar' : `the tar header at byte ${offset} is damaged`);
    names.push(text(header, 0, 100));
    const size = parseInt(text(header, 124, 12) || '0', 8);
    offset += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
  }
  return fail('it ends before the end-of-archive marker (cut short?)');
}

const text = (header: Uint8Array, start: number, length: number) =>
  Buffer.from(header.subarray(start, start + length))
    .toString('latin1')
    .replace(/\0.*$/s, '')
    .trim();

/** The checksum is the sum of the header's bytes with its own eight counted as spaces. */
function hasValidChecksum(header: Uint8Array): boolean {
  const stored = parseInt(text(header, 148, 8), 8);
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : header[i]!;
  return stored === sum;
}
