import { randomUUID } from 'node:crypto';
import { CARD_PATHS, NOTIFICATION_PATHS } from '@arcana/shared';
import type { TCard, TNotificationList } from '@arcana/shared/schemas';
import { callOk } from './api-call';
import { check, step, type Cluster } from './cluster';
import { collectUntilAcknowledged } from './collect-until-acknowledged';
import type { StormClient } from './storm-clients';

/**
 * The sockets through nginx that were on the killed instance came back, to the survivor, on their
 * own. Resolves with how many dropped and how long after the kill the last of them was greeted again.
 */
export async function checkSocketsFailedOver(clients: StormClient[], killAt: number): Promise<{ dropped: number; backAfterMs: number }> {
  const deadline = performance.now() + 20_000;
  while (clients.some((c) => !c.socket.isConnected()) && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const away = clients.filter((c) => !c.socket.isConnected()).length;
  check(away === 0, `${away} of ${clients.length} sockets through nginx had not reconnected 20 s after the storm`);
  const dropped = clients.filter((c) => (c.socket.lastDropAt() ?? 0) > killAt);
  check(dropped.length > 0, 'no socket through nginx was on the killed instance: their failover was not exercised');
  const backAfterMs = Math.max(...dropped.map((c) => c.socket.lastGreetingAt() - killAt));
  step(`${dropped.length} of ${clients.length} sockets through nginx dropped with the instance and were greeted again by the survivor`);
  return { dropped: dropped.length, backAfterMs };
}

/** Every card a 2xx answer announced is in its owner's inventory, and nothing else is. */
export async function checkNoCardLost(cluster: Cluster, clients: StormClient[], when: string): Promise<number> {
  let total = 0;
  for (const client of clients) {
    const { body: cards } = await callOk<TCard[]>(cluster.nginx.url, 'GET', CARD_PATHS.mine, { token: client.token });
    const held = new Set(cards.map((card) => card.id));
    const lost = [...client.acknowledged].filter(([, cardId]) => !held.has(cardId));
    check(lost.length === 0, `${client.email}: ${lost.length} acknowledged cards missing ${when}, e.g. request ${lost[0]?.[0]}`);
    check(
      cards.length === client.acknowledged.size,
      `${client.email}: ${cards.length} cards in the inventory ${when} for ${client.acknowledged.size} acknowledged requests: a request drew twice`,
    );
    total += cards.length;
  }
  step(`every acknowledged card is in its owner's inventory ${when}, and no other (${total} cards, ${clients.length} players)`);
  return total;
}

/**
 * The requests that may have reached an instance twice, sent once more: each answers the card it
 * first answered, and (checked after) no card was drawn for them. A player sends theirs one after
 * another, as a retrying client does.
 */
export async function checkRetriesAreIdempotent(cluster: Cluster, clients: StormClient[]): Promise<number> {
  await Promise.all(
    clients.map(async (client) => {
      for (const requestId of client.atRisk) {
        const { card } = await collectUntilAcknowledged(cluster.nginx.url, client, requestId, { retries: 0 });
        const first = client.acknowledged.get(requestId);
        check(card.id === first, `${client.email}: request ${requestId} answered card ${card.id} when sent again, ${first} the first time`);
      }
    }),
  );
  const sent = clients.reduce((sum, client) => sum + client.atRisk.size, 0);
  check(sent > 0, 'no request was in flight when the instance was killed: the kill did not land mid-storm');
  step(`the ${sent} requests in flight at the kill or retried, sent again, answered their first card`);
  return sent;
}

/**
 * Every acknowledged card is counted in its owner's bell exactly once, the requests in flight at the
 * kill too: a player's draws in a row are one notification that counts them (docs/product-rules.md
 * "Notifications").
 */
export async function checkEveryCardNotifiedOnce(cluster: Cluster, clients: StormClient[]): Promise<void> {
  let total = 0;
  for (const client of clients) {
    const { body } = await callOk<TNotificationList>(cluster.nginx.url, 'GET', `${NOTIFICATION_PATHS.list}?limit=50`, {
      token: client.token,
    });
    const counted = body.notifications.filter((n) => n.type === 'collectible_received').reduce((sum, n) => sum + n.count, 0);
    check(
      counted === client.acknowledged.size,
      `${client.email}: the bell counts ${counted} cards for ${client.acknowledged.size} acknowledged`,
    );
    total += client.acknowledged.size;
  }
  step(`each player's bell counts their acknowledged cards once, ${total} in all`);
}

/** A card collected now reaches its player's socket, which after the kill may be held by either instance. */
export async function checkEventsAfterFailover(cluster: Cluster, clients: StormClient[]): Promise<void> {
  await Promise.all(
    clients.map(async (client) => {
      const requestId = randomUUID();
      const event = client.socket.collected(requestId, 10_000);
      const { card } = await collectUntilAcknowledged(cluster.nginx.url, client, requestId, { retries: 0 });
      client.acknowledged.set(requestId, card.id);
      const heard = await event.catch((error: Error) => {
        throw new Error(`${client.email}: ${error.message} after the failover`);
      });
      check(heard.card?.id === card.id, `${client.email}: the socket heard card ${heard.card?.id} for card ${card.id}`);
    }),
  );
  step(`after the failover, a card collected by each of the ${clients.length} players reached that player's socket`);
}

/**
 * The sockets that dropped with the killed instance heard every card acknowledged during the storm,
 * live or replayed once they were back: a card's message is kept by the outbox from the event written
 * with the card (docs/decisions/043), so the requests in flight at the kill count too — what the killed
 * instance stored and did not carry out, the survivor did. (A socket that never dropped is not replayed
 * anything: a message its instance was to hear from the killed one through the adapter may be lost
 * with it; decision 020.)
 */
export async function checkDroppedSocketsHeardEveryCard(
  clients: StormClient[],
  killAt: number,
): Promise<{ heard: number; replayed: number }> {
  let heard = 0;
  const dropped = clients.filter((client) => (client.socket.lastDropAt() ?? 0) > killAt);
  await Promise.all(
    dropped.map(async (client) => {
      for (const [requestId, cardId] of client.acknowledged) {
        const event = await client.socket.collected(requestId, 5_000).catch((error: Error) => {
          throw new Error(`${client.email}: ${error.message}: an acknowledged card's event was not replayed`);
        });
        check(event.card?.id === cardId, `${client.email}: the socket heard card ${event.card?.id} for card ${cardId}`);
        heard++;
      }
    }),
  );
  const replayed = dropped.reduce((sum, client) => sum + client.socket.replayedCards(), 0);
  check(replayed > 0, 'the sockets that dropped missed no card while away: their replay was not exercised');
  step(`the ${dropped.length} sockets that dropped heard all ${heard} of their players' acknowledged cards, ${replayed} replayed`);
  return { heard, replayed };
}
