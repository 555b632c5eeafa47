import { generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import bs58 from 'bs58';
import { buildWalletLinkMessage } from '@arcana/shared';
import { type TLinkWalletBody } from '@arcana/shared/schemas';

/** A real ed25519 key pair standing in for a Phantom wallet, for tests and benchmarks in Node. */
export interface TestWallet {
  publicKey: string;
  sign(message: string): string;
}

export function createTestWallet(): TestWallet {
  const { publicKey, privateKey }: { publicKey: KeyObject; privateKey: KeyObject } = generateKeyPairSync('ed25519');
  const raw = Buffer.from(publicKey.export({ format: 'jwk' }).x!, 'base64url');
  return {
    publicKey: bs58.encode(raw),
    sign: (message) => bs58.encode(sign(null, Buffer.from(message, 'utf8'), privateKey)),
  };
}

/** The body the client sends to link a wallet, signed the way Phantom signs. */
export function signedLinkBody(wallet: TestWallet, options: { host?: string; issuedAt?: Date; nonce?: string } = {}): TLinkWalletBody {
  const nonce = options.nonce ?? randomBytes(16).toString('hex');
  const message = buildWalletLinkMessage({
    host: options.host ?? 'arcana.test',
    nonce,
    issuedAt: (options.issuedAt ?? new Date()).toISOString(),
  });
  return { publicKey: wallet.publicKey, signature: wallet.sign(message), message, nonce };
}
