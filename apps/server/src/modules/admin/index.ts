export { ADMIN_MESSAGES } from './admin.messages.js';
export { createRolesService } from './roles.service.js';
