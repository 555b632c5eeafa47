export { createDraws, type DrawOutcome, type Draws, type StoredDraw } from './draws.js';
export { grantDraws } from './draw-credits.repo.js';
export { ensureActiveSeed, findActiveSeed, revealedSeeds, rotateSeed, type DrawSeedRow } from './draw-seeds.repo.js';
export { newProofCode } from './proof-code.js';

export {
  chainsInForce,
  latestChains,
  publishChains,
  SEED_CHAIN_LENGTH,
  SEED_CHAIN_PUBLISH_AHEAD,
  type SeedChainRow,
} from './seed-chains.repo.js';
export { countDuplicates, spendCards, spendDuplicates, type DuplicateCount } from './card-spends.repo.js';
export { holdCards } from './card-holds.js';
export { moveCard } from './card-moves.repo.js';
export { busyCards, cardIsBusy, type CardBusy } from './busy-cards.js';
