import type { FastifyRequest } from 'fastify';

/** Who is asking, as sessions and rate limits record it. */
export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
}

/** The IP honours TRUST_PROXY. */
export const clientOf = (request: FastifyRequest): ClientInfo => ({ ip: request.ip, userAgent: request.headers['user-agent'] });
