export { registerModelRoutes } from './models.routes.js';
export { createCardModels, type CardModels } from './card-models.js';
