import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HEALTH_PATH, ZHealthResponse } from '@arcana/shared';
import { pingDatabase, type Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';

export function registerHealthRoutes(fastify: FastifyInstance, db: Database) {
  fastify
    .withTypeProvider<ZodTypeProvider>()
    .get(HEALTH_PATH, { schema: { tags: ['health'], response: { 200: ZHealthResponse } } }, async () => {
      await pingDatabase(db).catch(() => {
        throw new AppError('SERVICE_UNAVAILABLE', 503, 'Database unreachable');
      });
      return { status: 'ok' as const, database: 'ok' as const };
    });
}
