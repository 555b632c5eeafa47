import type { RouteOptions } from 'fastify';
import { z } from 'zod';
import { PRODUCT_NAME } from '@arcana/shared';
import { ZErrorResponse } from '@arcana/shared/schemas';
import { OPERATIONS } from './operations.js';
import { normalizeSchemas } from './normalize-schemas.js';

type Guard = 'session' | 'projectKey' | 'dock' | null;
type Json = Record<string, unknown>;
interface Operation {
  operationId?: string;
  summary?: string;
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: unknown;
  responses?: Record<string, unknown>;
  security?: unknown[];
}

const ERROR_SCHEMA = 'ErrorResponse';
const DESCRIPTIONS: Record<number, string> = {
  400: 'The request is malformed: `field` names what is wrong',
  401: 'No valid credentials: none, or wrong, revoked or expired',
  403: 'Refused to these credentials (another project, a missing scope, observer mode, a proof of presence needed)',
  404: 'Nothing of that id is the caller’s to see',
  409: 'Refused by the state of things (a cap, a conflict, a rule that is off)',
  413: 'The upload is too large',
  415: 'The upload is of a kind not taken',
  422: 'The Idempotency-Key was used with another request body',
  429: 'Too many requests: `retryAfterSeconds` says when to try again',
  502: 'An outside service answered wrongly',
  503: 'A service it needs is unavailable',
};

/** The guard a route runs, by the name of its hook function. */
function guardOf(route: RouteOptions): Guard {
  const names = [route.preHandler, route.onRequest]
    .flatMap((hook): unknown[] => (Array.isArray(hook) ? hook : hook ? [hook] : []))
    .map((hook) => (hook as { name?: string }).name);
  if (names.includes('requireApiKey')) return 'projectKey';
  if (names.includes('requireDock')) return 'dock';
  if (names.includes('requireAuth') || names.includes('requireUploader')) return 'session';
  return null;
}

const SECURITY: Record<string, unknown[]> = {
  session: [{ bearerAuth: [] }],
  projectKey: [{ projectKey: [] }],
  dock: [{ dockToken: [] }],
  none: [],
};
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** The error statuses an operation answers: those its inputs and guard imply, and those of its entry. */
function errorStatuses(operation: Operation, guard: Guard, extra: readonly number[]): number[] {
  // Every request's text is checked, its query's too, whatever the operation takes (well-formed-text.ts).
  const statuses = new Set([400, ...extra]);
  if (guard) statuses.add(401).add(403);
  if (operation.parameters?.some((parameter) => parameter.in === 'path')) statuses.add(404);
  if (guard === 'projectKey') statuses.add(429);
  return [...statuses].sort();
}

/**
 * Completes the OpenAPI document the routes make (docs/decisions/039): each operation's operationId and
 * summary (operations.ts), its security (the session's bearer token, a project key, or none, from
 * the guard the route runs), every error status it answers with the `{ error, code }` shape and the
 * shared catalogue of codes, the Idempotency-Key of a game server's writes; and the document's
 * servers, contact and licence.
 */
export function createOperationDescriber(publicUrl: string) {
  const guards = new Map<string, Guard>();
  return {
    onRoute(route: RouteOptions) {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) guards.set(`${method} ${openApiPath(route.url)}`, guardOf(route));
    },

    transformObject({ openapiObject }: { openapiObject: Json }): Json {
      const paths = openapiObject.paths as Record<string, Record<string, Operation>>;
      for (const [path, item] of Object.entries(paths))
        for (const [method, operation] of Object.entries(item)) {
          const key = `${method.toUpperCase()} ${path}`;
          const entry = OPERATIONS[key];
          if (!entry) throw new Error(`The operation ${key} has no entry in openapi/operations.ts`);
          const guard = guards.get(key) ?? null;
          operation.operationId = entry.id;
          operation.summary = entry.summary;
          operation.security = SECURITY[guard ?? 'none'];
          if (guard === 'projectKey' && method === 'post')
            operation.parameters = [
              ...(operation.parameters ?? []),
              {
                in: 'header',
                name: 'Idempotency-Key',
                required: true,
                description: 'A new id per write: a retry with the same one is answered the same, and never acts twice',
                schema: { type: 'string', minLength: 1, maxLength: 255 },
              } as never,
            ];
          const responses = (operation.responses ??= {});
          for (const status of errorStatuses(operation, guard, entry.errors ?? []))
            responses[status] ??= {
              description: DESCRIPTIONS[status],
              content: { 'application/json': { schema: { $ref: `#/components/schemas/${ERROR_SCHEMA}` } } },
            };
        }
      const components = (openapiObject.components ??= {}) as Json;
      components.schemas = {
        ...(components.schemas as Json | undefined),
        [ERROR_SCHEMA]: z.toJSONSchema(ZErrorResponse, { target: 'openapi-3.0' }),
      };
      const info = openapiObject.info as Json;
      info.description = `The ${PRODUCT_NAME} API: the web app's own, and under /api/v1 the one a game's server calls with a project key.`;
      info.contact = { name: PRODUCT_NAME, url: publicUrl };
      info.license = { name: 'Proprietary', url: `${publicUrl}/api/docs` };
      // Where Arcana runs is its operator's PUBLIC_URL: a variable, with this server's as its default.
      openapiObject.servers = [
        { url: '{origin}', description: 'An Arcana server', variables: { origin: { default: publicUrl, description: 'Its PUBLIC_URL' } } },
      ];
      return normalizeSchemas(openapiObject);
    },
  };
}
