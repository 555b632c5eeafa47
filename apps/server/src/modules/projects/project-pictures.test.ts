// @databases postgres: the sweep runs in a transaction of its own; nothing races
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES, PICTURE_MESSAGES, PROJECT_MESSAGES, PROJECT_PATHS, PROJECT_PICTURE_SIZES, REVIEW_PATHS } from '@arcana/shared';
import type { TProject, TProjectListPage, TProjectPicture } from '@arcana/shared/schemas';
import { useTestApp } from '../../../test/test-app.js';
import { buildAdmin, buildUser, buildUserWith2FA, get, observerTokenFor } from '../../../test/factories.js';
import { projectHelpers } from '../../../test/projects.js';
import { cardDesigns, projectPictures } from '../../db/schema.js';
import { sweepPictures } from '../pictures/index.js';

const t = useTestApp();
const { api, send, creatorWithCollection, submittedCollection, addDesign, DESIGN } = projectHelpers(t);

/** A real PNG that carries EXIF (where a phone would put its location). */
const png = (width = 900, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .withExif({ IFD0: { Copyright: 'A secret place', ImageDescription: 'GPS 48.85, 2.35' } })
    .png()
    .toBuffer();

async function upload(token: string, projectId: string, kind: string, bytes: Buffer, type = 'image/png') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), 'picture.png');
  const res = await t.app.inject({
    method: 'POST',
    url: api(PROJECT_PATHS.picture, { projectId, kind }),
    payload: form,
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: res.statusCode, body: res.json() as TProjectPicture & { code?: string; error?: string; field?: string } };
}

const picturesOf = (projectId: string) => t.database.db.select().from(projectPictures).where(eq(projectPictures.projectId, projectId));
const mine = async (token: string, projectId: string) =>
  ((await get(t, api(PROJECT_PATHS.mine), token)).body as unknown as TProject[]).find((p) => p.id === projectId)!;
const served = (url: string) => t.app.inject({ method: 'GET', url });

describe('a project’s cover, avatar and card art', () => {
  it.each(['cover', 'avatar', 'art'] as const)(
    'takes a PNG as its %s: a WebP of that size without metadata, served for good',
    async (kind) => {
      const { creator, projectId } = await creatorWithCollection();
      const input = await png();
      expect((await sharp(input).metadata()).exif).toBeDefined();

      const res = await upload(creator.token, projectId, kind, input);
      expect(res).toMatchObject({ status: 200, body: { kind, url: `/api/files/${res.body.key}` } });
      const file = await served(res.body.url);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(file.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', ...PROJECT_PICTURE_SIZES[kind] });
      expect([meta.exif, meta.xmp, meta.icc]).toEqual([undefined, undefined, undefined]);

      const project = await mine(creator.token, projectId);
      expect([project.coverUrl, project.avatarUrl]).toEqual([
        kind === 'cover' ? res.body.url : null,
        kind === 'avatar' ? res.body.url : null,
      ]);
    },
  );

  it('replaces the cover with a new one, whose old address stops answering', async () => {
    const { creator, projectId } = await creatorWithCollection();
    const first = await upload(creator.token, projectId, 'cover', await png());
    const second = await upload(creator.token, projectId, 'cover', await png(1200, 400));
    expect(second.body.key).not.toBe(first.body.key);
    expect((await served(first.body.url)).statusCode).toBe(404);
    expect((await served(second.body.url)).statusCode).toBe(200);
    expect((await mine(creator.token, projectId)).coverUrl).toBe(second.body.url);
    expect((await picturesOf(projectId)).map((p) => p.kind)).toEqual(['cover']);
  });

  it('refuses what is not a JPEG, PNG or WebP (415) and a file of 5 MB or more (413), naming the field, storing nothing', async () => {
    const { creator, projectId } = await creatorWithCollection();
    const text = await upload(creator.token, projectId, 'avatar', Buffer.from('just some notes, renamed'), 'image/png');
    expect(text).toMatchObject({
      status: 415,
      body: { code: 'UNSUPPORTED_MEDIA_TYPE', error: PICTURE_MESSAGES.settingsType, field: 'avatar' },
    });
    const big = Buffer.concat([await png(), Buffer.alloc(IMAGE_MAX_BYTES)]);
    expect(await upload(creator.token, projectId, 'art', big)).toMatchObject({
      status: 413,
      body: { code: 'PAYLOAD_TOO_LARGE', error: PICTURE_MESSAGES.size, field: 'image' },
    });
    expect(await upload(creator.token, projectId, 'banner', await png())).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_ERROR' },
    });
    expect(await picturesOf(projectId)).toEqual([]);
  });

  it('is for the project’s creator alone, and stores nothing for anyone else', async () => {
    const { creator, projectId } = await creatorWithCollection();
    const other = await buildUserWith2FA(t);
    expect(await upload(other.token, projectId, 'cover', await png())).toMatchObject({
      status: 403,
      body: { code: 'NOT_YOUR_PROJECT', error: PROJECT_MESSAGES.notYours },
    });
    expect((await upload((await buildUser(t)).token!, projectId, 'cover', await png())).body.code).toBe('TWO_FACTOR_REQUIRED');
    expect((await upload(creator.token, '00000000-0000-4000-8000-000000000000', 'cover', await png())).body.code).toBe('PROJECT_NOT_FOUND');
    const anonymous = await t.app.inject({ method: 'POST', url: api(PROJECT_PATHS.picture, { projectId, kind: 'cover' }) });
    expect(anonymous.statusCode).toBe(401);
    const observer = await observerTokenFor(t, creator.token);
    expect((await upload(observer, projectId, 'cover', await png())).body.code).toBe('OBSERVER_READ_ONLY');
    expect(await picturesOf(projectId)).toEqual([]);
  });

  it('shows the avatar in the public list and both pictures on the project’s page', async () => {
    const { creator, projectId, slug, version } = await submittedCollection();
    const cover = await upload(creator.token, projectId, 'cover', await png());
    const avatar = await upload(creator.token, projectId, 'avatar', await png());
    expect((await send('POST', api(REVIEW_PATHS.approve, { versionId: version.id }), (await buildAdmin(t)).token)).status).toBe(204);
    const list = (await get(t, api(PROJECT_PATHS.list))).body as unknown as TProjectListPage;
    expect(list.projects.find((p) => p.id === projectId)).toMatchObject({ avatarUrl: avatar.body.url });
    expect(list.projects.find((p) => p.slug === 'arcana')).toMatchObject({ avatarUrl: null });
    expect((await get(t, api(PROJECT_PATHS.bySlug, { slug }))).body).toMatchObject({
      coverUrl: cover.body.url,
      avatarUrl: avatar.body.url,
    });
  });
});

