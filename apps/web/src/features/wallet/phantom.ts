import { buildWalletSignInMessage, WALLET_CONNECT_TIMEOUT_MS, type WalletSignInFields } from '@arcana/shared';
import type { TWalletNonceResponse } from '@arcana/shared/schemas';

/** The part of Phantom's injected provider we use (window.phantom.solana). */
export interface PhantomPublicKey {
  toBase58?(): string;
  toString(): string;
}

export interface PhantomProvider {
  isPhantom?: boolean;
  publicKey?: PhantomPublicKey | null;
  isConnected?: boolean;
  connect(options?: { onlyIfTrusted?: boolean }): Promise<{ publicKey: PhantomPublicKey }>;
  disconnect(): Promise<void>;
  signMessage(message: Uint8Array, encoding?: 'utf8'): Promise<{ signature: Uint8Array; publicKey?: PhantomPublicKey }>;
  /** Sign-In-With-Solana: the wallet writes the message from these fields itself; absent in older wallets. */
  signIn?(input: WalletSignInFields): Promise<{ address: PhantomPublicKey; signedMessage: Uint8Array; signature: Uint8Array }>;
  /** Phantom's request form; we use it for signAndSendTransaction with the message in base58. */
  request?(args: { method: string; params?: unknown }): Promise<unknown>;
  on(event: 'accountChanged' | 'disconnect' | 'connect', handler: (publicKey?: PhantomPublicKey | null) => void): void;
  removeListener?(event: string, handler: (...args: unknown[]) => void): void;
}

declare global {
  interface Window {
    phantom?: { solana?: PhantomProvider };
    solana?: PhantomProvider;
  }
}

export const PHANTOM_WEBSITE = 'https://phantom.app/';

export const WALLET_TEXT = {
  notInstalled: 'Phantom wallet is not installed',
  timeout: 'Connection timeout - Please check if Phantom popup is blocked',
  noPublicKey: 'No public key received from Phantom',
  failedToConnect: 'Failed to connect wallet',
  failedToLink: 'Failed to link wallet to your account',
  failedToDisconnect: 'Failed to disconnect wallet',
  cannotSend: 'This wallet cannot send transactions. Please update Phantom.',
} as const;

/** window.phantom.solana, else a window.solana that says it is Phantom. */
export function getPhantom(): PhantomProvider | undefined {
  if (window.phantom?.solana?.isPhantom) return window.phantom.solana;
  if (window.solana?.isPhantom) return window.solana;
  return undefined;
}

export const keyToString = (key: PhantomPublicKey) => key.toBase58?.() ?? key.toString();

/** Connects, giving up after 10 s (a blocked popup never answers). */
export async function connectPhantom(provider: PhantomProvider, options?: { onlyIfTrusted?: boolean }): Promise<string> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(WALLET_TEXT.timeout)), WALLET_CONNECT_TIMEOUT_MS);
  });
  try {
    const { publicKey } = await Promise.race([provider.connect(options), timeout]);
    if (!publicKey) throw new Error(WALLET_TEXT.noPublicKey);
    return keyToString(publicKey);
  } finally {
    clearTimeout(timer);
  }
}

/** What the link call needs from the wallet: the key that signed, the exact text signed, the signature. */
export interface SignedLinkMessage {
  publicKey: string;
  message: string;
  signature: string;
}

/**
 * Signs the link message with the wallet's `signIn` when it offers one (it shows the user a proper
 * sign-in prompt and checks the domain), else with `signMessage` over the same text.
 */
export async function signLinkMessage(provider: PhantomProvider, fields: WalletSignInFields): Promise<SignedLinkMessage> {
  const { default: bs58 } = await import('bs58');
  if (provider.signIn) {
    const { address, signedMessage, signature } = await provider.signIn(fields);
    return { publicKey: keyToString(address), message: new TextDecoder().decode(signedMessage), signature: bs58.encode(signature) };
  }
  const message = buildWalletSignInMessage(fields);
  const { signature } = await provider.signMessage(new TextEncoder().encode(message), 'utf8');
  return { publicKey: fields.address, message, signature: bs58.encode(signature) };
}

/**
 * Phantom's account signs a message this server issues on request (its fields and nonce): a payout
 * wallet's proof, a card's transfer. Connects first, so the nonce is asked for only once the wallet
 * answers.
 */
export async function signIssuedMessage(
  provider: PhantomProvider,
  requestFields: () => Promise<TWalletNonceResponse>,
): Promise<SignedLinkMessage & { nonce: string }> {
  const address = await connectPhantom(provider);
  const issued = await requestFields();
  return { ...(await signLinkMessage(provider, { ...issued, address })), nonce: issued.nonce };
}

/**
 * Has Phantom sign the prepared transaction's message and send it to the network (its request form,
 * which takes the message in base58, so no Solana library is needed here); answers the signature.
 */
export async function signAndSendTransaction(provider: PhantomProvider, messageBase58: string): Promise<string> {
  if (!provider.request) throw new Error(WALLET_TEXT.cannotSend);
  const answer = (await provider.request({ method: 'signAndSendTransaction', params: { message: messageBase58 } })) as {
    signature?: unknown;
  };
  if (typeof answer?.signature !== 'string') throw new Error(WALLET_TEXT.cannotSend);
  return answer.signature;
}

/** Phantom rejects a refused request with code 4001. */
export const isUserRejection = (error: unknown) =>
  (error as { code?: unknown })?.code === 4001 || /reject|cancel|denied/i.test(String((error as { message?: unknown })?.message ?? ''));
