import { USDT_MINT } from '@arcana/shared';
import { expect, test } from './fixtures';
import { publishedProject } from './creators';
import { E2E_PORTS } from './ports';
import { installFakePhantom } from '../tools/fake-phantom';
import { exposeFakePhantomSend } from '../tools/fake-phantom-send';
import { fakeSolanaControl } from '../tools/fake-solana-control';
import { keepSignedIn, phantomAddress, userWithPhantomLinked } from './support';

const rpcUrl = `http://127.0.0.1:${E2E_PORTS.fakeSolana}`;
const solana = fakeSolanaControl(rpcUrl);

test('a creator proves a payout wallet and adds donation tiers; a collector donates USDT and earns the tier', async ({ page, browser }) => {
  // Two people and the network in one journey.
  test.slow();
  const project = await publishedProject(page);
  await page.context().addInitScript(installFakePhantom, {});
  await keepSignedIn(page, project.session);
  await page.goto('/forge?tab=manage');
  await page.getByRole('link', { name: 'Earning rules of First Light' }).click();

  // The payout wallet, proved by Phantom's signature of a message naming the project.
  const payout = page.getByRole('region', { name: 'Payout wallet', exact: true });
  await payout.getByRole('button', { name: 'Prove a payout wallet' }).click();
  await expect(page.getByText('Payout wallet set').first()).toBeVisible();
  const payoutAddress = await phantomAddress(page);
  await expect(payout).toContainText(`Donations go to ${payoutAddress}`);

  // A donation rule of two tiers, turned on from the keyboard.
  const form = page.getByRole('form', { name: 'New rule' });
  await form.getByLabel('Source').selectOption({ label: 'Donation (USDT tiers)' });
  await form.getByLabel('Tier 1: from USDT').fill('5');
  await form.getByLabel('Tier 1: draws granted').fill('1');
  await form.getByRole('button', { name: 'Add a tier' }).click();
  await form.getByLabel('Tier 2: from USDT').fill('20');
  await form.getByLabel('Tier 2: draws granted').fill('3');
  await form.getByRole('button', { name: 'Add rule' }).click();
  const rule = page.getByRole('switch', { name: /Enable Donation/ });
  await rule.focus();
  await page.keyboard.press('Space');
  await expect(rule).toBeChecked();

  // The collector, their wallet linked and funded, donates from the project's page.
  const donorPage = await (await browser.newContext()).newPage();
  await exposeFakePhantomSend(donorPage, rpcUrl);
  const donor = await userWithPhantomLinked(donorPage);
  await solana.setBalance(donor.address, { lamports: 1_000_000_000, tokens: { [USDT_MINT]: 40 } });
  await donorPage.goto(`/projects/${project.slug}`);
  await donorPage.getByRole('button', { name: `Donate USDT to ${project.name}` }).click();
  const dialog = donorPage.getByRole('dialog', { name: `Donate USDT to ${project.name}` });
  await expect(dialog.getByLabel('Recipient address')).toHaveValue(payoutAddress);
  await expect(dialog.getByLabel('Amount (USDT)')).toBeFocused();
  await dialog.getByLabel('Amount (USDT)').fill('25');
  await dialog.getByRole('button', { name: 'Review' }).click();
  await dialog.getByRole('button', { name: 'Approve in Phantom' }).click();
  await expect(dialog).toContainText('Sent 25 USDT');
  await dialog.getByRole('button', { name: 'Done' }).click();
  expect(await solana.tokenBalance(payoutAddress, USDT_MINT)).toBe(25);

  // The tier it reached is granted, told at once; the receipt says it on both sides.
  await expect(donorPage.getByText(/^25 USDT on .*: 3 draws$/)).toBeVisible();
  await expect(donorPage.getByTestId('collection-draws-left')).toHaveText('4 draws left');
  const received = page.getByRole('region', { name: 'Donations received', exact: true });
  await page.reload();
  await expect(received.getByRole('row')).toHaveCount(2);
  await expect(received).toContainText('3 draws');
});
