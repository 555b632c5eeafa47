import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { CRAFTING_PATHS, DEFAULT_CRAFTING_TERMS, PROJECT_PATHS, REVIEW_PATHS } from '@arcana/shared';
import type { TCollection, TCraftingTerms, TCraftResult } from '@arcana/shared/schemas';
import { buildAdmin } from './factories.js';
import { playHelpers, shout } from './plays.js';
import { DESIGN } from './projects.js';
import type { TestApp } from './test-app.js';

/** Builders and requests for the crafting tests, on this app. */
export function craftingHelpers(t: TestApp) {
  const plays = playHelpers(t);
  const { api, send, creatorWithCollection, addDesign } = plays;

  /**
   * A published collection that draws only commons (two designs), with an uncommon capped at one and a
   * legendary made only at the Forge; its commons shout when played, and its crafting terms fuse two
   * cards and name one set, 'Pond'.
   */
  async function craftingCollection(
    terms: (designs: Record<'fox' | 'toad' | 'wand' | 'crown', string>) => Partial<TCraftingTerms> = () => ({}),
  ) {
    const made = await creatorWithCollection();
    const { creator, collection } = made;
    const fox = await addDesign(creator.token, collection.id, DESIGN);
    const toad = await addDesign(creator.token, collection.id, { ...DESIGN, name: 'Moss Toad' });
    const wand = await addDesign(creator.token, collection.id, {
      ...DESIGN,
      name: 'Star Wand',
      rarity: 'uncommon',
      type: 'artifact',
      supplyCap: 1,
    });
    const crown = await addDesign(creator.token, collection.id, {
      ...DESIGN,
      name: 'Crown of Echoes',
      rarity: 'legendary',
      type: 'artifact',
    });
    const designs = { fox: fox.id, toad: toad.id, wand: wand.id, crown: crown.id };
    const crafting: TCraftingTerms = {
      ...DEFAULT_CRAFTING_TERMS,
      fuse: 2,
      sets: [{ id: randomUUID(), name: 'Pond', designIds: [fox.id, toad.id] }],
      ...terms(designs),
    };
    const patched = await send('PATCH', api(PROJECT_PATHS.collection, { collectionId: collection.id }), creator.token, {
      weights: { common: 10_000, uncommon: 0, rare: 0, epic: 0, legendary: 0 },
      actions: { rarities: { common: shout() }, designs: {} },
      crafting,
    });
    expect(patched.status).toBe(200);
    const submitted = await send('POST', api(PROJECT_PATHS.submit, { collectionId: collection.id }), creator.token);
    expect(submitted.status).toBe(200);
    const version = (submitted.body as unknown as TCollection).versions[0]!;
    const admin = await buildAdmin(t);
    expect((await send('POST', api(REVIEW_PATHS.approve, { versionId: version.id }), admin.token)).status).toBe(204);
    return { ...made, designs, crafting, version };
  }

  /** A craft of the collector's, by its path: the answer's status, and its body as a craft's or an error's. */
  async function craft(token: string, path: keyof typeof CRAFTING_PATHS, body: Record<string, unknown>) {
    const res = await send('POST', api(CRAFTING_PATHS[path]), token, { requestId: randomUUID(), ...body });
    return res as { status: number; body: TCraftResult & { code?: string; error?: string; field?: string } };
  }

  return { ...plays, craftingCollection, craft };
}
