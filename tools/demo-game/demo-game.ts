import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { Webhook } from 'standardwebhooks';
import { createArcanaClient, type ArcanaClient, type operations } from '../api-client/client';
import { closeServer, listenOnLoopback, readBody, sendJson, sendText } from '../fake-http';
import { demoGamePage } from './demo-game-page';

type LinkCode = operations['createLinkCode']['responses'][201]['content']['application/json'];
type Collection = operations['listGrantCollections']['responses'][200]['content']['application/json']['collections'][number];

interface Player {
  id: string;
  level: number;
  linked: boolean;
  code: LinkCode | null;
  /** What became of each level's grant, newest first. */
  grants: string[];
}

interface HeardWebhook {
  at: string;
  type: string;
  verified: boolean;
  summary: string;
}

/** What the game keeps: its key's client, the signing secret, where it grants, its players and what Arcana told it. */
interface GameState {
  client: ArcanaClient | null;
  secret: string | null;
  collectionId: string | null;
  collections: Collection[];
  players: Map<string, Player>;
  webhooks: HeardWebhook[];
}

const WEBHOOKS_KEPT = 20;
const errorOf = (error: unknown) => (error && typeof error === 'object' && 'error' in error ? String(error.error) : 'Arcana refused it');

/** What a webhook says, in a line of the game's log. */
function summaryOf(event: { type?: string; data?: Record<string, unknown> }): string {
  const data = event.data ?? {};
  if (event.type === 'draws.granted')
    return `${String(data.draws)} draw(s) granted to ${String(data.playerId ?? 'a collector')}: ${String(data.reason)}`;
  if (event.type === 'card.drawn') {
    const card = data.card as { name?: string; rarity?: string } | undefined;
    // Arcana names a collector by the game's own player ids, and only one linked to this game.
    const collector = data.collector as { playerIds?: string[] } | null | undefined;
    return `${collector?.playerIds?.join(', ') ?? 'A collector'} drew ${card?.name ?? 'a card'} (${card?.rarity ?? '?'})`;
  }
  if (event.type === 'card.played') {
    const card = data.card as { name?: string } | undefined;
    const collector = data.collector as { playerIds?: string[] } | null | undefined;
    return `${collector?.playerIds?.join(', ') ?? 'A collector'} played ${card?.name ?? 'a card'} on stream`;
  }
  return event.type ?? 'an event';
}

/** A card played on stream gives the game's player something in the game: the point of hearing it. */
function rewardPlay(players: Map<string, Player>, event: { type?: string; data?: Record<string, unknown> }) {
  if (event.type !== 'card.played') return;
  const card = event.data?.card as { name?: string; rarity?: string } | undefined;
  const collector = event.data?.collector as { playerIds?: string[] } | null | undefined;
  for (const playerId of collector?.playerIds ?? [])
    players
      .get(playerId)
      ?.grants.unshift(`Played ${card?.name ?? 'a card'} on stream: ${card?.rarity ? `a ${card.rarity} chest` : 'a chest'}`);
}

/**
 * The demo's game (`npm run demo`): a game studio's own server and page, as a studio would write them
 * against Arcana's API with the generated client (tools/api-client). Its creator pastes a project key
 * and a webhook signing secret; a player links by the code it shows, finishes levels for draws, and
 * the game hears Arcana's webhooks back, each signature checked with the Standard Webhooks library.
 */
