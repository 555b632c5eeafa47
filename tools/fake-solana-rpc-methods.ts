import { getBase58Encoder, getCompiledTransactionMessageDecoder } from '@solana/kit';
import { renderAccount, renderTokenAccountBalance, renderTokenAccountsByOwner } from './fake-solana-accounts';
import { invalidParams } from './fake-solana-errors';
import { transactionFee } from './fake-solana-fees';
import { rentExemptMinimum, type Ledger } from './fake-solana-ledger';
import { sendWireTransaction } from './fake-solana-send';
import { renderSignatureStatus, renderTransaction } from './fake-solana-transaction-view';

/**
 * The JSON-RPC methods the fake answers, each in mainnet's shape. The `fake_` ones are not
 * Solana's: they let a test in another process (the e2e suite) set and read the ledger.
 */

type Method = (ledger: Ledger, params: unknown[]) => unknown;

interface Config {
  encoding?: string;
  maxSupportedTransactionVersion?: number;
}

const config = (value: unknown) => (value ?? {}) as Config;

const withContext = (ledger: Ledger, value: unknown) => ({ context: { apiVersion: '2.2.7', slot: ledger.clock.slot() }, value });

function decodeBytes(text: unknown, encoding: string): Uint8Array {
  if (typeof text !== 'string') throw invalidParams('Invalid params: expected an encoded transaction string.');
  if (encoding === 'base64') return new Uint8Array(Buffer.from(text, 'base64'));
  if (encoding !== 'base58') throw invalidParams(`unsupported encoding: ${encoding}. Supported encodings: base58, base64`);
  try {
    return new Uint8Array(getBase58Encoder().encode(text));
  } catch (error) {
    throw invalidParams(`invalid base58 encoding: ${(error as Error).message}`);
  }
}

/** The fee for a message (base64), or null when its blockhash is unknown or expired, as getFeeForMessage answers. */
function feeForMessage(ledger: Ledger, encodedMessage: unknown) {
  let message: ReturnType<ReturnType<typeof getCompiledTransactionMessageDecoder>['decode']>;
  try {
    message = getCompiledTransactionMessageDecoder().decode(decodeBytes(encodedMessage, 'base64'));
  } catch {
    throw invalidParams('invalid message');
  }
  const { lifetimeToken } = message as { lifetimeToken?: string };
  return ledger.blockhashIsValid(lifetimeToken ?? '') ? transactionFee(message) : null;
}

export const RPC_METHODS: Record<string, Method> = {
  getBalance: (ledger, [key]) => withContext(ledger, renderAccount(ledger, String(key))?.lamports ?? 0),
  getAccountInfo: (ledger, [key, options]) => withContext(ledger, renderAccount(ledger, String(key), config(options).encoding)),
  getMultipleAccounts: (ledger, [keys, options]) =>
    withContext(
      ledger,
      (keys as string[]).map((key) => renderAccount(ledger, key, config(options).encoding)),
    ),
  getTokenAccountsByOwner: (ledger, [owner, filter, options]) =>
    withContext(ledger, renderTokenAccountsByOwner(ledger, String(owner), filter as { mint?: string }, config(options).encoding)),
  getTokenAccountBalance: (ledger, [key]) => withContext(ledger, renderTokenAccountBalance(ledger, String(key))),
  getMinimumBalanceForRentExemption: (_ledger, [size]) => rentExemptMinimum(Number(size ?? 0)),
  getLatestBlockhash: (ledger) => withContext(ledger, ledger.issueBlockhash()),
  isBlockhashValid: (ledger, [blockhash]) => withContext(ledger, ledger.blockhashIsValid(String(blockhash))),
  getBlockHeight: (ledger) => ledger.clock.height(),
  getSlot: (ledger) => ledger.clock.slot(),
  getFeeForMessage: (ledger, [message]) => withContext(ledger, feeForMessage(ledger, message)),
  // Mainnet's default encoding here is still base58; clients send base64 with { encoding: 'base64' }.
  sendTransaction: (ledger, [wire, options]) => sendWireTransaction(ledger, decodeBytes(wire, config(options).encoding ?? 'base58')),
  getSignatureStatuses: (ledger, [signatures]) =>
    withContext(
      ledger,
      (signatures as string[]).map((signature) => renderSignatureStatus(ledger, ledger.transactions.get(signature))),
    ),
  getTransaction: (ledger, [signature, options]) => renderTransaction(ledger.transactions.get(String(signature)), config(options)),

  fake_setBalance: async (ledger, [owner, balance]) => {
    await ledger.setBalance(String(owner), balance as Parameters<Ledger['setBalance']>[1]);
    return null;
  },
  fake_tokenBalance: (ledger, [owner, mint]) => ledger.tokenBalance(String(owner), String(mint)),
  fake_addMint: (ledger, [mint, decimals]) => {
    ledger.addMint(String(mint), Number(decimals));
    return null;
  },
  fake_holdConfirmations: (ledger, [on]) => {
    ledger.holdConfirmations(Boolean(on));
    return null;
  },
  fake_advanceBlocks: (ledger, [count]) => {
    ledger.clock.advance(Number(count));
    return ledger.clock.height();
  },
};
