import { API_DOCS_PATH } from '@arcana/shared';
import { buildApp } from '../../apps/server/src/app';
import { createPlatform } from '../../apps/server/src/platform/platform';
import { parseConfig, type ResolvedConfig } from '../../apps/server/src/config';
import { createLogger } from '../../apps/server/src/logger';
import type { OpenApiDocument } from './openapi-types';
import { openRefusingDatabase } from './refusing-database';

/**
 * A default install's settings, never the environment's: the document must not change with whoever
 * runs the script (CI sets database and provider variables). The secrets are fixed because nothing is
 * signed or sealed here; no port is opened.
 */
function documentConfig(): ResolvedConfig {
  return {
    // A web build that does not exist, as in the server tests: its files are not API routes.
    ...parseConfig({ LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent' }),
    jwtSecret: 'api-doc-generation-signs-nothing-0000000000000000',
    encryptionKey: 'api-doc-generation-seals-nothing-000000000000000',
  };
}

/**
 * The OpenAPI document exactly as the server serves it at /api/docs/json, from the app built in this
 * process the way the server tests build it (buildApp) and asked through Fastify's inject, so no
 * server runs and no port is taken. Its database refuses every statement (refusing-database.ts).
 */
export async function loadOpenApiDocument(): Promise<OpenApiDocument> {
  const database = openRefusingDatabase();
  const deps = createPlatform(documentConfig(), database, createLogger('silent'));
  try {
    const app = await buildApp(deps);
    try {
      const reply = await app.inject({ method: 'GET', url: `${API_DOCS_PATH}/json` });
      if (reply.statusCode !== 200) throw new Error(`GET ${API_DOCS_PATH}/json answered ${reply.statusCode}: ${reply.body}`);
      return reply.json<OpenApiDocument>();
    } finally {
      await app.close();
    }
  } finally {
    await deps.mail.close();
    await database.close();
  }
}
