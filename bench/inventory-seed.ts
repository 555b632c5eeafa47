import { randomUUID } from 'node:crypto';
import pLimit from 'p-limit';
import { CARD_PATHS } from '@arcana/shared';
import type { TCard } from '@arcana/shared/schemas';
import type { MailCapture } from '../tools/mail-capture';
import type { TestWallet } from '../tools/wallet-keys';
import { createAccount, linkNewWallet, type BenchAccount } from './accounts';
import { call, post } from './http';

/**
 * An account holding `count` cards, collected the way the app collects them: a linked wallet, then
 * one POST /users/collectibles/collect per card (8 in flight), each a fresh request id. Slower than
 * inserting rows, but every card and notification is what the server itself makes.
 */
export async function accountWithCards(base: string, mail: MailCapture, count: number) {
  const account: BenchAccount = await createAccount(base, mail);
  const wallet = await linkNewWallet(base, account.token);
  const started = performance.now();
  const limit = pLimit(8);
  await Promise.all(Array.from({ length: count }, () => limit(() => collectCard(base, account, wallet))));
  const seconds = (performance.now() - started) / 1000;
  const cards = await call<TCard[]>(base, 'GET', CARD_PATHS.mine, undefined, account.token);
  return { account, wallet, cards, seconds };
}

/** One more card for the account, collected as the app collects it. */
export function collectCard(base: string, account: BenchAccount, wallet: TestWallet) {
  return post(base, CARD_PATHS.collect, { publicKey: wallet.publicKey, requestId: randomUUID() }, account.token);
}
