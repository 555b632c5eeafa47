import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PROJECT_PATHS, REVIEW_PATHS } from '@arcana/shared';
import type { TDesign } from '@arcana/shared/schemas';
import { parseConfig } from '../../config.js';
import { cards } from '../../db/schema.js';
import { useTestApp } from '../../../test/test-app.js';
import { buildAdmin, buildUser, get } from '../../../test/factories.js';
import { projectHelpers } from '../../../test/projects.js';

// Creators, admins and collectors sign up from one address: more than a person's signups and logins.
const many = { max: 1_000, windowSeconds: 60 };
const t = useTestApp({ rateLimits: { ...parseConfig({}).rateLimits, signup: many, login: many } });
const { api, send, submittedCollection, creatorWithCollection } = projectHelpers(t);

const userIdOf = async (token: string) => (await t.deps.tokens.verifyAccess(token)).sub;

/** Cards of a design stored for a user as a draw stores them, without the draw: what is counted is the rows. */
async function storeCards(token: string, design: TDesign, howMany: number) {
  const userId = await userIdOf(token);
  const { name, description, image, rarity, type } = design;
  const card = () => ({
    userId,
    name,
    description,
    image,
    rarity,
    type,
    power: 10,
    defense: 5,
    designId: design.id,
    requestId: randomUUID(),
  });
  await t.deps.db.insert(cards).values(Array.from({ length: howMany }, card));
}

describe('a collector’s cards of a collection, by design', () => {
  it('counts each design the collector holds, and no one else’s cards', async () => {
    const { collection, fox, wand, version } = await submittedCollection();
    const admin = await buildAdmin(t);
    expect((await send('POST', api(REVIEW_PATHS.approve, { versionId: version.id }), admin.token)).status).toBe(204);
    const [collector, stranger, newcomer] = [await buildUser(t), await buildUser(t), await buildUser(t)];
    await storeCards(collector.token, fox, 2);
    await storeCards(collector.token, wand, 1);
    await storeCards(stranger.token, fox, 3);
    const url = api(PROJECT_PATHS.collected, { collectionId: collection.id });

    expect(await get(t, url, collector.token)).toEqual({
      status: 200,
      body: {
        designs: [
          { designId: fox.id, count: 2 },
          { designId: wand.id, count: 1 },
        ],
      },
    });
    expect((await get(t, url, newcomer.token)).body).toEqual({ designs: [] });
  });

  it('asks for a session, and knows only published collections', async () => {
    const { creator, collection: draft } = await creatorWithCollection();
    expect((await get(t, api(PROJECT_PATHS.collected, { collectionId: draft.id }))).status).toBe(401);
    for (const collectionId of [draft.id, randomUUID()]) {
      expect(await get(t, api(PROJECT_PATHS.collected, { collectionId }), creator.token)).toMatchObject({
        status: 404,
        body: { code: 'COLLECTION_NOT_FOUND' },
      });
    }
  });
});
