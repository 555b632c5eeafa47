import { normalizeEmail } from '@arcana/shared';
import { logTo, type Command } from './lib/command.js';
import { createTokenService } from './lib/jwt.js';
import { AppError } from './lib/app-error.js';
import { createRolesService } from './modules/admin/index.js';
import { createSessionService } from './modules/sessions/index.js';
import { findUserByEmail, type Role } from './modules/users/index.js';
import { openRuntime } from './runtime.js';

const COMMANDS: Record<string, { role: Role; on: boolean }> = {
  'grant-admin': { role: 'admin', on: true },
  'revoke-admin': { role: 'admin', on: false },
  'grant-developer': { role: 'developer', on: true },
  'revoke-developer': { role: 'developer', on: false },
};

const USAGE = `Usage: npm run admin -- <command> EMAIL
Commands: ${Object.keys(COMMANDS).join(', ')}
Runs on the database \`npm start\` uses (DATA_DIR, or DATABASE_URL when set). With the embedded
database, stop the server first: only one process may open DATA_DIR.`;

/**
 * `npm run admin`: roles from the command line, through the same rules as the admin panel (the last
 * admin stays, the change is audited with no actor). A running server sees it on the user's next request.
 */
export const adminCommand: Command = async (args, io) => {
  const [command, address] = args;
  const action = command ? COMMANDS[command] : undefined;
  if (!action || !address) {
    io.err(`${USAGE}\n`);
    return 2;
  }
  const { config, database } = await openRuntime({ env: io.env, logDestination: logTo(io) });
  try {
    const user = await findUserByEmail(database.db, normalizeEmail(address));
    if (!user) {
      io.err(`No account has the e-mail ${address}.\n`);
      return 1;
    }
    // What follows the change (the user's tabs told) is recorded with it and carried out by the app's
    // outbox once it runs (docs/decisions/043).
    const parts = { db: database.db, tokens: createTokenService(config.jwtSecret), config };
    const roles = createRolesService({ ...parts, sessions: createSessionService(parts) });
    const { message } = await roles.setRoleFromCli(user.id, action.role, action.on);
    io.out(`${message}.\n`);
    return 0;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    io.err(`${error.message}.\n`);
    return 1;
  } finally {
    await database.close();
  }
};
