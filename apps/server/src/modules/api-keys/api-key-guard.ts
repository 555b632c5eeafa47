import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  API_KEY_LIMITS,
  API_KEY_SCOPE_LABELS,
  INTEGRATOR_MESSAGES,
  isApiKeySecret,
  type ApiKeyMode,
  type ApiKeyScope,
} from '@arcana/shared';
import type { Platform } from '../../platform/platform.js';
import { forbidden, unauthorized } from '../../lib/app-error.js';
import { addressKey } from '../../platform/rate-limit/index.js';
import { bearerToken } from '../sessions/index.js';
import * as repo from './api-keys.repo.js';
import { hashSecret } from './api-keys.service.js';

/** The key a request was let in with. */
export interface RequestApiKey {
  id: string;
  projectId: string;
  mode: ApiKeyMode;
  scopes: ApiKeyScope[];
}

declare module 'fastify' {
  interface FastifyRequest {
    apiKey: RequestApiKey | null;
  }
}

/** What a key looks like, wherever it is written: the address is checked for one before anything else. */
const KEY_SHAPE = /ak_(live|test)_/;

function keyInAddress(request: FastifyRequest): boolean {
  const query = request.url.indexOf('?');
  if (query < 0) return false;
  return [...new URLSearchParams(request.url.slice(query + 1))].some(([name, value]) => KEY_SHAPE.test(name) || KEY_SHAPE.test(value));
}

/**
 * The guard of the API a game's server calls (docs/product-rules.md "Game servers and keys"): a key
 * only in the Authorization header, looked up by its hash on every request (a revoked key is refused
 * from the next one), with the scope the route needs, under its own rate limits: the minute's, and
 * the minute's share in any one second (6,000 a minute is 100 a second). A wrong key, made up or
 * not, counts against the address that sent it.
 */
export function createApiKeyGuard({
  db,
  config,
  rateLimiter,
  background,
  log,
}: Pick<Platform, 'db' | 'config' | 'rateLimiter' | 'background' | 'log'>) {
  const touched = new Map<string, number>();
  const perWindow = config.rateLimits.apiKey;
  const perSecond = { max: Math.ceil(perWindow.max / perWindow.windowSeconds), windowSeconds: 1 };
  const wrongKeys = { max: API_KEY_LIMITS.wrongKeysPerAddress, windowSeconds: API_KEY_LIMITS.wrongKeyWindowSeconds };

  /** 401, counted first against the sender's address: past its limit, a 429 whatever key it makes up next. */
  async function refused(request: FastifyRequest, message: string): Promise<never> {
    await rateLimiter.hit([{ key: addressKey('api-key-wrong', request.ip), ...wrongKeys }]);
    throw unauthorized('API_KEY_INVALID', message);
  }

  return (scope: ApiKeyScope) =>
    async function requireApiKey(request: FastifyRequest, _reply: FastifyReply) {
      // A key in an address ends up in logs and histories: refused even beside a good header.
      if (keyInAddress(request)) throw unauthorized('API_KEY_IN_QUERY', INTEGRATOR_MESSAGES.keyInQuery);
      const secret = bearerToken(request);
      if (!secret || !isApiKeySecret(secret)) return refused(request, INTEGRATOR_MESSAGES.keyMissing);
      const key = await repo.findKeyInForce(db, hashSecret(secret));
      if (!key) return refused(request, INTEGRATOR_MESSAGES.keyInvalid);
      const scopes = key.scopes as ApiKeyScope[];
      if (!scopes.includes(scope)) throw forbidden('API_KEY_FORBIDDEN', INTEGRATOR_MESSAGES.keyScope(API_KEY_SCOPE_LABELS[scope]));
      await rateLimiter.hit([
        { key: `api-key:${key.id}`, ...perWindow },
        { key: `api-key-second:${key.id}`, ...perSecond },
      ]);
      // Its last use is noted at most once a minute per instance: a burst of requests writes nothing more.
      const now = Date.now();
      if ((touched.get(key.id) ?? 0) < now - API_KEY_LIMITS.lastUsedEverySeconds * 1000) {
        touched.set(key.id, now);
        background.run('key use', () =>
          repo
            .touchKey(db, key.id, API_KEY_LIMITS.lastUsedEverySeconds)
            .catch((err: unknown) => log.warn({ err }, 'could not note a key’s use')),
        );
      }
      request.apiKey = { id: key.id, projectId: key.projectId, mode: key.mode as ApiKeyMode, scopes };
    };
}

export type ApiKeyGuard = ReturnType<typeof createApiKeyGuard>;

/** For handlers behind the guard. */
export function apiKeyOf(request: FastifyRequest): RequestApiKey {
  if (!request.apiKey) throw unauthorized('API_KEY_INVALID', INTEGRATOR_MESSAGES.keyMissing);
  return request.apiKey;
}
