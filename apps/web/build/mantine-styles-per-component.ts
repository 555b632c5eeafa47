import type { Plugin } from 'vite';

/** `@mantine/<package>/esm/…/<Component>.module.mjs`: the class names a Mantine component renders with. */
const MANTINE_CLASSES = /\/@mantine\/([\w-]+)\/esm\/(?:.*\/)?(\w+)\.module\.mjs$/;

/**
 * Each Mantine component brings its own stylesheet, so a page loads the styles of what it renders:
 * the build adds, to the module holding a component's class names, an import of that component's CSS
 * (`@mantine/core/styles/<Component>.layer.css`, or the package's one file for the other packages). Vite then puts the CSS in the chunk that uses the component, and a component's CSS comes
 * after the CSS of the components it is built on, as the modules import each other.
 *
 * The `.layer.css` files wrap the rules in `@layer mantine`: our own CSS wins over Mantine's whatever
 * order the chunks' stylesheets arrive in. In development Vite pre-bundles Mantine without running
 * plugins over it, so main.tsx imports the whole stylesheet there.
 */
export function mantineStylesPerComponent(): Plugin {
  return {
    name: 'arcana:mantine-styles-per-component',
    apply: 'build',
    transform(code, id) {
      const match = MANTINE_CLASSES.exec(id);
      if (!match) return null;
      const [, pkg, component] = match;
      // Only @mantine/core publishes a stylesheet per component; the other packages have one small file.
      const stylesheet = pkg === 'core' ? `@mantine/core/styles/${component}.layer.css` : `@mantine/${pkg}/styles.layer.css`;
      // Appended, so the module's own lines (and their source map) stay where they were.
      return { code: `${code}\nimport ${JSON.stringify(stylesheet)};\n`, map: null };
    },
  };
}
