export type { OverlayFeed, OverlaysService } from './overlays.service.js';
export type { FeedOverlay } from './overlays.repo.js';
