import { CARD_TRANSFER_MESSAGES as M, HOUSE_PROJECT_SLUG, MARKET_MESSAGES as MARKET, USDT_MINT } from '@arcana/shared';
import { callSolanaRpc, fakeSolanaControl } from '../tools/fake-solana-control';
import { expect, test } from './fixtures';
import { installAxe } from './axe';
import { expectHoldsHere } from './screens/holds';
import { E2E_PASSWORD, E2E_PORTS, E2E_SETTLED_EMAILS } from './ports';
import { openInventoryCard, settledWithPhantomLinked, signedInAs, userWithPhantomLinked } from './support';

const rpcUrl = `http://127.0.0.1:${E2E_PORTS.fakeSolana}`;
const solana = fakeSolanaControl(rpcUrl);

test('a collector gives a card, signed by their wallet; its new holder is told, holds it, and sees who held it', async ({
  page,
  browser,
}) => {
  await installAxe(page.context());
  const giver = await settledWithPhantomLinked(page, 0);
  const card = await giver.collect();
  const recipient = 'e2e_settled_2';

  await page.goto('/inventory');
  const grid = page.getByTestId('inventory-grid');
  const panel = await openInventoryCard(page, card.name);
  await panel.getByRole('button', { name: 'Transfer to Another Wallet' }).click();
  const dialog = page.getByRole('dialog', { name: `Transfer ${card.name}` });
  await expect(dialog).toContainText('Your linked wallet signs the transfer');
  await dialog.getByRole('textbox', { name: 'Username or wallet address' }).fill(giver.username);
  await dialog.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(dialog.getByRole('textbox', { name: 'Username or wallet address' })).toHaveAccessibleDescription(M.toSelf);
  await dialog.getByRole('textbox', { name: 'Username or wallet address' }).fill(recipient);
  await expectHoldsHere(page, 'giving a card (1440×900)');
  await dialog.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(page.getByText(M.transferred(card.name, recipient))).toBeVisible();
  await expect(dialog).toBeHidden();
  // Phantom signed the message naming the card and the recipient.
  const signed = await page.evaluate(
    () => (window as unknown as { phantom: { solana: { signedWith: string[] } } }).phantom.solana.signedWith,
  );
  expect(signed).toContain('signIn');
  await expect(grid.getByRole('button', { name: new RegExp(`^${card.name}`) })).toHaveCount(0);

  // The recipient, in another browser: told, holding it as new, with its holders.
  const recipientContext = await browser.newContext();
  await installAxe(recipientContext);
  const other = await recipientContext.newPage();
  await signedInAs(other, E2E_SETTLED_EMAILS[1]!, E2E_PASSWORD);
  await other.goto('/notifications');
  await expect(other.getByText(M.received(giver.username, card.name, card.rarity))).toBeVisible();
  await other.goto('/inventory');
  const theirs = other.getByTestId('inventory-grid').getByRole('button', { name: new RegExp(`^${card.name}`) });
  await expect(theirs.first()).toContainText('NEW!');
  await theirs.first().click();
  const details = other.getByRole('complementary', { name: 'Card details' });
  const holders = details.getByRole('region', { name: 'Its holders' });
  await expect(holders.getByRole('listitem')).toHaveText([
    new RegExp(`^${giver.username} drew it`),
    new RegExp(`^${recipient} \\(you\\) received it`),
  ]);
  await expectHoldsHere(other, 'a given card’s details (1440×900)');

  // Its shared page lists its holders, naming nobody whose profile is private.
  await details.getByRole('button', { name: 'Share this card' }).click();
  const link = new URL(await details.getByRole('textbox', { name: 'Link to this card' }).inputValue());
  await other.goto(link.pathname);
  await expect(other.getByRole('region', { name: 'Its holders' }).getByRole('listitem')).toHaveText([
    /^A collector drew it/,
    /^A collector received it/,
  ]);
  await recipientContext.close();
});

