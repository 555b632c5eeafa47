import { randomBytes } from 'node:crypto';
import { fillPath, PROJECT_PATHS, REVIEW_PATHS } from '@arcana/shared';
import type { TCollection, TProject } from '@arcana/shared/schemas';
import { totpFor } from '../apps/server/src/modules/two-factor/totp';
import type { Page } from './fixtures';
import { adminToken, keepSignedIn, USER_PASSWORD, verifiedAccount } from './support';

/** Creators' projects made through the API, as their own client would make them: the pages under test are others'. */

export const path = (template: string, params: Record<string, string>) => `/api${fillPath(template, params)}`;

/** A JSON call of the API with a bearer token, refused loudly. */
export async function call(page: Page, token: string, method: 'POST' | 'PATCH', url: string, data?: unknown) {
  const res = await page.request.fetch(url, { method, data, headers: { authorization: `Bearer ${token}` } });
  if (!res.ok()) throw new Error(`${method} ${url}: ${res.status()} ${await res.text()}`);
  return res.status() === 204 ? null : ((await res.json()) as unknown);
}

/**
 * A creator (two-factor on) makes a project with one collection and submits it, through the API as
 * their own client would: the pages under test are the public's and the admins'.
 */
export async function submittedProject(page: Page) {
  const { email } = await verifiedAccount(page);
  // Signed in with the password, as a creator at their desk: presence proved for two-factor's setup.
  const login = await page.request.post('/api/auth/login', { data: { email, password: USER_PASSWORD } });
  const session = (await login.json()) as { token: string; refreshToken: string };
  const { token } = session;
  const { secret } = (await call(page, token, 'POST', '/api/auth/2fa/setup')) as { secret: string };
  await call(page, token, 'POST', '/api/auth/2fa/verify', { token: totpFor(secret).generate() });
  const name = `Nova ${randomBytes(3).toString('hex')}`;
  const slug = name.toLowerCase().replace(' ', '-');
  const project = (await call(page, token, 'POST', path(PROJECT_PATHS.list, {}), {
    name,
    slug,
    tagline: 'Stars, drawn live',
    description: 'Cards from the Nova streams. More at https://nova.example/cards',
    links: { twitch: 'nova_lumen' },
  })) as TProject;
  const collection = (await call(page, token, 'POST', path(PROJECT_PATHS.collections, { projectId: project.id }), {
    name: 'First Light',
    weights: { common: 9_000, uncommon: 0, rare: 0, epic: 0, legendary: 1_000 },
  })) as TCollection;
  const designs = path(PROJECT_PATHS.designs, { collectionId: collection.id });
  const design = { description: 'Drawn at dawn.', power: [10, 20], defense: [5, 15] };
  await call(page, token, 'POST', designs, {
    ...design,
    name: 'Ember Fox',
    type: 'beast',
    rarity: 'common',
    image: 'crimson-fox',
    supplyCap: 100,
  });
  await call(page, token, 'POST', designs, {
    ...design,
    name: 'Star Wand',
    type: 'artifact',
    rarity: 'legendary',
    image: 'crown-of-echoes',
  });
  const submitted = (await call(page, token, 'POST', path(PROJECT_PATHS.submit, { collectionId: collection.id }))) as TCollection;
  return {
    name,
    slug,
    email,
    token,
    /** The creator's session, signed in before two-factor was turned on (a later sign-in asks for a code). */
    session,
    projectId: project.id,
    collectionId: collection.id,
    hash: submitted.versions[0]!.hash,
    versionId: submitted.versions[0]!.id,
  };
}

/** A submitted project an admin has approved. */
export async function publishedProject(page: Page) {
  const project = await submittedProject(page);
  await call(page, await adminToken(page, 5), 'POST', path(REVIEW_PATHS.approve, { versionId: project.versionId }));
  return project;
}

/** A published project's creator at their desk: signed in, on Manage Collections. */
export async function creatorAtForge(page: Page) {
  const project = await publishedProject(page);
  await keepSignedIn(page, project.session);
  await page.goto('/forge?tab=manage');
  return project;
}
