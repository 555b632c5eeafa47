/**
 * A stand-in for the Phantom extension, installed in the page with Playwright's addInitScript. It
 * behaves like Phantom's injected provider (window.phantom.solana) and signs with a real ed25519 key
 * made by the browser's WebCrypto, so the server checks a genuine signature.
 */
export interface FakePhantomOptions {
  /** Refuse every signature request, as a user clicking Cancel would. */
  rejectSignature?: boolean;
}

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

  const provider = {
    isPhantom: true,
    isConnected: false,
    publicKey: null as null | { toBase58(): string; toString(): string },
    async connect(opts?: { onlyIfTrusted?: boolean }) {
      if (opts?.onlyIfTrusted && !trusted) throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
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
    async signMessage(message: Uint8Array) {
      if (!provider.isConnected) throw new Error('Wallet not connected');
      if (options.rejectSignature) throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
      const pair = await keys;
      const signature = new Uint8Array(await crypto.subtle.sign({ name: 'Ed25519' }, pair.privateKey, new Uint8Array(message)));
      return { signature, publicKey: provider.publicKey };
    },
    on(event: string, handler: (arg?: unknown) => void) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)!.add(handler);
    },
    removeListener(event: string, handler: (arg?: unknown) => void) {
      listeners.get(event)?.delete(handler);
    },
  };
  (window as unknown as { phantom: unknown }).phantom = { solana: provider };
}