test('a collector lists a card; another buys it from their browser with Phantom; a payment after the listing closed is told', async ({
  page,
  browser,
}) => {
  // Two people and the network in one journey.
  test.slow();
  await installAxe(page.context());
  const seller = await settledWithPhantomLinked(page, 4);
  const [sold, kept] = [await seller.collect(), await seller.collect()];

  // The seller lists the first from its details, told what reaches them.
  await page.goto('/inventory');
  const listIt = async (name: string, price: string) => {
    const panel = await openInventoryCard(page, name);
    await panel.getByRole('button', { name: 'List on Marketplace' }).click();
    const dialog = page.getByRole('dialog', { name: `List ${name}` });
    await dialog.getByRole('textbox', { name: 'Price' }).fill(price);
    await expect(dialog).toContainText(`You receive ${price} USDT.`);
    await dialog.getByRole('button', { name: 'List', exact: true }).click();
    await expect(page.getByText(MARKET.listed(name, price))).toBeVisible();
    await expect(panel.getByRole('region', { name: 'Listed on the marketplace' })).toContainText(`Listed at ${price} USDT`);
    return panel;
  };
  await listIt(sold.name, '5');

  // The buyer, in another browser: their Phantom funded, sending only once the test lets it (the second purchase waits).
  const buyerContext = await browser.newContext();
  await installAxe(buyerContext);
  let gate: Promise<void> = Promise.resolve();
  await buyerContext.exposeFunction('fakePhantomSend', async (wire: string) => {
    await gate;
    return callSolanaRpc<string>(rpcUrl, 'sendTransaction', [wire, { encoding: 'base64', preflightCommitment: 'confirmed' }]);
  });
  const buyerPage = await buyerContext.newPage();
  const buyer = await userWithPhantomLinked(buyerPage);
  await solana.setBalance(buyer.address, { lamports: 1_000_000_000, tokens: { [USDT_MINT]: 20 } });
  await buyerPage.goto(`/projects/${HOUSE_PROJECT_SLUG}/market`);
  await buyerPage.getByRole('textbox', { name: 'Search cards' }).fill(sold.name);
  const tile = buyerPage.getByRole('article', { name: `${sold.name}, 5 USDT` });
  await expect(tile).toContainText(`by ${seller.username}`);
  await expectHoldsHere(buyerPage, 'a project’s market (1440×900)');
  await tile.getByRole('button', { name: `Buy ${sold.name}` }).click();
  const buying = buyerPage.getByRole('dialog', { name: `Buy ${sold.name}` });
  await expect(buying).toContainText(`5 USDT to ${seller.username}`);
  await buying.getByRole('button', { name: 'Reserve and pay 5 USDT' }).click();
  await expect(buyerPage.getByText(MARKET.bought(sold.name, '5'))).toBeVisible();
  await expect(buying).toBeHidden();
  expect(await solana.tokenBalance(buyer.address, USDT_MINT)).toBe(15);
  await buyerPage.goto('/inventory');
  await expect(
    buyerPage
      .getByTestId('inventory-grid')
      .getByRole('button', { name: new RegExp(`^${sold.name}`) })
      .first(),
  ).toContainText('NEW!');

  // The seller is told; the card has left their inventory.
  await page.goto('/notifications');
  await expect(page.getByText(MARKET.sold(buyer.username, sold.name, '5', '5'))).toBeVisible();

  // The second: the buyer approves in Phantom, and before it reaches the network the seller cancels.
  await page.goto('/inventory');
  const panel = await listIt(kept.name, '3');
  let release = () => {};
  gate = new Promise((done) => (release = done));
  await buyerPage.goto(`/projects/${HOUSE_PROJECT_SLUG}/market?q=${encodeURIComponent(kept.name)}`);
  await buyerPage
    .getByRole('article', { name: `${kept.name}, 3 USDT` })
    .getByRole('button', { name: `Buy ${kept.name}` })
    .click();
  const late = buyerPage.getByRole('dialog', { name: `Buy ${kept.name}` });
  await late.getByRole('button', { name: 'Reserve and pay 3 USDT' }).click();
  await expect(late.getByRole('status')).toHaveText('Approve the payment in Phantom.');
  await panel.getByRole('button', { name: 'Cancel listing' }).click();
  await expect(page.getByText(MARKET.cancelled(kept.name))).toBeVisible();
  release();
  await expect(late.getByRole('alert')).toHaveText(MARKET.late(kept.name, '3'));
  await expectHoldsHere(buyerPage, 'a payment after its listing closed (1440×900)');
  await page.goto('/notifications');
  await expect(page.getByText(MARKET.refundTitle)).toBeVisible();
  await buyerContext.close();
});
