import { z } from 'zod';
import { lazySchema } from './lazy-schema.js';
import { LINKABLE_PROVIDERS } from '../providers.js';
import { ZSessionTokens } from './auth.js';
import { ZUser } from './user.js';

export const ZLinkableProvider = lazySchema(() => z.enum(LINKABLE_PROVIDERS));

/** Which providers this server can reach (those without credentials are shown disabled). */
export const ZOAuthProviders = lazySchema(() =>
  z.object({
    providers: z.array(z.object({ id: ZLinkableProvider, enabled: z.boolean(), signIn: z.boolean() })),
  }),
);
export type TOAuthProviders = z.infer<typeof ZOAuthProviders>;

export const ZOAuthStart = lazySchema(() => z.object({ authUrl: z.string(), state: z.string() }));
export type TOAuthStart = z.infer<typeof ZOAuthStart>;
export const ZOAuthInitBody = lazySchema(() => z.object({ isLinking: z.boolean().default(false) }));

/**
 * What the callback page read from its address: an OAuth 2.0 code and state (or the provider's
 * error), or for Steam the OpenID 2.0 assertion's `openid.*` fields as they came.
 */
export const ZOAuthCallbackBody = lazySchema(() =>
  z
    .object({
      code: z.string().max(2048).optional(),
      state: z.string().max(512).optional(),
      error: z.string().max(256).optional(),
      error_description: z.string().max(1024).optional(),
    })
    .catchall(z.string().max(4096)),
);
export type TOAuthCallbackBody = z.input<typeof ZOAuthCallbackBody>;

const provider = lazySchema(() => ZLinkableProvider);

/** The callback outcomes of docs/product-rules.md "Social sign-in", with the popup message's fields. */
export const ZOAuthCallbackResponse = lazySchema(() =>
  z.union([
    ZSessionTokens.extend({ provider, user: ZUser }),
    z.object({ linked: z.literal(true), provider, message: z.string() }),
    z.object({ requiresUsername: z.literal(true), tempToken: z.string(), provider, requiresEmail: z.boolean() }),
    z.object({ requires2FA: z.literal(true), tempToken: z.string(), provider }),
    z.object({ requiresEmailVerification: z.literal(true), provider, email: z.string(), message: z.string() }),
  ]),
);
export type TOAuthCallbackResponse = z.infer<typeof ZOAuthCallbackResponse>;

/**
 * An integration (docs/product-rules.md "Integrations"): a linked provider, and for Steam whether its
 * game details can be seen (pending until then).
 */
export const ZIntegration = lazySchema(() =>
  z.object({
    provider: ZLinkableProvider,
    connected: z.boolean(),
    gameDetailsAccess: z.boolean(),
    lastChecked: z.string().nullable(),
  }),
);
export type TIntegration = z.infer<typeof ZIntegration>;
export const ZIntegrations = lazySchema(() => z.object({ integrations: z.array(ZIntegration) }));
export type TIntegrations = z.infer<typeof ZIntegrations>;
export const ZSteamPrivacy = lazySchema(() => z.object({ hasAccess: z.boolean() }));
export type TSteamPrivacy = z.infer<typeof ZSteamPrivacy>;
