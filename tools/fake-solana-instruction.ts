import { isSignerRole, isWritableRole, type AccountMeta, type ReadonlyUint8Array } from '@solana/kit';
import { InstructionFailure, type InstructionErrorValue } from './fake-solana-errors';
import { setLamports, type Accounts } from './fake-solana-ledger';

/**
 * What a program of the fake sees while it runs one instruction, and the checks the Solana runtime
 * makes on every program's behalf (accounts present, signed, writable), so each program reads short.
 */
export interface InstructionContext {
  /** The transaction's working copy of the accounts: written in place, kept only if every instruction succeeds. */
  accounts: Accounts;
  mints: ReadonlyMap<string, { decimals: number }>;
  metas: readonly AccountMeta[];
  data: ReadonlyUint8Array;
  logs: string[];
}

export type Program = (context: InstructionContext) => void | Promise<void>;

export const fail = (error: InstructionErrorValue, log?: string): never => {
  throw new InstructionFailure(error, log ? [`Program log: ${log}`] : []);
};

/** The instruction's first `count` accounts, in order; fewer is the runtime's NotEnoughAccountKeys. */
export function accountsAt(context: InstructionContext, count: number): AccountMeta[] {
  if (context.metas.length < count) fail('NotEnoughAccountKeys');
  return context.metas.slice(0, count);
}

export const requireSigner = (meta: AccountMeta) => void (isSignerRole(meta.role) || fail('MissingRequiredSignature'));

/** A change to an account the transaction lists as read-only: the runtime names the error after what changed. */
export const requireWritable = (meta: AccountMeta, error: InstructionErrorValue) => void (isWritableRole(meta.role) || fail(error));

/** SystemError::ResultWithNegativeLamports, which every lamport transfer fails with when the payer is short. */
const RESULT_WITH_NEGATIVE_LAMPORTS = { Custom: 1 };

/**
 * Takes lamports from a wallet the way the System program's transfer does: it must sign, hold no
 * data, and have enough. `readonlyError` is what the runtime says when it was not marked writable.
 */
export function debitWallet(context: InstructionContext, from: AccountMeta, lamports: number, readonlyError: InstructionErrorValue) {
  requireSigner(from);
  const account = context.accounts.get(from.address);
  if (account && account.kind !== 'system') fail('InvalidArgument', 'Transfer: `from` must not carry data');
  const balance = account?.lamports ?? 0;
  if (balance < lamports) fail(RESULT_WITH_NEGATIVE_LAMPORTS, `Transfer: insufficient lamports ${balance}, need ${lamports}`);
  requireWritable(from, readonlyError);
  setLamports(context.accounts, from.address, balance - lamports);
}

export function creditAccount(context: InstructionContext, to: AccountMeta, lamports: number) {
  requireWritable(to, 'ReadonlyLamportChange');
  setLamports(context.accounts, to.address, (context.accounts.get(to.address)?.lamports ?? 0) + lamports);
}
