export { createSweeper } from './sweeper.js';
export type { Sweeper } from './sweeper.js';
