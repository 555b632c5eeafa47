import { expect, test } from './fixtures';
import { cardsShown, userWithCards } from './support';

test('a page whose code does not arrive reloads once, then explains it under the header; Retry loads it once the code is back', async ({
  page,
}) => {
  let documents = 0;
  page.on('request', (request) => request.resourceType() === 'document' && documents++);
  // The server is down for this one file, as after a deploy that renamed it.
  const pageCode = '**/assets/ForgotPasswordPage-*.js';
  await page.route(pageCode, (route) => route.abort());

  await page.goto('/forgot-password');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('This page did not load');
  expect(documents).toBe(2);
  await expect(page.getByRole('banner')).toBeVisible();

  await page.unroute(pageCode);
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(documents).toBe(3);
});

test('what the server sent while the realtime link was down arrives once it is back: the card’s notice, not only a refetch', async ({
  page,
}) => {
  const { collect } = await userWithCards(page, 1);
  const fromServer: string[] = [];
  const handshakes: string[] = [];
  let links = 0;
  let dropLink = () => {};
  let letReconnect = () => {};
  const reconnectHeld = new Promise<void>((resolve) => (letReconnect = resolve));
  // Every socket of the page goes through here, to the real server: the first is cut, the next waits.
  await page.routeWebSocket('**/socket.io/**', async (ws) => {
    if (++links > 1) await reconnectHeld;
    const server = ws.connectToServer();
    ws.onMessage((message) => {
      if (String(message).startsWith('40')) handshakes.push(String(message));
      server.send(message);
    });
    server.onMessage((message) => {
      fromServer.push(String(message));
      ws.send(message);
    });
    dropLink = () => {
      void ws.close();
      void server.close();
    };
  });

  await page.goto('/inventory');
  await expect(page.getByTestId('inventory-grid').getByRole('button')).toHaveCount(1);
  await expect.poll(() => fromServer.some((message) => message.includes('"eventsReplayed"'))).toBe(true);

  dropLink();
  await collect();
  letReconnect();

  // Heard again from the server's kept events: a refetch alone would not say it. The card joins the
  // unread notification of the one before (a burst), told once, as news.
  await expect(page.getByText('You drew 2 cards in Arcana.')).toBeVisible();
  await expect(page.getByText('New cards collected')).toHaveCount(1);
  await expect.poll(() => cardsShown(page.getByTestId('inventory-grid'))).toBe(2);
  expect(handshakes).toHaveLength(2);
  // The first starts where the tab's session check stood (what came after its reads is replayed),
  // the second where the first left off.
  const from = handshakes.map((handshake) => Number(/"lastEventId":(\d+)/.exec(handshake)?.[1]));
  expect(from.every(Number.isInteger)).toBe(true);
  expect(from[1]).toBeGreaterThanOrEqual(from[0]!);
});
