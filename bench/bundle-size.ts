import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The JavaScript a first visit to a route downloads: the entry, the route's lazy chunk, and what they import. */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}

const dist = join(import.meta.dirname, '..', 'apps', 'web', 'dist');

export function routeJavaScript(routeSources: string[]): { files: string[]; gzipBytes: number } {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)?.[0];
  if (!entry) throw new Error('no entry in the Vite manifest: run npm run build');
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    manifest[key].imports?.forEach(visit);
  };
  [entry, ...routeSources].forEach(visit);
  const files = [...seen].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
  const gzipBytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file)), { level: 9 }).length, 0);
  return { files, gzipBytes };
}

export const ROUTE_SOURCES = {
  '/ (landing, with the streamer panel it loads)': ['src/app/routes/LandingPage.tsx', 'src/features/landing/streamers/StreamerPanel.tsx'],
  '/inventory': ['src/features/auth/components/RequireAuth.tsx', 'src/features/inventory/InventoryPage.tsx'],
} as const;
