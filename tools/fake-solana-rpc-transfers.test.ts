import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  address,
  AccountRole,
  appendTransactionMessageInstructions,
  compileTransaction,
  createSolanaRpc,
  createTransactionMessage,
  getBase58Decoder,
  getBase64EncodedWireTransaction,
  getBase64Encoder,
  getSignatureFromTransaction,
  getTransactionDecoder,
  getU64Encoder,
  isSolanaError,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  signature as toSignature,
  SOLANA_ERROR__INSTRUCTION_ERROR__CUSTOM,
  SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE,
  type Base64EncodedWireTransaction,
} from '@solana/kit';
import { getTokenDecoder, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { startFakeSolanaRpc, USDT_MINT, type FakeSolanaRpc } from './fake-solana-rpc';
import { buildTokenTransfer, rawRpc, tokenAccountOf, type SolanaClient, type TransferPlan } from './fake-solana.test-support';
import { signWireTransaction } from './sign-wire-transaction';
import { createTestWallet, type TestWallet } from './wallet-keys';

let fake: FakeSolanaRpc;
let client: SolanaClient;

beforeAll(async () => {
  fake = await startFakeSolanaRpc();
  client = createSolanaRpc(fake.url);
});
afterAll(() => fake.close());

const SOL = 1_000_000_000;
const FEE = 5000;
const TOKEN_ACCOUNT_RENT = 2_039_280;

async function walletWith(
  balance: { lamports?: number; tokens?: Record<string, number> } = { lamports: SOL, tokens: { [USDT_MINT]: 10 } },
) {
  const wallet = createTestWallet();
  await fake.setBalance(wallet.publicKey, balance);
  return wallet;
}

/** An unsigned transfer from `sender` signed by it, as Phantom would sign what the server prepared. */
const signedTransfer = async (sender: TestWallet, plan: Omit<TransferPlan, 'from'>) =>
  signWireTransaction(await buildTokenTransfer(client, { from: sender.publicKey, ...plan }), sender);

const send = (wire: string) => rawRpc(fake.url, 'sendTransaction', [wire, { encoding: 'base64' }]);

const holdings = async (...owners: string[]) =>
  Promise.all(owners.map(async (owner) => ({ lamports: await fake.lamports(owner), usdt: await fake.tokenBalance(owner, USDT_MINT) })));

const preflightError = (err: unknown, message: string) => ({
  error: { code: -32002, message: `Transaction simulation failed: ${message}`, data: expect.objectContaining({ err }) },
});

describe('sendTransaction', () => {
  it('lands a USDT transfer that creates the recipient’s token account, charging its rent and the fee to the sender', async () => {
    const sender = await walletWith();
    const recipient = createTestWallet();
    const wire = await signedTransfer(sender, { to: recipient.publicKey, amount: 2_500_000n });

    const sent = await client.sendTransaction(wire as Base64EncodedWireTransaction, { encoding: 'base64' }).send();

    expect(sent).toBe(getSignatureFromTransaction(getTransactionDecoder().decode(getBase64Encoder().encode(wire))));
    expect(await holdings(sender.publicKey, recipient.publicKey)).toEqual([
      { lamports: SOL - FEE - TOKEN_ACCOUNT_RENT, usdt: 7.5 },
      { lamports: 0, usdt: 2.5 },
    ]);
    const account = await client.getAccountInfo(await tokenAccountOf(recipient.publicKey), { encoding: 'base64' }).send();
    expect(account.value).toMatchObject({ lamports: BigInt(TOKEN_ACCOUNT_RENT), owner: TOKEN_PROGRAM_ADDRESS, space: 165n });
    expect(getTokenDecoder().decode(getBase64Encoder().encode(account.value!.data[0]))).toMatchObject({
      mint: USDT_MINT,
      owner: recipient.publicKey,
      amount: 2_500_000n,
    });
  });

  it('leaves an existing token account alone on CreateIdempotent, and refuses a plain Create of it', async () => {
    const sender = await walletWith();
    const recipient = await walletWith({ tokens: { [USDT_MINT]: 1 } });

    expect(await send(await signedTransfer(sender, { to: recipient.publicKey, amount: 1_000_000n }))).toHaveProperty('result');
    expect(await holdings(sender.publicKey, recipient.publicKey)).toEqual([
      { lamports: SOL - FEE, usdt: 9 },
      { lamports: 0, usdt: 2 },
    ]);
    const create = await send(
      await signedTransfer(sender, { to: recipient.publicKey, amount: 1_000_000n, createRecipientAccount: 'always' }),
    );
    expect(create).toMatchObject(
      preflightError({ InstructionError: [0, { Custom: 0 }] }, 'Error processing Instruction 0: custom program error: 0x0'),
    );
    expect(await holdings(sender.publicKey)).toEqual([{ lamports: SOL - FEE, usdt: 9 }]);
  });

  it('refuses more tokens than the sender holds with the token program’s error 1, as kit reads it, and changes nothing', async () => {
    const sender = await walletWith();
    const recipient = createTestWallet();
    const wire = await signedTransfer(sender, { to: recipient.publicKey, amount: 10_000_001n });

    expect(await send(wire)).toMatchObject(
      preflightError({ InstructionError: [1, { Custom: 1 }] }, 'Error processing Instruction 1: custom program error: 0x1'),
    );
    const refusal = await client
      .sendTransaction(wire as Base64EncodedWireTransaction, { encoding: 'base64' })
      .send()
      .catch((error: unknown) => error);
    expect(isSolanaError(refusal, SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE)).toBe(true);
    const cause = (refusal as Error).cause;
    expect(isSolanaError(cause, SOLANA_ERROR__INSTRUCTION_ERROR__CUSTOM) && cause.context).toMatchObject({ code: 1, index: 1 });
    // The account creation before the failing transfer is undone with it.
    expect(await holdings(sender.publicKey, recipient.publicKey)).toEqual([
      { lamports: SOL, usdt: 10 },
      { lamports: 0, usdt: 0 },
    ]);
    expect((await client.getAccountInfo(await tokenAccountOf(recipient.publicKey)).send()).value).toBeNull();
  });

  it('refuses decimals other than the mint’s (error 18)', async () => {
    const sender = await walletWith();
    const wire = await signedTransfer(sender, { to: createTestWallet().publicKey, amount: 1n, decimals: 9 });
    expect(await send(wire)).toMatchObject(
      preflightError({ InstructionError: [1, { Custom: 18 }] }, 'Error processing Instruction 1: custom program error: 0x12'),
    );
    expect(await holdings(sender.publicKey)).toEqual([{ lamports: SOL, usdt: 10 }]);
  });

  it('refuses a signature that is not the signer’s, or none, with -32003 before simulating', async () => {
    const sender = await walletWith();
    const unsigned = await buildTokenTransfer(client, { from: sender.publicKey, to: createTestWallet().publicKey, amount: 1n });
    const forged = signWireTransaction(unsigned, { publicKey: sender.publicKey, signBytes: createTestWallet().signBytes });
    for (const wire of [forged, unsigned]) {
      expect(await send(wire)).toMatchObject({ error: { code: -32003, message: 'Transaction signature verification failure' } });
    }
    expect(await holdings(sender.publicKey)).toEqual([{ lamports: SOL, usdt: 10 }]);
  });

  it('refuses a blockhash it never issued, and one past its lastValidBlockHeight', async () => {
    const sender = await walletWith();
    const to = createTestWallet().publicKey;
    const unknown = { blockhash: getBase58Decoder().decode(new Uint8Array(32).fill(7)), lastValidBlockHeight: 1n };
    expect(await send(await signedTransfer(sender, { to, amount: 1n, blockhash: unknown }))).toMatchObject(
      preflightError('BlockhashNotFound', 'Blockhash not found'),
    );

    const wire = await signedTransfer(sender, { to, amount: 1n });
    fake.advanceBlocks(151);
    expect(await send(wire)).toMatchObject(preflightError('BlockhashNotFound', 'Blockhash not found'));
    expect(await holdings(sender.publicKey)).toEqual([{ lamports: SOL, usdt: 10 }]);
  });

  it('refuses a payer who cannot pay: no account, less than the fee, short of the rent, or left below rent exemption', async () => {
    const cases = [
      { lamports: 0, err: 'AccountNotFound', message: 'Attempt to debit an account but found no record of a prior credit.' },
      { lamports: 4000, err: 'InsufficientFundsForFee', message: 'Insufficient funds for fee' },
      {
        lamports: 1_000_000,
        err: { InstructionError: [0, { Custom: 1 }] },
        message: 'Error processing Instruction 0: custom program error: 0x1',
      },
      {
        lamports: 2_500_000,
        err: { InsufficientFundsForRent: { account_index: 0 } },
        message: 'Transaction results in an account (0) with insufficient funds for rent',
      },
    ];
    for (const { lamports, err, message } of cases) {
      const sender = await walletWith({ lamports, tokens: { [USDT_MINT]: 10 } });
      expect(await send(await signedTransfer(sender, { to: createTestWallet().publicKey, amount: 1n }))).toMatchObject(
        preflightError(err, message),
      );
      expect(await holdings(sender.publicKey)).toEqual([{ lamports, usdt: 10 }]);
    }
  });

  it('refuses a transfer its source’s owner did not sign, or signed by someone else', async () => {
    const sender = await walletWith();
    const payer = await walletWith({ lamports: SOL });
    const to = createTestWallet().publicKey;
    const unsignedByOwner = await buildTokenTransfer(client, {
      from: sender.publicKey,
      to,
      amount: 1n,
      feePayer: payer.publicKey,
      authority: null,
    });
    expect(await send(signWireTransaction(unsignedByOwner, payer))).toMatchObject(
      preflightError(
        { InstructionError: [1, 'MissingRequiredSignature'] },
        'Error processing Instruction 1: missing required signature for instruction',
      ),
    );
    const byStranger = await buildTokenTransfer(client, {
      from: sender.publicKey,
      to,
      amount: 1n,
      feePayer: payer.publicKey,
      authority: payer.publicKey,
    });
    expect(await send(signWireTransaction(byStranger, payer))).toMatchObject(
      preflightError({ InstructionError: [1, { Custom: 4 }] }, 'Error processing Instruction 1: custom program error: 0x4'),
    );
    expect(await holdings(sender.publicKey, payer.publicKey)).toEqual([
      { lamports: SOL, usdt: 10 },
      { lamports: SOL, usdt: 0 },
    ]);
  });

  it('refuses the same transaction sent twice as already processed', async () => {
    const sender = await walletWith();
    const wire = await signedTransfer(sender, { to: createTestWallet().publicKey, amount: 1_000_000n });
    expect(await send(wire)).toHaveProperty('result');
    expect(await send(wire)).toMatchObject(preflightError('AlreadyProcessed', 'This transaction has already been processed'));
    expect(await holdings(sender.publicKey)).toEqual([{ lamports: SOL - FEE - TOKEN_ACCOUNT_RENT, usdt: 9 }]);
  });

  it('runs a System transfer of lamports to a new account', async () => {
    const sender = await walletWith({ lamports: SOL });
    const recipient = createTestWallet().publicKey;
    const { value: lifetime } = await client.getLatestBlockhash().send();
    const transfer = {
      programAddress: address('11111111111111111111111111111111'),
      accounts: [
        { address: address(sender.publicKey), role: AccountRole.WRITABLE_SIGNER },
        { address: address(recipient), role: AccountRole.WRITABLE },
      ],
      data: new Uint8Array([2, 0, 0, 0, ...getU64Encoder().encode(1_000_000n)]),
    };
    const message = pipe(
      createTransactionMessage({ version: 'legacy' }),
      (m) => setTransactionMessageFeePayer(address(sender.publicKey), m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
      (m) => appendTransactionMessageInstructions([transfer], m),
    );
    const wire = signWireTransaction(getBase64EncodedWireTransaction(compileTransaction(message)), sender);
    expect(await send(wire)).toHaveProperty('result');
    expect([await fake.lamports(sender.publicKey), await fake.lamports(recipient)]).toEqual([SOL - FEE - 1_000_000, 1_000_000]);
  });
});

describe('after sendTransaction', () => {
  const landTransfer = async () => {
    const sender = await walletWith();
    const recipient = createTestWallet();
    const sent = await send(await signedTransfer(sender, { to: recipient.publicKey, amount: 2_500_000n }));
    return { signature: toSignature(sent.result as string), sender: sender.publicKey, recipient: recipient.publicKey };
  };
  const statusOf = async (signature: ReturnType<typeof toSignature>) =>
    (await client.getSignatureStatuses([signature], { searchTransactionHistory: true }).send()).value[0];

  it('reports a landed transaction as confirmed, then finalized 32 blocks on, and an unknown signature as null', async () => {
    const { signature } = await landTransfer();
    expect(await statusOf(signature)).toMatchObject({ err: null, confirmationStatus: 'confirmed', status: { Ok: null } });
    fake.advanceBlocks(32);
    expect(await statusOf(signature)).toMatchObject({ confirmations: null, confirmationStatus: 'finalized' });
    expect(await statusOf(toSignature(getBase58Decoder().decode(new Uint8Array(64).fill(1))))).toBeNull();
  });

  it('keeps transactions "processed", and out of getTransaction, while confirmations are held', async () => {
    fake.holdConfirmations(true);
    const { signature } = await landTransfer();
    expect(await statusOf(signature)).toMatchObject({ confirmations: 0n, confirmationStatus: 'processed' });
    expect(await client.getTransaction(signature, { encoding: 'json', maxSupportedTransactionVersion: 0 }).send()).toBeNull();
    fake.holdConfirmations(false);
    expect(await statusOf(signature)).toMatchObject({ confirmationStatus: 'confirmed' });
  });

  it('shows the transfer in getTransaction: its instructions, fee and token balances before and after', async () => {
    const { signature, sender, recipient } = await landTransfer();
    const json = await client
      .getTransaction(signature, { encoding: 'json', maxSupportedTransactionVersion: 0, commitment: 'confirmed' })
      .send();
    expect(json).toMatchObject({ version: 0, meta: { err: null, fee: 5000n }, transaction: { signatures: [signature] } });
    const held = (balances: readonly { owner?: string; uiTokenAmount: { uiAmountString: string } }[]) =>
      Object.fromEntries(balances.map((balance) => [balance.owner, balance.uiTokenAmount.uiAmountString]));
    expect(held(json!.meta!.preTokenBalances!)).toEqual({ [sender]: '10' });
    expect(held(json!.meta!.postTokenBalances!)).toEqual({ [sender]: '7.5', [recipient]: '2.5' });

    const parsed = await client.getTransaction(signature, { encoding: 'jsonParsed', maxSupportedTransactionVersion: 0 }).send();
    expect(parsed!.transaction.message.instructions.map((i) => ('parsed' in i ? i.parsed : null))).toMatchObject([
      { type: 'createIdempotent' },
      { type: 'transferChecked', info: { mint: USDT_MINT, tokenAmount: { amount: '2500000', decimals: 6n } } },
    ]);
    expect(await rawRpc(fake.url, 'getTransaction', [signature])).toMatchObject({ error: { code: -32015 } });
  });
});