export async function startDemoGame({ port, arcanaUrl }: { port: number; arcanaUrl: string }) {
  const state: GameState = { client: null, secret: null, collectionId: null, collections: [], players: new Map(), webhooks: [] };

  async function refreshLinks() {
    const { client } = state;
    if (!client) return;
    await Promise.all(
      [...state.players.values()]
        .filter((player) => player.code && !player.linked)
        .map(async (player) => {
          const { data } = await client.GET('/api/v1/players/{playerId}', { params: { path: { playerId: player.id } } });
          if (data?.linked) player.linked = true;
        }),
    );
  }

  const view = async () => {
    await refreshLinks();
    return {
      configured: state.client !== null,
      collections: state.collections,
      collectionId: state.collectionId,
      players: [...state.players.values()],
      webhooks: state.webhooks,
      webhookUrl: `${url}/webhooks`,
    };
  };

  async function setup(body: { key?: string; webhookSecret?: string; collectionId?: string }) {
    const client = createArcanaClient(arcanaUrl, String(body.key ?? '').trim());
    const { data, error } = await client.GET('/api/v1/collections');
    if (!data) return { status: 400, body: { error: errorOf(error) } };
    const granting = data.collections.filter((collection) => collection.maxDraws !== null);
    Object.assign(state, {
      client,
      secret: String(body.webhookSecret ?? '').trim() || null,
      collections: data.collections,
      collectionId: granting.find((collection) => collection.id === body.collectionId)?.id ?? granting[0]?.id ?? null,
    });
    return { status: 200, body: await view() };
  }

  async function link(playerId: string) {
    const player: Player = state.players.get(playerId) ?? { id: playerId, level: 1, linked: false, code: null, grants: [] };
    state.players.set(playerId, player);
    const { data, error } = await state.client!.POST('/api/v1/link-codes', {
      params: { header: { 'Idempotency-Key': randomUUID() } },
      body: { playerId },
    });
    if (!data) return { status: 400, body: { error: errorOf(error) } };
    player.code = data;
    return { status: 200, body: await view() };
  }

  async function finishLevel(playerId: string) {
    const player = state.players.get(playerId);
    if (!player || !state.collectionId) return { status: 400, body: { error: 'Set the game up and pick a player first' } };
    const reason = `finished level ${player.level} of Star Runner`;
    const { data, error } = await state.client!.POST('/api/v1/grants', {
      params: { header: { 'Idempotency-Key': randomUUID() } },
      body: { playerId, collectionId: state.collectionId, draws: 1, reason },
    });
    player.grants.unshift(data ? `Level ${player.level}: 1 draw ${data.status}` : `Level ${player.level}: ${errorOf(error)}`);
    if (data) player.level += 1;
    return { status: data ? 200 : 400, body: await view() };
  }

  /**
   * A webhook's signature, checked over the raw body as received: any change to it, or another secret,
   * fails. While Arcana rotates the secret, the header carries a signature by each (`v1,… v1,…`): the
   * Standard Webhooks library takes the event when any of them is this secret's.
   */
  function verify(raw: string, headers: IncomingMessage['headers']): boolean {
    if (!state.secret) return false;
    try {
      new Webhook(state.secret).verify(raw, headers as Record<string, string>);
      return true;
    } catch {
      return false;
    }
  }

  function hear(raw: string, headers: IncomingMessage['headers']) {
    const verified = verify(raw, headers);
    let event: { type?: string; data?: Record<string, unknown> } = {};
    try {
      event = JSON.parse(raw) as typeof event;
    } catch {
      // Unreadable: logged as such, and refused below unless its signature held.
    }
    state.webhooks.unshift({ at: new Date().toISOString(), type: event.type ?? 'unreadable', verified, summary: summaryOf(event) });
    state.webhooks.length = Math.min(state.webhooks.length, WEBHOOKS_KEPT);
    if (verified) rewardPlay(state.players, event);
    // A webhook whose signature does not hold is refused: Arcana logs the answer, and tries again.
    return verified ? 204 : 400;
  }

  async function route(req: IncomingMessage, res: ServerResponse) {
    const path = new URL(req.url ?? '/', 'http://game').pathname;
    const raw = req.method === 'POST' ? await readBody(req) : '';
    if (req.method === 'POST' && path === '/webhooks') {
      res.writeHead(hear(raw, req.headers)).end();
      return;
    }
    const body = raw ? (JSON.parse(raw) as Record<string, string>) : {};
    if (req.method === 'GET' && path === '/') return sendText(res, 200, 'text/html', demoGamePage());
    if (req.method === 'GET' && path === '/state') return sendJson(res, { status: 200, body: await view() });
    if (req.method === 'POST' && path === '/setup') return sendJson(res, await setup(body));
    if (!state.client) return sendJson(res, { status: 400, body: { error: 'Paste a project key first' } });
    const playerId = String(body.playerId ?? '').trim();
    if (!playerId) return sendJson(res, { status: 400, body: { error: 'Choose a player name first' } });
    if (req.method === 'POST' && path === '/link') return sendJson(res, await link(playerId));
    if (req.method === 'POST' && path === '/finish-level') return sendJson(res, await finishLevel(playerId));
    sendJson(res, { status: 404, body: { error: 'No such page' } });
  }

  const server = createServer((req, res) => {
    route(req, res).catch((err: unknown) => sendJson(res, { status: 500, body: { error: err instanceof Error ? err.message : 'failed' } }));
  });
  const url = await listenOnLoopback(server, port);
  return { url, close: () => closeServer(server) };
}
