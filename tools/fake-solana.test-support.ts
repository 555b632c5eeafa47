import {
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createNoopSigner,
  createSolanaRpc,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  type Instruction,
} from '@solana/kit';
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstructionAsync,
  getCreateAssociatedTokenInstructionAsync,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token';
import { USDT_MINT } from './fake-solana-ledger';

/** What the fake Solana RPC's tests share: transactions built with the real client libraries, as a server builds them. */

export type SolanaClient = ReturnType<typeof createSolanaRpc>;

export const tokenAccountOf = async (owner: string, mint = USDT_MINT) =>
  (await findAssociatedTokenPda({ owner: address(owner), mint: address(mint), tokenProgram: TOKEN_PROGRAM_ADDRESS }))[0];

export interface TransferPlan {
  from: string;
  to: string;
  /** Base units (micro-USDT for USDT). */
  amount: bigint;
  decimals?: number;
  mint?: string;
  /** How to make the recipient's token account: idempotently (the default), with plain Create, or not at all. */
  createRecipientAccount?: 'idempotent' | 'always' | 'no';
  /** Who pays the fee and signs first; the sender unless said. */
  feePayer?: string;
  /** Who signs for the source account; the sender unless said (`null`: no one signs for it). */
  authority?: string | null;
  blockhash?: { blockhash: string; lastValidBlockHeight: bigint };
}

/** An unsigned SPL token transfer (create the recipient's account, then TransferChecked), base64 wire format. */
export async function buildTokenTransfer(client: SolanaClient, plan: TransferPlan): Promise<string> {
  const mint = address(plan.mint ?? USDT_MINT);
  const payer = createNoopSigner(address(plan.feePayer ?? plan.from));
  const authority = plan.authority === null ? address(plan.from) : createNoopSigner(address(plan.authority ?? plan.from));
  const recipient = { payer, owner: address(plan.to), mint };
  const create = {
    idempotent: getCreateAssociatedTokenIdempotentInstructionAsync,
    always: getCreateAssociatedTokenInstructionAsync,
    no: null,
  }[plan.createRecipientAccount ?? 'idempotent'];
  const instructions: Instruction[] = create ? [await create(recipient)] : [];
  instructions.push(
    getTransferCheckedInstruction({
      source: await tokenAccountOf(plan.from, mint),
      mint,
      destination: await tokenAccountOf(plan.to, mint),
      authority,
      amount: plan.amount,
      decimals: plan.decimals ?? 6,
    }),
  );
  const lifetime = plan.blockhash ?? (await client.getLatestBlockhash().send()).value;
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(payer.address, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime as Parameters<typeof setTransactionMessageLifetimeUsingBlockhash>[0], m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  );
  return getBase64EncodedWireTransaction(compileTransaction(message));
}

/** A raw JSON-RPC exchange, for asserting on the exact shapes the fake answers. */
export async function rawRpc(url: string, method: string, params: unknown[] = []) {
  const response = await fetch(url, { method: 'POST', body: JSON.stringify({ jsonrpc: '2.0', id: 7, method, params }) });
  return (await response.json()) as {
    jsonrpc: string;
    id: number;
    result?: unknown;
    error?: { code: number; message: string; data?: { err?: unknown; logs?: string[] } };
  };
}
