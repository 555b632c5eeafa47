export type { Broadcaster } from './twitch.service.js';
export type { UserGrant } from './helix.js';
export type { TwitchService } from './twitch.service.js';
export type { GrantMade } from './grant-notices.js';
export { isChannelLive } from './twitch.repo.js';
