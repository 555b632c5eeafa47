import { afterAll, beforeAll } from 'vitest';
import { parseConfig, type ResolvedConfig } from '../src/config.js';
import { startFakeSolanaRpc, type FakeSolanaRpc } from '../../../tools/fake-solana-rpc.js';
import { createTestApp, type TestApp } from './test-app.js';

/** Stands for what beforeAll makes; usable inside tests only (as useTestApp's app). */
function madeBeforeAll<T extends object>(current: () => T | undefined, name: string): T {
  return new Proxy({} as T, {
    get(_target, key) {
      const made = current();
      if (!made) throw new Error(`the ${name} exists only while tests run`);
      return Reflect.get(made, key);
    },
  });
}

/**
 * A test app whose Solana network is the fake ledger of tools/ (real JSON-RPC on loopback), made
 * before the file's tests and closed after them; `solana` adjusts the node settings (deadlines),
 * `overrides` the rest.
 */
export function useSolanaTestApp(
  solana: Partial<ResolvedConfig['solana']> = {},
  overrides: Partial<ResolvedConfig> = {},
): { t: TestApp; rpc: FakeSolanaRpc } {
  let rpc: FakeSolanaRpc | undefined;
  let t: TestApp | undefined;
  beforeAll(async () => {
    rpc = await startFakeSolanaRpc();
    t = await createTestApp({ ...overrides, solana: { ...parseConfig({}).solana, rpcUrl: rpc.url, ...solana } });
  });
  afterAll(async () => {
    await t?.close();
    await rpc?.close();
  });
  return { t: madeBeforeAll(() => t, 'test app'), rpc: madeBeforeAll(() => rpc, 'fake Solana node') };
}
