// From source only (npm run dev, tests; the compiled server starts dist/pglite-worker.js instead): worker
// threads do not inherit the parent's TypeScript loader, so register tsx here, then load the worker.
import { register } from 'tsx/esm/api';

register();
await import('./pglite-worker.ts');
