export { registerOverlayRoutes } from './overlays.routes.js';
export { createOverlaysService, type OverlayFeed, type OverlaysService } from './overlays.service.js';
export type { FeedOverlay } from './overlays.repo.js';
