export type { ProfilesService } from './profiles.service.js';
