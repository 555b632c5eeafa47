import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { REWARD_PATHS } from '@arcana/shared';
import {
  ZCollectionIdParams,
  ZMessageResponse,
  ZReferralArrivalBody,
  ZReferralLink,
  ZReferralVisit,
  ZReferralVisitBody,
} from '@arcana/shared/schemas';
import type { BrowserCookie } from '../../lib/browser-cookie.js';
import type { AuthGuard } from '../sessions/index.js';
import type { Referrals } from './referrals.service.js';
import { authOf } from '../sessions/index.js';

/**
 * Referral links, their visits and arrivals (docs/product-rules.md "Earning rules"). Each names the
 * browser by the server's own cookie (set here when it has none), never by what the body says.
 */
export interface ReferralRouteParts {
  referrals: Referrals;
  browserCookie: BrowserCookie;
  requireAuth: AuthGuard;
}

export function registerReferralRoutes(
  fastify: FastifyInstance,
  { referrals, browserCookie, requireAuth: preHandler }: ReferralRouteParts,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['rewards'];
  app.post(
    REWARD_PATHS.referralLink,
    { preHandler, schema: { tags, params: ZCollectionIdParams, response: { 200: ZReferralLink } } },
    (req, reply) => referrals.link(authOf(req).user, req.params.collectionId, browserCookie.of(req, reply)),
  );
  app.post(
    REWARD_PATHS.referralVisits,
    { schema: { tags, body: ZReferralVisitBody, response: { 201: ZReferralVisit } } },
    async (req, reply) => reply.status(201).send(await referrals.visit(req.body, { browser: browserCookie.of(req, reply), ip: req.ip })),
  );
  app.post(
    REWARD_PATHS.referralArrivals,
    { preHandler, schema: { tags, body: ZReferralArrivalBody, response: { 200: ZMessageResponse } } },
    (req, reply) => referrals.arrive(authOf(req).user, req.body, { browser: browserCookie.of(req, reply), ip: req.ip }),
  );
}
