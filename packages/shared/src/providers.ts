export const PROVIDERS = ['email', 'discord', 'google', 'steam', 'twitch', 'x', 'instagram', 'wallet'] as const;
export type TProvider = (typeof PROVIDERS)[number];
/** The social providers that sign a user in (docs/product-rules.md "Social sign-in"). */
export const LOGIN_PROVIDERS = ['discord', 'google', 'steam', 'twitch'] as const;
export type TLoginProvider = (typeof LOGIN_PROVIDERS)[number];
/** Linked as integrations only: they never sign anyone in (docs/product-rules.md "Social sign-in"). */
export const INTEGRATION_PROVIDERS = ['x', 'instagram'] as const;
/** The providers reached through OAuth 2.0 (Steam speaks OpenID 2.0 instead). */
export const OAUTH_PROVIDERS = ['discord', 'google', 'twitch', 'x', 'instagram'] as const;
export type TOAuthProvider = (typeof OAUTH_PROVIDERS)[number];
/** Every provider an account can link through the provider's own sign-in. */
export const LINKABLE_PROVIDERS = [...OAUTH_PROVIDERS, 'steam'] as const;
export type TLinkableProvider = (typeof LINKABLE_PROVIDERS)[number];
/** The settings page's OAuth section links these; x and instagram are in Integrations (docs/product-rules.md "Integrations"). */
export const PROFILE_OAUTH_PROVIDERS = ['discord', 'steam', 'twitch'] as const;

/** Sign-in providers that give no address: complete-signup asks for one (docs/product-rules.md "Accounts and sign-up"). */
export const EMAIL_REQUIRED_PROVIDERS = ['steam'] as const;

/** Identities tied to the e-mail address: changing the address unlinks them (docs/product-rules.md "Profile"). */
export const EMAIL_BOUND_PROVIDERS = ['discord', 'google'] as const;

/** How the settings page names each provider (the e-mail/password one is 'Password'). */
export const PROVIDER_LABELS: Record<TProvider, string> = {
  email: 'Password',
  discord: 'Discord',
  google: 'Google',
  steam: 'Steam',
  twitch: 'Twitch',
  x: 'X',
  instagram: 'Instagram',
  wallet: 'Phantom',
};

/**
 * The ways an account can sign in: its password (with its address) and each linked sign-in provider.
 * A user keeps at least one (docs/product-rules.md "Social sign-in"); integrations and the wallet do not
 * count.
 */
export function signInMethods(providers: readonly string[]): string[] {
  return providers.filter((p) => p === 'email' || (LOGIN_PROVIDERS as readonly string[]).includes(p));
}
