/** Texts of a provider sign-in that joins an account through a mailed link, and of a provider account already taken. */
export const PROVIDER_LINK_MESSAGES = {
  accountTaken: (label: string) => `This ${label} account is already linked to another user. Please use a different login method.`,
  alreadyLinked: (label: string) => `Your account is already linked to another ${label} account. Unlink it first.`,
  verified: (label: string) => `${label} account verified successfully!`,
  verifyToLink: (label: string) =>
    `An account with this email already exists. We sent a link to that address: open it to add ${label} sign-in to the account.`,
  noEmailStep: 'This signup does not need an email step',
  emailStepDone: 'Choose your username to finish. We will send a verification link to this address.',
  linkResent: 'A new link has been sent if one is waiting for this address.',
  link: {
    invalid: 'Invalid verification link',
    expired: 'This verification link has expired. Please sign in again to get a new one.',
    used: 'This verification link has already been used',
  },
} as const;
