import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { CRAFTING_MESSAGES, CRAFTING_PATHS, OVERLAY_PATHS, SHARE_PATHS, WEBHOOK_PATHS } from '@arcana/shared';
import type { TCraftingOverview, TDuplicatesSummary, TSharedCard } from '@arcana/shared/schemas';
import { cards, overlayAlerts } from '../../db/schema.js';
import { craftingHelpers } from '../../../test/crafting.js';
import { get } from '../../../test/factories.js';
import { useTestApp } from '../../../test/test-app.js';
import { useWebhookReceivers } from '../../../test/webhook-receivers.js';
import { parseConfig } from '../../config.js';

const t = useTestApp({ webhooks: { ...parseConfig({}).webhooks, allowPrivate: true } });
const { api, send, craftingCollection, collectorWithCards, drawCards, craft } = craftingHelpers(t);
const receiver = useWebhookReceivers();

const held = (userId: string) =>
  t.database.db
    .select({ id: cards.id, designId: cards.designId, power: cards.power, defense: cards.defense, spentAt: cards.spentAt })
    .from(cards)
    .where(eq(cards.userId, userId));

describe('badges', () => {
  it('spend one card of each design of a set, rise a level each time up to 5, and tell the game', async () => {
    const { creator, projectId, collection, crafting } = await craftingCollection();
    const pond = crafting.sets[0]!;
    const hooks = await receiver();
    expect(
      (await send('POST', api(WEBHOOK_PATHS.endpoints, { projectId }), creator.token, { url: hooks.url, events: ['badge.crafted'] }))
        .status,
    ).toBe(201);
    // The streamer's overlay, opened once: badges are alerts on it.
    expect((await get(t, api(OVERLAY_PATHS.address, { projectId }), creator.token)).status).toBe(200);
    const fan = await collectorWithCards(collection.id, 12);
    const copiesOf = (name: string) => fan.cards.filter((card) => card.name === name).length;
    const foxes = copiesOf('Ember Fox');
    const toads = copiesOf('Moss Toad');
    const levels = Math.min(foxes, toads, 5);

    for (let level = 1; level <= levels; level++) {
      const made = await craft(fan.token, 'badge', { collectionId: collection.id, setId: pond.id });
      expect(made.status).toBe(201);
      expect(made.body.craft).toMatchObject({ kind: 'badge', badge: { setId: pond.id, name: 'Pond', level }, made: null });
      expect(made.body.craft.spent.map((card) => card.name).sort()).toEqual(['Ember Fox', 'Moss Toad']);
    }
    const left = (await held(fan.userId)).filter((card) => card.spentAt === null);
    expect(left).toHaveLength(12 - 2 * levels);
    if (levels < 5) {
      const missing = foxes === levels ? 'Ember Fox' : 'Moss Toad';
      expect(await craft(fan.token, 'badge', { collectionId: collection.id, setId: pond.id })).toMatchObject({
        status: 409,
        body: { code: 'SET_INCOMPLETE', error: CRAFTING_MESSAGES.setIncomplete('Pond', [missing]) },
      });
    } else {
      expect(await craft(fan.token, 'badge', { collectionId: collection.id, setId: pond.id })).toMatchObject({
        status: 409,
        body: { code: 'BADGE_TOP_LEVEL', error: CRAFTING_MESSAGES.badgeTop('Pond') },
      });
    }
    expect((await held(fan.userId)).filter((card) => card.spentAt === null)).toHaveLength(left.length);

    // The whole collection is a set too: it needs the Forge-only designs as well.
    const lacking = [...['Ember Fox', 'Moss Toad'].filter((name) => copiesOf(name) === levels), 'Star Wand', 'Crown of Echoes'];
    expect(await craft(fan.token, 'badge', { collectionId: collection.id, setId: collection.id })).toMatchObject({
      status: 409,
      body: { code: 'SET_INCOMPLETE', error: CRAFTING_MESSAGES.setIncomplete('First Light', lacking) },
    });
    expect(await craft(fan.token, 'badge', { collectionId: collection.id, setId: randomUUID() })).toMatchObject({
      status: 404,
      body: { code: 'SET_NOT_FOUND' },
    });

    const overview = (await get(t, api(CRAFTING_PATHS.overview), fan.token)).body as unknown as TCraftingOverview;
    expect(overview.badges).toEqual([expect.objectContaining({ setId: pond.id, name: 'Pond', level: levels })]);
    // A card of the project shared shows its owner's badges of the project beside it.
    const shared = await send('POST', api(SHARE_PATHS.cardShare, { cardId: left[0]!.id }), fan.token);
    const page = await get(t, api(SHARE_PATHS.share, { shareId: String((shared.body as { shareId: string }).shareId) }));
    expect((page.body as unknown as TSharedCard).badges).toEqual([
      expect.objectContaining({ setId: pond.id, name: 'Pond', level: levels }),
    ]);
    await t.deps.outbox.dispatch();
    await vi.waitFor(() => expect(hooks.received).toHaveLength(levels), { timeout: 10_000 });
    const bodies = hooks.received.map((hook) => JSON.parse(hook.body) as { type: string; data: Record<string, unknown> });
    expect(bodies.map((body) => (body.data.badge as { level: number }).level).sort()).toEqual(
      Array.from({ length: levels }, (_, i) => i + 1),
    );
    expect(bodies[0]).toMatchObject({
      type: 'badge.crafted',
      data: { projectId, badge: { setId: pond.id, name: 'Pond' }, collection: { id: collection.id, name: 'First Light' }, collector: null },
    });
    expect((bodies[0]!.data.spentCardIds as string[]).length).toBe(2);
    const alerts = await t.database.db.select().from(overlayAlerts).where(eq(overlayAlerts.kind, 'badge'));
    expect(alerts.map((alert) => alert.payload).sort((a, b) => ('badge' in a && 'badge' in b ? a.badge.level - b.badge.level : 0))).toEqual(
      Array.from({ length: levels }, (_, i) => ({
        collector: fan.username,
        badge: { craftId: expect.any(String), name: 'Pond', level: i + 1 },
      })),
    );
  });
});

