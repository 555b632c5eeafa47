import { describe, expect, it } from 'vitest';
import * as shared from '@arcana/shared';
import { useTestApp } from '../../test/test-app.js';

const t = useTestApp();

describe('API Explorer', () => {
  it('serves Swagger UI that our own pages may frame, and the OpenAPI document of every route with its schemas', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui-bundle.js');
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    // Every other page still refuses to be framed.
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).headers['x-frame-options']).toBe('DENY');

    const initializer = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(initializer.body).toContain('window.localStorage.getItem("token")');

    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { requestBody?: unknown; responses: Record<string, unknown> }>>;
      components: { securitySchemes: Record<string, unknown> };
    };
    // Every path the contract names (shared/api-paths.ts) is in the document.
    const named = Object.entries(shared)
      .filter(([name]) => name.endsWith('_PATHS'))
      .flatMap(([, paths]) => Object.values(paths as Record<string, string>));
    expect(named.length).toBeGreaterThan(60);
    for (const path of named) {
      const documented = `${shared.API_PREFIX}${path.replace(/:(\w+)/g, '{$1}')}`;
      expect(document.paths[documented], documented).toBeDefined();
    }
    expect(document.paths['/api/auth/login']?.post?.requestBody).toMatchObject({
      content: { 'application/json': { schema: { required: ['email', 'password'] } } },
    });
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
    expect(document.components.securitySchemes.projectKey).toMatchObject({ type: 'http', scheme: 'bearer' });
  });
});
