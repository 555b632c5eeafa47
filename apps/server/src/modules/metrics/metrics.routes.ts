import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { OPS_PATHS } from '@arcana/shared';
import type { Platform } from '../../platform/platform.js';
import { bearerToken } from '../sessions/index.js';
import { notFound, unauthorized } from '../../lib/app-error.js';

export const METRICS_MESSAGES = {
  off: 'Metrics are off: set METRICS_TOKEN to turn them on',
  token: 'The metrics token is missing or wrong',
} as const;

const sameToken = (given: string | undefined, expected: string) =>
  given !== undefined && given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));

/** GET /api/metrics in Prometheus's text format, for a scraper holding METRICS_TOKEN; a 404 while it is unset. */
export function registerMetricsRoutes(app: FastifyInstance, { config, metrics }: Pick<Platform, 'config' | 'metrics'>) {
  app.get(OPS_PATHS.metrics, { schema: { tags: ['operations'] } }, async (req, reply) => {
    if (!config.metricsToken) throw notFound('NOT_FOUND', METRICS_MESSAGES.off);
    if (!sameToken(bearerToken(req), config.metricsToken)) throw unauthorized('INVALID_TOKEN', METRICS_MESSAGES.token);
    reply.header('content-type', metrics.registry.contentType).header('cache-control', 'no-store');
    return metrics.registry.metrics();
  });
}
