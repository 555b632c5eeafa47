import { seedDemoAccounts, type DemoLogin } from './demo/demo-accounts.js';
import { logTo, type Command } from './lib/command.js';
import { createPasswordHasher } from './lib/password-hasher.js';
import { createRateLimiter } from './platform/rate-limit/index.js';
import { createDispatcher } from './outbox/dispatcher.js';
import { openRuntime } from './runtime.js';
import { createSecretBox } from './lib/secret-box.js';

/** npm run seed: the demo accounts, on the database `npm start` uses; the logins go to standard output, the log to standard error. */
export const seedCommand: Command = async (_args, io) => {
  const { config, log, database } = await openRuntime({ env: io.env, logDestination: logTo(io) });
  try {
    // What follows each card drawn (its notification first) is recorded with it, and carried out by the
    // app's outbox once it starts (docs/decisions/043): this command's own is never started.
    const outbox = createDispatcher({ db: database.db, log });
    const deps = {
      db: database.db,
      outbox,
      config,
      hasher: createPasswordHasher(),
      rateLimiter: createRateLimiter(database.db),
      box: createSecretBox(config.encryptionKey),
    };
    const logins = await seedDemoAccounts(deps, config.encryptionKey);
    io.out(loginsTable(logins, config.publicUrl));
    return 0;
  } finally {
    await database.close();
  }
};

function loginsTable(logins: DemoLogin[], publicUrl: string): string {
  const rows = [
    ['role', 'username', 'e-mail', 'password', 'account'],
    ...logins.map((l) => [l.role, l.username, l.email, l.passwordWorks ? l.password : '(changed since seeded)', l.status]),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const lines = rows.map((row) => `  ${row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ')}`.trimEnd());
  return [
    `Demo accounts for ${publicUrl} (verified; log in with the e-mail and password):`,
    '',
    ...lines,
    '',
    'The passwords derive from ENCRYPTION_KEY, so every run prints the same ones; accounts already there are left as they are.',
    '',
  ].join('\n');
}
