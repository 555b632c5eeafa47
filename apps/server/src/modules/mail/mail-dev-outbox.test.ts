import { eq } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema.js';
import { createSecretBox } from '../../lib/secret-box.js';
import { useTestApp } from '../../../test/test-app.js';
import { uniqueEmail } from '../../../test/factories.js';
import { createMailService } from './mail.service.js';

const t = useTestApp({ smtpUrl: undefined });

/** The dev outbox as the server makes it without SMTP_URL, with a log we can read. */
function devOutbox() {
  const lines: string[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
  const mail = createMailService({
    db: t.deps.db,
    log,
    box: createSecretBox(t.deps.config.encryptionKey),
    smtpUrl: undefined,
    from: 'Arcana <no-reply@arcana.test>',
    messageIdHost: 'arcana.test',
  });
  return { mail, lines };
}

describe('the dev outbox (no SMTP_URL)', () => {
  it('warns once, when it starts, that links go to the log and that this is not for production', async () => {
    const { mail, lines } = devOutbox();
    await mail.sendLink(uniqueEmail(), 'verification', 'player', 'http://arcana.test/verify-email?token=abc');
    const warnings = lines.filter((line) => line.includes('"level":40'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('e-mail links are written to the log');
    expect(warnings[0]).toContain('not for production');
  });

  it('writes the link to the log and keeps the mail without it', async () => {
    const email = uniqueEmail();
    const { mail, lines } = devOutbox();
    const link = 'http://arcana.test/verify-email?token=dev-outbox-token';
    await mail.sendLink(email, 'verification', 'player', link);
    expect(lines.some((line) => line.includes(link))).toBe(true);
    const [row] = await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(row).toMatchObject({ subject: 'Verify your Arcana email', linkSealed: null, lockedUntil: null });
    expect(row?.sentAt).not.toBeNull();
    expect(JSON.stringify(row)).not.toContain('dev-outbox-token');
    expect(await mail.retryUnsent()).toBe(0);
  });

  it('stores no token for mail the app sends', async () => {
    const email = uniqueEmail();
    await t.deps.mail.sendLink(email, 'passwordReset', 'player', 'http://arcana.test/reset-password?token=app-dev-token');
    const [row] = await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(`${row?.text}${row?.html}${row?.linkSealed}`).not.toContain('token=');
    expect(t.mailbox.messages).toHaveLength(0);
  });
});
