import { AppError } from '../../lib/app-error.js';
import type { ProviderEnvName } from '../../provider-env.js';

/**
 * Twitch's Helix API and its token endpoint, as the earning rules use them: EventSub subscriptions
 * (with the app's token), channel points rewards and their redemptions and messages in the chat (with
 * the broadcaster's), and a broadcaster's token refreshed. A Twitch that does not answer is 502 UPSTREAM_UNAVAILABLE.
 */

const TIMEOUT_MS = 10_000;
/** A token this close to its end is refreshed before use. */
const EARLY_MS = 60_000;

export class HelixError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface UserGrant {
  accessToken: string;
  refreshToken: string | null;
  expiresAt: Date | null;
  scopes: string[];
}

const unreachable = () => new AppError('UPSTREAM_UNAVAILABLE', 502, 'Twitch did not answer. Try again in a moment.');

async function request(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch {
    throw unreachable();
  }
}

async function answerOf(response: Response): Promise<Record<string, unknown>> {
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) throw new HelixError(response.status, String(body.message ?? body.error ?? response.statusText));
  return body;
}

const grantOf = (body: Record<string, unknown>): UserGrant => ({
  accessToken: String(body.access_token),
  refreshToken: typeof body.refresh_token === 'string' ? body.refresh_token : null,
  expiresAt: typeof body.expires_in === 'number' ? new Date(Date.now() + body.expires_in * 1000) : null,
  scopes: Array.isArray(body.scope) ? body.scope.map(String) : typeof body.scope === 'string' ? body.scope.split(' ') : [],
});

export function createHelix(settings: Record<ProviderEnvName, string>) {
  const api = settings.TWITCH_API_BASE_URL;
  const tokenUrl = `${settings.TWITCH_AUTH_BASE_URL}/oauth2/token`;
  let app: Promise<UserGrant> | null = null;

  const token = (form: Record<string, string>) =>
    request(tokenUrl, {
      method: 'POST',
      body: new URLSearchParams({ client_id: settings.TWITCH_CLIENT_ID, client_secret: settings.TWITCH_CLIENT_SECRET, ...form }),
    })
      .then(answerOf)
      .then(grantOf);

  async function appToken(): Promise<string> {
    const held = await app?.catch(() => null);
    if (!held || (held.expiresAt && held.expiresAt.getTime() - EARLY_MS < Date.now())) {
      app = token({ grant_type: 'client_credentials' });
    }
    return (await app!).accessToken;
  }

  async function call(method: string, path: string, bearer: string, options: { query?: Record<string, string>; body?: unknown } = {}) {
    const url = new URL(`${api}/helix${path}`);
    for (const [name, value] of Object.entries(options.query ?? {})) url.searchParams.set(name, value);
    const response = await request(url.href, {
      method,
      headers: {
        authorization: `Bearer ${bearer}`,
        'client-id': settings.TWITCH_CLIENT_ID,
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    if (response.status === 204) return {};
    return answerOf(response);
  }

  const firstId = (body: Record<string, unknown>) => String((body.data as Array<{ id: string }>)[0]!.id);

  return {
    configured: Boolean(settings.TWITCH_CLIENT_ID && settings.TWITCH_CLIENT_SECRET),

    refresh: (refreshToken: string) => token({ grant_type: 'refresh_token', refresh_token: refreshToken }),

    /** A token about to end is refreshed first. */
    needsRefresh: (grant: { expiresAt: Date | null }) => grant.expiresAt !== null && grant.expiresAt.getTime() - EARLY_MS < Date.now(),

    async createSubscription(subscription: {
      type: string;
      version: string;
      condition: Record<string, string>;
      callback: string;
      secret: string;
    }) {
      const { callback, secret, ...rest } = subscription;
      const body = await call('POST', '/eventsub/subscriptions', await appToken(), {
        body: { ...rest, transport: { method: 'webhook', callback, secret } },
      });
      return firstId(body);
    },

    /** Already gone is as good as deleted. */
    async deleteSubscription(twitchId: string) {
      await call('DELETE', '/eventsub/subscriptions', await appToken(), { query: { id: twitchId } }).catch((error: unknown) => {
        if (!(error instanceof HelixError && error.status === 404)) throw error;
      });
    },

    async createReward(userToken: string, broadcasterId: string, reward: { title: string; cost: number }) {
      const body = await call('POST', '/channel_points/custom_rewards', userToken, {
        query: { broadcaster_id: broadcasterId },
        body: { ...reward, prompt: 'Earns draws of Arcana cards' },
      });
      return firstId(body);
    },

    async deleteReward(userToken: string, broadcasterId: string, rewardId: string) {
      await call('DELETE', '/channel_points/custom_rewards', userToken, { query: { broadcaster_id: broadcasterId, id: rewardId } }).catch(
        (error: unknown) => {
          if (!(error instanceof HelixError && error.status === 404)) throw error;
        },
      );
    },

    /** A message in the broadcaster's own chat, as the broadcaster; Twitch may drop it (its reason). */
    async sendChatMessage(
      userToken: string,
      broadcasterId: string,
      message: string,
    ): Promise<{ sent: boolean; dropReason: string | null }> {
      const body = await call('POST', '/chat/messages', userToken, {
        body: { broadcaster_id: broadcasterId, sender_id: broadcasterId, message },
      });
      const [answer] = (body.data ?? []) as Array<{ is_sent?: boolean; drop_reason?: { message?: string } | null }>;
      return { sent: answer?.is_sent === true, dropReason: answer?.drop_reason?.message ?? null };
    },

    async updateRedemption(
      userToken: string,
      redemption: { broadcasterId: string; rewardId: string; id: string; status: 'FULFILLED' | 'CANCELED' },
    ) {
      await call('PATCH', '/channel_points/custom_rewards/redemptions', userToken, {
        query: { broadcaster_id: redemption.broadcasterId, reward_id: redemption.rewardId, id: redemption.id },
        body: { status: redemption.status },
      });
    },
  };
}

export type Helix = ReturnType<typeof createHelix>;
