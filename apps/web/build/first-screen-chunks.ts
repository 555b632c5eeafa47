import { build, type Plugin, type PluginOption, type Rolldown } from 'vite';
import { entryFiles, isChunk, pageChunks, type Bundle } from './bundle-graph.ts';

interface FirstScreenChunks {
  /** The page modules of each prerendered address, as the first-screen plugin takes them. */
  routes: Record<string, string[]>;
  /** The plugins that shape the module graph (what the app's modules import), made afresh. */
  plugins: () => PluginOption[];
}

/** A chunk to be made: its name, and how many of the prerendered pages load it. */
interface Group {
  name: string;
  pages: number;
}

/** A chunk's name for the pages that load it: first-screen-inventory-settings, say. */
const groupName = (pages: string[]) =>
  ['first-screen', ...pages.map((path) => (path === '/' ? 'landing' : path.slice(1).replace(/\W+/g, '-')))].join('-');

/**
 * Which chunk each module belongs in, from a build chunked the bundler's way: the modules the entry
 * loads in one, and each module a prerendered page loads in the one of the set of pages that load it.
 * The module graph seen through a library's index (Mantine's re-exports everything) cannot tell which
 * page uses what; the chunks of a real build can.
 */
function groupsOf(bundle: Bundle, routes: FirstScreenChunks['routes']): Map<string, Group> {
  const modulesOf = (files: Iterable<string>) => [...files].flatMap((file) => (isChunk(bundle[file]) ? bundle[file].moduleIds : []));
  const pagesOf = new Map<string, string[]>();
  for (const [path, modules] of Object.entries(routes)) {
    for (const id of modulesOf(pageChunks(bundle, modules))) pagesOf.set(id, [...(pagesOf.get(id) ?? []), path]);
  }
  // Two sets of pages under one name would make one chunk: a page would load another's code.
  const setNamed = new Map<string, string>();
  const groups = new Map<string, Group>();
  for (const [id, pages] of pagesOf) {
    const name = groupName(pages.sort());
    const named = setNamed.get(name) ?? pages.join();
    if (named !== pages.join()) throw new Error(`first-screen-chunks: ${name} names two sets of pages`);
    setNamed.set(name, named);
    groups.set(id, { name, pages: pages.length });
  }
  const everyPage = { name: 'index', pages: Object.keys(routes).length + 1 };
  for (const id of modulesOf(entryFiles(bundle))) groups.set(id, everyPage);
  return groups;
}

/**
 * Chunks cut along the first screens. Left to itself, the bundler gives every module shared by a
 * different set of lazy pages a chunk of its own: a member's first screen was 56 files of 1–15 KB,
 * each one more request, more compiling and one more preload to add, and over HTTP/1.1 a phone
 * fetches six at a time, one round trip after another. Here the entry's modules make one chunk, and
 * the modules of the prerendered pages one chunk per set of pages that load them: a page still loads
 * exactly the code it did, in a handful of files. Modules no first screen loads are chunked as before.
 *
 * Costs a second build of the client, without writing or minifying, to learn the chunks.
 */
export function firstScreenChunks({ routes, plugins }: FirstScreenChunks): Plugin {
  return {
    name: 'arcana:first-screen-chunks',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    async config(config) {
      const output = (await build({
        configFile: false,
        root: config.root,
        mode: config.mode,
        logLevel: 'warn',
        plugins: plugins(),
        build: { write: false, minify: false, manifest: false, modulePreload: { polyfill: false } },
      })) as Rolldown.RolldownOutput;
      const groups = groupsOf(Object.fromEntries(output.output.map((file) => [file.fileName, file])), routes);
      const chunks = new Map([...groups.values()].map((group) => [group.name, group.pages]));
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                // A chunk's modules import only those of chunks that more pages load. Made first, those
                // keep their modules: no group takes in another's as a dependency.
                groups: [...chunks].map(([name, pages]) => ({
                  name,
                  test: (id: string) => groups.get(id)?.name === name,
                  priority: pages,
                })),
              },
            },
          },
        },
      };
    },
    // Had the first build seen other modules, some would be left out of the groups, in chunks of their own.
    generateBundle(_options, bundle) {
      for (const [path, modules] of Object.entries(routes)) {
        const strays = pageChunks(bundle, modules).filter(
          (file) => !(bundle[file] as Rolldown.OutputChunk).name.startsWith('first-screen-'),
        );
        if (strays.length) this.error(`${path} loads chunks outside the first-screen groups: ${strays.join(', ')}`);
      }
    },
  };
}
