import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import bs58 from 'bs58';
import { buildWalletSignInMessage, type WalletSignInFields } from '@arcana/shared';
import { type TLinkWalletBody, ZWalletNonceResponse } from '@arcana/shared/schemas';

/** A real ed25519 key pair standing in for a Phantom wallet, for tests and benchmarks in Node. */
export interface TestWallet {
  publicKey: string;
  /** A text message's signature, base58, as Phantom's signMessage gives it. */
  sign(message: string): string;
  /** The raw 64-byte signature of any bytes (a transaction message, say). */
  signBytes(bytes: Uint8Array): Uint8Array;
}

export function createTestWallet(): TestWallet {
  return testWalletOf(generateKeyPairSync('ed25519'));
}

/** The wallet of a key pair made here (to hand the same key to the fake Phantom in a page, say). */
export function testWalletOf({ publicKey, privateKey }: { publicKey: KeyObject; privateKey: KeyObject }): TestWallet {
  const raw = Buffer.from(publicKey.export({ format: 'jwk' }).x!, 'base64url');
  return {
    publicKey: bs58.encode(raw),
    sign: (message) => bs58.encode(sign(null, Buffer.from(message, 'utf8'), privateKey)),
    signBytes: (bytes) => new Uint8Array(sign(null, bytes, privateKey)),
  };
}

/**
 * The body the client sends to link a wallet: asks the server for a nonce (through `requestNonce`, the
 * caller's session), then signs the message it describes as Phantom would. `overrides` forge fields.
 */
export async function signedLinkBody(
  wallet: TestWallet,
  requestNonce: () => Promise<unknown>,
  overrides: Partial<WalletSignInFields> = {},
): Promise<TLinkWalletBody> {
  const fields = { ...ZWalletNonceResponse.parse(await requestNonce()), address: wallet.publicKey, ...overrides };
  const message = buildWalletSignInMessage(fields);
  return { publicKey: wallet.publicKey, signature: wallet.sign(message), message, nonce: fields.nonce };
}
