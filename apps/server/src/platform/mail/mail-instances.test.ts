// @databases postgres: two instances share one database only on PostgreSQL
import { inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs, mailOutbox } from '../../db/schema.js';
import { useTestApp } from '../../../test/test-app.js';
import { uniqueEmail } from '../../../test/factories.js';

describe.runIf(process.env.TEST_DB === 'postgres')('mail with two instances on one PostgreSQL database', () => {
  const t = useTestApp();

  it('sends each failed mail exactly once when both instances retry them all at once', async () => {
    const second = await t.openSecondInstance();
    try {
      const instances = [t, second];
      const addresses = Array.from({ length: 8 }, () => uniqueEmail('retry'));
      const mailIds = t.deps.db
        .select({ id: sql`${mailOutbox.id}::text` })
        .from(mailOutbox)
        .where(inArray(mailOutbox.to, addresses));
      const failedOnce = async () =>
        (await t.deps.db.select().from(jobs).where(inArray(jobs.key, mailIds))).filter((job) => job.attempts >= 1 && job.leasedAt === null)
          .length;
      t.mailbox.refuseMail(true);
      try {
        await Promise.all(
          addresses.map((to, i) =>
            instances[i % 2]!.deps.db.transaction((tx) =>
              instances[i % 2]!.deps.mail.owe(tx, to, {
                template: 'verification',
                username: 'player',
                link: `http://arcana.test/verify-email?token=retry-${i}`,
              }),
            ),
          ),
        );
        instances.forEach((instance) => instance.deps.jobs.wake('mail'));
        await expect.poll(failedOnce).toBe(addresses.length);
      } finally {
        t.mailbox.refuseMail(false);
      }

      // Every retry due at once, on both instances together.
      await t.deps.db
        .update(jobs)
        .set({ runAt: sql`now()` })
        .where(inArray(jobs.key, mailIds));
      await Promise.all(instances.map((instance) => instance.deps.jobs.settle(['mail'])));
      expect(await t.deps.db.select().from(jobs).where(inArray(jobs.key, mailIds))).toEqual([]);
      for (const to of addresses) expect(t.mailbox.messages.filter((m) => m.to.includes(to))).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});
