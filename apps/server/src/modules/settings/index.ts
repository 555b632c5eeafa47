export { SETTINGS_MESSAGES } from './settings.messages.js';
