export * from './common.js';
export * from './fields.js';
export * from './user.js';
export * from './auth.js';
export * from './wallet.js';
export * from './cards.js';
export * from './notifications.js';
export * from './realtime.js';
