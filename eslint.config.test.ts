import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The lint rule that keeps the web's layers apart, run on snippets placed where real files live. */
const eslint = new ESLint({ cwd: fileURLToPath(new URL('.', import.meta.url)) });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const results = await eslint.lintText(code, { filePath });
  return results
    .flatMap((r) => r.messages)
    .filter((m) => m.ruleId === 'boundaries/dependencies')
    .map((m) => m.message);
}

describe('web layers (lint)', () => {
  it('refuses a feature importing another feature', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/features/settings/profile/Probe.ts',
      "import { useLogout } from '../../auth/hooks/useSession';\nexport const probe = useLogout;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('feature="auth"');
  });

  it('refuses shared code importing a feature or the app shell', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/components/Probe.ts',
      "import { useLogout } from '../features/auth/hooks/useSession';\nimport { AppLayout } from '../app/layout/AppLayout';\nexport const probe = [useLogout, AppLayout];\n",
    );
    expect(errors).toHaveLength(2);
  });

  it('lets a feature use its own files and shared code, and the app compose features', async () => {
    expect(
      await boundaryErrors(
        'apps/web/src/features/auth/pages/Probe.ts',
        "import { AuthShell } from '../../../components/AuthShell';\nimport { useLogout } from '../hooks/useSession';\nexport const probe = [AuthShell, useLogout];\n",
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

describe('server writes to the users table (lint)', () => {
  const writes =
    "import type { Database } from '../../db/client.js';\nimport { users } from '../../db/schema.js';\nexport const probe = (db: Database) => [db.insert(users), db.update(users), db.delete(users)];\n";
  const restricted = async (filePath: string, code: string) =>
    (await eslint.lintText(code, { filePath })).flatMap((r) => r.messages).filter((m) => m.ruleId === 'no-restricted-syntax');

  it('refuses an insert, update or delete on users outside users.repo', async () => {
    expect(await restricted('apps/server/src/modules/admin/probe.ts', writes)).toHaveLength(3);
  });

  it('lets users.repo write it, and other modules read it', async () => {
    expect(await restricted('apps/server/src/modules/users/users.repo.ts', writes)).toEqual([]);
    const read =
      "import type { Database } from '../../db/client.js';\nimport { users } from '../../db/schema.js';\nexport const probe = (db: Database) => db.select().from(users);\n";
    expect(await restricted('apps/server/src/modules/admin/probe.ts', read)).toEqual([]);
  });
});
