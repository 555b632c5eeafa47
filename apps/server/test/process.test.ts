// @databases pglite: the embedded database itself — the server as a process on DATA_DIR, its database thread
import { chmodSync, mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_PATHS } from '@arcana/shared';
import { startArcanaProcess, type ProcessHandle } from '../../../tools/arcana-process.js';
import { dataDirFromTemplate } from './data-dir-from-template.js';
import { findLink, startMailCapture, type MailCapture } from '../../../tools/mail-capture.js';

/** The server as a whole process: what it writes to its log, and how it stops. */
let mail: MailCapture;
let server: ProcessHandle;

beforeAll(async () => {
  mail = await startMailCapture();
  server = await startArcanaProcess('source', {
    DATA_DIR: await dataDirFromTemplate(),
    SMTP_URL: `smtp://127.0.0.1:${mail.smtpPort}`,
    LOG_LEVEL: 'info',
  });
}, 60_000);
afterAll(async () => {
  await server.stop();
  await mail.close();
});

async function post(path: string, body: unknown, token?: string) {
  const res = await fetch(`${server.url}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, string> };
}

describe('the server process', () => {
  it('logs requests without any password, token or link secret', async () => {
    const email = `logs-${crypto.randomUUID()}@example.com`;
    const password = 'Secret123';
    const secrets: string[] = [password];
    const signup = await post(AUTH_PATHS.signup, { email, password });
    secrets.push(signup.body.tempToken!);
    await post(AUTH_PATHS.completeSignup, { tempToken: signup.body.tempToken, username: `logs_${crypto.randomUUID().slice(0, 8)}` });
    const verifyToken = new URL(findLink(await mail.waitFor(email), '/verify-email')!).searchParams.get('token')!;
    secrets.push(verifyToken);
    // The page the link opens is requested with the token in its query, as a browser would.
    await fetch(`${server.url}/verify-email?token=${verifyToken}`);
    const verified = await post(AUTH_PATHS.verifyEmail, { token: verifyToken });
    const login = await post(AUTH_PATHS.login, { email, password });
    const refreshed = await post(AUTH_PATHS.refresh, { refreshToken: login.body.refreshToken });
    secrets.push(
      verified.body.token!,
      verified.body.refreshToken!,
      login.body.token!,
      login.body.refreshToken!,
      refreshed.body.refreshToken!,
    );
    await fetch(`${server.url}/api/auth/verify`, { headers: { authorization: `Bearer ${login.body.token}` } });

    const log = server.output();
    expect(log).toContain('"url":"/api/auth/login"');
    expect(log).toContain('"url":"/verify-email"');
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(5);
      expect(log).not.toContain(secret);
    }
  });

  it('finishes the requests under way when told to stop, then exits cleanly', async () => {
    const email = `stop-${crypto.randomUUID()}@example.com`;
    const password = 'Secret123';
    const signup = await post(AUTH_PATHS.signup, { email, password });
    await post(AUTH_PATHS.completeSignup, { tempToken: signup.body.tempToken, username: `stop_${crypto.randomUUID().slice(0, 8)}` });

    const before = server
      .output()
      .split('\n')
      .filter((line) => line.includes('"url":"/api/auth/login"')).length;
    const logins = Array.from({ length: 8 }, () => post(AUTH_PATHS.login, { email, password }));
    // Each login hashes for a few milliseconds, one at a time: stop once all eight have arrived.
    await expect
      .poll(
        () =>
          server
            .output()
            .split('\n')
            .filter((line) => line.includes('"url":"/api/auth/login"')).length - before,
        // A loaded machine (CI, or tests running side by side) may take more than the default second.
        { timeout: 15_000 },
      )
      .toBeGreaterThanOrEqual(8);
    const exit = server.stop('SIGTERM');
    const answers = await Promise.all(logins);
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect(await exit).toBe(0);
    expect(server.output()).toContain('"msg":"stopped"');
  });
});

describe('the server process without SMTP_URL, on a DATA_DIR an earlier version left open', () => {
  let devServer: ProcessHandle;
  const dataDir = mkdtempSync(join(tmpdir(), 'arcana-data-dir-'));

  beforeAll(async () => {
    // The database as it was made: PGlite writes its files with modes of its own.
    await dataDirFromTemplate(dataDir);
    chmodSync(dataDir, 0o755);
    writeFileSync(join(dataDir, 'notes.txt'), 'left here by hand', { mode: 0o644 });
    devServer = await startArcanaProcess('source', { DATA_DIR: dataDir, SMTP_URL: '' });
  }, 60_000);
  afterAll(() => devServer.stop());

  it('warns at start that e-mail links are written to the log, which is for trying Arcana, not for production', () => {
    const warning = devServer
      .output()
      .split('\n')
      .find((line) => line.includes('e-mail links are written to the log'));
    expect(warning).toContain('"level":40');
    expect(warning).toContain('not for production');
  });

  it('keeps DATA_DIR and everything in it readable by its owner only', async () => {
    const email = `private-${crypto.randomUUID()}@example.com`;
    const signup = await fetch(`${devServer.url}/api${AUTH_PATHS.signup}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Secret123' }),
    });
    expect(signup.status).toBe(200);

    const entries = readdirSync(dataDir, { recursive: true, withFileTypes: true });
    const modes = (kind: 'directory' | 'file') =>
      entries
        .filter((entry) => (kind === 'directory' ? entry.isDirectory() : entry.isFile()))
        .map((entry) => ({ path: join(entry.parentPath, entry.name), mode: statSync(join(entry.parentPath, entry.name)).mode & 0o777 }));
    expect(modes('file').map((f) => f.path)).toEqual(expect.arrayContaining([join(dataDir, 'secrets.json'), join(dataDir, 'notes.txt')]));
    expect(modes('file').length).toBeGreaterThan(100);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(modes('directory').filter((d) => d.mode !== 0o700)).toEqual([]);
    expect(modes('file').filter((f) => f.mode !== 0o600)).toEqual([]);
  });
});
