import { createServer, type ServerResponse } from 'node:http';
import { closeServer, listenOnLoopback, readBody } from './fake-http';
import { RpcError } from './fake-solana-errors';
import { createLedger, type Ledger } from './fake-solana-ledger';
import { RPC_METHODS } from './fake-solana-rpc-methods';

export { USDT_MINT } from './fake-solana-ledger';

/**
 * A Solana JSON-RPC endpoint on loopback backed by an in-memory ledger (fake-solana-ledger.ts):
 * balances, token accounts, blockhashes and real transactions, signed and executed, in the shapes
 * mainnet answers. `hang` makes it never answer. See fake-solana-rpc-methods.ts for the methods.
 */
export interface FakeSolanaRpc {
  url: string;
  /**
   * Sets what is given and leaves the rest: `lamports` on the owner's account, and each of `tokens`
   * (mint → whole tokens) on the owner's associated token account, created if missing. Answers wait
   * for it, so awaiting is optional. A mint other than USDT must be added first.
   */
  setBalance(owner: string, balance: { lamports?: number; tokens?: Record<string, number> }): Promise<void>;
  addMint(mint: string, decimals: number): void;
  /** Whole tokens the owner holds of this mint. */
  tokenBalance(owner: string, mint: string): Promise<number>;
  lamports(owner: string): Promise<number>;
  /** While on, sent transactions report "processed"; turning it off confirms them. */
  holdConfirmations(on: boolean): void;
  /** Moves the block height (and slot) on, as if that many blocks were made: expires blockhashes, finalizes. */
  advanceBlocks(count: number): void;
  hang(on: boolean): void;
  /** The JSON-RPC requests received, for asserting on params such as commitment. */
  requests: Array<{ method: string; params: unknown[] }>;
  close(): Promise<void>;
}

export interface FakeSolanaRpcOptions {
  /** 0 (the default) takes a free port. */
  port?: number;
  /** How often a block is made; mainnet's slots are ~400 ms. */
  blockMs?: number;
}

interface RpcCall {
  id?: unknown;
  method?: unknown;
  params?: unknown;
}

/** JSON.stringify, but bigints are written as bare numbers, as a node writes u64 values (rentEpoch). */
const BIGINT_MARK = '__fake_solana_bigint__';
const stringifyJson = (value: unknown) =>
  JSON.stringify(value, (_key, field: unknown) => (typeof field === 'bigint' ? `${BIGINT_MARK}${field}` : field)).replace(
    new RegExp(`"${BIGINT_MARK}(\\d+)"`, 'g'),
    '$1',
  );

async function answer(ledger: Ledger, call: RpcCall) {
  const reply = (body: object) => ({ jsonrpc: '2.0', id: call.id ?? null, ...body });
  const method = typeof call.method === 'string' ? RPC_METHODS[call.method] : undefined;
  if (!method) return reply({ error: { code: -32601, message: 'Method not found' } });
  try {
    // Reads see every balance set and transaction sent before the request arrived.
    await ledger.settled();
    return reply({ result: await method(ledger, Array.isArray(call.params) ? call.params : []) });
  } catch (error) {
    if (error instanceof RpcError)
      return reply({ error: { code: error.code, message: error.message, ...(error.data ? { data: error.data } : {}) } });
    // A fault in the fake itself: said plainly, so a failing test shows it.
    return reply({ error: { code: -32603, message: `Internal error: ${(error as Error).message}` } });
  }
}

function send(res: ServerResponse, body: unknown) {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(stringifyJson(body));
}

export async function startFakeSolanaRpc(options: FakeSolanaRpcOptions = {}): Promise<FakeSolanaRpc> {
  const ledger = createLedger({ blockMs: options.blockMs });
  const requests: FakeSolanaRpc['requests'] = [];
  let hanging = false;

  const server = createServer(async (req, res) => {
    let body: RpcCall | RpcCall[];
    try {
      body = JSON.parse(await readBody(req)) as RpcCall | RpcCall[];
    } catch {
      return send(res, { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } });
    }
    const calls = Array.isArray(body) ? body : [body];
    for (const call of calls) requests.push({ method: String(call.method), params: Array.isArray(call.params) ? call.params : [] });
    if (hanging) return;
    const answers = await Promise.all(calls.map((call) => answer(ledger, call)));
    send(res, Array.isArray(body) ? answers : answers[0]);
  });
  const url = await listenOnLoopback(server, options.port ?? 0);
  return {
    url,
    requests,
    setBalance: (owner, balance) => ledger.setBalance(owner, balance),
    addMint: (mint, decimals) => ledger.addMint(mint, decimals),
    tokenBalance: (owner, mint) => ledger.tokenBalance(owner, mint),
    lamports: (owner) => ledger.lamports(owner),
    holdConfirmations: (on) => ledger.holdConfirmations(on),
    advanceBlocks: (count) => ledger.clock.advance(count),
    hang: (on) => void (hanging = on),
    close: () => closeServer(server),
  };
}
