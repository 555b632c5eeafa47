import { randomInt, randomUUID } from 'node:crypto';
import { ACCESS_TOKEN_TTL_S, AUTH_PATHS, CARD_PATHS } from '@arcana/shared';
import type { MailCapture } from '../tools/mail-capture';
import type { TestWallet } from '../tools/wallet-keys';
import { BENCH_PASSWORD, createAccount, linkNewWallet } from './accounts';
import { CallFailed, post } from './http';
import type { AccountSockets, createSocketWatch } from './soak-sockets';
import type { SoakStats } from './soak-stats';

interface SoakAccount {
  email: string;
  token: string;
  tokenAt: number;
  wallet: TestWallet;
  sockets?: AccountSockets;
}

/** A token this close to its end is replaced by a login first, so a soak longer than its life is not a run of 401s. */
const TOKEN_FRESH_MS = (ACCESS_TOKEN_TTL_S - 60) * 1000;

interface Options {
  base: string;
  mail: MailCapture;
  stats: SoakStats;
  sockets: ReturnType<typeof createSocketWatch>;
  /** Accounts with sockets open at any time: the newest ones; an older one's sockets close as a new one joins. */
  socketAccounts: number;
  socketsPerAccount: number;
}

/**
 * What the soak's users do. Each action records its own outcome and never throws: an HTTP failure is
 * counted under its route, anything else (no mail, a socket that would not open) under the action.
 */
export function createSoakActions({ base, mail, stats, sockets, socketAccounts, socketsPerAccount }: Options) {
  const everyone: SoakAccount[] = [];
  const withSockets: SoakAccount[] = [];

  async function attempt(action: string, work: () => Promise<void>) {
    try {
      await work();
    } catch (error) {
      if (error instanceof CallFailed) stats.fail(`${error.method} ${error.path}`, error.message);
      else stats.fail(action, (error as Error).message);
    }
  }

  /** Signup, the link from the e-mail, a wallet linked, the sockets of its tabs; the oldest account's close. */
  async function signUp() {
    const { email, token } = await createAccount(base, mail);
    const account: SoakAccount = { email, token, tokenAt: Date.now(), wallet: await linkNewWallet(base, token) };
    everyone.push(account);
    account.sockets = await sockets.open(token, socketsPerAccount);
    withSockets.push(account);
    // No new collect picks it once it leaves the list; its sockets close after the ones in flight are heard.
    if (withSockets.length > socketAccounts) await withSockets.shift()!.sockets!.close();
  }

  async function logIn(account: SoakAccount) {
    const { token } = await post<{ token: string }>(base, AUTH_PATHS.login, { email: account.email, password: BENCH_PASSWORD });
    account.token = token;
    account.tokenAt = Date.now();
  }

  async function collect(account: SoakAccount) {
    if (Date.now() - account.tokenAt > TOKEN_FRESH_MS) await logIn(account);
    const requestId = randomUUID();
    const sentAt = performance.now();
    const expected = account.sockets?.expectCollect(requestId, sentAt);
    try {
      await post(base, CARD_PATHS.collect, { publicKey: account.wallet.publicKey, requestId }, account.token);
    } catch (error) {
      expected?.cancel();
      throw error;
    }
    await expected?.heard;
  }

  const pick = <T>(list: T[]) => list[randomInt(list.length)];

  return {
    signUp: () => attempt('signup flow', signUp),
    logIn: () => attempt('login', async () => logIn(pick(everyone)!)),
    collect: () => attempt('collect', async () => collect(pick(withSockets)!)),
    accounts: () => everyone.length,
    /** Closes every socket once what they wait for has come. */
    closeSockets: () => Promise.all(withSockets.splice(0).map((account) => account.sockets!.close())),
  };
}
