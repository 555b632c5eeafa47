// @databases pglite postgres: what a malformed value makes each database answer differs, and must stay a 4xx
import { describe, expect, it } from 'vitest';
import { API_DOCS_PATH } from '@arcana/shared';
import type { OpenApiDocument } from '../../../../tools/api-doc/openapi-types';
import { runFuzz, type FuzzCaller } from '../../../../tools/api-fuzz/fuzz-run';
import { integratorHelpers } from '../../test/integrators.js';
import { useTestApp } from '../../test/test-app.js';

const t = useTestApp();
const { creatorWithCollection, makeKey } = integratorHelpers(t);

/** A fixed seed in CI (bench/ runs longer, with others): a failure found here is found again. */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_127);
const CASES = Number(process.env.FUZZ_CASES ?? 6);
/** Thousands of requests, one after another: a hung run ends here, a busy two-core host's slow one does not. */
const FUZZ_TIMEOUT_MS = 90_000;

describe('every operation of the API document, sent inputs made from its schemas', () => {
  it(
    'never answers 500, and every 2xx answer matches its documented schema, anonymous, signed in or with a project key',
    async () => {
      const { creator, projectId, slug, collection } = await creatorWithCollection();
      const { key, secret } = await makeKey(creator.token, projectId);
      const document = (await t.app.inject({ method: 'GET', url: `${API_DOCS_PATH}/json` })).json<OpenApiDocument>();
      const callers: FuzzCaller[] = [
        { name: 'anonymous', headers: () => ({}) },
        { name: 'signed in', headers: () => ({ authorization: `Bearer ${creator.token}` }) },
        { name: 'a project key', headers: () => ({ authorization: `Bearer ${secret}` }) },
      ];
      const report = await runFuzz({
        document,
        callers,
        seed: SEED,
        casesPerOperation: CASES,
        known: { projectId, collectionId: collection.id, keyId: key.id, slug, playerId: 'fuzz-player', provider: 'discord' },
        // Logging out is no bad input: it would leave the rest of the run signed out.
        skip: (operationId, caller) => operationId === 'logOut' && caller.name === 'signed in',
        send: async ({ method, url, body, headers }) => {
          const res = await t.app.inject({ method: method as 'GET', url, payload: body, headers });
          return { status: res.statusCode, contentType: res.headers['content-type'] as string | undefined, body: res.body };
        },
      });
      expect(report.failures, report.failures.slice(0, 20).join('\n')).toEqual([]);
      // It reached the handlers, not only the validation: answers of every kind came back.
      expect(Object.keys(report.byStatus).map(Number)).toEqual(expect.arrayContaining([200, 400, 401, 403, 404]));
      expect(report.requests).toBeGreaterThan(2_000);
    },
    FUZZ_TIMEOUT_MS,
  );
});
