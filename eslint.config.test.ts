import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { TABLE_WRITERS } from './eslint.config.js';

/** The lint rule that keeps the web's layers apart, run on snippets placed where real files live. */
const eslint = new ESLint({ cwd: fileURLToPath(new URL('.', import.meta.url)) });

/** The messages of one rule for a snippet placed at `filePath`. */
const errorsOf = (ruleId: string) => async (filePath: string, code: string) =>
  (await eslint.lintText(code, { filePath }))
    .flatMap((r) => r.messages)
    .filter((m) => m.ruleId === ruleId)
    .map((m) => m.message);
const boundaryErrors = errorsOf('boundaries/dependencies');

describe('web layers (lint)', () => {
  it('refuses a feature reaching past another feature’s index.ts', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/features/settings/profile/Probe.ts',
      "import { useLogout } from '../../sessions/useSession';\nexport const probe = useLogout;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('feature="sessions"');
  });

  it('refuses shared code importing a feature, even through its index.ts, or the app shell', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/components/Probe.ts',
      "import { useLogout } from '../features/sessions';\nimport { AppLayout } from '../app/layout/AppLayout';\nexport const probe = [useLogout, AppLayout];\n",
    );
    expect(errors).toHaveLength(2);
  });

  it('lets a feature use its own files, shared code and another feature’s index.ts, and the app compose features', async () => {
    expect(
      await boundaryErrors(
        'apps/web/src/features/auth/pages/Probe.ts',
        "import { AuthShell } from '../../../components/AuthShell';\nimport { useLogout } from '../../sessions';\nimport { authApi } from '../auth.api';\nexport const probe = [AuthShell, useLogout, authApi];\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'apps/web/src/app/routes/Probe.ts',
        "import { ClaimButton } from '../../features/cards/ClaimButton';\nexport const probe = ClaimButton;\n",
      ),
    ).toEqual([]);
  });
});

describe('server modules (lint)', () => {
  const probe = (from: string) => `import { loadProfile } from '${from}';\nexport const probe = loadProfile;\n`;

  it('refuses a module, or the rest of the server, reaching past another module’s index.ts', async () => {
    const [inModule] = await boundaryErrors('apps/server/src/modules/admin/probe.ts', probe('../users/users.repo.js'));
    expect(inModule).toContain('users.repo.ts');
    expect(await boundaryErrors('apps/server/src/realtime/probe.ts', probe('../modules/users/users.repo.js'))).toHaveLength(1);
    expect(await boundaryErrors('apps/server/test/probe.ts', probe('../src/modules/users/users.repo.js'))).toHaveLength(1);
  });

  it('refuses lib/ importing any module, even through its index.ts', async () => {
    const [error] = await boundaryErrors('apps/server/src/lib/probe.ts', probe('../modules/users/index.js'));
    expect(error).toContain('"lib"');
  });
  it('lets a module use its own files and another module’s index.ts', async () => {
    expect(await boundaryErrors('apps/server/src/modules/admin/probe.ts', probe('../users/index.js'))).toEqual([]);
    expect(await boundaryErrors('apps/server/src/modules/users/probe.ts', probe('./users.repo.js'))).toEqual([]);
    expect(await boundaryErrors('apps/server/src/app-probe.ts', probe('./modules/users/index.js'))).toEqual([]);
  });
});

describe('the platform and the composition root (lint)', () => {
  const probe = (from: string) => `import { loadProfile } from '${from}';\nexport const probe = loadProfile;\n`;
  const restricted = errorsOf('no-restricted-imports');

  it('refuses the platform importing a module, even through its index.ts, or the socket layer, but for their tables', async () => {
    const [error] = await restricted('apps/server/src/outbox/probe.ts', probe('../modules/users/index.js'));
    expect(error).toContain('The platform imports no module');
    expect(await restricted('apps/server/src/platform/mail/probe.ts', probe('../../realtime/kept-messages.js'))).toHaveLength(1);
    expect(await restricted('apps/server/src/db/probe.ts', probe('../modules/users/schema.js'))).toEqual([]);
  });

  it('refuses a module, the socket layer or the platform importing the composition root', async () => {
    const [error] = await restricted('apps/server/src/modules/admin/probe.ts', probe('../../app.js'));
    expect(error).toContain('The composition root builds the modules');
    expect(await restricted('apps/server/src/realtime/probe.ts', probe('../app.js'))).toHaveLength(1);
    expect(await restricted('apps/server/src/platform/probe.ts', probe('../main.js'))).toHaveLength(1);
    expect(await restricted('apps/server/src/modules/admin/probe.ts', probe('../../config.js'))).toEqual([]);
  });
});

