import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findLink, startMailCapture, type MailCapture } from '../../../../../tools/mail-capture.js';
import { createTestApp, tokenOf, type TestApp } from '../../../test/test-app.js';
import { get, PASSWORD, post, uniqueEmail, uniqueUsername } from '../../../test/factories.js';

let capture: MailCapture;
let t: TestApp;

beforeAll(async () => {
  capture = await startMailCapture();
  t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${capture.smtpPort}` });
});
afterAll(async () => {
  await t.close();
  await capture.close();
});

describe('mail over SMTP', () => {
  it('delivers the verification mail through a real SMTP server, and its link verifies the account', async () => {
    const email = uniqueEmail();
    const signup = await post(t, '/api/auth/signup', { email, password: PASSWORD });
    await post(t, '/api/auth/complete-signup', { tempToken: signup.body.tempToken, username: uniqueUsername() });
    const mail = await capture.waitFor(email);
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
    const signup = await post(t, '/api/auth/signup', { email, password: PASSWORD });
    await post(t, '/api/auth/complete-signup', { tempToken: signup.body.tempToken, username: uniqueUsername() });
    await capture.waitFor(email);
    await post(t, '/api/auth/forgot-password', { email });
    await expect.poll(() => capture.messages.filter((m) => m.to.includes(email)).length).toBe(2);
    const reset = capture.messages.filter((m) => m.to.includes(email))[1]!;
    expect(reset.subject).toBe('Reset your Arcana password');
    expect(findLink(reset, '/reset-password')).toBeDefined();
  });
});
