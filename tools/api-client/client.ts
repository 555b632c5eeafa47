import createClient from 'openapi-fetch';
import type { paths } from './arcana-api';

/**
 * A typed client of the Arcana API, made from the generated types by openapi-fetch: what a game's
 * server uses with its project key (the demo game does). Each write of `/api/v1` needs an
 * Idempotency-Key header of its own.
 */
export function createArcanaClient(baseUrl: string, projectKey: string) {
  return createClient<paths>({ baseUrl, headers: { authorization: `Bearer ${projectKey}` } });
}

export type ArcanaClient = ReturnType<typeof createArcanaClient>;
export type { components, operations, paths } from './arcana-api';
