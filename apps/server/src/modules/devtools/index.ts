export { registerDevtoolsRoutes } from './devtools.routes.js';
