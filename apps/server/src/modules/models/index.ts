export { createCardModels } from './card-models.js';
