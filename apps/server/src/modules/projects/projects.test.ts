// @databases pglite postgres: concurrency — changes at once to one project
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ODDS_MESSAGES, PROJECT_MESSAGES, PROJECT_PATHS } from '@arcana/shared';
import { canonicalJson, HOUSE_ODDS_V1, oddsVersionHash } from '@arcana/shared/draw';
import type { TCollection, TProject, TProjectListPage, TPublishedVersion } from '@arcana/shared/schemas';
import { useTestApp } from '../../../test/test-app.js';
import { buildUser, buildUserWith2FA, get } from '../../../test/factories.js';
import { projectHelpers } from '../../../test/projects.js';
import { cardDesigns, collections, oddsVersions, projects } from '../../db/schema.js';

const t = useTestApp();
const { api, send, uniqueSlug, creatorWithCollection, addDesign, DESIGN } = projectHelpers(t);

/** Counts of the project tables, to show a refused request stored nothing. */
async function tableCounts() {
  const { db } = t.database;
  const [p, c, d, v] = await Promise.all([projects, collections, cardDesigns, oddsVersions].map((table) => db.$count(table)));
  return { projects: p, collections: c, designs: d, versions: v };
}

describe('creating projects', () => {
  it('is for accounts with a verified e-mail and two-factor on', async () => {
    const before = await tableCounts();
    const plain = await buildUser(t);
    const refused = await send('POST', api(PROJECT_PATHS.list), plain.token, { name: 'Mine', slug: uniqueSlug() });
    expect(refused).toMatchObject({ status: 403, body: { code: 'TWO_FACTOR_REQUIRED', error: PROJECT_MESSAGES.creatorNeedsTwoFactor } });
    expect(await tableCounts()).toEqual(before);
  });

  it('makes a project at its own address, with its links, that only its creator changes', async () => {
    const creator = await buildUserWith2FA(t);
    const slug = uniqueSlug();
    const links = { twitch: 'nova_lumen', steamAppId: '480', discordInvite: 'https://discord.gg/arcana', website: 'https://nova.example' };
    const made = await send('POST', api(PROJECT_PATHS.list), creator.token, { name: '  Nova  ', slug, accentColor: '#AA33FF', links });
    expect(made).toMatchObject({
      status: 201,
      body: { slug, name: 'Nova', accentColor: '#aa33ff', links, owner: creator.username, collections: [] },
    });
    const projectId = (made.body as unknown as TProject).id;

    const other = await buildUserWith2FA(t);
    expect(await send('PATCH', api(PROJECT_PATHS.one, { projectId }), other.token, { name: 'Stolen' })).toMatchObject({
      status: 403,
      body: { code: 'NOT_YOUR_PROJECT' },
    });
    const renamed = await send('PATCH', api(PROJECT_PATHS.one, { projectId }), creator.token, { tagline: 'Now with tagline' });
    expect(renamed).toMatchObject({ status: 200, body: { name: 'Nova', tagline: 'Now with tagline' } });
    expect((await get(t, api(PROJECT_PATHS.mine), creator.token)).body).toMatchObject([{ id: projectId, slug }]);
  });

  it('refuses a taken, reserved or malformed address, and malformed links, naming the field and storing nothing', async () => {
    const creator = await buildUserWith2FA(t);
    const slug = uniqueSlug();
    expect((await send('POST', api(PROJECT_PATHS.list), creator.token, { name: 'One', slug })).status).toBe(201);
    const before = await tableCounts();
    const attempts: Array<[Record<string, unknown>, number, string, string]> = [
      [{ name: 'Two', slug }, 409, 'SLUG_TAKEN', 'slug'],
      [{ name: 'Two', slug: 'arcana' }, 400, 'SLUG_RESERVED', 'slug'],
      [{ name: 'Two', slug: 'Bad Slug' }, 400, 'VALIDATION_ERROR', 'slug'],
      [{ name: 'Two', slug: '-ab' }, 400, 'VALIDATION_ERROR', 'slug'],
      [{ name: 'Two', slug: uniqueSlug(), links: { website: 'http://plain.example' } }, 400, 'VALIDATION_ERROR', 'links.website'],
      [{ name: 'Two', slug: uniqueSlug(), accentColor: 'purple' }, 400, 'VALIDATION_ERROR', 'accentColor'],
      [{ name: '', slug: uniqueSlug() }, 400, 'VALIDATION_ERROR', 'name'],
    ];
    for (const [body, status, code, field] of attempts) {
      expect(await send('POST', api(PROJECT_PATHS.list), creator.token, body)).toMatchObject({ status, body: { code, field } });
    }
    expect(await tableCounts()).toEqual(before);
  });
});

