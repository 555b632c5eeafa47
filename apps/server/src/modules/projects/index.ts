export {
  findDrawableCollection,
  findDrawableCollections,
  findHouseVersion,
  type ActiveVersion,
  type DrawableCollection,
} from './odds-versions.repo.js';
export { ownCollection, ownProject, requireCreator } from './project-access.js';
export { findProject } from './projects.repo.js';
