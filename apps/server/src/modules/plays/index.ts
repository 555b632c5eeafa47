export type { DockAccess, PlaysService } from './plays.service.js';
export type { PlayMoved } from './play-events.js';