describe('collections and their designs', () => {
  it('start as a draft at the house odds, visible to their creator only', async () => {
    const { creator, collection, projectId } = await creatorWithCollection();
    expect(collection).toMatchObject({
      status: 'draft',
      weights: HOUSE_ODDS_V1.weights,
      designs: [],
      versions: [],
      activeVersionHash: null,
    });
    const project = (await get(t, api(PROJECT_PATHS.mine), creator.token)).body as unknown as TProject[];
    expect(project.find((p) => p.id === projectId)?.collections).toHaveLength(1);
    const slug = project.find((p) => p.id === projectId)!.slug;
    expect(await get(t, api(PROJECT_PATHS.bySlug, { slug }))).toMatchObject({ status: 404, body: { code: 'PROJECT_NOT_FOUND' } });
    const list = (await get(t, `${api(PROJECT_PATHS.list)}?q=Nova`)).body as unknown as TProjectListPage;
    expect(list.projects.map((p) => p.id)).not.toContain(projectId);
  });

  it('take designs with their ranges and caps, and refuse bad ones naming the field', async () => {
    const { creator, collection } = await creatorWithCollection();
    const design = await addDesign(creator.token, collection.id, { ...DESIGN, supplyCap: 10 });
    expect(design).toMatchObject({ name: 'Ember Fox', power: [10, 20], defense: [5, 15], supplyCap: 10, drawn: 0, frozen: false });
    const before = await tableCounts();
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ ...DESIGN, power: [30, 20] }, 'power'],
      [{ ...DESIGN, defense: [0, 1000] }, 'defense.1'],
      [{ ...DESIGN, rarity: 'mythic' }, 'rarity'],
      [{ ...DESIGN, supplyCap: 0 }, 'supplyCap'],
      [{ ...DESIGN, name: ' ' }, 'name'],
    ];
    for (const [body, field] of bad) {
      expect(await send('POST', api(PROJECT_PATHS.designs, { collectionId: collection.id }), creator.token, body)).toMatchObject({
        status: 400,
        body: { code: 'VALIDATION_ERROR', field },
      });
    }
    expect(await tableCounts()).toEqual(before);
    const changed = await send('PATCH', api(PROJECT_PATHS.design, { designId: design.id }), creator.token, {
      name: 'Ember Vixen',
      supplyCap: null,
    });
    expect(changed).toMatchObject({ status: 200, body: { name: 'Ember Vixen', supplyCap: null, drawn: 0 } });
    expect(await send('DELETE', api(PROJECT_PATHS.design, { designId: design.id }), creator.token)).toMatchObject({ status: 204 });
  });
});

describe('submitting odds', () => {
  it('refuses odds that do not add up, a weighted rarity with no design and a designed one with none, storing nothing', async () => {
    const { creator, collection } = await creatorWithCollection();
    const submit = () => send('POST', api(PROJECT_PATHS.submit, { collectionId: collection.id }), creator.token);
    expect(await submit()).toMatchObject({ status: 400, body: { code: 'ODDS_INVALID', field: 'designs', error: ODDS_MESSAGES.noDesigns } });
    await addDesign(creator.token, collection.id);
    await addDesign(creator.token, collection.id, { ...DESIGN, name: 'Star Wand', rarity: 'legendary', type: 'artifact' });
    // The house odds weigh five rarities; two have designs.
    expect(await submit()).toMatchObject({
      status: 400,
      body: { code: 'ODDS_INVALID', field: 'weights.uncommon', error: ODDS_MESSAGES.rarityWithoutDesign('uncommon') },
    });
    const patch = (weights: Record<string, number>) =>
      send('PATCH', api(PROJECT_PATHS.collection, { collectionId: collection.id }), creator.token, { weights });
    await patch({ common: 9_000, uncommon: 0, rare: 0, epic: 0, legendary: 999 });
    expect(await submit()).toMatchObject({
      status: 400,
      body: { code: 'ODDS_INVALID', field: 'weights', error: ODDS_MESSAGES.sum(9_999) },
    });
    await patch({ common: 10_000, uncommon: 0, rare: 0, epic: 0, legendary: 0 });
    expect(await submit()).toMatchObject({ status: 400, body: { code: 'ODDS_INVALID', field: 'weights.legendary' } });
    expect(await patch({ common: 10_001, uncommon: 0, rare: 0, epic: 0, legendary: 0 })).toMatchObject({
      status: 400,
      body: { field: 'weights.common' },
    });
    expect((await get(t, api(PROJECT_PATHS.mine), creator.token)).body).toMatchObject([
      { collections: [{ status: 'draft', versions: [] }] },
    ]);
  });

  it('freezes the collection into a version named by the SHA-256 of its canonical JSON, then holds changes until reviewed', async () => {
    const { creator, collection } = await creatorWithCollection();
    const fox = await addDesign(creator.token, collection.id, { ...DESIGN, supplyCap: 50 });
    const wand = await addDesign(creator.token, collection.id, { ...DESIGN, name: 'Star Wand', rarity: 'legendary', type: 'artifact' });
    await send('PATCH', api(PROJECT_PATHS.collection, { collectionId: collection.id }), creator.token, {
      weights: { common: 9_900, uncommon: 0, rare: 0, epic: 0, legendary: 100 },
    });
    const submitted = await send('POST', api(PROJECT_PATHS.submit, { collectionId: collection.id }), creator.token);
    expect(submitted).toMatchObject({ status: 200, body: { status: 'in_review', versions: [{ number: 1, status: 'in_review' }] } });
    const expected = {
      scheme: 'rarity-design' as const,
      weights: { common: 9_900, uncommon: 0, rare: 0, epic: 0, legendary: 100 },
      designs: [fox, wand].map((d) => ({
        id: d.id,
        name: d.name,
        description: d.description,
        image: d.image,
        type: d.type,
        rarity: d.rarity,
        power: d.power,
        defense: d.defense,
        supplyCap: d.supplyCap,
      })),
    };
    const [stored] = await t.database.db.select().from(oddsVersions).where(eq(oddsVersions.collectionId, collection.id));
    expect(stored!.canonical).toBe(canonicalJson(expected));
    expect((submitted.body as unknown as TCollection).versions[0]!.hash).toBe(oddsVersionHash(expected));

    const held = [
      send('PATCH', api(PROJECT_PATHS.collection, { collectionId: collection.id }), creator.token, { name: 'Later' }),
      send('POST', api(PROJECT_PATHS.designs, { collectionId: collection.id }), creator.token, DESIGN),
      send('PATCH', api(PROJECT_PATHS.design, { designId: fox.id }), creator.token, { name: 'Later' }),
      send('POST', api(PROJECT_PATHS.submit, { collectionId: collection.id }), creator.token),
    ];
    for (const res of await Promise.all(held)) expect(res).toMatchObject({ status: 409, body: { code: 'IN_REVIEW' } });
    // Not published yet: its version is no public fact.
    expect(await get(t, api(PROJECT_PATHS.version, { hash: oddsVersionHash(expected) }))).toMatchObject({
      status: 404,
      body: { code: 'VERSION_NOT_FOUND' },
    });
  });
});

