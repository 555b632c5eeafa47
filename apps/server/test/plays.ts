import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { PLAY_PATHS, PROJECT_PATHS, REVIEW_PATHS } from '@arcana/shared';
import type { TCard, TCardAction, TCollection, TRarity } from '@arcana/shared/schemas';
import { grantDraws } from '../src/modules/draws/index.js';
import { buildAdmin, buildUser } from './factories.js';
import { DESIGN, projectHelpers } from './projects.js';
import type { TestApp } from './test-app.js';

/** A shout, spent on play, with no cooldown, live or not, unless the terms say otherwise. */
export const shout = (terms: Partial<TCardAction> = {}): TCardAction =>
  ({ kind: 'shout', reusable: false, cooldownSeconds: 0, liveOnly: false, ...terms }) as TCardAction;

/** Builders and requests for the plays' tests, on this app. */
export function playHelpers(t: TestApp) {
  const { api, send, creatorWithCollection, addDesign } = projectHelpers(t);

  /** A published collection of one design of `rarity`, whose cards do what `actions` says, under the other `terms` given (trading…). */
  async function playableCollection(
    rarity: TRarity,
    actions: (designId: string) => TCollection['actions'],
    terms: Record<string, unknown> = {},
  ) {
    const made = await creatorWithCollection();
    const { creator, collection } = made;
    const design = await addDesign(creator.token, collection.id, { ...DESIGN, rarity });
    const weights = { common: 0, uncommon: 0, rare: 0, epic: 0, legendary: 0, [rarity]: 10_000 };
    const patched = await send('PATCH', api(PROJECT_PATHS.collection, { collectionId: collection.id }), creator.token, {
      weights,
      actions: actions(design.id),
      ...terms,
    });
    expect(patched.status).toBe(200);
    const submitted = await send('POST', api(PROJECT_PATHS.submit, { collectionId: collection.id }), creator.token);
    expect(submitted.status).toBe(200);
    const admin = await buildAdmin(t);
    const version = (submitted.body as unknown as TCollection).versions[0]!;
    expect((await send('POST', api(REVIEW_PATHS.approve, { versionId: version.id }), admin.token)).status).toBe(204);
    return { ...made, design, version };
  }

  /** `count` more cards of the collection for the collector, granted and drawn without a wallet. */
  async function drawCards(collector: { token: string; userId: string }, collectionId: string, count: number) {
    await grantDraws(t.deps.db, [{ userId: collector.userId, collectionId, source: 'test', eventId: randomUUID(), draws: count }]);
    const cards: TCard[] = [];
    for (let i = 0; i < count; i++) {
      const drawn = await send('POST', api(PROJECT_PATHS.claim, { collectionId }), collector.token, { requestId: randomUUID() });
      expect(drawn.status).toBe(200);
      cards.push(drawn.body as unknown as TCard);
    }
    return cards;
  }

  /** A collector holding `count` cards of the collection, drawn without a wallet. */
  async function collectorWithCards(collectionId: string, count = 1) {
    const collector = await buildUser(t);
    const { sub: userId } = await t.deps.tokens.verifyAccess(collector.token);
    return { ...collector, userId, cards: await drawCards({ token: collector.token, userId }, collectionId, count) };
  }

  const play = (token: string, cardId: string, message = '', requestId = randomUUID()) =>
    send('POST', api(PLAY_PATHS.plays), token, { cardId, requestId, message });

  return { api, send, creatorWithCollection, addDesign, playableCollection, collectorWithCards, drawCards, play };
}
