export * from './catalogue.js';
export * from './fair-random.js';
export * from './odds.js';
export * from './verify-draw.js';
