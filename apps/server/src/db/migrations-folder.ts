import { fileURLToPath } from 'node:url';

/** Beside the module that runs: src/db/migrations from source, dist/migrations compiled (build.mjs copies them). */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
