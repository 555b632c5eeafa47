import { USDT_MINT } from '@arcana/shared';
import { AppError } from '../../lib/app-error.js';

export const LAMPORTS_PER_SOL = 1_000_000_000;
const COMMITMENT = 'confirmed';
export const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';

const unreachable = () => new AppError('UPSTREAM_UNAVAILABLE', 502, 'Could not reach the Solana network. Please try again later.');

interface RpcAnswer<T> {
  result?: T;
  error?: { message?: string };
}

interface TokenAccounts {
  value: Array<{ account: { data: { parsed: { info: { tokenAmount: { amount: string; uiAmount: number | null } } } } } }>;
}

export interface SignatureStatus {
  err: unknown;
  confirmationStatus: 'processed' | 'confirmed' | 'finalized' | null;
}

/** Solana's JSON-RPC, with a deadline: an unreachable node is a 502, never a hang. */
export function createSolanaRpc(config: { rpcUrl: string; timeoutMs: number }) {
  async function call<T>(method: string, params: unknown[]): Promise<T> {
    const response = await fetch(config.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      signal: AbortSignal.timeout(config.timeoutMs),
    }).catch(() => {
      throw unreachable();
    });
    const answer = (await response.json().catch(() => ({}))) as RpcAnswer<T>;
    if (!response.ok || answer.error || answer.result === undefined) throw unreachable();
    return answer.result;
  }

  /** SOL in lamports and USDT in base units (millionths), summed over the owner's USDT accounts. */
  async function funds(owner: string) {
    const [sol, tokens] = await Promise.all([
      call<{ value: number }>('getBalance', [owner, { commitment: COMMITMENT }]),
      call<TokenAccounts>('getTokenAccountsByOwner', [owner, { mint: USDT_MINT }, { encoding: 'jsonParsed', commitment: COMMITMENT }]),
    ]);
    const usdtUnits = tokens.value.reduce((sum, { account }) => sum + BigInt(account.data.parsed.info.tokenAmount.amount), 0n);
    return { lamports: sol.value, usdtUnits };
  }

  return {
    funds,
    async balances(owner: string) {
      const { lamports, usdtUnits } = await funds(owner);
      return { publicKey: owner, sol: lamports / LAMPORTS_PER_SOL, usdt: Number(usdtUnits) / 1e6 };
    },
    /** The program that owns the account, or null when there is no account at that address. */
    async accountOwner(address: string): Promise<string | null> {
      const info = await call<{ value: { owner: string } | null }>('getAccountInfo', [
        address,
        { encoding: 'base64', commitment: COMMITMENT },
      ]);
      return info.value?.owner ?? null;
    },
    rentExemptMinimum: (bytes: number) => call<number>('getMinimumBalanceForRentExemption', [bytes, { commitment: COMMITMENT }]),
    async latestBlockhash() {
      const { value } = await call<{ value: { blockhash: string; lastValidBlockHeight: number } }>('getLatestBlockhash', [
        { commitment: COMMITMENT },
      ]);
      return value;
    },
    blockHeight: () => call<number>('getBlockHeight', [{ commitment: COMMITMENT }]),
    /** Each signature's status, in order; null for one the network has not seen. */
    async signatureStatuses(signatures: string[]): Promise<Array<SignatureStatus | null>> {
      const { value } = await call<{ value: Array<SignatureStatus | null> }>('getSignatureStatuses', [
        signatures,
        { searchTransactionHistory: true },
      ]);
      return signatures.map((_, i) => value[i] ?? null);
    },
  };
}

export type SolanaRpc = ReturnType<typeof createSolanaRpc>;