describe('dismantle all duplicates', () => {
  it('sums up before confirming, keeps the strongest of each design, and takes only what the summary counted', async () => {
    const { collection, slug } = await craftingCollection();
    const fan = await collectorWithCards(collection.id, 8);
    const summary = (await get(t, `${api(CRAFTING_PATHS.duplicates)}?project=${slug}`, fan.token)).body as unknown as TDuplicatesSummary;
    const before = await held(fan.userId);
    const designsHeld = new Set(before.map((card) => card.designId)).size;
    expect(summary).toMatchObject({ cards: 8 - designsHeld, byRarity: { common: 8 - designsHeld } });
    expect(summary.essence).toEqual([{ slug, name: 'Nova Studio', amount: 5 * (8 - designsHeld), cards: 8 - designsHeld }]);

    // A card drawn after the summary stays, whatever its design.
    const [later] = await drawCards(fan, collection.id, 1);
    const requestId = randomUUID();
    const done = await craft(fan.token, 'duplicates', { requestId, asOf: summary.asOf, project: slug });
    expect(done.status).toBe(201);
    expect(done.body.craft.spentCount).toBe(summary.cards);
    expect(done.body.essence).toEqual([{ slug, name: 'Nova Studio', balance: summary.essence[0]!.amount }]);
    const after = (await held(fan.userId)).filter((card) => card.spentAt === null && card.id !== later!.id);
    expect(after).toHaveLength(designsHeld);
    expect((await held(fan.userId)).find((card) => card.id === later!.id)!.spentAt).toBeNull();
    for (const kept of after) {
      const copies = before.filter((card) => card.designId === kept.designId);
      expect(kept.power + kept.defense).toBe(Math.max(...copies.map((card) => card.power + card.defense)));
    }
    expect(await craft(fan.token, 'duplicates', { requestId, asOf: summary.asOf, project: slug })).toMatchObject({
      status: 200,
      body: { craft: { id: done.body.craft.id } },
    });
    expect(await craft(fan.token, 'duplicates', { asOf: summary.asOf, project: slug })).toMatchObject({
      status: 409,
      body: { code: 'NO_DUPLICATES', error: CRAFTING_MESSAGES.noDuplicates },
    });
  });
});
