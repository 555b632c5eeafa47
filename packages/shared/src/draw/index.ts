export * from './catalogue.js';
export * from './fair-random.js';
export * from './odds.js';
export * from './verify-draw.js';
export * from './draft-version.js';
export * from './seed-chain.js';
