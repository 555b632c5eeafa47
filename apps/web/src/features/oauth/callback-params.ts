import { CLIENT_MESSAGES, LINKABLE_PROVIDERS, PROVIDER_LABELS, type TLinkableProvider } from '@arcana/shared';
import type { TOAuthCallbackBody } from '@arcana/shared/schemas';

export type CallbackRead = { ok: true; provider: TLinkableProvider; body: TOAuthCallbackBody } | { ok: false; message: string };

const isLinkable = (value: string | undefined): value is TLinkableProvider =>
  value !== undefined && (LINKABLE_PROVIDERS as readonly string[]).includes(value);

/**
 * What the provider put in the callback page's address, checked before anything is sent
 * (docs/product-rules.md "Social sign-in"): an OAuth 2.0 code and state, or for Steam the OpenID 2.0
 * assertion (`openid.*`), or the provider's refusal.
 */
export function readCallback(providerParam: string | undefined, search: URLSearchParams): CallbackRead {
  if (!isLinkable(providerParam)) return { ok: false, message: CLIENT_MESSAGES.invalidProvider };
  const provider = providerParam;
  const error = search.get('error');
  if (error) return { ok: false, message: CLIENT_MESSAGES.authFailedBecause(search.get('error_description') ?? error) };
  const openId = [...search.entries()].filter(([name]) => name.startsWith('openid.'));
  if (openId.length > 0) return { ok: true, provider, body: Object.fromEntries([...openId, ['state', search.get('state') ?? '']]) };
  const code = search.get('code');
  const state = search.get('state');
  if (!code || !state) return { ok: false, message: CLIENT_MESSAGES.invalidProviderCallback(PROVIDER_LABELS[provider]) };
  return { ok: true, provider, body: { code, state } };
}
