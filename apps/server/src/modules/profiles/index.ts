export type { ProfilesService } from './profiles.service.js';
export { isPublic as isProfilePublic, publicAmong as publicProfilesAmong } from './profiles.repo.js';
