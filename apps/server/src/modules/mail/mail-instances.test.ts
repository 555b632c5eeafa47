// @databases postgres: two instances share one database only on PostgreSQL
import { and, gte, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema.js';
import { useTestApp } from '../../../test/test-app.js';
import { uniqueEmail } from '../../../test/factories.js';

describe.runIf(process.env.TEST_DB === 'postgres')('mail with two instances on one PostgreSQL database', () => {
  const t = useTestApp();

  it('sends each failed mail exactly once when both instances retry it many times at once', async () => {
    const second = await t.openSecondInstance();
    try {
      const instances = [t, second];
      const addresses = Array.from({ length: 8 }, () => uniqueEmail('retry'));
      t.mailbox.refuseMail(true);
      try {
        await Promise.all(
          addresses.map((to, i) =>
            instances[i % 2]!.deps.mail.sendLink(to, 'verification', 'player', `http://arcana.test/verify-email?token=retry-${i}`),
          ),
        );
        const failedOnce = () =>
          t.deps.db
            .select({ n: sql<number>`count(*)::int` })
            .from(mailOutbox)
            .where(and(inArray(mailOutbox.to, addresses), gte(mailOutbox.attempts, 1)));
        await expect.poll(async () => (await failedOnce())[0]?.n).toBe(addresses.length);
      } finally {
        t.mailbox.refuseMail(false);
      }

      const claimed = await Promise.all(Array.from({ length: 16 }, (_, i) => instances[i % 2]!.deps.mail.retryUnsent()));
      expect(claimed.reduce((sum, n) => sum + n, 0)).toBe(addresses.length);
      expect(await Promise.all(instances.map((instance) => instance.deps.mail.retryUnsent()))).toEqual([0, 0]);
      for (const to of addresses) expect(t.mailbox.messages.filter((m) => m.to.includes(to))).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});
