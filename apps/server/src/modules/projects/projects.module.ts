import type { AppModule } from '../../platform/app-module.js';
import type { Platform } from '../../platform/platform.js';
import type { AuthGuard } from '../sessions/index.js';
import { registerProjectRoutes } from './projects.routes.js';
import { createProjectsService } from './projects.service.js';
import { registerReviewRoutes } from './review.routes.js';
import { createReviewService } from './review.service.js';

/** Creators' projects, their collections and odds versions, and the review that publishes them. */
export function createProjectsModule(platform: Platform, { requireAuth }: { requireAuth: AuthGuard }) {
  const projects = createProjectsService(platform);
  const review = createReviewService(platform);
  return {
    name: 'projects',
    routes(api) {
      registerProjectRoutes(api, { projects, requireAuth });
      registerReviewRoutes(api, { review, requireAuth });
    },
  } satisfies AppModule;
}
