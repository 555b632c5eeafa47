import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { API_KEY_PATHS, API_KEY_SCOPES, API_V1_PATHS, fillPath, PLAYER_LINK_PATHS, REVIEW_PATHS, REWARD_PATHS } from '@arcana/shared';
import type { TApiKeyBody, TLinkCode, TNewApiKey, TRuleCaps } from '@arcana/shared/schemas';
import { buildAdmin } from './factories.js';
import { projectHelpers } from './projects.js';
import type { TestApp } from './test-app.js';

/** What a game's server sends: a key in the header, an Idempotency-Key with each write. */
export interface V1Request {
  body?: unknown;
  idempotencyKey?: string;
  headers?: Record<string, string>;
  /** The address it comes from (the app's default otherwise). */
  remoteAddress?: string;
}

/** Requests and builders for the API a game's server calls, on this app. */
export function integratorHelpers(t: TestApp) {
  const projects = projectHelpers(t);
  const { api, send } = projects;

  async function makeKey(token: string, projectId: string, body: Partial<TApiKeyBody> = {}): Promise<TNewApiKey> {
    const made = await send('POST', api(API_KEY_PATHS.keys, { projectId }), token, {
      name: 'Game server',
      mode: 'live',
      scopes: [...API_KEY_SCOPES],
      ...body,
    });
    expect(made.status).toBe(201);
    return made.body as unknown as TNewApiKey;
  }

  /** A published collection whose rule "Your game's server" is on, and a live key with every scope. */
  async function gameProject({ reward = 5, caps = {} }: { reward?: number; caps?: Partial<TRuleCaps> } = {}) {
    const submitted = await projects.submittedCollection();
    const admin = await buildAdmin(t);
    expect((await send('POST', api(REVIEW_PATHS.approve, { versionId: submitted.version.id }), admin.token)).status).toBe(204);
    const rule = await send('POST', api(REWARD_PATHS.rules, { collectionId: submitted.collection.id }), submitted.creator.token, {
      terms: { source: 'api', reward },
      caps,
    });
    expect(rule.status).toBe(201);
    const ruleId = rule.body.id as string;
    expect((await send('PATCH', api(REWARD_PATHS.rule, { ruleId }), submitted.creator.token, { enabled: true })).status).toBe(200);
    const { secret } = await makeKey(submitted.creator.token, submitted.projectId);
    return { ...submitted, admin, ruleId, secret };
  }

  /** A call of the versioned API with a key; a write gets a fresh Idempotency-Key unless one is given. */
  async function v1(
    method: 'GET' | 'POST',
    path: string,
    secret: string | null,
    { body, idempotencyKey, headers = {}, remoteAddress }: V1Request = {},
  ) {
    const res = await t.app.inject({
      method,
      url: `/api${path}`,
      remoteAddress,
      payload: body as Record<string, unknown>,
      headers: {
        ...(secret ? { authorization: `Bearer ${secret}` } : {}),
        ...(method === 'POST' ? { 'idempotency-key': idempotencyKey ?? randomUUID() } : {}),
        ...headers,
      },
    });
    return {
      status: res.statusCode,
      headers: res.headers,
      body: res.json() as Record<string, unknown> & { code?: string; field?: string; error?: string },
    };
  }

  /** The game asks for a code for its player; the signed-in user enters it. */
  async function linkPlayer(secret: string, playerId: string, userToken: string) {
    const issued = await v1('POST', API_V1_PATHS.linkCodes, secret, { body: { playerId } });
    expect(issued.status).toBe(201);
    const { code } = issued.body as unknown as TLinkCode;
    const linked = await send('POST', api(PLAYER_LINK_PATHS.redeem), userToken, { code });
    expect(linked.status).toBe(200);
    return linked.body;
  }

  const grant = (secret: string, body: Record<string, unknown>, idempotencyKey?: string) =>
    v1('POST', API_V1_PATHS.grants, secret, { body, idempotencyKey });

  return { ...projects, makeKey, gameProject, v1, linkPlayer, grant, path: fillPath };
}
