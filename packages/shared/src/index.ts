export * from './constants.js';
export * from './errors.js';
export * from './events.js';
export * from './api-paths.js';
export * from './validation/index.js';
export * from './session-rules.js';
export * from './providers.js';
export * from './wallet-message.js';
