// @databases postgres: two instances share one database only on PostgreSQL
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { spentTokens } from '../../db/schema.js';
import { useTestApp } from '../../../test/test-app.js';
import { createSweeper } from './sweeper.js';

describe.runIf(process.env.TEST_DB === 'postgres')('the sweeper with two instances on one PostgreSQL database', () => {
  const t = useTestApp();

  it('lets one sweep at a time: the other instance skips while a sweep runs, and sweeps after it', async () => {
    const second = await t.openSecondInstance();
    try {
      const jti = randomUUID();
      await t.deps.db.insert(spentTokens).values({ jti, expiresAt: new Date(Date.now() - 60_000) });
      const stillThere = async () => (await t.deps.db.select().from(spentTokens).where(eq(spentTokens.jti, jti))).length === 1;

      // A sweep on the first instance that stays in the middle of its work until it is let go.
      let entered!: () => void;
      let release!: () => void;
      const inside = new Promise<void>((resolve) => (entered = resolve));
      const gate = new Promise<void>((resolve) => (release = resolve));
      const slow = createSweeper({
        db: t.deps.db,
        log: t.deps.log,
        intervalMs: 60_000,
        rules: {
          held: async () => {
            entered();
            await gate;
            return 0;
          },
        },
      });
      const first = slow.sweepOnce();
      await inside;

      expect(await second.deps.sweeper.sweepOnce()).toBeUndefined();
      expect(await stillThere()).toBe(true);

      release();
      expect(await first).toEqual({ held: 0 });
      expect(await second.deps.sweeper.sweepOnce()).toMatchObject({ spent_tokens: 1 });
      expect(await stillThere()).toBe(false);
    } finally {
      await second.close();
    }
  });
});
