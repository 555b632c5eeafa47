import { createPasswordHasher } from '../apps/server/src/lib/password-hasher';
import { findUserByEmail, insertUser } from '../apps/server/src/modules/users/users.repo';
import { openRuntime } from '../apps/server/src/runtime';
import { E2E_ADMIN_EMAILS, E2E_PASSWORD, E2E_SETTLED_EMAILS } from './ports';

/**
 * Before the suite's server starts, on its DATA_DIR: one verified account for each of E2E_ADMIN_EMAILS,
 * with the suite's password; ADMIN_EMAILS then makes them admin as the server starts, the only moment
 * it grants anything. And E2E_SETTLED_EMAILS' accounts, made a month ago: past the trade hold, which
 * keeps every account the suite signs up from giving a card for 7 days.
 */
const { database } = await openRuntime();
try {
  const hasher = createPasswordHasher();
  const passwordHash = await hasher.hash(E2E_PASSWORD);
  for (const [i, email] of E2E_ADMIN_EMAILS.entries()) {
    if (await findUserByEmail(database.db, email)) continue;
    await insertUser(database.db, { username: `e2e_admin_${i + 1}`, email, emailVerifiedAt: new Date(), passwordHash });
  }
  const monthAgo = new Date(Date.now() - 30 * 86_400_000);
  for (const [i, email] of E2E_SETTLED_EMAILS.entries()) {
    if (await findUserByEmail(database.db, email)) continue;
    await insertUser(database.db, {
      username: `e2e_settled_${i + 1}`,
      email,
      emailVerifiedAt: monthAgo,
      passwordHash,
      createdAt: monthAgo,
    });
  }
} finally {
  await database.close();
}
