import type { FastifyRequest } from 'fastify';
import type { ClientInfo } from './sessions.service.js';

/** Who is asking, as sessions and rate limits record it (the IP honours TRUST_PROXY). */
export const clientOf = (request: FastifyRequest): ClientInfo => ({ ip: request.ip, userAgent: request.headers['user-agent'] });
