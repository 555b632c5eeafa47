import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AUTH_PATHS, PROJECT_PATHS } from '@arcana/shared';
import { parseConfig } from '../../config.js';
import { projectPictures } from '../../db/schema.js';
import { useTestApp } from '../../../test/test-app.js';
import { projectHelpers } from '../../../test/projects.js';

const t = useTestApp({ rateLimits: { ...parseConfig({}).rateLimits, pictureUpload: { max: 2, windowSeconds: 3600 } } });
const { api, creatorWithCollection } = projectHelpers(t);

async function upload(url: string, token: string, ip: string) {
  const bytes = await sharp({ create: { width: 64, height: 64, channels: 3, background: 'teal' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'art.png');
  const res = await t.app.inject({ method: 'POST', url, payload: form, headers: { authorization: `Bearer ${token}` }, remoteAddress: ip });
  return { status: res.statusCode, body: res.json() as { code?: string } };
}

describe('project picture uploads cannot fill the disk', () => {
  it('take the profile pictures’ number a window per creator, counted apart from them, then answer 429 and store nothing', async () => {
    const { creator, projectId } = await creatorWithCollection();
    const art = api(PROJECT_PATHS.picture, { projectId, kind: 'art' });
    expect((await upload(art, creator.token, '10.3.0.1')).status).toBe(200);
    expect((await upload(art, creator.token, '10.3.0.2')).status).toBe(200);
    expect(await upload(art, creator.token, '10.3.0.3')).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED' } });
    expect(await t.database.db.$count(projectPictures, eq(projectPictures.projectId, projectId))).toBe(2);
    // The profile's uploads keep their own count.
    expect((await upload(`/api${AUTH_PATHS.uploadProfilePicture}`, creator.token, '10.3.0.4')).status).toBe(200);
  });
});
