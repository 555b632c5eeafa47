import { randomBytes, randomUUID } from 'node:crypto';
import bs58 from 'bs58';
import type { Platform } from '../platform/platform.js';
import { createCardsService } from '../modules/cards/index.js';
import { createDraws } from '../modules/draws/index.js';
import { findUserByEmail, insertUser, isUsernameTaken } from '../modules/users/index.js';
import { demoPassword } from './demo-password.js';

export type DemoRole = 'admin' | 'developer' | 'user';

/** One account per role (docs/product-rules.md "Roles and pages"): user, developer, admin; example.com reaches no real inbox. */
export const DEMO_ACCOUNTS: ReadonlyArray<{ role: DemoRole; username: string; email: string }> = [
  { role: 'admin', username: 'admin', email: 'admin@example.com' },
  { role: 'developer', username: 'developer', email: 'developer@example.com' },
  { role: 'user', username: 'alice', email: 'alice@example.com' },
  { role: 'user', username: 'bruno', email: 'bruno@example.com' },
  { role: 'user', username: 'chiara', email: 'chiara@example.com' },
];

export const DEMO_CARDS_PER_ACCOUNT = 6;

export interface DemoLogin {
  role: DemoRole;
  username: string;
  email: string;
  password: string;
  /** created: by this run; existing: left as it was, and `passwordWorks` tells whether the password above still opens it. */
  status: 'created' | 'existing';
  passwordWorks: boolean;
}

type Deps = Pick<Platform, 'db' | 'box' | 'outbox' | 'hasher' | 'rateLimiter'> & {
  config: Pick<Platform['config'], 'rateLimits'>;
};

/**
 * Creates the demo accounts that are missing, verified and ready to log in, each with a wallet address
 * made up for it (nobody holds its key; linking a real wallet replaces it) and cards drawn the way
 * collecting draws them. Accounts that exist (same e-mail) are left as they are, so it can run again.
 */
export async function seedDemoAccounts(deps: Deps, secret: string): Promise<DemoLogin[]> {
  // Their cards are set up, not earned: the house's draws are not counted for them.
  const draws = createDraws({ ...deps, config: { ...deps.config, houseDraws: null } });
  const cards = createCardsService({ ...deps, draws });
  const logins: DemoLogin[] = [];
  for (const account of DEMO_ACCOUNTS) {
    const password = demoPassword(secret, account.email);
    const existing = await findUserByEmail(deps.db, account.email);
    if (existing) {
      const passwordWorks = Boolean(existing.passwordHash) && (await deps.hasher.verify(existing.passwordHash!, password));
      logins.push({ ...account, password, status: 'existing', passwordWorks });
      continue;
    }
    if (await isUsernameTaken(deps.db, account.username)) {
      throw new Error(`The username ${account.username} belongs to an account with another e-mail: rename it to seed ${account.email}.`);
    }
    const user = await insertUser(deps.db, {
      username: account.username,
      email: account.email,
      emailVerifiedAt: new Date(),
      passwordHash: await deps.hasher.hash(password),
      isAdmin: account.role === 'admin',
      isDeveloper: account.role === 'developer',
      walletPublicKey: bs58.encode(randomBytes(32)),
    });
    for (let i = 0; i < DEMO_CARDS_PER_ACCOUNT; i++) {
      await cards.collect(user, { publicKey: user.walletPublicKey!, requestId: randomUUID() });
    }
    // Outside a request nothing waits for the draws' after-effects: their notifications are carried out here.
    await deps.outbox.dispatch();
    logins.push({ ...account, password, status: 'created', passwordWorks: true });
  }
  return logins;
}
