export * from './card-draw.js';
export * from './catalogue.js';
export * from './fair-random.js';
export * from './verify-draw.js';
