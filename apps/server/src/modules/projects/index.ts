export { findDrawableCollection, findHouseVersion, type ActiveVersion } from './odds-versions.repo.js';
export { ownCollection, ownProject, requireCreator } from './project-access.js';
export { findProject } from './projects.repo.js';
