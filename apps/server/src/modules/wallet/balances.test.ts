import { describe, expect, it } from 'vitest';
import { USDT_MINT } from '@arcana/shared';
import { buildUserWithWallet, get } from '../../../test/factories.js';
import { useSolanaTestApp } from '../../../test/solana-test-app.js';
import { createTestWallet } from '../../../../../tools/wallet-keys.js';

const { t, rpc } = useSolanaTestApp({ timeoutMs: 500 });

const userWithWallet = () => buildUserWithWallet(t);

describe('wallet balances', () => {
  it('reads SOL and USDT through JSON-RPC with confirmed commitment', async () => {
    const user = await userWithWallet();
    rpc.setBalance(user.wallet.publicKey, { lamports: 2_500_000_000, tokens: { [USDT_MINT]: 12.5 } });
    const res = await get(t, `/api/users/phantom/balances/${user.wallet.publicKey}`, user.token);
    expect(res).toEqual({ status: 200, body: { publicKey: user.wallet.publicKey, sol: 2.5, usdt: 12.5 } });
    const calls = rpc.requests.filter((r) => r.params[0] === user.wallet.publicKey);
    expect(calls.map((c) => c.method).sort()).toEqual(['getBalance', 'getTokenAccountsByOwner']);
    expect(JSON.stringify(calls)).toContain('"commitment":"confirmed"');
  });

  it('answers 502 instead of hanging when the RPC node does not answer', async () => {
    const user = await userWithWallet();
    rpc.hang(true);
    try {
      // The node never answers: the server's deadline (500 ms here) turns that into a 502.
      const res = await get(t, `/api/users/phantom/balances/${user.wallet.publicKey}`, user.token);
      expect(res).toMatchObject({ status: 502, body: { code: 'UPSTREAM_UNAVAILABLE' } });
    } finally {
      rpc.hang(false);
    }
  });

  it('shows only the user’s own wallet', async () => {
    const user = await userWithWallet();
    expect(await get(t, `/api/users/phantom/balances/${createTestWallet().publicKey}`, user.token)).toMatchObject({
      status: 403,
      body: { code: 'NOT_YOUR_WALLET' },
    });
  });
});
