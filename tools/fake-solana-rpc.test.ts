import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { address, createSolanaRpc, getBase64Encoder } from '@solana/kit';
import { getMintDecoder, getTokenDecoder, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { startFakeSolanaRpc, USDT_MINT, type FakeSolanaRpc } from './fake-solana-rpc';
import { fakeSolanaControl } from './fake-solana-control';
import { rawRpc, tokenAccountOf, type SolanaClient } from './fake-solana.test-support';
import { createTestWallet } from './wallet-keys';

let fake: FakeSolanaRpc;
let client: SolanaClient;

beforeAll(async () => {
  // Fast blocks, so a test can watch the height move without waiting long.
  fake = await startFakeSolanaRpc({ blockMs: 20 });
  client = createSolanaRpc(fake.url);
});
afterAll(() => fake.close());

const TOKEN_ACCOUNT_RENT = 2_039_280;

describe('accounts', () => {
  it('keeps balances set in whole tokens on the owner’s associated token account, as getTokenAccountsByOwner shows it', async () => {
    const owner = createTestWallet().publicKey;
    void fake.setBalance(owner, { lamports: 2_500_000_000, tokens: { [USDT_MINT]: 12.5 } });
    const answer = await rawRpc(fake.url, 'getTokenAccountsByOwner', [
      owner,
      { mint: USDT_MINT },
      { encoding: 'jsonParsed', commitment: 'confirmed' },
    ]);
    expect(answer).toEqual({
      jsonrpc: '2.0',
      id: 7,
      result: {
        context: { apiVersion: expect.any(String), slot: expect.any(Number) },
        value: [
          {
            pubkey: await tokenAccountOf(owner),
            account: {
              data: {
                parsed: {
                  info: {
                    isNative: false,
                    mint: USDT_MINT,
                    owner,
                    state: 'initialized',
                    tokenAmount: { amount: '12500000', decimals: 6, uiAmount: 12.5, uiAmountString: '12.5' },
                  },
                  type: 'account',
                },
                program: 'spl-token',
                space: 165,
              },
              executable: false,
              lamports: TOKEN_ACCOUNT_RENT,
              owner: TOKEN_PROGRAM_ADDRESS,
              rentEpoch: 18446744073709552000,
              space: 165,
            },
          },
        ],
      },
    });
    expect(await rawRpc(fake.url, 'getBalance', [owner, { commitment: 'confirmed' }])).toMatchObject({ result: { value: 2_500_000_000 } });
    // Setting lamports alone leaves the tokens.
    await fake.setBalance(owner, { lamports: 1 });
    expect(await fake.tokenBalance(owner, USDT_MINT)).toBe(12.5);
  });

  it('serves a token account’s real 165 bytes in base64, a wallet as empty data owned by the System program, and nothing as null', async () => {
    const owner = createTestWallet().publicKey;
    await fake.setBalance(owner, { lamports: 5000, tokens: { [USDT_MINT]: 0.000001 } });
    const token = await client.getAccountInfo(await tokenAccountOf(owner), { encoding: 'base64' }).send();
    expect(getTokenDecoder().decode(getBase64Encoder().encode(token.value!.data[0]))).toMatchObject({
      mint: USDT_MINT,
      owner,
      amount: 1n,
      state: 1,
    });

    const wallet = await rawRpc(fake.url, 'getAccountInfo', [owner, { encoding: 'jsonParsed' }]);
    expect(wallet.result).toMatchObject({
      value: { data: ['', 'base64'], executable: false, lamports: 5000, owner: '11111111111111111111111111111111', space: 0 },
    });
    expect((await client.getAccountInfo(address(createTestWallet().publicKey)).send()).value).toBeNull();
  });

  it('serves the USDT mint with its 6 decimals, and mints a test adds', async () => {
    const mint = await client.getAccountInfo(address(USDT_MINT), { encoding: 'base64' }).send();
    expect(getMintDecoder().decode(getBase64Encoder().encode(mint.value!.data[0]))).toMatchObject({ decimals: 6, isInitialized: true });
    const other = createTestWallet().publicKey;
    fake.addMint(other, 9);
    const owner = createTestWallet().publicKey;
    await fake.setBalance(owner, { tokens: { [other]: 1.5 } });
    expect((await client.getTokenAccountBalance(await tokenAccountOf(owner, other)).send()).value).toMatchObject({
      amount: '1500000000',
      decimals: 9,
    });
    expect(() => fake.setBalance(owner, { tokens: { [createTestWallet().publicKey]: 1 } })).toThrow(/addMint/);
  });

  it('answers mainnet’s rent-exemption minimums', async () => {
    const rent = async (size: number) => (await rawRpc(fake.url, 'getMinimumBalanceForRentExemption', [size])).result;
    expect([await rent(165), await rent(0), await rent(82)]).toEqual([TOKEN_ACCOUNT_RENT, 890_880, 1_461_600]);
  });
});

describe('blocks', () => {
  it('hands out a fresh blockhash each call, valid for 150 blocks past the current height', async () => {
    const before = await client.getBlockHeight().send();
    const [first, second] = [await client.getLatestBlockhash().send(), await client.getLatestBlockhash().send()];
    const after = await client.getBlockHeight().send();
    expect(first.value.blockhash).not.toBe(second.value.blockhash);
    expect(first.value.lastValidBlockHeight).toBeGreaterThanOrEqual(before + 150n);
    expect(first.value.lastValidBlockHeight).toBeLessThanOrEqual(after + 150n);
    expect((await client.isBlockhashValid(first.value.blockhash).send()).value).toBe(true);
  });

  it('makes blocks as time passes, and skips ahead when told', async () => {
    const start = await client.getBlockHeight().send();
    await new Promise((resolve) => setTimeout(resolve, 60));
    const later = await client.getBlockHeight().send();
    expect(later).toBeGreaterThan(start);
    fake.advanceBlocks(1000);
    expect((await client.getBlockHeight().send()) - later).toBeGreaterThanOrEqual(1000n);
  });
});

describe('the JSON-RPC layer', () => {
  it('answers an unknown method as mainnet does', async () => {
    expect(await rawRpc(fake.url, 'getNothing')).toEqual({ jsonrpc: '2.0', id: 7, error: { code: -32601, message: 'Method not found' } });
  });

  it('lets another process set and read the ledger through its fake_ methods', async () => {
    const control = fakeSolanaControl(fake.url);
    const owner = createTestWallet().publicKey;
    await control.setBalance(owner, { lamports: 7, tokens: { [USDT_MINT]: 3.25 } });
    expect([await control.tokenBalance(owner, USDT_MINT), await control.lamports(owner)]).toEqual([3.25, 7]);
    await expect(control.tokenBalance(owner, createTestWallet().publicKey)).rejects.toThrow(/addMint/);
  });

  it('records every request, and answers none while hanging', async () => {
    fake.hang(true);
    const owner = createTestWallet().publicKey;
    const answered = await Promise.race([
      // Closing the fake at the end drops the request: that is no answer either.
      rawRpc(fake.url, 'getBalance', [owner]).then(
        () => true,
        () => false,
      ),
      new Promise((resolve) => setTimeout(() => resolve(false), 200)),
    ]);
    expect(answered).toBe(false);
    // On a loaded machine the request may reach the fake only after the 200 ms: wait for it, still hanging.
    await expect.poll(() => fake.requests.some(({ method, params }) => method === 'getBalance' && params[0] === owner)).toBe(true);
    fake.hang(false);
  });
});
