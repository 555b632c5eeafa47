// @databases pglite postgres: smoke — the module on the embedded database
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { findLink } from '../../../../../tools/mail-capture.js';
import { jobs, mailOutbox } from '../../db/schema.js';
import { createSecretBox } from '../../lib/secret-box.js';
import { tokenOf, useTestApp } from '../../../test/test-app.js';
import { get, PASSWORD, post, uniqueEmail, uniqueUsername } from '../../../test/factories.js';
import { MAIL_ATTEMPTS } from './mail.service.js';

const t = useTestApp();

async function signUp(email: string) {
  const signup = await post(t, '/api/auth/signup', { email, password: PASSWORD });
  await post(t, '/api/auth/complete-signup', { tempToken: signup.body.tempToken, username: uniqueUsername() });
}

async function outboxRow(to: string) {
  const [row] = await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
  if (!row) throw new Error(`no mail to ${to} in the outbox`);
  return row;
}

/** The job that delivers the mail to this address, while it has one. */
async function mailJob(to: string) {
  const { id } = await outboxRow(to);
  const [job] = await t.deps.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.queue, 'mail'), eq(jobs.key, id)));
  return job;
}

/** Waits for the mail's attempt `n` to have failed, then makes its next one due now, rather than after its backoff. */
async function failedAttempt(to: string, n: number) {
  await expect
    .poll(async () => {
      const job = await mailJob(to);
      return job && job.leasedAt === null ? job.attempts : 0;
    })
    .toBe(n);
  const { id } = await outboxRow(to);
  await t.deps.db
    .update(jobs)
    .set({ runAt: sql`now()` })
    .where(and(eq(jobs.queue, 'mail'), eq(jobs.key, id)));
}

describe('mail over SMTP', () => {
  it('delivers the verification mail through a real SMTP server, and its link verifies the account', async () => {
    const email = uniqueEmail();
    await signUp(email);
    const mail = await t.mailbox.waitFor(email);
    expect(mail.subject).toBe('Verify your Arcana email');
    expect(mail.decoded).toContain('Content-Type: text/html');
    expect(mail.decoded).toContain('Content-Type: text/plain');
    const link = findLink(mail, '/verify-email');
    expect(link).toMatch(/^http:\/\/arcana\.test\/verify-email\?token=/);
    const verified = await post(t, '/api/auth/verify-email', { token: tokenOf(link!) });
    expect(verified.status).toBe(200);
    const me = await get(t, '/api/auth/verify', verified.body.token as string);
    expect(me.body.user).toMatchObject({ email, emailVerified: true });
  });

  it('sends the reset mail with a link to /reset-password', async () => {
    const email = uniqueEmail();
    await signUp(email);
    const first = await t.mailbox.waitFor(email);
    await post(t, '/api/auth/forgot-password', { email });
    // Its second mail, awaited as the first is: a busy machine takes more than a poll's second to send it.
    const reset = await t.mailbox.waitFor((m) => m.to.includes(email) && m !== first);
    expect(reset.subject).toBe('Reset your Arcana password');
    expect(findLink(reset, '/reset-password')).toBeDefined();
  });

  it('keeps nothing in the outbox that works at /verify-email once the mail is sent', async () => {
    const email = uniqueEmail();
    await signUp(email);
    const token = tokenOf(await t.lastLink(email, 'verification'));
    await expect.poll(async () => (await outboxRow(email)).sentAt).not.toBeNull();
    const row = await outboxRow(email);
    expect(row.linkSealed).toBeNull();
    expect(JSON.stringify(row)).not.toContain(token);
    expect(`${row.text}${row.html}`).not.toContain('token=');
    expect(row.text).toContain('{{link}}');
    expect((await post(t, '/api/auth/verify-email', { token })).status).toBe(200);
  });

  it('keeps the link of an unsent mail sealed, and delivers it once the server takes mail again', async () => {
    const email = uniqueEmail();
    t.mailbox.refuseMail(true);
    try {
      await signUp(email);
      await failedAttempt(email, 1);
    } finally {
      t.mailbox.refuseMail(false);
    }
    expect(await mailJob(email)).toMatchObject({ lastError: expect.stringContaining('451'), deadAt: null });
    const unsent = await outboxRow(email);
    expect(unsent.sentAt).toBeNull();
    expect(`${unsent.text}${unsent.html}${unsent.linkSealed}`).not.toContain('token=');

    t.deps.jobs.wake('mail');
    const link = await t.lastLink(email, 'verification');
    expect(JSON.stringify(unsent)).not.toContain(tokenOf(link));
    // The seal holds the link under ENCRYPTION_KEY, and nothing else opens it.
    expect(createSecretBox(t.deps.config.encryptionKey).open(unsent.linkSealed!)).toBe(link);
    expect(() => createSecretBox('another key of at least 32 characters').open(unsent.linkSealed!)).toThrow();
    // Delivered: its job is done and gone.
    await expect.poll(() => mailJob(email)).toBeUndefined();
  });

  it(`gives a mail up after ${MAIL_ATTEMPTS} failed deliveries, kept dead for an admin`, async () => {
    const email = uniqueEmail();
    t.mailbox.refuseMail(true);
    try {
      await t.deps.db.transaction((tx) =>
        t.deps.mail.owe(tx, email, {
          template: 'passwordReset',
          username: 'player',
          link: 'http://arcana.test/reset-password?token=never-delivered',
        }),
      );
      for (let attempt = 1; attempt < MAIL_ATTEMPTS; attempt++) {
        t.deps.jobs.wake('mail');
        await failedAttempt(email, attempt);
      }
      t.deps.jobs.wake('mail');
      await expect.poll(async () => (await mailJob(email))?.deadAt).not.toBeNull();
    } finally {
      t.mailbox.refuseMail(false);
    }
    expect(await mailJob(email)).toMatchObject({ attempts: MAIL_ATTEMPTS, lastError: expect.stringContaining('451') });
    expect((await outboxRow(email)).sentAt).toBeNull();
    await t.deps.jobs.settle(['mail']);
    expect(t.mailbox.messages.filter((m) => m.to.includes(email))).toHaveLength(0);
  });

  it('writes a mail a fact owes in the fact’s transaction: none if it rolls back, sent once when it commits', async () => {
    const [kept, undone] = [uniqueEmail(), uniqueEmail()];
    const owe = (tx: typeof t.deps.db, email: string) =>
      t.deps.mail.owe(tx, email, { template: 'emailChange', username: 'player', link: 'http://arcana.test/x?token=t' });
    await t.deps.db
      .transaction(async (tx) => {
        await owe(tx, undone);
        throw new Error('the fact failed');
      })
      .catch(() => undefined);
    await t.deps.db.transaction((tx) => owe(tx, kept));
    await t.deps.jobs.settle(['mail']);
    expect((await t.mailbox.waitFor(kept)).subject).toBe('Confirm your new Arcana email');
    await expect.poll(async () => (await outboxRow(kept)).sentAt).not.toBeNull();
    expect(await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, undone))).toEqual([]);
    expect(t.mailbox.messages.filter((m) => m.to.includes(kept))).toHaveLength(1);
  });
});
