export * from './password.js';
export * from './email.js';
export * from './username.js';
export * from './codes.js';
export * from './picture.js';
export * from './fairness.js';
export * from './transfer.js';
export * from './projects.js';
