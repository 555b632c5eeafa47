export const PROVIDERS = ['email', 'discord', 'google', 'steam', 'twitch', 'x', 'instagram', 'wallet'] as const;
export type TProvider = (typeof PROVIDERS)[number];
/** The social providers that sign a user in (spec part 1 §1). */
export const LOGIN_PROVIDERS = ['discord', 'google', 'steam', 'twitch'] as const;
/** Identities tied to the e-mail address: changing the address unlinks them (spec part 2 "Settings"). */
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
