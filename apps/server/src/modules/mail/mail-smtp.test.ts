import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, tokenOf, type TestApp } from '../../../test/test-app.js';
import { get, PASSWORD, post, uniqueEmail, uniqueUsername } from '../../../test/factories.js';

interface Captured {
  to: string;
  raw: string;
}

let smtp: SMTPServer;
let t: TestApp;
const inbox: Captured[] = [];
const waiters: Array<() => void> = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        inbox.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), raw });
        waiters.splice(0).forEach((wake) => wake());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}` });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(resolve));
});

async function mailTo(address: string): Promise<Captured> {
  for (;;) {
    const found = inbox.find((m) => m.to === address);
    if (found) return found;
    await new Promise<void>((resolve) => waiters.push(resolve));
  }
}

/** Undoes quoted-printable soft breaks and escapes, enough to read a link back. */
const decodeQuotedPrintable = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe('mail over SMTP', () => {
  it('delivers the verification mail through a real SMTP server, and its link verifies the account', async () => {
    const email = uniqueEmail();
    const signup = await post(t, '/api/auth/signup', { email, password: PASSWORD });
    await post(t, '/api/auth/complete-signup', { tempToken: signup.body.tempToken, username: uniqueUsername() });
    const mail = await mailTo(email);
    const body = decodeQuotedPrintable(mail.raw);
    expect(body).toContain('Subject: Verify your Arcana email');
    expect(body).toContain('Content-Type: text/html');
    const link = body.match(/http:\/\/arcana\.test\/verify-email\?token=[\w-]+/)?.[0];
    expect(link).toBeDefined();
    const verified = await post(t, '/api/auth/verify-email', { token: tokenOf(link!) });
    expect(verified.status).toBe(200);
    const me = await get(t, '/api/auth/verify', verified.body.token as string);
    expect(me.body.user).toMatchObject({ email, emailVerified: true });
  });
});
