import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HEALTH_PATH } from '@arcana/shared';
import { ZHealthResponse } from '@arcana/shared/schemas';
import { AppError } from '../../lib/app-error.js';

export function registerHealthRoutes(fastify: FastifyInstance, pingDatabase: () => Promise<void>) {
  fastify
    .withTypeProvider<ZodTypeProvider>()
    .get(HEALTH_PATH, { schema: { tags: ['health'], response: { 200: ZHealthResponse } } }, async () => {
      await pingDatabase().catch(() => {
        throw new AppError('SERVICE_UNAVAILABLE', 503, 'Database unreachable');
      });
      return { status: 'ok' as const, database: 'ok' as const };
    });
}
