export { ADMIN_MESSAGES } from './admin.messages.js';
export { registerAdminRoutes } from './admin.routes.js';
export { promoteConfiguredAdmins } from './configured-admins.js';
export { createRolesService } from './roles.service.js';
