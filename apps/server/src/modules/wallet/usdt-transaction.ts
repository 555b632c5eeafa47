import {
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  type Blockhash,
} from '@solana/kit';
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token';
import { getAddMemoInstruction } from '@solana-program/memo';
import { USDT_DECIMALS, USDT_MINT } from '@arcana/shared';

/** The SPL Memo program every Solana cluster and wallet knows (version 2): what a payment's memo is written with. */
const SPL_MEMO = address('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr');

/** The associated USDT account of a wallet: where its USDT lives, whether or not it exists yet. */
export async function usdtAccountOf(owner: string): Promise<string> {
  const [account] = await findAssociatedTokenPda({ owner: address(owner), mint: address(USDT_MINT), tokenProgram: TOKEN_PROGRAM_ADDRESS });
  return account;
}

/** One payment of a transaction: USDT to a wallet, making its USDT account first when it has none. */
export interface UsdtPayment {
  to: string;
  units: bigint;
  /** The recipient has no USDT account yet: make it first (idempotent, so a race with another sender is harmless). */
  createAccount: boolean;
}

export interface UsdtTransferInput {
  from: string;
  payments: UsdtPayment[];
  /** Text the transaction carries (spl-memo), signed with it: what it pays for. */
  memo?: string;
  blockhash: string;
  lastValidBlockHeight: number;
}

/**
 * The unsigned transaction a wallet signs: the sender pays the fee (and new accounts' rent) and
 * authorises checked transfers between associated accounts, so a wrong mint or decimals fails. Its
 * payments land together or not at all.
 */
export async function buildUsdtTransfer(input: UsdtTransferInput) {
  const sender = createNoopSigner(address(input.from));
  const mint = address(USDT_MINT);
  const source = address(await usdtAccountOf(input.from));
  const instructions = (
    await Promise.all(
      input.payments.map(async (payment) => {
        const destination = address(await usdtAccountOf(payment.to));
        return [
          ...(payment.createAccount
            ? [getCreateAssociatedTokenIdempotentInstruction({ payer: sender, ata: destination, owner: address(payment.to), mint })]
            : []),
          getTransferCheckedInstruction({ source, mint, destination, authority: sender, amount: payment.units, decimals: USDT_DECIMALS }),
        ];
      }),
    )
  ).flat();
  const message = pipe(
    createTransactionMessage({ version: 'legacy' }),
    (m) => setTransactionMessageFeePayerSigner(sender, m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: input.blockhash as Blockhash, lastValidBlockHeight: BigInt(input.lastValidBlockHeight) },
        m,
      ),
    (m) =>
      appendTransactionMessageInstructions(
        [...instructions, ...(input.memo ? [getAddMemoInstruction({ memo: input.memo }, { programAddress: SPL_MEMO })] : [])],
        m,
      ),
  );
  const transaction = compileTransaction(message);
  return { messageBytes: new Uint8Array(transaction.messageBytes), wireTransaction: getBase64EncodedWireTransaction(transaction) };
}
