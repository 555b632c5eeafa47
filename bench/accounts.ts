import { randomBytes } from 'node:crypto';
import pLimit from 'p-limit';
import { AUTH_PATHS, TWO_FACTOR_PATHS, WALLET_PATHS } from '@arcana/shared';
import { totpFor } from '../apps/server/src/modules/two-factor/totp';
import { findLink, type MailCapture } from '../tools/mail-capture';
import { createTestWallet, signedLinkBody, type TestWallet } from '../tools/wallet-keys';
import type { BrowserContext } from 'playwright-core';
import { post } from './http';

export const BENCH_PASSWORD = 'Bench1234';

/** The account's id, read from its access token's subject. */
export const userIdOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub as string;

/** The bench is one address making thousands of accounts and logins: the abuse limits would stop it at once. */
export const BENCH_LIMITS = {
  RATE_LIMIT_LOGIN_MAX: '1000000000',
  RATE_LIMIT_SIGNUP_MAX: '1000000000',
  RATE_LIMIT_FORGOT_MAX: '1000000000',
  RATE_LIMIT_COLLECT_MAX: '1000000000',
  RATE_LIMIT_API_KEY_MAX: '1000000000',
  HOUSE_DRAWS: 'unlimited',
} as const;

export interface BenchAccount {
  email: string;
  token: string;
  refreshToken: string;
}

/** A verified account made the way a user makes one: signup, username, the link from the e-mail. */
export async function createAccount(
  base: string,
  mail: MailCapture,
  email = `bench-${randomBytes(6).toString('hex')}@example.com`,
): Promise<BenchAccount> {
  const { tempToken } = await post<{ tempToken: string }>(base, AUTH_PATHS.signup, { email, password: BENCH_PASSWORD });
  await post(base, AUTH_PATHS.completeSignup, { tempToken, username: `bench_${randomBytes(5).toString('hex')}` });
  const link = findLink(await mail.waitFor(email, 60_000), '/verify-email')!;
  const { token, refreshToken } = await post<{ token: string; refreshToken: string }>(base, AUTH_PATHS.verifyEmail, {
    token: new URL(link).searchParams.get('token'),
  });
  return { email, token, refreshToken };
}

/** A creator: a verified account signed in with two-factor turned on, as the Forge asks. */
export async function createCreator(base: string, mail: MailCapture): Promise<{ token: string }> {
  const creator = await createAccount(base, mail);
  const login = await post<{ token: string }>(base, AUTH_PATHS.login, { email: creator.email, password: BENCH_PASSWORD });
  const { secret } = await post<{ secret: string }>(base, TWO_FACTOR_PATHS.setup, {}, login.token);
  await post(base, TWO_FACTOR_PATHS.verify, { token: totpFor(secret).generate() }, login.token);
  return login;
}

/** `count` accounts, a few at a time (each signup hashes a password). */
export function createAccounts(base: string, mail: MailCapture, count: number): Promise<BenchAccount[]> {
  const limit = pLimit(8);
  return Promise.all(Array.from({ length: count }, () => limit(() => createAccount(base, mail))));
}

/** Links a new wallet to the account, signed as Phantom signs it (collecting needs one); returns the wallet. */
export async function linkNewWallet(base: string, token: string): Promise<TestWallet> {
  const wallet = createTestWallet();
  await post(base, WALLET_PATHS.link, await signedLinkBody(wallet, () => post(base, WALLET_PATHS.nonce, {}, token)), token);
  return wallet;
}

/** Every page of the context opens signed in with the account's session, stored as the app stores it. */
export function keepSignedIn(context: BrowserContext, { token, refreshToken }: { token: string; refreshToken: string }) {
  return context.addInitScript(
    ([access, refresh]) => {
      localStorage.setItem('token', access!);
      localStorage.setItem('refreshToken', refresh!);
      localStorage.setItem('isAuthenticated', 'true');
    },
    [token, refreshToken],
  );
}
