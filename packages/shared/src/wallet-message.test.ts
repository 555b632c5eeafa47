import { describe, expect, it } from 'vitest';
import { buildWalletSignInMessage, parseWalletSignInMessage, type WalletSignInFields } from './wallet-message.js';

const fields: WalletSignInFields = {
  domain: 'localhost:3000',
  address: '7EYnhQoR9YM3N7UoaKRoA44Uy8JeaZV3qyouov87awMs',
  statement: 'Connect wallet to Arcana',
  uri: 'http://localhost:3000',
  version: '1',
  chainId: 'mainnet',
  nonce: '0123456789abcdef0123456789abcdef',
  issuedAt: '2026-11-23T10:00:00.000Z',
  expirationTime: '2026-11-23T10:05:00.000Z',
};

// The layout of Sign-In-With-Solana's message template, written out by hand.
const text = `localhost:3000 wants you to sign in with your Solana account:
7EYnhQoR9YM3N7UoaKRoA44Uy8JeaZV3qyouov87awMs

Connect wallet to Arcana

URI: http://localhost:3000
Version: 1
Chain ID: mainnet
Nonce: 0123456789abcdef0123456789abcdef
Issued At: 2026-11-23T10:00:00.000Z
Expiration Time: 2026-11-23T10:05:00.000Z`;

describe('the wallet link message', () => {
  it('is written the way Sign-In-With-Solana writes it, and read back field by field', () => {
    expect(buildWalletSignInMessage(fields)).toBe(text);
    expect(parseWalletSignInMessage(text)).toEqual(fields);
  });

  it.each([
    ['the old format', 'Connect wallet to Arcana\nHost: localhost:3000\nNonce: abc\nIssued At: 2026-11-23T10:00:00.000Z'],
    ['a missing field', text.replace('\nVersion: 1', '')],
    ['an extra field', `${text}\nRequest ID: 1`],
    ['fields out of order', text.replace('Version: 1\nChain ID: mainnet', 'Chain ID: mainnet\nVersion: 1')],
    ['an empty field', text.replace('Nonce: 0123456789abcdef0123456789abcdef', 'Nonce: ')],
    ['no statement', text.replace('\n\nConnect wallet to Arcana', '')],
    ['another chain’s header', text.replace('Solana', 'Ethereum')],
  ])('refuses %s', (_, message) => {
    expect(parseWalletSignInMessage(message)).toBeNull();
  });
});
