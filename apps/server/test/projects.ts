import { expect } from 'vitest';
import { fillPath, PROJECT_PATHS } from '@arcana/shared';
import type { TCollection, TDesign, TProject } from '@arcana/shared/schemas';
import { buildUserWith2FA } from './factories.js';
import type { TestApp } from './test-app.js';

/** A design any collection may take: its image is one of our artworks (ARTWORK_KEYS). */
export const DESIGN = {
  name: 'Ember Fox',
  description: 'Quick, bright, gone.',
  type: 'beast',
  rarity: 'common',
  power: [10, 20],
  defense: [5, 15],
  image: 'crimson-fox',
};

/** A path of PROJECT_PATHS (or another) with its parameters filled in, under /api. */
export const api = (path: string, params: Record<string, string> = {}) => `/api${fillPath(path, params)}`;

let slugs = 0;
export const uniqueSlug = () => `studio-${Date.now().toString(36)}-${++slugs}`;

type Creator = Awaited<ReturnType<typeof buildUserWith2FA>>;

/** Requests and builders for the projects' tests, on this app. */
export function projectHelpers(t: TestApp) {
  async function send(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, token: string, payload?: unknown) {
    const res = await t.app.inject({
      method,
      url,
      payload: payload as Record<string, unknown>,
      headers: { authorization: `Bearer ${token}` },
    });
    return {
      status: res.statusCode,
      body: (res.body ? res.json() : null) as Record<string, unknown> & { code?: string; field?: string; error?: string },
    };
  }

  /** A creator (two-factor on, or the one given) with a project and one draft collection. */
  async function creatorWithCollection(given?: Creator) {
    const creator = given ?? (await buildUserWith2FA(t));
    const project = await send('POST', api(PROJECT_PATHS.list), creator.token, {
      name: 'Nova Studio',
      slug: uniqueSlug(),
      tagline: 'Stars, drawn',
    });
    expect(project.status).toBe(201);
    const { id: projectId, slug } = project.body as unknown as TProject;
    const collection = await send('POST', api(PROJECT_PATHS.collections, { projectId }), creator.token, { name: 'First Light' });
    expect(collection.status).toBe(201);
    return { creator, projectId, slug, collection: collection.body as unknown as TCollection };
  }

  async function addDesign(token: string, collectionId: string, design: Record<string, unknown> = DESIGN) {
    const res = await send('POST', api(PROJECT_PATHS.designs, { collectionId }), token, design);
    expect(res.status).toBe(201);
    return res.body as unknown as TDesign;
  }

  /**
   * A collection with two designs (a capped common, a legendary) at 99/1 %, submitted for review; its
   * cards do what `actions` says, and change hands as `trading` says.
   */
  async function submittedCollection({
    cap = 50,
    creator: given,
    actions,
    trading,
  }: { cap?: number; creator?: Creator; actions?: TCollection['actions']; trading?: TCollection['trading'] } = {}) {
    const made = await creatorWithCollection(given);
    const { creator, collection } = made;
    const fox = await addDesign(creator.token, collection.id, { ...DESIGN, supplyCap: cap });
    const wand = await addDesign(creator.token, collection.id, { ...DESIGN, name: 'Star Wand', rarity: 'legendary', type: 'artifact' });
    await send('PATCH', api(PROJECT_PATHS.collection, { collectionId: collection.id }), creator.token, {
      weights: { common: 9_900, uncommon: 0, rare: 0, epic: 0, legendary: 100 },
      ...(actions && { actions }),
      ...(trading && { trading }),
    });
    const submitted = await send('POST', api(PROJECT_PATHS.submit, { collectionId: collection.id }), creator.token);
    expect(submitted.status).toBe(200);
    const version = (submitted.body as unknown as TCollection).versions[0]!;
    return { ...made, fox, wand, version };
  }

  return { api, send, uniqueSlug, creatorWithCollection, addDesign, submittedCollection, DESIGN };
}
