export { createAccountDeletionService } from './account-deletion.service.js';
export { createEmailChangeService } from './email-change.service.js';
export { createProfileService } from './profile.service.js';
export { SETTINGS_MESSAGES } from './settings.messages.js';
export { registerSettingsRoutes } from './settings.routes.js';
