import { address, getBase64Encoder, getBase64EncodedWireTransaction, getTransactionDecoder, type SignatureBytes } from '@solana/kit';
import type { TestWallet } from './wallet-keys';

/**
 * Signs a serialized transaction the way a wallet does: the wallet's signature of the message bytes
 * goes in its own slot, and every other slot (another signer's, or an empty one) is left as it was.
 * For tests that take the unsigned transaction a server prepared and send it to the fake RPC.
 */
export function signWireTransaction(base64WireTransaction: string, wallet: Pick<TestWallet, 'publicKey' | 'signBytes'>): string {
  const transaction = getTransactionDecoder().decode(getBase64Encoder().encode(base64WireTransaction));
  const signer = address(wallet.publicKey);
  if (!(signer in transaction.signatures)) {
    throw new Error(`${wallet.publicKey} is not among the transaction's signers: ${Object.keys(transaction.signatures).join(', ')}`);
  }
  const signature = wallet.signBytes(new Uint8Array(transaction.messageBytes)) as SignatureBytes;
  return getBase64EncodedWireTransaction({ ...transaction, signatures: { ...transaction.signatures, [signer]: signature } });
}
