import {
  getAccountMetasFromCompiledTransactionMessage,
  getBase58Decoder,
  getBase64Decoder,
  getInstructionsFromCompiledTransactionMessage,
  isSignerRole,
  isWritableRole,
} from '@solana/kit';
import { invalidParams, RpcError } from './fake-solana-errors';
import type { Ledger, TransactionRecord } from './fake-solana-ledger';
import { parseInstruction } from './fake-solana-parsed-instructions';

/** getSignatureStatuses and getTransaction answers for the transactions the ledger executed. */

/** Slots after which mainnet's supermajority has rooted a block: from then on it is "finalized". */
const FINALITY_DEPTH = 32;

export function renderSignatureStatus(ledger: Ledger, record: TransactionRecord | undefined) {
  if (!record) return null;
  const common = { slot: record.slot, err: null, status: { Ok: null } };
  if (record.confirmedFromSlot === null) return { ...common, confirmations: 0, confirmationStatus: 'processed' };
  const confirmations = ledger.clock.slot() - record.confirmedFromSlot;
  if (confirmations >= FINALITY_DEPTH) return { ...common, confirmations: null, confirmationStatus: 'finalized' };
  return { ...common, confirmations, confirmationStatus: 'confirmed' };
}

interface TransactionConfig {
  encoding?: string;
  maxSupportedTransactionVersion?: number;
}

function renderMessage(record: TransactionRecord, encoding: string) {
  const { message } = record;
  const header = {
    numReadonlySignedAccounts: message.header.numReadonlySignerAccounts,
    numReadonlyUnsignedAccounts: message.header.numReadonlyNonSignerAccounts,
    numRequiredSignatures: message.header.numSignerAccounts,
  };
  const lookups = message.version === 0 ? { addressTableLookups: [] } : {};
  if (encoding === 'jsonParsed') {
    const accountKeys = getAccountMetasFromCompiledTransactionMessage(message).map((meta) => ({
      pubkey: meta.address,
      signer: isSignerRole(meta.role),
      source: 'transaction',
      writable: isWritableRole(meta.role),
    }));
    const instructions = getInstructionsFromCompiledTransactionMessage(message).map(parseInstruction);
    return { accountKeys, ...lookups, instructions, recentBlockhash: record.message.lifetimeToken };
  }
  const instructions = message.instructions.map((instruction) => ({
    accounts: [...(instruction.accountIndices ?? [])],
    data: getBase58Decoder().decode(instruction.data ?? new Uint8Array()),
    programIdIndex: instruction.programAddressIndex,
    stackHeight: null,
  }));
  return { accountKeys: message.staticAccounts, ...lookups, header, instructions, recentBlockhash: message.lifetimeToken };
}

function renderTransactionBody(record: TransactionRecord, encoding: string) {
  if (encoding === 'base64') return [getBase64Decoder().decode(record.wire), 'base64'];
  if (encoding === 'base58') return [getBase58Decoder().decode(record.wire), 'base58'];
  if (encoding === 'json' || encoding === 'jsonParsed') return { message: renderMessage(record, encoding), signatures: record.signatures };
  throw invalidParams(`Invalid params: the fake Solana RPC does not serve the encoding ${encoding}.`);
}

/** getTransaction's result; null while the transaction is only "processed", which getTransaction never shows. */
export function renderTransaction(record: TransactionRecord | undefined, config: TransactionConfig = {}) {
  if (!record || record.confirmedFromSlot === null) return null;
  const version = record.message.version;
  if (version !== 'legacy' && (config.maxSupportedTransactionVersion ?? -1) < version) {
    throw new RpcError(
      -32015,
      `Transaction version (${version}) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": ${version}`,
    );
  }
  const meta = {
    computeUnitsConsumed: 0,
    err: null,
    fee: record.fee,
    innerInstructions: [],
    loadedAddresses: { readonly: [], writable: [] },
    logMessages: record.logs,
    postBalances: record.postBalances,
    postTokenBalances: record.postTokenBalances,
    preBalances: record.preBalances,
    preTokenBalances: record.preTokenBalances,
    rewards: [],
    status: { Ok: null },
  };
  const versioned = config.maxSupportedTransactionVersion === undefined ? {} : { version };
  return {
    blockTime: record.blockTime,
    meta,
    slot: record.slot,
    transaction: renderTransactionBody(record, config.encoding ?? 'json'),
    ...versioned,
  };
}
