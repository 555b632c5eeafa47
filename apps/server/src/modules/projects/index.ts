export { findDrawableCollection, findHouseVersion, type ActiveVersion } from './odds-versions.repo.js';
export { ownCollection, ownProject, requireCreator } from './project-access.js';
export { findProject } from './projects.repo.js';
export { registerProjectRoutes } from './projects.routes.js';
export { createProjectsService } from './projects.service.js';
export { registerReviewRoutes } from './review.routes.js';
export { createReviewService } from './review.service.js';
