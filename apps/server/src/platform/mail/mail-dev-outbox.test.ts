// @databases pglite: the dev outbox is what a fresh install without SMTP_URL runs, on its embedded database
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema.js';
import { createSecretBox } from '../../lib/secret-box.js';
import { useTestApp } from '../../../test/test-app.js';
import { uniqueEmail } from '../../../test/factories.js';
import { runnerFor } from '../../../test/job-runners.js';
import { createMailService } from './mail.service.js';

const t = useTestApp({ smtpUrl: undefined });

/** The dev outbox as the server makes it without SMTP_URL, with a log we can read, and a runner of its own delivering its mail. */
function devOutbox() {
  const lines: string[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
  const mail = createMailService({
    db: t.deps.db,
    log,
    box: createSecretBox(t.deps.config.encryptionKey),
    smtpUrl: undefined,
    from: 'Arcana <no-reply@arcana.test>',
    publicUrl: 'http://arcana.test',
  });
  return { mail, lines, jobs: runnerFor(t.deps.db, { mail: mail.job() }) };
}

describe('the dev outbox (no SMTP_URL)', () => {
  // The app's own runner stands aside, so the mail of this file's outbox is delivered by its own.
  beforeAll(() => t.deps.jobs.stop());
  afterAll(() => t.deps.jobs.start());

  it('warns once, when it starts, that links go to the log and that this is not for production', () => {
    const { lines } = devOutbox();
    const warnings = lines.filter((line) => line.includes('"level":40'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('e-mail links are written to the log');
    expect(warnings[0]).toContain('not for production');
  });

  it('writes the link to the log as its delivery, and keeps the mail without it', async () => {
    const email = uniqueEmail();
    const { mail, lines, jobs } = devOutbox();
    const link = 'http://arcana.test/verify-email?token=dev-outbox-token';
    await t.deps.db.transaction((tx) => mail.owe(tx, email, { template: 'verification', username: 'player', link }));
    jobs.start();
    await jobs.settle();
    await jobs.stop();
    expect(lines.some((line) => line.includes(link))).toBe(true);
    const [row] = await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(row).toMatchObject({ subject: 'Verify your Arcana email', linkSealed: null });
    expect(row?.sentAt).not.toBeNull();
    expect(JSON.stringify(row)).not.toContain('dev-outbox-token');
    expect(t.mailbox.messages).toHaveLength(0);
  });
});
