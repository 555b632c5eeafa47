/** Server texts of the outside providers' APIs. */
export const INTEGRATIONS_MESSAGES = {
  providerUnreachable: 'Could not reach the provider. Please try again later.',
} as const;
