import type { Rollup } from 'vite';

/** What a build wrote, by file name. */
export type Bundle = Record<string, Rollup.OutputChunk | Rollup.OutputAsset>;

export const isChunk = (output: Bundle[string] | undefined): output is Rollup.OutputChunk => output?.type === 'chunk';

/**
 * A chunk and every chunk it imports statically, by file name, each after those it imports: the order
 * the browser runs them in, and the order their stylesheets go in (a component's after its base's).
 */
export function withImports(bundle: Bundle, fileName: string, into = new Set<string>(), seen = new Set<string>()): Set<string> {
  const chunk = bundle[fileName];
  if (!isChunk(chunk) || seen.has(fileName)) return into;
  seen.add(fileName);
  chunk.imports.forEach((name) => withImports(bundle, name, into, seen));
  into.add(fileName);
  return into;
}

/** The entry chunk and the chunks it imports statically: what every page loads. */
export function entryFiles(bundle: Bundle): Set<string> {
  const entry = Object.values(bundle).find((output) => isChunk(output) && output.isEntry);
  return entry ? withImports(bundle, entry.fileName) : new Set();
}

/** The chunks a page's modules (paths from apps/web) load beyond the entry's, by file name. */
export function pageChunks(bundle: Bundle, modules: string[]): string[] {
  const scripts = new Set<string>();
  const seen = new Set<string>();
  for (const module of modules) {
    const chunk = Object.values(bundle).find((output) => isChunk(output) && output.moduleIds.some((id) => id.endsWith(`/${module}`)));
    if (!chunk) throw new Error(`first-screen: no chunk holds ${module}`);
    withImports(bundle, chunk.fileName, scripts, seen);
  }
  const loadedByEntry = entryFiles(bundle);
  return [...scripts].filter((name) => !loadedByEntry.has(name));
}
