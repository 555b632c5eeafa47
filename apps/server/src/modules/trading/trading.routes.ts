import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { TRADING_PATHS } from '@arcana/shared';
import {
  ZCardIdParams,
  ZCardTrading,
  ZListingAnswer,
  ZListingBody,
  ZMarketPage,
  ZMarketQuery,
  ZProjectSlugParams,
  ZListingIdParams,
  ZReservation,
  ZReservationAnswer,
  ZReservationIdParams,
  ZCardTransfer,
  ZCardTransferBody,
  ZCardTransferNonceBody,
  ZWalletNonceResponse,
} from '@arcana/shared/schemas';
import { clientOf } from '../../lib/client-info.js';
import { authOf, type AuthGuard } from '../sessions/index.js';
import type { MarketService } from './market.service.js';
import type { SalesService } from './sales.service.js';
import type { TradingService } from './trading.service.js';

/**
 * A card given or listed by its owner: sudo mode, as everything that lets a card go is; observers are
 * refused by the read-only hook. A project's market is anyone's to read.
 */
export function registerTradingRoutes(
  fastify: FastifyInstance,
  {
    trading,
    market,
    sales,
    requireAuth: preHandler,
  }: { trading: TradingService; market: MarketService; sales: SalesService; requireAuth: AuthGuard },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['trading'];

  app.post(
    TRADING_PATHS.transferNonce,
    { preHandler, schema: { tags, params: ZCardIdParams, body: ZCardTransferNonceBody, response: { 200: ZWalletNonceResponse } } },
    (req) => trading.transferNonce(authOf(req).user, req.params.cardId, req.body),
  );
  app.post(
    TRADING_PATHS.transfer,
    {
      preHandler,
      config: { recentAuth: true },
      schema: { tags, params: ZCardIdParams, body: ZCardTransferBody, response: { 200: ZCardTransfer, 201: ZCardTransfer } },
    },
    async (req, reply) => {
      const { transfer, created } = await trading.transfer(authOf(req).user, req.params.cardId, req.body, clientOf(req));
      return reply.status(created ? 201 : 200).send(transfer);
    },
  );
  app.get(TRADING_PATHS.card, { preHandler, schema: { tags, params: ZCardIdParams, response: { 200: ZCardTrading } } }, async (req) => {
    const { user } = authOf(req);
    const given = await trading.card(user, req.params.cardId);
    return { ...given, ...(await market.cardSale(user, req.params.cardId, given.giving)) };
  });
  app.post(
    TRADING_PATHS.listing,
    {
      preHandler,
      config: { recentAuth: true },
      schema: { tags, params: ZCardIdParams, body: ZListingBody, response: { 200: ZListingAnswer, 201: ZListingAnswer } },
    },
    async (req, reply) => {
      const { answer, created } = await market.list(authOf(req).user, req.params.cardId, req.body, clientOf(req));
      return reply.status(created ? 201 : 200).send(answer);
    },
  );
  app.delete(TRADING_PATHS.listing, { preHandler, schema: { tags, params: ZCardIdParams, response: { 200: ZListingAnswer } } }, (req) =>
    market.cancel(authOf(req).user, req.params.cardId, clientOf(req)),
  );
  app.get(
    TRADING_PATHS.market,
    { schema: { tags, params: ZProjectSlugParams, querystring: ZMarketQuery, response: { 200: ZMarketPage } } },
    (req) => market.page(req.params.slug, req.query),
  );
  app.post(
    TRADING_PATHS.reserve,
    { preHandler, schema: { tags, params: ZListingIdParams, response: { 200: ZReservationAnswer } } },
    (req) => sales.reserve(authOf(req).user, req.params.listingId),
  );
  app.get(
    TRADING_PATHS.reservation,
    { preHandler, schema: { tags, params: ZReservationIdParams, response: { 200: ZReservation } } },
    (req) => sales.reservation(authOf(req).user, req.params.reservationId),
  );
}
