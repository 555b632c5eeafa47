import { AppError } from '../../lib/app-error.js';

/** Tether USD's SPL mint on Solana mainnet. */
export const USDT_MINT = 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB';
const LAMPORTS_PER_SOL = 1_000_000_000;
const COMMITMENT = 'confirmed';

const unreachable = () => new AppError('UPSTREAM_UNAVAILABLE', 502, 'Could not reach the Solana network. Please try again later.');

interface RpcAnswer<T> {
  result?: T;
  error?: { message?: string };
}

/** Balances read over Solana's JSON-RPC, with a deadline: an unreachable node is a 502, never a hang. */
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

  return {
    async balances(owner: string) {
      const [sol, tokens] = await Promise.all([
        call<{ value: number }>('getBalance', [owner, { commitment: COMMITMENT }]),
        call<{ value: Array<{ account: { data: { parsed: { info: { tokenAmount: { uiAmount: number | null } } } } } }> }>(
          'getTokenAccountsByOwner',
          [owner, { mint: USDT_MINT }, { encoding: 'jsonParsed', commitment: COMMITMENT }],
        ),
      ]);
      const usdt = tokens.value.reduce((sum, account) => sum + (account.account.data.parsed.info.tokenAmount.uiAmount ?? 0), 0);
      return { publicKey: owner, sol: sol.value / LAMPORTS_PER_SOL, usdt };
    },
  };
}
