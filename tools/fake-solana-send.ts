import { createPublicKey, verify } from 'node:crypto';
import {
  address,
  getAccountMetasFromCompiledTransactionMessage,
  getAddressEncoder,
  getBase58Decoder,
  getCompiledTransactionMessageDecoder,
  getInstructionsFromCompiledTransactionMessage,
  getTransactionDecoder,
  isWritableRole,
  type CompiledTransactionMessage,
  type ReadonlyUint8Array,
} from '@solana/kit';
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { InstructionFailure, invalidParams, preflightFailure, signatureVerificationFailure } from './fake-solana-errors';
import { rentStateAllowed, transactionFee } from './fake-solana-fees';
import { setLamports, type Accounts, type Ledger, type RunnableMessage, type TokenBalance } from './fake-solana-ledger';
import { PROGRAMS } from './fake-solana-programs';
import { uiTokenAmount } from './fake-solana-token-amount';

/**
 * sendTransaction as a mainnet node runs it with preflight: decode, check every signature, then
 * simulate against the ledger (blockhash, duplicate, fee payer, each instruction, rent) and, only if
 * all of it passes, commit the result. A refusal is mainnet's JSON-RPC error and changes nothing.
 */

const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');
const NO_SIGNATURE: ReadonlyUint8Array = new Uint8Array(64);

interface DecodedTransaction {
  wire: Uint8Array;
  messageBytes: ReadonlyUint8Array;
  message: RunnableMessage;
  /** One per required signer, in the message's order; all zeros where a signer has not signed. */
  signatures: Array<{ signer: string; signature: ReadonlyUint8Array }>;
}

function decodeTransaction(wire: Uint8Array): DecodedTransaction {
  let decoded: Omit<DecodedTransaction, 'message'> & { message: CompiledTransactionMessage };
  try {
    const { messageBytes, signatures } = getTransactionDecoder().decode(wire);
    decoded = {
      wire,
      messageBytes,
      message: getCompiledTransactionMessageDecoder().decode(messageBytes),
      signatures: Object.entries(signatures).map(([signer, signature]) => ({ signer, signature: signature ?? NO_SIGNATURE })),
    };
  } catch (error) {
    throw invalidParams(`failed to deserialize solana_transaction::versioned::VersionedTransaction: ${(error as Error).message}`);
  }
  if (decoded.message.version === 1) throw invalidParams('invalid transaction: Transaction version (1) is not supported');
  return decoded as DecodedTransaction;
}

function isValidSignature(signer: string, message: ReadonlyUint8Array, signature: ReadonlyUint8Array) {
  const key = createPublicKey({
    key: Buffer.concat([ED25519_SPKI_PREFIX, getAddressEncoder().encode(address(signer)) as Uint8Array]),
    format: 'der',
    type: 'spki',
  });
  return verify(null, message as Uint8Array, key, signature as Uint8Array);
}

function tokenBalances(accounts: Accounts, keys: string[], ledger: Ledger): TokenBalance[] {
  return keys.flatMap((key, accountIndex) => {
    const account = accounts.get(key);
    if (account?.kind !== 'token') return [];
    const { mint, owner, amount } = account;
    return [
      {
        accountIndex,
        mint,
        owner,
        programId: TOKEN_PROGRAM_ADDRESS,
        uiTokenAmount: uiTokenAmount(amount, ledger.mints.get(mint)!.decimals),
      },
    ];
  });
}

/** The fee, taken before anything runs, as mainnet's fee-payer validation takes it. */
function chargeFee(accounts: Accounts, payer: string, fee: number) {
  const before = accounts.get(payer);
  if (!before) throw preflightFailure('AccountNotFound');
  if (before.kind !== 'system') throw preflightFailure('InvalidAccountForFee');
  if (before.lamports < fee) throw preflightFailure('InsufficientFundsForFee');
  setLamports(accounts, payer, before.lamports - fee);
  if (!rentStateAllowed(before, accounts.get(payer))) throw preflightFailure({ InsufficientFundsForRent: { account_index: 0 } });
}

async function runInstructions(ledger: Ledger, accounts: Accounts, message: CompiledTransactionMessage, logs: string[]) {
  const instructions = getInstructionsFromCompiledTransactionMessage(message);
  if (instructions.some((instruction) => !PROGRAMS[instruction.programAddress])) throw preflightFailure('ProgramAccountNotFound');
  for (const [index, instruction] of instructions.entries()) {
    logs.push(`Program ${instruction.programAddress} invoke [1]`);
    const context = { accounts, mints: ledger.mints, metas: instruction.accounts ?? [], data: instruction.data ?? new Uint8Array(), logs };
    try {
      await PROGRAMS[instruction.programAddress]!(context);
    } catch (error) {
      if (!(error instanceof InstructionFailure)) throw error;
      logs.push(...error.logs, `Program ${instruction.programAddress} failed: ${error.message}`);
      throw preflightFailure({ InstructionError: [index, error.error] }, logs);
    }
    logs.push(`Program ${instruction.programAddress} success`);
  }
}

async function simulateAndCommit(ledger: Ledger, { wire, message, signatures }: DecodedTransaction): Promise<string> {
  const signature = getBase58Decoder().decode(signatures[0]!.signature);
  if ('addressTableLookups' in message && message.addressTableLookups?.length) throw preflightFailure('AddressLookupTableNotFound');
  if (!ledger.blockhashIsValid(message.lifetimeToken)) throw preflightFailure('BlockhashNotFound');
  if (ledger.transactions.has(signature)) throw preflightFailure('AlreadyProcessed');

  const before = ledger.accounts;
  const after = new Map(before);
  const fee = transactionFee(message);
  const logs: string[] = [];
  chargeFee(after, message.staticAccounts[0]!, fee);
  await runInstructions(ledger, after, message, logs);
  const metas = getAccountMetasFromCompiledTransactionMessage(message);
  const stranded = metas.findIndex(
    (meta) => isWritableRole(meta.role) && !rentStateAllowed(before.get(meta.address), after.get(meta.address)),
  );
  if (stranded !== -1) throw preflightFailure({ InsufficientFundsForRent: { account_index: stranded } }, logs);

  ledger.commit(after);
  const slot = ledger.clock.slot();
  ledger.transactions.set(signature, {
    ...balanceChanges(ledger, message.staticAccounts, before, after),
    wire,
    signatures: signatures.map((entry) => getBase58Decoder().decode(entry.signature)),
    message,
    slot,
    blockTime: Math.floor(Date.now() / 1000),
    confirmedFromSlot: ledger.holdingConfirmations ? null : slot,
    fee,
    logs,
  });
  return signature;
}

/** The transaction's accounts before and after, in getTransaction's meta shape. */
function balanceChanges(ledger: Ledger, keys: string[], before: Accounts, after: Accounts) {
  return {
    preBalances: keys.map((key) => before.get(key)?.lamports ?? 0),
    postBalances: keys.map((key) => after.get(key)?.lamports ?? 0),
    preTokenBalances: tokenBalances(before, keys, ledger),
    postTokenBalances: tokenBalances(after, keys, ledger),
  };
}

/** Answers the transaction's first signature, base58, once it has landed. */
export async function sendWireTransaction(ledger: Ledger, wire: Uint8Array): Promise<string> {
  const transaction = decodeTransaction(wire);
  const allSigned = transaction.signatures.every(({ signer, signature }) => isValidSignature(signer, transaction.messageBytes, signature));
  if (!allSigned) throw signatureVerificationFailure();
  return ledger.serially(() => simulateAndCommit(ledger, transaction));
}
