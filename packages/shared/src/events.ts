/** Socket event names and payloads (docs/product-rules.md "Realtime"). */
export const ACCOUNT_CHANGE_TYPES = ['emailVerified', 'passwordAdded', 'emailChanged', 'providerLinked', 'passwordReset'] as const;
export type AccountChangeType = (typeof ACCOUNT_CHANGE_TYPES)[number];

export interface AccountChangedPayload {
  changeType: AccountChangeType;
  isSignup?: boolean;
  provider?: string;
}

/** Path of the realtime endpoint, on the same port as the API. */
export const SOCKET_PATH = '/socket.io';
