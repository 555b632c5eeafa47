import type { Page } from '@playwright/test';
import { callSolanaRpc } from './fake-solana-control';

/**
 * Gives the fake Phantom (fake-phantom.ts) its way to the network: `window.fakePhantomSend`, which
 * sends the signed transaction to the Solana RPC at `rpcUrl` from the test's process. The page's CSP
 * would stop the page reaching the fake RPC itself, and the real Phantom sends through its own servers too.
 * An RPC refusal (a failed preflight, say) reaches the page as a thrown error with the node's message.
 * Works on a BrowserContext as well as a Page.
 */
export async function exposeFakePhantomSend(page: Pick<Page, 'exposeFunction'>, rpcUrl: string): Promise<void> {
  await page.exposeFunction('fakePhantomSend', (base64WireTransaction: string) =>
    callSolanaRpc<string>(rpcUrl, 'sendTransaction', [base64WireTransaction, { encoding: 'base64', preflightCommitment: 'confirmed' }]),
  );
}
