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
  /**
   * The key the wallet already holds, with the site trusted, as after a link made earlier (its JWKs,
   * from Node's `KeyObject.export({ format: 'jwk' })`). What the page has stored since wins.
   */
  holding?: { privateJwk: JsonWebKey; publicJwk: JsonWebKey };
}

/** What the fake records in the page (window.phantom.solana.signedWith), so a test can tell which way it signed. */
export type FakePhantomSigningMethod = 'signIn' | 'signMessage' | 'signAndSendTransaction';

/**
 * How the fake reaches the network: a function the test exposes on the page (exposeFakePhantomSend in
 * fake-phantom-send.ts) that sends a signed wire transaction, base64, and answers its signature.
 */
export type FakePhantomSend = (base64WireTransaction: string) => Promise<string>;

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

  const fromBase58 = (text: string) => {
    const bytes: number[] = []; // least significant first
    for (const char of text) {
      let carry = ALPHABET.indexOf(char);
      if (carry < 0) throw Object.assign(new Error('Invalid Input'), { code: -32000 });
      for (let i = 0; i < bytes.length; i++) {
        carry += bytes[i]! * 58;
        bytes[i] = carry & 0xff;
        carry >>= 8;
      }
      while (carry) {
        bytes.push(carry & 0xff);
        carry >>= 8;
      }
    }
    for (const char of text) {
      if (char !== '1') break;
      bytes.push(0);
    }
    return new Uint8Array(bytes.reverse());
  };
  // Solana's compact length prefix: seven bits a byte, the high bit saying another byte follows.
  const shortVec = (length: number) => {
    const out: number[] = [];
    do {
      out.push((length & 0x7f) | (length > 0x7f ? 0x80 : 0));
      length >>= 7;
    } while (length);
    return out;
  };
  /** The message's required signers: the first numRequiredSignatures of its static account keys. */
  const requiredSigners = (message: Uint8Array) => {
    // A versioned message starts with 0x80 | version; a legacy one starts with its header.
    let offset = message[0]! & 0x80 ? 1 : 0;
    const numRequiredSignatures = message[offset]!;
    offset += 3;
    // Past the account count, which no check here needs.
    while (message[offset++]! & 0x80);
    return Array.from({ length: numRequiredSignatures }, (_, i) => base58(message.subarray(offset + 32 * i, offset + 32 * (i + 1))));
  };

  // Like the real extension, the wallet keeps its key (and which sites it trusts) across page loads.
  const STORE = 'fake-phantom';
  const saved =
    (JSON.parse(localStorage.getItem(STORE) ?? 'null') as null | {
      privateJwk: JsonWebKey;
      publicJwk: JsonWebKey;
      trusted: boolean;
    }) ?? (options.holding ? { ...options.holding, trusted: true } : null);
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

  /**
   * Phantom's request-style signAndSendTransaction: signs the message, puts its signature in its own
   * slot of the wire transaction (other slots stay empty) and sends it through window.fakePhantomSend.
   */
  async function signAndSendTransaction(params: { message?: unknown } = {}) {
    if (!provider.isConnected) {
      throw Object.assign(new Error('The requested method and/or account has not been authorized by the user.'), { code: 4100 });
    }
    const send = (window as unknown as { fakePhantomSend?: FakePhantomSend }).fakePhantomSend;
    if (typeof send !== 'function') {
      throw new Error(
        'The fake Phantom cannot send: the test must call exposeFakePhantomSend(page, rpcUrl) (tools/fake-phantom-send.ts) first.',
      );
    }
    if (typeof params.message !== 'string') throw Object.assign(new Error('Invalid Input'), { code: -32000 });
    const message = fromBase58(params.message);
    const signers = requiredSigners(message);
    const key = provider.publicKey!.toBase58();
    const slot = signers.indexOf(key);
    if (slot < 0) throw Object.assign(new Error(`Invalid Input: the transaction does not ask ${key} to sign.`), { code: -32000 });
    if (options.rejectSignature) throw rejection();
    const prefix = shortVec(signers.length);
    const wire = new Uint8Array(prefix.length + 64 * signers.length + message.length);
    wire.set(prefix);
    wire.set(await signBytes(message), prefix.length + 64 * slot);
    wire.set(message, prefix.length + 64 * signers.length);
    provider.signedWith.push('signAndSendTransaction');
    try {
      return { signature: await send(btoa(String.fromCharCode(...wire))), publicKey: key };
    } catch (error) {
      // What the page sees when the network refuses: Phantom's internal-error code with the node's message.
      throw Object.assign(new Error((error as Error).message), { code: -32603 });
    }
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
    async request({ method, params }: { method: string; params?: { message?: unknown } }) {
      if (method === 'signAndSendTransaction') return signAndSendTransaction(params);
      throw Object.assign(new Error(`The fake Phantom does not answer ${method}.`), { code: -32601 });
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
