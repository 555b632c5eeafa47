import { randomBytes } from 'node:crypto';
import {
  address,
  getBase58Decoder,
  type CompiledTransactionMessageWithLifetime,
  type LegacyCompiledTransactionMessage,
  type V0CompiledTransactionMessage,
} from '@solana/kit';
import { findAssociatedTokenPda, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { toBaseUnits, uiTokenAmount } from './fake-solana-token-amount';

/**
 * The state of the fake Solana cluster: SOL balances, SPL token accounts, the mints, the blockhashes
 * it handed out, the block height, and the transactions it executed. Everything that changes it runs
 * one at a time (`serially`), so a transaction reads and commits the accounts with nothing between.
 */

export const USDT_MINT = 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB';
export const TOKEN_ACCOUNT_SIZE = 165;
export const MINT_SIZE = 82;
/** Blocks a blockhash stays usable for, as mainnet's lastValidBlockHeight counts them. */
const BLOCKHASH_LIFETIME = 150;
/** Mainnet's figures: the slot runs ahead of the block height because some slots have no block. */
const FIRST_BLOCK_HEIGHT = 280_000_000;
const FIRST_SLOT = 300_000_000;

/** Mainnet's rent: two years of 3,480 lamports per byte-year, counting 128 bytes of account overhead. */
export const rentExemptMinimum = (dataSize: number) => (128 + dataSize) * 3480 * 2;

export type LedgerAccount =
  { kind: 'system'; lamports: number } | { kind: 'token'; lamports: number; mint: string; owner: string; amount: bigint };

export type TokenAccount = Extract<LedgerAccount, { kind: 'token' }>;

export type Accounts = Map<string, LedgerAccount>;

export const dataSize = (account: LedgerAccount) => (account.kind === 'token' ? TOKEN_ACCOUNT_SIZE : 0);

export type TokenBalance = {
  accountIndex: number;
  mint: string;
  owner: string;
  programId: string;
  uiTokenAmount: ReturnType<typeof uiTokenAmount>;
};

/** A message of a version mainnet runs (legacy or v0), with its blockhash. */
export type RunnableMessage = (LegacyCompiledTransactionMessage | V0CompiledTransactionMessage) & CompiledTransactionMessageWithLifetime;

/** What getTransaction and getSignatureStatuses need of an executed transaction. */
export interface TransactionRecord {
  /** The transaction as it was sent, for getTransaction's binary encodings. */
  wire: Uint8Array;
  signatures: string[];
  message: RunnableMessage;
  slot: number;
  blockTime: number;
  /** The slot from which it counts as confirmed; null while holdConfirmations keeps it at "processed". */
  confirmedFromSlot: number | null;
  fee: number;
  preBalances: number[];
  postBalances: number[];
  preTokenBalances: TokenBalance[];
  postTokenBalances: TokenBalance[];
  logs: string[];
}

/** Sets an account's lamports, creating a wallet if there was none; a wallet left with none no longer exists, as on mainnet. */
export function setLamports(accounts: Accounts, address: string, lamports: number) {
  const account: LedgerAccount = { ...(accounts.get(address) ?? { kind: 'system' }), lamports };
  if (account.kind === 'system' && lamports === 0) accounts.delete(address);
  else accounts.set(address, account);
}

export const associatedTokenAddress = async (owner: string, mint: string) =>
  (await findAssociatedTokenPda({ owner: address(owner), mint: address(mint), tokenProgram: TOKEN_PROGRAM_ADDRESS }))[0] as string;

/** One block every `blockMs`, as mainnet's ~400 ms slots, plus whatever a test skips ahead. */
function createBlockClock(blockMs: number) {
  const start = Date.now();
  let skipped = 0;
  const elapsed = () => Math.floor((Date.now() - start) / blockMs) + skipped;
  return {
    height: () => FIRST_BLOCK_HEIGHT + elapsed(),
    slot: () => FIRST_SLOT + elapsed(),
    advance: (blocks: number) => void (skipped += blocks),
  };
}

export function createLedger(options: { blockMs?: number } = {}) {
  let accounts: Accounts = new Map();
  const mints = new Map<string, { decimals: number }>([[USDT_MINT, { decimals: 6 }]]);
  const blockhashes = new Map<string, number>();
  const transactions = new Map<string, TransactionRecord>();
  const clock = createBlockClock(options.blockMs ?? 400);
  let holding = false;
  let queue: Promise<unknown> = Promise.resolve();

  function serially<T>(work: () => T | Promise<T>): Promise<T> {
    const run = queue.then(work);
    queue = run.catch(() => undefined);
    return run;
  }

  function decimalsOf(mint: string) {
    const known = mints.get(mint);
    if (!known) throw new Error(`The fake Solana ledger does not know the mint ${mint}: add it with addMint first.`);
    return known.decimals;
  }

  return {
    clock,
    mints,
    transactions,
    serially,
    /** Resolves once everything queued so far (balances set, transactions sent) has happened. */
    settled: () => serially(() => undefined),
    get accounts(): Accounts {
      return accounts;
    },
    /** Replaces the accounts with a transaction's result, which was worked out on a copy. */
    commit(next: Accounts) {
      accounts = next;
    },

    addMint(mint: string, decimals: number) {
      mints.set(address(mint), { decimals });
    },

    /**
     * Sets what is given and leaves the rest: `lamports` on the owner's own account, and each token
     * amount (in whole tokens) on the owner's associated token account, which it creates if missing.
     */
    setBalance(owner: string, balance: { lamports?: number; tokens?: Record<string, number> }): Promise<void> {
      // Checked before queueing, so a caller that does not await still has a mistake thrown at it.
      address(owner);
      const tokens = Object.entries(balance.tokens ?? {}).map(([mint, uiAmount]) => ({
        mint,
        amount: toBaseUnits(uiAmount, decimalsOf(mint)),
      }));
      return serially(async () => {
        if (balance.lamports !== undefined) setLamports(accounts, owner, balance.lamports);
        for (const { mint, amount } of tokens) {
          const account = await associatedTokenAddress(owner, mint);
          accounts.set(account, { kind: 'token', lamports: rentExemptMinimum(TOKEN_ACCOUNT_SIZE), mint, owner, amount });
        }
      });
    },

    /** The owner's tokens of this mint, in whole tokens, summed over its token accounts. */
    tokenBalance(owner: string, mint: string): Promise<number> {
      const decimals = decimalsOf(mint);
      return serially(() => {
        const held = [...accounts.values()].filter(
          (account): account is TokenAccount => account.kind === 'token' && account.owner === owner && account.mint === mint,
        );
        const total = held.reduce((sum, account) => sum + account.amount, 0n);
        return uiTokenAmount(total, decimals).uiAmount;
      });
    },

    lamports: (owner: string) => serially(() => accounts.get(owner)?.lamports ?? 0),

    issueBlockhash() {
      const blockhash = getBase58Decoder().decode(randomBytes(32));
      const lastValidBlockHeight = clock.height() + BLOCKHASH_LIFETIME;
      blockhashes.set(blockhash, lastValidBlockHeight);
      return { blockhash, lastValidBlockHeight };
    },
    /** Whether a transaction made with this blockhash may still land: one the ledger issued, not yet expired. */
    blockhashIsValid(blockhash: string) {
      const lastValid = blockhashes.get(blockhash);
      return lastValid !== undefined && clock.height() <= lastValid;
    },

    get holdingConfirmations() {
      return holding;
    },
    /** While on, new transactions stay "processed"; turning it off confirms them from the current slot. */
    holdConfirmations(on: boolean) {
      holding = on;
      if (on) return;
      for (const record of transactions.values()) record.confirmedFromSlot ??= clock.slot();
    },
  };
}

export type Ledger = ReturnType<typeof createLedger>;