describe('a design’s image', () => {
  it('is one of our artworks or art uploaded to its own project, and nothing else', async () => {
    const { creator, projectId, collection } = await creatorWithCollection();
    const art = await upload(creator.token, projectId, 'art', await png());
    const cover = await upload(creator.token, projectId, 'cover', await png());
    const stranger = await creatorWithCollection();
    const theirs = await upload(stranger.creator.token, stranger.projectId, 'art', await png());
    const designs = api(PROJECT_PATHS.designs, { collectionId: collection.id });

    expect((await addDesign(creator.token, collection.id, { ...DESIGN, image: 'the-arcana-deck' })).image).toBe('the-arcana-deck');
    const own = await addDesign(creator.token, collection.id, { ...DESIGN, image: art.body.url });
    expect(own.image).toBe(art.body.url);

    const count = await t.database.db.$count(cardDesigns);
    const refused = [
      theirs.body.url,
      cover.body.url,
      'beast',
      '🐺',
      'Crimson Fox',
      '/api/files/no-such-key',
      `${art.body.url}?x`,
      'https://example.com/a.png',
    ];
    for (const image of refused) {
      expect(await send('POST', designs, creator.token, { ...DESIGN, image }), image).toMatchObject({
        status: 400,
        body: { code: 'ART_UNKNOWN', field: 'image', error: PROJECT_MESSAGES.artUnknown },
      });
    }
    const patch = await send('PATCH', api(PROJECT_PATHS.design, { designId: own.id }), creator.token, { image: theirs.body.url });
    expect(patch).toMatchObject({ status: 400, body: { code: 'ART_UNKNOWN', field: 'image' } });
    expect(await t.database.db.$count(cardDesigns)).toBe(count);
    const changed = await send('PATCH', api(PROJECT_PATHS.design, { designId: own.id }), creator.token, { image: 'moss-toad' });
    expect(changed).toMatchObject({ status: 200, body: { image: 'moss-toad' } });
  });

  it('keeps uploaded art while a design uses it, and sweeps art nobody used for a day', async () => {
    const { creator, projectId, collection } = await creatorWithCollection();
    const [used, unused, fresh, cover] = [
      await upload(creator.token, projectId, 'art', await png()),
      await upload(creator.token, projectId, 'art', await png()),
      await upload(creator.token, projectId, 'art', await png()),
      await upload(creator.token, projectId, 'cover', await png()),
    ];
    await addDesign(creator.token, collection.id, { ...DESIGN, image: used.body.url });
    const old = [used, unused, cover].map((p) => p.body.key);
    await t.database.db
      .update(projectPictures)
      .set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(inArray(projectPictures.key, old));

    await t.database.db.transaction((tx) => sweepPictures(tx));
    const left = (await picturesOf(projectId)).map((p) => p.key).sort();
    expect(left).toEqual([used, fresh, cover].map((p) => p.body.key).sort());
    expect((await served(unused.body.url)).statusCode).toBe(404);
  });
});
