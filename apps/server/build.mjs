// Compiles the server into dist/ for `npm start`: plain JavaScript that Node runs without a TypeScript
// loader (docs/decisions/013-compiled-server.md). Each entry is one bundle of our own code; packages from
// node_modules stay imports, so native ones (sharp, argon2, PGlite's WebAssembly) load as they are.
import { cp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'esbuild';

const root = import.meta.dirname;
const outdir = join(root, 'dist');

/** Workspace packages ship TypeScript sources, which Node cannot load: those are bundled, every other package is not. */
const keepPackagesExternal = {
  name: 'keep-packages-external',
  setup(bundle) {
    bundle.onResolve({ filter: /^[^./]/ }, ({ path, kind }) =>
      kind === 'entry-point' || path.startsWith('@arcana/') ? undefined : { path, external: true },
    );
  },
};

await rm(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  // The database thread and the process that creates a new database are entries of their own:
  // db/pglite-thread.ts and db/pglite-create.ts start them from the files beside main.js.
  entryPoints: {
    main: 'src/main.ts',
    seed: 'src/seed.ts',
    admin: 'src/admin-cli.ts',
    backup: 'src/backup/backup-cli.ts',
    restore: 'src/backup/restore-cli.ts',
    'pglite-worker': 'src/db/pglite-worker.ts',
    'pglite-create-process': 'src/db/pglite-create-process.ts',
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  plugins: [keepPackagesExternal],
  logLevel: 'warning',
});
// db/client.ts finds the migrations beside the module that runs it; drizzle-kit's snapshots are not needed to apply them.
await cp(join(root, 'src/db/migrations'), join(outdir, 'migrations'), {
  recursive: true,
  filter: (path) => !path.endsWith('_snapshot.json'),
});
