import { CLIENT_MESSAGES } from '@arcana/shared';
import { INTEGRATIONS_MESSAGES } from '../integrations/index.js';

/** Server texts of social sign-in; the texts docs/product-rules.md "Social sign-in" quotes come from the shared catalogue. */
export const OAUTH_MESSAGES = {
  invalidProvider: CLIENT_MESSAGES.invalidProvider,
  invalidCallback: CLIENT_MESSAGES.invalidCallback,
  failedBecause: CLIENT_MESSAGES.authFailedBecause,
  providerDisabled: (label: string) => `${label} sign-in is not set up on this server`,
  stateMismatch: 'This sign-in has expired or was started in another browser. Please try again.',
  providerUnreachable: INTEGRATIONS_MESSAGES.providerUnreachable,
  noAccountId: 'the provider did not say who signed in',
  linked: (label: string) => `${label} account linked successfully!`,
  notLinked: (label: string) => `No ${label} account is linked`,
  unlinked: (label: string) => `${label} account unlinked`,
  lastMethod: 'You cannot unlink your only sign-in method. Set a password or link another account first.',
  emailPermanent: 'The email provider cannot be unlinked',
} as const;
