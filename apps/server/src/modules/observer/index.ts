export { refuseObserver } from './observer-read-only.js';
export { registerObserverRoutes } from './observer.routes.js';
export { createObserverService } from './observer.service.js';
