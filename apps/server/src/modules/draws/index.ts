export { createDraws, type DrawOutcome, type Draws } from './draws.js';
export { grantDraws } from './draw-credits.repo.js';
export { ensureActiveSeed, findActiveSeed, revealedSeeds, rotateSeed, type DrawSeedRow } from './draw-seeds.repo.js';