describe('one writer per table (lint)', () => {
  const probe = (tables: string, body: string) =>
    `import { sql } from 'drizzle-orm';\nimport type { Database } from '../../db/client.js';\nimport { ${tables} } from '../../db/schema.js';\nimport { deleteWhere } from '../../lib/sweep.js';\nexport const probe = (db: Database) => [${body}];\n`;
  const writerErrors = errorsOf('arcana/table-writers');

  it('refuses an insert, update, delete, sweep or raw SQL write on a table outside its owner', async () => {
    const errors = await writerErrors(
      'apps/server/src/modules/admin/probe.ts',
      probe(
        'identities, signupTemp, sessions',
        'db.insert(identities), db.update(identities), db.delete(identities), deleteWhere(db, signupTemp, undefined), sql`update ${sessions} set revoked_at = now()`',
      ),
    );
    expect(errors).toHaveLength(5);
    expect(errors[0]).toContain('modules/users');
    expect(errors[3]).toContain('modules/auth');
    expect(errors[4]).toContain('modules/sessions');
  });

  it('refuses raw SQL that names another module’s table in its own text, whatever its case or quotes', async () => {
    const raw = (statement: string) => probe('sessions', `sql\`${statement}\``);
    const [insert] = await writerErrors('apps/server/src/modules/draws/probe.ts', raw('insert into rate_limits (key) values (1)'));
    expect(insert).toContain('written only by apps/server/src/platform/rate-limit');
    expect(await writerErrors('apps/server/src/modules/admin/probe.ts', raw('UPDATE "inbox" set state = 1'))).toHaveLength(1);
    expect(await writerErrors('apps/server/src/modules/admin/probe.ts', raw('delete from webhook_events'))).toHaveLength(1);
    // Its owner may; and a lock’s words are not a write.
    expect(await writerErrors('apps/server/src/platform/rate-limit/probe.ts', raw('insert into rate_limits (key) values (1)'))).toEqual([]);
    expect(await writerErrors('apps/server/src/modules/admin/probe.ts', raw('select 1 from inbox for update skip locked'))).toEqual([]);
  });

  it('lets the owner write its tables, and anyone read them', async () => {
    const writes = probe('identities', 'db.insert(identities), db.update(identities), db.delete(identities)');
    expect(await writerErrors('apps/server/src/modules/users/probe.ts', writes)).toEqual([]);
    expect(await writerErrors('apps/server/src/modules/admin/probe.ts', probe('identities', 'db.select().from(identities)'))).toEqual([]);
  });

  it('lets a module update only its own columns of the users row', async () => {
    const own = probe('users', 'db.update(users).set({ totpSecret: null, updatedAt: sql`now()` })');
    expect(await writerErrors('apps/server/src/modules/two-factor/probe.ts', own)).toEqual([]);
    const [other] = await writerErrors(
      'apps/server/src/modules/two-factor/probe.ts',
      probe('users', 'db.update(users).set({ email: null })'),
    );
    expect(other).toContain('may write only totpSecret');
    const [insert] = await writerErrors('apps/server/src/modules/wallet/probe.ts', probe('users', 'db.insert(users)'));
    expect(insert).toContain('written only by apps/server/src/modules/users');
  });

  it('names a writer for every table of the schema: the folder whose schema.ts defines it', async () => {
    const schema = await import('./apps/server/src/db/schema.js');
    const tables = Object.entries(schema)
      .filter(([, value]) => is(value, PgTable))
      .map(([name]) => name);
    expect(Object.keys(TABLE_WRITERS).sort()).toEqual(tables.sort());
  });
});

describe('the databases a server test runs on (lint)', () => {
  const tagErrors = async (code: string) =>
    (await eslint.lintText(code, { filePath: 'apps/server/src/modules/cards/probe.test.ts' }))
      .flatMap((r) => r.messages)
      .filter((m) => m.ruleId === 'arcana-tests/test-databases')
      .map((m) => m.message);
  const racing = 'export const race = (send: () => Promise<void>) => Promise.all([send(), send()]);\n';

  it('refuses a test that runs requests at once or opens a transaction without saying where it runs', async () => {
    const [untagged] = await tagErrors(racing);
    expect(untagged).toContain("'// @databases pglite postgres: why'");
    const [transaction] = await tagErrors('export const write = (db: { transaction(f: () => void): void }) => db.transaction(() => {});\n');
    expect(transaction).toContain('opens a transaction or a lock');
  });

  it('accepts the tag naming one database or both with its reason, and refuses a wrong one', async () => {
    for (const names of ['pglite postgres', 'postgres', 'pglite']) {
      expect(await tagErrors(`// @databases ${names}: concurrency — two at once\n${racing}`)).toEqual([]);
    }
    expect(await tagErrors(`// @databases mysql: because\n${racing}`)).toEqual([
      "The '// @databases' tag names 'pglite', 'postgres' or both, not 'mysql'.",
    ]);
    expect(await tagErrors(`// @databases postgres:\n${racing}`)).toEqual(["The '// @databases' tag says why after the colon."]);
  });

  it('asks nothing of a test that touches neither', async () => {
    expect(await tagErrors('export const one = 1;\n')).toEqual([]);
  });
});
