import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { prerenderedPageFile, prerenderedScriptsIn, type PrerenderedPath } from '@arcana/shared';

const dist = join(import.meta.dirname, '..', 'apps', 'web', 'dist');

/** The JavaScript a first visit to a prerendered page downloads: the entry and the chunks the page names. */
export function routeJavaScript(path: PrerenderedPath): { files: string[]; gzipBytes: number } {
  const html = readFileSync(join(dist, prerenderedPageFile(path)), 'utf8');
  const scripts = prerenderedScriptsIn(html);
  if (!scripts) throw new Error(`${path}: its prerendered page names no scripts: run npm run build`);
  const { entry, chunks } = scripts;
  const files = [entry, ...chunks].map((address) => address.replace(/^\//, ''));
  const gzipBytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file)), { level: 9 }).length, 0);
  return { files, gzipBytes };
}

/** The landing's first screen includes the streamer panel it shows 3 s in (apps/web/vite.config.ts). */
export const FIRST_VISITS: Record<string, PrerenderedPath> = {
  '/ (landing, with the streamer panel)': '/',
  '/inventory': '/inventory',
};
