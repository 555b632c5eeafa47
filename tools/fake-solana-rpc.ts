import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readBody } from './fake-http';

/**
 * A Solana JSON-RPC endpoint on loopback that answers getBalance and getTokenAccountsByOwner from
 * balances set by the test, in the shapes mainnet answers them. `hang` makes it never answer.
 */
export interface FakeSolanaRpc {
  url: string;
  setBalance(owner: string, balance: { lamports?: number; tokens?: Record<string, number> }): void;
  hang(on: boolean): void;
  /** The JSON-RPC requests received, for asserting on params such as commitment. */
  requests: Array<{ method: string; params: unknown[] }>;
  close(): Promise<void>;
}

export async function startFakeSolanaRpc(): Promise<FakeSolanaRpc> {
  const balances = new Map<string, { lamports: number; tokens: Record<string, number> }>();
  const requests: FakeSolanaRpc['requests'] = [];
  let hanging = false;

  const server: Server = createServer(async (req, res) => {
    const call = JSON.parse(await readBody(req)) as { id: unknown; method: string; params: unknown[] };
    requests.push({ method: call.method, params: call.params });
    if (hanging) return;
    const owner = String(call.params[0]);
    const balance = balances.get(owner) ?? { lamports: 0, tokens: {} };
    const context = { apiVersion: '2.0.0', slot: 300_000_000 };
    let result: unknown;
    if (call.method === 'getBalance') {
      result = { context, value: balance.lamports };
    } else if (call.method === 'getTokenAccountsByOwner') {
      const mint = (call.params[1] as { mint: string }).mint;
      const amount = balance.tokens[mint];
      result = {
        context,
        value:
          amount === undefined
            ? []
            : [
                {
                  pubkey: 'FakeTokenAccount1111111111111111111111111111',
                  account: {
                    data: {
                      parsed: {
                        info: {
                          mint,
                          owner,
                          tokenAmount: {
                            amount: String(Math.round(amount * 1e6)),
                            decimals: 6,
                            uiAmount: amount,
                            uiAmountString: String(amount),
                          },
                        },
                        type: 'account',
                      },
                      program: 'spl-token',
                      space: 165,
                    },
                    executable: false,
                    lamports: 2039280,
                    owner: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
                    rentEpoch: 0,
                  },
                },
              ],
      };
    } else {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ jsonrpc: '2.0', id: call.id, error: { code: -32601, message: 'Method not found' } }));
      return;
    }
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ jsonrpc: '2.0', id: call.id, result }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    setBalance: (owner, balance) => balances.set(owner, { lamports: balance.lamports ?? 0, tokens: balance.tokens ?? {} }),
    hang: (on) => void (hanging = on),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
