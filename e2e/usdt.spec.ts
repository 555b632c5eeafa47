import { USDT_MINT } from '@arcana/shared';
import { expect, test, type Page } from './fixtures';
import { E2E_PORTS } from './ports';
import { exposeFakePhantomSend } from '../tools/fake-phantom-send';
import { fakeSolanaControl } from '../tools/fake-solana-control';
import { createTestWallet } from '../tools/wallet-keys';
import { userWithPhantomLinked } from './support';

const rpcUrl = `http://127.0.0.1:${E2E_PORTS.fakeSolana}`;
const solana = fakeSolanaControl(rpcUrl);

/** A signed-in user whose Phantom is linked, holding 1 SOL and 25 USDT on the fake network. */
async function linkedAndFunded(page: Page): Promise<string> {
  await exposeFakePhantomSend(page, rpcUrl);
  const { address } = await userWithPhantomLinked(page);
  await solana.setBalance(address, { lamports: 1_000_000_000, tokens: { [USDT_MINT]: 25 } });
  return address;
}

test.describe('sending USDT at a desk', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the wallet menu shows SOL and USDT; Send USDT prepares, Phantom signs and sends, the network confirms', async ({ page }) => {
    const address = await linkedAndFunded(page);
    const recipient = createTestWallet().publicKey;
    await page.goto('/inventory');
    await page.getByRole('button', { name: /^Wallet / }).click();
    await expect(page.getByRole('menu')).toContainText('1 SOL');
    await expect(page.getByRole('menu')).toContainText('25 USDT');
    await page.getByRole('menuitem', { name: 'Send USDT' }).click();

    const dialog = page.getByRole('dialog', { name: 'Send USDT' });
    await expect(dialog.getByLabel('Recipient address')).toBeFocused();
    await dialog.getByRole('button', { name: 'Review' }).click();
    await expect(dialog).toContainText('Recipient address is required');

    await dialog.getByLabel('Recipient address').fill(recipient);
    await dialog.getByLabel('Amount (USDT)').fill('30');
    await dialog.getByRole('button', { name: 'Review' }).click();
    await expect(dialog.getByLabel('Amount (USDT)')).toHaveAccessibleDescription('Amount exceeds your USDT balance');

    await dialog.getByLabel('Amount (USDT)').fill('7.5');
    await dialog.getByRole('button', { name: 'Review' }).click();
    await expect(dialog).toContainText('You are sending 7.5 USDT to');
    await expect(dialog).toContainText('Network fee and the recipient’s new USDT account: 0.00204428 SOL');
    await expect(dialog.getByRole('button', { name: 'Approve in Phantom' })).toBeFocused();

    await dialog.getByRole('button', { name: 'Approve in Phantom' }).click();
    await expect(dialog).toContainText(/^.*Sent 7\.5 USDT to \w{4}\.\.\.\w{4}\./);
    await expect(dialog.getByRole('link', { name: 'View on Solscan' })).toHaveAttribute('href', /^https:\/\/solscan\.io\/tx\/\w{80,90}$/);
    expect(await solana.tokenBalance(address, USDT_MINT)).toBe(17.5);
    expect(await solana.tokenBalance(recipient, USDT_MINT)).toBe(7.5);

    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
    // The dialog said it: no toast of the server's 'USDT sent' notification in this tab.
    await expect(page.getByRole('alert').filter({ hasText: 'USDT sent' })).toHaveCount(0);
    await page.getByRole('button', { name: /^Wallet / }).click();
    await expect(page.getByRole('menu')).toContainText('17.5 USDT');
    await page.getByRole('menuitem', { name: 'Send USDT' }).click();
    await expect(dialog.getByRole('table')).toContainText('7.5 USDT');
    await expect(dialog.getByRole('table')).toContainText('Sent');
  });

  test('declining in Phantom sends nothing and says so', async ({ page }) => {
    const address = await linkedAndFunded(page);
    await page.goto('/inventory');
    await page.evaluate(() => {
      const provider = (window as unknown as { phantom: { solana: { request: (args: unknown) => Promise<unknown> } } }).phantom.solana;
      provider.request = () => Promise.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 }));
    });
    await page.getByRole('button', { name: /^Wallet / }).click();
    await page.getByRole('menuitem', { name: 'Send USDT' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send USDT' });
    await dialog.getByLabel('Recipient address').fill(createTestWallet().publicKey);
    await dialog.getByLabel('Amount (USDT)').fill('1');
    await dialog.getByRole('button', { name: 'Review' }).click();
    await dialog.getByRole('button', { name: 'Approve in Phantom' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('You declined the transfer in Phantom. Nothing was sent.');
    expect(await solana.tokenBalance(address, USDT_MINT)).toBe(25);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the wallet is in the side menu: its menu shows SOL and USDT and opens Send USDT', async ({ page }) => {
    await linkedAndFunded(page);
    await page.goto('/inventory');
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: /^Wallet / }).click();
    await expect(page.getByRole('menu')).toContainText('1 SOL');
    await expect(page.getByRole('menu')).toContainText('25 USDT');
    await page.getByRole('menuitem', { name: 'Send USDT' }).click();
    await expect(page.getByRole('dialog', { name: 'Send USDT' }).getByLabel('Recipient address')).toBeFocused();
  });
});
