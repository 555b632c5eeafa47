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
import { USDT_DECIMALS, USDT_MINT } from '@arcana/shared';

/** The associated USDT account of a wallet: where its USDT lives, whether or not it exists yet. */
export async function usdtAccountOf(owner: string): Promise<string> {
  const [account] = await findAssociatedTokenPda({ owner: address(owner), mint: address(USDT_MINT), tokenProgram: TOKEN_PROGRAM_ADDRESS });
  return account;
}

export interface UsdtTransferInput {
  from: string;
  to: string;
  units: bigint;
  blockhash: string;
  lastValidBlockHeight: number;
  /** The recipient has no USDT account yet: make it first (idempotent, so a race with another sender is harmless). */
  createRecipientAccount: boolean;
}

/**
 * The unsigned transaction a wallet signs: the sender pays the fee (and the new account's rent) and
 * authorises a checked transfer between the two associated accounts, so a wrong mint or decimals fails.
 */
export async function buildUsdtTransfer(input: UsdtTransferInput) {
  const sender = createNoopSigner(address(input.from));
  const mint = address(USDT_MINT);
  const recipient = address(input.to);
  const [source, destination] = await Promise.all([usdtAccountOf(input.from), usdtAccountOf(input.to)]);
  const instructions = [
    ...(input.createRecipientAccount
      ? [getCreateAssociatedTokenIdempotentInstruction({ payer: sender, ata: address(destination), owner: recipient, mint })]
      : []),
    getTransferCheckedInstruction({
      source: address(source),
      mint,
      destination: address(destination),
      authority: sender,
      amount: input.units,
      decimals: USDT_DECIMALS,
    }),
  ];
  const message = pipe(
    createTransactionMessage({ version: 'legacy' }),
    (m) => setTransactionMessageFeePayerSigner(sender, m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: input.blockhash as Blockhash, lastValidBlockHeight: BigInt(input.lastValidBlockHeight) },
        m,
      ),
    (m) => appendTransactionMessageInstructions(instructions, m),
  );
  const transaction = compileTransaction(message);
  return { messageBytes: new Uint8Array(transaction.messageBytes), wireTransaction: getBase64EncodedWireTransaction(transaction) };
}
