export const PROVIDERS = ['email', 'discord', 'google', 'steam', 'twitch', 'x', 'instagram', 'wallet'] as const;
export type TProvider = (typeof PROVIDERS)[number];
/** The social providers that sign a user in (spec part 1 §1). */
export const LOGIN_PROVIDERS = ['discord', 'google', 'steam', 'twitch'] as const;
