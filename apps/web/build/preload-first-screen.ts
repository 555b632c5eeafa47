import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';

interface FirstScreen {
  /** Addresses people open directly, and the page modules (paths from apps/web) each one renders. */
  routes: Record<string, string[]>;
  /** Font files (their names in the font package) that paint every first screen. */
  fonts: string[];
}

type Bundle = Rollup.OutputBundle;

const isChunk = (output: Bundle[string] | undefined): output is Rollup.OutputChunk => output?.type === 'chunk';

/** A chunk and every chunk it imports statically, by file name. */
function withImports(bundle: Bundle, fileName: string, into = new Set<string>()): Set<string> {
  const chunk = bundle[fileName];
  if (!isChunk(chunk) || into.has(fileName)) return into;
  into.add(fileName);
  chunk.imports.forEach((name) => withImports(bundle, name, into));
  return into;
}

/**
 * Runs in the browser, as its own small script (the Content-Security-Policy allows no inline script):
 * starts fetching the chunks and stylesheets of the page at this address. Serialized with toString(),
 * so it uses nothing from around it.
 */
function preloadPage(pages: Record<string, string[]>) {
  for (const href of pages[location.pathname.replace(/(.)\/+$/, '$1')] ?? []) {
    const link = document.createElement('link');
    const style = href.endsWith('.css');
    link.rel = style ? 'preload' : 'modulepreload';
    if (style) link.as = 'style';
    // As Vite's loader sets it on the tags it adds later, so the preloaded responses are the ones used.
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  }
}

/**
 * Lets the first screen paint without a waterfall. index.html is the same for every address, so a
 * small async script it loads looks at the address and preloads that page's chunks, their imports
 * and their CSS: the browser fetches them beside the entry instead of after the entry has run, and
 * no page downloads another page's code. The fonts every screen shows are preloaded in index.html.
 * Stylesheets are preloaded, not linked, so none of them blocks rendering.
 */
export function preloadFirstScreen({ routes, fonts }: FirstScreen): Plugin {
  let base = '/';
  let script = '';
  return {
    name: 'arcana:preload-first-screen',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    // Before Vite writes index.html, which names the script.
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        const entry = Object.values(bundle).find((output) => isChunk(output) && output.isEntry);
        const loadedByEntry = entry ? withImports(bundle, entry.fileName) : new Set<string>();
        const pageFiles = (modules: string[]) => {
          const scripts = new Set<string>();
          for (const module of modules) {
            const chunk = Object.values(bundle).find((output) => isChunk(output) && output.facadeModuleId?.endsWith(`/${module}`));
            if (!chunk) throw new Error(`preload-first-screen: no chunk for ${module}`);
            withImports(bundle, chunk.fileName, scripts);
          }
          const own = [...scripts].filter((name) => !loadedByEntry.has(name));
          const styles = own.flatMap((name) => [...((bundle[name] as Rollup.OutputChunk).viteMetadata?.importedCss ?? [])]);
          return [...own, ...new Set(styles)].map((name) => base + name);
        };
        const pages = Object.fromEntries(Object.entries(routes).map(([path, modules]) => [path, pageFiles(modules)]));
        const reference = this.emitFile({
          type: 'asset',
          name: 'preload-page.js',
          source: `(${preloadPage.toString()})(${JSON.stringify(pages)});\n`,
        });
        script = base + this.getFileName(reference);
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const fontFiles = Object.values(bundle)
          .filter((output) => output.type === 'asset' && fonts.some((font) => output.names.includes(font)))
          .map((asset) => asset.fileName);
        if (fontFiles.length !== fonts.length) throw new Error(`preload-first-screen: fonts not all in the build (${fonts.join(', ')})`);
        return [
          // An async script is fetched at low priority unless told otherwise; this one decides what the page waits for.
          { tag: 'script', attrs: { async: true, fetchpriority: 'high', src: script }, injectTo: 'head' },
          ...fontFiles.map<HtmlTagDescriptor>((file) => ({
            tag: 'link',
            attrs: { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: true, href: base + file },
            injectTo: 'head',
          })),
        ];
      },
    },
  };
}
