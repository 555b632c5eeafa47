// Worker threads do not inherit the parent's TypeScript loader: register tsx here, then load the worker.
import { register } from 'tsx/esm/api';

register();
await import('./pglite-worker.ts');
