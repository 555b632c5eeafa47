// From source only (npm run dev, tests; the compiled server runs dist/pglite-create-process.js instead):
// a new process has no TypeScript loader, so register tsx here, then run the script.
import { register } from 'tsx/esm/api';

register();
await import('./pglite-create-process.ts');
