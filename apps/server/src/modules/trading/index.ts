export type { TradingService } from './trading.service.js';
export { cardOwners } from './card-owners.js';
