import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type Page } from '@playwright/test';
import { createSolanaRpc, getBase58Decoder, getBase64Encoder, getTransactionDecoder } from '@solana/kit';
import { installFakePhantom, type FakePhantomOptions, type FakePhantomSigningMethod } from './fake-phantom';
import { exposeFakePhantomSend } from './fake-phantom-send';
import { startFakeSolanaRpc, USDT_MINT, type FakeSolanaRpc } from './fake-solana-rpc';
import { buildTokenTransfer, type TransferPlan } from './fake-solana.test-support';
import { createTestWallet } from './wallet-keys';

/** The fake Phantom's signAndSendTransaction in a real browser, sending to the fake RPC through the exposed function. */

// Answered by a route, never a server; on localhost because WebCrypto wants a secure context.
const APP = 'http://localhost/fake-phantom-page';
let fake: FakeSolanaRpc;
let browser: Browser;

beforeAll(async () => {
  [fake, browser] = await Promise.all([
    startFakeSolanaRpc(),
    chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] }),
  ]);
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await fake?.close();
});

/** A page of the app's origin with the fake installed and connected; answers the page and the wallet's address. */
async function connectedPhantom(options: FakePhantomOptions = {}, { expose = true } = {}) {
  const page = await browser.newPage();
  await page.route(APP, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>app</title>' }));
  await page.addInitScript(installFakePhantom, options);
  if (expose) await exposeFakePhantomSend(page, fake.url);
  await page.goto(APP);
  const publicKey = await page.evaluate(async () => {
    const { publicKey } = await (
      window as unknown as { phantom: { solana: { connect(): Promise<{ publicKey: { toBase58(): string } }> } } }
    ).phantom.solana.connect();
    return publicKey.toBase58();
  });
  return { page, publicKey };
}

/** The base58 message bytes the web app hands to Phantom, from the unsigned transaction a server prepared. */
async function transferMessage(plan: TransferPlan) {
  const unsigned = await buildTokenTransfer(createSolanaRpc(fake.url), plan);
  return getBase58Decoder().decode(getTransactionDecoder().decode(getBase64Encoder().encode(unsigned)).messageBytes);
}

/** What the page's call answers, or the error it throws as `{ code, message }`. */
const signAndSend = (page: Page, message: string) =>
  page.evaluate(async (message) => {
    const provider = (window as unknown as { phantom: { solana: { request(args: unknown): Promise<unknown> } } }).phantom.solana;
    try {
      return await provider.request({ method: 'signAndSendTransaction', params: { message } });
    } catch (error) {
      return { code: (error as { code?: number }).code, message: (error as Error).message };
    }
  }, message);

const signedWith = (page: Page) =>
  page.evaluate(() => (window as unknown as { phantom: { solana: { signedWith: FakePhantomSigningMethod[] } } }).phantom.solana.signedWith);

describe('the fake Phantom’s signAndSendTransaction', () => {
  it('signs the message with its key, sends the transaction, and answers the signature', { timeout: 30_000 }, async () => {
    const { page, publicKey } = await connectedPhantom();
    await fake.setBalance(publicKey, { lamports: 1_000_000_000, tokens: { [USDT_MINT]: 10 } });
    const recipient = createTestWallet().publicKey;

    const answer = await signAndSend(page, await transferMessage({ from: publicKey, to: recipient, amount: 4_000_000n }));

    expect(answer).toEqual({ signature: expect.stringMatching(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/), publicKey });
    expect([await fake.tokenBalance(publicKey, USDT_MINT), await fake.tokenBalance(recipient, USDT_MINT)]).toEqual([6, 4]);
    expect(await signedWith(page)).toEqual(['signAndSendTransaction']);
    await page.close();
  });

  it('hands the page the node’s refusal as Phantom’s internal error, with the node’s message', { timeout: 30_000 }, async () => {
    const { page, publicKey } = await connectedPhantom();
    await fake.setBalance(publicKey, { lamports: 1_000_000_000, tokens: { [USDT_MINT]: 1 } });
    const answer = await signAndSend(
      page,
      await transferMessage({ from: publicKey, to: createTestWallet().publicKey, amount: 2_000_000n }),
    );
    expect(answer).toEqual({
      code: -32603,
      message: 'Transaction simulation failed: Error processing Instruction 1: custom program error: 0x1',
    });
    await page.close();
  });

  it(
    'refuses when the user rejects, when the transaction is not its to sign, and when nothing lets it send',
    { timeout: 30_000 },
    async () => {
      const rejecting = await connectedPhantom({ rejectSignature: true });
      const ownMessage = await transferMessage({ from: rejecting.publicKey, to: createTestWallet().publicKey, amount: 1n });
      expect(await signAndSend(rejecting.page, ownMessage)).toEqual({ code: 4001, message: 'User rejected the request.' });
      expect(await signedWith(rejecting.page)).toEqual([]);

      const stranger = await connectedPhantom();
      expect(await signAndSend(stranger.page, ownMessage)).toMatchObject({
        code: -32000,
        message: expect.stringContaining('does not ask'),
      });

      const unexposed = await connectedPhantom({}, { expose: false });
      const message = await transferMessage({ from: unexposed.publicKey, to: createTestWallet().publicKey, amount: 1n });
      expect(await signAndSend(unexposed.page, message)).toMatchObject({ message: expect.stringContaining('exposeFakePhantomSend') });
      await Promise.all([rejecting.page.close(), stranger.page.close(), unexposed.page.close()]);
    },
  );
});
