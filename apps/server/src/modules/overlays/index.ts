export type { OverlayFeed, OverlaysService, PlaysShown } from './overlays.service.js';
export type { FeedOverlay } from './overlays.repo.js';
