/**
 * A stand-in for the Phantom extension, installed in the page with Playwright's addInitScript. It
 * behaves like Phantom's injected provider (window.phantom.solana) and signs with a real ed25519 key
 * made by the browser's WebCrypto, so the server checks a genuine signature.
 */
export interface FakePhantomOptions {
  /** Refuse every signature request, as a user clicking Cancel would. */
  rejectSignature?: boolean;
  /** Offer only signMessage, like a wallet without Sign-In-With-Solana. */
  withoutSignIn?: boolean;
}

/** What the fake records in the page (window.phantom.solana.signedWith), so a test can tell which way it signed. */
export type FakePhantomSigningMethod = 'signIn' | 'signMessage';

/** Runs in the browser: self-contained, no imports. */
export function installFakePhantom(options: FakePhantomOptions = {}) {
  const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
  const base58 = (bytes: Uint8Array) => {
    const digits = [0];
    for (const byte of bytes) {
      let carry = byte;
      for (let i = 0; i < digits.length; i++) {
        carry += digits[i]! << 8;
        digits[i] = carry % 58;
        carry = (carry / 58) | 0;
      }
      while (carry) {
        digits.push(carry % 58);
        carry = (carry / 58) | 0;
      }
    }
    let out = '';
    for (const byte of bytes) {
      if (byte !== 0) break;
      out += '1';
    }
    for (let i = digits.length - 1; i >= 0; i--) out += ALPHABET[digits[i]!];
    return out;
  };

  // Like the real extension, the wallet keeps its key (and which sites it trusts) across page loads.
  const STORE = 'fake-phantom';
  const saved = JSON.parse(localStorage.getItem(STORE) ?? 'null') as null | {
    privateJwk: JsonWebKey;
    publicJwk: JsonWebKey;
    trusted: boolean;
  };
  const keys: Promise<CryptoKeyPair> = saved
    ? Promise.all([
        crypto.subtle.importKey('jwk', saved.privateJwk, { name: 'Ed25519' }, true, ['sign']),
        crypto.subtle.importKey('jwk', saved.publicJwk, { name: 'Ed25519' }, true, ['verify']),
      ]).then(([privateKey, publicKey]) => ({ privateKey, publicKey }))
    : (crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify']) as Promise<CryptoKeyPair>);
  const save = async (trusted: boolean) => {
    const pair = await keys;
    const [privateJwk, publicJwk] = await Promise.all([
      crypto.subtle.exportKey('jwk', pair.privateKey),
      crypto.subtle.exportKey('jwk', pair.publicKey),
    ]);
    localStorage.setItem(STORE, JSON.stringify({ privateJwk, publicJwk, trusted }));
  };
  const address = keys.then(async (pair) => base58(new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey))));
  const listeners = new Map<string, Set<(arg?: unknown) => void>>();
  let trusted = saved?.trusted ?? false;

  const rejection = () => Object.assign(new Error('User rejected the request.'), { code: 4001 });
  const signBytes = async (message: Uint8Array) =>
    new Uint8Array(await crypto.subtle.sign({ name: 'Ed25519' }, (await keys).privateKey, new Uint8Array(message)));

  /**
   * Phantom's Sign-In-With-Solana: the wallet writes the message from the fields it is given, in the
   * standard's order, after checking that the domain and URI are the page's own (else -32000, no prompt).
   * Written here from the standard rather than imported, so e2e proves the app reads what a wallet writes.
   */
  async function signIn(input: Record<string, string | undefined> = {}) {
    const invalid = () => Object.assign(new Error('Invalid Input'), { code: -32000 });
    if (input.domain && input.domain !== location.host) throw invalid();
    if (input.uri && new URL(input.uri).origin !== location.origin) throw invalid();
    if (options.rejectSignature) throw rejection();
    if (!provider.isConnected) await provider.connect();
    const key = provider.publicKey!.toBase58();
    const labelled = [
      ['URI', input.uri],
      ['Version', input.version],
      ['Chain ID', input.chainId],
      ['Nonce', input.nonce],
      ['Issued At', input.issuedAt],
      ['Expiration Time', input.expirationTime],
      ['Not Before', input.notBefore],
      ['Request ID', input.requestId],
    ].flatMap(([label, value]) => (value ? [`${label}: ${value}`] : []));
    let text = `${input.domain ?? location.host} wants you to sign in with your Solana account:\n${key}`;
    if (input.statement) text += `\n\n${input.statement}`;
    if (labelled.length) text += `\n\n${labelled.join('\n')}`;
    const signedMessage = new TextEncoder().encode(text);
    provider.signedWith.push('signIn');
    return { address: provider.publicKey!, signedMessage, signature: await signBytes(signedMessage) };
  }

  const provider = {
    isPhantom: true,
    isConnected: false,
    publicKey: null as null | { toBase58(): string; toString(): string },
    async connect(opts?: { onlyIfTrusted?: boolean }) {
      if (opts?.onlyIfTrusted && !trusted) throw rejection();
      const key = await address;
      trusted = true;
      await save(true);
      provider.isConnected = true;
      provider.publicKey = { toBase58: () => key, toString: () => key };
      listeners.get('connect')?.forEach((fn) => fn(provider.publicKey));
      return { publicKey: provider.publicKey };
    },
    async disconnect() {
      provider.isConnected = false;
      provider.publicKey = null;
      listeners.get('disconnect')?.forEach((fn) => fn());
    },
    signedWith: [] as FakePhantomSigningMethod[],
    async signMessage(message: Uint8Array) {
      if (!provider.isConnected) throw new Error('Wallet not connected');
      if (options.rejectSignature) throw rejection();
      provider.signedWith.push('signMessage');
      return { signature: await signBytes(message), publicKey: provider.publicKey };
    },
    on(event: string, handler: (arg?: unknown) => void) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)!.add(handler);
    },
    removeListener(event: string, handler: (arg?: unknown) => void) {
      listeners.get(event)?.delete(handler);
    },
  };
  (window as unknown as { phantom: unknown }).phantom = { solana: options.withoutSignIn ? provider : Object.assign(provider, { signIn }) };
}
