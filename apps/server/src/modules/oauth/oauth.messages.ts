import { CLIENT_MESSAGES } from '@arcana/shared';

/** Server texts of social sign-in; the texts docs/product-rules.md "Social sign-in" quotes come from the shared catalogue. */
export const OAUTH_MESSAGES = {
  invalidProvider: CLIENT_MESSAGES.invalidProvider,
  invalidCallback: CLIENT_MESSAGES.invalidCallback,
  failedBecause: CLIENT_MESSAGES.authFailedBecause,
  providerDisabled: (label: string) => `${label} sign-in is not set up on this server`,
  stateMismatch: 'This sign-in has expired or was started in another browser. Please try again.',
  providerUnreachable: 'Could not reach the provider. Please try again later.',
  noAccountId: 'the provider did not say who signed in',
  accountTaken: (label: string) => `This ${label} account is already linked to another user. Please use a different login method.`,
  alreadyLinked: (label: string) => `Your account is already linked to another ${label} account. Unlink it first.`,
  linked: (label: string) => `${label} account linked successfully!`,
  verified: (label: string) => `${label} account verified successfully!`,
  verifyToLink: (label: string) =>
    `An account with this email already exists. We sent a link to that address: open it to add ${label} sign-in to the account.`,
  noEmailStep: 'This signup does not need an email step',
  emailStepDone: 'Choose your username to finish. We will send a verification link to this address.',
  linkResent: 'A new link has been sent if one is waiting for this address.',
  notLinked: (label: string) => `No ${label} account is linked`,
  unlinked: (label: string) => `${label} account unlinked`,
  lastMethod: 'You cannot unlink your only sign-in method. Set a password or link another account first.',
  emailPermanent: 'The email provider cannot be unlinked',
  providerLink: {
    invalid: 'Invalid verification link',
    expired: 'This verification link has expired. Please sign in again to get a new one.',
    used: 'This verification link has already been used',
  },
} as const;
