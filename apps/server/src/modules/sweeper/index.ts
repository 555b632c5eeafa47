export { createSweepRules } from './sweep-rules.js';
export { createSweeper } from './sweeper.js';
export type { Sweeper } from './sweeper.js';
