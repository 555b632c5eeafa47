// @databases pglite: the embedded database itself — the seed and the server as processes on one DATA_DIR
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_PATHS } from '@arcana/shared';
import { startArcanaProcess, type ProcessHandle } from '../../../tools/arcana-process.js';
import { seedCommand } from '../src/seed-command.js';
import { asProcess, inTestProcess, onDataDir } from './commands.js';
import { dataDirFromTemplate } from './data-dir-from-template.js';

/** npm run seed on the DATA_DIR that the server then opens: in the test's process, then as a user runs it, a process of its own. */
let dataDir: string;
let server: ProcessHandle | undefined;
// A DATA_DIR a server has started on before: the seed's subject is its accounts, not the first start.
beforeAll(async () => void (dataDir = await dataDirFromTemplate()));
afterAll(() => server?.stop());

async function runSeed(): Promise<string> {
  const { code, stdout, stderr } = await inTestProcess(seedCommand, [], onDataDir(dataDir, 'warn'));
  if (code !== 0) throw new Error(stderr);
  return stdout;
}

/** The printed row of an e-mail: its password and whether this run created the account. */
function printedLogin(stdout: string, email: string) {
  const [, password, status] = new RegExp(`${email.replaceAll('.', '\\.')}\\s+(\\S+)\\s+(created|existing)$`, 'm').exec(stdout) ?? [];
  return { password, status };
}

describe('npm run seed', () => {
  it('prints logins that the server, started afterwards on the same DATA_DIR, accepts; a second run changes nothing, one beside the server is refused', async () => {
    const first = await runSeed();
    const again = await runSeed();
    const admin = printedLogin(first, 'admin@example.com');
    expect(admin).toEqual({ password: expect.stringMatching(/^\S{8,12}$/), status: 'created' });
    expect(printedLogin(again, 'admin@example.com')).toEqual({ ...admin, status: 'existing' });
    expect(again.replaceAll('existing', 'created')).toBe(first);

    server = await startArcanaProcess('source', { DATA_DIR: dataDir });
    // The embedded database has one process: a seed beside the running server is refused, not run on the same files.
    const beside = await asProcess('apps/server/src/seed.ts', [], onDataDir(dataDir, 'warn'));
    expect(beside.code).toBe(1);
    expect(beside.stderr).toContain(`is in use by process ${server.pid}`);
    const login = await fetch(`${server.url}/api${AUTH_PATHS.login}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: admin.password }),
    });
    expect(login.status).toBe(200);
    expect(((await login.json()) as { user: unknown }).user).toMatchObject({ isAdmin: true, emailVerified: true });
  }, 120_000);
});
