export type { ProfilesService } from './profiles.service.js';
export { isPublic as isProfilePublic } from './profiles.repo.js';
