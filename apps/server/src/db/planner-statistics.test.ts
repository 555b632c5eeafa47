// @databases pglite: the embedded database itself — its planner's statistics
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cards } from './schema.js';
import { buildUser } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';
import { refreshPlannerStatistics } from './planner-statistics.js';

// Asserted on the embedded database: a PostgreSQL server with autovacuum on also analyzes on its own, at its own moments.
describe.runIf(process.env.TEST_DB !== 'postgres')('planner statistics of the embedded database', () => {
  const t = useTestApp();

  const addCards = async (count: number) => {
    const { sub: userId } = await t.deps.tokens.verifyAccess((await buildUser(t)).token);
    const row = { userId, publicKey: 'So11111111111111111111111111111111111111112', description: '', image: '🃏', power: 1, defense: 1 };
    await t.deps.db
      .insert(cards)
      .values(
        Array.from({ length: count }, (_, i) => ({ ...row, name: `Card ${i}`, rarity: 'common', type: 'mage', requestId: randomUUID() })),
      );
  };

  it('analyzes the tables that grew by a fifth since their statistics were taken, and only those', async () => {
    await addCards(50);
    await refreshPlannerStatistics(t.deps.db);
    expect(await refreshPlannerStatistics(t.deps.db)).toEqual([]);
    await addCards(2000);
    expect(await refreshPlannerStatistics(t.deps.db)).toContain('cards');
    expect(await refreshPlannerStatistics(t.deps.db)).toEqual([]);
  });

  it('brings them up to date after each sweep', async () => {
    await addCards(4000);
    await t.deps.sweeper.sweepOnce();
    expect(await refreshPlannerStatistics(t.deps.db)).toEqual([]);
  });
});
