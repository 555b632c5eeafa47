import { describe, expect, it } from 'vitest';
import { PROJECT_PATHS, REVIEW_PATHS, TRADING_MESSAGES } from '@arcana/shared';
import { canonicalJson } from '@arcana/shared/draw';
import { ZOddsVersion, type TCollection } from '@arcana/shared/schemas';
import { buildAdmin, get } from '../../../test/factories.js';
import { projectHelpers } from '../../../test/projects.js';
import { useTestApp } from '../../../test/test-app.js';

const t = useTestApp();
const { api, send, creatorWithCollection, submittedCollection } = projectHelpers(t);

describe('trading terms', () => {
  it('are frozen into the version, so they are in its hash and reviewed; a version without them says nothing of trading', async () => {
    const trading = { tradable: 'held', heldDays: 30, creatorShareBps: 250 } as const;
    const { version } = await submittedCollection({ trading });
    const admin = await buildAdmin(t);
    expect((await send('POST', api(REVIEW_PATHS.approve, { versionId: version.id }), admin.token)).status).toBe(204);
    const published = await get(t, api(PROJECT_PATHS.version, { hash: version.hash }));
    const canonical = String(published.body.canonical);
    expect(ZOddsVersion.parse(JSON.parse(canonical)).trading).toEqual(trading);
    expect(canonical).toContain(canonicalJson({ trading }).slice(1, -1));

    const plain = await submittedCollection();
    expect((await send('POST', api(REVIEW_PATHS.approve, { versionId: plain.version.id }), admin.token)).status).toBe(204);
    expect(String((await get(t, api(PROJECT_PATHS.version, { hash: plain.version.hash }))).body.canonical)).not.toContain('trading');
  });

  it('refuse a share over 10 %, days held out of range or without holding, and change nothing', async () => {
    const { creator, collection } = await creatorWithCollection();
    const patch = (trading: unknown) =>
      send('PATCH', api(PROJECT_PATHS.collection, { collectionId: collection.id }), creator.token, { trading });
    const refused: Array<[unknown, string, string]> = [
      [{ tradable: 'always', heldDays: null, creatorShareBps: 1_001 }, 'trading.creatorShareBps', TRADING_MESSAGES.creatorShare],
      [{ tradable: 'always', heldDays: null, creatorShareBps: 2.5 }, 'trading.creatorShareBps', TRADING_MESSAGES.creatorShare],
      [{ tradable: 'held', heldDays: 366, creatorShareBps: 0 }, 'trading.heldDays', TRADING_MESSAGES.heldDays],
      [{ tradable: 'held', heldDays: null, creatorShareBps: 0 }, 'trading.heldDays', TRADING_MESSAGES.heldDaysOnlyHeld],
      [{ tradable: 'always', heldDays: 3, creatorShareBps: 0 }, 'trading.heldDays', TRADING_MESSAGES.heldDaysOnlyHeld],
      [{ tradable: 'sometimes', heldDays: null, creatorShareBps: 0 }, 'trading.tradable', ''],
    ];
    for (const [terms, field, error] of refused) {
      const answer = await patch(terms);
      expect(answer.status, JSON.stringify(terms)).toBe(400);
      expect(answer.body, JSON.stringify(terms)).toMatchObject({ code: 'VALIDATION_ERROR', field, error: expect.stringContaining(error) });
    }
    const kept = await send('PATCH', api(PROJECT_PATHS.collection, { collectionId: collection.id }), creator.token, {});
    expect((kept.body as unknown as TCollection).trading).toBeNull();

    const open = { tradable: 'always', heldDays: null, creatorShareBps: 0 };
    expect(((await patch(open)).body as unknown as TCollection).trading).toEqual(open);
    expect(((await patch(null)).body as unknown as TCollection).trading).toBeNull();
  });
});