describe('changes at once', () => {
  it('add designs one after another, and let one of two submissions through', async () => {
    const { creator, collection } = await creatorWithCollection();
    const added = await Promise.all(
      ['Ash', 'Birch', 'Cedar', 'Dune', 'Elm'].map((name) =>
        send('POST', api(PROJECT_PATHS.designs, { collectionId: collection.id }), creator.token, { ...DESIGN, name }),
      ),
    );
    expect(added.map((res) => res.status)).toEqual([201, 201, 201, 201, 201]);
    await send('PATCH', api(PROJECT_PATHS.collection, { collectionId: collection.id }), creator.token, {
      weights: { common: 10_000, uncommon: 0, rare: 0, epic: 0, legendary: 0 },
    });
    const submits = await Promise.all(
      [1, 2].map(() => send('POST', api(PROJECT_PATHS.submit, { collectionId: collection.id }), creator.token)),
    );
    expect(submits.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(submits.find((res) => res.status === 409)!.body.code).toBe('IN_REVIEW');
  });
});

describe('the public', () => {
  it('finds the house project, its published version and that version’s canonical text', async () => {
    const list = (await get(t, `${api(PROJECT_PATHS.list)}?q=arcana`)).body as unknown as TProjectListPage;
    expect(list.projects).toContainEqual(expect.objectContaining({ slug: 'arcana', name: 'Arcana', owner: null }));
    const house = (await get(t, api(PROJECT_PATHS.bySlug, { slug: 'arcana' }))).body as unknown as TProject;
    const [collection] = house.collections;
    expect(collection).toMatchObject({ status: 'published', activeVersionHash: oddsVersionHash(HOUSE_ODDS_V1) });
    expect(collection!.designs).toHaveLength(60);
    expect(collection!.designs.every((d) => d.frozen)).toBe(true);
    const version = (await get(t, api(PROJECT_PATHS.version, { hash: collection!.activeVersionHash! })))
      .body as unknown as TPublishedVersion;
    expect(version).toMatchObject({ number: 1, canonical: canonicalJson(HOUSE_ODDS_V1) });
  });

  it('pages the list and refuses a malformed query', async () => {
    expect(await get(t, `${api(PROJECT_PATHS.list)}?sort=oldest`)).toMatchObject({ status: 400, body: { field: 'sort' } });
    expect(await get(t, `${api(PROJECT_PATHS.list)}?page=0`)).toMatchObject({ status: 400, body: { field: 'page' } });
    const far = (await get(t, `${api(PROJECT_PATHS.list)}?page=500&sort=collected`)).body as unknown as TProjectListPage;
    expect(far).toEqual({ page: 500, hasMore: false, projects: [] });
  });
});
