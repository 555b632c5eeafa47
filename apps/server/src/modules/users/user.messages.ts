/** Texts about an account as such, for every feature that looks one up or renames one. */
export const USER_MESSAGES = {
  userNotFound: 'User not found',
  usernameTaken: 'This username is already taken',
} as const;
