/** Offsets the suite's ports so two checkouts can run it side by side (E2E_PORT_OFFSET=100). */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);

/** Loopback ports of the end-to-end run: the app, the SMTP capture with its HTTP reader, the sign-in provider fakes and the Solana node's. */
export const E2E_PORTS = {
  app: 3310 + offset,
  smtp: 2625 + offset,
  mailHttp: 2626 + offset,
  fakeOAuth: 2637 + offset,
  fakeSteam: 2638 + offset,
  fakeSolana: 2639 + offset,
  fakeTwitch: 2640 + offset,
  demoGame: 2641 + offset,
} as const;

/** The password of every account the suite makes. */
export const E2E_PASSWORD = 'Arcana12';

/**
 * Verified accounts made before the e2e server starts (seed-accounts.ts), which its ADMIN_EMAILS makes admin
 * at start: one per test that needs an admin.
 */
export const E2E_ADMIN_EMAILS = Array.from({ length: 6 }, (_, i) => `e2e-admin-${i + 1}@example.com`);

/**
 * Verified accounts made a month before the e2e server starts (seed-accounts.ts): past the trade hold,
 * they give cards. Two per journey that gives one: the giver and the recipient.
 */
export const E2E_SETTLED_EMAILS = Array.from({ length: 6 }, (_, i) => `e2e-settled-${i + 1}@example.com`);
