import { offering } from '../../platform/app-module.js';
import type { Platform } from '../../platform/platform.js';
import type { AuthGuard } from '../sessions/index.js';
import type { UsdtTransfers } from '../wallet/index.js';
import { loadTransfers, transferWebhooks } from './card-transferred.js';
import { registerTradingRoutes } from './trading.routes.js';
import { createMarketService } from './market.service.js';
import { loadSalesPaid, settleSales } from './sale-paid.js';
import { withdrawChangedSellers, withdrawMoneyDrawn, withdrawnListingsJob } from './listings-withdrawn.js';
import { createSalesService } from './sales.service.js';
import { createTradingService } from './trading.service.js';

/** Cards changing hands: given to another account or listed on the market, with their history of holders, and what follows. */
export function createTradingModule(
  platform: Platform,
  { requireAuth, usdtTransfers }: { requireAuth: AuthGuard; usdtTransfers: Pick<UsdtTransfers, 'prepareSale'> },
) {
  const trading = createTradingService(platform);
  const market = createMarketService(platform);
  const sales = createSalesService(platform, usdtTransfers);
  return offering(
    {
      name: 'trading',
      routes: (api) => registerTradingRoutes(api, { trading, market, sales, requireAuth }),
      loads: { 'card.transferred': loadTransfers, 'card.sold': loadTransfers, 'sale.paid': loadSalesPaid },
      handlers: {
        'card.transferred': [transferWebhooks(platform.jobs, 'card.transferred')],
        'card.sold': [transferWebhooks(platform.jobs, 'card.sold')],
        'sale.paid': [settleSales],
        'credentials.changed': [withdrawChangedSellers],
        'donations.opened': [withdrawMoneyDrawn],
      },
      jobs: { 'market.withdraw': withdrawnListingsJob(platform.db) },
    },
    { trading },
  );
}
