/**
 * A test's hold on the fake Solana RPC from another process (the e2e suite runs it inside
 * tools/demo.ts): plain JSON-RPC calls, the fake's `fake_` methods for setting and reading the ledger.
 */

/** One JSON-RPC call; a node's error answer is thrown as an Error with its message, `code` and `data`. */
export async function callSolanaRpc<T>(url: string, method: string, params: unknown[] = []): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const answer = (await response.json()) as { result?: T; error?: { code: number; message: string; data?: unknown } };
  if (answer.error) throw Object.assign(new Error(answer.error.message), { code: answer.error.code, data: answer.error.data });
  return answer.result as T;
}

/** The controls of FakeSolanaRpc (tools/fake-solana-rpc.ts), over HTTP. */
export function fakeSolanaControl(url: string) {
  return {
    setBalance: async (owner: string, balance: { lamports?: number; tokens?: Record<string, number> }) =>
      void (await callSolanaRpc(url, 'fake_setBalance', [owner, balance])),
    addMint: async (mint: string, decimals: number) => void (await callSolanaRpc(url, 'fake_addMint', [mint, decimals])),
    tokenBalance: (owner: string, mint: string) => callSolanaRpc<number>(url, 'fake_tokenBalance', [owner, mint]),
    lamports: async (owner: string) => (await callSolanaRpc<{ value: number }>(url, 'getBalance', [owner])).value,
    holdConfirmations: async (on: boolean) => void (await callSolanaRpc(url, 'fake_holdConfirmations', [on])),
    /** Answers the new block height. */
    advanceBlocks: (count: number) => callSolanaRpc<number>(url, 'fake_advanceBlocks', [count]),
  };
}
