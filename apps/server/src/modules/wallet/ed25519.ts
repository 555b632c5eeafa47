import { createPublicKey, verify } from 'node:crypto';
import bs58 from 'bs58';

/** Checks a wallet's detached ed25519 signature (both in base58, as Phantom gives them) of a text or of bytes. */
export function verifyWalletSignature(publicKeyBase58: string, message: string | Uint8Array, signatureBase58: string): boolean {
  try {
    const key = createPublicKey({
      key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(bs58.decode(publicKeyBase58)).toString('base64url') },
      format: 'jwk',
    });
    return verify(null, typeof message === 'string' ? Buffer.from(message, 'utf8') : message, key, bs58.decode(signatureBase58));
  } catch {
    return false;
  }
}
